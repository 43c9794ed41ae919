"""Random-play fuzz with Escalation's ships: every answer keeps the invariants (card
conservation, no negative counts, replay), at 2-5 seats, alone and with Exotica; greedy plays
every ship decision and beats random."""

import pytest

from exotica_tui import sim


@pytest.mark.parametrize("sets,policy", [(["base", "escalation"], "random"),
                                         (["base", "escalation"], "progress"),
                                         (["base", "escalation", "exotica"], "progress")])
def test_escalation_games_keep_every_invariant(sets, policy):
    result = sim.run(games=12, players=(2, 5), seed=7, sets=sets, policy=policy)
    assert result["errors"] == []
    assert result["completed"] == 12


def test_greedy_plays_escalation_and_beats_random():
    result = sim.run(games=8, players=(2, 2), seed=3, sets=["base", "escalation"],
                     bots=["greedy", "random"])
    assert result["errors"] == [] and result["completed"] == 8
    assert result["wins_by_bot"]["greedy"] >= 7
