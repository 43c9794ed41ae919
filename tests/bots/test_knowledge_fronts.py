"""The bots' ``knowledge.fronts`` names, from a seat's view, the cards whose passives a seat has
besides its empire (Mining and Fleet tiles, scenario). The bots may not import the rules
modules that know this (``tests/bots/test_isolation.py``), so this test is the guard that the
two lists agree: each card set's ``passive_cards``, asked through ``game.hooks``, against
``fronts`` over random games with every set and random scenarios."""

from __future__ import annotations

import random

from exotica_tui.bots.knowledge import fronts
from exotica_tui.rules import Game, GameConfig

ALL = ["base", "escalation", "exotica", "exotica-promo"]


def rules_fronts(game: Game, seat: int) -> list[str]:
    p = game.s.players[seat]
    return sorted(c.id for more in game.hooks.passive_cards for c in more(game, p))


def test_fronts_name_the_cards_each_set_gives_passives_from():
    seen = set()
    for seed in range(6):
        sets = ALL if seed % 2 else ["base", "exotica"]
        g = Game.new(GameConfig(players=["A", "B", "C"], sets=sets, seed=seed,
                                scenarios="random"))
        rng = random.Random(seed)
        while g.pending is not None and g.s.turn_no < 12:
            for seat in range(3):
                have = rules_fronts(g, seat)
                assert sorted(c.id for c in fronts(g.view(seat).players[seat])) == have
                seen.update(have)
            d = g.pending
            g.answer(rng.sample(d.keys(), d.min))
    tiles = {"mining", "improved-mining", "basic-fleet", "improved-fleet"}
    assert tiles <= seen and len(seen - tiles) >= 6  # both faces of each tile, and scenarios
