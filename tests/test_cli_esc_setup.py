"""``exotica cards``: every set lists its cards and scenarios; ``--json`` gives each row's set and
kind (issue 10, "Sets, seats and saves")."""

import json

import pytest

from exotica_tui.cli import main
from exotica_tui.rules import default_catalog
from exotica_tui.rules.plugin import known_sets


def rows(capsys, *argv):
    assert main(["cards", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("card_set", ["escalation", "exotica-promo"])
def test_cards_of_a_set_are_its_cards_and_scenarios(capsys, card_set):
    cat = default_catalog()
    got = rows(capsys, "--set", card_set)
    assert {r["id"] for r in got} == {c.id for c in cat.of_set(card_set)} | {
        i for i, sc in cat.scenarios.items() if sc.set == card_set}
    assert all(r["set"] == card_set for r in got)


def test_escalation_lists_its_start_planets_and_scenarios(capsys):
    got = {r["id"]: r for r in rows(capsys, "--set", "escalation")}
    assert got["chaconos"]["kind"] == "start_planet"
    assert got["battlecruiser"]["kind"] == "scenario"
    assert "Improved Fleet" in got["battlecruiser"]["text"]
    assert "Kaeth start planet" in got["battlecruiser"]["text"]


def test_every_row_of_the_whole_catalog_has_its_set_and_kind(capsys):
    got = rows(capsys)
    assert all(r["set"] in known_sets() and r["kind"] for r in got)
    assert {r["kind"] for r in got} >= {"role", "politics", "planet", "start_planet", "tech",
                                        "scenario"}
    assert rows(capsys, "--kind", "scenario") == [r for r in got if r["kind"] == "scenario"]


def test_an_unknown_set_is_refused_with_one_line(capsys):
    assert main(["cards", "--set", "promo"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown card set 'promo'" in err
