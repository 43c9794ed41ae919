"""``exotica replay FILE`` and ``exotica review FILE``: a save watched again, in an app of its
own (issue 32). The save is read, replayed and checked by digest before anything is drawn: a
damaged, foreign or truncated file ends with one line and exit status 2 (``SaveError``, as
``exotica check``), never a half-drawn replay."""

from __future__ import annotations

from pathlib import Path

from textual.app import App
from textual.screen import Screen

from ..play.replay import Replay
from ..saves import SaveError, load


class WatchApp(App):
    CSS_PATH = "exotica.tcss"
    TITLE = "Eminent Domain: Exotica (replay)"
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, first: Screen) -> None:
        super().__init__()
        self.first = first

    def on_mount(self) -> None:
        self.push_screen(self.first)


def replay_of(path: Path, reviewed: bool = False) -> Replay:
    """The checked replay of a save; SaveError if it does not load, or (``reviewed``) if its
    game is not over: a review is of a finished game."""
    loaded = load(path)
    if reviewed and not loaded.game.is_over:
        raise SaveError(f"{path}: the game is not finished: nothing to review yet "
                        "(exotica replay shows it so far)")
    return Replay(loaded.game.record)


def watch_app(path: Path, reviewed: bool = False, step: int = 0) -> WatchApp:
    """The app of a replay at ``step``, or of the review of a finished game."""
    replay = replay_of(path, reviewed)
    if reviewed:
        from ..play.review import review
        from .screens.review import ReviewScreen

        return WatchApp(ReviewScreen(replay, review(replay)))
    from .screens.replay import replay_screen

    return WatchApp(replay_screen(replay, step))


def run_watch(path: Path, reviewed: bool = False, step: int = 0) -> int:
    app = watch_app(path, reviewed, step)
    app.run()
    return app.return_code or 0
