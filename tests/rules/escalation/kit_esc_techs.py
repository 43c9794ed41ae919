"""Short turn steps for the tests of Escalation's technologies (branch esc-techs)."""

from __future__ import annotations

from exotica_tui.rules import Game

from ..builders import answer, set_hand, start_turn


def play(g: Game, seat: int, card_id: str, *rest: str) -> str:
    """Start ``seat``'s turn holding ``card_id`` (and ``rest``), play it for its action."""
    iid, *_ = set_hand(g, seat, card_id, *rest)
    start_turn(g, seat)
    answer(g, "action", iid)
    return iid


def skip_action(g: Game) -> None:
    """Take no action if the Action phase asks for one."""
    if g.pending.kind == "action":
        answer(g, "action", "skip")


def lead(g: Game, role: str, seat: int = 0) -> None:
    """Start ``seat``'s turn, take no action, and lead ``role``."""
    start_turn(g, seat)
    skip_action(g)
    answer(g, "role", role)
