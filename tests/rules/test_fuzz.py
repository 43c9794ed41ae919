"""Random-play fuzz: seeded games at every seat count, invariants checked after every answer."""

import pytest

from exotica_tui import sim


@pytest.mark.parametrize("sets", [["base"]])
def test_random_games_keep_every_invariant(sets):
    result = sim.run(games=40, players=(2, 5), seed=11, sets=sets, five_without_escalation=True)
    assert result["errors"] == []
    assert result["completed"] == 40
    assert result["mean_turns"] > 10


@pytest.mark.parametrize("scenarios", ["none", "random", "draft"])
def test_exotica_games_keep_every_invariant(scenarios):
    result = sim.run(games=12, players=(2, 5), seed=5, sets=["base", "exotica"],
                     policy="progress", scenarios=scenarios, five_without_escalation=True)
    assert result["errors"] == []
    assert result["completed"] == 12
