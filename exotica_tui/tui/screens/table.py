"""The table: every empire, the role stacks, the supply, the hand at the keyboard, the log and
the prompt of the pending decision. It renders ``game.view(keyboard seat)`` only."""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual._time import get_time  # the clock of ``event.time`` (app.key_time)
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import Screen

from ...rules.decision import Decision
from ...rules.views import GameView
from ..session import TableSession
from ..widgets import board
from ..widgets.board import Panel, Settled, SettledScroll
from ..widgets.prompt import HOTKEYS, Hotkeys, PromptPanel
from .handoff import HandoffCover


def key_bar(bindings: list, covered: bool) -> Text:
    """The keys of the table, like Textual's footer but drawn once: a footer that follows
    focus and bindings costs an extra redraw after most key presses."""
    out = Text()
    for b in bindings:
        if isinstance(b, Binding) and b.show and (b.action == "ready") == covered:
            out.append(f" {b.key_display or b.key}", style="bold")
            out.append(f" {b.description} ")
    return out


WIDE = 120  # from this width on, the table uses two columns and shows the log
LOG_LINES = 40  # log entries drawn before the log panel has a size
COVER_QUIET = 1.0  # seconds: Enter passes the cover only after this long without any key
COVER_KEYS = {"up": "scroll_up", "down": "scroll_down", "pageup": "scroll_page_up",
              "pagedown": "scroll_page_down", "home": "scroll_home", "end": "scroll_end"}


class TableScreen(Settled, Hotkeys, Screen):
    AUTO_FOCUS = "#choices"  # also under the handoff cover, which is not focusable
    BINDINGS = [
        *HOTKEYS,
        Binding("enter", "ready", "I am ready"),
        Binding("u", "undo", "Undo"),
        Binding("e", "empires", "Empires"),
        Binding("i", "card", "Card"),
        Binding("b", "techs", "Techs"),
        Binding("l", "log", "Log"),
        Binding("question_mark", "help", "Help", key_display="?"),
        *[Binding(k, f"cover('{how}')", show=False) for k, how in COVER_KEYS.items()],
    ]

    def __init__(self, session: TableSession) -> None:
        super().__init__()
        self.session = session
        self.covered = False
        self.ready: Callable[[], None] | None = None
        self.cover_facts: tuple[GameView, Decision] | None = None
        self.covered_at = 0.0
        self.drawn = False  # composed: ``is_mounted`` is still False during ``on_mount``
        self.notice = ""  # said once above the next prompt (what an undo did)

    def compose(self) -> ComposeResult:
        yield Panel(id="status")
        yield HandoffCover(id="handoff")
        with Horizontal(id="body"):
            with Vertical(id="left"):
                yield Panel(id="roles")
                yield Panel(id="supply")
                with SettledScroll(id="empires"):
                    for i in range(len(self.session.seats)):
                        yield Panel(id=f"empire-{i}", classes="empire")
            with Vertical(id="right"):
                with SettledScroll(id="hand-box"):
                    yield Panel(id="hand")
                yield PromptPanel(id="prompt")
                yield Panel(id="log")
        yield Panel(id="keys")

    def on_mount(self) -> None:
        """Draw the table, or only the cover: the table below it follows the first frame."""
        self.drawn = True
        self._show_cover()
        if not self.covered:
            self.refresh_view()
        self.screen_layout_refresh_signal.subscribe(self, self._laid_out, immediate=True)

    def cover(self, view: GameView, decision: Decision, ready: Callable[[], None]) -> None:
        """Hide the table behind the handoff cover until Enter. Once the cover is drawn,
        ``ready`` seats the next player and refreshes the table below it, while the keyboard
        changes hands: no frame shows the previous player's cards to the next one, and Enter
        only has to take the cover away. Focus stays on the choices below the cover (moving it
        repaints the whole screen a frame later); only Enter and the cover's scroll keys act."""
        self.covered, self.ready, self.cover_facts = True, ready, (view, decision)
        self.covered_at = get_time()
        if self.is_mounted:
            self._show_cover()

    def _laid_out(self, _screen: Screen) -> None:
        """After each layout (and the frame it draws): a cover that is now on screen may
        hide the next player's table, so seat them after this frame."""
        if self.covered and self.ready is not None and self.query_one(HandoffCover).region:
            self.call_next(self._seat_next)

    def _seat_next(self) -> None:
        """Seat the next player below the cover (at once if Enter came first)."""
        if self.covered and self.ready is not None:
            ready, self.ready = self.ready, None
            ready()

    def _show_cover(self) -> None:
        if self.covered:
            self.query_one(HandoffCover).show(*self.cover_facts)
        self.query_one(HandoffCover).display = self.covered
        self.query_one(PromptPanel).covered = self.covered
        self.query_one("#keys", Panel).show(key_bar(self.shown_keys(), self.covered))

    def shown_keys(self) -> list:
        """The app's own keys (the demo's quit), then the table's; a table of bots only has
        nothing to pick or undo."""
        human = any(self.session.is_human(i) for i in range(len(self.session.seats)))
        return [*self.app.BINDINGS, *(b for b in self.BINDINGS if human or not (
            isinstance(b, Binding) and b.action.startswith(("hot(", "undo"))))]

    def action_ready(self) -> None:
        if not self.covered:
            return
        if self.held():
            self.query_one(HandoffCover).too_soon()
            return
        with self.app.batch_update():
            self._seat_next()
            self.covered = False
            self._show_cover()

    def held(self) -> bool:
        """Whether this Enter may be a key held down or typed ahead by the player before:
        it came less than ``COVER_QUIET`` after the cover appeared or after the key before it
        (key repeat sends one every 30 ms or so, after a first pause of up to 0.7 s)."""
        key_time = getattr(self.app, "key_time", get_time())
        gap = getattr(self.app, "key_gap", COVER_QUIET)
        return key_time - self.covered_at < COVER_QUIET or gap < COVER_QUIET

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Under the cover only Enter, scrolling it (and quitting) work; the key bar shows
        just Enter."""
        return (action in ("ready", "cover")) == self.covered

    def action_cover(self, how: str) -> None:
        getattr(self.query_one(HandoffCover), how)(animate=False)

    @property
    def wide(self) -> bool:
        return self.size.width >= WIDE

    def on_resize(self) -> None:
        if self.has_class("wide") != self.wide:
            self.set_class(self.wide, "wide")
            self.refresh_view()

    def refresh_view(self) -> None:
        """Render the keyboard seat's view, and its pending decision if it is theirs."""
        s = self.session
        if s.keyboard is None or not self.drawn:
            return  # nobody sat down yet (a handoff covers the table), or on_mount will do it
        game = s.game
        view = s.view()
        me = view.seat
        self.query_one("#status", Panel).show(
            board.status_line(game, view, view.players[me].name if s.is_human(me) else "nobody",
                              s.auto_log))
        self.query_one("#roles", Panel).show(board.roles_text(game, view, self.size.width >= 140))
        self.query_one("#supply", Panel).show(board.supply_text(game, view, self.wide))
        open_hands = s.open_hands
        for pv in view.players:
            text = board.render.empire(game, pv, pv.seat == view.active,
                                       pv.seat == me and s.is_human(me), self.wide)
            if open_hands and pv.seat != me:
                hand = s.open_view(pv.seat).players[pv.seat].hand or []
                text.append("\n  Hand (open): " + ", ".join(game.name(c) for c in hand))
            self.query_one(f"#empire-{pv.seat}", Panel).show(text)
        self.query_one("#hand", Panel).show(
            board.hand_text(game, view.players[me].hand or [], view.players[me].name, self.wide))
        if self.wide:  # each entry takes a line at least: no more than fit below the title
            log = self.query_one("#log", Panel)
            log.show(board.log_text(view, max(log.content_size.height - 1, 0) or LOG_LINES))
        d = s.pending
        prompt = self.query_one(PromptPanel)
        if d is not None and d.player == me and s.is_human(me):
            prompt.show(game, view, d, notice=self.notice)
            self.notice = ""
        else:
            prompt.show(game, view, None, board.waiting_text(view, d, self.wide))

    class UndoAsked(Message):
        """``u``: the app takes back an answer (answers reach it as PromptPanel.Answered)."""

    def action_undo(self) -> None:
        self.post_message(self.UndoAsked())

    def action_empires(self) -> None:
        """Scroll the empires a page down, and back to the top after the last page."""
        box = self.query_one("#empires", VerticalScroll)
        if box.scroll_y >= box.max_scroll_y:
            box.scroll_home(animate=False)
        else:
            box.scroll_page_down(animate=False)

    def visible_cards(self) -> list[str]:
        """Every card the keyboard seat can see on this screen, for the card detail view."""
        view = self.session.view()
        cards: list[str] = list(view.players[view.seat].hand or []) + list(view.looking)
        for pv in view.players:
            cards += [pl.card for pl in pv.planets if pl.card]
            cards += [pm.face for pm in pv.permanents] + pv.played + pv.tucked
        cards += view.planet_discard
        cards += [c for pile in view.techs.values() for c in pile]
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
