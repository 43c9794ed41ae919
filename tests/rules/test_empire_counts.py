"""The counted empire (rules/symbols.py ``Empire``: face-up cards, passive abilities and symbols,
counted once) follows every change of the cards in play, whoever makes it: the rules, a
position builder, or a test or a bot's imagined world editing the state directly (between
answers; before the next answer such an edit says so with ``symbols.changed``)."""

import pytest

from exotica_tui.rules import symbols
from exotica_tui.rules.state import Permanent
from exotica_tui.rules.symbols import changed, empire_symbols, face_up_cards, has

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


def test_within_a_step_an_empire_is_trusted_until_a_rule_says_it_changed(monkeypatch):
    """Inside a step of the game (``Game.step``) a compared key is trusted, in later steps
    too: the rules call ``symbols.changed`` when they change an empire; the test suite checks
    they always do."""
    g = new_game(sets=("base", "exotica"))
    p = g.players[0]
    pl = add_planet(g, 0, "voson", face_up=False)
    g.step = g.steps_begun = g.steps_begun + 1  # as during an answer
    survey = empire_symbols(g, p, "S")
    pl.face_up = True
    with pytest.raises(AssertionError, match="without symbols.changed"):
        empire_symbols(g, p, "S")  # the suite's check (symbols.CHECK) finds the missed call
    monkeypatch.setattr(symbols, "CHECK", False)
    assert empire_symbols(g, p, "S") == survey  # trusted: what a missed call would cost
    changed(g)
    assert empire_symbols(g, p, "S") == survey + 1
    g.step = None  # between answers, every look-up compares its key
    p.planets.remove(pl)
    assert empire_symbols(g, p, "S") == survey


def test_an_edit_between_answers_must_say_so_before_the_next_answer(monkeypatch):
    """A key compared in one answer's step is trusted in the next answer's: a direct edit of an
    empire between answers is followed by ``symbols.changed`` (``Position`` does it), and the
    suite's check (``symbols.CHECK``) finds an edit that does not."""
    g = new_game(sets=("base", "exotica"))
    p = g.players[0]
    pl = add_planet(g, 0, "voson", face_up=False)
    g.step = g.steps_begun = g.steps_begun + 1  # one answer's step
    survey = empire_symbols(g, p, "S")
    g.step = None
    pl.face_up = True  # edited between answers, unsaid
    g.step = g.steps_begun = g.steps_begun + 1  # the next answer's step
    with pytest.raises(AssertionError, match="without symbols.changed"):
        empire_symbols(g, p, "S")
    changed(g)
    assert empire_symbols(g, p, "S") == survey + 1
