"""Computer players. A bot answers from its seat's view and the pending decision only:

    bot = make_bot("greedy", seed=7)
    keys = bot.choose(game.view(d.player), d)   # d = game.pending; then game.answer(keys)

``parse_seats("Ann,bot:greedy,bot:random")`` turns a ``--players`` value into seat names and
the seats played by bots (for the command line and the setup screen).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..usertext import clean_name, shown, unique
from .base import Bot
from .greedy import GreedyBot
from .random_bot import RandomBot
from .search import SearchBot

BOTS: dict[str, type[Bot]] = {"random": RandomBot, "greedy": GreedyBot, "search": SearchBot}
BOT_PREFIX = "bot:"


def make_bot(name: str, seed: int = 0) -> Bot:
    """A new bot of the named kind (see ``BOTS``), with its own seeded random numbers."""
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; known: {', '.join(BOTS)}") from None


@dataclass
class Seats:
    """Seat names in order and the bot kind playing each bot seat (seat index -> kind)."""

    names: list[str]
    bots: dict[int, str] = field(default_factory=dict)

    def make_bots(self, seed: int = 0) -> dict[int, Bot]:
        return {seat: make_bot(kind, seed * 31 + seat) for seat, kind in self.bots.items()}


def parse_seats(text: str | list[str]) -> Seats:
    """``Ann,bot:greedy,bot:random`` -> names ``[Ann, Greedy, Random]``, bots ``{1: greedy,
    2: random}``. A bot seat may carry a name: ``Zed=bot:greedy``. A list is one seat per
    item (the setup screen's fields: a comma typed in a name stays in it). Names are cleaned
    (``usertext.clean_name``) and made unique."""
    names: list[str] = []
    bots: dict[int, str] = {}
    items = text.split(",") if isinstance(text, str) else text
    for seat, raw in enumerate(p.strip() for p in items):
        name, _, spec = raw.rpartition("=") if "=" in raw else ("", "", raw)
        if spec.lower().startswith(BOT_PREFIX):
            kind = spec[len(BOT_PREFIX):].strip().lower()
            if kind not in BOTS:
                raise ValueError(f"unknown bot {shown(kind)!r} in seat {seat + 1}; "
                                 f"known: {', '.join(BOTS)}")
            bots[seat] = kind
            name = clean_name(name) or kind.title()
        else:
            name = clean_name(raw)
        if not name:
            raise ValueError(f"seat {seat + 1} has no name")
        names.append(unique(name, names))
    if not 2 <= len(names) <= 5:
        raise ValueError(f"2 to 5 seats, not {len(names)}")
    return Seats(names, bots)


__all__ = ["BOTS", "Bot", "GreedyBot", "RandomBot", "SearchBot", "Seats", "make_bot", "parse_seats"]
