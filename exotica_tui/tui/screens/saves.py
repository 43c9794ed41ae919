"""The list of saved games, opened from the setup screen: continue one where it stopped, or
delete one after a confirmation. Unreadable files are listed with the reason so that they can
be deleted, never continued. Every state is said in words (in progress, finished, unreadable),
not by colour."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Footer, OptionList, Static
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from ... import saves
from ...usertext import shown


def entry_text(entry: saves.SaveEntry, current: bool = False) -> Text:
    """The file, then its summary (players, then sets, turn, state and time) or why it cannot
    be read. The highlighted entry is marked with an arrow, not only by its colour. A summary
    is marked "unchecked" until the replay (``checked_entry``) has replaced it."""
    text = Text(("▶ " if current else "  ") + shown(entry.path.name), style="bold")
    if entry.summary is None:
        text.append(f"  UNREADABLE\n  {why(entry.path, entry.error or '')}")
        return text
    players, rest = entry.summary.parts()
    if entry.error is not None:
        text.append("  DOES NOT LOAD", style="bold")
        rest = why(entry.path, entry.error)
    text.append("  checked" if entry.checked else "  unchecked", style="italic")
    text.append(f"\n  {players}\n  {rest}")
    return text


def checked_entry(entry: saves.SaveEntry) -> saves.SaveEntry:
    """``entry`` as its replay tells it: the facts of the replayed game, or why the file does
    not load (its own summary then kept, to say whose game it was)."""
    assert entry.summary is not None
    try:
        loaded = saves.load(entry.path)
    except saves.SaveError as exc:
        return saves.SaveEntry(entry.path, entry.summary, str(exc), checked=True)
    facts = saves.summarize(loaded.game, entry.summary.saved_at)
    return saves.SaveEntry(entry.path, facts, checked=True)


def why(path: Path, error: str) -> str:
    """A SaveError's message without the path it begins with (the list names the file)."""
    return error.removeprefix(f"{shown(str(path))}: ")


class SaveList(OptionList):
    BINDINGS = [Binding("enter", "select", "Continue")]  # shown in the footer


class SavesScreen(Screen[saves.Loaded | None]):
    """Dismissed with the loaded save to continue, or None (Esc)."""

    BINDINGS = [Binding("d,delete", "delete", "Delete", key_display="d"),
                Binding("r", "replay", "Replay"),
                Binding("escape", "dismiss(None)", "Back")]

    def __init__(self) -> None:
        super().__init__()
        self.entries: list[saves.SaveEntry] = []

    def compose(self) -> ComposeResult:
        with Vertical(id="saves"):
            yield Static("Saved games, newest first", classes="title")
            yield Static("", id="saves-empty", classes="hint")
            yield SaveList(id="saves-list")
            yield Static("", id="saves-error")
            with Horizontal(id="saves-buttons"):
                yield Button("Continue (Enter)", id="saves-open", variant="primary")
                yield Button("Delete (d)", id="saves-delete")
                yield Button("Back (Esc)", id="saves-back")
        yield Footer()

    def on_mount(self) -> None:
        self.reload()
        self.query_one(OptionList).focus()

    def reload(self, keep: int = 0) -> None:
        """Read the save folder again; highlight the entry at ``keep`` (or the last)."""
        self.entries = saves.list_saves()
        options = self.query_one(OptionList)
        options.clear_options()
        options.add_options(Option(entry_text(e)) for e in self.entries)
        if self.entries:
            options.highlighted = min(keep, len(self.entries) - 1)
        empty = self.query_one("#saves-empty", Static)
        empty.update(Text(f"No saved games in {shown(str(saves.save_dir()))}"))
        empty.display = not self.entries
        self.run_worker(lambda: self.check_all(list(self.entries)), thread=True,
                        exclusive=True, group="check")

    def check_all(self, entries: list[saves.SaveEntry]) -> None:
        """On a thread: replay each listed save in turn and show what the replay says (a
        summary is the file's word only), the list staying live meanwhile."""
        worker = get_current_worker()
        for i, entry in enumerate(entries):
            if entry.summary is not None and not worker.is_cancelled:
                self.app.call_from_thread(self.checked, i, checked_entry(entry))

    def checked(self, index: int, entry: saves.SaveEntry) -> None:
        if not self.is_attached:
            return  # closed meanwhile
        if index < len(self.entries) and self.entries[index].path == entry.path:
            self.entries[index] = entry
            current = self.query_one(OptionList).highlighted == index
            self.query_one(OptionList).replace_option_prompt_at_index(
                index, entry_text(entry, current))

    def selected(self) -> saves.SaveEntry | None:
        index = self.query_one(OptionList).highlighted
        return self.entries[index] if index is not None and self.entries else None

    def say(self, message: str) -> None:
        self.query_one("#saves-error", Static).update(Text(message))

    def action_open(self) -> None:
        loaded = self.loaded("continue")
        if loaded is not None:
            self.dismiss(loaded)

    def action_replay(self) -> None:
        """``r``: watch the highlighted save again (read-only; an unfinished game shows only
        what every player saw: play/replay.py)."""
        from ...play.replay import Replay
        from .replay import replay_screen

        loaded = self.loaded("replay")
        if loaded is not None:
            self.app.push_screen(replay_screen(Replay(loaded.game.record)))

    def loaded(self, verb: str) -> saves.Loaded | None:
        """The highlighted save, loaded and checked; else None, and the list says why it
        cannot be ``verb``-ed."""
        entry = self.selected()
        if entry is None:
            return None
        if entry.summary is None:
            self.say(f"Cannot {verb} {shown(entry.path.name)}: it is unreadable"
                     + (" (delete it with d)." if entry.deletable else "."))
            return None
        try:
            return saves.load(entry.path)
        except saves.SaveError as exc:
            self.say(f"Cannot {verb} {shown(entry.path.name)}: {why(entry.path, str(exc))}")
            return None

    def action_delete(self) -> None:
        entry = self.selected()
        if entry is not None and not entry.deletable:
            self.say(f"{shown(entry.path.name)} is not a save file: remove it yourself.")
        elif entry is not None:
            self.app.push_screen(ConfirmDelete(entry.path),
                                 lambda yes: self.deleted(entry.path) if yes else None)

    def deleted(self, path: Path) -> None:
        index = self.query_one(OptionList).highlighted or 0
        try:
            saves.delete_save(path)
        except saves.SaveError as exc:
            self.say(str(exc))
        else:
            self.say(f"Deleted {shown(path.name)}.")
        self.reload(index)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_open()  # Enter or a click on the list

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        options = self.query_one(OptionList)
        for i, entry in enumerate(self.entries):
            options.replace_option_prompt_at_index(i, entry_text(entry, i == event.option_index))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        actions = {"saves-open": self.action_open, "saves-delete": self.action_delete}
        actions.get(event.button.id or "", lambda: self.dismiss(None))()


class ConfirmDelete(ModalScreen[bool]):
    BINDINGS = [Binding("y", "dismiss(True)", "Yes, delete"),
                Binding("n,escape", "dismiss(False)", "No, keep it", key_display="n")]

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="confirm-delete"):
            yield Static(Text(f"Delete the saved game {shown(self.path.name)}? "
                              "This cannot be undone."), classes="title")
            with Horizontal(id="confirm-buttons"):
                yield Button("Yes, delete (y)", id="yes", variant="error")
                yield Button("No, keep it (n)", id="no", variant="primary")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")


class OpenElsewhere(ModalScreen[str | None]):
    """The save is open in another running exotica (``savelock``): open it read-only (play
    on here, nothing saved), start a new game, or go back. Dismissed with "read", "new" or
    None."""

    BINDINGS = [Binding("r", "dismiss('read')", "Read-only"),
                Binding("n", "dismiss('new')", "New game"),
                Binding("escape", "dismiss(None)", "Back")]

    def __init__(self, path: Path, why: str) -> None:
        super().__init__()
        self.path, self.why = path, why

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="open-elsewhere"):
            yield Static(Text(f"{shown(self.path.name)}: {self.why}. Two copies saving into "
                              "one file would overwrite each other.", style="bold"))
            yield Static(Text("Open it read-only (play on here; nothing is saved), or start "
                              "a new game?"))
            with Horizontal(id="confirm-buttons"):
                yield Button("Read-only (r)", id="read", variant="primary")
                yield Button("New game (n)", id="new")
                yield Button("Back (Esc)", id="back")
        yield Footer()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id if event.button.id in ("read", "new") else None)
