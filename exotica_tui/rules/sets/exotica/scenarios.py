"""Exotica scenarios: an optional setup that replaces each player's starting deck and planet.

Exotica rulebook, "Scenarios": "distribute 1 Scenario card to each player using any method you
choose (choose them, deal them randomly, ... or draft them), making sure not to use any two
mutually exclusive Scenarios. Set up each starting configuration according to the Scenario
card". The printed cards are transcribed in ``cards/exotica/scenarios.toml`` (exotica-scenarios.md);
the procedure follows escalation.md §11.1: a permanent starts in play (its other face is out of
the game), other technologies are shuffled into the starting deck.

Two parts, because setup cannot ask questions: ``apply_scenarios`` (the set's ``deal_starts``,
in setup) takes the standard decks back and deals or takes the scenarios; ``scenario_setup``
(the set's ``before_first_turn``) drafts if asked, then builds each start, asking for the
choices the cards leave open (an original start planet; Rosetta Fish's tucked card).

Ruling, mutual exclusion (exotica-scenarios.md note 2): a set of scenarios is compatible when no
physical technology card is needed twice (both faces of a double-sided card are one card) and no
kind of start tile is needed more often than the tiles of that kind in the game (one 5/5 Exotic
tile: Exotic Methods and Alienese exclude each other).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Generator
from itertools import combinations
from typing import TYPE_CHECKING

from ...decision import Decision, Option
from ...game import ask
from ...kinds import K
from ...roletable import STACK
from ...setup import new_planet

if TYPE_CHECKING:
    from ...catalog import Card, Catalog, Scenario
    from ...game import Game
    from ...state import Player, State

Steps = Generator[Decision, list[str], None]


def is_start_kind(card: Card, kind: str) -> bool:
    """Whether a start tile is of a scenario's start-planet kind."""
    if card.kind != "start_planet":
        return False
    return {
        "asteroid": card.is_asteroid,
        "exotic": card.planet_type == "E" and card.start_pool == "standard",
        "exotic-5/5": card.planet_type == "E" and card.start_pool == "scenario",
        "original": card.set == "base",
    }[kind]


def physical(cat: Catalog, face: str) -> str:
    """One name for a double-sided card, whichever face is named."""
    return min(face, cat[face].other_face or face)


def compatible(cat: Catalog, ids: list[str]) -> bool:
    picked = [cat.scenarios[i] for i in ids]
    cards = [physical(cat, t) for sc in picked for t in sc.techs]
    if len(set(cards)) != len(cards):
        return False
    tiles = Counter(sc.start_planet for sc in picked)
    return all(n <= sum(1 for c in cat.cards.values() if is_start_kind(c, kind))
               for kind, n in tiles.items())


def completions(cat: Catalog, chosen: list[str], seats: int) -> list[tuple[str, ...]]:
    """Every compatible set of ``seats`` scenarios that contains ``chosen``."""
    rest = sorted(set(cat.scenarios) - set(chosen))
    return [tuple(chosen) + more for more in combinations(rest, seats - len(chosen))
            if compatible(cat, list(chosen) + list(more))]


def apply_scenarios(game: Game, state: State) -> None:
    """Setup part: the standard starting decks return to their stacks (Politics to the box) and
    each player gets a scenario, dealt at random ('random') or as configured ('chosen'); 'draft'
    leaves the choice to ``scenario_setup``. Every start tile stays free (returned for the box):
    the starts are built in ``scenario_setup``."""
    for p in state.players:
        for c in p.deck:
            card = game.card(c)
            (state.stacks[card.stack] if card.kind == "role" else state.box).append(c)
        p.deck = []
    cat, n = game.catalog, len(state.players)
    mode = game.config.scenarios
    if mode == "random":
        picks = list(state.rng.choice(completions(cat, [], n)))
        state.rng.shuffle(picks)
    elif mode == "chosen":
        picks = list(game.config.scenario_picks)
        unknown = [i for i in picks if i not in cat.scenarios]
        if unknown or not compatible(cat, picks):
            raise ValueError(f"scenario picks {picks} are unknown or mutually exclusive")
    else:
        picks = [None] * n
    for p, pick in zip(state.players, picks, strict=True):
        p.scenario = pick
    state.scenario_setup = True


def scenario_setup(game: Game) -> Steps:
    """Flow part, before the first turn: draft (if asked), then build every player's start."""
    s = game.s
    order = [s.players[(s.start_player + k) % len(s.players)] for k in range(len(s.players))]
    if game.config.scenarios == "draft":
        yield from draft(game, order)
    for p in order:
        yield from build_start(game, p, game.catalog.scenarios[p.scenario])
    s.scenario_setup = False


def draft(game: Game, order: list[Player]) -> Steps:
    """Each player in turn order picks one of the remaining scenarios; a pick is offered only
    if the later players can still be given compatible ones."""
    cat = game.catalog
    chosen: list[str] = []
    for p in order:
        sets = completions(cat, chosen, len(order))
        free = sorted({sc for combo in sets for sc in combo} - set(chosen))
        opts = [Option(i, f"{cat.scenarios[i].name}: {describe(cat.scenarios[i])}")
                for i in free]
        (key,) = yield from ask(game, p.seat, K.SCENARIO_PICK, "Draft a scenario.", opts)
        chosen.append(key)
        p.scenario = key
        game.say(f"{p.name} drafts the {cat.scenarios[key].name} scenario.")


def describe(sc: Scenario) -> str:
    deck = ", ".join(f"{n} {k}" for k, n in sc.deck.items() if n)
    extra = [*sc.techs] + (["Improved Mining"] if sc.improved_mining else [])
    return f"deck {deck}; {', '.join(extra) or 'no technology'}; {sc.start_planet} start planet"


def build_start(game: Game, p: Player, sc: Scenario) -> Steps:
    """Deck from the stacks and the box, technologies from the piles, the start tile, a hand."""
    from ...effects import draw
    from ...research import gain_tech

    s = game.s
    game.say(f"{p.name} sets up the {sc.name} scenario.")
    for stack in STACK:
        p.deck += [s.stacks[stack].pop() for _ in range(sc.deck.get(stack, 0))]
    politics = [c for c in s.box if game.card(c).kind == "politics"]
    for c in politics[:sc.deck.get("Pol", 0)]:
        s.box.remove(c)
        p.deck.append(c)
    if sc.improved_mining:
        p.mining = "improved"
    yield from start_planet(game, p, sc.start_planet)
    for face in sc.techs:
        yield from gain_tech(game, p, face, start=True)
    s.rng.shuffle(p.deck)
    table = game.catalog.setups["expansion"]
    draw(game, p, table.hand_size, quiet=True)


def start_planet(game: Game, p: Player, kind: str) -> Steps:
    """A tile of the scenario's kind: chosen by the player for 'original', else dealt."""
    s = game.s
    tiles = [c for c in s.box if is_start_kind(game.card(c), kind)]
    if kind == "original":
        opts = [Option(c, game.name(c), c) for c in tiles]
        (tile,) = yield from ask(game, p.seat, K.START_PLANET, "Choose an original start planet.",
                                 opts)
    else:
        tile = s.rng.choice(tiles)
    s.box.remove(tile)
    p.planets.append(new_planet(game, tile))
    game.say(f"{p.name} starts on {game.name(tile)}.")
