"""Building the opening position (base-game.md §3; Exotica rulebook "Setup").

Role stacks are filled from the setup table of the rule set (base table (a) for base-only games,
the Exotica table (b) when an expansion is in play, base-game.md §3.3 RECOMMENDED), starting
decks are dealt from those stacks, and every copy not used goes to the box.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .roletable import STACK
from .state import Planet, Player, State

if TYPE_CHECKING:
    from .catalog import Card
    from .game import Game


def instances(card: Card, five: bool) -> list[str]:
    """Instance ids of every copy of a card used at this seat count."""
    n = card.count + (card.count_5p if five else 0)
    if n == 1 and card.count == 1:
        return [card.id]
    return [f"{card.id}#{k:02d}" for k in range(1, n + 1)]


def physical_techs(game: Game) -> list[Card]:
    """One entry per physical technology card: a double-sided card appears by its first face."""
    seen: set[str] = set()
    out = []
    for card in game.catalog.of_set(*game.config.sets):
        if card.kind != "tech":
            continue
        if card.other_face and card.other_face in seen:
            continue
        seen.add(card.id)
        out.append(card)
    return out


def new_planet(game: Game, iid: str) -> Planet:
    return Planet(card=iid, resources=[None] * len(game.card(iid).slots))


def build(game: Game) -> State:
    cfg = game.config
    rng = random.Random(cfg.seed)
    five = len(cfg.players) == 5
    table = game.catalog.setups[cfg.setup_table]
    row = table.rows[cfg.seat_key]
    cards = game.catalog.of_set(*cfg.sets)
    box = [c.id for c in cards if c.seats and len(cfg.players) not in c.seats]
    boxed = set(box)
    cards = [c for c in cards if c.id not in boxed]

    stacks: dict[str, list[str]] = {k: [] for k in STACK}
    for card in cards:
        if card.kind == "role" and card.set == "base":
            copies = instances(card, five)
            want = getattr(row.pool, card.stack)
            stacks[card.stack] += copies[:want]
            box += copies[want:]
    # The standard deal uses the base game's Politics; Exotica's serve scenario decks.
    politics = [i for c in cards if c.kind == "politics" and c.set == "base"
                for i in instances(c, five)]
    box += [i for c in cards if c.kind == "politics" and c.set != "base"
            for i in instances(c, five)]

    players = [Player(seat=i, name=name) for i, name in enumerate(cfg.players)]
    for p in players:
        for stack in STACK:
            for _ in range(getattr(table.starting_deck, stack)):
                p.deck.append(stacks[stack].pop())
        for _ in range(table.politics_per_player):
            p.deck.append(politics.pop(0))
        for card_set in game.card_sets:
            card_set.setup_player(game, p)
    box += politics

    starts = [c for c in cards if c.kind == "start_planet" and c.start_pool == "standard"]
    if cfg.asteroid_starts:  # Exotica's Asteroid tiles join the random pool
        starts += [c for c in cards if c.kind == "start_planet" and c.start_pool == "alternative"
                   and c.is_asteroid]
    start_ids = [c.id for c in starts]
    box += [c.id for c in cards if c.kind == "start_planet" and c.id not in start_ids]

    state = State(players=players, rng=rng, stacks=stacks, planet_deck=[], box=box,
                  supply=row.influence)
    if not any(card_set.deal_starts(game, state) for card_set in game.card_sets):
        rng.shuffle(start_ids)
        for p in players:
            p.planets.append(new_planet(game, start_ids.pop()))
    state.box += start_ids

    state.planet_deck = [i for c in cards if c.kind == "planet" for i in instances(c, five)]
    rng.shuffle(state.planet_deck)
    state.techs = {}
    taken = {*state.box, *(pm.card for p in players for pm in p.permanents),
             *(c for p in players for c in p.deck)}  # in the box or dealt by a scenario
    for card in physical_techs(game):
        if card.id in taken:
            continue
        state.techs.setdefault(card.stack, []).append(card.id)
    for p in players:
        rng.shuffle(p.deck)
    state.start_player = rng.randrange(len(players))
    state.active = state.start_player
    game.s = state
    from .effects import draw

    for p in players:
        draw(game, p, table.hand_size, quiet=True)
    game.say(f"{players[state.start_player].name} is the start player.")
    return state
