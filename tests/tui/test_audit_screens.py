"""The screens of issue 11's fixes: the translator prompt names the translators for the role
led, a permanent technology that translates (Rosetta Fish) carries the ``⇄`` mark like a planet,
a once-a-turn ability reads as itself on the role prompt, and a card's detail says which of its
values are reconstructed."""

from __future__ import annotations

import pytest

from exotica_tui.rules.idle import follow_reason
from exotica_tui.tui import prompts, render
from tests.rules.builders import add_permanent, answer, lead, new_game, set_hand, start_turn, take
from tests.rules.exo import exo_game
from tests.rules.test_card_audit import rosetta_and_oculon, streamlining_turn


@pytest.mark.card("rosetta-fish", "oculon")
def test_translator_prompt_shows_only_the_translator_for_this_role():
    g = rosetta_and_oculon()
    start_turn(g, 0)
    lead(g, "T")
    line = prompts.build(g, g.view(0), g.pending).title.plain
    assert "Translators: Rosetta Fish ⇄T" in line and "Oculon" not in line


@pytest.mark.card("rosetta-fish")
def test_permanent_tech_translators_get_the_translator_mark_on_the_table():
    g = rosetta_and_oculon()
    me = g.view(0).players[0]
    (pm,) = me.permanents
    assert pm.translators == ["P", "T"]
    assert render.permanent(g, pm).plain.endswith("Rosetta Fish ⇄PT")
    assert "Rosetta Fish ⇄PT" in render.empire(g, me, active=True, me=True).plain


@pytest.mark.card("rosetta-fish")
def test_auto_dissent_knows_rosetta_fish_is_a_translator():
    """A follower whose only way to gain is an Exotic symbol in hand translated by Rosetta Fish
    is asked, not dissented for (rules.idle marks the follow only without the translator)."""
    g = exo_game()
    add_permanent(g, 1, "rosetta-fish")
    g.players[1].tucked.append(take(g, "warfare"))
    set_hand(g, 1, "exo-improved-survey")  # S and X: only a translator makes X count as W
    bob = g.players[1]
    assert follow_reason(g, bob, "W") is None and follow_reason(g, bob, "R")


@pytest.mark.card("streamlining")
def test_the_role_prompt_shows_streamlining_as_its_own_line():
    g = streamlining_turn()
    answer(g, "action", "skip")
    pv = prompts.build(g, g.view(0), g.pending)
    lines = [e.text.plain for e in pv.entries]
    assert lines[-1] == "Streamlining: remove 1 card in hand from the game (once this turn)"
    assert set(pv.letters.values()) == set("SWCPTR")


@pytest.mark.card("mining-colony")
def test_card_detail_names_the_reconstructed_values():
    g = new_game(2, ("base", "exotica"))
    text = render.detail(g, "mining-colony").plain
    assert "(reconstructed: other face, influence, symbols)" in text
    assert "reconstructed" not in render.detail(g, "survey").plain
