"""Final scoring (base-game.md §9): influence tokens + face-up planets + every technology you own.

Tie-break: most resources plus Fighters in the empire (a planet conquered with Scorched Earth
Policy holds none: base-game.md FAQ 37; Escalation's Destroyers and Battlecruisers do not count,
Fighter tokens on replenishing slots do: escalation.md §13); still tied, a shared victory.
Cult of the New (Exotica): "At the end of the game: each Exotic symbol = 1 Influence" (haloed
symbols).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict

from .effects import holders
from .fleet import SIZES
from .points import tally

BIG_SHIPS = SIZES[1:]  # Destroyers and Battlecruisers

if TYPE_CHECKING:
    from .game import Game
    from .state import Player


class Score(BaseModel):
    # defer_build: scores are built at the game's end, not on the path of a start (issue 13)
    model_config = ConfigDict(defer_build=True)

    seat: int
    name: str
    tokens: int
    planets: int
    techs: int
    other: int
    total: int
    tiebreak: int
    rank: int = 0


def score(game: Game, p: Player) -> Score:
    planets, techs, other, tiebreak = tally(game, p)
    # Resources and Fighters (slot tokens included); never Destroyers or Battlecruisers (§13).
    tiebreak += sum(1 for _, _, res in holders(game, p) for r in res
                    if r is not None and r not in BIG_SHIPS)
    tiebreak += p.fleet.fighters
    total = p.influence + planets + techs + other
    return Score(seat=p.seat, name=p.name, tokens=p.influence, planets=planets,
                 techs=techs, other=other, total=total, tiebreak=tiebreak)


def scores(game: Game) -> list[Score]:
    """Scores in seat order; ``rank`` 1 is the winner (equal ranks share a victory). Players
    who won at once (``State.victors``: Coalition Victory) rank before every other."""
    out = [score(game, p) for p in game.players]
    won = game.s.victors

    def key(s: Score) -> tuple[bool, int, int]:
        return s.seat in won, s.total, s.tiebreak

    keyed = sorted((key(s) for s in out), reverse=True)
    for s in out:
        s.rank = 1 + keyed.index(key(s))
    return out

