"""The table: every empire, the role stacks, the supply, the hand at the keyboard, the log and
the prompt of the pending decision. It renders ``game.view(keyboard seat)`` only.

The screen holds one reactive, ``facts`` (``TableFacts``: the view and what the session says
about it); every panel is bound to it (``data_bind``) and draws its part when it changes. The
sizes are CSS (exotica.tcss): the prompt and the hand first (``height: auto``), the empires
in what is left, each in the largest form that fits (``widgets.empire``); the breakpoints are
Textual's (tui/README.md has the design, row by row at 80x24).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.reactive import reactive
from textual.screen import Screen

from ...play.hands import Slots
from ...play.session import TableSession, from_leader, shown_hands
from ...rules.decision import Decision
from ...rules.game import Game
from ...rules.plugin import tile_faces
from ...rules.views import GameView
from .. import keys
from ..widgets.board import NOBODY, WIDE, BoardBar, HandPanel, LogPanel, PilesPanel, StatusLine
from ..widgets.empire import Empire, Empires, Seen
from ..widgets.keybar import KeyBar
from ..widgets.prompt import HOTKEYS, ChoiceList, Hotkeys, PromptPanel
from .handoff import HandoffCover

COVER_QUIET = 1.0  # seconds: Enter passes the cover only after this long without any key
SETTLE_QUIET = 0.5  # seconds: after the cover lifts, keys are dropped until one after a pause
COVER_KEYS = {"up": "scroll_up", "down": "scroll_down", "pageup": "scroll_page_up",
              "pagedown": "scroll_page_down", "home": "scroll_home", "end": "scroll_end"}


@dataclass(eq=False, frozen=True)
class TableFacts:
    """What the table shows, from the keyboard seat's view and the session: each panel draws
    its part of it. ``decision`` is the keyboard seat's to answer (None: it waits for
    ``waiting``'s seat, or for nobody)."""

    game: Game
    view: GameView
    decision: Decision | None
    waiting: Decision | None
    keyboard: str  # who is at the keyboard ("nobody": a table of bots)
    human: bool  # a person sits at the keyboard seat
    notes: list[str]  # answers given automatically (the status line)
    slots: Slots  # the hand's digits (play.hands)
    hands: dict[int, list[str]] = field(default_factory=dict)  # open hands, by seat
    notice: str = ""  # what an undo did, above the question

    @property
    def order(self) -> dict[str, list[int]]:
        """The seats each region shows: ``own`` the keyboard seat; ``leader`` the active
        player, or the next seat when the keyboard seat is active; ``others`` the rest in turn
        order from the leader."""
        me, turn = self.view.seat, from_leader(self.view)
        leader = turn[1] if turn[0] == me else turn[0]  # two seats at least
        return {"own": [me], "leader": [leader],
                "others": [s for s in turn if s not in (me, leader)]}

    def seen(self, shows: str) -> list[Seen]:
        view = self.view
        return [Seen(self.game, view.players[s], s == view.active, s == view.seat and self.human,
                     self.hands.get(s)) for s in self.order[shows]]

    @property
    def hand_in_prompt(self) -> bool:
        """Whether the prompt lists the hand's cards (an action, a boost, a discard): the hand
        panel then gives its rows to the options."""
        d, hand = self.decision, self.view.players[self.view.seat].hand or []
        cards = [o.card for o in d.options if o.card is not None] if d is not None else []
        return bool(cards) and all(c in hand for c in cards)


class TableScreen(Hotkeys, Screen):
    AUTO_FOCUS = "#choices"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (WIDE, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall"), (45, "-huge")]
    BINDINGS = [
        *HOTKEYS,
        *[Binding(k, action, keys.label(k)) for k, action in (
            ("enter", "ready"), ("u", "undo"), ("e", "empires"), ("i", "card"), ("b", "techs"),
            ("l", "log"))],
        Binding("question_mark", "help", keys.label("question_mark"), key_display="?"),
        *[Binding(k, f"cover('{how}')", show=False) for k, how in COVER_KEYS.items()],
    ]
    facts: reactive[TableFacts | None] = reactive(None, init=False, always_update=True)

    def __init__(self, session: TableSession) -> None:
        super().__init__()
        self.session = session
        self.covered = False
        self.covered_at = 0.0
        self.cover_facts: tuple[GameView, Decision] | None = None
        self.ready: Callable[[], None] | None = None  # seats the next player (``cover``)
        self.drawn = False  # mounted: ``is_mounted`` is still False during ``on_mount``
        self.notice = ""  # said once above the next prompt (what an undo did)

    def compose(self) -> ComposeResult:
        with Vertical(id="table"):
            yield StatusLine(id="status").data_bind(TableScreen.facts)
            yield BoardBar(id="board").data_bind(TableScreen.facts)
            with Horizontal(id="body"):
                with Vertical(id="left"):
                    with Vertical(id="empires"):
                        # the leader's heading and a row of it stay below the own empire
                        yield Empires("own", leave=2, id="own").data_bind(TableScreen.facts)
                        with Vertical(id="rest"):
                            yield Empires("leader", id="leader").data_bind(TableScreen.facts)
                            yield Empires("others", id="others").data_bind(TableScreen.facts)
                    yield PilesPanel(id="piles").data_bind(TableScreen.facts)
                with Vertical(id="right"):
                    yield HandPanel(id="hand").data_bind(TableScreen.facts)
                    yield PromptPanel(id="prompt").data_bind(TableScreen.facts)
                    yield LogPanel(id="log").data_bind(TableScreen.facts)
        yield HandoffCover(id="handoff")
        # the cover's Enter and the table's keys, one bar at a time (``KeyBar``): the one of
        # the moment is displayed from the start (``cover`` may come before the mount)
        yield KeyBar(id="cover-keys", display=self.covered)
        yield KeyBar(id="keys", display=not self.covered)

    def on_mount(self) -> None:
        self.drawn = True
        if self.covered:
            self._show_cover()
        else:
            self.refresh_view()

    def cover(self, view: GameView, decision: Decision, ready: Callable[[], None]) -> None:
        """Hide the table behind the handoff cover until Enter (exotica.tcss: the table is
        not displayed at all meanwhile), then seat the next player below it (``ready``): no
        frame shows the previous player's cards to the next one. Only Enter and the cover's
        scroll keys act while it is up."""
        self.covered, self.covered_at = True, time.monotonic()
        self.cover_facts, self.ready = (view, decision), ready
        if self.drawn:
            self._show_cover()

    def _show_cover(self) -> None:
        assert self.cover_facts is not None
        self.query_one(HandoffCover).show(*self.cover_facts)
        self.query_one(PromptPanel).covered = True
        self._hide_table(True)
        ready, self.ready = self.ready, None
        if ready is not None:
            ready()

    def action_ready(self) -> None:
        if not self.covered:
            return
        if self.held():
            self.query_one(HandoffCover).too_soon()
            return
        self.covered = False
        self.query_one(PromptPanel).covered = False
        self._hide_table(False)
        self.app.settle_from = getattr(self.app, "key_time", time.monotonic())  # App.settling
        self.query_one(ChoiceList).focus()

    def _hide_table(self, hidden: bool) -> None:
        """The cover in the table's place, or the table back. ``display`` acts at once (a
        class would restyle at the next idle, and the next seat sits down right after)."""
        self.query_one("#table").display = self.query_one("#keys").display = not hidden
        self.query_one(HandoffCover).display = self.query_one("#cover-keys").display = hidden
        self.refresh_bindings()

    def held(self) -> bool:
        """Whether this Enter may be a key held down or typed ahead by the player before:
        it came less than ``COVER_QUIET`` after the cover appeared or after the key before it
        (key repeat sends one every 30 ms or so, after a first pause of up to 0.7 s)."""
        key_time = getattr(self.app, "key_time", time.monotonic())
        gap = getattr(self.app, "key_gap", COVER_QUIET)
        return key_time - self.covered_at < COVER_QUIET or gap < COVER_QUIET

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Under the cover only Enter and scrolling it work (the key bar shows just Enter); a
        table of bots has nothing to pick or undo."""
        if self.covered or action in ("ready", "cover"):
            return (action in ("ready", "cover")) == self.covered
        if action in ("hot", "undo"):
            return any(self.session.is_human(i) for i in range(len(self.session.seats)))
        return True

    def action_cover(self, how: str) -> None:
        getattr(self.query_one(HandoffCover), how)(animate=False)

    def refresh_view(self) -> None:
        """Show the keyboard seat's view, and its pending decision if it is theirs."""
        if self.session.keyboard is None or not self.drawn:
            return  # nobody sat down yet (a handoff covers the table), or on_mount will do it
        self.facts = self.facts_now()
        self.notice = ""

    def facts_now(self) -> TableFacts:
        """The table's facts from the session as it is now."""
        s = self.session
        view = s.view()
        me = view.seat
        d = s.pending
        human = s.is_human(me)
        mine = d is not None and d.player == me and human
        return TableFacts(s.game, view, d if mine else None, None if mine else d,
                          view.players[me].name if human else NOBODY, human,
                          list(s.auto_log), s.hand_slots(view), shown_hands(s, me), self.notice)

    def empire_of(self, seat: int) -> Empire:
        """``seat``'s empire as drawn now (in the form its region had rows for)."""
        return next(e.drawn[seat] for e in self.query(Empires) if seat in e.drawn)

    def shown_empires(self) -> list[Empire]:
        """The empires drawn now (the deciding seat's first)."""
        return [empire for e in self.query(Empires) for empire in e.drawn.values()]

    class UndoAsked(Message):
        """``u``: the app takes back an answer (answers reach it as PromptPanel.Answered)."""

    def action_undo(self) -> None:
        self.post_message(self.UndoAsked())

    def action_empires(self) -> None:
        """Every empire, in full, in a dialog (``e`` or Esc: back)."""
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
            cards += list(tile_faces("fleet_tile"))
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

