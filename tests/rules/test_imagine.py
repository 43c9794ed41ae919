"""A game rebuilt from a seat's view (``rules/imagine.py``, issue 31 item 2): given the true
hidden parts, the view alone gives back the whole state, every zone, player and count (but the
box, which no view shows, and the random numbers). So a field of the state missing from the
view, or from the rebuilding, fails here."""

from __future__ import annotations

import random

import pytest

from exotica_tui.rules import Game, GameConfig
from exotica_tui.rules.imagine import imagined_state
from exotica_tui.rules.views import full_state

ALL = ["base", "escalation", "exotica", "exotica-promo"]


class TrueHidden:
    """The hidden parts as they are, in the order ``imagined_state`` asks for them."""

    def __init__(self, game: Game):
        s = game.s
        self.players = {p.seat: p for p in s.players}
        fronts = list(s.planet_deck)  # the deck bottom first, its top last
        view = game.view(0)
        fronts += [pl.card for p, pv in zip(s.players, view.players, strict=True)
                   for pl, seen in zip(p.planets, pv.planets, strict=True) if seen.card is None]
        self.fronts = iter(fronts)
        self.stacks = iter([c for pile in s.stacks.values() for c in pile[:-1]])

    def cards(self, pv):
        p = self.players[pv.seat]
        return list(p.hand), list(p.deck)

    def front(self, pl) -> str:
        return next(self.fronts)

    def fresh(self, card_id: str) -> str:
        return next(self.stacks)

    def seed(self) -> float:
        return 0.5


def public(game: Game, state) -> dict:
    real = game.s
    game.s = state
    try:
        out = full_state(game)
    finally:
        game.s = real
    del out["rng"], out["zones"]["box"]
    return out


@pytest.mark.parametrize("seed", range(3))
def test_a_view_and_the_true_hidden_parts_give_back_the_state(seed):
    g = Game.new(GameConfig(players=["A", "B", "C"], sets=ALL, seed=seed, scenarios="random"))
    rng = random.Random(seed)
    for step in range(400):
        if g.pending is None:
            break
        if step % 25 == 0:
            view = g.view(0)
            assert public(g, imagined_state(g, view, TrueHidden(g))) == public(g, g.s)
        d = g.pending
        g.answer(rng.sample(d.keys(), d.min))
