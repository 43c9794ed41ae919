import random
import sys
import types

import pytest

from exotica_tui import autosave
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
def saved(game) -> autosave.Autosaver:
    """``game`` autosaved once into the (test) save folder."""
    autosaver = autosave.Autosaver()
    assert autosaver.save(game) is None
    return autosaver


class Calls(list):
    """(game, autosaver) per call; ``settings`` holds the table settings of each call."""

    settings: list


@pytest.fixture
def app_calls(monkeypatch):
    """Stand in for ``exotica_tui.tui.run.run_app`` and record what the CLI hands it."""
    calls = Calls()

    def run_app(args, loaded=None):
        calls.append((loaded.game, autosave.continue_in(loaded)))  # where the app saves on
        settings_seen.append(loaded.save.settings)
        return 0

    settings_seen = []
    calls.settings = settings_seen

    try:
        import exotica_tui.tui.run as app
    except ImportError:  # the app is built on another branch
        monkeypatch.setitem(sys.modules, "exotica_tui.tui", types.ModuleType("exotica_tui.tui"))
        app = types.ModuleType("exotica_tui.tui.run")
        monkeypatch.setitem(sys.modules, "exotica_tui.tui.run", app)
    monkeypatch.setattr(app, "run_app", run_app, raising=False)
    return calls
