import random

import pytest

from exotica_tui import saves
from exotica_tui.rules import Game, GameConfig
from exotica_tui.sim import random_answer


def play(game: Game, n: int, seed: int = 1) -> Game:
    """Answer ``n`` decisions at random (a real game: its record replays)."""
    rng = random.Random(seed)
    for _ in range(n):
        if game.is_over:
            break
        game.answer(random_answer(game, game.pending, rng))
    return game


@pytest.fixture
def game() -> Game:
    return play(Game.new(GameConfig(players=["Ann", "Bob", "Cy"], seed=11)), 40)


@pytest.fixture
def saved(game) -> saves.Autosaver:
    """``game`` autosaved once into the (test) save folder."""
    autosaver = saves.Autosaver()
    assert autosaver.save(game) is None
    return autosaver
