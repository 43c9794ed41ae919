"""An Escalation table for the app's tests: a game with the Escalation set, Fleet tiles and
ships. Until the Escalation cards are in the catalog, stand-ins of the Fleet tile faces and of
one planet per class are added (real cards, once there, are used as they are): the tests read
every word from whichever catalog entry is in play, so they hold for both."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from exotica_tui.rules import Game, GameConfig
from exotica_tui.rules.catalog import Card, default_catalog

STAND_INS = [
    {"id": "basic-fleet", "name": "Basic Fleet", "kind": "fleet_tile",
     "text": "Action: discard 3 Fighters to collect 1 Destroyer, or discard 2 Destroyers to "
             "collect 1 Battlecruiser. While you have a Battlecruiser, your Warfare costs are "
             "1 Fighter less.",
     "short": "3F→1D or 2D→1B; with a B: attacks -1F"},
    {"id": "improved-fleet", "name": "Improved Fleet", "kind": "fleet_tile", "cost": 3,
     "alt_cost": {"fighter": 3},
     "text": "Action: discard Fighters in pairs, 1 Destroyer for each 2, or discard 2 "
             "Destroyers to collect 1 Battlecruiser. While you have a Battlecruiser, your "
             "Warfare costs are 2 Fighters less. Primary Weapon: you may attack a planet by "
             "paying 1 Battlecruiser instead of its Warfare cost.",
     "short": "2F→1D (repeat) or 2D→1B; with a B: attacks -2F; Primary Weapon"},
    {"id": "nalarad", "name": "Nalarad", "kind": "planet", "planet_type": "M",
     "planet_class": "bustling", "warfare_ships": {"destroyer": 1},
     "colonize_cost": 4, "influence": 4, "text": "Action: attack 1 planet."},
    {"id": "kaylexa", "name": "Kaylexa", "kind": "planet", "planet_type": "A",
     "planet_class": "civilized", "warfare_ships": {"battlecruiser": 1},
     "colonize_cost": 4, "influence": 3, "slots": [{"resource": "silicon"}],
     "passives": [], "text": "Peace Treaty: collect 1 influence when you dissent Warfare."},
    {"id": "pitt-of-injustice", "name": "Pitt of Injustice", "kind": "planet",
     "planet_type": "M", "planet_class": "hostile",
     "warfare_ships": {"destroyer": 1}, "influence": 4,
     "slots": [{"resource": "fighter", "replenishing": True}]},
]


@pytest.fixture
def escalation_cards(monkeypatch) -> Iterator[None]:
    """The stand-ins of cards not yet in the catalog, for the length of one test."""
    cards = default_catalog().cards
    for entry in STAND_INS:
        if entry["id"] not in cards:
            monkeypatch.setitem(cards, entry["id"], stand_in(entry))
    yield


def stand_in(entry: dict) -> Card:
    """A planet prints a ship cost instead of Fighters, and a Hostile one no Colonize cost, as
    the Escalation cards do (a catalog without them still asks for both numbers)."""
    if entry["kind"] != "planet":
        return Card(set="escalation", provenance="printed", **entry)
    missing = {k: None for k in ("warfare_cost", "colonize_cost") if k not in entry}
    card = Card(set="escalation", provenance="printed", **{k: 0 for k in missing}, **entry)
    return card.model_copy(update=missing)


def escalation_game(players: int = 2, sets: tuple[str, ...] = ("base", "escalation"),
                    seed: int = 1) -> Game:
    """A new game with Escalation in play; every empire has its Fleet tile (basic)."""
    names = ["Ann", "Bob", "Cy", "Dee", "Eve"][:players]
    game = Game.new(GameConfig(players=names, seed=seed, sets=list(sets)))
    for p in game.players:
        p.fleet_tile = p.fleet_tile or "basic"
    return game
