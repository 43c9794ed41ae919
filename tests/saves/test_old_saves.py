"""Saves written before the hostile-input checks (tests/saves/old, made at 101c630) still load,
check and open: a long name from then is shortened for the screen, never a reason to refuse."""

from pathlib import Path

import pytest

from exotica_tui import saves

OLD = sorted((Path(__file__).parent / "old").glob("*.json"))


@pytest.mark.parametrize("path", OLD, ids=lambda p: p.stem)
def test_an_old_save_loads(path):
    loaded = saves.load(path)
    assert len(loaded.game.record.answers) == loaded.save.summary.answers
    assert loaded.game.is_over == loaded.save.summary.finished


def test_the_fixture_holds_every_kind():
    assert {p.stem for p in OLD} == {"base-3-midgame", "exotica-2-longname-bot",
                                     "base-2-finished"}
