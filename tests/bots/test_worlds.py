"""Imagined games: the cheap view rollouts read holds what the seat's full view holds."""

import math

import pytest

from exotica_tui.bots import make_bot
from exotica_tui.bots.worlds import RolloutView
from tests.bots.test_isolation import played_game
from tests.rules.builders import base_id as base

FIELDS = ("seat", "active", "turn_no", "supply", "end_triggered", "last_round", "stacks",
          "planet_deck_count", "planet_discard", "techs", "removed", "looking",
          "planet_deck_top", "stack_tops", "start_player", "over")


@pytest.mark.parametrize("answers", [0, 40, 120])
def test_the_rollout_view_reads_like_the_full_view(answers):
    game = played_game(answers=answers)
    for seat in range(len(game.players)):
        full, quick = game.view(seat), RolloutView(game, seat)
        for name in FIELDS:
            assert getattr(quick, name) == getattr(full, name), name
        assert len(quick.players) == len(full.players)
        assert quick.players[seat] == full.players[seat]
        assert list(quick.players) == full.players
        assert quick.players[-1:] == full.players[-1:]


def test_a_world_imagined_at_a_follow_plays_on_from_that_seats_follow():
    """The rules core resumes an imagined world in the middle of a Role phase (Position.
    resume_follow): the seat's own follow first, then the later followers, the leader's
    Cleanup and the next seat's turn."""
    import random
    from dataclasses import replace

    from exotica_tui.bots import make_bot
    from exotica_tui.bots.worlds import imagine

    game = played_game(seed=6, answers=60)
    while not (game.pending.kind == "follow"
               and game.pending.player == (game.s.active + 1) % 3):
        game.answer(make_bot("greedy").choose(game.view(game.pending.player), game.pending))
    d = game.pending
    view = game.view(d.player)
    world, first = imagine(view, random.Random(1), "follow", d.context["role"], exact=True)
    assert (first.kind, first.player, first.context) == ("follow", d.player, d.context)
    assert first.keys() == d.keys()
    assert replace(world.view(d.player), log=[]) == replace(view, log=[])
    leader, turn, asked = world.s.active, world.s.turn_no, []
    while world.s.turn_no == turn:
        p = world.pending
        asked.append((p.player, p.kind))
        world.answer(make_bot("greedy").choose(world.view(p.player), p))
    follows = [seat for seat, kind in asked if kind == "follow"]
    assert follows == [d.player, (d.player + 1) % 3]
    assert world.s.active == (leader + 1) % 3


def test_the_others_worths_as_one_run_from_their_mean_to_their_best():
    """At 4 seats the mean and the best other seat disagree: ahead of the mean is not ahead of
    the leader. Worths after two moves: A hurts the weakest seats, B the leader."""
    from exotica_tui.bots.worlds import rival

    a, b = [12.0, 3.0, 3.0], [9.0, 9.0, 9.0]  # mine is 10 after either
    assert rival(a) == 6.0 < rival(b) == 9.0  # the mean prefers A (+4 against +1)
    assert rival(a, 0.0) == 12.0 > rival(b, 0.0) == 9.0  # the best prefers B (-2 against +1)
    soft = [rival(a, t) for t in (0.5, 2.0, 8.0, 1e6)]
    assert 12.0 > soft[0] > soft[1] > soft[2] > soft[3] > 6.0  # from the best toward the mean
    assert soft[0] == pytest.approx(12.0 + 0.5 * math.log(1 / 3), abs=1e-6)
    assert soft[3] == pytest.approx(6.0, abs=1e-3)
    assert rival(b, 2.0) == pytest.approx(9.0)
    for temper in (None, 0.0, 2.0):  # at 2 seats, every way is the other seat's worth
        assert rival([7.5], temper) == 7.5


def test_a_seat_standing_is_its_worth_less_the_others_as_one(monkeypatch):
    from exotica_tui.bots import worlds

    monkeypatch.setattr(worlds, "worths", lambda game: [10.0, 12.0, 3.0, 3.0])
    assert worlds.standing(None, 0) == 4.0  # the search bot's: against the mean
    assert worlds.standing(None, 0, 0.0) == -2.0  # against the leader
    assert worlds.standing(None, 1, 0.0) == 2.0


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_experts_worlds_deal_each_seat_exactly_its_pool(seed):
    """``imagine(exact=True)``: every seat's hand and deck hold exactly its public pool (never
    a card outside it), the seat's own hand as it is and its deck the pool less that hand;
    another seat's hand a random part of its pool."""
    import random
    from collections import Counter

    from exotica_tui.bots.worlds import imagine

    game = played_game(seed=6, answers=90)
    while game.pending.kind != "role":
        game.answer(make_bot("greedy").choose(game.view(game.pending.player), game.pending))
    seat = game.pending.player
    view = game.view(seat)
    hands = set()
    for k in range(8):
        world, _ = imagine(view, random.Random(seed * 100 + k), "role", exact=True)
        for real, p in zip(game.players, world.players, strict=True):
            dealt = sorted(base(c) for c in p.hand + p.deck)
            assert dealt == sorted(base(c) for c in real.hand + real.deck)
            assert (len(p.hand), len(p.deck)) == (len(real.hand), len(real.deck))
        own = world.players[seat]
        assert own.hand == game.players[seat].hand
        assert Counter(map(base, own.deck)) == Counter(map(base, game.players[seat].deck))
        hands.add(tuple(sorted(map(base, world.players[(seat + 1) % 3].hand))))
    assert len(hands) > 1  # sampled, not copied
