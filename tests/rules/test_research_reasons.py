"""Research names the technologies it cannot buy and why (``research.cannot_buy``): the rules
give the reason, judged only when read, so a prompt displays it and recomputes nothing."""

from __future__ import annotations

import json

import pytest

from exotica_tui.rules.decision import Later
from exotica_tui.rules.research import CANNOT_BUY

from .builders import acting, add_permanent, add_planet, answer, in_hand, lead
from .escalation.esc import esc_game
from .escalation.test_permanents_esc_techs import lead_research


def research_with_one_fertile():
    """Seat 0 leads Research boosted by 2 cards with 1 Fertile planet (New Texas) face up."""
    g = acting(("research", "research"))
    add_planet(g, 0, "new-texas")
    lead(g, "R", *in_hand(g, 0, "research"))
    assert g.pending.kind == "research"
    return g


@pytest.mark.card("abundance")
def test_a_technology_short_of_symbols_and_planets_gives_both_reasons():
    g = research_with_one_fertile()
    d = g.pending
    x = d.context["symbols"]
    reasons = dict(d.fact(CANNOT_BUY))
    assert g.card("abundance").cost > x  # Abundance: 5 R, 2 Fertile
    assert reasons["abundance"] == f"costs 5 R, you have {x}; needs 2 Fertile face up"
    assert not set(reasons) & set(d.keys())  # what is on offer is never refused
    assert all(why for why in reasons.values())


def test_the_reasons_are_judged_only_when_read_and_travel_as_plain_data():
    """Most research decisions are answered by bots that never read the reasons: they cost
    nothing until a prompt asks, and a joined seat receives them judged (``facts``)."""
    g = research_with_one_fertile()
    d = g.pending
    assert d.context[CANNOT_BUY].__class__ is Later
    sent = json.loads(json.dumps(d.facts()))
    assert sent[CANNOT_BUY] == [list(r) for r in d.fact(CANNOT_BUY)]
    assert d.context[CANNOT_BUY].__class__ is list  # judged once, kept


def test_reasons_read_after_the_game_moved_on_raise():
    g = research_with_one_fertile()
    d = g.pending
    g.answer(["none"])
    with pytest.raises(RuntimeError):
        d.fact(CANNOT_BUY)


def second_purchase():
    """Scientific Method's second Research decision after Double Time, with Lyttle (A), Styku
    and Mik-Mik (F) face up; Spoils of War (2 F) was on offer before the first purchase."""
    g = esc_game()
    add_permanent(g, 0, "scientific-method")
    for planet in ("lyttle", "styku", "mik-mik"):
        add_planet(g, 0, planet)
    lead_research(g, 7)
    assert "spoils-of-war" in g.pending.keys()
    answer(g, "research", "double-time-ar")
    return g


@pytest.mark.card("scientific-method", "double-time-ar", "spoils-of-war")
def test_a_second_purchase_says_when_the_first_one_holds_the_planets():
    """Each planet meets one prerequisite per Research role (escalation.md §9.2): with Lyttle,
    Styku and Mik-Mik, Double Time's other planet is Fertile, so Spoils of War lacks one."""
    g = second_purchase()
    reasons = dict(g.pending.fact(CANNOT_BUY))
    assert reasons["spoils-of-war"] == "its planets meet the prerequisite of Double Time"


@pytest.mark.card("double-time-ar")
def test_the_other_type_prerequisite_is_named():
    """Double Time needs 1 Advanced planet and 1 planet of any other type (escalation.md §9.1)."""
    g = esc_game()
    add_planet(g, 0, "styku")
    lead_research(g, 3)
    reasons = dict(g.pending.fact(CANNOT_BUY))
    assert reasons["double-time-ar"] == ("needs 1 Advanced and 1 planet of another type "
                                         "face up")
