"""RECON, used by Exotica and Escalation cards: "Search the Planet deck and discard pile for
any N (Asteroid) card(s), shuffle the Planet deck, and place the chosen card(s) on top"
(Exotica rulebook, New Terminology, Recon); a player's own deck the same way with their discard
pile (escalation.md §9.2, RECON: Synthesize).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from .decide import ask
from .decision import Decision, Option
from .kinds import K
from .words import count

if TYPE_CHECKING:
    from .game import Game
    from .state import Player

Steps = Generator[Decision, list[str], None]


def recon_planet(game: Game, p: Player, n: int, what: str | None) -> Steps:
    """Recon the planet deck (``what = "asteroid"``: Asteroids only). Chosen in order: the
    first key ends on top."""
    cards, pool = planet_search(game, what)
    keys = yield from recon_pick(game, p, pool, n, "the planet deck")
    if keys is not None:
        restack_planets(game, cards, keys)


def planet_search(game: Game, what: str | None) -> tuple[list[str], list[str]]:
    """The planet deck and discard pile searched together, and the cards a recon may choose
    from them (``what = "asteroid"``: Asteroids only)."""
    cards = game.s.planet_deck + game.s.planet_discard
    return cards, [c for c in cards if game.card(c).is_asteroid] if what == "asteroid" else cards


def restack_planets(game: Game, cards: list[str], keys: list[str]) -> None:
    """After a recon of the planet deck: ``cards`` (deck and discard pile) shuffled into the
    deck, the chosen ``keys`` on top."""
    game.s.set_planet_deck(on_top(game, cards, keys))
    game.s.planet_discard = []


def recon_options(game: Game, pool: list[str]) -> list[Option]:
    return list(map(game.card_option, sorted(pool)))


def recon_pick(game: Game, p: Player, pool: list[str], n: int,
               where: str) -> Generator[Decision, list[str], list[str] | None]:
    """Ask for up to n cards of ``pool`` in order (first = top); None when there is none."""
    if not pool:
        return None
    opts = recon_options(game, pool)
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


def recon_deck(game: Game, p: Player, n: int) -> Steps:
    """Recon p's own deck and discard pile; the chosen cards end on top of the deck."""
    cards = p.deck + p.discard
    keys = yield from recon_pick(game, p, cards, n, "their deck")
    if keys is not None:
        game.s.set_deck(p, on_top(game, cards, keys))
        p.discard = []
