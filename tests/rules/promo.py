"""Helpers for Exotica Promo Pack tests: a game with all four sets whose players hold nothing,
and a research turn that meets any requirement the test gives planets for."""

from __future__ import annotations

from exotica_tui.rules import Game
from exotica_tui.rules.state import Planet

from .builders import add_planet, answer, new_game, set_hand, start_turn
from .exo import clear, lead

SETS = ("base", "escalation", "exotica", "exotica-promo")
AFM = ("cassivell", "verdance", "scopa-ridge")  # one face-up Advanced, Fertile, Metallic planet
EXOTIC = ("quorlith", "ysmeras-hollow", "the-chorus")


def promo_game(players: int = 2, seed: int = 1, **kw) -> Game:
    """A game of base, Escalation, Exotica and the Promo Pack with empty empires and hands."""
    return clear(new_game(players, sets=SETS, seed=seed, **kw))


def research_with(g: Game, seat: int, symbols: int, *planets: str) -> None:
    """Give ``seat`` these face-up planets and lead Research with ``symbols`` symbols; the
    research decision is then pending (the role card taken from the stack is one symbol)."""
    for cid in planets:
        add_planet(g, seat, cid)
    set_hand(g, seat, *["research"] * (symbols - 1))
    lead(g, "R", seat)
    if g.pending.kind == "boost":
        answer(g, "boost", *g.players[seat].hand)


def attack_by_action(g: Game, target: Planet) -> None:
    """Seat 0 begins a turn holding a Warfare card and plays it to attack ``target``."""
    set_hand(g, 0, "warfare")
    start_turn(g, 0)
    answer(g, "action", g.players[0].hand[0])
    answer(g, "choose_effect", "1")  # Attack 1 planet
    answer(g, "attack_target", target.card)
