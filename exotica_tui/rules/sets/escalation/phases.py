"""Escalation's changes to the Role phase by technologies: additional Role phases (Elevated
Incentives, Well Oiled Machine), Scientific Method's second purchase and Thorough Survey.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from ...decide import ask
from ...decision import Decision, Option
from ...kinds import K
from ...plugin import Steps
from ...symbols import has, passive_of

if TYPE_CHECKING:
    from ...game import Game
    from ...research import Claimed
    from ...state import Player

WELL_OILED = "extra_role_phase"  # the passive, and its mark in ``Turn.used_once``


def extra_role_phase(game: Game, p: Player) -> Generator[Decision, list[str], bool]:
    """After a Role phase of p's turn: one more, a full Role phase with followers
    (escalation.md §3, FAQ 23). Elevated Incentives' are taken ("Take an additional Role
    phase"); Well Oiled Machine's is offered once each turn ("You may"), after those."""
    if p.turn.extra_roles > 0:
        p.turn.extra_roles -= 1
        game.say(f"{p.name} takes an additional Role phase.")
        return True
    if not has(game, p, WELL_OILED) or WELL_OILED in p.turn.used_once:
        return False
    p.turn.used_once.add(WELL_OILED)
    opts = [Option("yes", "Take an additional Role phase (Well Oiled Machine)"),
            Option("no", "No additional Role phase")]
    (key,) = yield from ask(game, p.seat, K.EXTRA_ROLE, "Take an additional Role phase?", opts)
    if key == "yes":
        game.say(f"{p.name} takes an additional Role phase (Well Oiled Machine).")
    return key == "yes"


def second_purchase(game: Game, p: Player, lead: bool, left: int, claimed: Claimed) -> Steps:
    """Scientific Method: "You may purchase 1 additional Tech card when LEADING a Research role.
    Pay costs and prerequisites separately": the symbols the first purchase left, planets that
    meet both prerequisites, each planet one (escalation.md §9.2; BGA: "Each Planet may only be
    used as a prerequisite once per Research role"); the first card's effects have resolved."""
    from ...research import research

    if lead and has(game, p, "second_purchase"):
        game.say(f"{p.name} may buy a second technology (Scientific Method).")
        yield from research(game, p, left, claimed)


def thorough_survey(game: Game, p: Player, look: int) -> Generator[
        Decision, list[str], tuple[int, int]]:
    """Thorough Survey: "You may draw 2 fewer Planet cards. If you do, keep 1 additional
    Planet." Not offered when it would leave no planet to look at (escalation.md FAQ 20). The
    card's passive: ``n`` planets fewer, ``keep`` more kept."""
    fewer = has(game, p, "thorough_survey")
    if not fewer or look - fewer < 1:
        return look, 0
    more = passive_of(game, p, "thorough_survey").keep
    opts = [Option("yes", f"Look at {look - fewer}, keep {1 + more} (Thorough Survey)"),
            Option("no", f"Look at {look}, keep 1")]
    (key,) = yield from ask(game, p.seat, K.THOROUGH_SURVEY, "Use Thorough Survey?", opts)
    return (look - fewer, more) if key == "yes" else (look, 0)
