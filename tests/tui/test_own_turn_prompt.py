"""A once-a-turn ability offered on the role decision reads as itself, not as a role."""

from __future__ import annotations

import pytest

from exotica_tui.tui import prompts
from tests.rules.builders import add_permanent, answer, start_turn, table


@pytest.mark.card("streamlining")
def test_the_role_prompt_shows_streamlining_as_its_own_line():
    g = table(hands={0: ("survey", "warfare")})
    add_permanent(g, 0, "streamlining")
    start_turn(g, 0)
    answer(g, "action", "skip")
    pv = prompts.build(g, g.view(0), g.pending)
    lines = [e.text.plain for e in pv.entries]
    assert lines[-1] == "Streamlining: remove 1 card in hand from the game (once this turn)"
    assert set(pv.letters.values()) == set("SWCPTR")
