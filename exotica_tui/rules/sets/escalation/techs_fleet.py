"""Ops of Escalation's ship technologies (cards/escalation/techs-fleet.toml, escalation.md §9.2):
Destroyer Technology and Tour de Force collect Destroyers, Soldiers of Fortune trades one for
influence, Spoils of War produces per Fighter, Natural Order removes a permanent."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...attacks import can_pay, pay_ships
from ...decide import ask
from ...decision import Option
from ...effects import gain_influence, produce
from ...kinds import K
from ...nothing import nothing
from ...ops import op
from ...optionkeys import improved_fleet_key, permanent_key, removed_permanent
from ...plugin import Steps
from ...words import count
from .fleet_tile import IMPROVED
from .reparations import reparations
from .ships import tokens

if TYPE_CHECKING:
    from ...catalog import Effect
    from ...game import Game
    from ...state import Player

DESTROYER = {"destroyer": 1}


@op("collect_destroyers", "Collect {n}", "steady", 0.8, noun="Destroyer")
def collect_destroyers(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    p.fleet.add("destroyer", e.n)
    game.say(f"{p.name} collects {count(e.n, 'Destroyer')}.")
    yield from ()


def no_destroyer(game: Game, p: Player, e: Effect, source: str | None) -> str | None:
    return None if can_pay(game, p, DESTROYER) else "no Destroyer to discard"


@op("destroyer_for_influence", "Discard 1 Destroyer to collect {n} influence", "flat", 1.0,
    idle=no_destroyer)
def destroyer_for_influence(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Soldiers of Fortune: "Discard 1 Destroyer. If you do, collect 3 Influence"."""
    if reason := no_destroyer(game, p, e, source):
        nothing(game, p, reason)
        return
    yield from pay_ships(game, p, DESTROYER)
    gain_influence(game, p, e.n, f"{p.name} discards a Destroyer and collects {e.n} influence.")


def fighters_in_empire(game: Game, p: Player) -> int:
    """The Fighters of the fleet and those on replenishing slots (§6)."""
    return p.fleet.fighters + tokens(game, p, "fighter")


@op("produce_per_fighter", "Produce 1 resource per Fighter in your Empire", "produce", 0.6)
def produce_per_fighter(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    yield from produce(game, p, fighters_in_empire(game, p))


def removable(game: Game) -> list[Option]:
    """Every permanent technology in play, and every Improved Fleet (FAQ 11)."""
    opts = [Option(permanent_key(q.seat, pm.card), f"{game.name(pm.face)} ({q.name})", pm.face)
            for q in game.players for pm in q.permanents]
    opts += [Option(improved_fleet_key(q.seat), f"Improved Fleet ({q.name})", IMPROVED)
             for q in game.players if q.fleet_tile == "improved"]
    return opts


@op("natural_order", "Remove a permanent technology in play from the game", "steady", 0.4,
    idle=lambda game, p, e, source: None if removable(game) else "no permanent in play")
def natural_order(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Natural Order: remove any permanent in play (yours too); its owner receives
    REPARATIONS. An Improved Fleet goes back to Basic Fleet (§4.2, FAQ 11)."""
    opts = removable(game)
    if not opts:
        nothing(game, p, "no permanent technology in play")
        return
    (key,) = yield from ask(game, p.seat, K.REMOVE_PERMANENT,
                            "Remove which permanent technology from the game?", opts)
    seat, iid = removed_permanent(key)
    owner = game.players[seat]
    if iid is None:
        owner.set_fleet_tile("basic")
        game.say(f"{p.name} turns {owner.name}'s Improved Fleet back to Basic Fleet.")
    else:
        pm = owner.permanent(iid)
        owner.lose_permanent(pm)
        owner.discard += pm.colonies  # a Colony Ship's Colonies, like those under an Annexed planet
        game.s.removed.append(pm.card)
        game.say(f"{p.name} removes {owner.name}'s {game.name(pm.face)} from the game.")
    reparations(game, owner, game.card(source))  # the card played
