"""Imagined games: the cheap view rollouts read holds what the seat's full view holds."""

import pytest

from exotica_tui.bots.worlds import RolloutView
from tests.bots.test_isolation import played_game

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
    world, first = imagine(view, random.Random(1), "follow", d.context["role"])
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
