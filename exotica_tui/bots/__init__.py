"""Computer players. A bot answers from its seat's view and the pending decision only:

    bot = make_bot("greedy", seed=7)
    keys = bot.choose(game.view(d.player), d)   # d = game.pending; then game.answer(keys)

``parse_seats("Ann,bot:greedy,bot:random")`` turns a ``--players`` value into seat names and
the seats played by bots (for the command line and the setup screen).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..usertext import clean_name, refusal, shown, unique
from .base import Bot
from .expert import ExpertBot
from .greedy import GreedyBot
from .learned import LearnedBot
from .random_bot import RandomBot
from .search import SearchBot

BOTS: dict[str, type[Bot]] = {"random": RandomBot, "greedy": GreedyBot, "search": SearchBot,
                              "expert": ExpertBot, "learned": LearnedBot}
BOT_PREFIX = "bot:"
MAX_THINK = 60.0  # seconds per decision a bot kind may ask for (``expert:0.2``)


def make_bot(name: str, seed: int = 0) -> Bot:
    """A new bot of the named kind (see ``BOTS``), with its own seeded random numbers;
    ``expert:0.2`` gives the expert 0.2 s per decision."""
    kind, think = split_kind(name)
    return BOTS[kind](seed) if think is None else ExpertBot(seed, think=think)


def split_kind(name: str) -> tuple[str, float | None]:
    """``expert:0.2`` -> ("expert", 0.2); ``greedy`` -> ("greedy", None). ValueError with a
    message for anything else."""
    kind, colon, arg = name.strip().lower().partition(":")
    if kind not in BOTS:
        raise ValueError(f"unknown bot {shown(kind)!r}; known: {', '.join(BOTS)}")
    if not colon:
        return kind, None
    try:
        think = float(arg)
    except ValueError:
        think = -1.0
    if kind != "expert" or not 0 < think <= MAX_THINK:
        raise ValueError(f"bot {shown(name)!r}: only expert takes a time, e.g. expert:0.2 "
                         f"(seconds per decision, at most {MAX_THINK:g})")
    return kind, think


def known_bot(name: str) -> bool:
    """Whether ``make_bot`` accepts ``name`` (a kind a save remembers may be from elsewhere)."""
    try:
        split_kind(name)
    except ValueError:
        return False
    return True


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
    (``usertext.clean_name``), numbered when the same (``Random 2``), and refused when they
    show no letter, fake a table marker or look like another seat (``usertext.refusal``)."""
    names: list[str] = []
    bots: dict[int, str] = {}
    items = text.split(",") if isinstance(text, str) else text
    for seat, raw in enumerate(p.strip() for p in items):
        name, _, spec = raw.rpartition("=") if "=" in raw else ("", "", raw)
        if spec.lower().startswith(BOT_PREFIX):
            kind = spec[len(BOT_PREFIX):].strip().lower()
            try:
                base = split_kind(kind)[0]
            except ValueError as exc:
                raise ValueError(f"seat {seat + 1}: {exc}") from None
            bots[seat] = kind
            name = clean_name(name) or base.title()
        elif not raw:
            raise ValueError(f"seat {seat + 1} has no name")
        else:
            name = clean_name(raw)
        name = unique(name, names)
        if why := refusal(name, names):
            raise ValueError(f"seat {seat + 1}: {why}")
        names.append(name)
    if not 2 <= len(names) <= 5:
        raise ValueError(f"2 to 5 seats, not {len(names)}")
    return Seats(names, bots)


__all__ = ["BOTS", "Bot", "ExpertBot", "GreedyBot", "RandomBot", "SearchBot", "Seats",
           "known_bot", "make_bot", "parse_seats", "split_kind"]
