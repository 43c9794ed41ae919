"""Scenarios, for any card set: an optional setup that replaces each player's starting deck and
start planet (Exotica rulebook, "Scenarios"; escalation.md §11).

"distribute 1 Scenario card to each player using any method you choose (choose them, deal them
randomly, ... or draft them), making sure not to use any two mutually exclusive Scenarios. Set
up each starting configuration according to the Scenario card". Each set brings its
``[[scenario]]`` cards (``cards/<set>/scenarios.toml``); the pool of a game is the scenarios of
the sets in play. The procedure follows escalation.md §11.1: a permanent starts in play (its
other face is out of the game), other technologies are shuffled into the starting deck.

Two parts, because setup cannot ask questions: ``apply_scenarios`` (in setup) takes the standard
decks back and deals or takes the scenarios; ``scenario_setup`` (before the first turn) drafts
if asked, then builds each start, asking for the choices the cards leave open (an original start
planet; Rosetta Fish's tucked card).

Ruling, mutual exclusion (escalation.md §11.3 RECOMMENDED, exotica-scenarios.md note 2), derived
from the data: a set of scenarios is compatible when no physical technology card is needed twice
(both faces of a double-sided card are one card) and no start tile, or kind of start tile, is
needed more often than such tiles exist (one 5/5 Exotic tile: Exotic Methods and Alienese
exclude each other; Bardolph: Warmonger and Scientific Discovery), and their decks need no more
Politics than the game holds (a 5-seat game of base + Escalation holds 12, escalation.md §1,
§12: the five scenarios of 13 Politics exclude each other; before rules revision 3 it held 13,
so this excludes nothing an older game dealt).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Generator, Iterator
from functools import cache
from itertools import combinations
from math import comb
from typing import TYPE_CHECKING

from .catalog import is_start_kind
from .decide import ask
from .decision import Decision, Option
from .kinds import K
from .roletable import STACK
from .state import new_planet

if TYPE_CHECKING:
    from .catalog import Catalog, Scenario
    from .game import Game
    from .state import Player, State

Steps = Generator[Decision, list[str], None]

# How a scenario card's one-line description names each kind of start tile.
START_WORDS = {"asteroid": "an Asteroid", "exotic": "an Exotic 2/2", "exotic-5/5": "the Exotic 5/5",
               "original": "a base start planet of your choice", "random": "a random base"}
ENUMERATE_UP_TO = 5000  # sets of scenarios a random deal lists in full (see ``deal_random``)


def physical(cat: Catalog, face: str) -> str:
    """One name for a double-sided card, whichever face is named."""
    return min(face, cat[face].other_face or face)


def pool(game: Game) -> list[str]:
    """The scenarios of the sets in play, by id."""
    return sorted(i for i, sc in game.catalog.scenarios.items() if sc.set in game.config.sets)


def compatible(cat: Catalog, ids: list[str] | tuple[str, ...], politics: int | None = None) -> bool:
    """Whether these scenarios may share a table (``politics``: the Politics the game holds)."""
    picked = [cat.scenarios[i] for i in ids]
    cards = [physical(cat, t) for sc in picked for t in sc.techs]
    if len(set(cards)) != len(cards):
        return False
    if politics is not None and sum(sc.deck.get("Pol", 0) for sc in picked) > politics:
        return False
    tiles = Counter(sc.start_planet for sc in picked)
    return all(n <= tile_count(cat, kind) for kind, n in tiles.items())


@cache
def tile_count(cat: Catalog, kind: str) -> int:
    """How many start tiles of the catalog are of a scenario's start planet."""
    return sum(1 for c in cat.cards.values() if is_start_kind(c, kind))


def completions(cat: Catalog, rest: list[str], chosen: list[str], seats: int,
                politics: int | None = None) -> list[tuple[str, ...]]:
    """Every compatible set of ``seats`` scenarios that contains ``chosen``, the others from
    ``rest`` (sorted), in the order of ``itertools.combinations``."""
    free = sorted(set(rest) - set(chosen))
    return [tuple(chosen) + more for more in combinations(free, seats - len(chosen))
            if compatible(cat, list(chosen) + list(more), politics)]


def extends(cat: Catalog, rest: list[str], chosen: list[str], seats: int, start: int = 0,
            politics: int | None = None) -> bool:
    """Whether some compatible set of ``seats`` scenarios contains ``chosen``, the others from
    ``rest[start:]`` (a depth-first search: the first legal set found ends it)."""
    if not compatible(cat, chosen, politics):
        return False
    if len(chosen) == seats:
        return True
    return any(extends(cat, rest, [*chosen, rest[k]], seats, k + 1, politics)
               for k in range(start, len(rest)) if rest[k] not in chosen)


def politics_held(game: Game, state: State) -> int:
    """The Politics of the game: all in the box while the scenarios are dealt or drafted."""
    return sum(1 for c in state.box if game.card(c).kind == "politics")


def deal_random(game: Game, state: State, ids: list[str], n: int) -> list[str]:
    """A uniformly random legal set of n scenarios, in random seat order. A small pool (every
    Exotica-only game) lists the legal sets and picks one; a large one draws n at random until
    they are compatible, which is uniform over the same sets without listing them all."""
    cat, politics = game.catalog, politics_held(game, state)
    if comb(len(ids), n) <= ENUMERATE_UP_TO:
        picks = list(state.rng.choice(completions(cat, ids, [], n, politics)))
        state.rng.shuffle(picks)
        return picks
    if not extends(cat, ids, [], n, politics=politics):
        raise ValueError(f"no {n} compatible scenarios in the sets in play")
    while not compatible(cat, picks := state.rng.sample(ids, n), politics):
        pass
    return picks


def apply_scenarios(game: Game, state: State) -> None:
    """Setup part: the standard starting decks return to their stacks (Politics to the box) and
    each player gets a scenario, dealt at random ('random') or as configured ('chosen'); 'draft'
    leaves the choice to ``scenario_setup``. Every start tile stays free (returned for the box):
    the starts are built in ``scenario_setup``."""
    for p in state.players:
        for c in p.deck:
            card = game.card(c)
            (state.stacks[card.stack] if card.kind == "role" else state.box).append(c)
        state.set_deck(p, [])
    cat, n = game.catalog, len(state.players)
    mode = game.config.scenarios
    if mode == "random":
        picks: list[str | None] = list(deal_random(game, state, pool(game), n))
    elif mode == "chosen":
        picks = list(game.config.scenario_picks)
        unknown = [i for i in picks if i not in pool(game)]
        held = politics_held(game, state)
        if unknown or not compatible(cat, picks, held):  # type: ignore[arg-type]
            raise ValueError(f"scenario picks {picks} are not in the sets in play or are "
                             "mutually exclusive")
    else:
        picks = [None] * n
    for p, pick in zip(state.players, picks, strict=True):
        p.set_scenario(pick)
    state.scenario_setup = True


def scenario_setup(game: Game) -> Steps:
    """Flow part, before the first turn: draft (if asked), then build every player's start."""
    s = game.s
    order = [s.players[(s.start_player + k) % len(s.players)] for k in range(len(s.players))]
    if game.config.scenarios == "draft":
        yield from draft(game, order)
    named = {sc.start_planet for sc in picked(game)}  # tiles the scenarios in play name by id
    for p in order:
        yield from build_start(game, p, game.catalog.scenarios[p.scenario], named)
    s.scenario_setup = False


def picked(game: Game) -> Iterator[Scenario]:
    return (game.catalog.scenarios[p.scenario] for p in game.players if p.scenario)


def draft(game: Game, order: list[Player]) -> Steps:
    """Each player in turn order picks one of the remaining scenarios; a pick is offered only
    if the later players can still be given compatible ones."""
    cat, ids, politics = game.catalog, pool(game), politics_held(game, game.s)
    chosen: list[str] = []
    for p in order:
        free = [i for i in ids if i not in chosen
                and extends(cat, ids, [*chosen, i], len(order), politics=politics)]
        opts = [Option(i, f"{cat.scenarios[i].name}: {describe(cat, cat.scenarios[i])}")
                for i in free]
        (key,) = yield from ask(game, p.seat, K.SCENARIO_PICK, "Draft a scenario.", opts)
        chosen.append(key)
        p.set_scenario(key)
        game.say(f"{p.name} drafts the {cat.scenarios[key].name} scenario.")


def describe(cat: Catalog, sc: Scenario) -> str:
    """A scenario card in one line: its deck, what it starts with, its start planet (and what
    of it is reconstructed) and its special rule."""
    deck = ", ".join(f"{n} {k}" for k, n in sc.deck.items() if n) or "no role cards"
    extra = [cat[t].name for t in sc.techs] + (["Improved Mining"] if sc.improved_mining
                                               else [])
    extra += ["Improved Fleet"] if sc.fleet_tile == "improved" else []
    extra += [f"{n} {size.title()}" for size, n in sc.ships.items() if n]
    where = (cat[sc.start_planet].name if sc.start_planet in cat.cards
             else START_WORDS[sc.start_planet])
    special = f"; {sc.text}" if sc.text else ""
    note = f" ({sc.provenance_note})" if sc.provenance != "printed" else ""
    return (f"deck {deck}; {', '.join(extra) or 'no technology'}; {where} start planet{note}"
            f"{special}")


def build_start(game: Game, p: Player, sc: Scenario, named: set[str]) -> Steps:
    """Deck from the stacks and the box, technologies from the piles, the start tile, ships,
    a hand."""
    from .effects import draw
    from .research import gain_tech

    s = game.s
    game.say(f"{p.name} sets up the {sc.name} scenario.")
    for stack in STACK:
        s.put_on_deck(p, [s.stacks[stack].pop() for _ in range(sc.deck.get(stack, 0))])
    politics = [c for c in s.box if game.card(c).kind == "politics"]
    for c in politics[:sc.deck.get("Pol", 0)]:
        s.box.remove(c)
        s.put_on_deck(p, [c])
    if sc.improved_mining:
        p.set_mining("improved")
    if sc.fleet_tile is not None:
        p.set_fleet_tile(sc.fleet_tile)
    for size, n in sc.ships.items():
        p.fleet.add(size, n)
    yield from start_planet(game, p, sc.start_planet, named)
    for face in sc.techs:
        yield from gain_tech(game, p, face, start=True)
    s.shuffle_deck(p)
    table = game.catalog.setups["expansion"]
    draw(game, p, table.hand_size, quiet=True)


def start_planet(game: Game, p: Player, kind: str, named: set[str]) -> Steps:
    """The tile a scenario names, or one of its kind: chosen by the player for 'original', else
    dealt; never a tile another scenario in play names."""
    s = game.s
    tiles = [c for c in s.box if is_start_kind(game.card(c), kind)
             and (c == kind or c not in named)]
    if kind == "original":
        opts = list(map(game.card_option, tiles))
        (tile,) = yield from ask(game, p.seat, K.START_PLANET, "Choose an original start planet.",
                                 opts)
    else:
        tile = s.rng.choice(tiles)
    s.box.remove(tile)
    p.gain_planet(new_planet(game, tile))
    game.say(f"{p.name} starts on {game.name(tile)}.")
