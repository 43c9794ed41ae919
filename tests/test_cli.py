"""The command line: ``exotica sim --json`` and ``exotica cards --json``."""

import json
import subprocess
import sys

import pytest

from exotica_tui.cli import main


def test_sim_json_reports_games_and_card_counts(capsys):
    assert main(["sim", "--games", "4", "--players", "2-5", "--seed", "3", "--json",
                 "--five-without-escalation"]) == 0
    out = json.loads(capsys.readouterr().out)
    for key in ("games", "completed", "errors", "decisions", "seconds", "mean_turns",
                "researched", "played"):
        assert key in out
    assert out["games"] == out["completed"] == 4
    assert out["errors"] == []
    assert sum(out["played"].values()) > 0


def test_sim_reports_errors_with_what_reproduces_them(capsys, monkeypatch):
    from exotica_tui import sim

    def broken(game, d, rng):
        raise RuntimeError("boom")

    monkeypatch.setitem(sim.POLICIES, "random", broken)
    assert main(["sim", "--games", "2", "--players", "3", "--seed", "5", "--json"]) == 1
    errors = json.loads(capsys.readouterr().out)["errors"]
    assert errors[0]["players"] == 3 and "seed" in errors[0] and errors[0]["decision"] == 0
    assert "boom" in errors[0]["error"]


def test_cards_json_lists_the_catalog(capsys):
    assert main(["cards", "--set", "base", "--kind", "tech", "--json"]) == 0
    cards = json.loads(capsys.readouterr().out)
    assert len(cards) == 45
    assert {"id", "name", "set", "kind", "permanent", "provenance"} <= set(cards[0])


def test_cards_table_prints(capsys):
    assert main(["cards", "--kind", "start_planet"]) == 0
    assert "Pomerene" in capsys.readouterr().out


def test_cards_show_their_provenance(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "250")
    assert main(["cards", "--set", "exotica", "--kind", "tech"]) == 0
    out = capsys.readouterr().out
    assert "printed unless marked" in out and "Reconstructed: other face, influence, symbols" in out
    assert main(["cards", "--set", "exotica", "--kind", "tech", "--json"]) == 0
    cards = {c["id"]: c for c in json.loads(capsys.readouterr().out)}
    assert cards["xenolinguistics"]["provenance"] == "reconstructed"
    assert cards["xenolinguistics"]["reconstructed"] == ["symbols"]


def test_cards_name_the_reconstructed_value_of_a_scenario(capsys, monkeypatch):
    """The promo scenario War Path's start tile is BGA's pick (escalation.md §11.2)."""
    monkeypatch.setenv("COLUMNS", "250")
    assert main(["cards", "--kind", "scenario", "--json"]) == 0
    rows = {r["id"]: r for r in json.loads(capsys.readouterr().out)}
    assert rows["war-path"]["provenance"] == "reconstructed"
    assert rows["war-path"]["reconstructed"] == ["start_planet"]
    assert rows["explorer"]["reconstructed"] == []
    assert main(["cards", "--kind", "scenario"]) == 0
    assert "Chrispen start planet (reconstructed: start planet)" in capsys.readouterr().out


def test_sim_checks_are_selectable_and_the_replay_is_always_compared(capsys, monkeypatch):
    """``--check every|end|none`` (issue 13): the same games either way; invariants after
    every answer, once at the end, or never; the replay comparison at the end always."""
    from exotica_tui import sim

    calls = {"invariants": 0, "replays": 0}
    real_check, real_replay = sim.check_invariants, sim.Game.replay

    def counted_check(game, expected):
        calls["invariants"] += 1
        real_check(game, expected)

    def counted_replay(record):
        calls["replays"] += 1
        return real_replay(record)

    monkeypatch.setattr(sim, "check_invariants", counted_check)
    monkeypatch.setattr(sim.Game, "replay", staticmethod(counted_replay))
    seen = {}
    for check in ("every", "end", "none"):
        calls.update(invariants=0, replays=0)
        argv = ["sim", "--games", "3", "--players", "2-4", "--seed", "4", "--json", "--jobs", "1"]
        assert main([*argv, "--check", check]) == 0
        out = json.loads(capsys.readouterr().out)
        seen[check] = (out["decisions"], dict(calls))
    decisions = seen["every"][0]
    assert seen["end"][0] == seen["none"][0] == decisions
    assert seen["every"][1] == {"invariants": decisions, "replays": 3}
    assert seen["end"][1] == {"invariants": 3, "replays": 3}
    assert seen["none"][1] == {"invariants": 0, "replays": 3}
    assert main(["sim", "--games", "1", "--no-check", "--json"]) == 0  # the old spelling


def test_output_piped_into_a_reader_that_leaves_ends_without_a_traceback():
    """``exotica cards | head -1``: the reader closes the pipe early; no BrokenPipeError."""
    reader = subprocess.Popen(["head", "-c", "10"], stdin=subprocess.PIPE,
                              stdout=subprocess.DEVNULL)
    run = subprocess.run([sys.executable, "-m", "exotica_tui.cli", "cards", "--json"],
                         stdout=reader.stdin, stderr=subprocess.PIPE, text=True, timeout=120)
    reader.stdin.close()
    reader.wait(30)
    assert "Traceback" not in run.stderr and run.returncode in (0, 1)


def test_the_app_runs_with_the_collector_as_python_sets_it(monkeypatch):
    """No collector tuning (issue 30, item 6): the app starts and ends with the collector
    on."""
    import gc

    from exotica_tui.tui import run

    seen = []
    monkeypatch.setattr(run, "run_app", lambda args, loaded=None: seen.append(gc.isenabled()) or 0)
    assert main(["--players", "2"]) == 0
    assert seen == [True] and gc.isenabled()


def test_sim_and_balance_play_on_every_core_unless_told(monkeypatch):
    """Issue 13, target 4: ``--jobs`` defaults to one process per core this process may use."""
    from exotica_tui import cli

    monkeypatch.setattr(cli.os, "sched_getaffinity", lambda pid: {0, 1, 2}, raising=False)
    assert cli.build_parser().parse_args(["sim"]).jobs == 3
    assert cli.build_parser().parse_args(["balance"]).jobs == 3
    assert cli.build_parser().parse_args(["sim", "--jobs", "1"]).jobs == 1
    with pytest.raises(SystemExit):
        cli.build_parser().parse_args(["sim", "--jobs", "0"])


def test_a_sim_in_processes_reads_each_game_it_is_given(tmp_path):
    """Workers send a game's record back only when the games are read (``--save-dir``)."""
    assert main(["sim", "--games", "3", "--seed", "5", "--jobs", "2", "--no-check",
                 "--save-dir", str(tmp_path)]) == 0
    assert len(list(tmp_path.iterdir())) == 3
