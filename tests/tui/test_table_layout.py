"""Issue 30's "Done when": 1,000 decision screens of 5-seat games with all four sets (one
seated human, four bots), split across 80x24, 100x30 and 160x50, each checked by the layout
probe (tests/tui/probe_table.py): the question and min(6, options) option rows drawn, the
seat's own empire drawn, no blank area while an empire is unshown, the status on one row, no
``None`` or repr in the text. Games start at turn 20 (greedy bots play every seat up to it),
where empires are rich and the screens are the hardest to fit."""

from __future__ import annotations

import pytest

from . import probe_table

SIZES = [((80, 24), 400, 11), ((100, 30), 300, 21), ((160, 50), 300, 31)]  # 1,000 screens


@pytest.mark.parametrize("size, screens, seed", SIZES, ids=["80x24", "100x30", "160x50"])
async def test_every_decision_screen_fits(size, screens, seed):
    tally = probe_table.Tally(examples=1)
    await probe_table.play(size, screens, seed, 20, tally)
    assert tally.screens >= screens
    assert sum(tally.failed.values()) == 0, tally.report(
        f"{size[0]}x{size[1]}", 0, 0, screens_shown=True)
