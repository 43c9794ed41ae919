"""Lesser and Greater Mimic (the seed's Technology Card Appendix): a permanent that becomes a
copy of a Permanent Technology in an opponent's empire, through ``Permanent.copy`` like Space
Station. While it is a copy, the copied face's symbols, passives, actions, triggers and slots
are its own (rules/symbols.py ``face_up_cards``, ops.fire); it scores its own influence.

Rulings: what is copied is the technology as it acts now (a Mimic or Space Station copying
something passes on that copy); a Mimic that copies nothing cannot be copied; the copied card's
"comes into play" abilities do not fire (the Mimic becomes it; it does not come into play).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...ops import hook
from ...plugin import Steps
from ...state import opponents
from ..exotica.hooks import become_copy

if TYPE_CHECKING:
    from ...catalog import Effect
    from ...game import Game
    from ...state import Player

MIMICS = ("lesser-mimic", "greater-mimic")


def copyable(game: Game, p: Player) -> dict[str, str]:
    """The faces p may copy (catalog id -> label): opponents' permanents as they act now."""
    seen: dict[str, str] = {}
    for q in opponents(game.players, p):
        for pm in q.permanents:
            face = pm.copy or pm.face
            if game.card(face).id not in MIMICS:
                seen.setdefault(game.card(face).id, f"{game.name(face)} ({q.name})")
    return seen


def become(game: Game, p: Player, source: str | None, name: str) -> Steps:
    """Ask which permanent the Mimic ``source`` copies and make it that copy (same copy: slots
    kept)."""
    yield from become_copy(game, p, source, copyable(game, p), name,
                           "permanent technology of an opponent",
                           f"{name} becomes a copy of which permanent technology?")


@hook("lesser_mimic")
def lesser_mimic(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Lesser Mimic: "When Lesser Mimic comes into play, choose a Permanent Technology in an
    opponent's Empire. Lesser Mimic becomes a copy of that Technology." (An enter trigger:
    ``source`` is the card just put into play.)"""
    yield from become(game, p, source, "Lesser Mimic")


@hook("greater_mimic")
def greater_mimic(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Greater Mimic: "At the beginning of your turn, choose a Permanent Technology in an
    opponent's Empire. Greater Mimic becomes a copy of that Technology." With none to choose
    it stays what it was. ``source``: the Greater Mimic whose trigger fires (each copy in play
    chooses for itself)."""
    yield from become(game, p, source, "Greater Mimic")
