"""Exotica's Recon and the planet discard pile: the ``recon_planet`` and
``planet_discard_to_empire`` ops, and Thorough Probing's hook (the recon itself, which
Escalation's cards use too, is ``rules/recon.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decide import ask
from ...effects import discard_from_hand, planet_to_empire
from ...kinds import K
from ...ops import hook, op
from ...plugin import Steps
from ...recon import recon_planet

if TYPE_CHECKING:
    from ...catalog import Effect
    from ...game import Game
    from ...state import Player


@op("recon_planet", "Recon the planet deck for {n}", "steady", 0.4, "card")
def _recon_planet(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    yield from recon_planet(game, p, e.n, e.what)


@op("planet_discard_to_empire", "Take a planet from the planet discard pile", "new_planet")
def planet_from_discard(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Double Back: take 1 planet card from the planet discard pile, face down into your empire."""
    pile = game.s.planet_discard
    if not pile:
        return
    opts = list(map(game.card_option, pile))
    (key,) = yield from ask(game, p.seat, K.PLANET_FROM_DISCARD, "Take which planet?", opts)
    pile.remove(key)
    planet_to_empire(game, p, key)
    game.say(f"{p.name} takes {game.name(key)} from the planet discard pile.")


@hook("thorough_probing")
def thorough_probing(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Thorough Probing: "Discard any number of cards. RECON the Planet deck for that number of
    cards." (The extra action is an ``extra_action`` op in the card data.)"""
    if not p.hand:
        return
    opts = list(map(game.card_option, p.hand))
    keys = yield from ask(game, p.seat, K.DISCARD, "Discard how many cards (recon that many)?",
                          opts, 0, len(opts))
    discard_from_hand(game, p, keys)
    if keys:
        yield from recon_planet(game, p, len(keys), None)
