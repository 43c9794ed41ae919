"""Options that would do nothing now, and why (issue 12: "choices that do nothing").

The rules core judges it, from the deciding player's own cards and public facts only, and puts
the reason on the ``Option`` (``Option.idle``); the prompt marks such an option and asks for a
confirmation, auto-dissent skips such a follow. The operations in ``effects`` and ``roles``
say the same reason in the log when they end without effect (``rules.nothing``).

A judgement is conservative: an effect this module does not understand counts as doing
something, so an option is never marked wrongly as idle.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from .attacks import can_attack
from .colonies import colonies_needed, colony_holders
from .effects import face_down, holders, tradeable
from .fleet import SIZES
from .nothing import LOOK, PER, PRODUCE, SETTLE, TRADE, TUCK, attack_text, research_reason
from .ops import OPS, repeat
from .research import affordable_faces
from .roletable import ROLE, survey_look
from .slots import capacity, room
from .symbols import card_value, empire_symbols, halo_exotic, has, translators

if TYPE_CHECKING:
    from .catalog import Effect
    from .game import Game
    from .state import Player

# -- what each operation needs -------------------------------------------------------------


def settle_reason(game: Game, p: Player) -> str | None:
    return None if any(colonies_needed(game, p, pl) == 0 for pl in face_down(p)) else SETTLE


def attack_reason(game: Game, p: Player) -> str | None:
    if can_attack(game, p):
        return None
    return attack_text(p)


def produce_reason(game: Game, p: Player) -> str | None:
    for _, card, res in holders(game, p, for_resources=True):
        cap = capacity(game, p, card)
        if any(s.resource not in SIZES and room(card, res, i, cap)
               for i, s in enumerate(card.slots)):
            return None
    return PRODUCE


def trade_reason(game: Game, p: Player) -> str | None:
    emporium = bool(has(game, p, "trade_fighters"))
    if next(tradeable(game, p, emporium), None) or emporium and p.fighters:
        return None
    if any(trade_goods(game, p) for trade_goods in game.hooks.trade_goods):
        return None
    return TRADE


def effect_reason(game: Game, p: Player, e: Effect, source: str | None) -> str | None:
    """Why effect ``e`` (of card ``source``, about to be played) would do nothing now."""
    if e.per is not None and repeat(game, p, e) == 0:  # without ``per``: once
        return PER.get(e.per or "", "it repeats no time")
    idle = OPS[e.op].idle  # each op declares its own judgement (rules/sets/)
    return idle(game, p, e, source) if idle is not None else None


def effects_reason(game: Game, p: Player, effects: list[Effect],
                   source: str | None = None) -> str | None:
    """Why a list of effects would do nothing at all (the first reason), else None."""
    first = None  # as ``all_idle``, without a generator: judged at every action
    for e in effects:
        reason = effect_reason(game, p, e, source)
        if reason is None:
            return None
        first = first or reason
    return first


def all_idle(reasons: Iterable[str | None]) -> str | None:
    """The first reason if every item is one, else None (stops at the first None: the
    judgement runs at every action and follow, so it does no more work than it needs)."""
    first = None
    for reason in reasons:
        if reason is None:
            return None
        first = first or reason
    return first


# -- following a role -----------------------------------------------------------------------


def most_symbols(game: Game, p: Player, role: str) -> tuple[int, int]:
    """The most ``role`` symbols a follower could gather (from hand, from the empire and
    passive bonuses), translated Exotic symbols included where a translator allows."""
    translate = role in translators(game, p) and p.turn.translating != role
    hand = 0
    for c in p.hand:
        hand += card_value(game, p, c, role)
        if translate:
            hand += game.card(c).symbols.count("X")
    for symbol_sources in game.hooks.symbol_sources:
        for _, v in symbol_sources(game, p, role, False):
            hand += v
    rest = empire_symbols(game, p, role) + (halo_exotic(game, p) if translate else 0)
    if ROLE[role].follower_symbol_bonus:
        rest += has(game, p, "follow_symbol_bonus")
    return hand, rest


def follow_reason(game: Game, p: Player, role: str) -> str | None:
    """Why following ``role`` could do nothing for ``p`` (base-game.md §5: what a follower
    resolves), else None. Dissenting at least draws a card. What the role acts on (slots,
    resources, face-down planets) is checked before the symbols, which cost more to count."""
    name = ROLE[role].name
    for follow_useful in game.hooks.follow_useful:
        if follow_useful(game, p, role):
            return None  # Escalation: Research may be paid with ships
    if role == "C" and not colony_holders(game, p):
        return TUCK
    if role == "P" and (reason := produce_reason(game, p)):
        return reason
    if role == "T" and (reason := trade_reason(game, p)):
        return reason
    hand, rest = most_symbols(game, p, role)
    x = hand + rest
    if role == "S":
        return LOOK if survey_look(x, False) <= 0 else None
    leader_bonus = bool(has(game, p, "follow_leader_bonus"))
    if role == "W":
        if x > 0 or (leader_bonus and not attack_reason(game, p)):
            return None
        return f"no {name} symbol to collect a Fighter"
    if role == "C":
        if hand or (leader_bonus and not settle_reason(game, p)):
            return None
        return f"no {name} card to tuck as a Colony"
    if x <= 0:
        return f"no {name} symbol"
    if role in "PT":
        return None
    if any(options(game, p, x) for options in game.hooks.research_options):
        return None  # what a card set offers instead (Exotica: Improved Mining)
    return None if next(affordable_faces(game, p, x), None) else research_reason(x)
