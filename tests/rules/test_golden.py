"""Golden playthroughs: recorded answers of seeded random games (base; base + Escalation; all
four sets) must replay to the same public log and final scores (design.md, "Tests"), so any
change of the rules shows up here.

Regenerate after an intended rules change with::

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/rules/test_golden.py

and review the diff of ``tests/rules/golden/*.json`` before committing it.
"""

import json
import os
import random
from pathlib import Path

import pytest

from exotica_tui.rules import Game, GameConfig

GOLDEN = Path(__file__).parent / "golden"
BASE = ("base",)
ESCALATION = ("base", "escalation")
ALL_FOUR = ("base", "escalation", "exotica", "exotica-promo")
CASES = [(BASE, 2, 101), (BASE, 2, 102), (BASE, 4, 201), (BASE, 4, 202),
         (ESCALATION, 2, 301), (ESCALATION, 3, 302), (ESCALATION, 5, 303), (ALL_FOUR, 4, 401)]
PASSIVE = {"skip", "dissent", "none"}


def policy(d, rng):
    """Seeded random answers that mostly act (take actions, follow, buy) so games go far."""
    keys = d.keys()
    active = [k for k in keys if k not in PASSIVE]
    if d.min == d.max == 1 and active and len(active) < len(keys) and rng.random() < 0.8:
        return [rng.choice(active)]
    for _ in range(50):
        pick = rng.sample(keys, rng.randint(d.min, d.max))
        if d.check is None or d.check(pick) is None:
            return pick
    raise AssertionError(f"no legal random answer to {d.kind}")


def config(sets, n, seed):
    return GameConfig(players=["Ann", "Bob", "Cy", "Dee", "Eve"][:n], seed=seed, sets=list(sets))


def outcome(game):
    return {
        "log": [f"{e.turn}|{e.text}" for e in game.log if e.seat is None],
        "scores": [s.model_dump() for s in game.scores()],
    }


def generate(sets, n, seed):
    game = Game.new(config(sets, n, seed))
    rng = random.Random(seed)
    while game.pending is not None:
        game.answer(policy(game.pending, rng))
    return {"answers": game.record.answers, **outcome(game)}


@pytest.mark.parametrize(("sets", "n", "seed"), CASES)
def test_golden_playthrough(sets, n, seed):
    path = GOLDEN / f"{'+'.join(sets)}-{n}p-seed{seed}.json"
    if os.environ.get("UPDATE_GOLDEN"):
        GOLDEN.mkdir(exist_ok=True)
        path.write_text(json.dumps(generate(sets, n, seed), indent=0) + "\n", encoding="utf-8")
    want = json.loads(path.read_text(encoding="utf-8"))
    game = Game.new(config(sets, n, seed))
    for i, keys in enumerate(want["answers"]):
        assert game.pending is not None, f"the game ended before answer {i + 1}"
        game.answer(keys)
    assert game.is_over
    got = outcome(game)
    for i, (a, b) in enumerate(zip(got["log"], want["log"], strict=False)):
        assert a == b, f"public log differs first at line {i + 1}"
    assert len(got["log"]) == len(want["log"])
    assert got["scores"] == want["scores"]


def test_the_golden_policy_replays_its_own_record():
    data = generate(BASE, 2, 7)
    game = Game.new(config(BASE, 2, 7))
    for keys in data["answers"]:
        game.answer(keys)
    assert outcome(game) == {k: data[k] for k in ("log", "scores")}
