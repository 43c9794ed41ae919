"""Counting role symbols: on hand cards (boost, follow, colonies) and in an empire.

Base rules: base-game.md §4.2 and §5 (empire symbols count for every lead and follow; Colonize
symbols in the empire only lower settle costs). Exotica: Exotic symbols ("X") on planets and
permanents carry a halo and are counted by "Exotic symbol:" abilities; translators let any
Exotic symbol count as a role symbol (rulebook, "Exotic Symbols", "Exotic Translators").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .roletable import ROLE, symbol_value

if TYPE_CHECKING:
    from .catalog import Card, Passive
    from .game import Game
    from .state import Player


class Empire:
    """What the cards in play of one player print, counted once: its face-up cards, passive
    abilities and symbols. ``empire`` rebuilds it when ``key`` (what it was counted from)
    changes. ``stamp``: its player's ``Player.stamp`` when the key was last compared."""

    __slots__ = ("key", "stamp", "cards", "passives", "holders", "symbols", "asteroids",
                 "conditional", "triggered", "hand_size", "fronts")

    def __init__(self, game: Game, p: Player, key: list):
        self.key = key
        self.stamp = -1
        cards = [game.card(pl.card) for pl in p.planets if pl.face_up]
        cards += [game.card(pm.copy or pm.face) for pm in p.permanents]
        self.cards: tuple[Card, ...] = tuple(cards)
        passives: dict[str, int] = {}
        holders: dict[str, Card] = {}  # the first card with each passive
        fronts = [c for more in game.hooks.passive_cards for c in more(game, p)]
        self.fronts = tuple(c.id for c in fronts)  # their ids (a seat's view shows them)
        for card in (*cards, *fronts):
            seen = set()
            for pa in card.passives:  # a card's first passive of a hook counts (Card.passive)
                if pa.hook not in seen:
                    seen.add(pa.hook)
                    passives[pa.hook] = passives.get(pa.hook, 0) + (
                        pa.n if pa.n >= 0 else UNLIMITED)
                    holders.setdefault(pa.hook, card)
        self.passives = passives
        self.holders = holders
        symbols: dict[str, int] = {}
        for card in cards:
            for sym in card.symbols:
                symbols[sym] = symbols.get(sym, 0) + 1
        self.symbols = symbols
        self.asteroids = sum(1 for c in cards if c.is_asteroid)
        self.conditional = [c for c in cards if c.conditional_symbols]
        # cards that may translate Exotic symbols (printed translators, or a trigger's hook)
        self.triggered = tuple(c for c in cards if c.translators or c.triggers)
        self.hand_size = sum(c.hand_size for c in cards)  # what they add to the hand limit


def empire(game: Game, p: Player) -> Empire:
    """The counted empire of p, rebuilt only when its cards in play changed. The key holds all
    it is counted from: face-up planets, permanents (as the card they copy) and the Player
    fields that ``CardSet.passive_cards`` reads. Building the key is most of the cost, and an
    empire is read ~2 times a decision: during a step of the game (``Game.step``, None between
    answers) a key compared once is trusted while the player's stamp is the same: the Player
    methods that change an empire stamp it anew (rules/state.py), across answers too. Between
    answers (a view, a test) every look-up compares its key; a state edited directly between
    answers is compared again at the next view (``compare_again``) or restart (``Position``)."""
    cached = game.empires.get(p.seat)
    stamp = p.stamp
    trusted = cached is not None and cached.stamp == stamp and game.step is not None
    if trusted and not CHECK:
        return cached
    key = [p.mining, p.fleet_tile, p.scenario]  # plain loops: cheaper than comprehensions
    for pl in p.planets:
        if pl.face_up:
            key.append(pl.card)
    key.append(None)
    for pm in p.permanents:
        key.append(pm.copy or pm.face)
    if cached is None or cached.key != key:
        if trusted:
            raise AssertionError(f"p{p.seat}'s empire changed outside the Player's methods")
        cached = game.empires[p.seat] = Empire(game, p, key)
    cached.stamp = stamp
    return cached


CHECK = False  # the test suite compares every trusted empire's key (tests/conftest.py)


def compare_again(game: Game) -> None:
    """Before a view between answers (a test or a bot may have edited the state directly since
    the last answer): every empire's key is compared again at its next look-up. The rules never
    need it: what they change in an empire goes through the Player's methods, which stamp it."""
    for p in game.s.players:
        p.mark_changed()


def face_up_cards(game: Game, p: Player) -> tuple[Card, ...]:
    """The cards whose printed symbols are in play: face-up planets and permanents (a Space
    Station counts as the Asteroid it copies: reconstruction reading 2.7.7)."""
    return empire(game, p).cards


def has(game: Game, p: Player, hook: str) -> int:
    """How strongly a player has a passive ability: the sum of its ``n`` over the cards in play
    (permanents, face-up planets such as an Asteroid start tile's charter) and what the card sets
    put in front of the player (Exotica: the Mining tile face, the scenario card); ``n`` < 0
    means unlimited. (``empire``'s trusted look-up is repeated here: ``has`` is asked about
    twice a decision, and a call more costs as much as the look-up.)"""
    e = game.empires.get(p.seat)
    if e is None or e.stamp != p.stamp or game.step is None or CHECK:
        e = empire(game, p)
    return e.passives.get(hook, 0)


def passive_card(game: Game, p: Player, hook: str) -> Card | None:
    """The first card in p's empire (or put before p by a card set) with passive ``hook``: the
    card whose printed numbers the ability uses (a copy of it adds no second price or gain)."""
    return empire(game, p).holders.get(hook)


def passive_of(game: Game, p: Player, hook: str) -> Passive | None:
    """The passive ``hook`` of ``passive_card``."""
    card = passive_card(game, p, hook)
    return card.passive(hook) if card is not None else None


UNLIMITED = 1_000


def face_up_asteroids(game: Game, p: Player) -> int:
    """ASTEROID counts face-up Asteroids in your empire (a Space Station copy is one)."""
    return empire(game, p).asteroids


def _halo(e: Empire, p: Player) -> int:
    extra = p.turn.asteroid_symbols
    return e.symbols.get("X", 0) + (extra.count("X") * e.asteroids if extra else 0)


def halo_exotic(game: Game, p: Player) -> int:
    """Exotic symbols printed on planets and permanent techs in the empire (the haloed ones)."""
    return _halo(empire(game, p), p)


def conditional(card: Card, role: str, halo: int) -> int:
    return sum(cs.symbols.count(role) for cs in card.conditional_symbols if halo >= cs.min_exotic)


def empire_symbols(game: Game, p: Player, role: str) -> int:
    """Role symbols in the empire, usable once in each role phase."""
    e = empire(game, p)
    n = e.symbols.get(role, 0)
    if p.turn.translating == role:
        n += _halo(e, p)
    extra = p.turn.asteroid_symbols
    if extra:
        n += extra.count(role) * e.asteroids
    if e.conditional:
        halo = _halo(e, p)
        n += sum(conditional(card, role, halo) for card in e.conditional)
    return n


def stack_symbols(game: Game, role: str) -> int:
    """Symbols a lead of ``role`` takes from its stack: its card, or, the stack empty, the
    empty-stack bonus of the table's variant (base-game.md §5.8, ``empty_stack_bonus``)."""
    r = ROLE[role]
    return 1 if game.s.stacks[r.stack] else r.empty_bonus[game.config.empty_stack_bonus]


def follow_symbols(game: Game, p: Player, role: str) -> int:
    """Symbols a follow of ``role`` gives p besides hand cards: the empire's (this turn's
    Asteroid symbols and translation included) and Bureaucracy's +1 (base-game.md §4.3)."""
    n = empire_symbols(game, p, role)
    if ROLE[role].follower_symbol_bonus:
        n += has(game, p, "follow_symbol_bonus")
    return n


def start_symbols(game: Game, p: Player) -> tuple[dict[str, int], dict[str, int], int]:
    """``PlayerView.lead``, ``.follow`` and ``.halo``: the symbols a lead and a follow of each
    role give p now before hand cards, and p's haloed Exotic symbols. A lead: its stack's
    (``stack_symbols``; for the role p leads now, what its stack gave: ``Turn.led``) and the
    empire's; a follow: ``follow_symbols``."""
    lead, follow = {}, {}
    leading = p.turn.leading
    for role in ROLE:
        own = empire_symbols(game, p, role)
        lead[role] = own + (p.turn.led if leading == role else stack_symbols(game, role))
        follow[role] = follow_symbols(game, p, role)
    return lead, follow, halo_exotic(game, p)


def translators(game: Game, p: Player) -> set[str]:
    """Roles an Exotic symbol may count as for this player right now (Exotica's translators:
    the card sets say which, ``CardSet.translator_sources``)."""
    out: set[str] = set()
    for sources in game.hooks.translator_sources:
        for _, roles in sources(game, p):
            out.update(roles)
    return out


def card_value(game: Game, p: Player, iid: str, role: str) -> int:
    """Symbols of ``role`` a hand card adds when boosting or following (and colonies when tucked).

    A Produce/Trade card counts once for the role led (base-game.md FAQ 48). With Adaptability a
    standard Research card counts as 1 of any role (FAQ 39). With ``translate`` its Exotic symbols
    count too while the player translates for ``role`` (one symbol counts once, whatever the
    number of translators: Exotica rulebook, "Exotic Translators").
    """
    return card_values(game, p, (iid,), role)[iid]


def card_values(game: Game, p: Player, cards, role: str) -> dict[str, int]:
    """``card_value`` of each of ``cards`` (a hand), with p's passives looked up once: a boost
    or follow values every card in hand."""
    turn = p.turn
    wild = has(game, p, "research_cards_wild")
    # Wealth of Knowledge: a standard Survey card boosts any role (not follows: escalation.md
    # FAQ 18), so it counts while its player leads the role.
    survey_wild = turn.leading == role and has(game, p, "survey_cards_boost_any")
    translating = turn.translating == role
    library = turn.library_card  # Asteroidal Library: its Exotic symbols are any role symbol
    facts = game.facts  # what a boost or follow reads of a card, derived once (rules/indexes.py)
    values = {}
    for iid in cards:  # a plain loop: at every boost and follow
        values[iid] = symbol_value(facts(iid), role, wild, survey_wild,
                                   translating or library == iid)
    return values
