"""The prompt panel: answers any decision (pick ``min``..``max`` options, ordered or not).

Keys: a digit picks the option it labels (hand cards keep their hand digit), extra letters
come from the purpose-made prompt (s w c p t r for roles, f/d to follow or dissent), space
toggles in a multi-pick, Enter confirms. The mouse clicks options the same way.
"""

from __future__ import annotations

import copy

from rich.text import Text
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option as ListOption

from ...play.hands import Slots
from ...rules.decision import Decision, Option
from ...rules.game import Game
from ...rules.roletable import ROLES
from ...rules.views import GameView
from .. import keys, prompts
from ..packed import TextRows
from ..textual_internals import Settled, WrappedOptionList
from .board import KeptBlank, KeptQueries, Linkless, Panel

DIGITS = "1234567890"
ROLE_KEYS = "".join(r.key for r in ROLES)  # s w c p t r: lead a role
# Keys of options beyond the tenth: letters that no key of the table screen, the prompt, the
# demo or a joined seat uses (s w c p t r f d y n, u e i b l, q, x, m), then the same letters
# shifted (a long list of ship payments or technologies; the shifted letters of the other keys
# stay free, so a Caps Lock never turns "u" into a pick); tests/tui/test_prompts.py checks it.
EXTRA_KEYS = "aghjkovz" + "aghjkovz".upper()
PASS_KEYS = ("skip", "none")  # "take no action", "buy nothing": named in the prompt title


def _hot(key: str, description: str = "", display: str | None = None) -> Binding:
    return Binding(key, f"hot('{key}')", description, show=bool(description),
                   key_display=display)


HOTKEYS = [
    _hot("1", keys.label("1"), "0-9"),
    *[_hot(k) for k in "234567890"],
    _hot(ROLE_KEYS[0], keys.label(ROLE_KEYS[0]), ROLE_KEYS),
    *[_hot(k) for k in ROLE_KEYS[1:] + "fdyn" + EXTRA_KEYS],
    Binding("escape", "clear", "Clear", show=False),
]


class Hotkeys:
    """Actions of ``HOTKEYS`` (digits, letters, Esc) for a screen or app holding the prompt
    panel; Textual merges only BINDINGS of DOM classes, so the host lists ``*HOTKEYS``."""

    def action_hot(self, key: str) -> None:
        self.query_one(PromptPanel).hotkey(key)  # type: ignore[attr-defined]

    def action_clear(self) -> None:
        self.query_one(PromptPanel).clear_selection()  # type: ignore[attr-defined]


class ChoiceList(Linkless, WrappedOptionList):
    """An option list whose Enter confirms the whole answer and space toggles one option."""

    BINDINGS = [
        Binding("space", "toggle", "Toggle", show=False),
        Binding("enter", "confirm", "Confirm", show=False),
    ]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """No key reaches a list under the handoff cover (they go on to the screen)."""
        return not self.panel.covered

    @property
    def panel(self) -> PromptPanel:
        assert isinstance(self.parent, PromptPanel)
        return self.parent

    def action_toggle(self) -> None:
        if self.highlighted is not None and self.panel.keys[self.highlighted]:
            self.panel.pick(self.panel.keys[self.highlighted])

    def action_confirm(self) -> None:
        self.panel.confirm()


class PromptPanel(KeptBlank, KeptQueries, Settled, Vertical):
    """Shows the pending decision of the seat at the keyboard and collects its answer."""

    class Answered(Message):
        def __init__(self, keys: list[str]) -> None:
            super().__init__()
            self.keys = keys

    def __init__(self, **kw) -> None:
        super().__init__(**kw)
        self.decision: Decision | None = None
        self.view: GameView | None = None  # the view the decision was shown from
        self.keys: list[str] = []  # option key per list row ("" for information rows)
        self.labels: list[Text] = []
        self.selected: list[str] = []
        self.hotkeys: dict[str, str] = {}
        # under the handoff cover (the table sets it): the list takes no keys, and a decision
        # shown meanwhile (the next seat's) has no option highlighted
        self.covered = False
        self.title_text = Text()
        self.confirming: str | None = None  # an idle option picked once, awaiting a second pick

    def compose(self):
        yield Panel(id="prompt-title")
        yield ChoiceList(id="choices")

    def show(self, game: Game, view: GameView, d: Decision | None, note: str = "",
             notice: str = "", slots: Slots | None = None) -> None:
        """Show decision ``d`` (or, if None, ``note``: whom the table waits for); ``notice``
        goes on a line above the title (what an undo did), never over the options. ``slots``:
        the hand's slots (``play.hands``), whose digits pick hand cards (else hand order)."""
        title = self.query_one("#prompt-title", Panel)
        choices = self.query_one(ChoiceList)
        self.decision, self.selected, self.confirming, self.view = d, [], None, view
        if d is None:
            title.show(Text(note or "Waiting.", style="italic"))
            choices.clear_options()
            self.keys, self.labels, self.hotkeys = [], [], {}
            return
        pv = prompts.build(game, view, d)
        hand = list(slots) if slots is not None else view.players[view.seat].hand or []
        self.hotkeys = dict(pv.letters)
        used = {DIGITS[hand.index(e.option.card)] for e in pv.entries if e.option
                and e.option.card in hand and hand.index(e.option.card) < len(DIGITS)}
        free = [c for c in DIGITS if c not in used] + list(EXTRA_KEYS)
        self.keys, self.labels = [], []
        for e in pv.entries:
            label = Text()
            if e.option is not None:
                o = e.option
                letter = next((c for c, k in pv.letters.items() if k == o.key), None)
                if letter is not None:
                    digit = letter
                elif o.card in hand and hand.index(o.card) < len(DIGITS):
                    digit = DIGITS[hand.index(o.card)]
                else:
                    digit = free.pop(0) if free else " "
                if digit != " ":
                    self.hotkeys[digit] = o.key
                label.append(f"{digit} ", style="bold")
            self.keys.append(e.option.key if e.option else "")
            self.labels.append(label + e.text)
        passes = [(c, k) for c, k in self.hotkeys.items() if k in PASS_KEYS and c in DIGITS]
        for char, key in passes:
            label = next(o.label for o in d.options if o.key == key)
            pv.title.append(f"  [{char}] {label}", style="bold")
        if notice:
            pv.title = Text(notice + "\n", style="bold italic") + pv.title
        self.title_text = pv.title
        title.show(pv.title)
        choices.set_options(self._rows())
        # filled under the handoff cover (for the seat sitting down): nothing is highlighted
        # until a key moves the highlight, so an Enter typed twice at the cover answers nothing
        choices.highlighted = None if self.covered else next(
            (i for i, k in enumerate(self.keys) if k), None)
        if not choices.has_focus:
            choices.focus()

    @property
    def multi(self) -> bool:
        d = self.decision
        return d is not None and not (d.min == d.max == 1)

    def _mark(self, key: str) -> Text:
        if not self.multi or not key:
            return Text()
        if key in self.selected:
            n = self.selected.index(key) + 1
            return Text(f"[{n}] " if self.decision and self.decision.ordered else "[x] ",
                        style="bold")
        return Text("[ ] ")

    def _rows(self) -> list[ListOption]:
        """The options, each drawn and measured row by row from the kept rows (``TextRows``):
        Textual wraps an option's text to measure it and again to draw it, and a third of
        the labels repeat from one answer to the next."""
        return [ListOption(self._label(i), id=f"o{i}", disabled=not k)
                for i, k in enumerate(self.keys)]

    def _label(self, i: int) -> TextRows:
        """Option ``i``'s text, its selection mark first."""
        return TextRows(self._mark(self.keys[i]) + self.labels[i])

    def pick(self, key: str) -> None:
        """Choose (single) or toggle (multi) the option with this key."""
        if self.decision is None or key not in self.keys:
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
        i = self.keys.index(key)
        choices.replace_option_prompt_at_index(i, self._label(i))
        choices.highlighted = i

    def _ask_confirmation(self, key: str, reason: str) -> None:
        """An option that would do nothing now (rules.idle) is taken only when picked twice:
        the title says why nothing would happen."""
        self.confirming = key
        char = next((c for c, k in self.hotkeys.items() if k == key), None)
        again = f"{char} or Enter" if char else "Enter"
        warning = Text(f"\nNothing would happen now: {reason}. Press {again} again to choose "
                       "it anyway, Esc to choose something else.", style="bold")
        self.query_one("#prompt-title", Panel).show(self.title_text + warning)
        self.query_one(ChoiceList).highlighted = self.keys.index(key)

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
        i = self.query_one(ChoiceList).highlighted
        if i is not None and self.keys[i]:
            self.pick(self.keys[i])

    def clear_selection(self) -> None:
        if self.confirming is not None:
            self.confirming = None
            self.query_one("#prompt-title", Panel).show(self.title_text)
        for key in list(self.selected):
            self.pick(key)

    def highlighted(self) -> Option | None:
        """The option under the cursor, as the detail view reads it: a copy whose ``card`` is
        the card it is about (``prompts.option_card``: the Mining tile for its action)."""
        d = self.decision
        i = self.query_one(ChoiceList).highlighted
        if d is None or i is None or not self.keys[i] or self.view is None:
            return None
        o = copy.copy(next(o for o in d.options if o.key == self.keys[i]))
        o.card = prompts.option_card(self.view, o)
        return o

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        key = self.keys[event.option_index]
        if key:
            self.pick(key)
