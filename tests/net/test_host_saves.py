"""The host's autosave is written on a background thread (issue 13), yet a client is sent a
state only once that state is on disk: a host killed at any moment resumes at least where
every client was (the SIGKILL test in test_host_restart.py plays it through a real process)."""

from __future__ import annotations

import asyncio
import errno
import json
import os
import time

from exotica_tui import autosave, saves
from exotica_tui.net import protocol as p

from .kit import TIMEOUT, seats, start_host

SLOW = 0.3  # seconds a write takes: far longer than a busy machine holds up the loop


async def test_host_saves_off_the_event_loop_and_sends_only_saved_states(tmp_path, monkeypatch):
    slow_write = autosave.write_file

    def write_file(*args, **kw):
        time.sleep(SLOW)  # a slow disk: the loop must not wait for it
        return slow_write(*args, **kw)

    monkeypatch.setattr(autosave, "write_file", write_file)
    saver = autosave.Autosaver(tmp_path / "game.json")
    host, server, address, logs = await start_host(
        tmp_path, save=lambda: saver.post(host.game) and "failed",
        flush=lambda: saver.flush() and "failed")
    assert saver.save(host.game) is None
    on_disk: list[tuple[int, int]] = []  # (answers in the game, answers in the file) per state
    state_for = host.state_for

    def checked_state_for(conn):
        answers = json.loads(saver.path.read_bytes())["record"]["answers"]
        on_disk.append((len(host.game.record.answers), len(answers)))
        return state_for(conn)

    host.state_for = checked_state_for
    loop_blocked = 0.0

    async def watch_loop():  # the longest the event loop was held up at a time
        nonlocal loop_blocked
        while True:
            start = time.perf_counter()
            await asyncio.sleep(0)
            loop_blocked = max(loop_blocked, time.perf_counter() - start)

    async with server:
        watcher = asyncio.get_running_loop().create_task(watch_loop())
        ann, bob = await seats(host, address, "Ann", "Bob")
        await asyncio.wait_for(asyncio.gather(
            ann.play(stop=lambda s: s.number >= 8), bob.play(stop=lambda s: s.number >= 8)),
            TIMEOUT * 3)
        watcher.cancel()
    saver.close()
    assert len(on_disk) >= 16 and all(game == disk for game, disk in on_disk)
    assert loop_blocked < SLOW * 0.8  # no write held up the loop (a loaded CPU may, briefly)
    assert not [line for line in logs if line.startswith("not saved")]


async def test_host_reports_a_failed_background_save_and_plays_on(tmp_path):
    errors = ["disk full"]
    host, server, address, logs = await start_host(
        tmp_path, save=lambda: None, flush=lambda: errors.pop() if errors else None)
    async with server:
        ann, bob = await seats(host, address, "Ann", "Bob")
        await asyncio.wait_for(asyncio.gather(
            ann.play(stop=lambda s: s.number >= 3), bob.play(stop=lambda s: s.number >= 3)),
            TIMEOUT)
    assert logs.count("not saved: disk full") == 1


class FullDisk:
    """``os`` as ``saves`` sees it, with a disk that fills up and empties on command: every
    ``os.write`` of a save fails with ENOSPC while ``full``."""

    def __init__(self) -> None:
        self.full = False

    def write(self, fd, data):
        if self.full:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return os.write(fd, data)

    def __getattr__(self, name):
        return getattr(os, name)


async def saving_host(tmp_path, monkeypatch, **kw):
    """A host saving through a real ``Autosaver`` (as ``exotica host`` does) to a disk that
    fills up on command."""
    disk = FullDisk()
    monkeypatch.setattr(saves, "os", disk)
    saver = autosave.Autosaver(tmp_path / "game.json")

    def said(error):
        return str(error) if error else None

    host, server, address, logs = await start_host(
        tmp_path, save=lambda: said(saver.post(host.game)), flush=lambda: said(saver.flush()),
        **kw)
    assert saver.save(host.game) is None  # as ``exotica host`` does before it listens
    return disk, saver, host, server, address, logs


def answers_on_disk(saver) -> list:
    return json.loads(saver.path.read_bytes())["record"]["answers"]


async def test_host_tells_every_seat_a_failed_save_until_the_next_answer_saves(
        tmp_path, monkeypatch):
    disk, saver, host, server, address, logs = await saving_host(tmp_path, monkeypatch,
                                                                 save_retry=60)
    async with server:
        ann, bob = await seats(host, address, "Ann", "Bob")
        disk.full = True
        await asyncio.wait_for(asyncio.gather(
            ann.play(stop=lambda s: s.number >= 4), bob.play(stop=lambda s: s.number >= 4)),
            TIMEOUT)
        for seat in (ann, bob):
            told = [n.text for n in seat.notices if "save" in n.text]
            assert told == ["The host could not save the game (disk full); it keeps every "
                            "move and tries again."]  # once, not after every answer
            assert seat.state.unsaved == "disk full"
        assert any(line.startswith("not saved: cannot save ") and
                   line.endswith(": No space left on device") for line in logs)
        disk.full = False  # the next answer's save writes every move kept in memory
        number = host.number
        await asyncio.wait_for(asyncio.gather(
            ann.play(stop=lambda s: s.number > number), bob.play(stop=lambda s: s.number > number)),
            TIMEOUT)
        for seat in (ann, bob):  # the state of that answer: saved
            assert seat.state.number > number and seat.state.unsaved is None
            assert "The host saved the game again." in [n.text for n in seat.notices]
    saver.close()
    assert answers_on_disk(saver) == host.game.record.answers


async def test_host_saves_again_by_itself_while_nobody_answers(tmp_path, monkeypatch):
    disk, saver, host, server, address, logs = await saving_host(tmp_path, monkeypatch,
                                                                 save_retry=0.1)
    async with server:
        ann, bob = await seats(host, address, "Ann", "Bob")
        disk.full = True
        bob.answer()  # Bob starts (seed 3)
        await bob.until(lambda m: isinstance(m, p.State) and m.unsaved == "disk full")
        assert answers_on_disk(saver) == []
        disk.full = False  # nobody answers: a retry saves
        await bob.until(lambda m: isinstance(m, p.State) and m.unsaved is None)
        assert answers_on_disk(saver) == host.game.record.answers != []
        assert "saved again" in logs
