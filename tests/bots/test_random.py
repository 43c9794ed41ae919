"""The random bot: uniform over the legal answers, and legal in every game it plays."""

import random
from collections import Counter

import pytest

from exotica_tui import sim
from exotica_tui.bots.base import random_answer
from exotica_tui.rules.decision import Decision, Option


def decision(lo: int, hi: int, ordered: bool = False, check=None) -> Decision:
    return Decision(0, "test", "?", [Option(k, k) for k in "abc"], lo, hi, ordered, check=check)


@pytest.mark.parametrize(("d", "answers"), [
    (decision(0, 3), 8),  # every subset of 3 options
    (decision(2, 2, ordered=True), 6),  # ordered pairs
    (decision(1, 2, check=lambda keys: "no a" if "a" in keys else None), 3),  # b, c, bc
])
def test_every_legal_answer_is_equally_likely(d, answers):
    rng = random.Random(1)
    n = 600 * answers
    seen = Counter(tuple(random_answer(d, rng) if d.ordered else sorted(random_answer(d, rng)))
                   for _ in range(n))
    assert len(seen) == answers
    for count in seen.values():
        assert abs(count - n / answers) < 0.1 * n / answers
    for keys in seen:
        d.validate(list(keys))


def test_random_bots_finish_legal_games_at_every_table_size():
    for seats in (2, 5):
        result = sim.run(games=1, players=(2, 5), seed=seats, sets=["base"],
                         bots=["random"] * seats, five_without_escalation=True)
        assert result["errors"] == [] and result["completed"] == 1
