"""Setup of a base game (base-game.md §3): stacks per seat count, starting decks, hands of 5,
start planets, influence supply, planet deck and technology piles."""

from collections import Counter

import pytest

from exotica_tui.rules import default_catalog
from tests.rules.builders import base_id, ids, new_game

# Role cards left in the stacks after dealing the starting decks (base-game.md §3.3).
BASE_LEFT = {  # table (a), base-only games; 5 seats add Escalation's 5-player cards
    "2": (16, 14, 16, 12, 16), "3": (14, 13, 14, 10, 14), "3x": (12, 12, 12, 8, 12),
    "4": (12, 12, 12, 8, 12), "5": (14, 15, 14, 10, 14),
}
EXPANSION_LEFT = {"2": (12, 12, 12, 8, 12), "3": (14, 13, 14, 10, 14), "4": (12, 12, 12, 8, 12)}
STARTING_DECK = ["colonize"] * 2 + ["politics"] + ["produce-trade"] * 2 + ["research"] * 2 + [
    "survey"] * 2 + ["warfare"]
SEATS = [("2", 2, False), ("3", 3, False), ("3x", 3, True), ("4", 4, False), ("5", 5, False)]


@pytest.mark.card("survey", "warfare", "colonize", "produce-trade", "research", "politics")
@pytest.mark.parametrize(("key", "n", "extended"), SEATS)
def test_stacks_left_after_dealing_starting_decks(key, n, extended):
    g = new_game(n, extended=extended)
    left = tuple(len(g.s.stacks[k]) for k in ("S", "W", "C", "PT", "R"))
    assert left == BASE_LEFT[key]
    for stack, cards in g.s.stacks.items():
        assert {g.card(c).stack for c in cards} == {stack}


@pytest.mark.parametrize("n", [2, 3, 4])
def test_expansion_setup_table_leaves_the_printed_stacks(n):
    table = default_catalog().setups["expansion"]
    pool = table.rows[str(n)].pool
    deck = table.starting_deck
    left = tuple(getattr(pool, k) - n * getattr(deck, k) for k in ("S", "W", "C", "PT", "R"))
    assert left == EXPANSION_LEFT[str(n)]


@pytest.mark.skipif("mining" not in default_catalog().cards, reason="needs the Exotica cards")
@pytest.mark.parametrize("n", [2, 3, 4])
def test_expansion_games_use_the_expansion_table(n):
    g = new_game(n, sets=("base", "exotica"))
    assert tuple(len(g.s.stacks[k]) for k in ("S", "W", "C", "PT", "R")) == EXPANSION_LEFT[str(n)]


@pytest.mark.parametrize(("key", "n", "extended"), SEATS)
def test_starting_deck_and_hand_of_five(key, n, extended):
    g = new_game(n, extended=extended, seed=n)
    for p in g.players:
        assert len(p.hand) == 5
        assert ids(p.hand + p.deck) == STARTING_DECK
        assert p.discard == [] and p.played == [] and p.fighters == 0 and p.influence == 0
    # all 4 (5) Politics cards exist; the unused ones are out of the game
    politics = [c for c in g.zones()["box"] if base_id(c) == "politics"]
    assert len(politics) == (4 if n < 5 else 5) - n


@pytest.mark.parametrize(("n", "supply"), [(2, 24), (3, 24), (4, 24), (5, 32)])
def test_influence_supply(n, supply):
    assert new_game(n).s.supply == supply


@pytest.mark.card("pomerene", "liagiba", "drawde", "mesia-sednim", "piedra-seca", "chrispen")
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_one_face_down_start_planet_each_rest_out_of_the_game(n):
    g = new_game(n, seed=10 + n)
    starts = []
    for p in g.players:
        (pl,) = p.planets
        assert g.card(pl.card).kind == "start_planet" and not pl.face_up and not pl.colonies
        starts.append(pl.card)
    assert len(set(starts)) == n
    unused = [c for c in g.s.box if g.card(c).kind == "start_planet"]
    assert sorted(unused + starts) == sorted(
        ["pomerene", "liagiba", "drawde", "mesia-sednim", "piedra-seca", "chrispen"])


def test_start_planets_are_dealt_at_random():
    deals = {tuple(p.planets[0].card for p in new_game(2, seed=s).players) for s in range(12)}
    assert len(deals) > 3


def test_planet_deck_and_technology_piles():
    g = new_game(3)
    assert len(g.s.planet_deck) == 27 and g.s.planet_discard == []
    assert {g.card(c).kind for c in g.s.planet_deck} == {"planet"}
    assert {k: len(v) for k, v in g.s.techs.items()} == {"advanced": 13, "fertile": 13,
                                                          "metallic": 13}
    faces = Counter(g.card(c).level for pile in g.s.techs.values() for c in pile)
    assert faces == {1: 24, 2: 12, 3: 3}


def test_start_player_is_random_and_acts_first():
    firsts = set()
    for seed in range(10):
        g = new_game(4, seed=seed)
        assert g.pending.kind == "action" and g.pending.player == g.s.start_player
        firsts.add(g.s.start_player)
    assert len(firsts) > 1


@pytest.mark.parametrize("n", [2, 5])
def test_every_card_is_in_exactly_one_zone(n):
    g = new_game(n)
    cards = [c for zone in g.zones().values() for c in zone]
    assert len(cards) == len(set(cards))
    roles = Counter(base_id(c) for c in cards if g.card(c).kind in ("role", "politics"))
    five = n == 5
    assert roles == {"survey": 20 + 4 * five, "warfare": 16 + 4 * five,
                     "colonize": 20 + 4 * five, "produce-trade": 16 + 4 * five,
                     "research": 20 + 4 * five, "politics": 4 + five}
