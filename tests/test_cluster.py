"""``--ray ADDRESS`` (issue 33, Build 5): ``sim``, ``balance`` and ``train`` spread the same
games over a Ray cluster as ``--jobs`` does over processes, with the same results for the same
seed. Run on a local Ray instance where the ``[cluster]`` extra is installed."""

import argparse
import sys

import pytest

from exotica_tui import balance, sim
from exotica_tui.cli import main
from tests.test_selfplay import same_weights, trained


def test_without_ray_the_flag_is_refused_in_one_line(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray: ImportError
    assert main(["sim", "--games", "2", "--ray", "local", "--json"]) == 2
    assert "--ray needs Ray: pip install 'exotica-tui[cluster]'" in capsys.readouterr().err


@pytest.fixture(scope="module")
def local_ray():
    """One local Ray instance (2 CPUs) for the module; every ``--ray local`` joins it."""
    pytest.importorskip("ray", reason="Ray is not installed (the [cluster] extra)")
    from exotica_tui.cluster import LOCAL, RayExecutor

    instance = RayExecutor(LOCAL, jobs=2)
    yield LOCAL
    instance.shutdown()


def test_sim_on_ray_plays_the_same_games(local_ray):
    runs = [sim.run(4, (2, 3), 6, ["base"], check="end", bots=["greedy", "random"], **kw)
            for kw in ({"jobs": 1}, {"ray": local_ray})]
    for r in runs:
        r.pop("seconds")
    assert runs[0] == runs[1] and runs[0]["completed"] == 4


def test_balance_on_ray_gives_the_same_report(local_ray):
    args = argparse.Namespace(games=3, seed=2, sets=["base"], bots=["greedy", "random"],
                              scenarios="none", think=None, jobs=1, ray=None)
    alone = balance.report(args)
    args.ray = local_ray
    spread = balance.report(args)
    alone.pop("seconds"), spread.pop("seconds")
    assert alone == spread


def test_training_on_ray_learns_the_same_weights(local_ray):
    assert same_weights(trained(3), trained(3, ray=local_ray))
