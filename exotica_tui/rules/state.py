"""Plain mutable state of a game. Only the rules core changes it.

Two caches read this state, and the state keeps them right itself: what changes an empire
(``Player.gain_planet`` and the rest of its methods) stamps the player anew, so the counted
empire (rules/symbols.py) is compared again; what changes a hidden pile (``State.take_from_deck``
and the rest) first copies it as it was when the answer came, for the undo barrier
(rules/undo.py). No rule calls either cache; tests/rules/test_state_methods.py finds any
change of these fields made elsewhere.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import count
from typing import TYPE_CHECKING

from .fleet import Fleet

if TYPE_CHECKING:
    from .game import Game


@dataclass(slots=True)
class Planet:
    """A planet (or Asteroid, or start tile) in an empire, face down or face up."""

    card: str
    face_up: bool = False
    colonies: list[str] = field(default_factory=list)
    colony_value: int = 0
    resources: list[str | None] = field(default_factory=list)  # one entry per slot
    scorched: bool = False  # Scorched Earth Policy left a Fighter on it


def new_planet(game: Game, iid: str) -> Planet:
    """The planet card ``iid`` as it enters an empire: face down, its slots empty."""
    return Planet(card=iid, resources=[None] * len(game.card(iid).slots))


@dataclass(slots=True)
class Permanent:
    card: str  # the physical card (instance id of its first face)
    face: str  # catalog id of the face in play
    copy: str | None = None  # Space Station / Lesser Mimic: the card it has become
    resources: list[str | None] = field(default_factory=list)  # its slots (or a copy's)
    colonies: list[str] = field(default_factory=list)  # Colony Ship holds Colonies
    colony_value: int = 0


@dataclass(slots=True)
class Turn:
    """What lasts until the end of the current turn of one player."""

    bonuses: set[str] = field(default_factory=set)
    named_resource: str | None = None
    traded_types: set[str] = field(default_factory=set)
    produced_types: set[str] = field(default_factory=set)
    extra_actions: int = 0
    delayed_attacks: int = 0
    delayed_mines: int = 0
    translations: set[str] = field(default_factory=set)  # roles Exotic symbols count as
    translating: str | None = None  # the role Exotic symbols count as in this role phase
    asteroid_symbols: list[str] = field(default_factory=list)  # symbols face-up Asteroids gain
    library_card: str | None = None  # the card Asteroidal Library kept this turn
    used_once: set[str] = field(default_factory=set)  # once-a-turn abilities used (own_turn.py)
    leading: str | None = None  # the role being led by this player now
    led: int = 0  # the symbols that lead took from its stack (``symbols.stack_symbols``)
    extra_roles: int = 0  # additional Role phases granted this turn (Elevated Incentives)
    produce_named: str | None = None  # Specialized Production's resource type


@dataclass(slots=True)
class Player:
    seat: int
    name: str
    hand: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)  # top of deck = last item
    discard: list[str] = field(default_factory=list)
    played: list[str] = field(default_factory=list)  # set aside until the leader's Cleanup
    planets: list[Planet] = field(default_factory=list)
    permanents: list[Permanent] = field(default_factory=list)
    tucked: list[str] = field(default_factory=list)  # role cards under Rosetta Fish
    fleet: Fleet = field(default_factory=Fleet)
    influence: int = 0
    mining: str | None = None  # None (no Exotica), "basic" or "improved"
    fleet_tile: str | None = None  # None (no Escalation), "basic" or "improved"
    scenario: str | None = None  # the Exotica scenario card this player set up with
    turn: Turn = field(default_factory=Turn)
    stamp: int = field(default_factory=lambda: next(STAMPS), compare=False, repr=False)

    def permanent(self, card: str) -> Permanent | None:
        """The permanent in play whose physical card is ``card`` (an instance id)."""
        return next((pm for pm in self.permanents if pm.card == card), None)

    @property
    def fighters(self) -> int:
        """The Fighters of the fleet (the only ships of the base game and Exotica)."""
        return self.fleet.fighters

    @fighters.setter
    def fighters(self, n: int) -> None:
        self.fleet.fighters = n

    # -- the empire: what its counted empire is counted from (rules/symbols.py ``empire``) ----

    def mark_changed(self) -> None:
        """A new stamp: the counted empire compares its key again at its next look-up."""
        self.stamp = next(STAMPS)

    def gain_planet(self, pl: Planet, at: int | None = None) -> None:
        """A planet enters the empire (at the end, or at index ``at``)."""
        if at is None:
            self.planets.append(pl)
        else:
            self.planets.insert(at, pl)
        self.stamp = next(STAMPS)

    def lose_planet(self, pl: Planet) -> None:
        self.planets.remove(pl)
        self.stamp = next(STAMPS)

    def reveal(self, pl: Planet) -> None:
        """One of its planets turns face up."""
        pl.face_up = True
        self.stamp = next(STAMPS)

    def gain_permanent(self, pm: Permanent) -> None:
        self.permanents.append(pm)
        self.stamp = next(STAMPS)

    def lose_permanent(self, pm: Permanent) -> None:
        self.permanents.remove(pm)
        self.stamp = next(STAMPS)

    def copy_as(self, pm: Permanent, face: str | None) -> None:
        """One of its permanents becomes a copy of ``face`` (Space Station, Lesser Mimic)."""
        pm.copy = face
        self.stamp = next(STAMPS)

    def set_mining(self, mining: str) -> None:
        self.mining = mining
        self.stamp = next(STAMPS)

    def set_fleet_tile(self, tile: str | None) -> None:
        self.fleet_tile = tile
        self.stamp = next(STAMPS)

    def set_scenario(self, scenario: str | None) -> None:
        self.scenario = scenario
        self.stamp = next(STAMPS)


STAMPS = count(1)  # a player's stamp is never reused, across games too (a new Player, a new one)


def opponents(players: list[Player], p: Player) -> list[Player]:
    """The other players in turn order from p's left: the followers of p's role, the
    opponents a card of p's acts on."""
    n = len(players)
    return [players[(p.seat + k) % n] for k in range(1, n)]


@dataclass(slots=True)
class State:
    players: list[Player]
    rng: random.Random
    stacks: dict[str, list[str]]  # "S", "W", "C", "PT", "R"; top = last
    planet_deck: list[str]  # top = last
    planet_discard: list[str] = field(default_factory=list)
    techs: dict[str, list[str]] = field(default_factory=dict)  # pile name -> physical cards
    looking: list[str] = field(default_factory=list)  # planets being looked at (survey, recon)
    removed: list[str] = field(default_factory=list)  # removed from the game during play
    box: list[str] = field(default_factory=list)  # in the set but not used in this setup
    supply: int = 0  # influence tokens left in the supply (may not go below 0)
    start_player: int = 0
    active: int = 0
    turn_no: int = 0  # turns begun, counting from 1
    end_triggered: bool = False
    last_round: int | None = None  # the round (0-based) after which the game ends
    over: bool = False
    scenario_setup: bool = False  # scenario starts are still to be built (rules/scenarios.py)
    start_choice: bool = False  # start planets to choose from are to be offered (rules/starts.py)
    victors: list[int] = field(default_factory=list)  # seats that won at once (CardSet.winners)
    # the hidden piles (planet deck, then each seat's deck) as they were when the current answer
    # came, each copied by its first change in the answer, else None (rules/undo.py)
    hidden_before: list[list[str] | None] | None = field(default=None, compare=False, repr=False)

    # -- the hidden piles: copied on their first change in an answer -------------------------

    def _before(self, i: int, pile: list[str]) -> None:
        before = self.hidden_before
        if before is None:
            before = self.hidden_before = [None] * (1 + len(self.players))
        if before[i] is None:
            before[i] = pile.copy()

    def take_from_deck(self, p: Player, n: int = 1) -> list[str]:
        """Up to n cards off the top of p's deck, the top one first (no refill)."""
        deck = p.deck
        before = self.hidden_before  # (``_before``'s test inlined: at every draw)
        if before is None or before[p.seat + 1] is None:
            self._before(p.seat + 1, deck)
        k = len(deck) - n
        if k < 0:
            k = 0
        got = deck[k:]
        del deck[k:]
        got.reverse()
        return got

    def put_on_deck(self, p: Player, cards: list[str]) -> None:
        """Cards onto p's deck, the last one on top."""
        self._before(p.seat + 1, p.deck)
        p.deck += cards

    def set_deck(self, p: Player, cards: list[str]) -> None:
        self._before(p.seat + 1, p.deck)
        p.deck = cards

    def shuffle_deck(self, p: Player) -> None:
        self._before(p.seat + 1, p.deck)
        self.rng.shuffle(p.deck)

    def refill_deck(self, p: Player) -> None:
        """p's discard pile, shuffled, becomes its deck (base-game.md §4.5)."""
        self.set_deck(p, p.discard)
        p.discard = []
        self.rng.shuffle(p.deck)

    def take_planet(self) -> str:
        """The top card of the planet deck (no refill)."""
        self._before(0, self.planet_deck)
        return self.planet_deck.pop()

    def set_planet_deck(self, cards: list[str]) -> None:
        self._before(0, self.planet_deck)
        self.planet_deck = cards

    def shuffle_planets(self) -> None:
        self._before(0, self.planet_deck)
        self.rng.shuffle(self.planet_deck)

    def refill_planets(self) -> None:
        """The planet discard pile, shuffled, becomes the planet deck (base-game.md §4.5)."""
        self.set_planet_deck(self.planet_discard)
        self.planet_discard = []
        self.rng.shuffle(self.planet_deck)
