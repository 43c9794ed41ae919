"""The answer policies of ``exotica sim``: uniformly random, and ``progress``, random play that
steers toward every card so that long runs reach each technology (researched and played).

A policy sees the game and a random generator of its own game only: a game's answers depend on
its seed alone, so a run gives the same figures in one process or many (``--jobs``).
"""

from __future__ import annotations

import random
from collections import Counter
from functools import cache
from itertools import combinations, islice

from .rules import Game
from .rules.attacks import attackable
from .rules.catalog import Card
from .rules.colonies import colonies_needed
from .rules.decision import Decision
from .rules.kinds import K
from .rules.optionkeys import FLEET_ACTION as FLEET
from .rules.optionkeys import SHIPS
from .rules.research import affordable
from .rules.roletable import STACK_OF
from .rules.symbols import card_value, empire_symbols


def random_answer(game: Game, d: Decision, rng: random.Random) -> list[str]:
    """Uniform over how many to pick, then uniform over which (and in which order). Where few
    picks pass the decision's check (5 resources into 5 places of which two take any of four
    types: 16 legal picks of 462), the picks of each size are tried in a random order, up to
    ``SEARCHED`` of them, so a legal answer is found if one is there."""
    k = rng.randint(d.min, d.max)
    for size in (k, d.max):  # a rule like "worth at least N" may need more picks than k
        for _ in range(50):
            keys = rng.sample(d.keys(), size)
            if d.check is None or d.check(keys) is None:
                return keys
    shuffled = rng.sample(d.keys(), len(d.keys()))
    sizes = range(d.min, d.max + 1)
    tried = (list(c) for size in sizes for c in combinations(shuffled, size))
    return next((keys for keys in islice(tried, SEARCHED) if d.check(keys) is None),
                shuffled[: d.min])


SEARCHED = 20_000  # picks tried one by one before the policy gives up


PREFER = {K.RESEARCH: "none", K.ACTION: "skip", K.FOLLOW: "dissent", K.SETTLE_TARGET: "none",
          K.ATTACK_TARGET: "none", K.COLONIZE_MODE: "colonies", K.WARFARE_MODE: "collect",
          K.TRANSLATE: "no"}


def progress_answer(game: Game, d: Decision, rng: random.Random) -> list[str]:
    """Random, but makes progress so that long random runs reach every card: buys the hardest
    to reach affordable technology, plays technology cards for their actions (never discarding
    or removing them), saves Research cards, boosts and follows with every card, settles and
    attacks when it can, starts on, collects and recons planets of its ``aim`` type, then
    Exotic planets and new types, builds a Battlecruiser when close to a level 3 technology
    (``saving_ships``), leads roles whose stacks are nearly the fullest (a longer game), and follows
    rather than dissents."""
    keys = d.keys()
    pick = None
    if d.kind == K.RESEARCH:
        pick = research_pick(game, d, rng)
    elif d.kind == K.ACTION:
        pick = action_pick(game, d, rng)
    if pick is not None:
        return pick
    if d.kind == K.ROLE and rng.random() < 0.7:
        return [strongest_role(game, d.player, keys, rng)]
    if d.kind == K.TAKE_ROLE and "R" in keys and rng.random() < 0.7:
        return ["R"]  # Research cards reach the dearer technologies
    if d.kind in (K.CLEANUP_DISCARD, K.RFG) and d.min == 0:
        spare = spare_cards(game, d)
        if rng.random() < 0.7:
            return spare[: d.max]
        return rng.sample(spare, rng.randint(0, min(d.max, len(spare))))
    if d.kind in PLANET_CHOICES and d.min == d.max == 1 and rng.random() < 0.8:
        return [max(keys, key=lambda k: (preference(game, d, k), rng.random()))]
    if d.kind in (K.RECON_PICK, K.PLANET_FROM_DISCARD) and all(
            o.card and game.card(o.card).kind == "planet" for o in d.options):
        return sorted(keys, key=lambda k: -preference(game, d, k))[: d.max]
    if d.kind in (K.BOOST, K.FOLLOW_CARDS) and rng.random() < 0.8:
        return keys[: d.max]
    avoid = PREFER.get(d.kind)
    if avoid and d.min == d.max == 1 and len(keys) > 1 and rng.random() < 0.9:
        return [rng.choice([k for k in keys if k != avoid])]
    return random_answer(game, d, rng)


def research_pick(game: Game, d: Decision, rng: random.Random) -> list[str] | None:
    """The hardest technology to reach (price plus planets required; the cards dealt only at
    some seat counts weigh more, see ``rarity``), or nothing while saving for a level 3
    technology; None: answer at random. While saving ships for a level 3
    technology (``saving_ships``) it buys nothing else with ships."""
    keys = d.keys()
    tech = {k: t for k in keys if (t := tech_of(game, d, k))}
    if saving_ships(game, d.player):
        keys = [k for k in keys if k not in tech or not k.startswith(SHIPS)
                or game.card(tech[k]).level == 3]
        tech = {k: t for k, t in tech.items() if k in keys}
    techs = list(tech)
    if not techs or rng.random() >= 0.95:
        return [rng.choice(keys)] if len(keys) < len(d.keys()) else None

    def demand(k: str) -> int:
        card = game.card(tech[k])
        return card.cost + sum(card.requires.values())

    top = max(demand(k) for k in techs)
    p = game.players[d.player]
    if (max(game.card(tech[k]).cost for k in techs) < research_goal(game, p) == 7
            and "none" in keys and rng.random() < 0.7):
        return ["none"]  # keep the deck lean while saving for level 3
    pool = [k for k in techs if demand(k) == top] if rng.random() < 0.7 else techs
    return rng.choices(pool, [rarity(game.card(tech[k])) for k in pool])


def rarity(card: Card) -> float:
    """How much scarcer a card is in a run of games at 2-5 seats than a card of every game:
    Coalition Victory (2P-3P) is dealt in half of them, so it weighs 2."""
    return len(SEAT_COUNTS) / len(card.seats) if card.seats else 1.0


SEAT_COUNTS = (2, 3, 4, 5)  # a game's seats (GameConfig.players)


def tech_of(game: Game, d: Decision, key: str) -> str | None:
    """The technology a research option buys (by Research symbols or, in Escalation, ships)."""
    card = next((o.card for o in d.options if o.key == key), None)
    return card if card and game.card(card).kind == "tech" else None


def action_pick(game: Game, d: Decision, rng: random.Random) -> list[str]:
    """A technology card when there is one; else a Fleet tile exchange (toward the ship costs
    of Escalation's planets and technologies), no action, or a role card without Research
    (those are kept for the role phase)."""
    p = game.players[d.player]
    keys = d.keys()
    techs = [k for k in keys if k in p.hand and game.card(k).kind == "tech"]
    fleet = [k for k in keys if k.startswith(FLEET)]  # Escalation: bigger ships
    if fleet and saving_ships(game, d.player) and rng.random() < 0.9:
        return [fleet[-1]]
    if techs and rng.random() < 0.8:
        return [rng.choice(techs)]
    if fleet and rng.random() < 0.6:
        return [fleet[-1]]
    spare = [k for k in spare_cards(game, d) if k in p.hand]
    if rng.random() < 0.5 or not spare:
        return ["skip"]
    return [rng.choice(spare)]


PLANET_CHOICES = (K.SURVEY_KEEP, K.COLONY_TARGET, K.SETTLE_TARGET, K.ATTACK_TARGET,
                  K.START_PLANET, K.START_PLANET_KEEP)


def preference(game: Game, d: Decision, key: str) -> int:
    """``planet_preference`` of an option (its key may be "<planet>@1", or "none")."""
    card = next((o.card for o in d.options if o.key == key), None)
    return planet_preference(game, d.player, card or key, d.kind)


def planet_preference(game: Game, seat: int, card: str, kind: str) -> int:
    """Survey, settle, attack: planets toward the seat's ``aim`` first, then Exotic planets,
    then types not yet in the empire (toward the Exotic and Diverse requirements). Colonies:
    the planet closest to being settled, an aim planet first."""
    p = game.players[seat]
    if kind == K.COLONY_TARGET:  # a planet, or a permanent holding Colonies (Colony Ship)
        pl = next((pl for pl in p.planets if pl.card == card), None)
        if pl is None:
            return -9
        toward = 2 if pl in aimed_planets(game, seat) else 0
        return toward - (colonies_needed(game, p, pl) or 0)
    if card == "none":
        return -1
    ptype = game.card(card).planet_type
    have = Counter(game.card(pl.card).planet_type for pl in p.planets if pl.card != card)
    want = aim(game, seat)
    if want == DIVERSE and ptype in DIVERSE_TYPES and not have[ptype]:
        return 3
    if ptype == want and have[ptype] < MOST_REQUIRED:
        return 3
    return 2 if ptype == "E" else int(ptype not in have and ptype != "asteroid")


def aimed_planets(game: Game, seat: int) -> list:
    """The planets of the seat's empire that count toward its aim: those of its type, or for
    the Diverse aim one of each of its types (a face-up one where there is one)."""
    p = game.players[seat]
    want = aim(game, seat)
    if want != DIVERSE:
        return [pl for pl in p.planets if game.card(pl.card).planet_type == want]
    first = {}
    for pl in sorted(p.planets, key=lambda pl: not pl.face_up):
        first.setdefault(game.card(pl.card).planet_type, pl)
    return [first[t] for t in DIVERSE_TYPES if t in first]


MOST_REQUIRED = 3  # planets of one type a level 3 technology requires


def saving_ships(game: Game, seat: int) -> bool:
    """Escalation: a seat that holds three planets of its aim, or has settled all but one,
    builds its fleet up to the Battlecruiser that pays for a level 3 technology
    (escalation.md §4.1) rather than spend ships on cheaper ones."""
    p = game.players[seat]
    if p.fleet_tile is None or p.fleet.battlecruisers or aim(game, seat) == DIVERSE:
        return False
    aimed = aimed_planets(game, seat)
    return len(aimed) >= MOST_REQUIRED or sum(pl.face_up for pl in aimed) >= MOST_REQUIRED - 1


DIVERSE, DIVERSE_TYPES = "D", ("A", "F", "M")  # the Diverse stack: one planet of each


def aim(game: Game, seat: int) -> str:
    """The planet type a seat collects in this game, toward the technologies that require two
    or three planets of one type, or ``DIVERSE``: one of each of A, F, M (the Diverse
    stack's requirement). Drawn from the game's seed, so every aim is some seats' in a long
    run while each game stays reproducible on its own."""
    return aims(game.config.seed, len(game.players), "exotica" in game.config.sets)[seat]


@cache
def aims(seed: int, seats: int, exotic: bool) -> tuple[str, ...]:
    types = ("A", "F", "M", DIVERSE) + (("E", "E") if exotic else ())  # Exotic ones are scarcer
    draw = random.Random(seed ^ 0xA1A)
    return tuple(draw.choice(types) for _ in range(seats))


def spare_cards(game: Game, d: Decision) -> list[str]:
    """Option keys that are cards worth giving up: no Research symbol and no technology (a
    technology card stays until it is played for its action)."""
    p = game.players[d.player]
    return [o.key for o in d.options if o.card and game.card(o.card).kind != "tech"
            and card_value(game, p, o.card, "R") == 0]


def research_goal(game: Game, p) -> int:
    """The price of the dearest technology in the piles whose planet requirement p meets."""
    return max((f.cost for f in affordable(game, p, 99)), default=0)


SLACK = 2  # cards a led role's stack may have fewer than the fullest
ENOUGH_DOWN = 3  # face-down planets in an empire before it stops leading Survey


def strongest_role(game: Game, seat: int, roles: list[str], rng: random.Random) -> str:
    """The role with the most symbols in hand and empire (ties: the first), among the roles
    whose stacks are nearly the fullest (each lead takes a card and an empty stack ends the
    game, so even stacks make the longest game); Research mostly waits for the symbols of the
    dearest reachable technology (see ``research_goal``); a seat surveys and colonizes toward
    three planets of its ``aim``."""
    p = game.players[seat]
    stacks = game.s.stacks
    roles = [r for r in roles if r in STACK_OF]  # not the once-a-turn abilities (use:...)
    fullest = max(len(stacks[STACK_OF[r]]) for r in roles)
    roles = [r for r in roles if len(stacks[STACK_OF[r]]) >= fullest - SLACK]
    down = [pl for pl in p.planets if not pl.face_up]
    if "C" in roles and any(colonies_needed(game, p, pl) == 0 for pl in down):
        return "C"  # a planet is ready to settle
    if "W" in roles and attackable(game, p):
        return "W"

    def symbols(r: str) -> int:
        return sum(card_value(game, p, c, r) for c in p.hand) + empire_symbols(game, p, r)

    goal = research_goal(game, p)
    if "R" in roles and (symbols("R") >= max(4, goal - 1) or (goal == 7 and rng.random() < 0.4)):
        return "R"  # buy the dearest reachable technology, or gain Research cards for it
    aimed = aimed_planets(game, seat)
    if len(aimed) < MOST_REQUIRED and "S" in roles and rng.random() < 0.6:
        return "S"  # look for more planets of its aim
    if any(not pl.face_up for pl in aimed) and "C" in roles and rng.random() < 0.6:
        return "C"
    if len(down) >= ENOUGH_DOWN and len(aimed) >= MOST_REQUIRED:  # settle what it has
        roles = [r for r in roles if r != "S"] or roles
    return max((r for r in roles if r != "R" or rng.random() < 0.3), key=symbols,
               default=roles[0])
