"""Primitive game operations that roles and card effects share; the ops themselves are
declared by the card sets (``rules/sets/``) in the registry of ``rules/ops.py``.

Rules cited: base-game.md §4.5 (draws, reshuffles), §5.4 (attack), §5.5 (produce), §5.6
(trade), §6 (action texts), §8 (technologies). Colonies and settling: ``rules/colonies.py``.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from typing import TYPE_CHECKING

from .catalog import BASIC_RESOURCES, Card
from .decide import ask
from .decision import Decision, Option
from .fleet import SIZES
from .kinds import K
from .nothing import PRODUCE, TRADE, nothing
from .optionkeys import fighter_key, is_fighter, produce_key, slot_key
from .slots import capacity, entry_label, held, put, room
from .state import Planet, new_planet
from .symbols import empire, halo_exotic, has
from .words import count

if TYPE_CHECKING:
    from .game import Game
    from .state import Player

Steps = Generator[Decision, list[str], None]


# -- cards and decks --------------------------------------------------------------------------


def draw(game: Game, p: Player, n: int, quiet: bool = False) -> list[str]:
    """Draw n cards; an empty deck is refilled by shuffling the discard pile (base §4.5)."""
    take = game.s.take_from_deck
    got = take(p, n)
    while len(got) < n:
        card = pop_deck(game, p)  # an empty deck: refilled from the discard pile, or None
        if card is None:
            break
        got.append(card)
        got += take(p, n - len(got))
    p.hand += got
    if got and not quiet:  # the log's words made when read (Game.tell)
        game.tell(None, draws_words, p.name, len(got))
        game.tell(p.seat, you_draw_words, game.name, tuple(got))
    return got


def draws_words(name: str, n: int) -> str:
    return f"{name} draws {count(n, 'card')}."


def you_draw_words(name_of, cards: tuple[str, ...]) -> str:
    return f"You draw {', '.join(map(name_of, cards))}."


def pop_deck(game: Game, p: Player) -> str | None:
    """Top card of p's deck; an empty deck is refilled by shuffling the discard pile."""
    if not p.deck:
        if not p.discard:
            return None
        game.s.refill_deck(p)
        game.say(f"{p.name} shuffles their discard pile into a new deck.")
    return game.s.take_from_deck(p)[0]


def discard_from_hand(game: Game, p: Player, cards: list[str]) -> None:
    for c in cards:
        p.hand.remove(c)
        p.discard.append(c)
    if cards:
        game.tell(None, discards_words, p.name, len(cards))


def discards_words(name: str, n: int) -> str:
    return f"{name} discards {count(n, 'card')}."


def pop_planet(game: Game) -> str | None:
    """Top card of the planet deck; an empty deck is refilled from the discards (base §4.5)."""
    s = game.s
    if not s.planet_deck:
        if not s.planet_discard:
            return None
        s.refill_planets()
        game.say("The planet discard pile is shuffled into a new planet deck.")
    return s.take_planet()


def take_from_stack(game: Game, stack: str) -> str | None:
    pile = game.s.stacks[stack]
    if not pile:
        return None
    card = pile.pop()
    check_end(game)
    return card


def gain_influence(game: Game, p: Player, n: int, line: str = "") -> None:
    """Take influence tokens; beyond the supply they are still collected (Exotica rulebook).
    The log's ``line`` for the gain comes before the end it may trigger (base-game.md §9)."""
    if n > 0:
        p.influence += n
        game.s.supply = max(0, game.s.supply - n)
    if line:
        game.say(line)
    if n > 0:
        check_end(game)


def check_end(game: Game) -> None:
    """Trigger the end of the game once; it stays triggered (base-game.md §9)."""
    s = game.s
    if s.end_triggered:
        return
    empty = 0  # plain loops: at every role card taken and influence gained
    for pile in s.stacks.values():
        if not pile:
            empty += 1
    if s.supply > 0 and not empty:
        return  # (a table's end needs one empty stack at least: SeatSetup.empty_stacks_to_end)
    row = game.catalog.setups[game.config.setup_table].rows[game.config.seat_key]
    if s.supply <= 0 or empty >= row.empty_stacks_to_end:
        s.end_triggered = True
        n = len(s.players)
        current_round = (s.turn_no - 1) // n if s.turn_no else 0
        s.last_round = current_round + (1 if game.config.plays_final_round else 0)
        why = ("the influence supply is empty" if s.supply <= 0
               else f"{count(empty, 'role stack')} {'is' if empty == 1 else 'are'} empty")
        game.say(f"The end of the game is triggered: {why}.")


def hand_limit(game: Game, p: Player) -> int:
    return game.catalog.setups[game.config.setup_table].hand_size + empire(game, p).hand_size


def rfg(game: Game, p: Player, cards: list[str]) -> None:
    for c in cards:
        for zone in (p.hand, p.played, p.discard):
            if c in zone:
                zone.remove(c)
                break
        game.s.removed.append(c)
    if cards:
        game.say(f"{p.name} removes {', '.join(game.name(c) for c in cards)} from the game.")


# -- planets ----------------------------------------------------------------------------------


def planet_of(p: Player, iid: str) -> Planet:
    return next(pl for pl in p.planets if pl.card == iid)


def is_asteroid_discounted(game: Game, p: Player, pl: Planet) -> int:
    return has(game, p, "asteroid_cost_discount") if game.facts(pl.card).asteroid else 0


def attack_cost(game: Game, p: Player, pl: Planet) -> int | None:
    cost = game.card(pl.card).warfare_cost
    if cost is None:
        return None
    cost -= has(game, p, "warfare_discount") + is_asteroid_discounted(game, p, pl)
    cost -= halo_exotic(game, p) * has(game, p, "exotic_warfare_discount")  # Alien Weaponry
    return max(0, cost)


def face_down(p: Player) -> list[Planet]:
    out = []  # a plain loop: a comprehension is a call more (every colonize, mine, attack)
    for pl in p.planets:
        if not pl.face_up:
            out.append(pl)
    return out


def flip(game: Game, p: Player, pl: Planet, how: str) -> Steps:
    """Turn a planet face up; its colonies go to the discard pile. ``how``: settle/attack/mine."""
    p.reveal(pl)
    rev = game.config.rules_revision  # a scorched planet: ship tokens only (``holders``)
    if not pl.scorched or rev != 2:  # revision 2 filled none of its slots, revision 1 all
        fill_replenishing(game.card(pl.card), pl.resources, ships_only=pl.scorched and rev > 2)
    p.discard += pl.colonies
    pl.colonies = []
    pl.colony_value = 0
    verb = {"settle": "settles", "attack": "conquers", "mine": "mines"}[how]
    game.say(f"{p.name} {verb} {game.name(pl.card)}.")
    if how != "mine":
        yield from settled_or_attacked(game, p)


def settled_or_attacked(game: Game, p: Player) -> Steps:
    """Fire p's triggers ``settle_or_attack``: "whenever you Settle or Attack a planet"
    (Abundance's errata, escalation.md §10). A settle or an attack fires them as it flips the
    planet; so does Military Campaign's take of a face-up planet, which is an attack and flips
    nothing (escalation.md §9.2, FAQ 13)."""
    from .ops import fire

    yield from fire(game, p, "settle_or_attack")


def fill_replenishing(card: Card, resources: list[str | None], ships_only: bool = False) -> None:
    """Replenishing slots are filled when the card comes into play and at the start of each of
    the owner's turns, each empty slot on its own (Exotica rulebook, "Replenishing Slots");
    ``ships_only``: its ship slots only (a planet conquered with Scorched Earth Policy)."""
    for i, slot in enumerate(card.slots):
        if slot.replenishing and not held(card, resources, i) \
                and not (ships_only and slot.resource not in SIZES):
            resources[i] = slot.resource  # a ship slot holds a token of its size


def planet_to_empire(game: Game, p: Player, iid: str) -> None:
    """A planet card into p's empire, face down."""
    p.gain_planet(new_planet(game, iid))


# -- resources and influence --------------------------------------------------------------------


def slot_ok(resource: str, slot: str) -> bool:
    return slot == resource or (slot == "any" and resource in BASIC_RESOURCES)


def holders(game: Game, p: Player,
            for_resources: bool = False) -> list[tuple[str, Card, list[str | None]]]:
    """Everything in p's empire with slots: face-up planets, and permanents with slots (Elite
    Squadron, Biosphere, a Space Station's copy). (key, card with slots, what they hold.)

    A planet conquered with Scorched Earth Policy "can never hold resources" (base-game.md FAQ
    37), but the tokens of its ship slots count as "your ships for every purpose" (escalation.md
    §6): it is left out only ``for_resources`` (where resources are placed: Produce). By rules
    revision 2 it held nothing and was left out everywhere."""
    scorched_too = not for_resources and game.config.rules_revision > 2
    out = [(pl.card, game.card(pl.card), pl.resources) for pl in p.planets
           if pl.face_up and (scorched_too or not pl.scorched)]
    out += [(pm.card, card, pm.resources) for pm in p.permanents  # Biosphere, Space Station
            if (card := game.card(pm.copy or pm.face)).slots
            and len(pm.resources) == len(card.slots)]  # its slots are made when it enters play
    return out


def resources_of(game: Game, p: Player, key: str) -> list[str | None]:
    return next(res for k, _, res in holders(game, p) if k == key)


def empty_entry(game: Game, p: Player, entry: str) -> None:
    """Empty one slot entry, keyed ``<holder>/<place>`` as option keys name it."""
    holder, _, place = entry.rpartition("/")
    resources_of(game, p, holder)[int(place)] = None


def produce(game: Game, p: Player, n: int) -> Steps:
    """Fill up to n places in resource slots on face-up planets (§5.5; a slot's places:
    ``rules/slots.py``); extra symbols are wasted."""
    opts = []
    cards = {}
    for key, card, res in holders(game, p, for_resources=True):
        cards[key] = card
        cap = capacity(game, p, card)
        for i, slot in enumerate(card.slots):
            if slot.resource in SIZES:
                continue
            kinds = BASIC_RESOURCES if slot.resource == "any" else (slot.resource,)
            opts += [Option(produce_key(key, j, r), entry_label(card, j, r), key)
                     for j in room(card, res, i, cap) for r in kinds]
    if not opts or n <= 0:
        nothing(game, p, PRODUCE if not opts else "no Produce symbol")
        return
    places = {o.key.rsplit("/", 1)[0] for o in opts}
    k = min(n, len(places))

    def one_per_place(keys: list[str]) -> str | None:
        used = [key.rsplit("/", 1)[0] for key in keys]
        return "a place holds one resource" if len(set(used)) != len(used) else None

    keys = yield from ask(game, p.seat, K.PRODUCE,
                          f"Produce {count(k, 'resource')}: pick the slots.", opts, k, k,
                          check=one_per_place if len(opts) != len(places) else None)
    gain = 0
    for key in keys:
        iid, j, res = key.split("/")
        put(cards[iid], resources_of(game, p, iid), int(j), res)
        gain += produced(p, res)
    gain_influence(game, p, gain, f"{p.name} produces {', '.join(k.split('/')[2] for k in keys)}.")


def produced(p: Player, res: str) -> int:
    """The influence producing ``res`` earns. Genetic Engineering: +1 per type produced for the
    rest of the turn (types produced before the card was played do not use up the bonus,
    base-game.md §6)."""
    gain = 0
    if "produce_new_type" in p.turn.bonuses and res not in p.turn.produced_types:
        gain += 1
        p.turn.produced_types.add(res)
    if res == p.turn.produce_named:  # Specialized Production (Escalation)
        gain += 1
    return gain


def trade(game: Game, p: Player, n: int) -> Steps:
    """Trade up to n resources (or Fighters, with Weapon Emporium) for 1 influence each (§5.6);
    a card set may add goods to trade (Escalation: hand cards with resource icons). Fighter
    tokens on replenishing slots are Fighters for Weapon Emporium (escalation.md §6)."""
    emporium = has(game, p, "trade_fighters")
    goods = [(cs, o) for cs in game.card_sets for o in cs.trade_goods(game, p)]
    seller = {o.key: cs for cs, o in goods}
    opts = [Option(slot_key(key, j), entry_label(card, j, r), key)  # a set's good for the
            for key, card, j, r in tradeable(game, p, emporium)  # same token replaces it
            if fighter_key(slot_key(key, j)) not in seller]
    if emporium:  # a set's good for the same Fighter replaces it
        opts += [Option(fighter_key(k), f"Fighter {k + 1}")
                 for k in range(min(n, p.fleet.fighters)) if fighter_key(k) not in seller]
    opts += [o for _, o in goods]
    if not opts or n <= 0:
        nothing(game, p, TRADE if not opts else "no Trade symbol")
        return
    keys = yield from ask(game, p.seat, K.TRADE,
                          f"Trade up to {count(n, 'resource')} for influence.", opts, 0, n)
    gain = 0
    for key in keys:
        if key in seller:
            res = seller[key].sell(game, p, key)
        elif is_fighter(key):
            p.fleet.add("fighter", -1)
            res = "fighter"
        else:
            iid, i = key.split("/")
            slots = resources_of(game, p, iid)
            res, slots[int(i)] = slots[int(i)], None
        if res == "fighter":  # the fleet's, a slot's token, a card's icon: no trade bonus
            gain += 1
            continue
        gain += 1 + trade_bonus(p, res)
        if "trade_new_type" in p.turn.bonuses:  # types traded since Diverse Markets
            p.turn.traded_types.add(res)
    line = f"{p.name} trades {count(len(keys), 'resource')} for {gain} influence." if keys else ""
    gain_influence(game, p, gain, line)


def tradeable(game: Game, p: Player, emporium: bool) -> Iterator[tuple[str, Card, int, str]]:
    """The slot entries p may trade: resources, and Fighter tokens with Weapon Emporium
    (``emporium``; escalation.md §6)."""
    for key, card, res in holders(game, p):
        for j, r in enumerate(res):
            if r is not None and (r not in SIZES or r == "fighter" and emporium):
                yield key, card, j, r


def resource_types(game: Game) -> tuple[str, ...]:
    """The resource types of this game: Exotica adds Crystal, "a resource type, just like Food,
    Water, Iron, and Silicon" (Exotica rulebook, "Crystal Resource"), e.g. for Specialization."""
    return BASIC_RESOURCES + (("crystal",) if game.config.exotica else ())


def trade_bonus(p: Player, res: str) -> int:
    """Diverse Markets and Specialization (base-game.md FAQ 32): bonus influence per trade."""
    bonus = 0
    if "trade_new_type" in p.turn.bonuses and res not in p.turn.traded_types:
        bonus += 1
    if "trade_named_type" in p.turn.bonuses and res == p.turn.named_resource:
        bonus += 1
    return bonus
