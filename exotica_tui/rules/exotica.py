"""Exotica rules the base turn calls into: Mining, Asteroids, translators, Recon, replenishing
slots, and the hooks of Exotica technologies whose logic is not a plain list of ops.

Each function cites the Exotica rulebook passage it implements (``seeds/000_...txt``). In a
base-only game none of them changes anything: no Mining tile, no translators, no Exotica cards.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from .catalog import ROLE_NAMES, ROLE_SYMBOLS, Effect
from .decision import Decision, Option
from .effects import (
    STACK_NAMES,
    discard_from_hand,
    draw,
    face_down,
    fill_replenishing,
    fire,
    flip,
    gain_influence,
    planet_of,
    planet_to_empire,
    pop_deck,
    rfg,
    run,
    settle,
    take_from_stack,
)
from .game import ask
from .symbols import face_up_cards, halo_exotic, has, translator_sources
from .words import count

if TYPE_CHECKING:
    from .game import Game
    from .state import Planet, Player

Steps = Generator[Decision, list[str], None]


def face_up_asteroids(game: Game, p: Player) -> int:
    """ASTEROID counts face-up Asteroids in your empire (a Space Station copy is one)."""
    return sum(1 for c in face_up_cards(game, p) if c.is_asteroid)


def mining_upgrade_cost(game: Game) -> int | None:
    card = game.catalog.cards.get("improved-mining")
    return card.cost if card is not None and game.config.exotica else None


# -- Replenish phase ---------------------------------------------------------------------------


def replenish_phase(game: Game, p: Player) -> Steps:
    """"At the very beginning of your turn, replenish any empty Replenishing slots in your
    Empire" (Gameplay, Replenish Phase); then "at the beginning of your turn" abilities."""
    for pl in p.planets:
        if pl.face_up and not pl.scorched:
            fill_replenishing(game.card(pl.card), pl.resources)
    for pm in p.permanents:
        if pm.copy:
            fill_replenishing(game.card(pm.copy), pm.resources)
    yield from fire(game, p, "turn_start")


# -- Action phase: Mining tile and empire actions -----------------------------------------------


def mineable(p: Player, game: Game) -> list[Planet]:
    return [pl for pl in face_down(p) if game.card(pl.card).is_asteroid]


def empire_actions(game: Game, p: Player) -> list[Option]:
    """Actions from the Mining tile and from face-up planets and permanents in the empire.

    "This action may be from a card in your hand, from your Mining tile, or from any face up
    Planets or Tech cards in your Empire" (Gameplay, Action Phase). Printed empire actions are
    "limited to once per action", so they are offered again for each action taken.
    """
    opts = []
    if p.mining is not None and mineable(p, game):
        opts.append(Option("mine", "Mining: discard your hand, mine 1 face-down Asteroid"))
    for pl in p.planets:
        if pl.face_up and game.card(pl.card).action:
            opts.append(Option(f"empire:{pl.card}", f"{game.name(pl.card)} (empire action)",
                               pl.card))
    for pm in p.permanents:
        if game.card(pm.copy or pm.face).action:
            opts.append(Option(f"empire:{pm.card}", f"{game.name(pm.face)} (empire action)",
                               pm.card))
    return opts


def empire_action(game: Game, p: Player, key: str) -> Steps:
    if key == "mine":
        if p.hand:
            game.say(f"{p.name} discards their hand to mine.")
        p.discard += p.hand
        p.hand = []
        yield from mine(game, p)
        return
    iid = key.split(":", 1)[1]
    pm = next((pm for pm in p.permanents if pm.card == iid), None)
    card = game.card(pm.copy or pm.face) if pm else game.card(iid)
    yield from run(game, p, card.action, None)


def mine(game: Game, p: Player) -> Steps:
    """Flip a face-down Asteroid ignoring its costs; "when you mine" abilities trigger.
    Mining is neither Settle nor Attack (reconstruction reading 2.7.2)."""
    targets = mineable(p, game)
    if not targets:
        return
    opts = [Option(pl.card, f"Mine {game.name(pl.card)}", pl.card) for pl in targets]
    (key,) = yield from ask(game, p.seat, "mine_target", "Mine which Asteroid?", opts)
    yield from flip(game, p, planet_of(p, key), "mine")
    yield from fire(game, p, "mine")


def after_role_phase(game: Game, leader: Player) -> Steps:
    """Junk Diver: "After your Role phase, mine 1 Asteroid (at no cost)"."""
    for _ in range(leader.turn.delayed_mines):
        yield from mine(game, leader)
    leader.turn.delayed_mines = 0


# -- Role phase: translators, dissent, survey ------------------------------------------------


def translate_choice(game: Game, p: Player, role: str) -> Steps:
    """Ask whether to count Exotic symbols as ``role`` through a translator (decision
    ``translate``). With two different translators each Exotic symbol may use either; copies of
    one translator never make a symbol count twice ("Exotic Translators"): so one yes/no suffices.
    """
    p.turn.translating = None
    names = list(dict.fromkeys(name for name, roles in translator_sources(game, p)
                               if role in roles))
    if not names:
        return
    hand_x = sum(game.card(c).symbols.count("X") for c in p.hand)
    halo = halo_exotic(game, p)
    if not hand_x and not halo:
        return
    opts = [Option("yes", f"Count Exotic symbols as {ROLE_NAMES[role]} "
                   f"({halo} in your empire, {hand_x} in hand)"),
            Option("no", "Do not translate")]
    (key,) = yield from ask(game, p.seat, "translate",
                            f"Use {' or '.join(names)} to translate for {ROLE_NAMES[role]}?",
                            opts, context={"role": role, "translators": names})
    if key == "yes":
        p.turn.translating = role


def on_dissent(game: Game, p: Player, role: str) -> None:
    """Peace Treaty (promo): collect 1 influence when dissenting a Warfare role."""
    if role == "W" and has(game, p, "dissent_warfare_influence"):
        gain_influence(game, p, has(game, p, "dissent_warfare_influence"))


def survey_keep(game: Game, p: Player) -> Generator[Decision, list[str], int]:
    """Keep planets from those looked at, face down in the empire; the rest stay in ``looking``.
    Returns how many were kept.

    Keep 1. Improved Mining: "keep 1 Asteroid card each Survey role in addition to the chosen
    Planet card. Thus you can keep 1 Planet and 1 Asteroid (or no Planets and 2 Asteroids)."
    Perception Filter: "discard any Planet card (face up or face down) from your Empire to keep
    1 additional Planet", as often as you have planets to discard. Kept cards enter the empire at
    once, so every card is in a zone while the player decides on the next one.
    """
    s = game.s
    extra = has(game, p, "survey_extra_asteroid")
    has_asteroid = any(game.card(c).is_asteroid for c in s.looking)
    hi = 1 + (extra if has_asteroid else 0)

    def planets_limit(keys: list[str]) -> str | None:
        planets = sum(1 for k in keys if not game.card(k).is_asteroid)
        return "keep at most 1 card that is not an Asteroid" if planets > 1 else None

    opts = [Option(c, game.name(c), c) for c in s.looking]
    kept = yield from ask(game, p.seat, "survey_keep", "Keep which planet?", opts, 1, hi,
                          check=planets_limit if hi > 1 else None)
    yield from keep(game, p, kept)
    n = len(kept)
    while s.looking and has(game, p, "perception_filter") and planet_cards(game, p):
        opts = [Option(pl.card, f"Discard {game.name(pl.card)}", pl.card)
                for pl in planet_cards(game, p)]
        opts.append(Option("none", "Keep no more"))
        (key,) = yield from ask(game, p.seat, "perception_filter",
                                "Perception Filter: discard a planet from your empire to keep "
                                "1 more?", opts)
        if key == "none":
            break
        discard_planet(game, p, planet_of(p, key))
        opts = [Option(c, game.name(c), c) for c in s.looking]
        more = yield from ask(game, p.seat, "survey_keep", "Keep which planet?", opts)
        yield from keep(game, p, more)
        n += 1
    return n


def keep(game: Game, p: Player, cards: list[str]) -> Steps:
    for c in cards:
        game.s.looking.remove(c)
        yield from planet_to_empire(game, p, c)


def planet_cards(game: Game, p: Player) -> list[Planet]:
    """Cards in an empire that are Planets: face-up Asteroids are not ("Mining and Asteroids")."""
    return [pl for pl in p.planets if not (pl.face_up and game.card(pl.card).is_asteroid)]


def discard_planet(game: Game, p: Player, pl: Planet) -> None:
    """A planet leaves an empire: to the planet discard pile; a start tile is removed from the
    game (reconstruction reading 2.7.6); its colonies go to the owner's discard pile."""
    p.planets.remove(pl)
    p.discard += pl.colonies
    card = game.card(pl.card)
    (game.s.removed if card.kind == "start_planet" else game.s.planet_discard).append(pl.card)
    game.say(f"{p.name} discards {card.name} from their empire.")


# -- Returning role cards (Cryptography, Infinite Unknown: rules/own_turn.py) -----------------


def return_to_stacks(game: Game, p: Player, n: int) -> Steps:
    """Return up to n standard role cards from hand to their stacks (n < 0: any number)."""
    roles = [c for c in p.hand if game.card(c).kind == "role"]
    if not roles:
        return
    hi = len(roles) if n < 0 else min(n, len(roles))
    opts = [Option(c, game.name(c), c) for c in roles]
    keys = yield from ask(game, p.seat, "return_roles",
                          f"Return up to {count(hi, 'role card')} from your hand to the stacks?",
                          opts, 0, hi)
    for c in keys:
        p.hand.remove(c)
        game.s.stacks[game.card(c).stack].append(c)
    if keys:
        game.say(f"{p.name} returns {count(len(keys), 'role card')} to the stacks.")


# -- Exotica ops ------------------------------------------------------------------------------


def run_op(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Ops of the Exotica vocabulary (and named hooks) for effects.run_one."""
    if e.op == "mine":
        if e.what == "after_role":
            p.turn.delayed_mines += e.n
        else:
            yield from mine(game, p)
    elif e.op == "recon_planet":
        yield from recon_planet(game, p, e.n, e.what)
    elif e.op == "recon_deck":
        yield from recon_deck(game, p, e.n)
    elif e.op == "planet_discard_to_empire":
        yield from planet_from_discard(game, p)
    elif e.op == "hook":
        yield from HOOKS[e.what or ""](game, p, e, source)
    else:  # pragma: no cover - the catalog rejects unknown ops
        raise ValueError(f"no implementation for op {e.op!r}")


def recon_planet(game: Game, p: Player, n: int, what: str | None) -> Steps:
    """"Search the Planet deck and discard pile for any N (Asteroid) card(s), shuffle the Planet
    deck, and place the chosen card(s) on top" (New Terminology, Recon). Chosen in order: the
    first key ends on top."""
    s = game.s
    cards = s.planet_deck + s.planet_discard
    pool = [c for c in cards if game.card(c).is_asteroid] if what == "asteroid" else cards
    keys = yield from recon_pick(game, p, pool, n, "the planet deck")
    if keys is not None:
        s.planet_deck, s.planet_discard = on_top(game, cards, keys), []


def recon_deck(game: Game, p: Player, n: int) -> Steps:
    """RECON your deck: search deck and discard pile for N cards, shuffle, chosen ones on top."""
    cards = p.deck + p.discard
    keys = yield from recon_pick(game, p, cards, n, "their deck")
    if keys is not None:
        p.deck, p.discard = on_top(game, cards, keys), []


def recon_pick(game: Game, p: Player, pool: list[str], n: int,
               where: str) -> Generator[Decision, list[str], list[str] | None]:
    """Ask for up to n cards of ``pool`` in order (first = top); None when there is none."""
    if not pool:
        return None
    opts = [Option(c, game.name(c), c) for c in sorted(pool)]
    k = min(n, len(opts))
    keys = yield from ask(game, p.seat, "recon_pick",
                          f"Recon: choose {count(k, 'card')} for the top of "
                          f"{where.replace('their', 'your')} (first = top).", opts, k, k,
                          ordered=True)
    game.say(f"{p.name} recons {where} for {count(k, 'card')}.")
    return keys


def on_top(game: Game, cards: list[str], keys: list[str]) -> list[str]:
    """The searched pile shuffled, with the chosen cards on top in the chosen order."""
    rest = [c for c in cards if c not in keys]
    game.s.rng.shuffle(rest)
    return rest + list(reversed(keys))


def planet_from_discard(game: Game, p: Player) -> Steps:
    """Double Back: take 1 planet card from the planet discard pile, face down into your empire."""
    pile = game.s.planet_discard
    if not pile:
        return
    opts = [Option(c, game.name(c), c) for c in pile]
    (key,) = yield from ask(game, p.seat, "planet_from_discard", "Take which planet?", opts)
    pile.remove(key)
    yield from planet_to_empire(game, p, key)
    game.say(f"{p.name} takes {game.name(key)} from the planet discard pile.")


# -- hooks: one function per card whose text is not a plain list of ops ------------------------


def hook_asteroidal_colonies(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Asteroidal Colonies: "Each face-up Asteroid in your Empire gains a Colonize symbol for
    this action only. Settle 1 Planet."""
    p.turn.asteroid_symbols.append("C")
    try:
        yield from settle(game, p, 1)
    finally:
        p.turn.asteroid_symbols.remove("C")


def hook_asteroidal_aliens(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Asteroidal Aliens: "Each face up Asteroid in your Empire gains an Exotic symbol until
    end of turn" (they count as haloed symbols: they are printed on cards in the empire)."""
    p.turn.asteroid_symbols.append("X")
    game.say(f"{p.name}'s Asteroids gain an Exotic symbol this turn.")
    return
    yield


def hook_xenolinguistics(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Xenolinguistics: "Choose a Role symbol. For the rest of this turn, you may use Exotic
    symbols as if they were the chosen symbol." """
    opts = [Option(r, ROLE_NAMES[r]) for r in ROLE_SYMBOLS]
    (key,) = yield from ask(game, p.seat, "choose_role_symbol", "Exotic symbols count as which "
                            "role this turn?", opts)
    p.turn.translations.add(key)
    game.say(f"{p.name} may use Exotic symbols as {ROLE_NAMES[key]} this turn.")


def hook_asteroidal_library(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Asteroidal Library: "Reveal the top 2 cards of your deck. ASTEROID: Reveal an additional
    card. Put 1 revealed card into your hand and discard the rest. Until end of turn, treat
    Exotic symbols as any role symbol on the kept card." Revealed cards pass through the
    ``looking`` zone, which is public while they are revealed."""
    n = e.n + face_up_asteroids(game, p)
    revealed = [c for c in (pop_deck(game, p) for _ in range(n)) if c is not None]
    if not revealed:
        return
    game.s.looking += revealed
    game.say(f"{p.name} reveals {', '.join(game.name(c) for c in revealed)}.")
    opts = [Option(c, game.name(c), c) for c in revealed]
    (key,) = yield from ask(game, p.seat, "library_keep", "Keep which card?", opts)
    for c in revealed:
        game.s.looking.remove(c)
    p.hand.append(key)
    p.discard += [c for c in revealed if c != key]
    p.turn.library_card = key


def hook_thorough_probing(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Thorough Probing: "Discard any number of cards. RECON the Planet deck for that number of
    cards." (The extra action is an ``extra_action`` op in the card data.)"""
    if not p.hand:
        return
    opts = [Option(c, game.name(c), c) for c in p.hand]
    keys = yield from ask(game, p.seat, "discard", "Discard how many cards (recon that many)?",
                          opts, 0, len(opts))
    discard_from_hand(game, p, keys)
    if keys:
        yield from recon_planet(game, p, len(keys), None)


def hook_rosetta_fish(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Rosetta Fish: "Tuck a standard Role card from the stacks under Rosetta Fish. That card is
    out of the game. You may use Exotic symbols as if they were that Role's symbol. For
    Produce/Trade, this translates to both symbols." """
    opts = [Option(k, f"{STACK_NAMES[k]} ({len(v)} left)", v[-1])
            for k, v in game.s.stacks.items() if v]
    if not opts:
        return
    (key,) = yield from ask(game, p.seat, "take_role", "Rosetta Fish: tuck a card from which "
                            "stack?", opts)
    p.tucked.append(take_from_stack(game, key))
    game.say(f"{p.name} tucks a {STACK_NAMES[key]} card under Rosetta Fish.")


def hook_space_station(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Space Station: "choose an Asteroid in play. Space Station becomes a copy of that
    Asteroid." Ruling: any face-up Asteroid in any empire; it copies symbols, slots (filled
    like a newly flipped card's replenishing slots) and influence (reconstruction 2.7.7)."""
    pm = p.permanents[-1]  # enter triggers fire right after the card is put into play
    seen: dict[str, str] = {}
    for q in game.players:
        for pl in q.planets:
            if pl.face_up and game.card(pl.card).is_asteroid:
                seen.setdefault(game.card(pl.card).id, f"{game.name(pl.card)} ({q.name})")
    if not seen:
        game.say("Space Station finds no Asteroid in play to copy.")
        return
    opts = [Option(cid, label, cid) for cid, label in seen.items()]
    (key,) = yield from ask(game, p.seat, "copy_target", "Space Station copies which Asteroid?",
                            opts)
    pm.copy = key
    pm.resources = [None] * len(game.card(key).slots)
    fill_replenishing(game.card(key), pm.resources)
    game.say(f"Space Station becomes a copy of {game.name(key)}.")


def hook_fill_asteroid_slots(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Organized Labor: "At the beginning of your turn, fill all Resource slots on Asteroids in
    your Empire" (resource slots only: reconstruction reading 2.7.8; 'any' slots get Food)."""
    for pl in p.planets:
        card = game.card(pl.card)
        if pl.face_up and card.is_asteroid and not pl.scorched:
            fill_all(card, pl.resources)
    for pm in p.permanents:
        if pm.copy:
            fill_all(game.card(pm.copy), pm.resources)
    return
    yield


def fill_all(card, resources: list[str | None]) -> None:
    for i, slot in enumerate(card.slots):
        if resources[i] is None and slot.resource != "fighter":
            resources[i] = "food" if slot.resource == "any" else slot.resource


def hook_return_role_cards(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Cryptography: "return up to 2 cards in hand to the stacks" (only standard role cards have
    a stack to return to)."""
    yield from return_to_stacks(game, p, e.n)


def hook_rfg_hand_or_discard(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Mining Laboratory: "RFG up to 2 cards from your hand or discard pile"."""
    pool = p.hand + p.discard
    if not pool:
        return
    opts = [Option(c, f"{game.name(c)} ({'hand' if c in p.hand else 'discard'})", c)
            for c in pool]
    keys = yield from ask(game, p.seat, "rfg", f"Remove up to {count(e.n, 'card')} from the game.",
                          opts, 0, e.n)
    rfg(game, p, keys)


def hook_alien_advisory(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Alien Advisory: "Each Exotic symbol = draw 1 card." Ruling: at the beginning of each of
    your turns (like the other "beginning of your turn" permanents), draw 1 card per haloed
    Exotic symbol in your empire."""
    n = halo_exotic(game, p)
    if n:
        draw(game, p, n)
    return
    yield


HOOKS = {
    "asteroidal_colonies": hook_asteroidal_colonies,
    "asteroidal_aliens": hook_asteroidal_aliens,
    "xenolinguistics": hook_xenolinguistics,
    "asteroidal_library": hook_asteroidal_library,
    "thorough_probing": hook_thorough_probing,
    "rosetta_fish": hook_rosetta_fish,
    "space_station": hook_space_station,
    "fill_asteroid_slots": hook_fill_asteroid_slots,
    "return_role_cards": hook_return_role_cards,
    "rfg_hand_or_discard": hook_rfg_hand_or_discard,
    "alien_advisory": hook_alien_advisory,
}
