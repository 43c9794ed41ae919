"""The Role phase: lead, boost, follow or dissent, and each role's effect (base-game.md §4.2-§5).

X = the role card (leader, if the stack was not empty) + matching symbols of cards played from
hand + matching empire symbols (+ the empty-stack leader bonus, §5.8 option B by default).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from . import own_turn
from .attacks import attack, can_attack
from .colonies import colonies_needed, colony_holders, colony_options, holder_of, settle, tuck
from .decide import ask, decide
from .decision import Decision, Later, Option
from .effects import draw, face_down, planet_to_empire, pop_planet, produce, take_from_stack, trade
from .idle import follow_reason
from .kinds import K
from .nothing import COLLECT, COLONY_CARD, LOOK, TUCK, nothing
from .optionkeys import follow_as_key, followed_as, used_ability
from .research import research
from .roletable import ROLE, ROLE_NAMES, ROLES, leader_alternative, survey_look
from .state import opponents
from .symbols import (
    card_value,
    card_values,
    empire,
    empire_symbols,
    follow_symbols,
    has,
    stack_symbols,
)
from .words import count

if TYPE_CHECKING:
    from .game import Game
    from .state import Player

Steps = Generator[Decision, list[str], None]
# The kinds of a role phase's questions, read once: an Enum class's attributes are read through
# its metaclass's ``__getattr__`` hook, ~0.1 µs each, and these are asked at every turn.
ASK_ROLE, ASK_BOOST, ASK_FOLLOW, ASK_FOLLOW_CARDS = K.ROLE, K.BOOST, K.FOLLOW, K.FOLLOW_CARDS


def role_phase(game: Game, leader: Player) -> Steps:
    while True:
        stacks = game.s.stacks
        opts = []
        for symbol, stack in _ROLE_STACKS:  # six at every role decision
            opts.append(_ROLE_OPTIONS[symbol, len(stacks[stack])])
        opts += own_turn.options(game, leader)
        d = decide(game, leader.seat, ASK_ROLE, "Lead which role?", opts)
        (role,) = d if d.__class__ is list else (yield d)
        if role in ROLE:
            break
        yield from own_turn.use(game, leader, used_ability(role))
    x = leader.turn.led = stack_symbols(game, role)
    card = take_from_stack(game, ROLE[role].stack)
    cards: list[str] = []
    if card is not None:
        leader.played.append(card)
        cards.append(card)
        game.say(f"{leader.name} leads {ROLE_NAMES[role]}.")
    else:
        game.say(f"{leader.name} leads {ROLE_NAMES[role]} from the empty stack.")
    leader.turn.leading = role
    boost, bx = yield from play_cards(game, leader, role, ASK_BOOST)
    cards += boost
    x += bx + empire_symbols(game, leader, role)
    yield from resolve(game, leader, role, x, cards, lead=True)
    leader.turn.translating = leader.turn.leading = None
    for follower in opponents(game.s.players, leader):
        yield from follow(game, follower, role)
    yield from after_role(game, leader)


class RoleOptions(dict):
    """The option to lead a role with so many cards left in its stack, by (symbol, cards left):
    built once and shared (an Option never changes), as every turn offers all six."""

    def __missing__(self, key: tuple[str, int]) -> Option:
        symbol, left = key
        o = self[key] = Option(symbol, f"{ROLE[symbol].name} ({left} in stack)")
        return o


_ROLE_OPTIONS = RoleOptions()
_ROLE_STACKS = [(r.symbol, r.stack) for r in ROLES]  # (plain pairs: read at every role decision)


def after_role(game: Game, p: Player) -> Steps:
    """What waits for the end of the Role phase: the card sets' (Junk Diver's mine), then
    Mobilization's attack (base-game.md FAQ 29). Called again after a late Action phase
    (Logistics order)."""
    for hook in game.hooks.after_role:
        yield from hook(game, p)
    for _ in range(p.turn.delayed_attacks):
        yield from attack(game, p, 1)
    p.turn.delayed_attacks = 0


def play_cards(game: Game, p: Player, role: str, kind: str) -> Generator[
        Decision, list[str], tuple[list[str], int]]:
    """Ask which hand cards to play for ``role``; move them to the played area; return X added."""
    for before_play in game.hooks.before_play:  # Exotica: the translator question
        yield from before_play(game, p, role)
    value = card_values(game, p, p.hand, role)
    opts = []
    card_option = game.card_option
    for c in p.hand:  # plain loops here: asked at every boost and follow
        v = value[c]
        if v > 0:
            opts.append(card_option((c, v)))
    # what card sets let p spend as symbols besides hand cards (Escalation's Black Market)
    sources = []
    for symbol_sources in game.hooks.symbol_sources:
        for o, v in symbol_sources(game, p, role, kind == ASK_BOOST):
            sources.append((symbol_sources.__self__, o, v))
            opts.append(o)
    d = decide(game, p.seat, kind, PLAY_PROMPTS[kind, role], opts, 0, len(opts),
               context={"role": role})
    keys = d if d.__class__ is list else (yield d)
    cards = []
    for c in keys:
        if c in value:
            cards.append(c)
    for c in cards:
        p.hand.remove(c)
        p.played.append(c)
    if cards:
        game.tell(None, plays_words, p.name, game.name, tuple(cards))
    x = 0
    for c in cards:
        x += value[c]
    for cs in game.card_sets if sources else ():  # spend what the card sets' sources gave
        spent = [o.key for owner, o, _ in sources if owner is cs and o.key in keys]
        if spent:
            x += sum(v for owner, o, v in sources if owner is cs and o.key in keys)
            cs.spend_symbols(game, p, spent)
    return cards, x


def follow(game: Game, p: Player, role: str) -> Steps:
    """Follow (same role, no leader bonus) or dissent (draw 1 card) (base-game.md §4.3)."""
    alt = []
    for follow_as in game.hooks.follow_as:
        for r in follow_as(game, p, role):  # Freedom of Trade
            alt.append(Option(follow_as_key(r), f"Follow as {ROLE_NAMES[r]}",
                              idle=Later(follow_reason, game, p, r)))
    idle = Later(plain_follow_reason, game, p, role, alt)  # judged when read (Later)
    label, prompt = FOLLOW_WORDS[role]
    opts = [Option("follow", label, None, idle)]
    opts += alt
    dissent = 1 + has(game, p, "dissent_draw")
    o = _DISSENT.get(dissent)
    if o is None:  # built once per draw count and shared, as ``RoleOptions``
        o = _DISSENT[dissent] = Option("dissent", f"Dissent (draw {dissent})")
    opts.append(o)
    d = decide(game, p.seat, ASK_FOLLOW, prompt, opts, context={"role": role})
    (key,) = d if d.__class__ is list else (yield d)
    if key == "dissent":
        game.say(f"{p.name} dissents.")
        draw(game, p, dissent)
        for on_dissent in game.hooks.on_dissent:  # Escalation: Peace Treaty
            on_dissent(game, p, role)
        return
    if followed_as(key) is not None:
        role = followed_as(key)
        game.say(f"{p.name} follows as {ROLE_NAMES[role]}.")
    else:
        game.say(f"{p.name} follows.")
    cards, x = yield from play_cards(game, p, role, ASK_FOLLOW_CARDS)
    x += follow_symbols(game, p, role)
    yield from resolve(game, p, role, x, cards, lead=False)
    p.turn.translating = None


_DISSENT: dict[int, Option] = {}
# The words of a follow (its option, its question) and of a boost or follow's cards, by role.
FOLLOW_WORDS = {r: (f"Follow {name}", f"Follow {name} or dissent?")
                for r, name in ROLE_NAMES.items()}
PLAY_PROMPTS = {(kind, r): f"{verb} {name}: play which cards?"
                for kind, verb in ((K.BOOST, "Boost"), (K.FOLLOW_CARDS, "Follow"))
                for r, name in ROLE_NAMES.items()}


def plain_follow_reason(game: Game, p: Player, role: str, alt: list[Option]) -> str | None:
    """The plain follow's mark, which auto-dissent reads: not idle while another follow (as a
    different role) is useful."""
    if alt and any(o.idle is None for o in alt):
        return None
    return follow_reason(game, p, role)


def resolve(game: Game, p: Player, role: str, x: int, cards: list[str], lead: bool) -> Steps:
    """Resolve a role with X symbols for its leader or a follower."""
    game.tell(None, resolves_words, p.name, role, x)
    yield from RESOLVE[ROLE[role].resolve](game, p, x, cards, lead)


def plays_words(name: str, name_of, cards: tuple[str, ...]) -> str:
    return f"{name} plays {', '.join(map(name_of, cards))}."


def resolves_words(name: str, role: str, x: int) -> str:
    return f"{name} resolves {ROLE_NAMES[role]} with {count(x, 'symbol')}."


def leader_bonus(game: Game, p: Player, lead: bool) -> bool:
    """The leader's alternative (attack, settle) is also a follower's with Bureaucracy's
    ``follow_leader_bonus`` (base-game.md §5.3, §5.4; ``roletable.leader_alternative``)."""
    return leader_alternative(lead, empire(game, p).passives)


def _research(game: Game, p: Player, x: int, cards: list[str], lead: bool) -> Steps:
    bought = yield from research(game, p, x)
    if bought is not None:
        spent, claimed = bought
        for after in game.hooks.after_research:  # Escalation: Scientific Method's 2nd purchase
            yield from after(game, p, lead, x - spent, claimed)


# Each role's resolution, by the ``resolve`` name of the role table: (game, p, X, cards, lead).
RESOLVE = {
    "survey": lambda game, p, x, cards, lead: survey(game, p, survey_look(x, lead)),
    "warfare": lambda game, p, x, cards, lead: warfare(game, p, x, leader_bonus(game, p, lead)),
    "colonize": lambda game, p, x, cards, lead: colonize(game, p, cards,
                                                         leader_bonus(game, p, lead)),
    "produce": lambda game, p, x, cards, lead: produce(game, p, x),
    "trade": lambda game, p, x, cards, lead: trade(game, p, x),
    "research": _research,
}


def survey(game: Game, p: Player, look: int) -> Steps:
    """Look at ``look`` planets, keep 1 face down, discard the rest face up (§5.2). Improved
    Mining keeps 1 more card if it is an Asteroid; Perception Filter more (Exotica)."""
    s = game.s
    extra = 0
    for before_survey in game.hooks.before_survey:  # Escalation: Thorough Survey
        look, more = yield from before_survey(game, p, look)
        extra += more
    for _ in range(max(0, look)):
        card = pop_planet(game)
        if card is None:
            break
        s.looking.append(card)
    if not s.looking:
        nothing(game, p, LOOK if look <= 0 else "the planet deck is empty")
        return
    game.say(f"{p.name} looks at {count(len(s.looking), 'planet')}.")
    game.say(f"You see {', '.join(map(game.name, s.looking))}.", p.seat)
    kept = yield from survey_keep(game, p, extra)
    s.planet_discard += s.looking
    s.looking = []
    game.say(f"{p.name} keeps {count(kept, 'planet')} face down.")


def survey_keep(game: Game, p: Player, extra: int = 0) -> Generator[Decision, list[str], int]:
    """Keep planets from those looked at, face down in the empire; the rest stay in ``looking``.
    Returns how many were kept. Keep 1, or more where a card set allows (Improved Mining: the
    extra keeps and the rule they must meet; Perception Filter: keeps after this one). Kept
    cards enter the empire at once, so every card is in a zone while the player decides."""
    s = game.s
    check = None
    for survey_limit in game.hooks.survey_limit:
        more, rule = survey_limit(game, p, s.looking, 1 + extra)
        if more:
            extra, check = extra + more, rule
    opts = list(map(game.card_option, s.looking))
    kept = yield from ask(game, p.seat, K.SURVEY_KEEP, "Keep which planet?", opts, 1, 1 + extra,
                          check=check)
    keep(game, p, kept)
    n = len(kept)
    for after_survey_keep in game.hooks.after_survey_keep:
        n += yield from after_survey_keep(game, p)
    return n


def keep(game: Game, p: Player, cards: list[str]) -> None:
    for c in cards:
        game.s.looking.remove(c)
        planet_to_empire(game, p, c)


def warfare(game: Game, p: Player, x: int, may_attack: bool) -> Steps:
    """Collect 1 Fighter per symbol; the leader may attack 1 planet instead (§5.4)."""
    if may_attack and can_attack(game, p):
        opts = [Option("collect", f"Collect {count(x, 'Fighter')}",
                       idle=None if x > 0 else COLLECT),
                Option("attack", "Attack 1 planet")]
        (key,) = yield from ask(game, p.seat, K.WARFARE_MODE, "Collect Fighters or attack?", opts)
        if key == "attack":
            yield from attack(game, p, 1)
            return
    if x > 0:
        p.fleet.add("fighter", x)
        game.say(f"{p.name} collects {count(x, 'Fighter')}.")
    else:
        nothing(game, p, COLLECT)


def colonize(game: Game, p: Player, cards: list[str], may_settle: bool) -> Steps:
    """Tuck played cards as Colonies, or (leader) settle 1 planet instead (§5.3)."""
    targets = face_down(p)
    if may_settle and any(colonies_needed(game, p, pl) == 0 for pl in targets):
        tuckable = any(card_colony_value(game, p, c) > 0 for c in cards if c in p.played)
        opts = [Option("colonies", "Add the played cards as Colonies",
                       idle=None if tuckable else COLONY_CARD),
                Option("settle", "Settle 1 planet instead")]
        (key,) = yield from ask(game, p.seat, K.COLONIZE_MODE, "Add Colonies or settle?", opts)
        if key == "settle":
            yield from settle(game, p, 1)
            return
    if not colony_holders(game, p):
        nothing(game, p, TUCK)
        return
    tucked = False
    for card in cards:
        value = card_colony_value(game, p, card)
        if value <= 0 or card not in p.played:
            continue
        (key,) = yield from ask(game, p.seat, K.COLONY_TARGET,
                                f"Tuck {game.name(card)} ({value} Colony) under which planet?",
                                colony_options(game, p), context={"card": card})
        tuck(game, p, card, holder_of(p, key), value)
        tucked = True
    if tucked:
        game.say(f"{p.name} adds Colonies.")
    else:
        nothing(game, p, COLONY_CARD)


def card_colony_value(game: Game, p: Player, card: str) -> int:
    return card_value(game, p, card, "C")

