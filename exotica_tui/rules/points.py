"""The points a player would score if the game ended now (base-game.md §9; ``scoring.py``
ranks them): kept apart from ``Score``, a pydantic model, so that a view (``PlayerView.score``)
costs no pydantic import at the start of a table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .symbols import face_up_cards, halo_exotic, has

if TYPE_CHECKING:
    from .game import Game
    from .state import Player


def owned_techs(game: Game, p: Player) -> list[str]:
    """Technology faces a player owns anywhere: hand, deck, discard, played, colonies, in play."""
    cards = p.hand + p.deck + p.discard + p.played + [c for pl in p.planets for c in pl.colonies]
    faces = [c for c in cards if game.card(c).kind == "tech"]
    return faces + [pm.face for pm in p.permanents]


def tally(game: Game, p: Player) -> tuple[int, int, int, int]:
    """(planets, techs, other, the card sets' tie-break) of p's score if the game ended now.
    Every part is public (a seat's pool of cards is: ``views.pool_of``), so a seat's view shows
    the total (``PlayerView.score``)."""
    return planet_points(game, p), tech_points(game, p), *other_points(game, p)


def planet_points(game: Game, p: Player) -> int:
    return sum(c.influence for c in face_up_cards(game, p) if c.kind != "tech")


def tech_points(game: Game, p: Player) -> int:
    return sum(game.card(c).influence for c in owned_techs(game, p))


def other_points(game: Game, p: Player) -> tuple[int, int]:
    """(Cult of the New's and the card sets' influence, the card sets' tie-break)."""
    n = has(game, p, "exotic_influence")
    other = halo_exotic(game, p) * n if n else 0
    ties = 0
    for end_scores in game.hooks.end_scores:  # Escalation: a held Battlecruiser
        more, more_ties = end_scores(game, p)
        other, ties = other + more, ties + more_ties
    return other, ties


def total(game: Game, p: Player) -> int:
    """p's score if the game ended now (``Score.total``)."""
    planets, techs, other, _ = tally(game, p)
    return p.influence + planets + techs + other


def winners(scores: list) -> list:
    """The winners of final ``scores`` (``scoring.scores``): every rank 1 (tied players share
    a victory: base-game.md §9), in seat order."""
    return [s for s in scores if s.rank == 1]


def win_shares(scores: list) -> dict[int, float]:
    """Each seat's share of the victory: 1 for a sole winner, 1/n for each of n tied winners,
    0 for every other seat (what a bot's imagined game or a run of games counts as
    won: here, not in ``scoring``, which builds the state's scores, so bots may import it)."""
    top = winners(scores)
    return {s.seat: (1 / len(top) if s.rank == 1 else 0.0) for s in scores}
