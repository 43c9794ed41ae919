"""Building the opening position (base-game.md §3; Exotica rulebook "Setup").

Role stacks are filled from the setup table of the rule set (base table (a) for base-only games,
the Exotica table (b) when an expansion is in play, base-game.md §3.3 RECOMMENDED), starting
decks are dealt from those stacks, and every copy not used goes to the box.
"""

from __future__ import annotations

import random
import weakref
from typing import TYPE_CHECKING

from .effects import draw
from .roletable import STACK
from .state import Player, State, new_planet

if TYPE_CHECKING:
    from .catalog import Card
    from .config import GameConfig
    from .game import Game


def instances(card: Card, five: bool) -> list[str]:
    """Instance ids of every copy of a card used at this seat count."""
    n = card.count + (card.count_5p if five else 0)
    if n == 1 and card.count == 1:
        return [card.id]
    return [f"{card.id}#{k:02d}" for k in range(1, n + 1)]


def politics(cfg: GameConfig, cards: list[Card], five: bool) -> tuple[list[str], list[str]]:
    """The Politics of the standard deal, and the others (for scenario decks, else the box).

    The standard deal uses the base game's Politics; Escalation's and Exotica's serve scenario
    decks. At 5 seats with Escalation the fifth deck's Politics is one of Escalation's eight,
    not a fifth base card: its 28 blue-bordered role cards are 20 stack cards and 8 Politics
    (escalation.md §1, §12), 12 Politics in all. Rules revision 3; before, a fifth base card."""
    twelve = five and "escalation" in cfg.sets and cfg.rules_revision >= 3
    by_set: dict[str, list[str]] = {}
    for c in cards:
        if c.kind == "politics":
            by_set.setdefault(c.set, []).extend(instances(c, five and not twelve))
    own = by_set.pop("base", [])
    if twelve:
        own.append(by_set["escalation"].pop(0))
    others = [i for ids in by_set.values() for i in ids]
    return own, others


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


class Deal:
    """What a setup takes from the catalog before any card is shuffled, the same for every game
    of one shape (sets, seats, start pool): built once per catalog and shape, copied per game."""

    def __init__(self, game: Game):
        cfg = game.config
        five = len(cfg.players) == 5
        row = game.catalog.setups[cfg.setup_table].rows[cfg.seat_key]
        cards = game.catalog.of_set(*cfg.sets)
        boxed = {c.id for c in cards if c.seats and len(cfg.players) not in c.seats}
        box = [i for c in cards if c.id in boxed for i in instances(c, five)]
        cards = [c for c in cards if c.id not in boxed]
        stacks: dict[str, list[str]] = {k: [] for k in STACK}
        for card in cards:
            if card.kind == "role" and card.set == "base":
                copies = instances(card, five)
                want = getattr(row.pool, card.stack)
                stacks[card.stack] += copies[:want]
                box += copies[want:]
        self.politics, others = politics(cfg, cards, five)
        box += others
        self.box, self.stacks = box, stacks
        starts = [c for c in cards if c.kind == "start_planet" and c.start_pool == "standard"]
        if cfg.asteroid_starts:  # Exotica's Asteroid tiles join the random pool
            starts += [c for c in cards if c.kind == "start_planet"
                       and c.start_pool == "alternative" and c.is_asteroid]
        self.start_ids = [c.id for c in starts]
        self.unused_starts = [c.id for c in cards
                              if c.kind == "start_planet" and c.id not in self.start_ids]
        self.planets = [i for c in cards if c.kind == "planet" for i in instances(c, five)]
        self.techs = [(card.id, card.stack) for card in physical_techs(game)]
        self.tech_ids = {tech for tech, _ in self.techs}
        self.tech_piles: dict[str, list[str]] = {}
        for tech, stack in self.techs:
            self.tech_piles.setdefault(stack, []).append(tech)

    @staticmethod
    def of(game: Game) -> Deal:
        cfg = game.config
        shape = (tuple(cfg.sets), len(cfg.players), cfg.setup_table, cfg.seat_key,
                 cfg.asteroid_starts, cfg.rules_revision)
        deals = _DEALS.setdefault(game.catalog, {})
        deal = deals.get(shape)
        if deal is None:
            deal = deals[shape] = Deal(game)
        return deal


_DEALS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # catalog -> shape -> Deal


def build(game: Game) -> State:
    cfg = game.config
    rng = random.Random(cfg.seed)
    table = game.catalog.setups[cfg.setup_table]
    row = table.rows[cfg.seat_key]
    deal = Deal.of(game)
    box = list(deal.box)
    stacks = {k: list(v) for k, v in deal.stacks.items()}
    politics = list(deal.politics)

    players = []
    for i, name in enumerate(cfg.players):
        deck = [stacks[stack].pop() for stack in STACK
                for _ in range(getattr(table.starting_deck, stack))]
        deck += [politics.pop(0) for _ in range(table.politics_per_player)]
        p = Player(seat=i, name=name, deck=deck)
        players.append(p)
        for card_set in game.card_sets:
            card_set.setup_player(game, p)
    box += politics

    start_ids = list(deal.start_ids)
    box += deal.unused_starts

    state = State(players=players, rng=rng, stacks=stacks, planet_deck=[], box=box,
                  supply=row.influence)
    if not any(card_set.deal_starts(game, state) for card_set in game.card_sets):
        rng.shuffle(start_ids)
        for p in players:
            p.gain_planet(new_planet(game, start_ids.pop()))
    state.box += start_ids

    state.set_planet_deck(list(deal.planets))
    state.shuffle_planets()
    taken = deal.tech_ids.intersection(state.box)  # in the box or dealt by a scenario
    for p in players:
        taken.update(deal.tech_ids.intersection(p.deck))
        taken.update(pm.card for pm in p.permanents)
    state.techs = {}
    if not taken:  # the piles as the deal sorted them (most games)
        for stack, pile in deal.tech_piles.items():
            state.techs[stack] = list(pile)
    for tech, stack in deal.techs if taken else ():
        if tech not in taken:
            state.techs.setdefault(stack, []).append(tech)
    for p in players:
        state.shuffle_deck(p)
    state.start_player = rng.randrange(len(players))
    state.active = state.start_player
    game.s = state
    for p in players:
        draw(game, p, table.hand_size, quiet=True)
    game.say(f"{players[state.start_player].name} is the start player.")
    return state
