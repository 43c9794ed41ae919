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
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from .decision import Decision, Option
from .effects import rfg
from .game import ask
from .symbols import face_up_cards, has
from .words import count

if TYPE_CHECKING:
    from .game import Game
    from .state import Player

Steps = Generator[Decision, list[str], None]
HOOKS = ("rfg_per_turn", "return_role_cards")  # in the order Cleanup offers them
PREFIX = "use:"


def usable(game: Game, p: Player, hook: str) -> bool:
    """Whether p has the ability, has not used it this turn, and holds a card it applies to."""
    if not has(game, p, hook) or hook in p.turn.used_once:
        return False
    if hook == "return_role_cards":
        return any(game.card(c).kind == "role" for c in p.hand)
    return bool(p.hand)


def options(game: Game, p: Player) -> list[Option]:
    """The ``use:<hook>`` options for a decision of the active player in their own turn."""
    if game.s.active != p.seat:
        return []
    out = []
    for hook in HOOKS:
        if usable(game, p, hook):
            cards = [c for c in face_up_cards(game, p) if c.passive(hook)]
            names = ", ".join(c.name for c in cards)
            out.append(Option(PREFIX + hook, f"{names}: {describe(game, p, hook)} (once this turn)",
                              cards[0].id if cards else None))
    return out


def describe(game: Game, p: Player, hook: str) -> str:
    if hook == "return_role_cards":
        return "return standard role cards from your hand to the stacks"
    n = has(game, p, hook)
    return f"remove {'1 card' if n == 1 else 'any number of cards'} in hand from the game"


def use(game: Game, p: Player, key: str) -> Steps:
    """Use the ability of a ``use:<hook>`` option (or Cleanup's offer). It counts as used once
    a card was removed or returned; choosing none leaves it for later in the turn."""
    from .exotica import return_to_stacks

    hook = key.removeprefix(PREFIX)
    before = len(p.hand)
    if hook == "return_role_cards":
        yield from return_to_stacks(game, p, -1)
    else:
        n = min(has(game, p, hook), len(p.hand))
        opts = [Option(c, game.name(c), c) for c in p.hand]
        keys = yield from ask(game, p.seat, "rfg",
                              f"Remove up to {count(n, 'card')} in hand from the game?", opts,
                              0, n)
        rfg(game, p, keys)
    if len(p.hand) < before:
        p.turn.used_once.add(hook)


def cleanup_offers(game: Game, p: Player) -> Steps:
    """At the start of the Cleanup phase, before discarding and drawing, each ability not used
    yet this turn is offered one last time."""
    for hook in HOOKS:
        if usable(game, p, hook):
            yield from use(game, p, hook)
