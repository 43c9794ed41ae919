"""Coalition Victory (the seed's Technology Card Appendix): "If you have three (2P-3P; two at
4P-5P) each Advanced, Fertile, Metallic Planets in play (face-up), you win the game."

The passive ``coalition_victory`` carries the number of each type needed (``n``); the card of
the other seat count stays in the box (its ``seats``). Ruling: the condition is checked at the
end of every turn (yours or another's: a follow can settle planets), and the game ends then,
every player who meets it winning (``CardSet.winners``; scoring ranks the winners first).
Only face-up planets of the three printed types count: Exotica's Coalition makes Exotic planets
stand in for technology requirements, not here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...research import planet_types
from ...symbols import face_up_cards

if TYPE_CHECKING:
    from ...game import Game
    from ...state import Player

TYPES = ("A", "F", "M")


def need(game: Game, p: Player) -> int | None:
    """Planets of each type p needs to win, or None without a Coalition Victory in play."""
    ns = [pa.n for c in face_up_cards(game, p) if (pa := c.passive("coalition_victory"))]
    return min(ns) if ns else None


def coalition_winners(game: Game) -> list[int]:
    out = []
    for p in game.players:
        n = need(game, p)
        if n is not None:
            have = planet_types(game, p)
            if all(have.get(t, 0) >= n for t in TYPES):
                out.append(p.seat)
    return out
