"""The table's texts kept between answers (issue 13): the same text for equal facts, a new
one as soon as a fact it shows changes, never one made for another game."""

from __future__ import annotations

import dataclasses

from exotica_tui.play.session import Session
from exotica_tui.play.setup import Seat, Setup
from exotica_tui.tui.widgets import board


def game_and_view(seed: int = 5):
    setup = Setup(seats=[Seat(n) for n in ("Ann", "Bob", "Cy")], sets=["base", "exotica"],
                  seed=seed)
    game = Session(setup, 5).game
    return game, game.view(0)


def test_hand_kept_while_equal_and_made_again_when_it_changes():
    game, view = game_and_view()
    hand = list(view.players[0].hand)
    first = board.hand_text(game, hand, "Ann")
    assert board.hand_text(game, list(hand), "Ann") is first
    fewer = board.hand_text(game, hand[1:], "Ann")
    assert fewer is not first
    assert fewer.plain == board._hand_text(game, hand[1:], "Ann").plain
    assert board.hand_text(game, hand, "Bob").plain.startswith("Bob's hand")


def test_piles_made_again_when_a_pile_or_the_deck_changes():
    game, view = game_and_view()
    first = board.piles_text(game, view)
    assert board.piles_text(game, view) is first
    pile, cards = next(iter(view.techs.items()))
    fewer = dataclasses.replace(view, techs={**view.techs, pile: cards[1:]})
    assert board.piles_text(game, fewer).plain == board._piles_text(game, fewer).plain
    assert board.piles_text(game, fewer).plain != first.plain
    drawn = dataclasses.replace(view, planet_deck_count=view.planet_deck_count - 1)
    assert f"{view.planet_deck_count - 1} left" in board.piles_text(game, drawn).plain


def test_never_kept_across_games():
    game, view = game_and_view()
    other, other_view = game_and_view()
    assert board.piles_text(game, view) is not board.piles_text(other, other_view)
