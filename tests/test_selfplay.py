"""Self-play training (``exotica train``, issue 33): the same seed gives the same weights, and a
checkpoint resumes where it stopped."""

import json

import numpy as np

from exotica_tui.cli import main
from exotica_tui.selfplay import Evaluation, Plan, Trainer, train

PLAN = Plan(2, ("base", "escalation", "exotica", "exotica-promo"), seed=5)


def trained(games: int, **kw) -> Trainer:
    trainer = Trainer(PLAN, hidden=4)
    train(trainer, games, **kw)
    return trainer


def same_weights(a: Trainer, b: Trainer) -> bool:
    return all(np.array_equal(v, b.net.arrays[k]) for k, v in a.net.arrays.items())


def test_training_is_deterministic_for_a_seed():
    a, b = trained(3), trained(3)
    assert a.games == b.games == 3 and a.step == 3
    for k, v in a.net.arrays.items():
        assert np.array_equal(v, b.net.arrays[k]), k
    fresh = Trainer(PLAN, hidden=4)
    assert not np.array_equal(fresh.net.arrays["w1"], a.net.arrays["w1"])  # it learned


def test_two_processes_learn_the_same_weights_as_one_and_evaluations_change_nothing():
    """``--jobs 2`` plays the round's games in two processes, with the round's weights, and
    learns from them in the games' order; the games against the expert are played aside."""
    notes = []
    one = trained(3)
    two = trained(3, jobs=2, evaluation=Evaluation(every=2, games=2, think=0.01),
                  progress=lambda wins, note: notes.append(note))
    assert same_weights(one, two)
    assert [e["games"] for e in two.evaluations] == [2] and two.evaluations[0]["of"] == 2
    assert notes[0] == "" and notes[1].startswith("vs expert ") and notes[2] == notes[1]


def test_a_resumed_checkpoint_learns_as_a_run_that_never_stopped(tmp_path):
    """Stopped inside a round (its games play with the round's first weights) and resumed from
    the checkpoint written every 2 games: the same weights, to the last bit, as one run."""
    whole = trained(3)
    first = Trainer(PLAN, hidden=4)
    train(first, 3, checkpoint=(tmp_path / "c.npz", 2))
    resumed = Trainer(PLAN, hidden=4, resume=tmp_path / "c.npz")
    assert resumed.games == 2
    round_start = Trainer(PLAN, hidden=4).net.arrays  # game 2 plays with game 0's weights
    assert all(np.array_equal(v, resumed.playing[k]) for k, v in round_start.items())
    train(resumed, 1)
    assert resumed.games == 3 and resumed.step == whole.step
    for k, v in whole.net.arrays.items():
        assert np.array_equal(v, resumed.net.arrays[k]), k
    for k, v in whole.moments.items():
        assert np.array_equal(v, resumed.moments[k]), k


def test_a_network_starts_from_another_seat_counts_weights(tmp_path):
    two = trained(1)
    two.save(tmp_path / "two.npz")
    three = Trainer(Plan(3, ("base",), 1), hidden=8, start=tmp_path / "two.npz")
    assert three.games == three.step == 0 and not three.moments["m_w1"].any()
    for k in ("w1", "b1"):
        assert np.array_equal(two.net.arrays[k], three.net.arrays[k]), k
    w2 = three.net.arrays["w2"]
    assert np.array_equal(w2[:, :2], two.net.arrays["w2"][:, :2])
    assert (w2[:, 2:] == w2[:, 1:2]).all()  # the blocks it never rated: as its opponent's


def test_the_command_writes_a_checkpoint_that_resumes(tmp_path, capsys):
    first, second = tmp_path / "a.npz", tmp_path / "b.npz"
    args = ["train", "--seats", "2", "--sets", "base", "--games", "2", "--seed", "3",
            "--hidden", "4", "--jobs", "1"]
    assert main([*args, "--out", str(first)]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 2
    assert main([*args, "--out", str(second), "--resume", str(first)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 4 and report["steps"] == 4
    assert Trainer(Plan(2, ("base",), 3), 4, second).games == 4


def test_a_checkpoint_of_another_seat_count_is_refused(tmp_path, capsys):
    out = tmp_path / "a.npz"
    trainer = Trainer(Plan(3, ("base",), 1), hidden=4)
    trainer.save(out)
    assert main(["train", "--seats", "2", "--games", "1", "--out", str(tmp_path / "b.npz"),
                 "--resume", str(out)]) == 2
    assert "for 3 seats" in capsys.readouterr().err
