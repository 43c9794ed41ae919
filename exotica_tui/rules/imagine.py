"""A game rebuilt from one seat's view: what the view shows, with the hidden parts supplied.

A search bot imagines worlds consistent with its view (bots/worlds.py): it chooses only what the
view hides (``Hidden``: the hands and decks, the fronts of face-down planets, the planet deck
below its top, fresh instance ids). Turning a view back into a ``State``, field by field, is
the rules' business: a new field of a player or of the table goes into its view and here.
"""

from __future__ import annotations

import copy
import random
from functools import cache
from typing import TYPE_CHECKING, Protocol

from .config import GameConfig, GameRecord
from .fleet import SIZES, Fleet
from .game import Game
from .roletable import STACK
from .state import Permanent, Planet, Player, State

if TYPE_CHECKING:
    from .decision import Decision
    from .views import GameView, PlanetView, PlayerView


class Hidden(Protocol):
    """What an imagined world draws for the parts a view hides (the bot's sampling choices)."""

    def cards(self, pv: PlayerView) -> tuple[list[str], list[str]]:
        """The seat's hand and deck (the deck's top last)."""

    def front(self, pl: PlanetView | None) -> str:
        """An instance id of a planet card with the public survey side of ``pl`` (any planet
        of the sets in play if None)."""

    def fresh(self, card_id: str) -> str:
        """A new instance id of a catalog card."""

    def seed(self) -> float:
        """A seed for the imagined game's own random numbers."""


def imagined_state(game: Game, view: GameView, hidden: Hidden) -> State:
    """The state ``view`` shows, its hidden parts drawn by ``hidden`` (in this order: the
    planet deck, then each seat's hand, deck and planet fronts, then the game's seed)."""
    v = view
    deck = [hidden.front(None) for _ in range(max(0, v.planet_deck_count - 1))]
    if v.planet_deck_count:
        deck.append(hidden.front(v.planet_deck_top))
    return State(
        players=[imagined_player(game, pv, hidden) for pv in v.players],
        rng=random.Random(hidden.seed()),
        stacks={k: [hidden.fresh(STACK[k].card) for _ in range(n - 1)] + [v.stack_tops[k]]
                if n else [] for k, n in v.stacks.items()},
        planet_deck=deck, planet_discard=list(v.planet_discard),
        techs={k: list(pile) for k, pile in v.techs.items()}, looking=list(v.looking),
        removed=list(v.removed), supply=v.supply, start_player=v.start_player,
        active=v.active, turn_no=v.turn_no, end_triggered=v.end_triggered,
        last_round=v.last_round)


def imagined_player(game: Game, pv: PlayerView, hidden: Hidden) -> Player:
    hand, deck = hidden.cards(pv)
    return Player(
        seat=pv.seat, name=pv.name, hand=hand, deck=deck, discard=list(pv.discard),
        played=list(pv.played), tucked=list(pv.tucked),
        planets=[imagined_planet(game, pl, hidden) for pl in pv.planets],
        permanents=[Permanent(pm.card, pm.face, pm.copy_of, list(pm.resources),
                              list(pm.colonies), pm.colony_value) for pm in pv.permanents],
        fleet=Fleet(*(pv.ships[size] for size in SIZES)), influence=pv.influence,
        mining=pv.mining, fleet_tile=pv.fleet_tile,
        scenario=pv.scenario)  # its passives (Bountiful Harvest's slot capacity)


def imagined_planet(game: Game, pl: PlanetView, hidden: Hidden) -> Planet:
    """A planet of the view; a hidden front is drawn, with its own empty slots (the view shows
    no resources on a face-down planet)."""
    iid = pl.card or hidden.front(pl)
    resources = list(pl.resources) if pl.card else [None] * len(game.card(iid).slots)
    return Planet(card=iid, face_up=pl.face_up, colonies=list(pl.colonies),
                  colony_value=pl.colony_value, resources=resources, scorched=pl.scorched)


def imagine(view: GameView, hidden: Hidden, phase: str,
            role: str | None = None) -> tuple[Game, Decision | None]:
    """A game consistent with ``view`` that resumes at the start of the active seat's
    ``phase`` ("action" or "role") of the current turn, or (phase "follow") at the view's
    seat's follow of ``role``; returns it and its first decision."""
    game = copy.copy(shell(len(view.players), tuple(view.sets)))
    game.record = GameRecord(config=game.config)
    game.empires = {}  # its own counted empires (symbols.Empire), not the shell's
    game.marks = []  # and its own undo marks (the shell's list would grow for good)
    state = imagined_state(game, view, hidden)
    if phase == "follow":
        return game, game.position().resume_follow(state, view.seat, role)
    return game, game.position().resume(state, phase)


@cache
def shell(players: int, sets: tuple[str, ...]) -> Game:
    """A game of this shape whose state each imagined world replaces (set up once: cheaper)."""
    return Game.new(GameConfig.shaped([str(k) for k in range(players)], list(sets)))
