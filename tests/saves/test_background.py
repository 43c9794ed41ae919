"""The autosave off the key path (issue 13, target 3): ``post`` hands the write to one thread
that always writes the newest save; nothing about the file's safety changes."""

from __future__ import annotations

import errno
import os
import threading

import pytest

from exotica_tui import saves
from exotica_tui.autosave import Autosaver
from exotica_tui.latest import Latest
from tests.saves.conftest import play


def test_jobs_put_while_one_runs_are_coalesced_to_the_newest():
    started, release, done = threading.Event(), threading.Event(), []

    def work(job: int) -> None:
        started.set()
        release.wait(5)
        done.append(job)

    writer = Latest(work, "test")
    writer.put(1)
    assert started.wait(5)
    for job in (2, 3, 4):  # while 1 is being written
        writer.put(job)
    release.set()
    writer.close()
    assert done == [1, 4]


def test_a_bug_of_the_work_is_raised_in_the_callers_thread():
    def work(job: int) -> None:
        raise KeyError(job)

    writer = Latest(work, "test")
    writer.put(7)
    with pytest.raises(KeyError):
        writer.wait()
    writer.put(8)  # the thread goes on
    with pytest.raises(KeyError):
        writer.close()


def test_post_writes_the_newest_answer_and_a_load_waits_for_it(game):
    autosaver = Autosaver()
    for _ in range(5):
        play(game, 1, seed=len(game.record.answers))
        assert autosaver.post(game) is None
    loaded = saves.load(autosaver.path)  # no flush: reading the file waits for its writer
    assert loaded.game.record == game.record and loaded.game.digest() == game.digest()
    assert autosaver.close() is None


def test_the_save_is_taken_on_the_key_path_not_when_written(game):
    autosaver = Autosaver()
    autosaver.post(game)
    answers = list(game.record.answers)
    play(game, 3)  # the game goes on while the thread writes
    assert autosaver.flush() is None
    assert saves.read_save(autosaver.path).record.answers == answers


def test_a_failed_background_write_is_reported_once_and_keeps_the_last_good_save(
        game, saved, monkeypatch):
    good = saved.path.read_bytes()
    gate, failed = threading.Event(), threading.Event()
    saved.on_fail = failed.set

    def disk_full(fd, data):
        gate.wait(5)  # the test says when the write fails
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "write", disk_full)
    play(game, 1)
    assert saved.post(game) is None  # nothing failed before
    gate.set()
    assert failed.wait(5)
    assert saved.path.read_bytes() == good
    gate.clear()
    failed.clear()
    play(game, 1)
    assert "No space left on device" in str(saved.post(game))  # told with the next answer
    gate.set()
    assert failed.wait(5)  # that one failed too
    assert saved.untold() is not None
    assert saved.untold() is None  # once
    monkeypatch.undo()
    assert saved.save(game) is None  # space again
    assert saves.load(saved.path).game.digest() == game.digest()
