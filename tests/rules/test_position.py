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


def resumed_like(role: str, hands: dict[int, list[str]], seat: int, kind: str,
                 planets: tuple[str, ...] = ()):
    """Play a 3-seat turn in which seat 0 (with ``planets`` face up too) leads ``role``,
    every card played, stopping at ``seat``'s ``kind`` decision; return that game and a copy
    of its state resumed there (``Position.resume_resolution``)."""
    import copy

    g = new_game(3, seed=1)
    for s, cards in hands.items():
        g.position().set_hand(s, *cards)
    for planet in planets:
        g.position().add_planet(0, planet)
    g.position().start_turn(0)
    answer = {"action": ["skip"], "role": [role], "follow": ["follow"]}
    while not (g.pending.kind == kind and g.pending.player == seat):
        d = g.pending
        g.answer(answer.get(d.kind) or d.keys()[:d.max])
    twin = new_game(3, seed=1)
    d = g.pending
    first = twin.position().resume_resolution(copy.deepcopy(g.s), seat, role, kind,
                                              d.context.get("symbols", 0))
    return g, twin, first


def play_out_turn(g, keys):
    """Answer the rest of the turn with the first option or the given keys, by kind."""
    turn = g.s.turn_no
    while g.pending is not None and g.s.turn_no == turn:
        d = g.pending
        g.answer(keys.get(d.kind) or d.keys()[:d.min or 1])


def test_a_resumed_survey_keep_plays_on_as_the_turn_it_was_taken_from():
    """A follower's Survey keep: the later follower, the leader's Cleanup and the next turn
    follow as in the game the state was copied from."""
    hands = {0: ["survey", "survey"], 1: ["survey", "survey", "survey"], 2: ["survey"]}
    g, twin, first = resumed_like("S", hands, 1, "survey_keep")
    d = g.pending
    assert (first.kind, first.player, first.keys()) == (d.kind, d.player, d.keys())
    assert twin.s.looking == g.s.looking
    keys = {"follow": ["follow"], "survey_keep": [d.keys()[-1]]}
    for game in (g, twin):
        play_out_turn(game, keys)
    assert g.s.turn_no == twin.s.turn_no == 2 and g.s.active == twin.s.active == 1
    assert g.digest() == twin.digest()


def test_a_resumed_research_pick_plays_on_as_the_turn_it_was_taken_from():
    """The leader's Research pick, with the X symbols of its decision, then every follower."""
    hands = {0: ["research", "research", "research"], 1: ["research"], 2: ["survey"]}
    g, twin, first = resumed_like("R", hands, 0, "research", ("lyttle", "echo-rose"))
    d = g.pending
    assert (first.kind, first.player, first.keys(), first.context) == (
        d.kind, d.player, d.keys(), d.context)
    keys = {"follow": ["follow"], "research": [d.keys()[0]]}
    assert d.keys()[0] != "none"
    for game in (g, twin):
        play_out_turn(game, keys)
    assert g.s.turn_no == twin.s.turn_no == 2
    assert g.digest() == twin.digest()


def test_a_resumed_boost_plays_on_as_the_turn_it_was_taken_from():
    """The leader's boost: the role card it took counts (and is tucked by Colonize)."""
    hands = {0: ["colonize", "colonize"], 1: ["colonize"], 2: ["survey"]}
    g, twin, first = resumed_like("C", hands, 0, "boost")
    d = g.pending
    assert (first.kind, first.player, first.keys()) == (d.kind, d.player, d.keys())
    keys = {"follow": ["follow"], "boost": d.keys()}
    for game in (g, twin):
        play_out_turn(game, keys)
    assert g.s.turn_no == twin.s.turn_no == 2
    assert g.digest() == twin.digest()


def test_a_resumed_follow_with_cards_plays_on_as_the_turn_it_was_taken_from():
    """A follower's cards played to follow, then its resolution and the later follower."""
    hands = {0: ["colonize"], 1: ["colonize", "colonize"], 2: ["survey"]}
    g, twin, first = resumed_like("C", hands, 1, "follow_cards")
    d = g.pending
    assert (first.kind, first.player, first.keys()) == (d.kind, d.player, d.keys())
    keys = {"follow": ["follow"], "boost": [], "follow_cards": d.keys()}
    for game in (g, twin):
        play_out_turn(game, keys)
    assert g.s.turn_no == twin.s.turn_no == 2
    assert g.digest() == twin.digest()
