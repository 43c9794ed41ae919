"""The options of a game, each declared once, as a field here (issue 31, item 4):
``RuleOptions``, what the rules play by (``GameConfig`` inherits them), and ``TableSettings``,
what is not a rule (how the table is shown and paced). A field's metadata (``option``) holds its
words for players: the command line's help, the setup screen's row and label, the values it
offers, and whether a save keeps it. The command-line options (``cmdline.add_options``), the
setup screen's fields, ``play.setup`` (``Setup``, ``setup_of``, ``setup_from_args``, the saved
settings) and ``sim``'s flags are derived from these fields: a new option is one field.

Below the rules and importing nothing of ours: ``exotica --help`` lists these options without
loading the rules (issue 13, start-up)."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator, Mapping
from dataclasses import Field, dataclass, field, fields
from typing import Any, Literal


@dataclass(frozen=True)
class Words:
    """How an option is shown and kept (a field's ``metadata["option"]``)."""

    help: str  # the command line's help
    label: str = ""  # the setup screen's box; a field with ``choices``: its radio buttons'
    row: str = ""  # the setup screen's row label; "": not on the setup screen
    choices: Mapping[str, str] | None = None  # the values offered, each with its label
    offered: Callable[[Any], bool] | None = None  # the setup screen shows it if true of the catalog
    parse: Callable[[str], Any] | None = None  # the command line's type (a bool: a flag)
    hosted: bool = True  # offered by ``exotica host`` and ``serve`` too
    saved: bool = True  # a save keeps it (a table setting: in the save's settings)


def option(default, help: str, **words) -> Any:
    """A field of ``RuleOptions`` or ``TableSettings`` with its ``Words``."""
    return field(default=default, metadata={"option": Words(help, **words)})


def parse_speed(text: str) -> float:
    try:
        speed = float(text)
    except ValueError:
        speed = 0.0
    if not speed > 0:
        raise argparse.ArgumentTypeError("speed must be a number above 0, e.g. 2 or 0.5")
    return speed


@dataclass(kw_only=True)
class RuleOptions:
    """The options a game's rules are played by (``GameConfig``: checked there)."""

    extended: bool = option(False, "3-player extended variant",
                            label="3-player extended variant (3 seats)", row="Variant")
    # The house variant "5 seats without Escalation": the box needs Escalation for 5 players
    # (Exotica rulebook, "5 Player Setup"); this plays today's 5-seat game without it.
    five_without_escalation: bool = option(
        False, "house variant: 5 seats without the Escalation expansion",
        label="5 seats without Escalation (house rule)", row="House")
    # "chosen" (one pick per seat, ``GameConfig.scenario_picks``) is for the rules and tests:
    # no interface offers it
    scenarios: Literal["none", "random", "chosen", "draft"] = option(
        "none", "scenario cards of the sets in play", row="Scenario",
        choices={"none": "None", "random": "Random per seat", "draft": "Draft"},
        offered=lambda catalog: bool(catalog.scenarios))


@dataclass(kw_only=True)
class TableSettings:
    """What a table is set to that is not a rule (besides each seat's bot and auto-dissent)."""

    open_hands: bool = option(False, "show every hand (teaching, demos); no handoff screens",
                              label="Open hands (teaching, demos)", row="Table", hosted=False)
    speed: float | None = option(None, "bot answers per second (default 3)", parse=parse_speed,
                                 saved=False)


def options(cls: type) -> Iterator[tuple[Field, Words]]:
    """The option fields of ``cls`` (a class of these, or one that inherits them), in order."""
    for f in fields(cls):
        words = f.metadata.get("option")
        if words is not None:
            yield f, words


def values(cls: type, source: object) -> dict[str, Any]:
    """The options of ``cls`` as ``source`` has them (a config, a setup, parsed arguments), by
    name; one it lacks (a command without the flag) at its default."""
    return {f.name: getattr(source, f.name, f.default) for f, _ in options(cls)}


def kept(source: object) -> dict[str, Any]:
    """The table settings of ``source`` that a save keeps, by name (read back by ``restored``)."""
    return {f.name: getattr(source, f.name) for f, words in options(TableSettings)
            if words.saved}


def restored(settings: Mapping[str, object]) -> dict[str, Any]:
    """The table settings a save kept (``kept``), each checked against its field's type: one
    absent or of another type (an older or damaged file) is at its default."""
    out = {}
    for f, words in options(TableSettings):
        if words.saved:
            value = settings.get(f.name, f.default)
            out[f.name] = value if type(value) is type(f.default) else f.default
    return out
