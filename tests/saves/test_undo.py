"""Undo takes back the pending seat's own answers, never past new hidden information."""

from __future__ import annotations

import random

import pytest

from exotica_tui.rules import Game
from exotica_tui.rules.decision import Decision, Option
from exotica_tui.rules.undo import UndoRefused, hidden_piles, shows_hidden, undo, undo_target
from exotica_tui.sim import progress_answer, random_answer
from tests.rules.builders import answer, new_game, set_deck, set_hand, start_turn
from tests.rules.exo import exo_game


def own_turn(*hand: str) -> Game:
    """Ann (seat 0) to act, holding exactly ``hand``; Bob holds five Research cards."""
    g = new_game(2)
    set_hand(g, 0, *hand)
    set_hand(g, 1, *["research"] * 5)
    return start_turn(g, 0)


def test_nothing_to_undo_at_the_first_decision():
    g = own_turn("survey", "warfare")
    with pytest.raises(UndoRefused, match="nothing to undo"):
        undo_target(g)


def test_own_answers_without_new_information_are_taken_back_one_at_a_time():
    g = new_game(2)
    first = g.pending
    start = g.digest()
    answer(g, "action", "skip")
    answer(g, "role", "R")
    assert g.pending.player == first.player and g.pending.kind == "boost"
    assert undo_target(g) == 1
    back = undo(g)
    assert back.pending.kind == "role" and back.record.answers == [["skip"]]
    back = undo(back)
    assert back.digest() == start
    assert (back.pending.player, back.pending.kind) == (first.player, "action")
    assert back.record.answers == []


def test_a_draw_is_a_barrier():
    g = own_turn("survey", "warfare", "colonize")
    set_deck(g, 0, "research", "research")
    answer(g, "action", next(k for k in g.pending.keys() if k.startswith("survey")))
    assert len(g.players[0].hand) == 4  # drew 2
    assert g.pending.kind == "role"
    with pytest.raises(UndoRefused, match="drawn"):
        undo_target(g)


def test_undo_stops_just_after_the_barrier():
    g = own_turn("survey", "warfare", "colonize")
    set_deck(g, 0, "research", "research")
    answer(g, "action", next(k for k in g.pending.keys() if k.startswith("survey")))
    answer(g, "role", "W")
    assert g.pending.player == 0 and g.pending.kind == "boost"
    assert undo_target(g) == 1  # the role choice goes, the draw stays


def test_a_shuffle_is_a_barrier():
    g = own_turn("survey", "warfare")
    p = g.players[0]
    p.discard += p.deck
    p.deck = []
    n = len(p.discard)
    answer(g, "action", next(k for k in g.pending.keys() if k.startswith("survey")))
    assert len(p.deck) == n - 2  # reshuffled, then drew 2
    with pytest.raises(UndoRefused, match="shuffled"):
        undo_target(g)


def test_another_seats_answer_is_a_barrier():
    g = new_game(2)
    leader = g.pending.player
    answer(g, "action", "skip")
    answer(g, "role", "W")
    assert g.pending.player != leader and g.pending.kind == "follow"
    with pytest.raises(UndoRefused, match="Ann's|Bob's"):
        undo_target(g)


def test_no_undo_after_the_game_is_over():
    g = new_game(2)
    rng = random.Random(3)
    while not g.is_over:
        g.answer(random_answer(g, g.pending, rng))
    with pytest.raises(UndoRefused, match="over"):
        undo(g)


def test_a_decision_showing_hidden_cards_is_a_barrier():
    g = new_game(2)
    seat = g.pending.player
    other = g.players[1 - seat]
    top = g.s.planet_deck[-1]
    own = g.players[seat].hand[0]
    assert shows_hidden(g, Decision(seat, "recon_pick", "", [Option(top, "", top)]))
    assert shows_hidden(g, Decision(seat, "x", "", [Option("c", "", other.hand[0])]))
    assert not shows_hidden(g, Decision(seat, "x", "", [Option("c", "", own), Option("n", "")]))


@pytest.mark.card("tractor-beam")
def test_recon_showing_the_planet_deck_is_a_barrier():
    """Playing Tractor Beam asks which Asteroid to take from the planet deck: the question
    itself shows hidden cards, so the play cannot be taken back."""
    g = exo_game()
    (iid,) = set_hand(g, 0, "tractor-beam")
    start_turn(g, 0)
    piles = [list(p) for p in hidden_piles(g)]
    answer(g, "action", iid)
    assert g.pending.kind == "recon_pick" and g.pending.player == 0
    assert [list(p) for p in hidden_piles(g)] == piles  # nothing moved yet
    assert any(k in g.s.planet_deck for k in g.pending.keys())
    with pytest.raises(UndoRefused, match="hidden cards were shown"):
        undo_target(g)


@pytest.mark.parametrize("sets, seed", [(("base",), 2), (("base",), 5),
                                        (("base", "exotica"), 3), (("base", "exotica"), 8)])
def test_undo_never_reveals_and_lands_on_the_same_seat(sets, seed):
    """Over random games: wherever undo is allowed, the rewound game is the live game as it was
    then, with the same hidden piles (nothing drawn, looked at or shuffled since) and the same
    seat to answer."""
    g = new_game(3, sets=sets, seed=seed)
    rng = random.Random(seed)
    checked = 0
    digests = [g.digest()]  # the live game after each number of answers
    while not g.is_over and checked < 30:
        g.answer(progress_answer(g, g.pending, rng))
        digests.append(g.digest())
        try:
            k = undo_target(g)
        except UndoRefused:
            continue
        back = undo(g)
        assert back.digest() == digests[k]
        assert back.pending.player == g.pending.player
        assert hidden_piles(back) == hidden_piles(g)
        assert all(m.seat == g.pending.player for m in g.marks[k:])
        checked += 1
    assert checked == 30
