"""Bots and the once-a-turn abilities (Streamlining, ...) offered on action and role decisions."""

import pytest

from exotica_tui.bots import make_bot
from tests.rules.builders import (
    add_permanent,
    add_planet,
    answer,
    set_deck,
    set_hand,
    start_turn,
)
from tests.rules.exo import exo_game


def streamlining_before_mining(*hand: str, deck: int = 8):
    """Seat 0 (Streamlining, a face-down Asteroid, ``deck`` more cards in its deck) begins."""
    g = exo_game(seed=8)
    add_permanent(g, 0, "streamlining")
    add_planet(g, 0, "frostwell", face_up=False)
    set_hand(g, 0, *hand)
    set_deck(g, 0, *(["survey", "warfare", "colonize", "research"] * 2)[:deck])
    return start_turn(g, 0)


@pytest.mark.card("streamlining")
def test_greedy_removes_a_weak_card_before_mining_discards_its_hand():
    g = streamlining_before_mining("politics")
    bot = make_bot("greedy", 1)
    assert bot.choose(g.view(0), g.pending) == ["use:rfg_per_turn"]
    answer(g, "action", "use:rfg_per_turn")
    assert g.pending.kind == "rfg" and bot.choose(g.view(0), g.pending) == g.players[0].hand
    answer(g, "rfg", *g.players[0].hand)
    assert bot.choose(g.view(0), g.pending) == ["mine"]


def test_greedy_never_opens_a_removal_it_would_not_make():
    """With its deck already thin, greedy would remove nothing: choosing Streamlining would only
    bring the same action decision back, again and again."""
    g = streamlining_before_mining("politics", deck=0)
    assert make_bot("greedy", 1).choose(g.view(0), g.pending) != ["use:rfg_per_turn"]


@pytest.mark.parametrize("kind", ["greedy", "search", "random"])
def test_every_bot_answers_a_role_decision_offering_streamlining(kind):
    g = streamlining_before_mining("survey", "survey", "politics")
    answer(g, "action", "skip")
    keys = make_bot(kind, 1).choose(g.view(0), g.pending)
    g.answer(keys)  # legal
    if kind != "random":
        assert keys[0] in "SWCPTR"  # greedy and search leave it to Cleanup here
