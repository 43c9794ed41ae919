"""Scenarios for any set (rules/scenarios.py; escalation.md §11): Escalation's scenario cards
(cards/escalation/scenarios.toml), the pool of the sets in play, and mutual exclusion derived
from the data (§11.3)."""

from __future__ import annotations

from collections import Counter

import pytest

from exotica_tui import sim
from exotica_tui.rules import ConfigError, GameConfig, default_catalog
from exotica_tui.rules.catalog import is_start_kind
from exotica_tui.rules.plugin import known_sets
from exotica_tui.rules.scenarios import compatible, describe, pool
from tests.rules.builders import answer, new_game, scenario_game, set_hand, start_turn

CAT = default_catalog()
ESC = ("base", "escalation")
ESCALATION = sorted(i for i, sc in CAT.scenarios.items() if sc.set == "escalation")
BASE_TILES = {c.id for c in CAT.cards.values() if c.kind == "start_planet" and c.set == "base"}
PARTNER = "explorer"  # a random start planet and Survey Team: compatible with the others


def start(picks: list[str], seed: int = 1, sets=ESC):
    return scenario_game(picks, sets, seed)


def partner(sc_id: str) -> str:
    """The first other scenario of the same set that may share a table with ``sc_id``."""
    return next(i for i in sorted(CAT.scenarios) if i != sc_id and compatible(CAT, [sc_id, i])
                and CAT.scenarios[i].set == CAT.scenarios[sc_id].set)


@pytest.mark.parametrize("sc_id", sorted(CAT.scenarios))
def test_each_scenario_of_every_set_builds_its_printed_start(sc_id):
    sc = CAT.scenarios[sc_id]
    g = start([sc_id, partner(sc_id)], sets=("base", sc.set))
    p = g.players[0]
    assert p.scenario == sc_id
    cards = [g.card(c) for c in p.hand + p.deck]
    by_stack = Counter(c.stack if c.kind == "role" else c.kind for c in cards)
    for key in ("S", "W", "C", "PT", "R"):
        assert by_stack[key] == sc.deck.get(key, 0), key
    assert by_stack["politics"] == sc.deck.get("Pol", 0)
    assert {pm.face for pm in p.permanents} == {t for t in sc.techs if g.card(t).permanent}
    assert {c.id for c in cards if c.kind == "tech"} == {t for t in sc.techs
                                                         if not g.card(t).permanent}
    size = sum(sc.deck.values()) + sum(not g.card(t).permanent for t in sc.techs)
    assert len(cards) == size and len(p.hand) == min(5, size)
    (pl,) = p.planets
    assert is_start_kind(g.card(pl.card), sc.start_planet) and not pl.face_up
    assert p.fleet_tile == sc.fleet_tile or sc.fleet_tile is None
    assert {s: p.fleet.count(s) for s in sc.ships} == sc.ships
    assert p.mining == ("improved" if sc.improved_mining else
                        "basic" if sc.set == "exotica" else None)
    assert g.pending.kind in ("action", "role", "phase_order")


def test_battlecruiser_starts_with_the_improved_fleet_and_a_battlecruiser():
    p = start(["battlecruiser", PARTNER]).players[0]
    assert p.fleet_tile == "improved" and p.fleet.count("battlecruiser") == 1
    assert p.planets[0].card == "kaeth"


def test_artificial_intelligence_deals_its_one_card_deck_as_printed():
    p = start(["artificial-intelligence", PARTNER]).players[0]
    assert [c.split("#")[0] for c in p.hand] == ["artificial-intelligence"] and p.deck == []


@pytest.mark.parametrize(("a", "b"), [("scorched-earth", "imperialism"),
                                      ("streamlined", "arms-dealer")])
def test_scenarios_sharing_a_technology_card_exclude_each_other(a, b):
    assert not compatible(CAT, [a, b])
    with pytest.raises(ValueError):
        new_game(2, sets=ESC, scenarios="chosen", scenario_picks=[a, b])


def test_scenarios_sharing_a_start_tile_exclude_each_other():
    assert not compatible(CAT, ["battlecruiser", "battlecruiser"])
    assert compatible(CAT, ["battlecruiser", "arms-dealer", "war-path"])


def test_random_start_planets_never_conflict_nor_take_a_named_tile():
    named = ["scorched-earth", "fertile-ground", "streamlined", "war-path", "network-admin"]
    assert compatible(CAT, ["explorer", "mobilized", "terraformer", "artificial-intelligence",
                            "imperialism"])
    for seed in range(8):
        g = start(["explorer", "mobilized", "terraformer", "war-path", "scorched-earth"], seed)
        randoms = [g.players[k].planets[0].card for k in range(3)]
        assert not {"piedra-seca", "chrispen"} & set(randoms)
        assert len(set(randoms)) == 3
    assert all(CAT.scenarios[i].start_planet in BASE_TILES for i in named)


def test_the_pool_is_the_scenarios_of_the_sets_in_play():
    assert set(pool(new_game(2, ("base", "exotica")))) == {
        i for i, sc in CAT.scenarios.items() if sc.set == "exotica"}
    assert pool(new_game(2, ESC)) == ESCALATION
    both = set(pool(new_game(2, ("base", "escalation", "exotica"))))
    assert both == {i for i, sc in CAT.scenarios.items() if sc.set in ("escalation", "exotica")}
    with pytest.raises(ValueError):  # an Exotica scenario in an Escalation-only game
        new_game(2, ESC, scenarios="chosen", scenario_picks=["hipster", PARTNER])


def test_scenarios_need_a_set_with_scenario_cards():
    with pytest.raises(ConfigError, match="scenarios need a card set with scenario cards"):
        GameConfig(players=["A", "B"], scenarios="random")
    assert GameConfig(players=["A", "B"], sets=list(ESC), scenarios="random")


@pytest.mark.parametrize(("sets", "games"), [(("base", "exotica"), 40),
                                             (("base", "escalation", "exotica"), 50)])
def test_random_deals_are_legal_and_reach_every_scenario_of_the_pool(sets, games):
    """A small pool (Exotica's) lists the legal sets, a large one draws until legal."""
    seen = set()
    for seed in range(games):
        g = new_game(5, sets=sets, seed=seed, scenarios="random")
        picks = [p.scenario for p in g.players]
        assert len(set(picks)) == 5 and compatible(CAT, picks)
        seen.update(picks)
    assert seen == set(pool(g))


def test_a_draft_from_every_set_offers_only_picks_that_keep_a_legal_deal():
    g = new_game(3, sets=("base", "escalation", "exotica"), seed=2, scenarios="draft")
    d = g.pending
    assert d.kind == "scenario_pick" and set(d.keys()) == set(pool(g))
    answer(g, "scenario_pick", "scorched-earth")
    assert "imperialism" not in g.pending.keys() and "explorer" in g.pending.keys()
    answer(g, "scenario_pick", "streamlined")
    assert "arms-dealer" not in g.pending.keys()


@pytest.mark.card("escalation-politics")
def test_scenario_decks_take_escalations_politics_and_they_play_as_politics():
    g = start(["mobilized", "imperialism", "explorer"], sets=ESC)
    pols = [c for p in g.players for c in p.hand + p.deck if g.card(c).kind == "politics"]
    assert len(pols) == 3 + 2 + 2
    assert any(c.startswith("escalation-politics") for c in pols)
    card = set_hand(g, 0, "escalation-politics")[0]
    start_turn(g, 0)
    answer(g, "action", card)
    answer(g, "take_role", "R")
    assert card in g.s.removed and g.players[0].hand[0].startswith("research")


def test_random_scenarios_play_with_every_installed_set():
    sets = [s for s in known_sets() if s in CAT.sets]
    result = sim.run(games=6, players=(2, 5), seed=9, sets=sets, scenarios="random",
                     policy="progress")
    assert result["errors"] == [] and result["completed"] == 6


# escalation.md §11.3: every mutually exclusive pair of Escalation and promo scenarios.
EXCLUSIVE = {
    ("scorched-earth", "imperialism"), ("fertile-ground", "abundance"),
    ("fertile-ground", "bountiful-harvest"), ("abundance", "bountiful-harvest"),
    ("streamlined", "arms-dealer"), ("warmonger", "scientific-discovery"),
    ("warmonger", "overseer"), ("biosphere", "colony-ship"), ("biosphere", "spoils-of-war"),
    ("colony-ship", "black-market"), ("destroyer", "battlecruiser"),
    ("knowledge-is-power", "black-market"), ("arms-dealer", "spoils-of-war"),
    ("abundance", "overseer"),
}


def test_the_derived_exclusions_are_exactly_the_printed_table():
    assert {i for pair in EXCLUSIVE for i in pair} <= set(ESCALATION)  # every row, P3's too
    derived = {(a, b) for a in ESCALATION for b in ESCALATION
               if a < b and not compatible(CAT, [a, b])}
    assert derived == {tuple(sorted(pair)) for pair in EXCLUSIVE}


# The promo scenarios whose card shows only the type of their start planet: the tile is BGA's
# pick (escalation.md §11.2 RECOMMENDED; cards/escalation/scenarios.toml).
BGA_PICKS = {"war-path": "chrispen", "bountiful-harvest": "mesia-sednim",
             "network-admin": "pomerene"}


@pytest.mark.parametrize(("sc_id", "tile"), sorted(BGA_PICKS.items()))
def test_a_promo_scenarios_start_tile_is_marked_as_not_printed(sc_id, tile):
    """escalation.md §11.2: the promo cards show only the type of their start planet; BGA takes
    the base tile of that type no Escalation scenario uses. That one value is not printed."""
    sc = CAT.scenarios[sc_id]
    assert sc.start_planet == tile
    assert sc.provenance == "reconstructed" and sc.reconstructed == ["start_planet"]
    assert sc.provenance_note == "reconstructed: start planet"
    assert f"{CAT[tile].name} start planet (reconstructed: start planet)" in describe(CAT, sc)


def test_every_other_scenario_is_printed():
    assert sorted(i for i, sc in CAT.scenarios.items() if sc.provenance != "printed") == sorted(
        BGA_PICKS)
    assert "reconstructed" not in describe(CAT, CAT.scenarios["explorer"])


# Five scenarios whose decks hold 13 Politics (3 + 3 + 3 + 2 + 2).
HUNGRY = ["knowledge-is-power", "mobilized", "overseer", "scorched-earth", "terraformer"]


def politics_in_decks(g):
    return [sum(g.card(c).kind == "politics" for c in p.hand + p.deck) for p in g.players]


@pytest.mark.card("escalation-politics")
def test_scenarios_needing_more_politics_than_the_game_holds_exclude_each_other():
    """escalation.md §1, §12: a 5-seat Escalation game holds 12 Politics (the base game's 4 and
    Escalation's 8), and the scenario decks are built from them (§11.2: "Pol"), so five
    scenarios whose decks need 13 cannot share a table, as two that need one start tile
    cannot (§11.3). With Exotica's 8 Politics they can."""
    assert compatible(CAT, HUNGRY) and not compatible(CAT, HUNGRY, politics=12)
    with pytest.raises(ValueError, match="mutually exclusive"):
        new_game(5, ESC, scenarios="chosen", scenario_picks=HUNGRY)
    g = scenario_game(HUNGRY, ESC + ("exotica",))
    assert politics_in_decks(g) == [CAT.scenarios[p.scenario].deck["Pol"] for p in g.players]


@pytest.mark.parametrize("seed", range(6))
def test_every_scenario_deck_dealt_at_five_seats_has_its_politics(seed):
    g = new_game(5, ESC, seed=seed, scenarios="random")
    while g.pending.kind in ("start_planet", "take_role"):
        g.answer(g.pending.keys()[:1])
    assert politics_in_decks(g) == [CAT.scenarios[p.scenario].deck.get("Pol", 0)
                                    for p in g.players]
