"""Exotica's Recon and the planet discard pile: the ``recon_planet`` and
``planet_discard_to_empire`` ops, and Thorough Probing's hook.

"Search the Planet deck and discard pile for any N (Asteroid) card(s), shuffle the Planet deck,
and place the chosen card(s) on top" (New Terminology, Recon).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from ...decision import Decision, Option
from ...effects import discard_from_hand, planet_to_empire
from ...game import ask
from ...kinds import K
from ...ops import hook, op
from ...words import count
from .. import Steps

if TYPE_CHECKING:
    from ...catalog import Effect
    from ...game import Game
    from ...state import Player


@op("recon_planet", "Recon the planet deck for {n}", "steady", 0.4, "card")
def _recon_planet(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    yield from recon_planet(game, p, e.n, e.what)


def recon_planet(game: Game, p: Player, n: int, what: str | None) -> Steps:
    """Recon the planet deck (``what = "asteroid"``: Asteroids only). Chosen in order: the
    first key ends on top."""
    s = game.s
    cards = s.planet_deck + s.planet_discard
    pool = [c for c in cards if game.card(c).is_asteroid] if what == "asteroid" else cards
    keys = yield from recon_pick(game, p, pool, n, "the planet deck")
    if keys is not None:
        s.planet_deck, s.planet_discard = on_top(game, cards, keys), []


def recon_pick(game: Game, p: Player, pool: list[str], n: int,
               where: str) -> Generator[Decision, list[str], list[str] | None]:
    """Ask for up to n cards of ``pool`` in order (first = top); None when there is none."""
    if not pool:
        return None
    opts = [Option(c, game.name(c), c) for c in sorted(pool)]
    k = min(n, len(opts))
    keys = yield from ask(game, p.seat, K.RECON_PICK,
                          f"Recon: choose {count(k, 'card')} for the top of "
                          f"{where.replace('their', 'your')} (first = top).", opts, k, k,
                          ordered=True)
    game.say(f"{p.name} recons {where} for {count(k, 'card')}.")
    return keys


def on_top(game: Game, cards: list[str], keys: list[str]) -> list[str]:
    """The searched pile shuffled, with the chosen cards on top in the chosen order."""
    rest = [c for c in cards if c not in keys]
    game.s.rng.shuffle(rest)
    return rest + list(reversed(keys))


@op("planet_discard_to_empire", "Take a planet from the planet discard pile", "new_planet")
def planet_from_discard(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Double Back: take 1 planet card from the planet discard pile, face down into your empire."""
    pile = game.s.planet_discard
    if not pile:
        return
    opts = [Option(c, game.name(c), c) for c in pile]
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
    opts = [Option(c, game.name(c), c) for c in p.hand]
    keys = yield from ask(game, p.seat, K.DISCARD, "Discard how many cards (recon that many)?",
                          opts, 0, len(opts))
    discard_from_hand(game, p, keys)
    if keys:
        yield from recon_planet(game, p, len(keys), None)
