"""Saves written before rules revision 2 (issue 11's card audit) still load: a save without a
revision replays by revision 1, under which its digest was taken.

The fixtures were written by the code of main before the audit: two games stopped early and one
finished (``exotica sim --save-dir``), two finished games in which Tractor Beam, finding no
Asteroid, put the top planet of another type into the empire, and one in which a planet
conquered with Scorched Earth Policy got Crystal in its refilling slot, as revision 1 did.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from exotica_tui import saves
from exotica_tui.rules import Game, IllegalAnswer
from exotica_tui.rules.config import RULES_REVISION
from tests.rules.builders import add_permanent, add_planet, answer, new_game, set_hand, start_turn

FIXTURES = sorted((Path(__file__).parent / "fixtures" / "rules-revision-1").glob("*.json"))


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_a_save_written_before_rules_revision_2_still_loads(path):
    loaded = saves.load(path)
    assert loaded.game.record.config.rules_revision == 1
    assert loaded.game.digest() == loaded.save.digest


@pytest.mark.parametrize("path", [p for p in FIXTURES if p.stem.startswith("tractor")],
                         ids=lambda p: p.stem)
def test_the_same_answers_take_another_course_under_rules_revision_2(path):
    record = saves.read_save(path).record
    record.config.rules_revision = 2
    with pytest.raises(IllegalAnswer):
        Game.replay(record)


def test_a_scorched_planet_of_an_old_save_keeps_its_crystal_and_revision_2_differs():
    path = next(p for p in FIXTURES if p.stem.startswith("scorched"))
    save = saves.read_save(path)
    game = saves.load(path).game
    assert any(pl.scorched and pl.resources == ["crystal"] for p in game.players
               for pl in p.planets)
    save.record.config.rules_revision = 2
    assert Game.replay(save.record).digest() != save.digest


def test_rules_revision_1_fills_a_scorched_planets_refilling_slot_as_it_did():
    g = new_game(2, ("base", "exotica"), rules_revision=1)
    add_permanent(g, 0, "scorched-earth-policy")
    pl = add_planet(g, 0, "hux-meridian", face_up=False)
    g.players[0].fighters = 4
    set_hand(g, 0, "warfare")
    start_turn(g, 0)
    answer(g, "action", g.players[0].hand[0])
    answer(g, "choose_effect", "1")
    answer(g, "attack_target", pl.card)
    assert pl.scorched and pl.resources == ["crystal"]


def test_a_new_save_records_the_current_rules_revision(tmp_path):
    game = new_game(2, ("base", "exotica"))
    path = tmp_path / "new.json"
    saves.write_save(game, path)
    assert saves.load(path).game.record.config.rules_revision == RULES_REVISION == 3
