"""Regenerate the SVG screenshots in ``screenshots/``: ``python -m exotica_tui.tui.screenshots``.

Each picture is a real game state (``positions.py``: greedy bots play a seeded game until
the wanted decision comes up); the app resumes that game headless and saves the screen.
"""

from __future__ import annotations

import argparse
import asyncio
from pathlib import Path

from ..rules.kinds import K
from .app import ExoticaApp
from .positions import (
    ESCALATION_EXOTICA,
    EXOTICA,
    WHOLE_BOX,
    Wanted,
    escalation_in_play,
    exotica_in_play,
    find,
    game_over,
    improved_mining,
    kind_is,
    research_follow,
)
from .screens.table import COVER_QUIET, SETTLE_QUIET

SIT = ("enter",)  # past the handoff cover
Sets = tuple[str, ...]
SHOTS: list[tuple] = [
    # name, size, position (None: the setup screen), keys to press first[, card sets]
    ("setup", (80, 24), None, ()),
    ("table-exotica", (160, 50), exotica_in_play, SIT),
    ("table-80x24", (80, 24), exotica_in_play, SIT),
    ("recon-prompt", (120, 40), kind_is(K.RECON_PICK), SIT),
    ("translator-prompt", (120, 40), kind_is(K.TRANSLATE), SIT),
    ("handoff", (80, 24), kind_is(K.FOLLOW), ()),
    ("game-over", (100, 30), game_over, ()),
    ("mining-tile", (120, 40), improved_mining, SIT),
    ("help", (80, 24), exotica_in_play, (*SIT, "question_mark")),
    ("table-escalation", (160, 50), escalation_in_play, SIT, ESCALATION_EXOTICA),
    ("table-escalation-80x24", (80, 24), escalation_in_play, SIT, ESCALATION_EXOTICA),
    ("table-research-80x24", (80, 24), research_follow, SIT, WHOLE_BOX),
]


async def shoot(path: Path, size: tuple[int, int], wanted: Wanted | None,
                keys: tuple[str, ...], sets: Sets = EXOTICA) -> None:
    if wanted is None:
        app = ExoticaApp()
    else:
        setup, answers = find(wanted, sets=sets)
        app = ExoticaApp(setup, answers)
    async with app.run_test(size=size) as pilot:
        # the cover takes Enter only after a quiet moment, as it would from a player
        await pilot.pause(COVER_QUIET + 0.1 if keys else None)
        for i, key in enumerate(keys):  # and after it lifts, a key after another pause
            await pilot.press(key)
            await pilot.pause(SETTLE_QUIET + 0.1 if i + 1 < len(keys) else None)
        path.write_text(app.export_screenshot(title=f"exotica: {path.stem}"), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("screenshots"))
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, size, wanted, keys, *sets in SHOTS:
        path = args.out / f"{name}.svg"
        asyncio.run(shoot(path, size, wanted, keys, *sets))
        print(path)
    from .two_seats import shoot as two_seats  # a hosted game, as two join clients see it

    asyncio.run(two_seats(args.out / "two-seats.svg"))
    print(args.out / "two-seats.svg")
    from .replay_shots import shoot_all  # a finished game watched again, and its review

    for path in asyncio.run(shoot_all(args.out)):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
