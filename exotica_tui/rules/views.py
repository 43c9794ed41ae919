"""What one seat may see (``game.view(p)``), and the full state for digests.

Views are built from the core's own state, so they skip pydantic validation (model_construct).

Hidden from a seat: other hands, every deck's order, the fronts of other players' face-down
planets (their survey side, type and costs, is public: base-game.md §4.5), the planet deck's
order (its top card's survey side is public) and private log entries.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import BaseModel

from .kinds import KINDS

if TYPE_CHECKING:
    from .game import Game
    from .state import Planet, Player


class PlanetView(BaseModel):
    card: str | None  # None: a face-down planet of another player
    face_up: bool
    planet_type: str | None
    warfare_cost: int | None
    colonize_cost: int | None
    warfare_ships: dict[str, int]  # Escalation: a ship cost instead of Fighters (public)
    colonies: list[str]
    colony_value: int
    resources: list[str | None]
    scorched: bool


class PermanentView(BaseModel):
    card: str
    face: str
    copy_of: str | None
    resources: list[str | None]
    translators: list[str]  # roles it translates Exotic symbols to (Rosetta Fish: tucked cards)
    colonies: list[str] = []  # Colonies it holds (Escalation's Colony Ship)
    colony_value: int = 0


class PlayerView(BaseModel):
    seat: int
    name: str
    hand: list[str] | None  # only for the viewing seat
    hand_count: int
    deck_count: int
    discard: list[str]
    played: list[str]
    planets: list[PlanetView]
    permanents: list[PermanentView]
    tucked: list[str]
    fighters: int
    ships: dict[str, int]  # the fleet by size (rules/fleet.py)
    influence: int
    mining: str | None
    fleet_tile: str | None  # the face of the Escalation Fleet tile
    scenario: str | None
    hand_limit: int


class LogView(BaseModel):
    turn: int
    text: str
    private: bool


class GameView(BaseModel):
    seat: int
    active: int
    start_player: int
    turn_no: int
    players: list[PlayerView]
    stacks: dict[str, int]
    stack_tops: dict[str, str | None]
    planet_deck_count: int
    planet_deck_top: PlanetView | None  # survey side only
    planet_discard: list[str]
    techs: dict[str, list[str]]
    looking: list[str]  # the planets this seat is looking at
    removed: list[str]
    supply: int
    end_triggered: bool
    last_round: int | None
    over: bool
    log: list[LogView]


def planet_view(game: Game, pl: Planet, mine: bool) -> PlanetView:
    card = game.card(pl.card)
    visible = mine or pl.face_up
    return PlanetView.model_construct(card=pl.card if visible else None, face_up=pl.face_up,
                      planet_type=card.planet_type, warfare_cost=card.warfare_cost,
                      colonize_cost=card.colonize_cost,
                      warfare_ships=dict(card.warfare_ships), colonies=list(pl.colonies),
                      colony_value=pl.colony_value, resources=list(pl.resources),
                      scorched=pl.scorched)


def player_view(game: Game, p: Player, seat: int) -> PlayerView:
    from .effects import hand_limit

    mine = p.seat == seat
    return PlayerView.model_construct(
        seat=p.seat, name=p.name, hand=list(p.hand) if mine else None, hand_count=len(p.hand),
        deck_count=len(p.deck), discard=list(p.discard), played=list(p.played),
        planets=[planet_view(game, pl, mine) for pl in p.planets],
        permanents=[PermanentView.model_construct(
            card=pm.card, face=pm.face, copy_of=pm.copy, resources=list(pm.resources),
            translators=[r for cs in game.card_sets
                         for r in cs.card_translators(game, p, game.card(pm.copy or pm.face))],
            colonies=list(pm.colonies), colony_value=pm.colony_value)
            for pm in p.permanents],
        tucked=list(p.tucked), fighters=p.fleet.fighters, ships=p.fleet.by_size(),
        influence=p.influence, mining=p.mining, fleet_tile=p.fleet_tile,
        scenario=p.scenario, hand_limit=hand_limit(game, p))


def build_view(game: Game, seat: int) -> GameView:
    from .state import Planet

    s = game.s
    top = None
    if s.planet_deck:
        top = planet_view(game, Planet(card=s.planet_deck[-1]), mine=False)
    d = game.pending
    looking = list(s.looking) if d is not None and d.player == seat or _public_looking(game) else []
    return GameView.model_construct(
        seat=seat, active=s.active, start_player=s.start_player, turn_no=s.turn_no,
        players=[player_view(game, p, seat) for p in s.players],
        stacks={k: len(v) for k, v in s.stacks.items()},
        stack_tops={k: (v[-1] if v else None) for k, v in s.stacks.items()},
        planet_deck_count=len(s.planet_deck), planet_deck_top=top,
        planet_discard=list(s.planet_discard), techs={k: list(v) for k, v in s.techs.items()},
        looking=looking, removed=list(s.removed), supply=s.supply,
        end_triggered=s.end_triggered, last_round=s.last_round, over=s.over,
        log=log_views(game, seat))


def log_views(game: Game, seat: int) -> list[LogView]:
    """The log lines ``seat`` may read. Each line's view is built once and kept: a late game's
    log has thousands of lines and views are built after every answer."""
    cache = game.log_views
    if len(cache) > len(game.log):  # the log was replaced (imagined games of the search bot)
        cache.clear()
    for e in game.log[len(cache):]:
        cache.append(LogView.model_construct(turn=e.turn, text=e.text, private=e.seat is not None))
    return [v for v, e in zip(cache, game.log, strict=True) if e.seat is None or e.seat == seat]


def _public_looking(game: Game) -> bool:
    """Cards being looked at are public while a decision whose options are public is pending
    (Asteroidal Library reveals), private to the chooser otherwise (a survey look)."""
    d = game.pending
    return d is not None and KINDS[d.kind].public


def full_state(game: Game) -> dict:
    """Everything, hidden or not, as plain data (for digests and replay comparison)."""
    s = game.s
    return {
        "zones": game.zones(),
        "players": [
            {**p.fleet.digest(), "influence": p.influence, "mining": p.mining,
             "scenario": p.scenario, **({"fleet_tile": p.fleet_tile} if p.fleet_tile else {}),
             "planets": [[pl.card, pl.face_up, pl.colony_value, pl.resources, pl.scorched]
                         for pl in p.planets],
             "permanents": [[pm.card, pm.face, pm.copy, pm.resources] for pm in p.permanents]}
            for p in s.players
        ],
        "supply": s.supply, "active": s.active, "turn_no": s.turn_no,
        "end_triggered": s.end_triggered, "over": s.over,
        "rng": list(s.rng.getstate()[1]),
    }
