"""The one role table: every fact about the six roles and their five stacks, read by the rules,
the bots, the simulator and the app (so a set that changes roles changes them here).

A leaf module (it imports nothing of the rules core), so bots and widgets may read it. The
behaviour of a role lives in ``rules/roles.py`` under the ``resolve`` name given here
(base-game.md §5: Survey §5.2, Colonize §5.3, Warfare §5.4, Produce §5.5, Trade §5.6, Research
§5.7); the empty-stack leader bonus is base-game.md §5.8 (option B, the errata display
stickers, and option A, the 2011 printing).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Stack:
    """A pile of role cards in the centre of the table."""

    key: str  # "S", "W", "C", "PT", "R"
    name: str  # "Produce/Trade"
    card: str  # the catalog id of the standard role card in it


@dataclass(frozen=True, slots=True)
class Role:
    """A role a player may lead or follow."""

    symbol: str  # "S"; also the key of the role decision's option
    name: str  # "Survey"
    stack: str  # the key of the stack a leader takes the role card from
    key: str  # the app's hotkey letter
    resolve: str  # the name of its resolution in rules/roles.py
    leader: str  # what the leader does beyond a follower (words, for help and bots)
    follower_symbol_bonus: bool  # Bureaucracy's "+1 symbol when you follow" applies
    empty_bonus: dict[str, int]  # extra symbols for leading from an empty stack, per variant


STACKS: tuple[Stack, ...] = (
    Stack("S", "Survey", "survey"),
    Stack("W", "Warfare", "warfare"),
    Stack("C", "Colonize", "colonize"),
    Stack("PT", "Produce/Trade", "produce-trade"),
    Stack("R", "Research", "research"),
)
STACK = {s.key: s for s in STACKS}

ROLES: tuple[Role, ...] = (
    Role("S", "Survey", "S", "s", "survey", "looks at 1 planet more", True,
         {"errata": 1, "printed": 0}),
    Role("W", "Warfare", "W", "w", "warfare", "may attack 1 planet instead", True,
         {"errata": 1, "printed": 0}),
    Role("C", "Colonize", "C", "c", "colonize", "may settle 1 planet instead", False,
         {"errata": 0, "printed": 0}),
    Role("P", "Produce", "PT", "p", "produce", "", True, {"errata": 1, "printed": 1}),
    Role("T", "Trade", "PT", "t", "trade", "", True, {"errata": 1, "printed": 1}),
    Role("R", "Research", "R", "r", "research", "", True, {"errata": 1, "printed": 1}),
)
ROLE = {r.symbol: r for r in ROLES}


def symbol_value(f, role: str, wild: bool, survey_wild: bool, exotic: bool) -> int:
    """Symbols of ``role`` a hand card (its ``indexes.Facts``) adds to a boost or a follow
    (``symbols.card_values``): its printed ones; 1 for a standard Research card with
    Adaptability (``wild``: base-game.md FAQ 39) or a standard Survey card while its player
    leads the role with Wealth of Knowledge (``survey_wild``: escalation.md FAQ 18); its Exotic
    symbols too while they count as the role (``exotic``: translation, Asteroidal Library)."""
    n = f.symbols.count(role)
    if n == 0 and (f.role_stack == "R" and wild or f.role_stack == "S" and survey_wild):
        n = 1
    if exotic:
        n += f.symbols.count("X")
    return n


def leader_alternative(lead: bool, passives: Mapping[str, int]) -> bool:
    """Whether resolving Warfare or Colonize offers the leader's alternative (attack, settle
    instead): to its leader, and to a follower with Bureaucracy's ``follow_leader_bonus``
    among its ``passives`` in effect (base-game.md §5.3, §5.4)."""
    return lead or bool(passives.get("follow_leader_bonus"))


def survey_look(x: int, lead: bool) -> int:
    """Planets a Survey with X symbols looks at: X for its leader, X - 1 for a follower
    (base-game.md §5.2)."""
    return x if lead else x - 1


ROLE_SYMBOLS: tuple[str, ...] = tuple(r.symbol for r in ROLES)
ROLE_NAMES: dict[str, str] = {r.symbol: r.name for r in ROLES}
ROLE_BY_KEY: dict[str, str] = {r.key: r.symbol for r in ROLES}
STACK_OF: dict[str, str] = {r.symbol: r.stack for r in ROLES}
STACK_NAMES: dict[str, str] = {s.key: s.name for s in STACKS}
