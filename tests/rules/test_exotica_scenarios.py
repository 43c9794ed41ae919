"""Exotica scenarios (rulebook "Scenarios"; cards/exotica/scenarios.toml; rules/scenarios.py):
in a game of base + Exotica the pool is Exotica's nine."""


import pytest

from exotica_tui.rules import default_catalog
from exotica_tui.rules.scenarios import compatible, describe
from exotica_tui.rules.symbols import empire_symbols

from .builders import answer, keys, new_game, scenario_game, start_turn
from .exo import SETS

CAT = default_catalog()
EXOTICA = sorted(i for i, sc in CAT.scenarios.items() if sc.set == "exotica")
PARTNER = "codebreaker"  # compatible with every other scenario


def start(picks: list[str], seed: int = 1):
    return scenario_game(picks, SETS, seed)  # every scenario's start: test_scenarios_esc_setup


def test_original_start_planet_is_chosen_by_the_player():
    g = new_game(2, sets=SETS, scenarios="chosen", scenario_picks=["hipster", "codebreaker"])
    order = [g.s.start_player, 1 - g.s.start_player]
    d = g.pending
    assert d.kind == "start_planet" and d.player == order[0]
    assert set(d.keys()) == {c.id for c in CAT.cards.values()
                             if c.kind == "start_planet" and c.set == "base"}
    answer(g, "start_planet", "drawde")
    assert "drawde" not in keys(g)  # the second player chooses from the rest
    answer(g, "start_planet", "liagiba")
    assert g.players[order[0]].planets[0].card == "drawde"


def test_alienese_tucks_a_role_card_under_rosetta_fish_at_setup():
    g = new_game(2, sets=SETS, seed=3, scenarios="chosen",
                 scenario_picks=["alienese", "union-boss"])
    while g.pending.kind != "take_role":
        g.answer(g.pending.keys()[:1])
    assert g.pending.player == 0
    answer(g, "take_role", "W")
    p = g.players[0]
    assert p.tucked[0].startswith("warfare")
    assert p.planets[0].card == "ixthara-prime"


def test_exotic_methods_has_every_role_symbol_once_its_tile_is_face_up():
    g = start(["exotic-methods", PARTNER])
    p = g.players[0]
    assert empire_symbols(g, p, "S") == 0
    p.planets[0].face_up = True  # Ixthara Prime's two Exotic symbols
    assert [empire_symbols(g, p, r) for r in "SWCPTR"] == [1] * 6


def test_superlogistical_may_play_the_role_phase_first():
    g = start(["superlogistical", PARTNER])
    start_turn(g, 0)
    answer(g, "phase_order", "role")
    answer(g, "role", "S")
    assert g.players[0].mining == "improved"


def test_chosen_scenarios_must_not_be_mutually_exclusive():
    assert not compatible(CAT, ["exotic-methods", "alienese"])  # one 5/5 Exotic tile
    assert not compatible(CAT, ["union-boss", "united-galaxies"])  # Organized Labor / Coalition
    assert not compatible(CAT, ["hipster", "alienese"])  # Perception Filter / Rosetta Fish
    assert compatible(CAT, ["mining-conglomerate", "union-boss"])  # two Asteroid tiles
    with pytest.raises(ValueError):
        new_game(2, sets=SETS, scenarios="chosen", scenario_picks=["hipster", "alienese"])


def test_draft_offers_only_scenarios_that_keep_a_legal_deal():
    g = new_game(3, sets=SETS, seed=2, scenarios="draft")
    d = g.pending
    assert d.kind == "scenario_pick" and d.player == g.s.start_player
    assert set(d.keys()) == set(EXOTICA)
    answer(g, "scenario_pick", "alienese")
    assert g.pending.kind == "scenario_pick" and g.pending.player != d.player
    assert not {"alienese", "exotic-methods", "hipster"} & set(keys(g))
    answer(g, "scenario_pick", "union-boss")
    assert "united-galaxies" not in keys(g)
    answer(g, "scenario_pick", "codebreaker")
    assert sorted(p.scenario for p in g.players) == ["alienese", "codebreaker", "union-boss"]
    while g.pending.kind in ("start_planet", "take_role"):
        g.answer(g.pending.keys()[:1])
    assert all(len(p.hand) == 5 for p in g.players)


def test_every_scenario_description_names_its_start_planet_in_words():
    """The draft shows each card in one line: a tile's name or a kind in words, never an id."""
    texts = {i: describe(CAT, sc) for i, sc in CAT.scenarios.items()}
    assert texts["alienese"].endswith("the Exotic 5/5 start planet")
    assert texts["artificial-intelligence"].startswith("deck no role cards;")
    for text in texts.values():
        assert not any(w in text for w in ("exotic-5/5", "; random", "; original", "; asteroid"))
