"""A once-a-turn ability offered on the role decision reads as itself, not as a role."""

from __future__ import annotations

import pytest

from exotica_tui.tui import prompts
from tests.rules.builders import answer
from tests.rules.test_card_audit import streamlining_turn


@pytest.mark.card("streamlining")
def test_the_role_prompt_shows_streamlining_as_its_own_line():
    g = streamlining_turn()
    answer(g, "action", "skip")
    pv = prompts.build(g, g.view(0), g.pending)
    lines = [e.text.plain for e in pv.entries]
    assert lines[-1] == "Streamlining: remove 1 card in hand from the game (once this turn)"
    assert set(pv.letters.values()) == set("SWCPTR")
