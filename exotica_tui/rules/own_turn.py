"""Abilities usable once in your own turn, "at any point": Streamlining, Hyperefficiency
(remove cards in hand from the game) and Infinite Unknown (return standard role cards to the
stacks).

Ruling (base-game.md FAQ 36, recommended): "during your own turn, at any point", once per turn.
Within the one decision shape this is an extra option, ``use:<hook>``, on the decisions the
active player answers in their own turn anyway: the action decision (so before a Mining action
discards the hand) and the role decision (before the role is led); then that decision is asked
again. An ability not used by then is offered at the start of the Cleanup phase, as before. No
new decision is ever added where none was asked, so records of older games replay unchanged.
The abilities are not offered between the steps of a role or an action: the hand does not
change there in a way that makes an earlier or later use better.

Each ability is declared by its card set (``ability``): Streamlining's by the base game,
Infinite Unknown's by Exotica; this module names neither.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .decision import Decision, Option
from .optionkeys import use_key
from .symbols import empire, face_up_cards, has

if TYPE_CHECKING:
    from .game import Game
    from .state import Player

Steps = Generator[Decision, list[str], None]


@dataclass(frozen=True, slots=True)
class Ability:
    """A once-a-turn ability, named by the passive that grants it."""

    hook: str
    applies: Callable[[Game, str], bool]  # whether it applies to a card in hand
    describe: Callable[[Game, Player], str]
    use: Callable[[Game, Player], Steps]  # may return True: used (else: when the hand shrank)
    ready: Callable[[Game, Player], bool] | None = None  # usable now, when no hand card is used


ABILITIES: dict[str, Ability] = {}  # in the order Cleanup offers them


def ability(hook: str, applies: Callable[[Game, str], bool],
            describe: Callable[[Game, Player], str],
            ready: Callable[[Game, Player], bool] | None = None):
    """Declare the once-a-turn ability of passive ``hook``, used by the decorated function;
    ``ready`` replaces the test of the hand for an ability that spends no hand card
    (Escalation's Defense Contract)."""
    def register(use: Callable[[Game, Player], Steps]):
        ABILITIES[hook] = Ability(hook, applies, describe, use, ready)
        return use
    return register


def usable(game: Game, p: Player, hook: str) -> bool:
    """Whether p has the ability, has not used it this turn, and holds a card it applies to."""
    if hook in p.turn.used_once or not has(game, p, hook):
        return False
    ab = ABILITIES[hook]
    if ab.ready is not None:
        return ab.ready(game, p)
    return any(ab.applies(game, c) for c in p.hand)


def options(game: Game, p: Player) -> list[Option]:
    """The ``use:<hook>`` options for a decision of the active player in their own turn."""
    if game.s.active != p.seat:
        return []
    out = []
    held = empire(game, p).passives  # most players hold none of these abilities
    for hook, ab in ABILITIES.items():
        if hook in held and usable(game, p, hook):
            cards = [c for c in face_up_cards(game, p) if c.passive(hook)]
            names = ", ".join(c.name for c in cards)
            out.append(Option(use_key(hook), f"{names}: {ab.describe(game, p)} (once this turn)",
                              cards[0].id if cards else None))
    return out


def use(game: Game, p: Player, hook: str) -> Steps:
    """Use the ability ``hook`` (of a ``use:<hook>`` option, or Cleanup's offer). It counts as
    used once a card was removed or returned; choosing none leaves it for later in the turn."""
    before = len(p.hand)
    done = yield from ABILITIES[hook].use(game, p)
    if done or len(p.hand) < before:
        p.turn.used_once.add(hook)


def cleanup_offers(game: Game, p: Player) -> Steps:
    """At the start of the Cleanup phase, before discarding and drawing, each ability not used
    yet this turn is offered one last time."""
    held = empire(game, p).passives
    for hook in ABILITIES:
        if hook in held and usable(game, p, hook):
            yield from use(game, p, hook)
            held = empire(game, p).passives
