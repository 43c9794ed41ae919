"""The worlds the search and expert bots imagine have the sets of the real game (Escalation's
Fleet tiles, the Promo Pack), so a Fleet-tile action is played in them, not scored -inf."""

from __future__ import annotations

import random

from exotica_tui.bots.worlds import imagine
from exotica_tui.rules import Game, GameConfig

ALL = ["base", "escalation", "exotica", "exotica-promo"]


def started(sets: list[str], players: int = 2) -> Game:
    g = Game.new(GameConfig(players=[f"P{k}" for k in range(players)], sets=sets, seed=4))
    rng = random.Random(1)
    while g.pending.kind != "action":
        g.answer(random.Random(rng.random()).sample(g.pending.keys(), g.pending.min))
    return g


def test_an_imagined_world_keeps_the_sets_and_each_fleet_tile():
    for sets in (["base"], ["base", "escalation"], ["base", "exotica"], ALL):
        g = started(sets)
        view = g.view(g.pending.player)
        assert view.sets == sets
        world, first = imagine(view, random.Random(2), "action")
        assert world.config.sets == sets
        assert [p.fleet_tile for p in world.s.players] == [p.fleet_tile for p in g.s.players]
        assert set(first.keys()) == set(g.pending.keys())
