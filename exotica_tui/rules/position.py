"""Building a position: the supported way for tests and bots to set up an exact game state and
play on from it through the ordinary decision protocol.

Every card stays in exactly one zone: cards are moved, never copied or conjured (a card put
into a hand or an empire is taken from wherever it lies). A built position is not reachable by
replaying the record (its state was edited); rule tests use it, saves never do. An empire is
edited here through the Player's methods, as by the rules (rules/state.py): its counted empire
is compared again.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from . import flow, roles
from .state import Permanent, Planet, Player, State, Turn, new_planet

if TYPE_CHECKING:
    from .decision import Decision
    from .game import Game


class Position:
    """Edits ``game`` into a position, then ``start_turn`` (or ``resume``) plays on from it."""

    def __init__(self, game: Game):
        self.game = game

    def _zones(self) -> Iterator[list[str]]:
        s = self.game.s
        yield from s.stacks.values()
        yield s.planet_deck
        yield s.planet_discard
        yield s.box
        yield from s.techs.values()
        yield s.removed
        for p in s.players:
            yield p.deck
            yield p.discard
            yield p.hand
            yield p.played

    def take(self, card_id: str) -> str:
        """Detach one instance of a catalog card from wherever it lies (a start planet from an
        empire; other empire cards stay)."""
        for zone in self._zones():
            for iid in reversed(zone):
                if iid.split("#")[0] == card_id:
                    zone.remove(iid)
                    return iid
        for p in self.game.players:
            for pl in p.planets:
                if pl.card == card_id:
                    p.lose_planet(pl)
                    return pl.card
        raise LookupError(f"no free copy of {card_id}")

    def set_hand(self, seat: int, *card_ids: str) -> list[str]:
        """Make a seat's hand exactly these cards; the old hand goes to the box."""
        p = self.game.players[seat]
        self.game.s.box += p.hand
        p.hand = [self.take(c) for c in card_ids]
        return list(p.hand)

    def set_deck(self, seat: int, *card_ids: str) -> list[str]:
        """Put these cards on top of a seat's deck, the first one on top."""
        cards = [self.take(c) for c in card_ids]
        self.game.s.put_on_deck(self.game.players[seat], list(reversed(cards)))
        return cards

    def add_planet(self, seat: int, card_id: str, face_up: bool = True,
                   resources: list[str | None] | None = None) -> Planet:
        pl = new_planet(self.game, self.take(card_id))
        if resources is not None:
            pl.resources = list(resources)
        p = self.game.players[seat]
        p.gain_planet(pl)
        if face_up:
            p.reveal(pl)
        return pl

    def add_permanent(self, seat: int, face: str) -> Permanent:
        """Put a permanent technology into play showing ``face`` (either face of its card)."""
        g = self.game
        card = g.card(face)
        physical = face
        if card.other_face and any(card.other_face in pile for pile in g.s.techs.values()):
            physical = card.other_face
        pm = Permanent(self.take(physical), face, resources=[None] * len(card.slots))
        g.players[seat].gain_permanent(pm)
        for card_set in g.card_sets:  # as when it comes into play (Escalation: slot tokens)
            card_set.enters_play(g, g.players[seat], pm)
        return pm

    def clear(self) -> None:
        """Empty every empire and hand (the cards go to the box)."""
        for p in self.game.players:
            self.game.s.box += [pl.card for pl in p.planets] + p.hand
            for pl in list(p.planets):
                p.lose_planet(pl)
            p.hand = []

    def start_turn(self, seat: int) -> Decision | None:
        """Begin a fresh turn of ``seat``, as the start player; the log restarts."""
        g, s = self.game, self.game.s
        g.log = []
        s.active = s.start_player = seat
        s.turn_no = 0
        return g._restart(flow.play(g))

    def resume(self, state: State, phase: str) -> Decision | None:
        """Put ``state`` in place (an imagined world) and play on from the start of the active
        seat's ``phase`` ("action" or "role") of the current turn; the log restarts."""
        g = self.game
        g.log = []
        g.s = state
        return g._restart(resume_turn(g, phase))

    def resume_follow(self, state: State, seat: int, role: str) -> Decision | None:
        """Put ``state`` in place (an imagined world) and play on from ``seat``'s follow of
        the ``role`` the active seat leads (resolved for the leader and the followers before
        ``seat``); the log restarts."""
        g = self.game
        g.log = []
        g.s = state
        return g._restart(resume_follows(g, seat, role))


def resume_turn(game: Game, phase: str) -> flow.Steps:
    """The rest of the active seat's turn from ``phase``, then the ordinary turn loop.

    The resumed turn always runs the Action phase before the Role phase: with Logistics'
    role-first order the look-ahead is slightly off (a rare case; the bot still plays legally).
    Effects that last until the end of the turn (turn bonuses) are not in a seat's view, so
    they start afresh."""
    s = game.s
    p = s.players[s.active]
    p.turn = Turn()
    if phase == "action":
        yield from flow.action_phase(game, p)
    yield from flow.role_phase(game, p)
    yield from rest_of_turn(game, p)


def resume_follows(game: Game, seat: int, role: str) -> flow.Steps:
    """The followers of the Role phase from ``seat`` on, then the rest of the leader's turn
    and the ordinary turn loop (turn bonuses and a Logistics role-first order start afresh, as
    in ``resume_turn``)."""
    s = game.s
    leader = s.players[s.active]
    leader.turn = Turn()
    n = len(s.players)
    for k in range((seat - s.active) % n, n):
        yield from roles.follow(game, s.players[(s.active + k) % n], role)
    yield from roles.after_role(game, leader)
    yield from rest_of_turn(game, leader)


def rest_of_turn(game: Game, p: Player) -> flow.Steps:
    """After the active seat's Role phase: more Role phases, Cleanup, then the turn loop."""
    s = game.s
    yield from flow.more_role_phases(game, p)
    yield from flow.cleanup(game, p)
    s.active = (s.active + 1) % len(s.players)
    yield from flow.play(game)
