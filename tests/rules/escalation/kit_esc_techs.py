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


def lead_settle(g: Game, target: str, seat: int = 0) -> None:
    """Start ``seat``'s turn, take no action, lead Colonize and settle ``target``."""
    lead(g, "C", seat)
    answer(g, "colonize_mode", "settle")
    answer(g, "settle_target", target)


def empire(face: str, *planets: str, seat: int = 0, resources: list | None = None,
           players: int = 2):
    """A base + Escalation game where ``seat`` has permanent ``face`` and face-up ``planets``
    (the first holding ``resources``); returns the game, the player and the permanent."""
    from ..builders import add_permanent, add_planet
    from .esc import esc_game

    g = esc_game(players)
    pm = add_permanent(g, seat, face)
    for i, cid in enumerate(planets):
        add_planet(g, seat, cid, resources=resources if i == 0 else None)
    return g, g.players[seat], pm
