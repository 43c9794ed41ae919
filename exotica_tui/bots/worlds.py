"""Imagined games: a full game state built from one seat's view alone, hidden cards sampled.

This is how the search bots look ahead without seeing what they may not: every fact comes from
the ``GameView``; what the view hides (other hands, every deck's order and contents, the fronts
of other players' face-down planets, the planet deck below its top) is drawn at random from
plausible cards. The imagined game then plays on through the ordinary rules core.

Hands and decks two ways. By default (the search bot, issue 15's fixed yardstick) each hidden
card is drawn, with replacement, from the seat's seen role and technology cards (discard,
played, hand) or the starting mix. ``exact`` (the expert at 2 seats) deals what a player with
perfect memory knows: each seat's hand and deck hold exactly its public pool
(``PlayerView.pool``), another seat's hand a random part of it, the own deck the pool less the
own hand, shuffled.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from functools import cache

from ..rules.catalog_cache import default_catalog
from ..rules.decision import Decision
from ..rules.game import Game
from ..rules.imagine import imagine as imagine_game
from ..rules.roletable import STACKS
from ..rules.views import GameView, PlanetView, PlayerView, offered_prices, player_view
from .knowledge import card


@cache
def starting_mix() -> list[str]:
    """The role cards of a starting deck (the base setup table), stack by stack."""
    deck = default_catalog().setups["base"].starting_deck
    return [s.card for s in STACKS for _ in range(getattr(deck, s.key))]


class Imagined:
    """Draws the hidden parts of one world consistently with ``view`` (``rules.imagine.Hidden``:
    the rules build the world); ``exact``: hands and decks dealt from each seat's pool
    (``deal``), else drawn like its seen cards (``proxy``)."""

    def __init__(self, view: GameView, rng: random.Random, exact: bool = False):
        self.view = view
        self.rng = rng
        self.exact = exact
        self.ids = itertools.count()
        self.sets = view.sets  # the real game's (public): its setup table and final round
        seen = set(view.planet_discard) | set(view.looking) | set(view.removed)
        seen |= {pl.card for p in view.players for pl in p.planets if pl.card}
        planets, starts = planet_cards(tuple(self.sets))
        self.planets = [c for c in planets if c.id not in seen]
        self.starts = [c for c in starts if c.id not in seen]  # rarely face down
        self.kinds: dict[int, list[str]] = {}  # a seat's seen cards of the kinds proxied

    def fresh(self, card_id: str) -> str:
        return f"{card_id}#w{next(self.ids)}"

    def proxy(self, pv: PlayerView) -> str:
        """A card like the unseen cards of ``pv``: one of its seen cards, or a starting card."""
        seen = self.kinds.get(pv.seat)
        if seen is None:
            seen = self.kinds[pv.seat] = [
                c for c in list(pv.discard) + list(pv.played) + list(pv.hand or [])
                if card(c).kind in ("role", "tech", "politics")]
        return self.fresh(card(self.rng.choice(seen or starting_mix())).id)

    def front(self, pl: PlanetView | None) -> str:
        """A planet card with the public survey side of ``pl`` (any planet if None)."""
        def fits(pool: list) -> list:
            if pl is None:
                return pool
            return [c for c in pool if c.planet_type == pl.planet_type
                    and c.warfare_cost == pl.warfare_cost and c.warfare_ships == pl.warfare_ships
                    and c.colonize_cost == pl.colonize_cost]

        return self.fresh(self.rng.choice(fits(self.planets) or fits(self.starts)
                                          or self.planets).id)

    def deal(self, pv: PlayerView) -> tuple[list[str], list[str]]:
        """The seat's hand and deck from its pool: its own hand as seen and the rest of the pool
        as its deck, or (another seat) the pool shuffled, the hand its first ``hand_count``."""
        if pv.hand is not None:
            rest = Counter(pv.pool)
            rest.subtract(card(c).id for c in pv.hand)
            deck = [self.fresh(c) for c in rest.elements()]
            self.rng.shuffle(deck)
            return list(pv.hand), deck
        cards = [self.fresh(c) for c in pv.pool]
        self.rng.shuffle(cards)
        return cards[:pv.hand_count], cards[pv.hand_count:]

    def cards(self, pv: PlayerView) -> tuple[list[str], list[str]]:
        if self.exact:
            return self.deal(pv)
        hand = list(pv.hand) if pv.hand is not None else [self.proxy(pv)
                                                          for _ in range(pv.hand_count)]
        return hand, [self.proxy(pv) for _ in range(pv.deck_count)]

    def seed(self) -> float:
        return self.rng.random()


def imagine(view: GameView, rng: random.Random, phase: str, role: str | None = None,
            exact: bool = False) -> tuple[Game, Decision | None]:
    """A game consistent with ``view`` (``rules.imagine``) whose hidden parts ``Imagined``
    draws; ``exact``: hands and decks dealt from the seats' pools."""
    return imagine_game(view, Imagined(view, rng, exact), phase, role)


@cache
def planet_cards(sets: tuple[str, ...]) -> tuple[list, list]:
    """The planets and the start planets of these card sets, in the catalog's order."""
    cards = default_catalog().of_set(*sets)
    return ([c for c in cards if c.kind == "planet"],
            [c for c in cards if c.kind == "start_planet"])


def standing(game: Game, seat: int, temper: float | None = None) -> float:
    """Seat's worth in an imagined game (``worths``) less the other seats' taken as one
    (``rival``): their mean by default, as the search bot judges."""
    values = worths(game)
    mine = values.pop(seat)
    return mine - rival(values, temper)


def rival(others: list[float], temper: float | None = None) -> float:
    """The other seats' worths as the one figure to beat. ``None``: their mean (beating the
    average seat); 0: their best (winning); in between, the soft maximum ``temper *
    log(mean(exp(w / temper)))``, which runs from the best (a small ``temper``, in points) to
    the mean (a large one): the leader weighs most, a seat far behind next to nothing. With
    one other seat each is that seat's worth."""
    if len(others) == 1 or temper is None:
        return sum(others) / len(others)
    best = max(others)
    if temper <= 0:
        return best
    return best + temper * math.log(sum(math.exp((w - best) / temper) for w in others)
                                    / len(others))


def worths(game: Game) -> list[float]:
    """Each seat's score plus what is in the works (``Judge.potential``), in an imagined game."""
    from .values import Judge

    totals = {s.seat: s.total for s in game.scores()}
    return [totals[q] + Judge(RolloutView(game, q)).potential() for q in range(len(game.players))]


class RolloutView:
    """A seat's view of an imagined game, built only as far as the greedy judgement reads it.

    Rollouts build a view for every decision, and ``game.view`` builds every seat's
    ``PlayerView`` and the log (40% of a 4-seat rollout's time); the judgement reads its own
    seat and a few public counts. So the other seats' views are built on first reading, and
    any field not set here comes from the full view. Only for games the bot imagined: the
    lists are the imagined state's own, read, never changed.
    """

    def __init__(self, game: Game, seat: int):
        s = game.s
        self._game, self.seat, self.active, self.turn_no = game, seat, s.active, s.turn_no
        self.supply, self.end_triggered, self.last_round = s.supply, s.end_triggered, s.last_round
        self.stacks = {k: len(v) for k, v in s.stacks.items()}
        self.planet_deck_count, self.planet_discard = len(s.planet_deck), s.planet_discard
        self.techs, self.removed = s.techs, s.removed
        d = game.pending
        if d is not None and d.player == seat:  # else a look is private: the full view's rule
            self.looking = s.looking
        self.players = LazySeats(game, seat)

    @property
    def offers(self) -> dict[str, list[dict[str, int]]]:
        """``GameView.offers``, built when read (most decisions value no planet card)."""
        return offered_prices(self._game, self.seat)[0]

    @property
    def settles(self) -> dict[str, int | None]:
        """``GameView.settles``, built when read."""
        return offered_prices(self._game, self.seat)[1]

    def __getattr__(self, name: str):
        return getattr(self._game.view(self.seat), name)


class LazySeats(list):
    """The seats' ``PlayerView``s of ``RolloutView``, each built when first read."""

    def __init__(self, game: Game, seat: int):
        super().__init__([None] * len(game.s.players))
        self._game, self._seat = game, seat

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        pv = super().__getitem__(i)
        if pv is None:
            pv = player_view(self._game, self._game.s.players[i], self._seat)
            super().__setitem__(i, pv)
        return pv

    def __iter__(self):
        return (self[k] for k in range(len(self)))
