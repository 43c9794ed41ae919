"""Save files that are not plain, sane JSON (issue 16, item 1): each reader gives one line and
exit 2 at once, never a traceback, a hang or a memory blow-up; a bad file beside good saves
does not break ``--resume``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from exotica_tui import autosave, safefile, saves
from exotica_tui.cli import main
from exotica_tui.rules import Game, GameConfig

from .conftest import play


def huge_int(path: Path, good: str) -> None:
    data = json.loads(good)
    data["record"]["config"]["seed"] = "SEED"
    path.write_text(json.dumps(data).replace('"SEED"', "9" * 5000))


def deep(path: Path, good: str) -> None:
    path.write_text("[" * 100_000 + "]" * 100_000)


def fifo(path: Path, good: str) -> None:
    os.mkfifo(path)


def fifo_link(path: Path, good: str) -> None:
    os.mkfifo(path.with_name("pipe"))
    path.symlink_to(path.with_name("pipe"))


def dev_zero(path: Path, good: str) -> None:
    path.symlink_to("/dev/zero")


def huge(path: Path, good: str) -> None:
    with path.open("wb") as out:
        out.truncate(200 * 2**20)  # sparse: 200 MB that take no disk


def folder(path: Path, good: str) -> None:
    path.mkdir()


BAD = {"huge integer": (huge_int, "a number of 5000 digits"),
       "deep nesting": (deep, "nested more than"),
       "FIFO": (fifo, "a named pipe, not a regular file"),
       "link to a FIFO": (fifo_link, "a named pipe, not a regular file"),
       "link to /dev/zero": (dev_zero, "a device, not a regular file"),
       "200 MB": (huge, "200 MB, more than a save can be"),
       "a folder": (folder, "not a regular file")}


@pytest.mark.parametrize("case", BAD)
def test_every_reader_answers_a_bad_file_with_one_line_and_exit_2_at_once(
        case, saved, app_calls, capsys):
    make, reason = BAD[case]
    bad = saves.save_dir() / f"bad-{case.replace(' ', '-').replace('/', '')}.json"
    make(bad, saved.path.read_text())
    for command in (["check", str(bad)], ["load", str(bad)], ["export", str(bad)]):
        start = time.monotonic()
        assert main(command) == 2
        assert time.monotonic() - start < 2, command
        err = capsys.readouterr().err
        assert err.startswith("exotica: ") and err.count("\n") == 1, err
        assert reason in err, err
    start = time.monotonic()
    assert main(["--resume"]) == 0  # the good save beside it
    assert time.monotonic() - start < 2
    assert app_calls[0][1].path == saved.path
    saved.close()
    saved.path.unlink()
    assert main(["--resume"]) == 2  # only the bad file left
    assert "no unfinished saved game" in capsys.readouterr().err


def test_the_real_command_checks_every_kind_in_one_go(saved, tmp_path):
    paths = []
    for make, _ in BAD.values():
        paths.append(tmp_path / f"{len(paths)}.json")
        make(paths[-1], saved.path.read_text())
    exotica = Path(sys.executable).with_name("exotica")
    start = time.monotonic()
    done = subprocess.run([str(exotica), "check", *map(str, paths)], capture_output=True,
                          text=True, timeout=60)
    assert time.monotonic() - start < 10  # start-up included, on a busy machine
    assert done.returncode == 2 and done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == len(BAD) and all(ln.startswith("exotica: ") for ln in lines)
    assert "Traceback" not in done.stderr


def test_a_number_too_long_for_a_save_is_refused_before_it_is_converted():
    with pytest.raises(safefile.NotAccepted, match="31 digits"):
        safefile.loads(b'{"seed": ' + b"1" * 31 + b"}")
    assert safefile.loads(b'{"seed": -' + b"1" * 30 + b"}") == {"seed": -int("1" * 30)}


def test_nesting_is_bounded_below_the_parsers_limit():
    assert safefile.loads(b"[" * 32 + b"]" * 32) is not None
    with pytest.raises(safefile.NotAccepted, match="nested more than 32 deep"):
        safefile.loads(b"[" * 33 + b"]" * 33)


def test_a_file_over_the_cap_is_refused_unread(tmp_path):
    path = tmp_path / "grows.json"
    path.write_bytes(b" " * 2000)
    with pytest.raises(safefile.NotAccepted, match="more than a save can be"):
        safefile.read_regular(path, limit=1000)


def test_resume_goes_by_the_replay_not_by_the_summarys_finished_flag(saved, game, app_calls):
    """A summary is unchecked: one that says "finished" does not hide a game in progress,
    and one that says "in progress" does not reopen a finished game."""
    finished = play(Game.new(GameConfig(players=["Dee", "Eve"], seed=4)), 100_000)
    liar = autosave.Autosaver()
    liar.save(finished)
    data = json.loads(liar.path.read_text())
    data["summary"]["finished"] = False
    data["summary"]["saved_at"] = "2999-01-01T00:00:00Z"  # the newest
    liar.path.write_text(json.dumps(data))
    data = json.loads(saved.path.read_text())
    data["summary"]["finished"] = True
    saved.path.write_text(json.dumps(data))
    assert main(["--resume"]) == 0
    (resumed, autosaver), = app_calls
    assert autosaver.path == saved.path and resumed.digest() == game.digest()
