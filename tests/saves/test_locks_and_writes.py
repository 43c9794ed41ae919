"""Writing safely (issue 16, items 5, 6 and "Should fix"): one app per save (a lock file),
exports that never replace the save or another file unasked, private folders, stale temporary
files cleared, a record cut short refused, a crash inside the app exits non-zero."""

from __future__ import annotations

import json
import os
import subprocess
import time
from functools import partialmethod

import pytest
from textual.app import App

from exotica_tui import autosave, savelock, saves
from exotica_tui.cli import main
from exotica_tui.rules import Game, GameConfig
from exotica_tui.tui.app import ExoticaApp
from exotica_tui.tui.screens.saves import OpenElsewhere
from exotica_tui.tui.screens.setup import SetupScreen
from exotica_tui.tui.screens.table import TableScreen

from .conftest import play


@pytest.fixture
def other_process():
    """A live process that is not this one (its pid goes into a lock file)."""
    proc = subprocess.Popen(["sleep", "60"])
    yield proc.pid
    proc.kill()
    proc.wait()


def test_a_lock_names_its_process_and_a_stale_one_is_taken_over(tmp_path, other_process):
    save = tmp_path / "game.json"
    lock = savelock.acquire(save)
    assert savelock.holder(lock) == os.getpid()
    assert savelock.acquire(save) == lock  # this very process: taken again
    lock.write_text(f"{other_process}\n")
    with pytest.raises(savelock.Locked, match=f"process {other_process}"):
        savelock.acquire(save)
    dead = subprocess.Popen(["true"])
    dead.wait()
    lock.write_text(f"{dead.pid}\n")
    assert savelock.acquire(save) == lock and savelock.holder(lock) == os.getpid()
    savelock.release(lock)
    assert not lock.exists()


def test_an_autosaver_holds_its_file_until_closed(saved, other_process):
    assert savelock.holder(saved.lock) == os.getpid()
    saved.close()
    assert not savelock.lock_path(saved.path).exists()
    savelock.lock_path(saved.path).write_text(str(other_process))
    with pytest.raises(savelock.Locked):
        autosave.continue_in(saves.load(saved.path))


async def resumed_elsewhere(monkeypatch, saved, other_process) -> ExoticaApp:
    saved.close()
    savelock.lock_path(saved.path).write_text(str(other_process))
    started = []
    monkeypatch.setattr(ExoticaApp, "run", lambda app: started.append(app))
    main(["--resume"])
    return started[0]


async def test_a_second_resume_is_told_and_may_play_read_only(monkeypatch, saved,
                                                              other_process):
    app = await resumed_elsewhere(monkeypatch, saved, other_process)
    before = saved.path.read_bytes()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, OpenElsewhere)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and app.autosaver is None
        answers = len(app.session.game.record.answers)
        app.answer([app.session.pending.options[0].key])
        await pilot.pause()
        assert len(app.session.game.record.answers) > answers  # played on
    assert saved.path.read_bytes() == before  # read-only: nothing written
    assert savelock.holder(savelock.lock_path(saved.path)) == other_process


async def test_a_second_resume_may_start_a_new_game_or_leave(monkeypatch, saved,
                                                             other_process):
    app = await resumed_elsewhere(monkeypatch, saved, other_process)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
    app = await resumed_elsewhere(monkeypatch, saved, other_process)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
    assert app.return_code == 2


def test_export_never_writes_over_its_input_nor_an_existing_file(saved, capsys):
    save = saved.path.with_suffix(".txt")  # a save named mygame.txt: the default output
    os.replace(saved.path, save)
    before = save.read_bytes()
    assert main(["export", str(save)]) == 2
    assert "is the save being exported" in capsys.readouterr().err
    assert main(["export", str(save), "--force"]) == 2  # not even with --force
    assert save.read_bytes() == before
    out = save.with_name("out")
    assert main(["export", str(save), "-o", str(out)]) == 0
    out.with_suffix(".txt").chmod(0o640)
    out.with_suffix(".txt").write_text("mine")
    assert main(["export", str(save), "-o", str(out)]) == 2
    assert "exists: --force replaces it" in capsys.readouterr().err
    assert out.with_suffix(".txt").read_text() == "mine"
    assert main(["export", str(save), "-o", str(out), "--force"]) == 0
    assert "Final scores" in out.with_suffix(".txt").read_text() or "Scores so far" in \
        out.with_suffix(".txt").read_text()
    assert out.with_suffix(".txt").stat().st_mode & 0o777 == 0o640  # the user's mode kept


@pytest.mark.parametrize("umask", [0o000, 0o022, 0o277])
def test_save_folders_are_private_whatever_the_umask(game, umask, tmp_path):
    old = os.umask(umask)
    try:
        autosaver = autosave.Autosaver(tmp_path / "a" / "b" / "game.json")
        assert autosaver.save(game) is None
    finally:
        os.umask(old)
    for folder in (tmp_path / "a", tmp_path / "a" / "b"):
        assert folder.stat().st_mode & 0o777 == 0o700
    assert autosaver.path.stat().st_mode & 0o777 == 0o600


def test_a_stale_temporary_file_of_another_save_is_removed_on_the_next_start(saved):
    folder = saved.path.parent
    old = folder / ".killed-game.json.abc123.tmp"
    old.write_text('{"half": ')
    hour_ago = time.time() - 3600
    os.utime(old, (hour_ago, hour_ago))
    fresh = folder / ".busy-game.json.def456.tmp"  # another app writing right now
    fresh.write_text("")
    autosave.Autosaver()
    assert not old.exists() and fresh.exists()


def test_a_record_cut_short_fails_even_where_the_state_did_not_change(tmp_path):
    """Some answers leave the state (``Game.digest``) as it was: the save's digest also
    covers the answer count, the log and the pending decision."""
    game = Game.new(GameConfig(players=["Ann", "Bob"], seed=2))
    digests = [game.digest()]
    while len(digests) < 400 and not game.is_over:
        play(game, 1, seed=len(digests))
        digests.append(game.digest())
    cut = next(i for i in range(1, len(digests)) if digests[i] == digests[i - 1])
    short = Game.new(game.config)
    for keys in game.record.answers[:cut]:
        short.answer(list(keys))
    path = tmp_path / "cut.json"
    saves.write_save(short, path)
    data = json.loads(path.read_text())
    data["record"]["answers"] = data["record"]["answers"][:-1]  # the state digest still fits
    assert Game.replay(saves.SaveFile.model_validate(data).record).digest() == short.digest()
    path.write_text(json.dumps(data))
    with pytest.raises(saves.SaveError, match="digest mismatch"):
        saves.load(path)


def test_a_traceback_inside_the_app_exits_non_zero(monkeypatch):
    def crash(self):
        raise RuntimeError("a bug")

    monkeypatch.setattr(ExoticaApp, "on_mount", crash)
    monkeypatch.setattr(ExoticaApp, "run", partialmethod(App.run, headless=True))
    assert main(["--players", "Ann,Bob"]) == 1
