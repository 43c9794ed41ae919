"""What one seat may see (``game.view(p)``), and the full state for digests.

Views are plain slotted classes built from the core's own state after every answer, so they
cost little (issue 13: pydantic models here took most of a bot's time). Pydantic stays at the
boundaries: the network protocol validates these classes as they arrive (stdlib dataclasses
are pydantic field types), card files and saves have their own models.

Hidden from a seat: other hands, every deck's order, the fronts of other players' face-down
planets (their survey side, type and costs, is public: base-game.md §4.5; a face-down planet
holds no resources, so its view lists none, not even how many slots its front has), the planet
deck's order (its top card's survey side is public) and private log entries.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .attacks import attack_prices
from .colonies import colonies_needed
from .effects import hand_limit
from .kinds import KINDS
from .points import other_points, planet_points, tech_points
from .slots import EXTRA, card_capacity
from .state import Planet
from .symbols import compare_again, empire, start_symbols

if TYPE_CHECKING:
    from .game import Game, LogEntry
    from .state import Player


@dataclass(slots=True)
class PlanetView:
    card: str | None  # None: a face-down planet of another player
    face_up: bool
    planet_type: str | None
    warfare_cost: int | None
    colonize_cost: int | None
    warfare_ships: dict[str, int]  # Escalation: a ship cost instead of Fighters (public)
    colonies: list[str]
    colony_value: int
    resources: list[str | None]  # rows of slots (rules/slots.py); none for another player's
    scorched: bool                # face-down planet
    capacity: int = 1  # resources each resource slot holds for its owner (Bountiful Harvest)
    # The viewing seat's own face-down planet: the ways it may pay to attack it (ships by size,
    # ``attacks.attack_prices``; none: it cannot be attacked) and the Colonies it still needs
    # to settle it (``colonies.colonies_needed``; None: never). Defaults: another seat's planet,
    # or a view sent by a host of an earlier version.
    attack: list[dict[str, int]] = field(default_factory=list)
    settle: int | None = None


@dataclass(slots=True)
class PermanentView:
    card: str
    face: str
    copy_of: str | None
    resources: list[str | None]
    translators: list[str]  # roles it translates Exotic symbols to (Rosetta Fish: tucked cards)
    colonies: list[str] = field(default_factory=list)  # Colonies on it (Colony Ship)
    colony_value: int = 0


@dataclass(slots=True)
class PlayerView:
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
    pool: tuple[str, ...] = ()  # catalog ids of hand and deck together, sorted (``pool_of``;
    # the default: a view sent by a host of an earlier version, which had none)
    passives: dict[str, int] = field(default_factory=dict)  # passive abilities in effect, by
    # declared name, as the rules count them (``symbols.has``: unlimited counts 1000)
    fronts: tuple[str, ...] = ()  # the cards in front of the seat besides its empire whose
    # passives it has: the faces of its Mining and Fleet tiles, its scenario (``passive_cards``)
    score: int = 0  # its score if the game ended now (``points.total``: every part is public)
    # the viewing seat's own: the symbols a lead and a follow of each role give it now before
    # hand cards, as the rules count them (``symbols.start_symbols``: the stack's card or the
    # empty-stack bonus, the empire's symbols with this turn's Asteroid symbols and translation,
    # the follower bonus), and its haloed Exotic symbols (``symbols.halo_exotic``); empty, 0
    # for another seat
    lead: dict[str, int] = field(default_factory=dict)
    follow: dict[str, int] = field(default_factory=dict)
    halo: int = 0


@dataclass(slots=True, frozen=True)
class LogView:
    turn: int
    text: str
    private: bool


@dataclass(slots=True)
class GameView:
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
    sets: list[str]  # the card sets in play (``GameConfig.sets``), in play order
    # the viewing seat's prices to attack each planet card it looks at or is asked about (by
    # instance id, as if face down in its empire: ``offered_prices``)
    offers: dict[str, list[dict[str, int]]] = field(default_factory=dict)
    settles: dict[str, int | None] = field(default_factory=dict)  # the Colonies it would need to
    # settle each of them (None: never), as if face down in its empire (``offered_prices``)


def planet_view(game: Game, pl: Planet, mine: bool, extra: int = 0) -> PlanetView:
    """``extra``: the owner's ``planet_slot_extra`` (rules/slots.py)."""
    card = game.card(pl.card)
    if mine or pl.face_up:
        return PlanetView(pl.card, pl.face_up, card.planet_type, card.warfare_cost,
                          card.colonize_cost, dict(card.warfare_ships), list(pl.colonies),
                          pl.colony_value, list(pl.resources), pl.scorched,
                          card_capacity(card, extra) if extra else 1)
    return PlanetView(None, False, card.planet_type, card.warfare_cost, card.colonize_cost,
                      dict(card.warfare_ships), list(pl.colonies), pl.colony_value, [],
                      pl.scorched, 1)


def player_view(game: Game, p: Player, seat: int) -> PlayerView:
    mine = p.seat == seat
    counted = empire(game, p)
    extra = counted.passives.get(EXTRA, 0)  # symbols.has, without a second look-up
    planets = []  # plain loops: a late empire holds ~20 cards, viewed after every answer
    known = planet_views(game)[mine]
    for pl in p.planets:
        prices = NO_PRICES
        if mine and not pl.face_up:
            prices = attack_prices(game, p, pl), colonies_needed(game, p, pl)
        hit = known.get(id(pl))
        if hit is not None:  # the view of an unchanged planet is kept (it holds no more)
            v = hit[2]
            if hit[0] is pl and hit[1] == extra and v.face_up == pl.face_up \
                    and v.colonies == pl.colonies and v.colony_value == pl.colony_value \
                    and v.scorched == pl.scorched and hit[3] == pl.card \
                    and (v.card is None or v.resources == pl.resources) \
                    and v.attack == prices[0] and v.settle == prices[1]:
                planets.append(v)
                continue
        v = planet_view(game, pl, mine, extra)
        v.attack, v.settle = prices
        known[id(pl)] = (pl, extra, v, pl.card)
        planets.append(v)
    permanents = []
    for pm in p.permanents:
        translators = []
        for card_translators in game.hooks.card_translators:  # the sets that print any
            translators += card_translators(game, p, game.card(pm.copy or pm.face))
        permanents.append(PermanentView(pm.card, pm.face, pm.copy, list(pm.resources),
                                        translators, list(pm.colonies), pm.colony_value))
    return PlayerView(
        p.seat, p.name, list(p.hand) if mine else None, len(p.hand), len(p.deck),
        list(p.discard), list(p.played), planets, permanents,
        list(p.tucked), p.fleet.fighters, p.fleet.by_size(), p.influence, p.mining,
        p.fleet_tile, p.scenario, hand_limit(game, p), pool_of(game, p), dict(counted.passives),
        counted.fronts, score_of(game, p, counted),
        *(start_symbols(game, p) if mine else ({}, {}, 0)))


def score_of(game: Game, p: Player, counted) -> int:
    """``points.total`` of p, its planets' part kept while p's counted empire (``counted``)
    is the same and its technologies' while p's cards are: a view is built after every
    answer, and most answers change neither."""
    cache = game.points
    if cache is None or cache[0] is not game.s:  # a new or replaced state (imagined games)
        cache = game.points = (game.s, {})
    hit = cache[1].get(p.seat)
    if hit is None or hit[0] is not counted:
        hit = (counted, planet_points(game, p), None, 0)
    kept = hit[2]  # what owned_techs reads, as it was when the technologies were counted
    colonies = [pl.colonies for pl in p.planets]
    faces = [pm.face for pm in p.permanents]
    if kept is None or kept[0] != p.hand or kept[1] != p.deck or kept[2] != p.discard \
            or kept[3] != p.played or kept[4] != colonies or kept[5] != faces:
        kept = (list(p.hand), list(p.deck), list(p.discard), list(p.played),
                [list(c) for c in colonies], faces)
        hit = (counted, hit[1], kept, tech_points(game, p))
    cache[1][p.seat] = hit
    return p.influence + hit[1] + hit[3] + other_points(game, p)[0]


NO_PRICES: tuple[list, None] = ([], None)  # PlanetView's defaults (the list is never changed)


def offered_prices(game: Game, seat: int) -> tuple[dict[str, list[dict[str, int]]],
                                                   dict[str, int | None]]:
    """``GameView.offers`` and ``.settles``: the prices for ``seat`` to attack and the Colonies
    it would need to settle each planet card it looks at (when it may see them) or its pending
    decision names (a planet to keep, take or start with), as if face down in its empire
    (``attacks.attack_prices``, ``colonies.colonies_needed``: the Asteroid discount and this
    turn's symbols included)."""
    d = game.pending
    if d is None or d.player != seat:
        return {}, {}
    p = game.s.players[seat]
    cards = {o.card for o in d.options if o.card is not None} | set(game.s.looking)
    own = {pl.card for pl in p.planets}
    planets = [Planet(card=c) for c in sorted(cards)
               if c not in own and game.card(c).kind in PLANET_KINDS]
    return ({pl.card: attack_prices(game, p, pl) for pl in planets},
            {pl.card: colonies_needed(game, p, pl) for pl in planets})


PLANET_KINDS = ("planet", "start_planet")


def pool_of(game: Game, p: Player) -> tuple[str, ...]:
    """The catalog ids of p's hand and deck together, sorted: which cards they are is public,
    only which of them are in hand, and the deck's order, are hidden. Every card enters a
    seat's hand or deck in the open (the starting deck; a role card taken from a stack; a
    technology researched, from a public pile; a discard pile shuffled into the deck; a card
    kept from Asteroidal Library's reveal; one taken from another's discard by Stolen Trade
    Secrets) and leaves it in the open (played, discarded face up, removed from the game,
    returned to its stack, tucked as a Colony), so a player with perfect memory knows it
    (rules/RULINGS.md). Catalog ids, not instance ids, so it tells neither order nor
    which copy. Kept per seat while the hand and deck are unchanged: a view is built after
    every answer, and most answers change one hand."""
    cache = game.pools
    if cache is None or cache[0] is not game.s:  # a new or replaced state (imagined games)
        cache = game.pools = (game.s, {})
    hit = cache[1].get(p.seat)
    if hit is not None and hit[0] == p.hand and hit[1] == p.deck:
        return hit[2]
    pool = tuple(sorted([c.partition("#")[0] for c in p.hand + p.deck]))
    cache[1][p.seat] = (list(p.hand), list(p.deck), pool)
    return pool


def build_view(game: Game, seat: int) -> GameView:
    if game.step is not None:  # asked by a rule during a step: the step's empires hold
        return _build_view(game, seat)
    game.step = game.steps_begun = game.steps_begun + 1  # nothing edits the state meanwhile:
    compare_again(game)  # each empire's key is compared once (symbols.empire), not at
    try:  # every look-up (and an edit made since the last answer is found)
        return _build_view(game, seat)
    finally:
        game.step = None


def _build_view(game: Game, seat: int) -> GameView:
    s = game.s
    top = None
    if s.planet_deck:
        top = planet_view(game, Planet(card=s.planet_deck[-1]), mine=False)
    d = game.pending
    looking = list(s.looking) if d is not None and d.player == seat or _public_looking(game) else []
    stacks = s.stacks
    players = []
    for p in s.players:
        players.append(player_view(game, p, seat))
    return GameView(
        seat, s.active, s.start_player, s.turn_no, players,
        {k: len(v) for k, v in stacks.items()},
        {k: (v[-1] if v else None) for k, v in stacks.items()},
        len(s.planet_deck), top, list(s.planet_discard),
        {k: list(v) for k, v in s.techs.items()}, looking, list(s.removed), s.supply,
        s.end_triggered, s.last_round, s.over, log_views(game, seat), list(game.config.sets),
        *offered_prices(game, seat))


def planet_views(game: Game) -> tuple[dict, dict]:
    """The planet views built for this game's state, for other seats' views and for the
    owner's: by ``id`` of the planet, (planet, owner's slot extra, view, card). A view keeps
    the view of a planet unchanged since (compared field by field: a test or a bot may edit a
    state directly), so a late game's twenty planets cost little more than an early game's
    six; views are read-only, and an unchanged planet's view is the same object in both."""
    cache = game.planet_views
    if cache is None or cache[0] is not game.s:  # a new or replaced state (imagined games)
        cache = game.planet_views = (game.s, {}, {})
    return cache[1], cache[2]


class SeatLogs:
    """The log lines each seat may read, filtered once as entries arrive (a late game's log
    has thousands of lines, and a view is built after every answer)."""

    __slots__ = ("log", "seen", "seats")

    def __init__(self, log: list[LogEntry]):
        self.log = log  # the game's log these lines follow
        self.seen: dict[int, int] = {}  # per seat: how many entries of the log it has filtered
        self.seats: dict[int, list[LogView]] = {}

    def lines(self, seat: int) -> list[LogView]:
        log = self.log
        mine = self.seats.setdefault(seat, [])
        for e in log[self.seen.get(seat, 0):]:
            if e.seat is None or e.seat == seat:
                mine.append(LogView(e.turn, e.text, e.seat is not None))
        self.seen[seat] = len(log)
        return mine


def log_views(game: Game, seat: int) -> list[LogView]:
    """The log lines ``seat`` may read (a fresh list: the caller may keep or change it)."""
    logs = game.log_views
    if logs is None or logs.log is not game.log:  # a new or replaced log (imagined games)
        logs = game.log_views = SeatLogs(game.log)
    return list(logs.lines(seat))


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
        **({"victors": s.victors} if s.victors else {}),
        "rng": list(s.rng.getstate()[1]),
    }
