"""Escalation's numbers the rules read from the cards (design.md, "Cards are data"): the printed
values are checked against the rulebook, and each one changed in a copy of the catalog changes
the outcome."""

from dataclasses import replace

import pytest

from exotica_tui.rules import default_catalog

from ..builders import (
    add_permanent,
    add_planet,
    answer,
    keys,
    lead,
    set_hand,
    start_turn,
)
from .esc import esc_game_with


def with_passive(card_id: str, hook: str, card_changes: dict | None = None, **fields):
    """``esc_game_with`` where ``card_id``'s passive ``hook`` has these fields changed (and
    the card ``card_changes``)."""
    card = default_catalog()[card_id]
    passives = [replace(pa, **fields) if pa.hook == hook else pa for pa in card.passives]
    return esc_game_with(card_id, passives=passives, **(card_changes or {}))


@pytest.mark.card("annex", "natural-order", "military-campaign", "improved-fleet",
                  "defense-contract", "thorough-survey")
def test_printed_values_are_the_rulebooks():
    """REPARATIONS are 2 influence on every Escalation card (escalation.md §7); Military
    Campaign and Primary Weapon cost 1 Battlecruiser (§9.2, §4.2); Defense Contract collects 1
    influence, Thorough Survey keeps 1 more planet (§9.2)."""
    cat = default_catalog()
    paying = {c.id for c in cat.of_set("escalation") if "REPARATIONS" in c.text}
    assert paying == {"annex", "natural-order", "military-campaign"}
    assert all(cat[cid].reparations == 2 for cid in paying)
    assert cat["military-campaign"].passive("military_campaign").ships == {"battlecruiser": 1}
    assert cat["improved-fleet"].passive("primary_weapon").ships == {"battlecruiser": 1}
    assert cat["defense-contract"].passive("defense_contract").influence == 1
    assert cat["thorough-survey"].passive("thorough_survey").keep == 1


@pytest.mark.card("military-campaign", "vierra")
def test_military_campaign_price_and_reparations_are_the_cards():
    g = with_passive("military-campaign", "military_campaign", {"reparations": 1},
                     ships={"destroyer": 1})
    p, q = g.players
    p.fleet.add("destroyer", 1)
    p.fleet.add("fighter", 2)
    add_permanent(g, 0, "military-campaign")
    pl = add_planet(g, 1, "vierra")  # influence 2
    set_hand(g, 0, "warfare")
    start_turn(g, 0)
    lead(g, "W")
    answer(g, "warfare_mode", "attack")
    label = next(o.label for o in g.pending.options if o.key == "campaign:1:0")
    assert label.endswith("(1 Destroyer + 2 Fighters)")
    answer(g, "attack_target", "campaign:1:0")
    assert pl in p.planets and p.fleet.total() == 0 and q.influence == 1


@pytest.mark.card("improved-fleet", "lyttle")
def test_primary_weapon_price_is_the_tiles():
    g = with_passive("improved-fleet", "primary_weapon", ships={"destroyer": 1})
    p = g.players[0]
    p.fleet_tile = "improved"
    p.fleet.add("destroyer", 1)
    pl = add_planet(g, 0, "lyttle", face_up=False)  # 5 Fighters
    set_hand(g, 0, "warfare")
    start_turn(g, 0)
    lead(g, "W")
    answer(g, "warfare_mode", "attack")
    assert keys(g) == [f"{pl.card}@1", "none"]
    answer(g, "attack_target", f"{pl.card}@1")
    assert pl.face_up and p.fleet.destroyers == 0


@pytest.mark.card("defense-contract", "new-texas")
def test_defense_contract_influence_is_the_cards():
    g = with_passive("defense-contract", "defense_contract", influence=2)
    p = g.players[0]
    add_permanent(g, 0, "defense-contract")
    add_planet(g, 0, "new-texas", resources=["food", "water"])
    set_hand(g, 0, "survey")
    start_turn(g, 0)
    answer(g, "action", "use:defense_contract")
    assert g.pending.prompt == "Defense Contract: discard what for 2 influence?"
    answer(g, "defense_contract", next(k for k in keys(g) if k.endswith("/0")))
    assert p.influence == 2


@pytest.mark.card("thorough-survey")
def test_thorough_survey_keep_is_the_cards():
    g = with_passive("thorough-survey", "thorough_survey", keep=2)
    add_permanent(g, 0, "thorough-survey")
    hand = set_hand(g, 0, *["survey"] * 5)
    start_turn(g, 0)
    lead(g, "S", *hand)  # X = 6: look at 4, keep 3
    assert "keep 3" in next(o.label for o in g.pending.options if o.key == "yes")
    answer(g, "thorough_survey", "yes")
    assert len(g.s.looking) == 4 and g.pending.max == 3
