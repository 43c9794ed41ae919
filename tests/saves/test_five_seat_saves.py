"""Saves of 5-seat games written before 5 seats needed Escalation (issue 10, "Sets, seats and
saves") still load and replay to their digest.

``fixtures/five-seats-before-escalation/`` was written by ``exotica sim --save-dir`` with the
code of main just before the change (c40e7c7): base and base + Exotica at 5 seats, finished and
midgame, one with random scenarios. Their configs carry no house-variant field.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from exotica_tui import saves

FIXTURES = sorted((Path(__file__).parent / "fixtures" / "five-seats-before-escalation")
                  .glob("*.json"))


def test_the_fixtures_are_five_seat_games_without_escalation():
    configs = [json.loads(p.read_text())["record"]["config"] for p in FIXTURES]
    assert len(configs) == 4
    assert all(len(c["players"]) == 5 and "escalation" not in c["sets"] for c in configs)


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_a_five_seat_save_from_before_replays_to_its_digest(path):
    loaded = saves.load(path)
    data = json.loads(path.read_text())
    assert saves.save_digest(loaded.game) == data["digest"]
    assert len(loaded.game.record.answers) == data["summary"]["answers"]
    assert loaded.game.is_over == data["summary"]["finished"]
