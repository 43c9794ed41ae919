"""The table: every empire, the role stacks, the supply, the hand at the keyboard, the log and
the prompt of the pending decision. It renders ``game.view(keyboard seat)`` only.

The layout is the sheet's (exotica.tcss, tui/README.md): the breakpoint classes are Textual's
(``HORIZONTAL_BREAKPOINTS``, ``VERTICAL_BREAKPOINTS``), the heights CSS. What the table shows
is one reactive value, ``facts`` (``TableFacts``), that its widgets are bound to
(``data_bind``); ``refresh_view`` makes new facts from the session.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import Footer, OptionList

from ...play.session import TableSession, shown_hands
from ...rules.decision import Decision
from ...rules.views import GameView
from .. import keys
from ..facts import TableFacts, table_facts
from ..ships import FLEET_FACES
from ..widgets import board
from ..widgets.board import BoardLine, HandPanel, LogPanel, Panel, StatusLine
from ..widgets.empire import Empire, OtherEmpires, OwnEmpire
from ..widgets.prompt import HOTKEYS, ChoiceList, Hotkeys, PromptPanel
from .handoff import HandoffCover

COVER_QUIET = 1.0  # seconds: Enter passes the cover only after this long without any key
SETTLE_QUIET = 0.5  # seconds: after the cover lifts, keys are dropped until one after a pause
COVER_KEYS = {"up": "scroll_up", "down": "scroll_down", "pageup": "scroll_page_up",
              "pagedown": "scroll_page_down", "home": "scroll_home", "end": "scroll_end"}


def hand_in_prompt(facts: TableFacts) -> bool:
    """Whether the options are the hand's cards (an action, a discard): the hand row would
    repeat them, so a narrow table hides it (``-hand-in-prompt``)."""
    d, hand = facts.decision, facts.view.players[facts.view.seat].hand or []
    cards = [o.card for o in d.options if o.card] if d is not None else []
    return bool(cards) and all(c in hand for c in cards)


class TableScreen(Hotkeys, Screen):
    AUTO_FOCUS = "#choices"  # also under the handoff cover, which is not focusable
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (120, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall"), (45, "-huge")]
    BINDINGS = [
        *HOTKEYS,
        *[Binding(k, action, keys.label(k)) for k, action in (
            ("enter", "ready"), ("u", "undo"), ("e", "empires"), ("i", "card"), ("b", "techs"),
            ("l", "log"))],
        Binding("question_mark", "help", keys.label("question_mark"), key_display="?"),
        *[Binding(k, f"cover('{how}')", show=False) for k, how in COVER_KEYS.items()],
    ]

    facts: reactive[TableFacts | None] = reactive(None, init=False)

    def __init__(self, session: TableSession) -> None:
        super().__init__()
        self.session = session
        self.covered = False
        self.ready: Callable[[], None] | None = None
        self.cover_facts: tuple[GameView, Decision] | None = None
        self.covered_at = 0.0
        self.notice = ""  # said once above the next prompt (what an undo did)
        self.composed = False  # ``is_mounted`` is still False during ``on_mount``

    def compose(self) -> ComposeResult:
        yield StatusLine(id="status").data_bind(TableScreen.facts)
        yield HandoffCover(id="handoff")
        with Horizontal(id="body"):
            with Vertical(id="left"):
                yield BoardLine(id="roles").data_bind(TableScreen.facts)
                with Vertical(id="empires"):
                    yield OwnEmpire(id="own").data_bind(TableScreen.facts)
                    yield OtherEmpires(id="others").data_bind(TableScreen.facts)
            with Vertical(id="right"):
                with VerticalScroll(id="hand-box"):
                    yield HandPanel(id="hand").data_bind(TableScreen.facts)
                yield PromptPanel(id="prompt")
                yield Panel(id="detail")
                yield LogPanel(id="log").data_bind(TableScreen.facts)
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.composed = True
        self._show_cover()
        if not self.covered:
            self.refresh_view()

    def refresh_view(self) -> None:
        """New facts from the session: every bound widget draws itself from them."""
        if self.session.keyboard is not None and self.composed:
            self.facts = table_facts(self.session, self.has_class("-wide"))

    def watch_facts(self, facts: TableFacts) -> None:
        """The prompt (a panel of its own, not bound) shows the seat's decision, or whom the
        table waits for; the hand row goes when the options are the hand."""
        self.set_class(hand_in_prompt(facts), "-hand-in-prompt")
        prompt = self.query_one(PromptPanel)
        self.call_after_refresh(self.show_detail)  # for the width the options are laid out at
        if facts.decision is not None and facts.decision is prompt.decision and not self.notice:
            pass  # the same question (a resize): its highlight and picks stay
        elif facts.decision is not None:
            prompt.show(facts.game, facts.view, facts.decision, notice=self.notice)
            self.notice = ""
        else:
            prompt.show(facts.game, facts.view, None,
                        board.waiting_text(facts.view, facts.waiting, facts.wide))

    def on_option_list_option_highlighted(self, _event: OptionList.OptionHighlighted) -> None:
        self.show_detail()

    def show_detail(self) -> None:
        """The highlighted option's whole text on the detail row, when its one-row label is
        cut (``text-overflow: ellipsis``)."""
        labels = self.query_one(PromptPanel).labels
        choices = self.query_one(ChoiceList)
        at = choices.highlighted
        label = labels[at] if at is not None and at < len(labels) else None
        cut = label is not None and label.cell_len > choices.content_size.width
        detail = self.query_one("#detail", Panel)
        detail.show(Text("↳ ") + label if label is not None and cut else Text())
        detail.set_class(not cut, "-empty")

    def on_resize(self, _event: events.Resize) -> None:
        """The narrow and the wide table show different texts: Textual sets the breakpoint
        classes after this handler, so the facts follow them a moment later."""
        self.call_later(self._follow_breakpoint)

    def _follow_breakpoint(self) -> None:
        if self.facts is not None and self.facts.wide != self.has_class("-wide"):
            self.refresh_view()
        self.call_after_refresh(self.show_detail)  # the options' new width

    def cover(self, view: GameView, decision: Decision, ready: Callable[[], None]) -> None:
        """Hide the table behind the handoff cover until Enter. Once the cover is drawn,
        ``ready`` seats the next player and fills the table below it while the keyboard
        changes hands: no frame shows the previous player's cards to the next one. Focus
        stays on the choices below the cover; only Enter and the cover's scroll keys act."""
        self.covered, self.ready, self.cover_facts = True, ready, (view, decision)
        self.covered_at = time.monotonic()
        if self.composed:
            self._show_cover()

    def _seat_next(self) -> None:
        """Seat the next player below the cover (at once if Enter came first)."""
        if self.covered and self.ready is not None:
            ready, self.ready = self.ready, None
            ready()

    def _show_cover(self) -> None:
        cover = self.query_one(HandoffCover)
        if self.covered:
            cover.show(*self.cover_facts)
            self.call_after_refresh(self._seat_next)  # after the frame that shows the cover
        cover.display = self.covered
        self.query_one(PromptPanel).covered = self.covered
        self.refresh_bindings()

    def action_ready(self) -> None:
        if not self.covered:
            return
        if self.held():
            self.query_one(HandoffCover).too_soon()
            return
        self._seat_next()
        self.covered = False
        self.app.settle_from = math.inf  # (App.settling): keys wait for the table's frame
        self._show_cover()
        self.call_after_refresh(self._settle_from_now)

    def _settle_from_now(self) -> None:
        """The table is on screen: keys count from now (a pause before one passes)."""
        if self.app.settle_from == math.inf:
            self.app.settle_from = time.monotonic()

    def held(self) -> bool:
        """Whether this Enter may be a key held down or typed ahead by the player before:
        it came less than ``COVER_QUIET`` after the cover appeared or after the key before it
        (key repeat sends one every 30 ms or so, after a first pause of up to 0.7 s)."""
        key_time = getattr(self.app, "key_time", time.monotonic())
        gap = getattr(self.app, "key_gap", COVER_QUIET)
        return key_time - self.covered_at < COVER_QUIET or gap < COVER_QUIET

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Under the cover only Enter and scrolling it work (the footer shows just Enter);
        a table of bots only has nothing to pick or undo."""
        if (action in ("ready", "cover")) != self.covered:
            return False
        if action.startswith(("hot", "undo")):
            return any(self.session.is_human(i) for i in range(len(self.session.seats)))
        return True

    def action_cover(self, how: str) -> None:
        getattr(self.query_one(HandoffCover), how)(animate=False)

    def empire_of(self, seat: int) -> Empire:
        """The drawn empire that shows ``seat`` (its full form: the tests read its texts)."""
        return next(e for e in self.shown_empires() if e.seat == seat)

    def shown_empires(self) -> list[Empire]:
        """Every empire drawn on the table (the deciding player's first, then the leader's)."""
        return [*self.query_one(OwnEmpire).shown(), *self.query_one(OtherEmpires).shown()]

    class UndoAsked(Message):
        """``u``: the app takes back an answer (answers reach it as PromptPanel.Answered)."""

    def action_undo(self) -> None:
        self.post_message(self.UndoAsked())

    def action_empires(self) -> None:
        """Every empire in full, in a dialog (Esc or ``e``: back)."""
        from .info import EmpiresScreen

        s, view = self.session, self.session.view()
        self.app.push_screen(EmpiresScreen(s.game, view, s.is_human(view.seat),
                                           shown_hands(s, view.seat)))

    def visible_cards(self) -> list[str]:
        """Every card the keyboard seat can see on this screen, for the card detail view."""
        view = self.session.view()
        cards: list[str] = list(view.players[view.seat].hand or []) + list(view.looking)
        for pv in view.players:
            cards += [pl.card for pl in pv.planets if pl.card]
            cards += [pm.face for pm in pv.permanents] + pv.played + pv.tucked
        cards += view.planet_discard
        cards += [c for pile in view.techs.values() for c in pile]
        if any(pv.fleet_tile for pv in view.players):  # Escalation: both faces of the tile
            cards += list(FLEET_FACES.values())
        return list(dict.fromkeys(cards))

    def action_card(self) -> None:
        from .cards import CardDetailScreen, CardsScreen, option_detail

        panel = self.query_one(PromptPanel)
        option = panel.highlighted()
        game = self.session.game
        if option is not None and option.card is not None:
            self.app.push_screen(CardDetailScreen(game, option.card))
        elif option is not None and panel.decision is not None:
            self.app.push_screen(CardDetailScreen(game, None,
                                                  option_detail(game, panel.decision, option)))
        else:
            self.app.push_screen(CardsScreen(game, "Cards on the table", self.visible_cards()))

    def action_techs(self) -> None:
        from .cards import CardsScreen

        view = self.session.view()
        techs = []
        for c in (c for pile in view.techs.values() for c in pile):
            techs += [c] + [f for f in [self.session.game.card(c).other_face] if f]
        cards = sum(len(pile) for pile in view.techs.values())  # as the supply line counts
        self.app.push_screen(CardsScreen(self.session.game, "Technologies", techs,
                                         f"{cards} cards, {len(techs)} faces"))

    def action_log(self) -> None:
        from .info import LogScreen

        self.app.push_screen(LogScreen(self.session.view()))

    def action_help(self) -> None:
        from .help import HelpScreen

        game = self.session.game
        self.app.push_screen(HelpScreen(game.catalog, game.config.sets))
