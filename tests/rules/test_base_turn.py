"""Cleanup and hand limit (base-game.md §4.4-§4.6), deck reshuffles, the end of the game (§9),
scoring and tie-breaks, and the decision protocol (IllegalAnswer, replay, zones)."""

import random
from collections import Counter

import pytest

from exotica_tui.rules import Game, IllegalAnswer
from exotica_tui.rules.points import win_shares, winners
from exotica_tui.sim import random_answer
from tests.rules.builders import (
    add_permanent,
    add_planet,
    answer,
    base_id,
    finish,
    ids,
    keys,
    lead,
    new_game,
    play_action,
    set_deck,
    start_turn,
    table,
)


def turns_played(g):
    """Seats in the order their turns began (from the public log)."""
    names = [p.name for p in g.players]
    out = []
    for e in g.log:
        if e.text.startswith("Turn ") and e.seat is None:
            out.append(names.index(e.text.split(": ", 1)[1].rstrip(".")))
    return out


def leave(g, stack, n):
    """Leave only n cards in a role stack (the rest go to the box)."""
    pile = g.s.stacks[stack]
    g.s.box += pile[n:]
    del pile[n:]


# -- Cleanup -----------------------------------------------------------------------------------


def test_cleanup_discards_every_players_played_cards():
    g = start_turn(table(2, hands={0: ("warfare",), 1: ("warfare",)}), 0)
    lead(g, "W", *g.players[0].hand)
    answer(g, "follow", "follow")
    answer(g, "follow_cards", *g.players[1].hand)
    assert g.pending.player == 1 and g.pending.kind == "role"  # seat 0's cleanup is done
    assert ids(g.players[0].discard) == ["warfare", "warfare"]
    assert ids(g.players[1].discard) == ["warfare"] and g.players[1].played == []


def test_cleanup_optional_discard_then_draw_up_to_five():
    g = start_turn(table(2, hands={0: ("survey", "research", "warfare")}), 0)
    p = g.players[0]
    top = set_deck(g, 0, "colonize", "colonize", "colonize", "colonize")
    lead(g, "C")
    answer(g, "follow", "dissent")
    assert g.pending.kind == "cleanup_discard" and g.pending.min == 0
    research = next(c for c in p.hand if base_id(c) == "research")
    answer(g, "cleanup_discard", research)
    assert research in p.discard
    assert ids(p.hand) == ["colonize"] * 3 + ["survey", "warfare"]
    assert set(top[:3]) <= set(p.hand)


def test_cleanup_discards_down_to_the_hand_limit():
    g = start_turn(table(2, hands={0: ("survey",) * 7}), 0)
    lead(g, "W")
    answer(g, "follow", "dissent")
    answer(g, "cleanup_discard")
    assert g.pending.kind == "discard_to_limit" and g.pending.min == g.pending.max == 2
    answer(g, "discard_to_limit", *g.players[0].hand[:2])
    assert len(g.players[0].hand) == 5


@pytest.mark.card("oknow", "sima-07c", "spielbany-vi", "nelos-iv", "marghannah-prime",
                  "8910-spielen")
def test_face_up_hand_size_planets_raise_the_limit():
    g = start_turn(table(2), 0)
    add_planet(g, 0, "oknow")
    add_planet(g, 0, "8910-spielen")
    add_planet(g, 0, "nelos-iv", face_up=False)  # face down: no bonus
    set_deck(g, 0, "survey", "survey", "survey")
    lead(g, "W")
    answer(g, "follow", "dissent")
    assert len(g.players[0].hand) == 7


def test_cleanup_draw_reshuffles_the_discard_pile():
    g = start_turn(table(2), 0)
    p = g.players[0]
    p.discard, p.deck = p.deck[:3], p.deck[3:]  # 2 in deck, 3 in discard
    lead(g, "W")
    answer(g, "follow", "dissent")
    assert len(p.hand) == 5 and len(p.deck) == 1 and p.discard == []  # 6 cards in all
    assert any("shuffles their discard pile" in e.text for e in g.log)


def test_draws_stop_when_deck_and_discard_are_empty():
    g = start_turn(table(2), 0)
    p = g.players[0]
    g.s.box += p.deck[1:]
    p.deck = p.deck[:1]
    lead(g, "W")
    answer(g, "follow", "dissent")
    # the led Warfare card went to the discard pile and was reshuffled in
    assert len(p.hand) == 2 and p.deck == [] and p.discard == []


# -- End of the game ---------------------------------------------------------------------------


@pytest.mark.parametrize(("n", "extended", "empty"), [(2, False, 1), (3, False, 1),
                                                        (3, True, 2), (4, False, 2),
                                                        (5, False, 2)])
def test_empty_stacks_trigger_the_end_per_seat_count(n, extended, empty):
    g = start_turn(table(n, extended=extended), 0)
    if empty == 2:
        leave(g, "S", 0)
    leave(g, "W", 1)
    lead(g, "W")
    assert g.s.end_triggered
    g2 = start_turn(table(n, extended=extended), 0)
    leave(g2, "W", 1)
    lead(g2, "W")
    assert g2.s.end_triggered == (empty == 1)


@pytest.mark.parametrize("trigger_seat", [0, 1, 2])
def test_base_game_finishes_the_round_after_the_trigger(trigger_seat):
    g = start_turn(table(3), 0)
    leave(g, "W", 1)
    for _ in range(trigger_seat):  # earlier seats lead Survey
        lead(g, "S")
        while g.pending.player != g.s.active or g.pending.kind not in ("action", "role"):
            g.answer(g.pending.keys()[: max(1, g.pending.min)] if g.pending.kind != "follow"
                     else ["dissent"])
    lead(g, "W")
    assert g.s.end_triggered
    finish(g)
    assert turns_played(g) == [0, 1, 2]  # the seat right of the start player ends it
    assert g.is_over and g.pending is None


def test_influence_supply_running_out_triggers_the_end():
    g = start_turn(table(2, hands={0: ("produce-trade",)}), 0)
    add_planet(g, 0, "new-texas", resources=["food", "water"])
    g.s.supply = 2
    lead(g, "T", *g.players[0].hand)
    answer(g, "trade", *keys(g))
    assert g.s.supply == 0 and g.s.end_triggered
    finish(g)
    assert turns_played(g) == [0, 1]


def public_after(g, line):
    log = [e.text for e in g.log if e.seat is None]
    return log[log.index(line) + 1]


def test_the_end_trigger_line_comes_after_the_trade_that_triggered_it():
    """base-game.md §9: the end is triggered when the supply runs out; the log says what emptied
    it first."""
    g = start_turn(table(2, hands={0: ("produce-trade",)}), 0)
    add_planet(g, 0, "new-texas", resources=["food", "water"])
    g.s.supply = 2
    lead(g, "T", *g.players[0].hand)
    answer(g, "trade", *keys(g))
    assert public_after(g, "Ann trades 2 resources for 2 influence.") == (
        "The end of the game is triggered: the influence supply is empty.")


@pytest.mark.card("improved-trade-tp")
def test_the_end_trigger_line_comes_after_the_influence_collected():
    g = start_turn(table(2, hands={0: ("improved-trade-tp",)}), 0)
    g.s.supply = 1
    play_action(g, "improved-trade-tp")
    assert public_after(g, "Ann collects 1 influence.") == (
        "The end of the game is triggered: the influence supply is empty.")


def test_influence_beyond_the_supply_is_still_collected():
    g = start_turn(table(2, hands={0: ("produce-trade",) * 2}), 0)
    add_planet(g, 0, "new-texas", resources=["food", "water"])
    add_planet(g, 0, "lyttle", resources=["silicon"])
    g.s.supply = 1
    lead(g, "T", *g.players[0].hand)
    answer(g, "trade", *keys(g))
    assert g.players[0].influence == 3 and g.s.supply == 0


def test_a_follower_can_trigger_the_end():
    g = start_turn(table(2, hands={1: ("produce-trade",)}), 0)
    add_planet(g, 1, "lyttle", resources=["silicon"])
    g.s.supply = 1
    lead(g, "T")
    answer(g, "follow", "follow")
    answer(g, "follow_cards", *g.players[1].hand)
    answer(g, "trade", *keys(g))
    assert g.s.end_triggered


def test_the_trigger_stays_even_if_the_stack_refills():
    g = start_turn(table(2), 0)
    leave(g, "W", 1)
    lead(g, "W")
    g.s.stacks["W"].append(g.s.box.pop())
    finish(g)
    assert turns_played(g) == [0, 1]


def test_final_round_setting_plays_one_more_full_round():
    g = start_turn(table(3, final_round=True), 0)
    leave(g, "W", 1)
    lead(g, "W")
    finish(g)
    assert turns_played(g) == [0, 1, 2, 0, 1, 2]


@pytest.mark.card("logistics")
def test_logistics_owner_takes_one_additional_turn_after_the_end():
    g = start_turn(table(3), 0)
    add_permanent(g, 1, "logistics")
    leave(g, "W", 1)
    lead(g, "W")
    finish(g, "S")
    assert turns_played(g) == [0, 1, 2, 1]


# -- Scoring -----------------------------------------------------------------------------------


def test_score_counts_tokens_face_up_planets_and_techs_owned_anywhere():
    g = table(2)
    p = g.players[0]
    p.influence = 4
    add_planet(g, 0, "idroyos")  # 5
    add_planet(g, 0, "zephan", face_up=False)  # face down: 0
    p.planets[0].face_up = True  # start planet: 2
    p.fighters, p.planets[0].resources = 3, ["x"]
    from tests.rules.builders import take

    p.hand.append(take(g, "data-network"))  # 2
    p.deck.append(take(g, "war-path"))  # 2
    p.discard.append(take(g, "improved-trade-tc"))  # 0
    p.planets[1].colonies.append(take(g, "terraforming"))  # 2 (tucked as a colony)
    add_permanent(g, 0, "dissension")  # 5
    g.s.removed.append(take(g, "specialization"))  # removed: no longer scores
    sc = g.scores()[0]
    assert (sc.tokens, sc.planets, sc.techs) == (4, 7, 11)
    assert sc.total == 22 and sc.tiebreak == 4


def test_tie_break_resources_and_fighters_then_shared_victory():
    g = table(3)
    g.players[0].influence, g.players[0].fighters = 5, 3
    add_planet(g, 1, "new-texas", resources=["food", None])  # 2 influence, 1 resource
    g.players[1].influence, g.players[1].fighters = 3, 2
    add_planet(g, 2, "angus-duffy", resources=["food", "water"])  # 3 influence, 2 resources
    g.players[2].influence = 2
    sc = g.scores()
    assert [s.total for s in sc] == [5, 5, 5]
    assert [s.tiebreak for s in sc] == [3, 3, 2]
    assert [s.rank for s in sc] == [1, 1, 3]  # seats 0 and 1 share the victory
    assert [s.seat for s in winners(sc)] == [0, 1]
    assert win_shares(sc) == {0: 0.5, 1: 0.5, 2: 0.0}


def test_the_most_influence_wins():
    g = table(2)
    g.players[1].influence = 1
    g.players[0].fighters = 9
    assert [s.rank for s in g.scores()] == [2, 1]
    assert win_shares(g.scores()) == {0: 0.0, 1: 1.0}


# -- The decision protocol ---------------------------------------------------------------------


@pytest.mark.parametrize("bad", [[], ["S", "W"], ["Q"], "S", [1]])
def test_an_illegal_answer_changes_nothing(bad):
    g = start_turn(table(2), 0)
    assert g.pending.kind == "role"
    digest, record, log = g.digest(), len(g.record.answers), len(g.log)
    with pytest.raises(IllegalAnswer):
        g.answer(bad)
    assert (g.digest(), len(g.record.answers), len(g.log)) == (digest, record, log)
    g.answer(["W"])  # the game goes on normally
    assert g.players[0].fighters == 1


def test_an_illegal_answer_in_the_middle_of_a_role_changes_nothing():
    g = start_turn(table(2, hands={0: ("produce-trade",)}), 0)
    add_planet(g, 0, "new-texas")  # food, water
    add_planet(g, 0, "lyttle")  # silicon
    lead(g, "P", *g.players[0].hand)
    assert g.pending.kind == "produce" and g.pending.min == g.pending.max == 2
    digest = g.digest()
    for bad in ([keys(g)[0], keys(g)[0]], keys(g), keys(g)[:1]):
        with pytest.raises(IllegalAnswer):
            g.answer(bad)
    assert g.digest() == digest


def test_a_finished_game_rejects_answers():
    g = start_turn(table(2), 0)
    finish(g)
    with pytest.raises(IllegalAnswer):
        g.answer(["skip"])


def random_game(n, seed, answers=None):
    g = new_game(n, seed=seed)
    rng = random.Random(seed)
    expected = Counter(c for z in g.zones().values() for c in z)
    while g.pending is not None and (answers is None or len(g.record.answers) < answers):
        g.answer(random_answer(g, g.pending, rng))
        assert Counter(c for z in g.zones().values() for c in z) == expected
    return g


@pytest.mark.parametrize(("n", "seed"), [(2, 3), (3, 4), (4, 5), (5, 6)])
def test_replay_equals_live_and_zones_are_conserved(n, seed):
    g = random_game(n, seed)
    assert g.is_over
    again = Game.replay(g.record)
    assert again.digest() == g.digest() and again.log == g.log
    assert [s.model_dump() for s in again.scores()] == [s.model_dump() for s in g.scores()]


def test_replay_of_a_game_in_progress_continues_identically():
    g = random_game(3, 9, answers=150)
    again = Game.replay(g.record)
    assert again.digest() == g.digest() and again.pending.keys() == g.pending.keys()


def test_a_record_with_an_illegal_answer_does_not_replay():
    g = random_game(2, 1, answers=5)
    g.record.answers.append(["no-such-key"])
    with pytest.raises(IllegalAnswer):
        Game.replay(g.record)
