"""Hooks of the Exotica Promo Pack technologies whose text is not a plain list of ops (the
seed's Technology Card Appendix, "Exotica Promo Pack"). Each function cites its card.

The Mimics are in ``mimic.py``, Coalition Victory in ``victory.py``, Mutagenesis and Stolen
Trade Secrets (the cards that take from another player) in ``taking.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decide import ask
from ...decision import Option
from ...effects import discard_from_hand, draw
from ...kinds import K
from ...ops import hook
from ...plugin import Steps
from ...roletable import ROLE_NAMES, ROLE_SYMBOLS
from ...state import opponents
from ...symbols import face_up_asteroids
from ...words import count

if TYPE_CHECKING:
    from ...catalog import Effect
    from ...game import Game
    from ...state import Player


@hook("asteroidal_sentry")
def asteroidal_sentry(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Asteroidal Sentry: "If you have at least 1 face-up Asteroid in your Empire: draw 1
    card." Ruling: the card names no moment, so like Alien Advisory it acts at the beginning of
    each of your turns (its trigger)."""
    if face_up_asteroids(game, p):
        draw(game, p, e.n)
    yield from ()


@hook("draw_per_permanent")
def draw_per_permanent(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Technological Display: "Draw 1 card for each Permanent Technology in your Empire" (the
    Mining and Fleet tiles are not technologies: reconstruction §5)."""
    if p.permanents:
        draw(game, p, e.n * len(p.permanents))
    yield from ()


@hook("political_sabotage")
def political_sabotage(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Political Sabotage: "Choose a Role symbol. Each opponent must reveal their hand and
    discard all cards with that Role symbol." The revealed hands are logged for everyone."""
    opts = [Option(r, ROLE_NAMES[r]) for r in ROLE_SYMBOLS]
    (role,) = yield from ask(game, p.seat, K.SABOTAGE_SYMBOL,
                             "Political Sabotage: opponents discard every card with which "
                             "Role symbol?", opts)
    game.say(f"{p.name} names {ROLE_NAMES[role]}.")
    for q in opponents(game.players, p):
        shown = ", ".join(game.name(c) for c in q.hand) or "nothing"
        game.say(f"{q.name} reveals {shown}.")
        discard_from_hand(game, q, [c for c in q.hand if role in game.card(c).symbols])


@hook("crunch_time")
def crunch_time(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Crunch Time: "Draw 3 cards. You may discard standard Survey cards from your hand. For
    each card discarded this way, you may play an additional Action during this Action
    phase." (Its "Draw 3" is a ``draw`` op before this hook.)"""
    surveys = [c for c in p.hand if game.card(c).kind == "role" and game.card(c).stack == "S"]
    if not surveys:
        return
    opts = list(map(game.card_option, surveys))
    keys = yield from ask(game, p.seat, K.DISCARD,
                          "Discard Survey cards: 1 additional action each?", opts, 0, len(opts))
    discard_from_hand(game, p, keys)
    if keys:
        p.turn.extra_actions += len(keys)
        game.say(f"{p.name} may play {count(len(keys), 'additional action')}.")


@hook("create_chaos")
def create_chaos(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Create Chaos: "Opponents must discard all cards in their hands. REPARATIONS: Draw 2
    cards." Every opponent who discarded (even an empty hand) draws the reparations."""
    for q in opponents(game.players, p):
        discard_from_hand(game, q, list(q.hand))
        game.say(f"{q.name} draws {count(e.n, 'card')} as reparations.")
        draw(game, q, e.n)
    yield from ()
