"""The host's autosave is written on a background thread (issue 13), yet a client is sent a
state only once that state is on disk: a host killed at any moment resumes at least where
every client was (the SIGKILL test in test_host_restart.py plays it through a real process)."""

from __future__ import annotations

import asyncio
import json
import time

from exotica_tui import autosave

from .kit import TIMEOUT, seats, start_host


async def test_host_saves_off_the_event_loop_and_sends_only_saved_states(tmp_path, monkeypatch):
    slow_write = autosave.write_file

    def write_file(*args, **kw):
        time.sleep(0.1)  # a slow disk: the loop must not wait for it
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
    assert loop_blocked < 0.09  # no write held up the loop
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
