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
