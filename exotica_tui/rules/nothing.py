"""Why an effect did nothing: the reasons that ``rules.idle`` puts on options and that the
operations say in the log when they end without effect (issue 12)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .words import count

if TYPE_CHECKING:
    from .game import Game
    from .state import Player

SETTLE = "no face-down planet has enough Colonies to settle"
TUCK = "no face-down planet to take a Colony"
PRODUCE = "no empty resource slot"
TRADE = "no resource to trade"
LOOK = "too few Survey symbols to look at a planet"
COLLECT = "no Warfare symbol to collect a Fighter"
COLONY_CARD = "no Colonize card to tuck as a Colony"
PER = {"asteroid": "no face-up Asteroid", "exotic": "no haloed Exotic symbol"}


def attack_text(p: Player) -> str:
    return f"no face-down planet within reach of your {count(p.fighters, 'Fighter')}"


def research_reason(x: int) -> str:
    return f"no technology within reach of {count(x, 'Research symbol')}"


def nothing(game: Game, p: Player, reason: str) -> None:
    """Say in the log why an effect of ``p`` ended without doing anything."""
    game.say(f"Nothing happens for {p.name}: {reason}.")
