"""Building a position (rules/position.py): cards are moved, never copied, and play goes on
from the edited state through the ordinary decisions."""

from collections import Counter

from .builders import new_game


def all_cards(g) -> Counter:
    return Counter(c for cards in g.zones().values() for c in cards)


def test_building_a_position_moves_cards_and_keeps_every_card_once():
    g = new_game(2, sets=("base", "exotica"))
    before = all_cards(g)
    pos = g.position()
    pos.clear()
    hand = pos.set_hand(0, "warfare", "survey")
    pos.set_deck(1, "research")
    pos.add_planet(0, "nelos-iv", face_up=False)
    pos.add_permanent(1, "mobilization")
    assert all_cards(g) == before
    assert [c.split("#")[0] for c in g.players[0].hand] == ["warfare", "survey"] == [
        c.split("#")[0] for c in hand]
    assert g.players[1].deck[-1].startswith("research")
    assert [pm.face for pm in g.players[1].permanents] == ["mobilization"]


def test_start_turn_plays_on_from_the_edited_state():
    g = new_game(3)
    d = g.position().start_turn(2)
    assert d is g.pending and d.player == 2 and g.s.start_player == 2
    assert g.log[0].text.startswith("Turn 1:")
