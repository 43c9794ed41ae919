"""The search bot: greedy candidates, checked by rollouts in worlds imagined from its view."""

import pytest

from exotica_tui.bots import make_bot
from tests.bots.play import play_turn
from tests.rules.builders import new_game, start_turn


@pytest.mark.parametrize("kind", ["search"])  # the expert searches its follows too
def test_search_answers_like_greedy_outside_its_own_action_and_role(kind):
    g = new_game(seed=8)
    start_turn(g, 0)
    seen = play_turn(g, {1: kind})
    follows = [(kind, keys) for seat, kind, keys in seen if seat == 1]
    assert follows, "the other seat had a decision"
    g2 = new_game(seed=8)
    start_turn(g2, 0)
    assert [(k, keys) for s, k, keys in play_turn(g2, {}) if s == 1] == follows


def test_search_picks_among_the_greedy_candidates():
    from exotica_tui.bots.greedy import SCORES
    from exotica_tui.bots.search import CANDIDATES
    from exotica_tui.bots.values import Judge

    g = new_game(seed=9)
    start_turn(g, 0)
    for _ in range(2):
        d = g.pending
        view = g.view(d.player)
        ranked = sorted(SCORES[d.kind](Judge(view), d).items(), key=lambda kv: -kv[1])
        (key,) = make_bot("search", 1).choose(view, d)
        assert key in [k for k, _ in ranked[:CANDIDATES[d.kind]]]
        g.answer([key])
        while g.pending.kind not in SCORES:
            g.answer(make_bot("greedy").choose(g.view(g.pending.player), g.pending))
