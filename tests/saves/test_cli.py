"""``exotica check``, ``load``, ``--resume``, ``export`` and ``sim --save-dir``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from exotica_tui import autosave, saves
from exotica_tui.cli import main
from exotica_tui.rules import Game, GameConfig, default_catalog
from exotica_tui.rules.plugin import known_sets

from .conftest import play


def test_check_a_sound_save_prints_one_line(saved, capsys):
    assert main(["check", str(saved.path)]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    assert "sound" in out and "Ann, Bob, Cy" in out and "40 answers" in out


def test_check_a_bad_save_exits_2_with_one_line_and_no_traceback(saved):
    saved.path.write_text(saved.path.read_text()[:-40])
    exotica = Path(sys.executable).with_name("exotica")  # the installed console script
    done = subprocess.run([str(exotica), "check", str(saved.path)], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("exotica: ")
    assert "Traceback" not in done.stderr


def set_in(path: tuple, value):
    """A change of the save's JSON text: the field at ``path`` set to ``value``."""
    def change(text: str) -> str:
        data = node = json.loads(text)
        *parents, last = path
        for key in parents:
            node = node[key]
        node[last] = value
        return json.dumps(data)
    return change


BAD_FILES = {
    "truncated": lambda text: text[: len(text) // 2],
    "not JSON": lambda text: "\x00\xff garbage",
    "unknown format version": set_in(("format_version",), 2),
    "illegal answer": set_in(("record", "answers", 3), ["no-such-option"]),
    "digest mismatch": set_in(("digest",), "f" * 32),
    "card set not installed": set_in(("record", "config", "sets"), ["base", "escalation"]),
}


@pytest.mark.parametrize("case", BAD_FILES)
def test_every_bad_file_gives_one_line_exit_2_and_stays_untouched(case, saved, app_calls,
                                                                   capsys):
    bad = BAD_FILES[case](saved.path.read_text())
    saved.path.write_text(bad)
    for command in (["check", str(saved.path)], ["load", str(saved.path)],
                    ["export", str(saved.path)], ["--resume"]):
        assert main(command) == 2
        err = capsys.readouterr().err
        assert err.startswith("exotica: ") and err.count("\n") == 1, err
    assert saved.path.read_text() == bad and app_calls == []


def test_check_reports_the_replayed_facts_not_the_files_summary(saved, game, capsys):
    data = json.loads(saved.path.read_text())
    data["summary"].update(turn=999, answers=1, finished=True)
    saved.path.write_text(json.dumps(data))
    assert main(["check", str(saved.path)]) == 0
    out = capsys.readouterr().out
    assert f"turn {game.s.turn_no};" in out and "40 answers; in progress" in out


def test_check_several_files_reports_each_and_fails_if_any_is_bad(saved, tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("nope")
    assert main(["check", str(saved.path), str(bad)]) == 2
    out, err = capsys.readouterr()
    assert out.count("\n") == 1 and str(saved.path) in out
    assert err.count("\n") == 1 and str(bad) in err


def test_load_hands_the_game_and_its_autosaver_to_the_app(saved, game, app_calls):
    assert main(["load", str(saved.path)]) == 0
    (loaded, autosaver), = app_calls
    assert loaded.digest() == game.digest()
    assert autosaver.path == saved.path


def test_resume_opens_the_latest_unfinished_game(saved, game, app_calls):
    finished = play(Game.new(GameConfig(players=["Dee", "Eve"], seed=4)), 100_000)
    autosave.Autosaver().save(finished)
    assert main(["--resume"]) == 0
    (loaded, autosaver), = app_calls
    assert loaded.digest() == game.digest() and autosaver.path == saved.path


def test_resume_hands_the_saved_table_settings_to_the_app(game, app_calls):
    settings = {"open_hands": True, "auto_dissent": [True, False, True], "bots": {"2": "greedy"}}
    autosave.Autosaver().save(game, settings)
    assert main(["--resume"]) == 0
    assert app_calls.settings == [settings]


def test_resume_without_saves_says_so(app_calls, capsys):
    assert main(["--resume"]) == 2
    assert "no unfinished saved game" in capsys.readouterr().err
    assert app_calls == []


def test_load_a_broken_file_never_opens_the_app(saved, app_calls, capsys):
    saved.path.write_text("[]")
    assert main(["load", str(saved.path)]) == 2
    assert "not an exotica save" in capsys.readouterr().err
    assert app_calls == []


def test_sim_writes_every_game_as_a_save(tmp_path, capsys):
    out = tmp_path / "sims"
    assert main(["sim", "--games", "3", "--players", "2-3", "--seed", "9", "--save-dir",
                 str(out), "--stop-after", "25", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["completed"] == 3
    files = sorted(out.glob("*.json"))
    assert len(files) == 3
    for path in files:
        loaded = saves.load(path)
        assert len(loaded.game.record.answers) == 25 and not loaded.game.is_over
        assert main(["check", str(path)]) == 0


def test_sim_saves_finished_games_too(tmp_path, capsys):
    assert main(["sim", "--games", "1", "--players", "2", "--seed", "1", "--save-dir",
                 str(tmp_path), "--json"]) == 0
    (path,) = tmp_path.glob("*.json")
    assert saves.read_save(path).summary.finished


def test_sim_into_an_unwritable_folder_exits_2(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("")
    assert main(["sim", "--games", "1", "--save-dir", str(blocker / "x"), "--json"]) == 2
    assert "cannot write to" in capsys.readouterr().err


def test_export_writes_text_and_html(saved, game, tmp_path, capsys):
    assert main(["export", str(saved.path), "-o", str(tmp_path / "out")]) == 0
    txt, html = (tmp_path / "out.txt"), (tmp_path / "out.html")
    assert capsys.readouterr().out.split() == [str(txt), str(html)]
    text = txt.read_text()
    assert "Scores so far" in text and "Turn 1:" in text and "wins" not in text
    assert "You draw" not in text  # a game in progress: private lines stay private
    assert "<html" in html.read_text() and "Turn 1:" in html.read_text()


def test_export_of_a_finished_game_has_final_scores_and_every_line(tmp_path):
    from exotica_tui.export import export

    g = play(Game.new(GameConfig(players=["Dee", "Eve"], seed=4)), 100_000)
    txt, _ = export(g, tmp_path / "final")
    text = txt.read_text()
    assert "Final scores" in text and "[Dee] You draw" in text
    winner = min(g.scores(), key=lambda s: s.rank)
    assert f"│    1 │ {winner.name} ★ wins" in text and "tie-break" in text


def test_export_defaults_beside_the_save(saved, capsys):
    assert main(["export", str(saved.path)]) == 0
    assert saved.path.with_suffix(".txt").exists() and saved.path.with_suffix(".html").exists()


def test_saves_are_sound_in_another_process_with_another_hash_seed(tmp_path):
    """A save must load in a later process: nothing in the rules may depend on set order or
    other per-process state. One process writes finished games, another checks them."""
    installed = [s for s in known_sets() if s in default_catalog().sets]
    exotica = str(Path(sys.executable).with_name("exotica"))

    def run(seed: str, *args: str) -> subprocess.CompletedProcess:
        env = dict(os.environ, PYTHONHASHSEED=seed)
        return subprocess.run([exotica, *args], capture_output=True, text=True, env=env,
                              timeout=120, check=True)

    run("1", "sim", "--games", "4", "--players", "2-5", "--seed", "6", "--policy", "progress",
        "--sets", ",".join(installed), "--save-dir", str(tmp_path), "--json",
        "--five-without-escalation")
    files = sorted(str(p) for p in tmp_path.glob("*.json"))
    assert len(files) == 4
    assert run("2", "check", *files).stdout.count(": sound: ") == 4
