"""Escalation's errata for the base game (escalation.md §10). The base cards already carry the
replacement texts of Logistics, Abundance and Bureaucracy in every game (base-game.md §8.3
RECOMMENDED: cards/base/techs.toml, their ``ruling``), so with Escalation in play they are the
same cards; these tests play each in a base + Escalation game. The central display's stickers
(the errata empty-stack bonus) are the only setting: with Escalation it cannot be the printed
display."""

from __future__ import annotations

import pytest

from exotica_tui.rules import ConfigError, GameConfig
from tests.rules.builders import (
    acting,
    add_permanent,
    add_planet,
    answer,
    finish,
    in_hand,
    keys,
    lead,
    play_action,
    start_turn,
    table,
)

ESC = ("base", "escalation")


def test_the_three_errata_cards_are_the_base_cards_with_their_errata_text():
    g = table(2, sets=ESC)
    for card_id in ("logistics", "abundance", "bureaucracy"):
        assert g.card(card_id).set == "base" and "Errata" in g.card(card_id).ruling
    assert not [c for c in g.catalog.of_set("escalation")
                if c.id in ("logistics", "abundance", "bureaucracy")]


@pytest.mark.card("logistics")
def test_logistics_gives_its_owner_one_additional_turn_at_the_end():
    g = start_turn(table(3, sets=ESC), 0)
    add_permanent(g, 2, "logistics")
    pile = g.s.stacks["W"]
    g.s.box += pile[1:]
    del pile[1:]
    lead(g, "W")
    finish(g, "S")
    turns = [e.text for e in g.log if e.text.startswith("Turn ") and e.seat is None]
    assert any("additional turn (Logistics)" in e.text for e in g.log)
    assert turns[-1].endswith("Cy.")


@pytest.mark.card("abundance")
def test_abundance_produces_four_when_it_enters_play_and_two_per_settle():
    g = acting(("research",) * 4, sets=ESC)
    for planet in ("new-texas", "artigas-gns-111", "gerdland"):
        add_planet(g, 0, planet)
    lead(g, "R", *in_hand(g, 0, "research"))
    answer(g, "research", "abundance")
    assert g.pending.kind == "produce" and g.pending.min == 4
    g2 = acting(("colonize",), sets=ESC)
    add_permanent(g2, 0, "abundance")
    add_planet(g2, 0, "new-texas")
    start = g2.players[0].planets[0]
    start.colony_value = 2
    play_action(g2, "colonize")
    answer(g2, "choose_effect", "1")
    answer(g2, "settle_target", start.card)
    assert g2.pending.kind == "produce" and g2.pending.min == 2
    slots = {k.rsplit("/", 1)[0]: k for k in keys(g2)}
    answer(g2, "produce", *list(slots.values())[:2])
    assert start.face_up
    assert sum(r is not None for pl in g2.players[0].planets for r in pl.resources) == 2


@pytest.mark.card("bureaucracy")
def test_bureaucracy_adds_a_symbol_when_following():
    g = acting(sets=ESC)
    add_permanent(g, 1, "bureaucracy")
    answer(g, "role", "W")
    answer(g, "follow", "follow")
    assert any(e.text == "Bob resolves Warfare with 1 symbol." for e in g.log)
    assert g.players[1].fighters == 1  # no card played: Bureaucracy's +1 Warfare symbol



def test_with_escalation_the_central_display_has_its_stickers():
    with pytest.raises(ConfigError, match="stickers"):
        GameConfig(players=["A", "B"], sets=list(ESC), empty_stack_bonus="printed")
    assert GameConfig(players=["A", "B"], empty_stack_bonus="printed")
