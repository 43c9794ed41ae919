"""The table: every empire, the role stacks, the supply, the hand at the keyboard, the log and
the prompt of the pending decision. It renders ``game.view(keyboard seat)`` only."""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual import events, messages
from textual.app import ComposeResult
from textual.binding import Binding
from textual.css.scalar import Scalar
from textual.geometry import Size
from textual.message import Message
from textual.screen import Screen

from ...play.session import TableSession, from_leader, shown_hands
from ...rules.decision import Decision
from ...rules.views import GameView
from .. import keys
from ..ships import FLEET_FACES
from ..textual_internals import Settled, get_time  # get_time: the clock of event.time
from ..widgets import board
from ..widgets.board import (
    BlankHorizontal,
    BlankVertical,
    KeptQueries,
    LogPanel,
    Panel,
    SettledScroll,
    SettledVertical,
)
from ..widgets.empire import Empire, EmpireBox, draw_empire
from ..widgets.others import OthersView
from ..widgets.prompt import HOTKEYS, ChoiceList, Hotkeys, PromptPanel
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


HAND_ROWS, CHOICE_ROWS = 6, 8  # narrow: the most the hand and the options take (the sheet)
COVER_QUIET = 1.0  # seconds: Enter passes the cover only after this long without any key
SETTLE_QUIET = 0.5  # seconds: after the cover lifts, keys are dropped until one after a pause
COVER_KEYS = {"up": "scroll_up", "down": "scroll_down", "pageup": "scroll_page_up",
              "pagedown": "scroll_page_down", "home": "scroll_home", "end": "scroll_end"}


class TableScreen(KeptQueries, Settled, Hotkeys, Screen):
    AUTO_FOCUS = "#choices"  # also under the handoff cover, which is not focusable
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (120, "-wide")]
    BINDINGS = [
        *HOTKEYS,
        *[Binding(k, action, keys.label(k)) for k, action in (
            ("enter", "ready"), ("u", "undo"), ("e", "empires"), ("i", "card"), ("b", "techs"),
            ("l", "log"))],
        Binding("question_mark", "help", keys.label("question_mark"), key_display="?"),
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
        self.drawn_wide: bool | None = None  # the breakpoint refresh_view drew for
        self.table_below = 0  # rows the table is moved down by, below the screen (the cover)
        self.boxes: list[EmpireBox] = []  # the empires in focus (a query walks the table)

    def compose(self) -> ComposeResult:
        self._set_breakpoint(self.size.width)  # before the table: styled once, for its width
        yield Panel(id="status")
        yield HandoffCover(id="handoff")
        with BlankHorizontal(id="body"):
            with BlankVertical(id="left"):
                yield Panel(id="roles")  # and the supply below them: one widget fewer
                # the leader and the player at the keyboard: no container of their own (one
                # widget fewer to lay out and draw over every changed line)
                yield EmpireBox(classes="empire focus", id="focus")
                yield EmpireBox(classes="empire focus")
                # the others in turn order ([e] scrolls); wide, the techs and planets below
                yield OthersView(id="empires")
            with SettledVertical(id="right"):
                with SettledScroll(id="hand-box"):
                    yield Panel(id="hand")
                yield PromptPanel(id="prompt")
                yield LogPanel(id="log")
        yield Panel(id="keys")

    def on_mount(self) -> None:
        """Draw the table, or only the cover: the table below it follows the first frame."""
        self.drawn = True
        self.boxes = list(self.query(EmpireBox))
        self._show_cover()
        if not self.covered:
            self.refresh_view()
        self.screen_layout_refresh_signal.subscribe(self, self._laid_out, immediate=True)

    def cover(self, view: GameView, decision: Decision, ready: Callable[[], None]) -> None:
        """Hide the table behind the handoff cover until Enter. Narrow, once the cover is
        drawn, ``ready`` seats the next player and refreshes the table below it, while the
        keyboard changes hands: no frame shows the previous player's cards to the next one,
        and Enter only has to take the cover away. Wide, the table below the cover is not
        drawn (``_hide_table``), and Enter seats the next player in the frame that takes the
        cover away (seated before, their table would cost a layout that draws nothing).
        Focus stays on the choices below the cover (moving it repaints the whole screen a
        frame later); only Enter and the cover's scroll keys act."""
        self.covered, self.ready, self.cover_facts = True, ready, (view, decision)
        self.covered_at = get_time()
        if self.is_mounted:
            self._show_cover()

    def _laid_out(self, _screen: Screen) -> None:
        """After each layout (and the frame it draws): a cover that is now on screen may
        hide the next player's table, so seat them after this frame."""
        if self.covered and self.ready is not None and self.query_one(HandoffCover).region:
            if not self.wide:  # wide, the hidden table is seated with Enter (one layout less)
                self.call_next(self._seat_next)
        elif self.drawn_wide is not None:
            self._fit_choices(laid_out=True)

    def _seat_next(self) -> None:
        """Seat the next player below the cover (at once if Enter came first)."""
        if self.covered and self.ready is not None:
            ready, self.ready = self.ready, None
            ready()

    def _show_cover(self) -> None:
        if self.covered:
            self.query_one(HandoffCover).show(*self.cover_facts)
        self.query_one(HandoffCover).display = self.covered
        self._hide_table()
        self.query_one(PromptPanel).covered = self.covered
        self.query_one("#keys", Panel).show(key_bar(self.shown_keys(), self.covered))

    def _hide_table(self) -> None:
        """Wide, the table is not drawn at all while the cover is up: it is moved below the
        screen (``offset``), keeping its layout, its drawn lines and the focus. Textual renders
        and cuts every widget below a changed line, covered or not, so the cover's frame drew
        the whole table again below it; hidden instead (``visibility``), every widget of the
        table was told it was hidden and shown again, and repainted whole. Now the cover's
        frame draws only the cover, and the next player's table is drawn once, with Enter,
        redrawing only what changed. Narrow, the options' fit is measured from the drawn
        table (``_fit_choices``), so it stays in place below the cover."""
        below = self.size.height if self.covered and self.wide else 0
        if below != self.table_below:
            self.table_below = below
            for part in ("#status", "#body"):  # kept queries: a selector list walks the DOM
                self.query_one(part).styles.offset = (0, below)

    def on_update(self, message: messages.Update) -> None:
        """A widget off the screen has nothing to repaint there: the wide table below it
        while covered, refilled for the next player, and the cover's panels before it shows.
        The layout that brings either on screen draws it whole; its request to be repainted
        would only make Textual, which takes a widget it cannot see for one it does not know
        yet, arrange the whole table a second time in that layout's frame."""
        if not self.size.region.intersection(message.widget.region):
            message.stop()
            message.prevent_default()

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
            if self.drawn_wide != self.wide:  # nobody was seated: filled for the other width
                self.refresh_view()
            self.covered = False
            self.app.settle_from = getattr(self.app, "key_time", get_time())  # (App.settling)
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
        """Two columns and the log: the "-wide" breakpoint (120 columns and more)."""
        return self.has_class("-wide")

    def _set_breakpoint(self, width: int) -> None:
        """The breakpoint classes for ``width``, as Textual's resize handler sets them, but at
        once: that handler runs after ``on_resize`` and ``on_mount`` (a wide first screen was
        filled narrow, then wide). First set in ``compose``, before the table's widgets exist:
        in ``on_mount`` it restyled them all once more (~5 ms of the first screen)."""
        reached = [name for at, name in sorted(self.HORIZONTAL_BREAKPOINTS) if width >= at]
        for _, name in self.HORIZONTAL_BREAKPOINTS:  # the highest reached, as Textual's rule
            self.set_class(name == reached[-1], name)

    def on_resize(self, event: events.Resize) -> None:
        """The narrow and the wide table show different texts."""
        self._set_breakpoint(event.size.width)
        self._hide_table()
        if self.drawn_wide != self.wide and not (self.covered and self.wide):
            self.refresh_view()  # wide, a covered table is filled as the cover goes

    def refresh_view(self) -> None:
        """Render the keyboard seat's view, and its pending decision if it is theirs."""
        s = self.session
        if s.keyboard is None or not self.drawn:
            return  # nobody sat down yet (a handoff covers the table), or on_mount will do it
        game = s.game
        view = s.view()
        me = view.seat
        self.drawn_wide = self.wide
        self.query_one("#status", Panel).show(
            board.status_line(game, view, view.players[me].name if s.is_human(me) else "nobody",
                              s.auto_log))
        self.query_one("#roles", Panel).show(board.roles_text(game, view, self.wide).add(
            board.supply_text(game, view, self.wide), []))
        self._show_empires(view)
        slots = s.hand_slots(view)  # the hand's digits, kept still (play.hands)
        self.query_one("#hand", Panel).show(board.hand_text(game, slots, view.players[me].name))
        if self.wide:
            self.query_one(LogPanel).show(view.log)
        d = s.pending
        prompt = self.query_one(PromptPanel)
        if d is not None and d.player == me and s.is_human(me):
            prompt.show(game, view, d, notice=self.notice, slots=slots)
            self.notice = ""
        else:
            prompt.show(game, view, None, board.waiting_text(view, d, self.wide))
        self._fit_choices()

    def _fit_choices(self, laid_out: bool = False) -> None:
        """Narrow, the empires in focus come first: the options get the rows they leave (and
        scroll), so the focus never runs off the screen; wide, the sheet's heights hold. A
        first guess from the texts before the layout, corrected from the drawn regions after
        it (``laid_out``) when the guess was off, which costs one more layout."""
        choices = self.query_one(ChoiceList)
        others = self.query_one("#empires")
        if self.wide:  # each style is set only on a change: a set asks for one more layout
            if choices.styles.inline.has_rule("max_height"):
                choices.styles.max_height = None
            if not others.display:
                others.display = True
            return
        width, height = self.size
        room = Size(width, height)
        if laid_out:  # the rows below the focus go to the options first, then to the others
            free = self.query_one("#left").region.bottom - max(
                box.region.bottom for box in self.query(".focus"))
            have = choices.region.height
            want = choices.get_content_height(room, room, choices.scrollable_content_region.width)
            limit = self._choices_limit(self.query_one("#body").size,
                                        self.query_one("#hand-box").outer_size.height,
                                        self.query_one("#prompt-title").outer_size.height)
            fit = max(have + free if free < 0 else min(have + free, want, CHOICE_ROWS), 1)
            fit = max(min(fit, limit), 1)
            show = free - (fit - have) >= 2  # its border and a line at least
        else:
            def rows(selector: str) -> int:
                return self.query_one(selector).get_content_height(room, room, width - 2)

            hand = min(rows("#hand"), HAND_ROWS) + 1  # and its border
            focus = sum(box.get_content_height(room, room, width - 2)
                        for box in self.query(".focus") if box.display)
            fit = height - (rows("#status") + rows("#roles") + focus
                            + hand + rows("#prompt-title")
                            + 1 + 3)  # the key bar and three more borders
            want = choices.get_content_height(room, room, width - 3)  # its scrollbar gutter
            limit = self._choices_limit(Size(width, height - rows("#status") - 1), hand,
                                        rows("#prompt-title"))
            show = fit - min(want, CHOICE_ROWS, limit) >= 1  # a line below its border
        fit = max(min(fit, CHOICE_ROWS, limit), 1)
        if others.display != show:
            others.display = show
        if choices.styles.max_height != Scalar.from_number(fit):
            choices.styles.max_height = fit

    def _choices_limit(self, body: Size, hand_box: int, title: int) -> int:
        """The rows the options may take before the prompt panel's or the right column's
        maximum height (exotica.tcss) clips them: a clipped list would hide its last options,
        and the highlighted one, below the key bar."""
        caps = [(self.query_one(PromptPanel), 1 + title),  # its border, the prompt's title
                (self.query_one("#right"), hand_box + 1 + title)]
        return min((int(cap.resolve(body, self.size)) - used for widget, used in caps
                    if (cap := widget.styles.max_height) is not None), default=CHOICE_ROWS)

    def _show_empires(self, view: GameView) -> None:
        """The leader and the player at the keyboard in view above the others (in turn order
        from the leader), so whoever decides sees their own empire beside the leader's."""
        s, game, me = self.session, self.session.game, view.seat
        order, hands = from_leader(view), shown_hands(s, me)
        focus = [view.active] if me == view.active else [view.active, me]

        def shown(seat: int) -> tuple:
            pv = view.players[seat]
            tile = ("full" if self.wide else "short") if seat == me else "line"
            # 80 columns: only the player at the keyboard in their own turn gets a Fleet tile;
            # following, with Escalation's tile too, both empires fit with one-line tiles
            fleet = tile if self.wide or seat == me == view.active else None
            if fleet is None and tile == "short" and pv.fleet_tile:
                tile = "line"
            return (game, pv, seat == view.active, seat == me and s.is_human(me), tile,
                    hands.get(seat), self.wide, fleet)

        for box, seat in zip(self.boxes, [*focus, None], strict=False):
            if seat is None:
                box.show(game, None)
            else:
                box.show(*shown(seat))
        self.query_one(OthersView).show(
            [draw_empire(*shown(seat)) for seat in order if seat not in focus],
            board.piles_text(game, view) if self.wide else None, gap=1 if self.wide else 0)

    def empire_of(self, seat: int) -> EmpireBox | Empire:
        """The box or the drawn empire that shows ``seat``."""
        return next((box for box in self.boxes if box.seat == seat),
                    None) or next(e for e in self.query_one(OthersView).empires if e.seat == seat)

    def shown_empires(self) -> list[EmpireBox | Empire]:
        """Every empire drawn on the table (the leader's and the deciding player's first)."""
        return [*(box for box in self.boxes if box.display),
                *self.query_one(OthersView).empires]

    class UndoAsked(Message):
        """``u``: the app takes back an answer (answers reach it as PromptPanel.Answered)."""

    def action_undo(self) -> None:
        self.post_message(self.UndoAsked())

    def action_empires(self) -> None:
        """Scroll the empires a page down, and back to the top after the last page; when the
        options took their rows (narrow), show every empire in a dialog instead."""
        box = self.query_one(OthersView)
        if not box.display:
            from .info import EmpiresScreen

            s, view = self.session, self.session.view()
            self.app.push_screen(EmpiresScreen(s.game, view, s.is_human(view.seat),
                                               shown_hands(s, view.seat)))
            return
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
