"""Issue 30, item 5: ``i`` on an option of a tile or an empire card shows that card, and a
resumed game saves the moves its bots make to catch up."""

from __future__ import annotations

import random

from exotica_tui.bots import make_bot
from exotica_tui.play.setup import Seat, Setup, bot_seat
from exotica_tui.rules import Game
from exotica_tui.rules.decision import Option
from exotica_tui.rules.views import PermanentView
from exotica_tui.saves import SUFFIX, load, save_dir, write_save
from exotica_tui.sim import progress_answer
from exotica_tui.tui import prompts
from exotica_tui.tui.app import ExoticaApp
from exotica_tui.tui.screens.cards import CardDetailScreen
from exotica_tui.tui.widgets.prompt import ChoiceList, PromptPanel

from .driver import answers_until, make_setup, press


async def test_card_key_on_the_mining_tiles_action_shows_the_tile():
    setup = make_setup(["Ann", "Bob"], 3, ["base", "exotica"])
    answers = answers_until(setup, lambda g: g.pending.kind == "action"
                            and "mine" in g.pending.keys())
    app = ExoticaApp(setup, answers)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        panel = app.table.query_one(PromptPanel)
        panel.query_one(ChoiceList).highlighted = panel.keys.index("mine")
        await press(pilot, "i")
        assert isinstance(app.screen, CardDetailScreen)
        mining = app.session.game.card("mining")
        assert app.screen.body.plain.startswith(mining.name)
        assert "mine 1 face-down Asteroid" in app.screen.body.plain


def test_the_tiles_upgrade_and_an_empire_permanent_name_their_cards():
    game = Game.new(make_setup(["Ann", "Bob"], 3, ["base", "exotica"]).config(3))
    view = game.view(0)
    assert prompts.option_card(view, Option("improve_mining", "Upgrade")) == "improved-mining"
    assert prompts.option_card(view, Option("mine", "Mining: ...")) == "mining"
    game.players[0].set_mining("improved")  # the view's tile faces follow (PlayerView.fronts)
    view = game.view(0)
    assert prompts.option_card(view, Option("mine", "Mining: ...")) == "improved-mining"
    view.players[0].permanents.append(PermanentView("tech#9", "face-x", "copied-y", [], []))
    assert prompts.option_card(view, Option("empire:tech#9", "X", "tech#9")) == "copied-y"
    assert prompts.option_card(view, Option("p1", "Keep P", "p1")) == "p1"


async def test_a_resumed_game_saves_its_bots_catch_up_moves_at_once():
    """Saved with the bot to move: resuming plays the bot's moves and saves them before
    anyone answers, so a second resume starts after them (before: each resume replayed them
    and the file never changed)."""
    setup = Setup(seats=[Seat("Ann"), bot_seat("Bob", "greedy", 1, make_bot)], sets=["base"],
                  seed=5)
    game = Game.new(setup.config(5))
    rng = random.Random(5)
    while game.pending.player != 1:
        game.answer(progress_answer(game, game.pending, rng))
    path = save_dir() / f"resume{SUFFIX}"
    path.parent.mkdir(parents=True, exist_ok=True)
    write_save(game, path, setup.settings())
    saved = [len(game.record.answers)]
    for _ in range(2):
        app = ExoticaApp(loaded=load(path))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            answers = list(app.session.game.record.answers)
            assert app.session.pending.player == 0  # the bot caught up: Ann to answer
        app.close_save()
        assert load(path).game.record.answers == answers
        saved.append(len(answers))
    assert saved[0] < saved[1] == saved[2]  # the second resume had nothing to catch up
