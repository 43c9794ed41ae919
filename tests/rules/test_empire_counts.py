"""The counted empire (rules/symbols.py ``Empire``: face-up cards, passive abilities and symbols,
counted once) follows every change of the cards in play, whoever makes it: the rules, a
position builder, or a test or a bot's imagined world editing the state directly (between
answers; a rule changes an empire only through the Player's methods, which stamp it)."""

import pytest

from exotica_tui.rules import symbols
from exotica_tui.rules.state import Permanent
from exotica_tui.rules.symbols import empire_symbols, face_up_cards, has

from .builders import add_permanent, add_planet, new_game, take


def test_a_permanent_put_in_play_counts_at_once():
    g = new_game()
    p = g.players[0]
    assert has(g, p, "dissent_draw") == 0
    add_permanent(g, 0, "dissension")
    assert has(g, p, "dissent_draw") == 1


def test_direct_edits_of_planets_are_counted():
    g = new_game(sets=("base", "exotica"))
    p = g.players[0]
    pl = add_planet(g, 0, "voson", face_up=False)
    survey = empire_symbols(g, p, "S")
    assert g.card("voson") not in face_up_cards(g, p)
    pl.face_up = True
    assert g.card("voson") in face_up_cards(g, p)
    assert empire_symbols(g, p, "S") == survey + 1
    p.planets.remove(pl)
    assert empire_symbols(g, p, "S") == survey


def test_direct_edits_of_permanents_and_tiles_are_counted():
    g = new_game(sets=("base", "exotica"))
    p = g.players[0]
    assert has(g, p, "survey_extra_asteroid") == 0
    p.mining = "improved"
    assert has(g, p, "survey_extra_asteroid") == 1
    p.permanents.append(Permanent(take(g, "dissension"), "dissension"))
    assert has(g, p, "dissent_draw") == 1
    p.permanents[0].face = "bureaucracy"
    assert has(g, p, "dissent_draw") == 0


def test_within_a_step_an_empire_is_trusted_until_its_player_changes_it(monkeypatch):
    """Inside a step of the game (``Game.step``) a compared key is trusted, in later steps
    too, while the player's stamp holds: the Player's methods stamp it anew (rules/state.py),
    and the test suite checks no change goes around them."""
    g = new_game(sets=("base", "exotica"))
    p = g.players[0]
    pl = add_planet(g, 0, "voson", face_up=False)
    g.step = g.steps_begun = g.steps_begun + 1  # as during an answer
    survey = empire_symbols(g, p, "S")
    pl.face_up = True  # around the Player's methods
    with pytest.raises(AssertionError, match="outside the Player's methods"):
        empire_symbols(g, p, "S")  # the suite's check (symbols.CHECK) finds it
    monkeypatch.setattr(symbols, "CHECK", False)
    assert empire_symbols(g, p, "S") == survey  # trusted: what a change around them would cost
    pl.face_up = False
    p.reveal(pl)
    assert empire_symbols(g, p, "S") == survey + 1
    p.lose_planet(pl)
    assert empire_symbols(g, p, "S") == survey
    p.gain_planet(pl, at=0)
    assert p.planets[0] is pl and empire_symbols(g, p, "S") == survey + 1


def test_an_edit_between_answers_is_compared_again_before_the_next_answer():
    """A key compared in one answer's step is trusted in the next answer's: a direct edit of an
    empire between answers is found by the next view (``symbols.compare_again``) or by the
    suite's check (``symbols.CHECK``); ``Position`` and the Player's methods need neither."""
    g = new_game(sets=("base", "exotica"))
    p = g.players[0]
    pl = add_planet(g, 0, "voson", face_up=False)
    g.step = g.steps_begun = g.steps_begun + 1  # one answer's step
    survey = empire_symbols(g, p, "S")
    g.step = None
    pl.face_up = True  # edited between answers, directly
    g.step = g.steps_begun = g.steps_begun + 1  # the next answer's step
    with pytest.raises(AssertionError, match="outside the Player's methods"):
        empire_symbols(g, p, "S")
    symbols.compare_again(g)
    assert empire_symbols(g, p, "S") == survey + 1
