"""Issue 30's "Done when": 1,020 decision screens of 5-seat games with all four card sets, one
seated human and four bots, 340 at each of 80x24, 100x30 and 160x50, and on every one the
question and min(6, options) options are drawn whole, the deciding seat's empire is on screen
(its heading, face-up planets and techs), no area is blank while an empire is unshown, the
status line is one row, and no ``None`` or repr is drawn (``probe_table.check``). The games
start at turn 20 (greedy bots play every seat up to it): rich empires at once."""

from __future__ import annotations

import pytest

from .probe_table import CHECKS, Tally, play

SCREENS = 340  # a size: 1,020 in all


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (160, 50)])
async def test_every_decision_screen_keeps_the_layout(size):
    tally = Tally(examples=1)
    await play(size, SCREENS, seed=11, turn=20, tally=tally)
    assert tally.screens >= SCREENS
    assert {name: tally.failed[name] for name in CHECKS if tally.failed[name]} == {}, (
        tally.report(f"{size[0]}x{size[1]}", 0, 0, True))
