"""SVG snapshots of the main screens at 80x24 and 120x40 (pytest-textual-snapshot).

Update after an intended change with ``pytest tests/tui --snapshot-update`` and look at the
new SVGs before committing them. Late positions are reached by the rules core alone, then the
app resumes them, so the suite stays fast.
"""

from __future__ import annotations

import pytest

from exotica_tui.tui.app import ExoticaApp

from .driver import answers_until, make_setup

SIZES = [(80, 24), (120, 40)]
THREE = make_setup(["Ann", "Bob", "Cy"], seed=3)


def mid_game() -> list[list[str]]:
    """A role choice of the active seat from turn 6 on, in a 3-seat game."""
    return answers_until(THREE, lambda g: g.s.turn_no >= 6 and g.pending.kind == "role")


async def _sit(pilot) -> None:
    await pilot.press("enter")  # the handoff to the first seat
    await pilot.pause()


@pytest.mark.parametrize("size", SIZES)
def test_setup_screen(snap_compare, size):
    assert snap_compare(ExoticaApp(), terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_table_mid_game(snap_compare, size):
    assert snap_compare(ExoticaApp(THREE, mid_game()), terminal_size=size, run_before=_sit)


FIVE = make_setup(["Ann", "Bob", "Cy", "Dee", "Eve"], seed=7, sets=["base", "exotica"])


@pytest.mark.parametrize("size", SIZES)
def test_table_exotica_follower(snap_compare, size):
    """A follower of a 5-seat Exotica game: the leader's empire and theirs in view, with the
    Mining tiles."""
    answers = answers_until(FIVE, lambda g: g.s.turn_no >= 8 and g.pending.kind == "follow")
    assert snap_compare(ExoticaApp(FIVE, answers), terminal_size=size, run_before=_sit)


@pytest.mark.parametrize("size", SIZES)
def test_handoff_screen(snap_compare, size):
    assert snap_compare(ExoticaApp(THREE, mid_game()), terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_game_over(snap_compare, size):
    two = make_setup(["Ann", "Bob"], seed=4)
    assert snap_compare(ExoticaApp(two, answers_until(two, lambda g: False)), terminal_size=size)


ESCALATION = make_setup(["Ann", "Bob", "Cy"], seed=5, sets=["base", "escalation", "exotica"])


def escalation_game() -> list[list[str]]:
    """A role choice of the active seat from turn 10 on, in a 3-seat Escalation + Exotica
    game where a Destroyer is in play (the Fleet tile's exchange is taken whenever it can be):
    Fleet tiles, ships by size and Escalation planets on the table."""
    return answers_until(ESCALATION, lambda g: g.s.turn_no >= 10 and g.pending.kind == "role"
                         and any(p.fleet.destroyers for p in g.players),
                         prefer={"action": "fleet:0"})


@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
def test_table_escalation(snap_compare, size):
    assert snap_compare(ExoticaApp(ESCALATION, escalation_game()), terminal_size=size,
                        run_before=_sit)


def test_handoff_escalation(snap_compare):
    """The handoff's public counts give the ships by size."""
    assert snap_compare(ExoticaApp(ESCALATION, escalation_game()), terminal_size=(80, 24))
