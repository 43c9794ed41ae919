"""The list of saved games on the setup screen: continue one exactly where it stopped, delete
one after a confirmation; an unreadable file is listed with its reason and never continued."""

from __future__ import annotations

import json
import random
from pathlib import Path

from exotica_tui import saves
from exotica_tui.cli import main
from exotica_tui.rules import Game, GameConfig
from exotica_tui.sim import random_answer
from exotica_tui.tui.app import ExoticaApp
from exotica_tui.tui.screens.gameover import GameOverScreen
from exotica_tui.tui.screens.saves import ConfirmDelete, SavesScreen
from exotica_tui.tui.screens.setup import SetupScreen
from exotica_tui.tui.screens.table import TableScreen

from .driver import press, screen_text


def saved_game(players: list[str], seed: int, answers: int, sets: list[str] | None = None,
               settings: dict | None = None) -> tuple[Game, Path]:
    """A game of ``answers`` random answers (fewer if it ends), written to the save folder."""
    game = Game.new(GameConfig(players=players, seed=seed, sets=sets or ["base"]))
    rng = random.Random(seed)
    for _ in range(answers):
        if game.is_over:
            break
        game.answer(random_answer(game, game.pending, rng))
    path = saves.new_save_path()
    saves.write_save(game, path, settings)
    return game, path


async def open_list(pilot, app: ExoticaApp) -> SavesScreen:
    await pilot.pause()
    assert isinstance(app.screen, SetupScreen)
    await press(pilot, "ctrl+o")
    await pilot.pause()
    assert isinstance(app.screen, SavesScreen)
    return app.screen


async def test_continue_a_saved_game_exactly_where_it_stopped():
    ann, ann_path = saved_game(["Ann", "Bob"], 3, 30,
                               settings={"auto_dissent": [False, True], "open_hands": True})
    dee, dee_path = saved_game(["Dee", "Eve", "Fay"], 5, 20, sets=["base", "exotica"])
    app = ExoticaApp(autosave=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_list(pilot, app)
        text = screen_text(app)
        assert text.index("Dee, Eve, Fay") < text.index("Ann, Bob")  # newest first
        assert f"sets base+exotica; turn {dee.s.turn_no}; 20 answers; in progress" in text
        assert f"sets base; turn {ann.s.turn_no}; 30 answers; in progress; saved" in text
        assert "▶ " + dee_path.name in text  # the highlight, not by colour alone
        await press(pilot, "down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        game = app.session.game
        assert game.digest() == ann.digest() and game.record == ann.record
        assert app.autosaver.path == ann_path  # goes on saving into its own file
        assert [s.auto_dissent for s in app.session.seats] == [False, True]
        assert app.session.setup.open_hands
        assert SetupScreen not in {type(s) for s in app.screen_stack}
    assert dee.digest() != ann.digest()


async def test_delete_after_confirmation_and_an_unreadable_save_cannot_be_continued():
    finished, done_path = saved_game(["Dee", "Eve"], 4, 100_000)
    assert finished.is_over
    broken = saves.save_dir() / "broken.json"
    broken.write_text('{"format_version": 1, "summ')
    app = ExoticaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.click("#saves")  # the mouse opens it too
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SavesScreen)
        text = screen_text(app)
        assert "  Dee, Eve  " in text and f"turn {finished.s.turn_no};" in text
        assert "; finished; saved" in text
        assert "broken.json  UNREADABLE" in text
        assert "not a save file: truncated or not JSON" in text
        await press(pilot, "down", "enter")  # the unreadable one: said why, nothing opened
        await pilot.pause()
        assert app.screen is screen and app.session is None
        assert "Cannot continue broken.json: it is unreadable" in screen_text(app)
        await press(pilot, "d")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDelete)
        await press(pilot, "n")  # kept
        await pilot.pause()
        assert app.screen is screen and broken.exists()
        await press(pilot, "up", "d", "y")
        await pilot.pause()
        assert app.screen is screen and not done_path.exists() and broken.exists()
        assert [e.path for e in screen.entries] == [broken]
        assert "Deleted" in screen_text(app)
        await press(pilot, "d", "y")
        await pilot.pause()
        assert not broken.exists() and screen.entries == []
        assert "No saved games" in screen_text(app)
        await press(pilot, "escape")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)


async def test_a_new_game_after_a_loaded_one_saves_into_a_new_file(monkeypatch):
    finished, path = saved_game(["Dee", "Eve"], 4, 100_000)
    started = []
    monkeypatch.setattr(ExoticaApp, "run", lambda app: started.append(app))
    assert main(["load", str(path)]) == 0
    app = started[0]
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen) and app.autosaver.path == path
        await press(pilot, "n")  # play again
        await pilot.pause()
        assert app.autosaver.path != path and not app.session.game.record.answers
    assert saves.read_save(path).record == finished.record  # the finished game is kept


async def test_a_save_that_does_not_replay_is_listed_but_not_continued():
    _, path = saved_game(["Ann", "Bob"], 3, 10)
    data = json.loads(path.read_text())
    data["digest"] = "0" * 32  # the summary still reads; the replay tells the truth
    path.write_text(json.dumps(data))
    app = ExoticaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_list(pilot, app)
        assert "Ann, Bob" in screen_text(app)
        await press(pilot, "enter")
        await pilot.pause()
        assert app.screen is screen and app.session is None
        assert "Cannot continue" in screen_text(app) and "digest mismatch" in screen_text(app)
