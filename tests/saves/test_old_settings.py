"""The table settings of saves written before the options were declared in one place
(game_options.py, issue 31 item 4) read back as they were written, and a setup read from a save
writes them again unchanged."""

from pathlib import Path

import pytest

from exotica_tui import saves
from exotica_tui.game_options import RuleOptions, values
from exotica_tui.play.setup import setup_of

OLD = sorted((Path(__file__).parent / "old").glob("*.json"))


@pytest.mark.parametrize("path", OLD, ids=lambda p: p.stem)
def test_an_old_saves_settings_read_back_and_write_again_unchanged(path):
    loaded = saves.load(path)
    kept = loaded.save.settings
    setup = setup_of(loaded.game, kept)
    assert setup.open_hands is (kept.get("open_hands") is True)
    assert [s.bot_kind for s in setup.seats] == [kept.get("bots", {}).get(str(i))
                                                 for i in range(len(setup.seats))]
    assert values(RuleOptions, setup) == values(RuleOptions, loaded.game.config)
    if kept:
        assert setup.settings() == kept


def test_a_setting_of_another_type_is_at_its_default():
    loaded = saves.load(OLD[0])
    assert setup_of(loaded.game, {"open_hands": "yes"}).open_hands is False
    assert setup_of(loaded.game, {"open_hands": True}).open_hands is True
