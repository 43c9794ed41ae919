"""Escalation's 15 planets (escalation.md §5, §8.1), the Fleet tile in setup and the set-aside
of action cards (§3)."""

import pytest

from exotica_tui.rules import default_catalog
from exotica_tui.rules.colonies import colonies_needed
from exotica_tui.rules.nothing import SETTLE, TUCK

from ..builders import add_planet, answer, in_hand, lead, new_game, set_hand, skip_to, start_turn
from .esc import esc_game

PLANETS = {  # id: (class, type, influence, resource slots), from escalation.md §8.1
    "ny-seia": ("bustling", "A", 4, []), "otto-erdesz": ("bustling", "A", 3, ["silicon"]),
    "terra-prime": ("bustling", "F", 4, []), "vierra": ("bustling", "F", 2, ["food", "water"]),
    "nalarad": ("bustling", "M", 4, []), "monos": ("bustling", "M", 3, ["iron"]),
    "nakagawa-kozi": ("civilized", "A", 4, []), "kaylexa": ("civilized", "A", 3, ["silicon"]),
    "gregor-duffy": ("civilized", "F", 3, ["food"]), "orracle": ("civilized", "F", 3, ["water"]),
    "matusiak": ("civilized", "M", 4, []), "yago": ("civilized", "M", 4, []),
    "pappathan-prime": ("hostile", "A", 3, ["silicon"]),
    "odonata": ("hostile", "F", 2, ["food", "water"]),
    "pitt-of-injustice": ("hostile", "M", 4, []),
}
SHIP = {"bustling": "destroyer", "hostile": "destroyer", "civilized": "battlecruiser"}
pytestmark = pytest.mark.card("ny-seia", "otto-erdesz", "terra-prime", "vierra", "nalarad",
                              "monos", "nakagawa-kozi", "kaylexa", "gregor-duffy", "orracle",
                              "matusiak", "yago", "pappathan-prime", "odonata",
                              "pitt-of-injustice", "basic-fleet")


@pytest.mark.parametrize("cid", PLANETS)
def test_each_planet_has_its_printed_values(cid):
    card = default_catalog()[cid]
    cls, ptype, influence, slots = PLANETS[cid]
    assert (card.set, card.kind, card.planet_class, card.planet_type, card.influence) == (
        "escalation", "planet", cls, ptype, influence)
    assert card.warfare_ships == {SHIP[cls]: 1} and card.warfare_cost is None
    assert card.colonize_cost == (None if cls == "hostile" else 4)
    assert [s.resource for s in card.slots if s.resource not in ("fighter",)] == slots
    assert [s.replenishing for s in card.slots if s.resource == "fighter"] == (
        [True] if cls == "hostile" else [])
    assert card.symbols == [] and card.provenance == "printed"
    assert bool(card.action) == (cls == "bustling")
    assert bool(card.passive("peace_treaty")) == (cls == "civilized")


def test_the_planets_join_the_deck_only_with_escalation():
    esc = new_game(3, sets=("base", "escalation"))
    base = new_game(3, sets=("base",))
    ids = {c.split("#")[0] for c in esc.s.planet_deck}
    assert set(PLANETS) <= ids and len(esc.s.planet_deck) == 42
    assert not set(PLANETS) & {c.split("#")[0] for c in base.s.planet_deck}


def test_every_player_starts_with_a_basic_fleet_tile():
    g = new_game(4, sets=("base", "escalation"))
    assert [p.fleet_tile for p in g.players] == ["basic"] * 4
    assert g.view(1).players[0].fleet_tile == "basic"
    assert [p.fleet_tile for p in new_game(2).players] == [None, None]
    tile = default_catalog()["basic-fleet"]
    assert "fleet" in tile.kind and tile.text


@pytest.mark.parametrize("cid", ["pappathan-prime", "odonata", "pitt-of-injustice"])
def test_a_hostile_planet_cannot_be_settled(cid):
    g = esc_game()
    pl = add_planet(g, 0, cid, face_up=False)
    pl.colony_value = 9
    assert colonies_needed(g, g.players[0], pl) is None
    set_hand(g, 0, "colonize")
    start_turn(g, 0)
    answer(g, "action", g.players[0].hand[0])
    answer(g, "choose_effect", "1")  # settle 1 planet
    assert not pl.face_up


def test_a_face_down_escalation_planet_shows_its_ship_cost_to_everyone():
    g = esc_game()
    add_planet(g, 0, "yago", face_up=False)
    seen = g.view(1).players[0].planets[0]
    assert seen.card is None and seen.warfare_ships == {"battlecruiser": 1}


def test_action_cards_are_set_aside_until_cleanup():
    """Escalation §3: cards played in the Action phase go to the discard at Cleanup."""
    g = esc_game()
    set_hand(g, 0, "survey", "colonize")
    start_turn(g, 0)
    card = in_hand(g, 0, "survey")[0]
    answer(g, "action", card)
    p = g.players[0]
    assert card in p.played and card not in p.discard
    answer(g, "role", "W")
    assert card in p.played
    skip_to(g, "cleanup_discard", 0)
    assert card in p.discard and not p.played


def only_hostile_planets_face_down(rules_revision=3):
    """Ann's only face-down planet is Pitt of Injustice, Bob's Odonata (both Hostile); each
    holds Colonize cards; Ann's turn."""
    g = esc_game(rules_revision=rules_revision)
    pitt = add_planet(g, 0, "pitt-of-injustice", face_up=False)
    add_planet(g, 1, "odonata", face_up=False)
    set_hand(g, 0, "colonize", "colonize")
    set_hand(g, 1, "colonize")
    start_turn(g, 0)
    return g, pitt


@pytest.mark.card("pitt-of-injustice", "odonata")
def test_no_colony_goes_under_a_planet_that_can_never_be_settled():
    """A Hostile planet "cannot be Settled" (escalation.md §5, FAQ 9), so it is no place for a
    Colony: with only Hostile planets face down, the Colonize action, its tuck and a Colonize
    follow do nothing and are marked so (auto-dissent skips that follow)."""
    g, pitt = only_hostile_planets_face_down()
    action, role = in_hand(g, 0, "colonize")
    assert next(o for o in g.pending.options if o.key == action).idle == TUCK
    answer(g, "action", action)
    assert [o.idle for o in g.pending.options] == [TUCK, SETTLE]
    answer(g, "choose_effect", "0")
    assert g.log[-1].text == f"Nothing happens for Ann: {TUCK}." and not pitt.colonies
    lead(g, "C", role)
    assert g.log[-1].text == f"Nothing happens for Ann: {TUCK}."
    assert next(o for o in g.pending.options if o.key == "follow").idle == TUCK
    answer(g, "follow", "follow")
    answer(g, "follow_cards", *in_hand(g, 1, "colonize"))
    assert f"Nothing happens for Bob: {TUCK}." in [e.text for e in g.log]
    assert not any(pl.colonies for p in g.players for pl in p.planets)


@pytest.mark.card("pitt-of-injustice", "odonata")
def test_by_rules_revision_2_a_colony_still_went_under_a_hostile_planet():
    g, pitt = only_hostile_planets_face_down(rules_revision=2)
    answer(g, "action", in_hand(g, 0, "colonize")[0])
    answer(g, "choose_effect", "0")  # the one place for the Colony: nothing to ask
    assert pitt.colony_value == 1 and g.log[-1].text == "Ann adds 1 Colony to a planet."
