"""Help, the full game log, and the dialog of a failed save."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from ...rules.roletable import ROLES
from ...rules.views import GameView

HELP = """\
Keys
  1-9, 0     pick the option labelled with that digit (hand cards keep their hand number)
  {keys}  lead {names} (when choosing a role)
  f / d      follow / dissent       y / n   use a translator or not
  up, down   move in the prompt     space   toggle an option when several may be picked
  Enter      confirm                Esc     clear the picks, or close a window
  u          undo your own answers (never past a draw, a look or another player's answer)
  e          scroll the empires (when they do not fit), back to the top after the last
  i          card detail (the highlighted option, else a list of every card on the table)
  b          browse the technologies          l   the full game log
  ?          this help                         ctrl+q  quit
  ctrl+o     on the setup screen: the saved games (Enter continues one, d deletes one)

Reading the table
  {symbols}   role symbols; X an Exotic symbol, (X) one with its halo in an empire
  [A] [F] [M] [E] [Ast]   Advanced, Fertile, Metallic, Exotic planets and Asteroids
  W4/C3         costs to attack (fighters) and to settle (colonies)
  ★ ⚔          influence tokens (and a card's influence), fighters
  Fd Wa Fe Si Cr  food, water, iron, silicon, crystal; ● filled slot, ○ empty, ↻ replenishing
  ⇄S            a translator: Exotic symbols may count as that role
  Face-down planets of others show only their survey side (type and costs).

Hot seat
  Before a player's private decision the screen is covered: pass the keyboard, then press
  Enter. Followers are asked in seat order. With auto-dissent on, a seat that could gain
  nothing by following dissents by itself.
""".format(keys=" ".join(r.key for r in ROLES), names=", ".join(r.name for r in ROLES),
            symbols=" ".join(r.symbol for r in ROLES))


def help_text() -> Text:
    """The help as plain text (no markup: ``[A]`` is a planet type here), headings in bold."""
    out = Text()
    for line in HELP.splitlines():
        out.append(line + "\n", style="bold" if line and not line.startswith(" ") else "")
    return out


class HelpScreen(ModalScreen):
    BINDINGS = [Binding("escape", "app.pop_screen", "Back"),
                Binding("question_mark", "app.pop_screen", "Back", show=False)]

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog"):
            yield Static(help_text(), id="help")
        yield Footer()


class LogScreen(ModalScreen):
    BINDINGS = [Binding("escape", "app.pop_screen", "Back"),
                Binding("l", "app.pop_screen", "Back", show=False)]

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


class SaveErrorScreen(ModalScreen):
    """A save failed (disk full, folder not writable...): say why; the game goes on in memory
    and the last good save file is kept."""

    BINDINGS = [Binding("escape", "app.pop_screen", "Continue"),
                Binding("enter", "app.pop_screen", "Continue", show=False)]

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
