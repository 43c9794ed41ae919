"""``exotica join``: the app of one seat, with a ``RemoteSession`` behind the table.

The same table, prompts and windows as hot-seat, without handoff covers: the screen only ever
holds this seat's view. Answers go to the host, which sends the new view back; ``m`` says a
line to the table; ``ctrl+r`` (``r`` at game over) replays what this seat was shown so far.
A dropped connection is joined again with the same token.

With ``two_seats.py``, the only module of ``tui/`` that imports ``net/`` (the import
contracts in ``pyproject.toml`` name both): its wire protocol and the client's side of it
(``net.client``, without Textual).
"""

from __future__ import annotations

import argparse
import sys

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, Input, Static

from ..export import score_table
from ..net import protocol as p
from ..net.client import Link, RemoteSession
from ..play.replay import ReplaySession
from ..rules import IllegalAnswer
from ..rules.points import winners as won
from .app import ExoticaApp
from .screens.replay import ReplayScreen
from .screens.table import TableScreen


class SayScreen(ModalScreen[str]):
    """One line for the table; Enter sends it, Esc does not."""

    BINDINGS = [Binding("escape", "dismiss('')", "Cancel")]

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="say"):
            yield Static("Say to the table (Enter sends, Esc cancels):")
            yield Input(max_length=p.SAY_CAP, id="say-input")
        yield Footer()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value)


class RemoteOverScreen(Screen):
    """The final scores as the host sent them; the game log stays one key away."""

    BINDINGS = [Binding("l", "log", "Log"), Binding("r", "app.replay", "Replay"),
                Binding("m", "app.say", "Say"), Binding("q", "app.quit", "Quit")]

    def __init__(self, session: RemoteSession) -> None:
        super().__init__()
        self.session = session

    def compose(self) -> ComposeResult:
        scores = self.session.game.scores()
        winners = [s.name for s in won(scores)]
        with Center():
            yield Static(Text(f"Game over: {' and '.join(winners)} "
                              f"{'wins' if len(winners) == 1 else 'share the victory'}!"),
                         id="winner")
        with Center():
            yield Static(score_table(self.session.game), id="scores")  # type: ignore[arg-type]
        yield Footer()

    def action_log(self) -> None:
        from .screens.info import LogScreen

        self.app.push_screen(LogScreen(self.session.view()))


class JoinApp(ExoticaApp):
    """One seat of a hosted game."""

    BINDINGS = [Binding("m", "say", "Say"),  # ctrl+r: the table's r leads Research; not on
                # the key bar, which has no room left at 80 columns (the help's Keys lists it)
                Binding("ctrl+r", "replay", "Replay", show=False)]

    def __init__(self, address: str, seat: str, token: str) -> None:
        super().__init__()
        self.link = Link(address, seat, token, self.receive, self.lost, self.end)
        self.remote: RemoteSession | None = None

    def on_mount(self, event: events.Mount) -> None:
        event.prevent_default()  # not the hot-seat app's setup screen
        self.screen.mount(Static(Text(f"Joining {self.link.address} as {self.link.seat}..."),
                                 id="joining"))
        self.run_worker(self.link.run(), exclusive=True)

    # -- from the host ----------------------------------------------------------------------

    def receive(self, msg: p.Msg) -> None:
        if isinstance(msg, p.Welcome):  # joined again: the same seat, the table on screen
            self.remote = self.remote or RemoteSession(msg)  # (its first state has it all)
        elif isinstance(msg, p.State) and self.remote is not None:
            self.remote.update(msg)
            if self.table is None:
                self.session = self.remote  # type: ignore[assignment]
                self.table = TableScreen(self.remote)
                self.push_screen(self.table)
            self.advance()
        elif isinstance(msg, p.Notice):
            self.notice(msg)

    def notice(self, msg: p.Notice) -> None:
        """Table talk and news go in the log and on screen; a refusal only on screen. The
        text is data: never markup."""
        text = p.clean(f"{msg.who}: {msg.text}" if msg.who else msg.text)
        if msg.kind == "error":
            if self.remote is not None:
                self.remote.sent = False  # the answer was refused: the seat may answer again
            self.notify(text, title="Not allowed", severity="error", markup=False)
            return
        if self.remote is not None:
            self.remote.talk(text)
            if self.table is not None and self.screen is self.table:
                self.table.refresh_view()
        self.notify(text, markup=False, timeout=6)

    def lost(self, reason: str) -> None:
        self.notify(f"{p.clean(reason)}; joining again...", title="Connection lost",
                    severity="warning", markup=False)

    def end(self, reason: str) -> None:
        self.exit(return_code=2, message=Text(f"exotica: {p.clean(reason)}"))

    # -- to the host ------------------------------------------------------------------------

    def answer(self, keys: list[str]) -> None:
        s = self.remote
        if s is None or s.decision is None or s.sent:
            return
        try:
            s.decision.validate(keys)  # the host checks again, with every rule
        except IllegalAnswer as exc:
            self.notify(str(exc), title="Not allowed", severity="error", markup=False)
            return
        s.sent = self.link.send(p.Answer(decision=s.number, keys=keys))

    def undo(self) -> None:
        if self.remote is not None:
            self.link.send(p.Undo(decision=self.remote.number))

    def action_say(self) -> None:
        def said(text: str | None) -> None:
            if text and text.strip():
                self.link.send(p.Say(text=text))

        self.push_screen(SayScreen(), said)

    def action_replay(self) -> None:
        """What this seat was shown so far, read-only, with the replay's step keys (Esc: back).
        Only its own views: the host sends no record (no answers, no seed), so even a
        finished game replays as this seat saw it, not with every hand open."""
        if self.remote is None or not self.remote.ready or not (
                self.screen is self.table or isinstance(self.screen, RemoteOverScreen)):
            return  # (not over a dialog, nor over a replay already open)
        self.push_screen(ReplayScreen(ReplaySession.of_seat(self.remote.replay())))

    def advance(self) -> None:
        s, table = self.remote, self.table
        assert s is not None and table is not None
        if not s.game.is_over:
            table.refresh_view()
        elif not any(isinstance(x, RemoteOverScreen) for x in self.screen_stack):
            self.push_screen(RemoteOverScreen(s))


def cmd_join(args: argparse.Namespace) -> int:
    """``exotica join ADDRESS --seat NAME --token TOKEN``."""
    try:
        p.parse_address(args.address)
    except ValueError as exc:
        print(f"exotica: {exc}", file=sys.stderr)
        return 2
    app = JoinApp(args.address, args.seat, args.token)
    app.run()
    return app.return_code or 0


async def sit(address: str, seat: str, token: str) -> None:
    """The seat's client in the host's own terminal and event loop (``exotica host --here``)."""
    await JoinApp(address, seat, token).run_async()
