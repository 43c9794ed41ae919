"""A table before play: its seats (people or bots), card sets, variants and table settings,
from the setup screen, the command line or a save. No Textual here: the hot-seat app and the
host (``net/``) set up their tables alike."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..game_options import RuleOptions, TableSettings, kept, restored, values
from ..rules import Game, GameConfig
from ..rules.decision import Decision
from ..rules.views import GameView
from ..usertext import clean_name

if TYPE_CHECKING:
    import argparse

DEFAULT_SPEED = 3.0  # bot answers per second while someone watches

BotPolicy = Callable[[GameView, Decision], list[str]]  # a bot sees its seat's view only


@dataclass(slots=True)
class Seat:
    name: str
    auto_dissent: bool = True
    bot: BotPolicy | None = None  # the seam for computer players; None is a human
    bot_kind: str | None = None  # "greedy", ... (what a save remembers)

    def __post_init__(self) -> None:
        self.name = clean_name(self.name)  # whoever seats a player: names are data


def parse_seats(text: str | list[str], auto_dissent: bool = True, seed: int = 0) -> list[Seat]:
    """``Ann,bot:greedy,Zed=bot:random`` (or a list, one seat each) -> seats; raises
    ValueError with a message."""
    from ..bots import make_bot
    from ..bots import parse_seats as parse

    seats = parse(text)
    return [bot_seat(name, seats.bots[i], seed * 31 + i, make_bot) if i in seats.bots
            else Seat(name, auto_dissent) for i, name in enumerate(seats.names)]


def bot_seat(name: str, kind: str, seed: int, make_bot) -> Seat:
    bot = make_bot(kind, seed)
    return Seat(name, bot=bot.choose, bot_kind=kind)


@dataclass(slots=True, kw_only=True)
class Setup(RuleOptions, TableSettings):
    """Everything the setup screen asks; enough to start (or restart) a game: the seats, the
    sets, the seed, and every option of game_options.py (the rules' and the table's)."""

    seats: list[Seat]
    sets: list[str] = field(default_factory=lambda: ["base"])
    seed: int | None = None

    def check(self) -> Setup:
        """This setup if the rules accept it, else ValueError (``ConfigError``) with a message
        for the player."""
        self.config(0)
        return self

    def config(self, seed: int) -> GameConfig:
        return GameConfig(players=[s.name for s in self.seats], seed=seed, sets=self.sets,
                          **values(RuleOptions, self))

    @property
    def pace(self) -> float:
        """Seconds between two bot answers while someone watches (``speed`` answers a second)."""
        return pace(self)

    def settings(self) -> dict:
        """What a save keeps beside the record: table settings that are not rules (read back
        by ``setup_of``)."""
        return {**kept(self), "auto_dissent": [s.auto_dissent for s in self.seats],
                "bots": {str(i): s.bot_kind for i, s in enumerate(self.seats) if s.bot_kind}}


def pace(table: TableSettings) -> float:
    """Seconds between two bot answers while someone watches a table set to ``table.speed``
    answers a second (``DEFAULT_SPEED`` when not set)."""
    return 1 / (table.speed or DEFAULT_SPEED)


def table_of(args: argparse.Namespace) -> TableSettings:
    """The table settings the command line gives (each at its default when not given): what
    a table without a ``Setup`` yet (the setup screen, a save to load) is set to."""
    return TableSettings(**values(TableSettings, args))


def setup_of(game: Game, settings: Mapping[str, object] | None = None,
             table: TableSettings | None = None) -> Setup:
    """The setup of a loaded game: its configuration and the table settings its save kept
    (``Setup.settings``: bot seats, auto-dissent, the table settings); those a save does not
    keep (speed) from ``table`` (the command line's, ``table_of``). A seat whose bot this
    version does not know is played by a person."""
    from ..bots import known_bot, make_bot

    cfg, settings = game.config, settings or {}
    bots = settings.get("bots")
    bots = bots if isinstance(bots, dict) else {}
    dissent = settings.get("auto_dissent")
    dissent = dissent if isinstance(dissent, list) else []
    seats = []
    for i, name in enumerate(cfg.players):
        kind = bots.get(str(i))
        if isinstance(kind, str) and known_bot(kind):
            seats.append(bot_seat(name, kind, cfg.seed * 31 + i, make_bot))
        else:
            auto = dissent[i] if i < len(dissent) and isinstance(dissent[i], bool) else True
            seats.append(Seat(name, auto))
    unsaved = {k: v for k, v in values(TableSettings, table).items() if k not in kept(table)} \
        if table is not None else {}
    return Setup(seats=seats, sets=list(cfg.sets), seed=cfg.seed, **values(RuleOptions, cfg),
                 **(unsaved | restored(settings)))


def setup_from_args(args: argparse.Namespace) -> Setup | None:
    """The setup given on the command line, or None to show the setup screen. Raises
    ValueError with a message for the player."""
    if not args.players:
        return None
    seed = args.seed if args.seed is not None else random.randrange(1_000_000)
    seats = parse_seats(args.players, not getattr(args, "no_auto_dissent", False), seed)
    setup = Setup(seats=seats, sets=args.sets or ["base"], seed=seed,
                  **values(RuleOptions, args), **values(TableSettings, args))
    return setup.check()
