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



def resumed_at_boost(role: str, hands: dict[int, list[str]], empty: bool = False):
    """Play a 3-seat turn in which seat 0 leads ``role`` (from its ``empty`` stack) up to its
    boost; return that game and a copy of its state resumed there (``Position.resume_boost``)."""
    import copy

    from exotica_tui.rules.roletable import ROLE

    g = new_game(3, seed=1)
    if empty:
        stack = g.s.stacks[ROLE[role].stack]
        g.s.box += stack
        stack.clear()
    for s, cards in hands.items():
        g.position().set_hand(s, *cards)
    g.position().start_turn(0)
    g.answer(["skip"])
    g.answer([role])
    twin = new_game(3, seed=1)
    return g, twin, twin.position().resume_boost(copy.deepcopy(g.s), role)


def play_out_turn(g, keys):
    """Answer the rest of the turn with the given keys by kind, else the first option(s)."""
    turn = g.s.turn_no
    while g.pending is not None and g.s.turn_no == turn:
        d = g.pending
        g.answer(keys.get(d.kind) or d.keys()[:d.min or 1])


def test_a_resumed_boost_plays_on_as_the_turn_it_was_taken_from():
    """The leader's boost: the role card it took counts (and is tucked by Colonize), then
    every follower, its Cleanup and the next turn, as in the game the state was copied from."""
    hands = {0: ["colonize", "colonize"], 1: ["colonize"], 2: ["survey"]}
    g, twin, first = resumed_at_boost("C", hands)
    d = g.pending
    assert (d.kind, first.kind, first.player, first.keys()) == ("boost", d.kind, 0, d.keys())
    keys = {"follow": ["follow"], "boost": d.keys()}
    for game in (g, twin):
        play_out_turn(game, keys)
    assert g.s.turn_no == twin.s.turn_no == 2 and twin.s.active == 1
    assert g.digest() == twin.digest()



def test_a_boost_resumed_after_leading_from_an_empty_stack_counts_its_bonus():
    """No role card taken: the empty-stack bonus stands in for it, as in the Role phase."""
    hands = {0: ["survey", "survey"], 1: ["colonize"], 2: ["colonize"]}
    g, twin, first = resumed_at_boost("S", hands, empty=True)
    assert not any(c.startswith("survey") for c in g.players[0].played)
    keys = {"boost": g.pending.keys()}
    assert first.keys() == keys["boost"]
    for game in (g, twin):
        play_out_turn(game, keys)
    assert g.digest() == twin.digest()
