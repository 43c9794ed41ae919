"""Primitive game operations and the interpreter of card effects (the ``op`` vocabulary).

Every card action and trigger is a list of ``Effect`` records from ``cards/``; each op is
implemented once here. Rules cited: base-game.md §4.5 (draws, reshuffles), §5.3 (settle),
§5.4 (attack), §5.5 (produce), §5.6 (trade), §6 (action texts), §8 (technologies).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from .catalog import BASIC_RESOURCES, ROLE_NAMES, Card, Effect
from .decision import Decision, Option
from .game import ask
from .nothing import PRODUCE, SETTLE, TRADE, TUCK, attack_text, nothing
from .symbols import empire_symbols, halo_exotic, has
from .words import count

if TYPE_CHECKING:
    from .game import Game
    from .state import Planet, Player

Steps = Generator[Decision, list[str], None]
STACK_NAMES = {"S": "Survey", "W": "Warfare", "C": "Colonize", "PT": "Produce/Trade",
               "R": "Research"}


# -- cards and decks --------------------------------------------------------------------------


def draw(game: Game, p: Player, n: int, quiet: bool = False) -> list[str]:
    """Draw n cards; an empty deck is refilled by shuffling the discard pile (base §4.5)."""
    got = []
    for _ in range(n):
        card = pop_deck(game, p)
        if card is None:
            break
        got.append(card)
    p.hand += got
    if got and not quiet:
        game.say(f"{p.name} draws {count(len(got), 'card')}.")
        game.say(f"You draw {', '.join(game.name(c) for c in got)}.", p.seat)
    return got


def pop_deck(game: Game, p: Player) -> str | None:
    """Top card of p's deck; an empty deck is refilled by shuffling the discard pile."""
    if not p.deck:
        if not p.discard:
            return None
        p.deck, p.discard = p.discard, []
        game.s.rng.shuffle(p.deck)
        game.say(f"{p.name} shuffles their discard pile into a new deck.")
    return p.deck.pop()


def discard_from_hand(game: Game, p: Player, cards: list[str]) -> None:
    for c in cards:
        p.hand.remove(c)
        p.discard.append(c)
    if cards:
        game.say(f"{p.name} discards {count(len(cards), 'card')}.")


def pop_planet(game: Game) -> str | None:
    """Top card of the planet deck; an empty deck is refilled from the discards (base §4.5)."""
    s = game.s
    if not s.planet_deck:
        if not s.planet_discard:
            return None
        s.planet_deck, s.planet_discard = s.planet_discard, []
        s.rng.shuffle(s.planet_deck)
        game.say("The planet discard pile is shuffled into a new planet deck.")
    return s.planet_deck.pop()


def take_from_stack(game: Game, stack: str) -> str | None:
    pile = game.s.stacks[stack]
    if not pile:
        return None
    card = pile.pop()
    check_end(game)
    return card


def gain_influence(game: Game, p: Player, n: int) -> None:
    """Take influence tokens; beyond the supply they are still collected (Exotica rulebook)."""
    if n <= 0:
        return
    p.influence += n
    game.s.supply = max(0, game.s.supply - n)
    check_end(game)


def check_end(game: Game) -> None:
    """Trigger the end of the game once; it stays triggered (base-game.md §9)."""
    s = game.s
    if s.end_triggered:
        return
    row = game.catalog.setups["expansion" if game.config.expansion else "base"].rows[
        game.config.seat_key]
    empty = sum(1 for pile in s.stacks.values() if not pile)
    if s.supply <= 0 or empty >= row.empty_stacks_to_end:
        s.end_triggered = True
        n = len(s.players)
        current_round = (s.turn_no - 1) // n if s.turn_no else 0
        s.last_round = current_round + (1 if game.config.plays_final_round else 0)
        why = ("the influence supply is empty" if s.supply <= 0
               else f"{count(empty, 'role stack')} {'is' if empty == 1 else 'are'} empty")
        game.say(f"The end of the game is triggered: {why}.")


def hand_limit(game: Game, p: Player) -> int:
    table = game.catalog.setups["expansion" if game.config.expansion else "base"]
    from .symbols import face_up_cards

    return table.hand_size + sum(c.hand_size for c in face_up_cards(game, p))


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
    return has(game, p, "asteroid_cost_discount") if game.card(pl.card).is_asteroid else 0


def colonies_needed(game: Game, p: Player, pl: Planet) -> int | None:
    """Colonies still missing to settle; None if the planet can never be settled."""
    cost = game.card(pl.card).colonize_cost
    if cost is None:
        return None
    cost = max(0, cost - is_asteroid_discounted(game, p, pl))
    return max(0, cost - pl.colony_value - empire_symbols(game, p, "C"))


def attack_cost(game: Game, p: Player, pl: Planet) -> int | None:
    cost = game.card(pl.card).warfare_cost
    if cost is None:
        return None
    cost -= has(game, p, "warfare_discount") + is_asteroid_discounted(game, p, pl)
    weaponry = has(game, p, "exotic_warfare_discount")
    if weaponry:
        cost -= halo_exotic(game, p)
    return max(0, cost)


def face_down(p: Player) -> list[Planet]:
    return [pl for pl in p.planets if not pl.face_up]


def flip(game: Game, p: Player, pl: Planet, how: str) -> Steps:
    """Turn a planet face up; its colonies go to the discard pile. ``how``: settle/attack/mine."""
    pl.face_up = True
    if not pl.scorched or game.config.rules_revision < 2:  # FAQ 37: it never holds resources
        fill_replenishing(game.card(pl.card), pl.resources)
    p.discard += pl.colonies
    pl.colonies = []
    pl.colony_value = 0
    verb = {"settle": "settles", "attack": "conquers", "mine": "mines"}[how]
    game.say(f"{p.name} {verb} {game.name(pl.card)}.")
    if how != "mine":
        yield from fire(game, p, "flip")


def fill_replenishing(card: Card, resources: list[str | None]) -> None:
    """Replenishing slots are filled when the card comes into play and at the start of each of
    the owner's turns, each empty slot on its own (Exotica rulebook, "Replenishing Slots")."""
    for i, slot in enumerate(card.slots):
        if slot.replenishing and resources[i] is None and slot.resource != "fighter":
            resources[i] = slot.resource


def settle(game: Game, p: Player, n: int) -> Steps:
    """Settle up to n planets whose colonies plus empire Colonize symbols meet the cost (§5.3)."""
    for i in range(n):
        ready = [pl for pl in face_down(p) if colonies_needed(game, p, pl) == 0]
        if not ready:
            if i == 0:
                nothing(game, p, SETTLE)
            return
        opts = [Option(pl.card, f"Settle {game.name(pl.card)}", pl.card) for pl in ready]
        opts.append(Option("none", "Settle nothing"))
        (key,) = yield from ask(game, p.seat, "settle_target", "Settle which planet?", opts)
        if key == "none":
            return
        yield from flip(game, p, planet_of(p, key), "settle")


def attack(game: Game, p: Player, n: int) -> Steps:
    """Attack up to n of your face-down planets, paying Fighters for each (§5.4)."""
    for i in range(n):
        can = [(pl, attack_cost(game, p, pl)) for pl in face_down(p)]
        can = [(pl, c) for pl, c in can if c is not None and c <= p.fighters]
        if not can:
            if i == 0:
                nothing(game, p, attack_text(p))
            return
        opts = [Option(pl.card, f"Attack {game.name(pl.card)} ({c} Fighters)", pl.card)
                for pl, c in can]
        opts.append(Option("none", "Attack nothing"))
        (key,) = yield from ask(game, p.seat, "attack_target", "Attack which planet?", opts)
        if key == "none":
            return
        pl = planet_of(p, key)
        p.fighters -= attack_cost(game, p, pl)
        if has(game, p, "scorched_earth"):
            pl.scorched = True
        yield from flip(game, p, pl, "attack")


def tuck(game: Game, p: Player, card: str, pl: Planet, value: int) -> None:
    if card in p.played:
        p.played.remove(card)
    pl.colonies.append(card)
    pl.colony_value += value


def tuck_self(game: Game, p: Player, source: str | None, n: int, settle_now: bool) -> Steps:
    """Tuck the played card under a face-down planet as n Colonies (Colonize, Terraforming)."""
    targets = face_down(p)
    if source is None or source not in p.played:
        return
    if not targets:
        nothing(game, p, TUCK)
        return
    opts = [Option(pl.card, f"Under {game.name(pl.card)}", pl.card) for pl in targets]
    (key,) = yield from ask(game, p.seat, "colony_target",
                            f"Tuck {game.name(source)} as {n} Colony under which planet?", opts)
    pl = planet_of(p, key)
    tuck(game, p, source, pl, n)
    game.say(f"{p.name} adds {count(n, 'Colony', 'Colonies')} to a planet.")
    if settle_now and colonies_needed(game, p, pl) == 0:
        yield from flip(game, p, pl, "settle")


def planet_to_empire(game: Game, p: Player, iid: str, face_up: bool = False) -> Steps:
    from .setup import new_planet

    pl = new_planet(game, iid)
    p.planets.append(pl)
    if face_up:
        yield from flip(game, p, pl, "mine")


# -- resources and influence --------------------------------------------------------------------


def slot_ok(resource: str, slot: str) -> bool:
    return slot == resource or (slot == "any" and resource in BASIC_RESOURCES)


def holders(game: Game, p: Player) -> list[tuple[str, Card, list[str | None]]]:
    """Everything in p's empire that holds resources: face-up planets that are not scorched,
    and permanents that copy an Asteroid (Space Station). (key, card with slots, resources)."""
    out = [(pl.card, game.card(pl.card), pl.resources) for pl in p.planets
           if pl.face_up and not pl.scorched]
    out += [(pm.card, game.card(pm.copy), pm.resources) for pm in p.permanents if pm.copy]
    return out


def resources_of(game: Game, p: Player, key: str) -> list[str | None]:
    return next(res for k, _, res in holders(game, p) if k == key)


def produce(game: Game, p: Player, n: int) -> Steps:
    """Fill up to n empty resource slots on face-up planets (§5.5); extra symbols are wasted."""
    opts = []
    for key, card, res in holders(game, p):
        for i, slot in enumerate(card.slots):
            if res[i] is not None or slot.resource == "fighter":
                continue
            kinds = BASIC_RESOURCES if slot.resource == "any" else (slot.resource,)
            opts += [Option(f"{key}/{i}/{r}", f"{r.title()} on {card.name}", key) for r in kinds]
    if not opts or n <= 0:
        nothing(game, p, PRODUCE if not opts else "no Produce symbol")
        return
    slots = {o.key.rsplit("/", 1)[0] for o in opts}
    k = min(n, len(slots))

    def one_per_slot(keys: list[str]) -> str | None:
        used = [key.rsplit("/", 1)[0] for key in keys]
        return "a slot holds one resource" if len(set(used)) != len(used) else None

    keys = yield from ask(game, p.seat, "produce",
                          f"Produce {count(k, 'resource')}: pick the slots.", opts, k, k,
                          check=one_per_slot if len(opts) != len(slots) else None)
    for key in keys:
        iid, i, res = key.split("/")
        resources_of(game, p, iid)[int(i)] = res
        produced(game, p, res)
    game.say(f"{p.name} produces {', '.join(k.split('/')[2] for k in keys)}.")


def produced(game: Game, p: Player, res: str) -> None:
    """Genetic Engineering: +1 influence per type produced for the rest of the turn (types
    produced before the card was played do not use up the bonus, base-game.md §6)."""
    if "produce_new_type" in p.turn.bonuses and res not in p.turn.produced_types:
        gain_influence(game, p, 1)
        p.turn.produced_types.add(res)


def trade(game: Game, p: Player, n: int) -> Steps:
    """Trade up to n resources (or Fighters, with Weapon Emporium) for 1 influence each (§5.6)."""
    opts = [Option(f"{key}/{i}", f"{r.title()} on {card.name}", key)
            for key, card, res in holders(game, p) for i, r in enumerate(res) if r is not None]
    if has(game, p, "trade_fighters"):
        opts += [Option(f"fighter/{k}", f"Fighter {k + 1}") for k in range(min(n, p.fighters))]
    if not opts or n <= 0:
        nothing(game, p, TRADE if not opts else "no Trade symbol")
        return
    keys = yield from ask(game, p.seat, "trade",
                          f"Trade up to {count(n, 'resource')} for influence.", opts, 0, n)
    before = p.influence
    for key in keys:
        if key.startswith("fighter/"):
            p.fighters -= 1
            gain_influence(game, p, 1)
            continue
        iid, i = key.split("/")
        slots = resources_of(game, p, iid)
        res = slots[int(i)]
        slots[int(i)] = None
        gain_influence(game, p, 1 + trade_bonus(p, res))
        if "trade_new_type" in p.turn.bonuses:  # types traded since Diverse Markets
            p.turn.traded_types.add(res)
    if keys:
        game.say(f"{p.name} trades {count(len(keys), 'resource')} for "
                 f"{p.influence - before} influence.")


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


# -- the effect interpreter ------------------------------------------------------------------


def describe(effects: list[Effect]) -> str:
    return "; ".join(describe_one(e) for e in effects)


def describe_one(e: Effect) -> str:
    def n(noun: str, plural: str | None = None) -> str:
        return f"any number of {plural or noun + 's'}" if e.n < 0 else count(e.n, noun, plural)

    per = {"asteroid": " per face-up Asteroid", "exotic": " per Exotic symbol"}.get(e.per or "", "")
    text = {
        "draw": f"Draw {n('card')}",
        "collect_fighters": f"Collect {n('Fighter')}",
        "attack": f"Attack {n('planet')}",
        "settle": f"Settle {n('planet')}",
        "tuck_self": f"Tuck this card as {n('Colony', 'Colonies')}",
        "produce": f"Produce {n('resource')}",
        "trade": f"Trade {n('resource')}",
        "gain_influence": f"Collect {e.n} influence",
        "rfg_hand": f"Remove up to {n('card')} in hand from the game",
        "rfg_self": "Remove this card from the game",
        "take_role_cards": f"Take {n('role card')} from the stacks",
        "planet_deck_to_empire": "Put the top planet into your empire face down",
        "delayed_attack": "Attack 1 planet after your Role phase",
        "extra_action": n("extra action"),
        "mine": "Mine 1 Asteroid",
        "recon_planet": f"Recon the planet deck for {n('card')}",
        "recon_deck": f"Recon your deck for {n('card')}",
        "planet_discard_to_empire": "Take a planet from the planet discard pile",
    }.get(e.op, e.what or e.op)
    if e.op == "choose":
        text = " OR ".join(describe(o) for o in e.options)
    return text + per


def repeat(game: Game, p: Player, e: Effect) -> int:
    if e.per == "asteroid":
        from .exotica import face_up_asteroids

        return face_up_asteroids(game, p)
    if e.per == "exotic":
        return halo_exotic(game, p)
    return 1


def run(game: Game, p: Player, effects: list[Effect], source: str | None = None) -> Steps:
    """Resolve a list of effects in printed order for player p; ``source`` is the card played."""
    for e in effects:
        times = repeat(game, p, e)
        for _ in range(times):
            yield from run_one(game, p, e, source)


def run_one(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    op, n = e.op, e.n
    if op == "draw":
        draw(game, p, n)
    elif op == "collect_fighters":
        p.fighters += n
        game.say(f"{p.name} collects {count(n, 'Fighter')}.")
    elif op == "attack":
        yield from attack(game, p, n)
    elif op == "settle":
        yield from settle(game, p, n)
    elif op == "tuck_self":
        yield from tuck_self(game, p, source, n, e.what == "settle_if_ready")
    elif op == "produce":
        yield from produce(game, p, n)
    elif op == "trade":
        yield from trade(game, p, n)
    elif op == "gain_influence":
        gain_influence(game, p, n)
        game.say(f"{p.name} collects {n} influence.")
    elif op == "rfg_hand":
        yield from rfg_hand(game, p, n, source if e.include_self else None)
    elif op == "rfg_self":
        if source is not None and source in p.played:
            rfg(game, p, [source])
    elif op == "take_role_cards":
        yield from take_role_cards(game, p, n)
    elif op == "choose":
        from .idle import effects_reason

        opts = [Option(str(i), describe(o), idle=effects_reason(game, p, o, source))
                for i, o in enumerate(e.options)]
        (key,) = yield from ask(game, p.seat, "choose_effect", "Choose one:", opts)
        yield from run(game, p, e.options[int(key)], source)
    elif op == "planet_deck_to_empire":
        for _ in range(n):
            if e.what == "asteroid" and not asteroid_on_top(game):
                return
            top = pop_planet(game)
            if top is not None:
                yield from planet_to_empire(game, p, top)
                game.say(f"{p.name} puts the top planet into their empire face down.")
    elif op == "turn_bonus":
        p.turn.bonuses.add(e.what or "")
        if e.what == "trade_named_type":
            opts = [Option(r, r.title()) for r in resource_types(game)]
            (key,) = yield from ask(game, p.seat, "name_resource", "Name a resource type.", opts)
            p.turn.named_resource = key
    elif op == "delayed_attack":
        p.turn.delayed_attacks += n
    elif op == "extra_action":
        p.turn.extra_actions += n
    else:
        from . import exotica

        yield from exotica.run_op(game, p, e, source)


def asteroid_on_top(game: Game) -> bool:
    """Tractor Beam: "RECON the Planet deck for 1 Asteroid. Put that card into your Empire
    face-down" (Exotica rulebook, Technology Card Appendix). The recon puts an Asteroid on top
    whenever the deck or its discard pile holds one; when neither does there is no "that card"
    and nothing enters the empire. Rules revision 1 (old saves) took the top planet anyway."""
    deck = game.s.planet_deck
    if game.config.rules_revision < 2:
        return True
    return bool(deck) and game.card(deck[-1]).is_asteroid


def rfg_hand(game: Game, p: Player, n: int, source: str | None) -> Steps:
    """Remove up to n cards in hand from the game (optional); ``source`` may be one of them."""
    pool = list(p.hand) + ([source] if source is not None and source in p.played else [])
    if not pool:
        return
    hi = len(pool) if n < 0 else n
    opts = [Option(c, game.name(c), c) for c in pool]
    keys = yield from ask(game, p.seat, "rfg", f"Remove up to {count(hi, 'card')} from the game.",
                          opts, 0, hi)
    rfg(game, p, keys)


def take_role_cards(game: Game, p: Player, n: int) -> Steps:
    """Take role cards from the stacks into hand (Politics, Artificial Intelligence; FAQ 31)."""
    for _ in range(n):
        opts = [Option(k, f"{STACK_NAMES[k]} ({len(v)} left)", v[-1])
                for k, v in game.s.stacks.items() if v]
        if not opts:
            return
        (key,) = yield from ask(game, p.seat, "take_role", "Take a role card from which stack?",
                                opts)
        card = take_from_stack(game, key)
        p.hand.append(card)
        game.say(f"{p.name} takes a {STACK_NAMES[key]} card into their hand.")


def fire(game: Game, p: Player, when: str) -> Steps:
    """Run the triggers of every permanent in play for the moment ``when``."""
    for pm in list(p.permanents):
        for trig in game.card(pm.face).triggers:
            if trig.when == when:
                yield from run(game, p, trig.effects, None)


def role_label(role: str) -> str:
    return ROLE_NAMES[role]
