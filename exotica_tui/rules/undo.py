"""Undo without peeking (design.md, "Save, resume, undo").

A seat may take back its own answers, one per undo, but never past a moment where new hidden
information appeared: otherwise it could look (draw, survey, recon) and then choose again
knowing more.

Whether an answer revealed something is decided from the state, not by each rule remembering
to say so: an answer is an *information barrier* when, between it and the next decision,

- a hidden pile changed (any player's deck, the planet deck): a draw, a survey look, a
  shuffle, a recon all change one; or
- the next decision offers cards its seat could not see before (in a deck, the planet deck or
  another seat's hand: e.g. Recon lists the planet deck).

The seeded RNG alone is no information: replaying the record draws the same cards again, so
undo can never reroll, only unsee; what a seat has seen is what the barrier guards.
Another seat's answer is a barrier too: undo belongs to the seat that answered. This is
conservative (a shuffle of an already known pile also counts); it never lets a seat undo past
something it has seen. The game is rebuilt by ``Game.replay`` of the shortened record.

The piles are compared as they were when the answer came, copied on write: every change of a
hidden pile goes through the State's methods (rules/state.py), which copy it once in an answer
(``State.hidden_before``); an answer that changed none (most do not) neither copies nor compares
them, and one that drew cards copies and compares only the drawer's deck. A pile put back
exactly as it was still compares equal. (tests/conftest.py checks every answer of the suite
against copying the piles at every answer.)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .config import GameRecord
from .decision import Decision

if TYPE_CHECKING:
    from .game import Game

@dataclass(slots=True, unsafe_hash=True)
class AnswerMark:
    """Who gave one answer of the record, and what hidden information it let appear."""

    seat: int
    revealed: str | None = None  # why this answer is a barrier, None if it is not


class Marks(dict):
    """Answer marks built once and shared by every game (a mark is never changed once made):
    ``PLAIN[seat]``, an answer that revealed nothing (most answers), and ``BARRIER[seat, why]``
    (the reasons are a few fixed sentences)."""

    def __missing__(self, key: int | tuple[int, str]) -> AnswerMark:
        mark = self[key] = AnswerMark(*key) if key.__class__ is tuple else AnswerMark(key)
        return mark


PLAIN = Marks()
BARRIER = Marks()


class UndoRefused(Exception):
    """Undo is not possible now; the message says why in one short sentence."""


def hidden_piles(game: Game) -> list[list[str]]:
    s = game.s
    piles = [s.planet_deck]
    for p in s.players:
        piles.append(p.deck)
    return piles


PILES_CHANGED = "a card was drawn, looked at or shuffled"


def revealed(game: Game) -> str | None:
    """Why the step of the last answer revealed hidden information, or None."""
    s = game.s
    before = s.hidden_before
    if before is not None:
        if before[0] is not None and before[0] != s.planet_deck:
            return PILES_CHANGED
        for p in s.players:
            deck = before[p.seat + 1]
            if deck is not None and deck != p.deck:
                return PILES_CHANGED
    d = game.pending
    if d is not None and shows_hidden(game, d):
        return "hidden cards were shown"
    return None


def shows_hidden(game: Game, d: Decision) -> bool:
    hand = game.s.players[d.player].hand
    cards = None  # no set until a card is not in hand: asked at every answer
    for o in d.options:
        card = o.card
        if card is not None and card not in hand:  # a card lies in one zone only
            if cards is None:
                cards = {card}
            else:
                cards.add(card)
    if cards is None:
        return False  # no card, or cards from the seat's own hand: the commonest cases
    if not cards.isdisjoint(game.s.planet_deck):
        return True
    for p in game.s.players:  # plain loops: at every answer offering cards not in hand
        if not cards.isdisjoint(p.deck) or p.seat != d.player and not cards.isdisjoint(p.hand):
            return True
    return False


def undo_target(game: Game) -> int:
    """The record length to rewind to: the pending seat's last answer is taken back (one per
    undo, so a player steps back as far as they like), unless it was another seat's or new
    information appeared after it. Raises UndoRefused."""
    d = game.pending
    if d is None:
        raise UndoRefused("the game is over")
    marks = game.marks
    if not marks:
        raise UndoRefused("nothing to undo yet")
    last = marks[-1]
    if last.seat == d.player and last.revealed is None:
        return len(marks) - 1
    if last.seat != d.player:
        raise UndoRefused(f"the last answer was {game.players[last.seat].name}'s")
    raise UndoRefused(f"not after new information: {last.revealed}")


def undo(game: Game) -> Game:
    """The game as it was at ``undo_target``, rebuilt by replay. Raises UndoRefused."""
    k = undo_target(game)
    record = GameRecord(config=game.record.config, answers=game.record.answers[:k])
    return type(game).replay(record, game.catalog)
