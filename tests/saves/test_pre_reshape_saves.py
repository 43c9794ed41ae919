"""Saves written before the rules core was reshaped (issue 10, part 1) still load and replay to
the digest they were saved with: the reshape changed no behaviour.

``fixtures/pre_reshape/`` holds games written by ``exotica sim --save-dir`` with the code of
that time: base and base + Exotica, 2-5 seats, random and draft scenarios, the extended
3-player variant with the printed empty-stack bonus, Asteroid starts without a final round;
``main-rev2-*`` were written by main after rules revision 2 (issue 11), just before the merge.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from exotica_tui import saves

FIXTURES = sorted((Path(__file__).parent / "fixtures" / "pre_reshape").glob("*.json"))


def test_the_fixtures_cover_every_seat_count_and_set():
    configs = [json.loads(p.read_text())["record"]["config"] for p in FIXTURES]
    assert {len(c["players"]) for c in configs} == {2, 3, 4, 5}
    assert {tuple(c["sets"]) for c in configs} == {("base",), ("base", "exotica")}
    assert {c.get("scenarios", "none") for c in configs} >= {"none", "random", "draft"}


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_an_old_save_replays_to_its_digest(path):
    loaded = saves.load(path)
    data = json.loads(path.read_text())
    assert loaded.game.digest() == data["digest"]
    assert len(loaded.game.record.answers) == data["summary"]["answers"]
    assert loaded.game.is_over == data["summary"]["finished"]
