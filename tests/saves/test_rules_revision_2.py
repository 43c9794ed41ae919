"""Saves written by rules revision 2, before issue 28's fixes, still load and check.

The fixtures were written by ``exotica sim --save-dir`` with main just before revision 3, all
four card sets: finished games at 2-5 seats with random scenarios (the progress policy), finished
5-seat games of greedy bots, and two 3-seat greedy games stopped after 200 answers. Each carries
``rules_revision = 2`` and replays by those rules to the digest it was saved with.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from exotica_tui import saves

FIXTURES = sorted((Path(__file__).parent / "fixtures" / "rules-revision-2").glob("*.json"))


def test_the_fixtures_cover_every_seat_count_the_whole_box_and_unfinished_games():
    data = [json.loads(p.read_text()) for p in FIXTURES]
    assert {len(d["record"]["config"]["players"]) for d in data} == {2, 3, 4, 5}
    assert all(len(d["record"]["config"]["sets"]) == 4 for d in data)
    assert {d["summary"]["finished"] for d in data} == {True, False}


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_a_save_of_rules_revision_2_loads_and_replays_to_its_digest(path):
    loaded = saves.load(path)
    data = json.loads(path.read_text())
    assert loaded.game.record.config.rules_revision == 2
    assert saves.save_digest(loaded.game) == data["digest"]
    assert loaded.game.is_over == data["summary"]["finished"]
