"""In the app, a failed autosave shows a dialog; the game in memory goes on."""

from __future__ import annotations

import errno
import os
import random

from exotica_tui import saves
from exotica_tui.tui.app import ExoticaApp
from exotica_tui.tui.screens.info import SaveErrorScreen
from tests.tui.driver import make_setup, press, step


async def answer_one(pilot, app: ExoticaApp, rng: random.Random) -> None:
    before = len(app.session.game.record.answers)
    while len(app.session.game.record.answers) == before:
        await step(pilot, app, rng)


async def test_a_full_disk_shows_a_dialog_and_the_game_goes_on(monkeypatch):
    app = ExoticaApp(make_setup(["Ann", "Bob"], 5), autosave=True)
    rng = random.Random(1)
    async with app.run_test() as pilot:
        await answer_one(pilot, app, rng)
        await pilot.pause()  # the save is taken once the screen shows the answer
        app.autosaver.flush()  # and written on a thread
        good = app.autosaver.path.read_bytes()
        kept = list(app.session.game.record.answers)

        def disk_full(fd, data):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

        monkeypatch.setattr(os, "write", disk_full)
        await answer_one(pilot, app, rng)
        for _ in range(100):  # the dialog is pushed from a callback: give it time on a busy box
            if isinstance(app.screen, SaveErrorScreen):
                break
            await pilot.pause(0.02)
        assert isinstance(app.screen, SaveErrorScreen)
        assert "No space left on device" in app.screen.message
        assert len(app.session.game.record.answers) == len(kept) + 1  # kept in memory
        assert app.autosaver.path.read_bytes() == good  # the last good save, untouched
        monkeypatch.undo()
        await press(pilot, "enter")
        assert not isinstance(app.screen, SaveErrorScreen)
        await answer_one(pilot, app, rng)  # space again: the next answer saves everything
        await pilot.pause()
        assert saves.load(app.autosaver.path).game.record == app.session.game.record
    assert saves.read_save(app.autosaver.path).record.answers[:len(kept)] == kept


async def test_an_answer_not_yet_saved_when_the_app_stops_is_saved_or_reported(monkeypatch):
    """``run_app`` closes the save after the app stops: the answer on screen is written then,
    and if that write fails, the error comes back to be printed."""
    app = ExoticaApp(make_setup(["Ann", "Bob"], 5), autosave=True)
    rng = random.Random(2)
    async with app.run_test() as pilot:
        await answer_one(pilot, app, rng)
        await pilot.pause()  # a good save first: taken once the screen shows the answer
        app.autosaver.flush()  # (a loaded machine may not have taken it before the app stops)
        await answer_one(pilot, app, rng)
    app.save_due = True  # as if the app stopped before the screen showed the answer
    path, answers = app.autosaver.path, app.session.game.record.answers

    def disk_full(fd, data):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "write", disk_full)
    assert "No space left on device" in app.close_save()
    monkeypatch.undo()
    kept = saves.load(path).game.record.answers  # the last good save, whole
    assert kept == answers[:len(kept)]
