"""The replay's and the review's screenshots (``screenshots.py`` calls ``shoot_all``): a seeded
5-seat game of the whole box played to its end by greedy bots, watched again at 80x24 and
160x50, at the start of its first turning point's turn, a few answers in."""

from __future__ import annotations

from pathlib import Path

from ..bots import make_bot
from ..play.replay import Replay
from ..play.review import review
from ..rules import Game, GameConfig
from .screens.replay import replay_screen
from .screens.review import ReviewScreen
from .watch import WatchApp

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]
WHOLE_BOX = ["base", "escalation", "exotica", "exotica-promo"]
SIZES = [(80, 24), (160, 50)]


def finished_game(seed: int = 1) -> Game:
    game = Game.new(GameConfig(players=NAMES, seed=seed, sets=WHOLE_BOX))
    bots = [make_bot("greedy", seed * 7 + i) for i in range(len(NAMES))]
    while (d := game.pending) is not None:
        game.answer(bots[d.player].choose(game.view(d.player), d))
    return game


async def shoot_all(out: Path) -> list[Path]:
    game = finished_game()
    replay = Replay(game.record)
    r = review(replay)
    step = r.turning_points[0].step + 4
    paths = []
    for width, height in SIZES:
        for name, screen in (("replay", lambda: replay_screen(replay, step)),
                             ("review", lambda: ReviewScreen(replay, r))):
            path = out / f"{name}-{width}x{height}.svg"
            app = WatchApp(screen())
            async with app.run_test(size=(width, height)) as pilot:
                await pilot.pause(0.2)
                path.write_text(app.export_screenshot(title=f"exotica: {path.stem}"),
                                encoding="utf-8")
            paths.append(path)
    return paths
