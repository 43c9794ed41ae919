"""The Research prompt lists what it cannot buy with the rules' reasons (``research.cannot_buy``
through ``Decision.fact``), word for word: the screen derives none of them."""

from __future__ import annotations

import pytest

from exotica_tui.rules.research import CANNOT_BUY
from exotica_tui.tui import prompts
from tests.rules.test_research_reasons import research_with_one_fertile, second_purchase


def refused_lines(game) -> list[str]:
    d = game.pending
    return [e.text.plain for e in prompts.build(game, game.view(d.player), d).entries
            if e.option is None and "✗" in e.text.plain]


@pytest.mark.card("abundance")
def test_the_research_prompt_shows_the_decisions_reasons():
    g = research_with_one_fertile()
    reasons = g.pending.fact(CANNOT_BUY)
    assert ("abundance", f"costs 5 R, you have {g.pending.context['symbols']}; "
            "needs 2 Fertile face up") in reasons
    assert refused_lines(g) == [f"  ✗ {g.card(face).name}: {why}" for face, why in reasons]


def test_the_prompt_shows_what_the_decision_says_and_nothing_else():
    """A reason the rules give is shown as given (here one edited in): the prompt keeps no
    rule of its own to disagree with."""
    g = research_with_one_fertile()
    g.pending.context[CANNOT_BUY] = [("abundance", "a reason from the rules")]
    assert refused_lines(g) == ["  ✗ Abundance: a reason from the rules"]


@pytest.mark.card("scientific-method", "double-time-ar", "spoils-of-war")
def test_second_purchase_says_when_the_first_one_needs_the_planets():
    """Each planet meets one prerequisite per Research role (escalation.md §9.2): with Lyttle,
    Styku and Mik-Mik, Double Time's other planet is Fertile, so Spoils of War lacks one."""
    g = second_purchase()
    assert "  ✗ Spoils of War: its planets meet the prerequisite of Double Time" \
        in refused_lines(g)
