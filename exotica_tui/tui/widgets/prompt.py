"""The prompt panel: answers any decision (pick ``min``..``max`` options, ordered or not).

Keys (exotica_tui/tui/README.md, rule 5): a hand card is picked with its hand digit (its slot,
``play.hands``); roles, follow and yes/no have fixed letters (s w c p t r, f d, y n); other
options take ``1..9 0`` then the free letters, in display order; a pass ("Take no action",
"Buy nothing") is ``n``, named in the question row. Past the keys every option is still
reached with the arrows or by typing to filter (``/``). Space toggles in a multi-pick, Enter
confirms. Each option is one row, cut at a word to the list's width (``…``); the highlighted
one's whole text is on the detail row below the list. The mouse clicks options the same way.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from rich.text import Text
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.message import Message
from textual.reactive import reactive
from textual.widgets import Input, OptionList
from textual.widgets.option_list import Option as ListOption

from ...play.hands import Slots
from ...rules.decision import Decision, Option
from ...rules.game import Game
from ...rules.roletable import ROLES
from ...rules.views import GameView
from .. import keys, prompts
from .board import Panel, waiting_text, wide
from .choices import DIGITS, ChoiceList, FilterInput, kept_content, one_row

if TYPE_CHECKING:
    from ..screens.table import TableFacts

ROLE_KEYS = "".join(r.key for r in ROLES)  # s w c p t r: lead a role
# Keys of options beyond the tenth: letters that no key of the table screen, the prompt, the
# demo or a joined seat uses (s w c p t r f d y n, u e i b l, q, x, m), then the same letters
# shifted (a long list of ship payments or technologies; the shifted letters of the other keys
# stay free, so a Caps Lock never turns "u" into a pick); tests/tui/test_prompts.py checks it.
EXTRA_KEYS = "aghjkovz" + "aghjkovz".upper()
PASS_KEY = "n"
YES_NO = {"y": "yes", "n": "no"}
GUTTER = 9  # cells: a group's name beside its first row (Research: "Tiles", "Metallic")


def _hot(key: str, description: str = "", display: str | None = None) -> Binding:
    return Binding(key, f"hot('{key}')", description, show=bool(description),
                   key_display=display)


HOTKEYS = [
    _hot("1", keys.label("1"), "0-9"),
    *[_hot(k) for k in "234567890"],
    _hot(ROLE_KEYS[0], keys.label(ROLE_KEYS[0]), ROLE_KEYS),
    *[_hot(k) for k in ROLE_KEYS[1:] + "fdyn" + EXTRA_KEYS],
    Binding("slash", "filter", "Filter", key_display="/", show=False),  # said by the prompt
    Binding("escape", "clear", "Clear", show=False),
]


class Hotkeys:
    """Actions of ``HOTKEYS`` (digits, letters, ``/``, Esc) for a screen or app holding the
    prompt panel; Textual merges only BINDINGS of DOM classes, so the host lists ``*HOTKEYS``."""

    def action_hot(self, key: str) -> None:
        self.query_one(PromptPanel).hotkey(key)  # type: ignore[attr-defined]

    def action_clear(self) -> None:
        self.query_one(PromptPanel).clear_selection()  # type: ignore[attr-defined]

    def action_filter(self) -> None:
        self.query_one(PromptPanel).open_filter()  # type: ignore[attr-defined]


class PromptPanel(Vertical):
    """Shows the pending decision of the seat at the keyboard and collects its answer."""

    DEFAULT_CSS = """
    PromptPanel #filter { display: none; height: 1; border: none; padding: 0; }
    PromptPanel #detail { height: auto; max-height: 2; color: $text-muted; }
    """

    class Answered(Message):
        def __init__(self, keys: list[str]) -> None:
            super().__init__()
            self.keys = keys

    def __init__(self, **kw) -> None:
        super().__init__(**kw)
        self.decision: Decision | None = None
        self.view: GameView | None = None  # the view the decision was shown from
        self.keys: list[str] = []  # option key per row ("" for information rows)
        self.labels: list[Text] = []  # each row's whole text
        self.chars: list[str] = []  # each row's key ("" for none)
        self.groups: list[str] = []  # each row's group name ("" for none)
        self.shown: list[int] = []  # the rows in the list now (all, or those the filter kept)
        self.passes: list[str] = []  # option keys of a pass (the key n)
        self.selected: list[str] = []
        self.hotkeys: dict[str, str] = {}
        # under the handoff cover (the table sets it): the list takes no keys, and a decision
        # shown meanwhile (the next seat's) has no option highlighted
        self.covered = False
        self.title_text = Text()
        self.confirming: str | None = None  # an idle option picked once, awaiting a second pick
        self.cut_at = 0  # the width the rows were cut for

    facts: reactive[TableFacts | None] = reactive(None, init=False, repaint=False)

    def watch_facts(self, f: TableFacts | None) -> None:
        """The table's facts changed: their decision, or whom the table waits for."""
        if f is None:
            return
        if f.decision is not None:
            self.show(f.game, f.view, f.decision, notice=f.notice, slots=f.slots)
        else:  # and the notes the status line may have no room for (a replay's final scores)
            self.show(f.game, f.view, None, "\n".join([
                *f.notes, waiting_text(f.view, f.waiting, wide(self))]))

    def compose(self):
        yield Panel(id="prompt-title")
        yield FilterInput(placeholder="filter: a name, symbols or pile; 1-9 pick, Esc closes",
                          id="filter")
        yield ChoiceList(id="choices")
        yield Panel(id="detail")

    def show(self, game: Game, view: GameView, d: Decision | None, note: str = "",
             notice: str = "", slots: Slots | None = None) -> None:
        """Show decision ``d`` (or, if None, ``note``: whom the table waits for); ``notice``
        goes on a line above the title (what an undo did), never over the options. ``slots``:
        the hand's slots (``play.hands``), whose digits pick hand cards (else hand order)."""
        title = self.query_one("#prompt-title", Panel)
        choices = self.query_one(ChoiceList)
        self.decision, self.selected, self.confirming, self.view = d, [], None, view
        self._close_filter()
        if d is None:
            title.show(Text(note or "Waiting.", style="italic"))
            choices.clear_options()
            self.keys, self.labels, self.chars, self.groups, self.shown = [], [], [], [], []
            self.hotkeys, self.passes = {}, []
            self.query_one("#detail", Panel).show(Text())
            return
        pv = prompts.build(game, view, d)
        if slots is None:  # packed: the hand's order
            slots = tuple(view.players[view.seat].hand or [])
        single = d.min == d.max == 1
        self.passes = [e.option.key for e in pv.entries if single and e.option is not None
                       and e.option.key in prompts.PASS_KEYS]
        entries = [e for e in pv.entries if e.option is None or e.option.key not in self.passes]
        self.hotkeys = self._keys(d, pv, entries, slots)
        by_key = {k: c for c, k in self.hotkeys.items()}
        self.keys = [e.option.key if e.option else "" for e in entries]
        self.chars = [by_key.get(k, "") if k else "" for k in self.keys]
        self.groups = [e.group for e in entries]
        self.labels = [e.text for e in entries]
        for key in self.passes:
            label = next(o.label for o in d.options if o.key == key)
            pv.title.append(f"  [{by_key[key]}] {label}", style="bold")
        if notice:
            pv.title = Text(notice + "\n", style="bold italic") + pv.title
        self.title_text = pv.title
        title.show(pv.title)
        self.shown = list(range(len(self.keys)))
        self._fill(choices)
        # filled under the handoff cover (for the seat sitting down): nothing is highlighted
        # until a key moves the highlight, so an Enter typed twice at the cover answers nothing
        choices.highlighted = None if self.covered else next(
            (i for i, k in enumerate(self.keys) if k), None)
        self._show_detail()
        if not choices.has_focus:
            choices.focus()

    @staticmethod
    def _keys(d: Decision, pv: prompts.PromptView, entries: list[prompts.Entry],
              slots: Slots) -> dict[str, str]:
        """Key -> option key: the fixed letters, the pass, the hand digits (slots), then
        ``1..9 0`` and the free letters in display order."""
        out = dict(pv.letters)
        offered = d.keys()
        if not out and set(YES_NO.values()) <= set(offered):
            out = dict(YES_NO)
        passes = [o.key for o in d.options if o.key in prompts.PASS_KEYS]
        if passes and d.min == d.max == 1 and PASS_KEY not in out:
            out[PASS_KEY] = passes[0]
        order = list(slots)
        hand = {o.key: DIGITS[order.index(o.card)] for e in entries if (o := e.option)
                and o.card in order and order.index(o.card) < len(DIGITS)}
        taken = set(out.values())
        out |= {c: k for k, c in hand.items() if k not in taken}
        free = [c for c in DIGITS + EXTRA_KEYS if c not in out]
        for e in entries:
            if e.option is not None and e.option.key not in out.values() and free:
                out[free.pop(0)] = e.option.key
        return out

    def _fill(self, choices: ChoiceList) -> None:
        """The list of the rows shown, each cut to the list's width as last laid out (before
        the first layout, the screen's less the panel's padding): plain texts, which Textual
        draws and keeps far faster than a renderable that cuts itself per draw."""
        width = choices.scrollable_content_region.width
        self.cut_at = width if width > 0 else self.app.size.width - 3
        choices.set_options([ListOption(self._label(i, n), id=f"o{i}", disabled=not self.keys[i])
                             for n, i in enumerate(self.shown)])

    def rewidth(self) -> None:
        """The list has a new width: its rows cut again, the highlight kept."""
        choices = self.query_one(ChoiceList)
        if self.shown and choices.scrollable_content_region.width not in (self.cut_at, 0):
            highlighted = choices.highlighted
            self._fill(choices)
            choices.highlighted = highlighted

    @property
    def filtering(self) -> bool:
        return self.query_one(FilterInput).display

    @property
    def multi(self) -> bool:
        d = self.decision
        return d is not None and not (d.min == d.max == 1)

    def key_at(self, index: int | None) -> str:
        """The option key of the list's row ``index`` ("" for none or an information row)."""
        return "" if index is None or index >= len(self.shown) else self.keys[self.shown[index]]

    def _mark(self, key: str) -> Text:
        if not self.multi or not key:
            return Text()
        if key in self.selected:
            n = self.selected.index(key) + 1
            return Text(f"[{n}] " if self.decision and self.decision.ordered else "[x] ",
                        style="bold")
        return Text("[ ] ")

    def _label(self, i: int, n: int) -> Content:
        """Row ``i``'s text on one row, at position ``n`` of the list: its group's name in the
        gutter on the group's first row; filtering, the row's key is its position's digit."""
        char = self.chars[i]
        if self.filtering and self.keys[i]:
            char = DIGITS[n] if n < len(DIGITS) else ""
        label = (Text(f"{char or ' '} ", style="bold") if self.keys[i] else Text()) + self.labels[i]
        out = self._mark(self.keys[i]) + label
        if any(self.groups):
            first = n == 0 or self.groups[self.shown[n - 1]] != self.groups[i]
            name = self.groups[i][:GUTTER - 1] if first else ""
            out = Text(name.ljust(GUTTER), style="dim") + out
        return kept_content(one_row(out, self.cut_at))

    def _row(self, key: str) -> int | None:
        """The list position of the option ``key`` (None when the filter hides it)."""
        i = self.keys.index(key)
        return self.shown.index(i) if i in self.shown else None

    def pick(self, key: str) -> None:
        """Choose (single) or toggle (multi) the option with this key."""
        if self.decision is None or (key not in self.keys and key not in self.passes):
            return
        if not self.multi:
            idle = next(o.idle for o in self.decision.options if o.key == key)
            if idle and self.confirming != key:
                self._ask_confirmation(key, idle)
                return
            self.post_message(self.Answered([key]))
            return
        if key in self.selected:
            self.selected.remove(key)
        elif len(self.selected) < self.decision.max:
            self.selected.append(key)
        choices = self.query_one(ChoiceList)
        n = self._row(key)
        if n is not None:
            choices.replace_option_prompt_at_index(n, self._label(self.shown[n], n))
            choices.highlighted = n

    def move(self, down: bool) -> None:
        """Filtering: up or down in the rows shown."""
        choices = self.query_one(ChoiceList)
        choices.action_cursor_down() if down else choices.action_cursor_up()

    def pick_shown(self, n: int) -> None:
        """Filtering: pick the ``n``-th row shown."""
        key = self.key_at(n)
        if key:
            self.pick(key)

    def _ask_confirmation(self, key: str, reason: str) -> None:
        """An option that would do nothing now (rules.idle) is taken only when picked twice:
        the title says why nothing would happen."""
        self.confirming = key
        char = next((c for c, k in self.hotkeys.items() if k == key), None)
        again = f"{char} or Enter" if char else "Enter"
        warning = Text(f"\nNothing would happen now: {reason}. Press {again} again to choose "
                       "it anyway, Esc to choose something else.", style="bold")
        self.query_one("#prompt-title", Panel).show(self.title_text + warning)
        if key in self.keys:
            self.query_one(ChoiceList).highlighted = self._row(key)

    def hotkey(self, char: str) -> bool:
        key = self.hotkeys.get(char)
        if key is None:
            return False
        self.pick(key)
        return True

    def confirm(self) -> None:
        if self.decision is None:
            return
        if self.multi:
            self.post_message(self.Answered(list(self.selected)))
            return
        if self.confirming is not None and self.confirming in self.passes:
            self.pick(self.confirming)
            return
        key = self.key_at(self.query_one(ChoiceList).highlighted)
        if key:
            self.pick(key)

    def clear_selection(self) -> None:
        if self.filtering:
            self.close_filter()
            return
        if self.confirming is not None:
            self.confirming = None
            self.query_one("#prompt-title", Panel).show(self.title_text)
        for key in list(self.selected):
            self.pick(key)

    def open_filter(self) -> None:
        """``/``: type to narrow the options (name, symbol letters, pile)."""
        if self.decision is None or self.filtering:
            return
        box = self.query_one(FilterInput)
        box.display = True
        box.focus()
        self._apply_filter("")

    def close_filter(self) -> None:
        """Esc: the whole list again, its keys as before, the highlight kept."""
        key = self.key_at(self.query_one(ChoiceList).highlighted)
        self._close_filter()
        choices = self.query_one(ChoiceList)
        self._fill(choices)
        choices.highlighted = self._row(key) if key else None
        choices.focus()

    def _close_filter(self) -> None:
        if self.filtering:
            box = self.query_one(FilterInput)
            box.display, box.value = False, ""
        self.shown = list(range(len(self.keys)))

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        if self.filtering:
            self._apply_filter(event.value)

    def _apply_filter(self, text: str) -> None:
        """The rows whose text (or group) holds every word typed, case aside."""
        words = text.lower().split()
        self.shown = [i for i, k in enumerate(self.keys) if k and all(
            w in f"{self.labels[i].plain} {self.groups[i]}".lower() for w in words)]
        choices = self.query_one(ChoiceList)
        self._fill(choices)
        choices.highlighted = 0 if self.shown else None
        self._show_detail()

    def highlighted(self) -> Option | None:
        """The option under the cursor, as the detail view reads it: a copy whose ``card`` is
        the card it is about (``prompts.option_card``: the Mining tile for its action)."""
        d, key = self.decision, self.key_at(self.query_one(ChoiceList).highlighted)
        if d is None or not key or self.view is None:
            return None
        o = copy.copy(next(o for o in d.options if o.key == key))
        o.card = prompts.option_card(self.view, o)
        return o

    def _show_detail(self) -> None:
        """The detail row: the highlighted option's whole text, or how to move and filter."""
        i = self.query_one(ChoiceList).highlighted
        detail = self.query_one("#detail", Panel)
        if i is None or i >= len(self.shown) or not self.keys[self.shown[i]]:
            more = "  / filter" if len(self.keys) > 1 else ""
            detail.show(Text(f"↑↓ move{more}", style="dim"))
            return
        text = self.labels[self.shown[i]]
        option = self.highlighted()
        card = Text("[i] ", style="bold") if option and option.card else Text()
        detail.show(Text("↳ ") + card + Text(" ").join(text.split("\n")))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self._show_detail()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        key = self.key_at(event.option_index)
        if key:
            self.pick(key)
