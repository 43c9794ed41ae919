"""Issue 33, item 6: ``exotica sim`` and ``exotica balance`` draw a progress bar on a terminal
(games done of N, games/s, time left, the wins so far), and nothing extra with ``--json`` or
when stderr is not a terminal."""

import json
import re
from io import StringIO

import pytest
from rich.console import Console

from exotica_tui import progress, sim
from exotica_tui.cli import main

BOTS = ["greedy", "random"]
SIM = ["sim", "--games", "3", "--bots", "greedy,random", "--seed", "4", "--no-check", "--jobs", "1"]


@pytest.fixture
def stderr(monkeypatch):
    """What the bar would draw on stderr, as a terminal (``terminal.append(False)``: not one)."""
    for name in ("FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE"):
        monkeypatch.delenv(name, raising=False)
    out, terminal = StringIO(), [True]
    monkeypatch.setattr(progress, "stderr_console",
                        lambda: Console(force_terminal=terminal[-1], file=out, width=120))
    return out, terminal


def plain(text: str) -> str:
    return re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", text)


@pytest.mark.parametrize("jobs", [1, 2])
def test_the_bar_counts_the_games_and_each_bots_wins_as_they_end(jobs, stderr):
    out, _ = stderr
    seen = []
    with progress.game_bar(3, BOTS) as advance:
        def recorded(wins):
            seen.append(dict(wins))
            advance(wins)
        result = sim.run(3, (2, 2), 4, ["base"], check="none", bots=BOTS, jobs=jobs,
                         progress=recorded)
    assert len(seen) == 3 and sum(seen[0].values()) == 1  # one call per game, in order
    assert seen[-1] == {k: v for k, v in result["wins_by_bot"].items() if v}
    drawn = plain(out.getvalue())
    assert "3/3" in drawn and "games/s" in drawn
    wins = " · ".join(f"{k} {v:g}" for k, v in result["wins_by_bot"].items())
    assert f"wins {wins}" in drawn


def test_a_note_follows_the_wins(stderr):
    out, _ = stderr
    with progress.game_bar(2, ["learned", "greedy"]) as advance:
        advance({"learned": 1}, "vs expert 1/2 at game 1")
    assert "wins learned 1 · greedy 0 · vs expert 1/2 at game 1" in plain(out.getvalue())


def test_a_run_with_a_bar_gives_the_same_result_as_without():
    without = sim.run(3, (2, 3), 5, ["base"], check="end", jobs=2)
    calls = []
    with_bar = sim.run(3, (2, 3), 5, ["base"], check="end", jobs=2, progress=calls.append)
    without.pop("seconds"), with_bar.pop("seconds")
    assert with_bar == without and len(calls) == 3


def test_sim_on_a_terminal_draws_the_bar_on_stderr(stderr, capsys):
    out, _ = stderr
    assert main(SIM) == 0
    assert "3/3" in plain(out.getvalue())
    assert "3/3" not in capsys.readouterr().out  # the summary alone on stdout


@pytest.mark.parametrize("terminal,flag", [(True, ["--json"]), (False, ["--json"]), (False, [])])
def test_nothing_extra_with_json_or_off_a_terminal(terminal, flag, stderr, capsys):
    out, tty = stderr
    tty.append(terminal)
    assert main(SIM + flag) == 0
    assert out.getvalue() == "" and capsys.readouterr().err == ""


def test_the_json_is_byte_for_byte_the_runs_result(stderr, capsys):
    assert main(SIM + ["--json"]) == 0
    printed = capsys.readouterr().out
    result = sim.run(3, (2, 2), 4, ["base"], check="none", bots=BOTS)
    result["seconds"] = json.loads(printed)["seconds"]
    assert printed == json.dumps(result) + "\n"


def test_balance_on_a_terminal_draws_the_bar_and_not_with_json(stderr, tmp_path, capsys):
    out, _ = stderr
    argv = ["balance", "--games", "2", "--bots", "greedy,random", "--chart",
            str(tmp_path / "b.svg"), "--jobs", "1"]
    assert main(argv) == 0
    assert "2/2" in plain(out.getvalue()) and "wins greedy" in plain(out.getvalue())
    out.truncate(0), out.seek(0)
    assert main(argv + ["--json"]) == 0
    assert out.getvalue() == "" and json.loads(capsys.readouterr().out.splitlines()[-1])
