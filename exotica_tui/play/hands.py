"""Hand slots: the digit each card of a seat's hand is picked with, kept still under the
player's fingers (issue 30, item 4; exotica_tui/tui/README.md, rule 5).

A card keeps its slot while it stays in hand during a turn; a card that leaves leaves its slot
empty (drawn ``3 ·``) until a draw fills it, the empty slots first; the slots pack (hand order)
once the seat's own turn is over, at its cleanup draw. Slots are kept by answer count, so an
undo gets back the slots it had; a resumed game starts packed (a save needs nothing new).
UI-free: the session keeps one per seat, the table and the prompt draw them.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.views import GameView

Slots = tuple[str | None, ...]  # a card instance per slot, None for an empty one


@dataclass(frozen=True, slots=True)
class Seen:
    answers: int  # the answer count of the view the slots were taken from
    turn: int
    active: bool  # whether the seat was the active player then
    slots: Slots


class HandSlots:
    """One seat's slots, as seen view after view."""

    def __init__(self) -> None:
        self.seen: list[Seen] = []  # by answer count, rising

    def slots(self, view: GameView, answers: int) -> Slots:
        """The slots of ``view``'s hand (the seat's), ``answers`` answers into the game."""
        hand = view.players[view.seat].hand or []
        while self.seen and self.seen[-1].answers > answers:  # an undo: back to those
            self.seen.pop()
        last = self.seen[-1] if self.seen else None
        if last is not None and last.answers == answers and sorted(
                c for c in last.slots if c) == sorted(hand):
            return last.slots
        packed = last is None or (last.active and last.turn != view.turn_no)
        slots = tuple(hand) if packed else refill(last.slots, hand)
        if last is not None and last.answers == answers:
            self.seen.pop()
        self.seen.append(Seen(answers, view.turn_no, view.active == view.seat, slots))
        return slots


def refill(before: Slots, hand: list[str]) -> Slots:
    """``before``'s slots for ``hand``: cards gone leave their slot empty, new cards fill the
    empty slots first (in hand order), then come after; empty slots at the end are dropped."""
    held = set(hand)
    out = [c if c in held else None for c in before]
    kept = set(out)
    for card in (c for c in hand if c not in kept):
        if None in out:
            out[out.index(None)] = card
        else:
            out.append(card)
    while out and out[-1] is None:
        out.pop()
    return tuple(out)
