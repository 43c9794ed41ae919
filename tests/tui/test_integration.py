"""The app with the other parts: bot seats, autosave and loading, undo."""

from __future__ import annotations

import random

from exotica_tui.cli import build_parser
from exotica_tui.play.setup import setup_from_args
from exotica_tui.rules import Game
from exotica_tui.saves import load
from exotica_tui.tui.app import ExoticaApp

from .driver import covered, make_setup, press, sit_down, step


async def test_bot_seats_play_by_themselves_and_never_hand_off():
    args = build_parser().parse_args(["--players", "Ann,bot:greedy,bot:random", "--seed", "4"])
    setup = setup_from_args(args)
    assert [s.bot_kind for s in setup.seats] == [None, "greedy", "random"]
    app = ExoticaApp(setup)
    rng = random.Random(4)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")  # the first handoff, to Ann
        for _ in range(60):
            assert not covered(app)
            assert app.session.pending is None or app.session.pending.player == 0
            if await step(pilot, app, rng, prefer={"role": "P"}) == "over":
                break
        players = {e.text.split()[0] for e in app.session.game.log}
        assert {"Greedy", "Random"} <= players


async def test_every_answer_is_autosaved_and_a_loaded_game_continues(tmp_path, monkeypatch):
    monkeypatch.setenv("EXOTICA_HOME", str(tmp_path))
    app = ExoticaApp(make_setup(["Ann", "Bob"], seed=6), autosave=True)
    rng = random.Random(6)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(12):
            await step(pilot, app, rng)
        await pilot.pause()  # the save is taken once the screen shows the answer
        answers = list(app.session.game.record.answers)
        path = app.autosaver.path
    loaded = load(path)
    assert loaded.game.record.answers == answers and answers
    again = ExoticaApp(loaded=loaded)
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert covered(again)  # a handoff first: whoever sits down may be anyone
        await press(pilot, "enter")
        assert again.session.game.record.answers == answers
        for _ in range(4):
            await step(pilot, again, rng)
        await pilot.pause()
        assert load(path).game.record.answers == again.session.game.record.answers


async def test_undo_takes_back_the_seats_own_answer():
    app = ExoticaApp(make_setup(["Ann", "Bob"], seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await sit_down(pilot)
        skip = next(c for c, k in app.table.query_one("PromptPanel").hotkeys.items()
                    if k == "skip")
        await press(pilot, skip)
        assert app.session.pending.kind == "role"
        await press(pilot, "u")
        assert app.session.pending.kind == "action" and app.session.game.record.answers == []
        assert isinstance(app.session.game, Game)
        await press(pilot, "u")  # nothing left to take back: a message, no change
        assert app.session.pending.kind == "action"
        title = app.table.query_one("#prompt-title").text.plain
        assert title.startswith("Cannot undo: nothing to undo yet.")


async def test_undo_takes_back_one_answer_per_press_and_says_so_above_the_options():
    app = ExoticaApp(make_setup(["Ann", "Bob"], seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await sit_down(pilot)
        panel = app.table.query_one("PromptPanel")
        skip = next(c for c, k in panel.hotkeys.items() if k == "skip")
        await press(pilot, skip, "r")  # no action, lead Research: a boost prompt
        assert app.session.pending.kind == "boost"
        await press(pilot, "u")
        assert app.session.pending.kind == "role"
        assert app.session.game.record.answers == [["skip"]]
        assert panel.query_one("#prompt-title").text.plain.startswith("Took back your last")
        assert "Took back" not in "".join(str(o.prompt) for o in panel.query_one(
            "#choices").options)
        await press(pilot, "u")
        assert app.session.pending.kind == "action"
