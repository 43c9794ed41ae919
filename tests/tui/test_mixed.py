"""Mixed tables (any seat a bot), bots at a readable pace, the demo, and resumed tables that
keep their bots."""

from __future__ import annotations

import random

from exotica_tui import autosave
from exotica_tui.cli import build_parser, main
from exotica_tui.play.session import Session
from exotica_tui.play.setup import setup_from_args, setup_of
from exotica_tui.tui.app import ExoticaApp
from exotica_tui.tui.demo import DemoApp, demo_setup
from exotica_tui.tui.screens.gameover import GameOverScreen
from exotica_tui.tui.screens.help import HelpScreen
from exotica_tui.tui.widgets.prompt import PromptPanel

from .driver import answers_until, covered, press, screen_text, step

SLOW = 1000.0  # seconds per bot answer: the timer never fires, the test moves the bots


async def bot_move(pilot, app: ExoticaApp) -> None:
    """One tick of the bot timer: the bot thinks on a thread, then answers."""
    app.bot_move()
    await app.workers.wait_for_complete()
    await pilot.pause()


def mixed(*flags: str):
    return setup_from_args(build_parser().parse_args(
        ["--players", "Ann,bot:greedy,bot:random", "--seed", "4", *flags]))


async def test_paced_bots_answer_one_per_tick_and_keys_stay_live():
    app = ExoticaApp(mixed(), pace=SLOW)
    rng = random.Random(4)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")  # the first handoff, to Ann
        while not app.session.bot_due():
            await step(pilot, app, rng, prefer={"role": "P"})
        panel = app.table.query_one(PromptPanel)
        assert panel.decision is None and "Waiting for" in screen_text(app)
        await press(pilot, "question_mark")  # keys work while a bot is due
        assert isinstance(app.screen, HelpScreen)
        waiting = len(app.session.game.record.answers)
        app.bot_move()  # bots wait while the help covers the table
        assert len(app.session.game.record.answers) == waiting and app.bot_timer is not None
        await press(pilot, "escape")
        moved = 0
        while app.session.bot_due():
            before = len(app.session.game.record.answers)
            await bot_move(pilot, app)
            moved += 1
            assert not covered(app)  # bots never hand off
            assert len(app.session.game.record.answers) == before + 1  # no auto-dissent here
            if app.session.bot_due():  # while the bots play, the prompt shows their moves
                assert app.session.view().log[-1].text in screen_text(app)
        assert moved >= 2 and app.session.pending.player == 0


async def test_a_bots_turn_refuses_keys_meant_for_a_stale_prompt():
    app = ExoticaApp(mixed(), pace=SLOW)
    rng = random.Random(4)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        while not app.session.bot_due():
            await step(pilot, app, rng, prefer={"role": "P"})
        d = app.session.pending
        app.answer([d.options[0].key])
        assert app.session.pending is d


async def test_loading_a_save_brings_back_bots_open_hands_and_auto_dissent(tmp_path,
                                                                          monkeypatch):
    setup = mixed("--open-hands", "--no-auto-dissent")
    session = Session(setup, 4)
    session.start()
    path = tmp_path / "mixed.json"
    autosave.Autosaver(path).save(session.game, session.settings())
    started = []
    monkeypatch.setattr(ExoticaApp, "run", lambda app: started.append(app))
    assert main(["load", str(path)]) == 0
    async with started[0].run_test(size=(80, 24)) as pilot:  # it opens the save when mounted
        await pilot.pause()
        back = started[0].session.setup
    assert [(s.name, s.bot_kind) for s in back.seats] == [
        ("Ann", None), ("Greedy", "greedy"), ("Random", "random")]
    assert back.open_hands and not back.seats[0].auto_dissent
    assert all(s.bot is not None for s in back.seats[1:])


async def test_the_demo_plays_into_a_new_game_and_q_quits():
    setup = demo_setup("bot:greedy,bot:random", ["base"], seed=5)
    app = DemoApp(setup, pace=0.001, answers=answers_until(setup, lambda g: g.s.end_triggered))
    shown = []
    switch = app.switch_screen
    app.switch_screen = lambda screen: (shown.append(type(screen)), switch(screen))[1]
    async with app.run_test(size=(80, 24)) as pilot:
        first = app.session
        for _ in range(2000):
            await pilot.pause(0.005)
            if app.session is not first and len(app.session.game.record.answers) > 3:
                break
        assert first.game.is_over and GameOverScreen in shown
        assert app.session is not first and not app.session.game.is_over
        for _ in range(500):  # the new game's table lays out over the next frames
            if "q Quit demo" in screen_text(app):
                break
            await pilot.pause(0.01)
        assert "q Quit demo" in screen_text(app) and "at the keyboard" not in screen_text(app)
        await pilot.press("q")
        await pilot.pause()
        assert not app.is_running


async def test_ctrl_c_quits_the_demo():
    app = DemoApp(demo_setup("bot:random,bot:random", ["base"], seed=2), pace=SLOW)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert not app.is_running


def test_a_save_with_an_unknown_bot_or_odd_settings_seats_people():
    game = Session(mixed(), 4).game
    back = setup_of(game, {"bots": {"1": "oracle", "2": "greedy"}, "auto_dissent": "yes",
                           "open_hands": 1})
    assert [s.bot_kind for s in back.seats] == [None, None, "greedy"]
    assert all(s.auto_dissent for s in back.seats[:2]) and not back.open_hands


async def test_an_open_table_shows_the_first_decision_without_a_key():
    app = ExoticaApp(mixed("--open-hands"), pace=SLOW)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        d = app.session.pending
        assert d.player == 0 and d.prompt in screen_text(app)
        assert "Hand (open)" in screen_text(app)
