"""The setup screen: seats with names and auto-dissent, card sets, the options of the rules and
the table (one row each, from game_options.py) and the seed. ``exotica --players ...`` skips it.

Card sets: one box per set registered (``rules/plugin.py``) whose cards are installed, the base
game's always ticked; a set that needs others (the Exotica Promo Pack: "for combining Exotica &
Escalation", Exotica rulebook) has its box disabled until they are ticked. 5 seats need
Escalation unless the house variant is on (``GameConfig``)."""

from __future__ import annotations

import random

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, RadioButton, RadioSet, Static

from ...bots import BOT_PREFIX, BOTS
from ...game_options import RuleOptions, TableSettings, options
from ...play.setup import Setup, parse_seats
from ...rules import default_catalog
from ...rules.plugin import SETS
from ...saves import Loaded


class Check(Checkbox):
    """A checkbox whose mark shows its state without colour (NO_COLOR terminals)."""

    @property
    def BUTTON_INNER(self) -> str:  # type: ignore[override]  # noqa: N802
        return "X" if self.value else " "


class Radio(RadioButton):
    @property
    def BUTTON_INNER(self) -> str:  # type: ignore[override]  # noqa: N802
        return "●" if self.value else " "


DEFAULT_NAMES = ["Ann", "Bob", "Cy", "", ""]


def shown_options():
    """(field, words, widget id) of each option the screen asks (game_options.py: those with a
    row), rules first: a box for a bool, a radio button per value for one with choices."""
    for cls in (RuleOptions, TableSettings):
        for f, words in options(cls):
            if words.row:
                yield f, words, f.name.replace("_", "-")


class SetupScreen(Screen):
    class Start(Message):
        """Start a game with this setup (the app does)."""

        def __init__(self, setup: Setup) -> None:
            super().__init__()
            self.setup = setup

    class Open(Message):
        """Continue this saved game (the app does)."""

        def __init__(self, loaded: Loaded) -> None:
            super().__init__()
            self.loaded = loaded

    BINDINGS = [Binding("ctrl+s", "start", "Start game"),
                Binding("ctrl+o", "saves", "Saved games"),
                Binding("question_mark", "help", "Help", key_display="?")]

    def __init__(self, setup: Setup | None = None) -> None:
        super().__init__()
        self.initial = setup

    def compose(self) -> ComposeResult:
        init = self.initial
        names = [s.name + (f"=bot:{s.bot_kind}" if s.bot_kind else "") for s in init.seats] \
            if init else DEFAULT_NAMES
        names = (names + [""] * 5)[:5]
        dissent = [s.auto_dissent for s in init.seats] if init else []
        catalog = default_catalog()
        chosen = init.sets if init else ["base"]
        with VerticalScroll(id="setup"):
            yield Static("Eminent Domain: Exotica - new game", classes="title")
            kinds = ", ".join(f"{k}[:seconds]" if k == "expert" else k for k in BOTS)
            yield Static(f"Seats (2-5): a name, or {BOT_PREFIX}KIND ({kinds}); empty: no seat",
                         classes="hint")
            for i, name in enumerate(names):
                with Horizontal(classes="seat"):
                    yield Label(f"Seat {i + 1}", classes="seat-label")
                    yield Input(value=name, placeholder="(empty)", id=f"name-{i}",
                                classes="seat-name")
                    yield Check("auto-dissent", value=dissent[i] if i < len(dissent) else True,
                                   id=f"dissent-{i}")
            with Horizontal(classes="option", id="sets-row"):
                yield Label("Cards", classes="seat-label")
                with Horizontal(id="sets"):
                    for cs in SETS.values():
                        if cs.id in catalog.sets:
                            yield Check(cs.setup_label, value=cs.id in chosen or cs.id == "base",
                                        id=f"set-{cs.id}", disabled=cs.id == "base"
                                        or not all(s in chosen for s in cs.needs))
            for f, words, wid in shown_options():
                if words.offered is not None and not words.offered(catalog):
                    continue
                value = getattr(init, f.name) if init else f.default
                with Horizontal(classes="option", id=f"{wid}-row"):
                    yield Label(words.row, classes="seat-label")
                    if words.choices:
                        with RadioSet(id=wid):
                            for choice, label in words.choices.items():
                                yield Radio(label, id=f"{wid}-{choice}", value=value == choice)
                    else:
                        yield Check(words.label, value=value, id=wid)
            with Horizontal(classes="seat"):
                yield Label("Seed", classes="seat-label")
                yield Input(value="" if not init or init.seed is None else str(init.seed),
                            placeholder="random", id="seed", classes="seat-name", type="integer")
        with Vertical(id="setup-bottom"):  # always in view, however the options scroll
            yield Static("", id="setup-error")
            with Horizontal(id="setup-buttons"):
                yield Button("Start game (ctrl+s)", id="start", variant="primary")
                yield Button("Saved games (ctrl+o)", id="saves")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#name-0", Input).focus()

    def read(self) -> Setup:
        """The setup as entered; raises ValueError with a message for the player."""
        names, dissent = [], []
        for i in range(5):
            name = self.query_one(f"#name-{i}", Input).value.strip()
            if name:
                names.append(name)
                dissent.append(self.query_one(f"#dissent-{i}", Checkbox).value)
        if not 2 <= len(names) <= 5:
            raise ValueError("enter 2 to 5 names")
        if len(set(names)) != len(names):
            raise ValueError("names must differ")
        seats = parse_seats(names, seed=random.randrange(1_000_000))  # a field is a seat
        for seat, auto in zip(seats, dissent, strict=True):
            seat.auto_dissent = auto
        sets = ["base"] + [s for s in SETS if s != "base" and self.ticked(f"#set-{s}")]
        seed_text = self.query_one("#seed", Input).value.strip()
        setup = Setup(seats=seats, sets=sets, seed=int(seed_text) if seed_text else None,
                      **self.read_options())
        return setup.check()

    def read_options(self) -> dict:
        """The options as set on the screen, by name; one not shown at its default."""
        chosen = {}
        for f, words, wid in shown_options():
            if not self.query(f"#{wid}"):
                continue
            if words.choices:
                chosen[f.name] = next((c for c in words.choices
                                       if self.query_one(f"#{wid}-{c}", RadioButton).value),
                                      f.default)
            else:
                chosen[f.name] = self.query_one(f"#{wid}", Checkbox).value
        return chosen

    def ticked(self, selector: str) -> bool:
        """Whether a check box that may be absent (a set not installed) is ticked."""
        found = self.query(selector)
        return bool(found) and found.first(Checkbox).value

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        """A set that needs others (the Promo Pack) is offered only while they are ticked."""
        for cs in SETS.values():
            found = self.query(f"#set-{cs.id}")
            if not found or event.checkbox.id not in tuple(f"set-{s}" for s in cs.needs):
                continue
            box = found.first(Checkbox)
            box.disabled = not all(self.ticked(f"#set-{s}") for s in cs.needs)
            if box.disabled:
                box.value = False

    def action_start(self) -> None:
        try:
            setup = self.read()
        except ValueError as exc:
            self.query_one("#setup-error", Static).update(Text(f"Cannot start: {exc}"))
            return
        self.post_message(self.Start(setup))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_saves() if event.button.id == "saves" else self.action_start()

    def action_saves(self) -> None:
        """``ctrl+o``: the saved games, to continue one (``ExoticaApp.open_save``) or delete."""
        from .saves import SavesScreen

        self.app.push_screen(SavesScreen(), self.opened)

    def opened(self, loaded: Loaded | None) -> None:
        if loaded is not None:
            self.post_message(self.Open(loaded))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_start()

    def action_help(self) -> None:
        from .help import HelpScreen

        self.app.push_screen(HelpScreen())
