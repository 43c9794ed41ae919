"""The full game log, every empire, and the dialog of a failed save (the help is in
``help.py``)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from ...play.session import from_leader
from ...rules.game import Game
from ...rules.views import GameView
from ..widgets.empire import EmpireBox


class LogScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape", "dismiss", "Back"),
                Binding("l", "dismiss", "Back", show=False)]

    def __init__(self, view: GameView) -> None:
        super().__init__()
        self.view = view

    def compose(self) -> ComposeResult:
        text = Text("Game log (yours only where private)\n", style="bold")
        for e in self.view.log:
            text.append(f"{e.turn:>3} ", style="dim")
            text.append(e.text + "\n", style="italic" if e.private else "")
        with VerticalScroll(classes="dialog", id="log-scroll"):
            yield Static(text)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#log-scroll", VerticalScroll).scroll_end(animate=False)


class EmpiresScreen(ModalScreen[None]):
    """Every empire in full, in turn order from the leader (``e``: the table shows each in the
    form its rows allow). ``open_hands``: the hands an open-hands game shows, by seat."""

    BINDINGS = [Binding("escape", "dismiss", "Back"),
                Binding("e", "dismiss", "Back", show=False)]

    def __init__(self, game: Game, view: GameView, human: bool,
                 open_hands: dict[int, list[str]]) -> None:
        super().__init__()
        self.game, self.view, self.human, self.open_hands = game, view, human, open_hands

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog", id="empires-scroll"):
            yield Static(Text("Empires, from the leader ([e] or Escape: back)", style="bold"))
            for _ in self.view.players:
                yield EmpireBox(classes="empire")
        yield Footer()

    def on_mount(self) -> None:
        v = self.view
        for box, seat in zip(self.query(EmpireBox), from_leader(v), strict=True):
            me = seat == v.seat
            box.show(self.game, v.players[seat], seat == v.active, me and self.human,
                     "short" if me else "line", self.open_hands.get(seat))


class SaveErrorScreen(ModalScreen[None]):
    """A save failed (disk full, folder not writable...): say why; the game goes on in memory
    and the last good save file is kept."""

    BINDINGS = [Binding("escape", "dismiss", "Continue"),
                Binding("enter", "dismiss", "Continue", show=False)]

    def __init__(self, message: str) -> None:
        super().__init__()
        self.message = message

    def compose(self) -> ComposeResult:
        text = Text("Not saved\n\n", style="bold")
        text.append(self.message + "\n\n")
        text.append("The game goes on; the last good save is kept and the next answer tries "
                    "again. Press Enter to continue.", style="italic")
        with VerticalScroll(classes="dialog"):
            yield Static(text, id="save-error")
        yield Footer()
