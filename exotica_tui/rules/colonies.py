"""Colonies and settling (base-game.md §5.3): what a planet still needs, where a Colony may
be tucked (face-down planets, and with Escalation a Colony Ship), and the settle itself.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from .decide import ask
from .decision import Decision, Option
from .effects import face_down, flip, is_asteroid_discounted, planet_of
from .kinds import K
from .nothing import SETTLE, TUCK, nothing
from .state import Permanent, Planet
from .symbols import empire_symbols
from .words import count

if TYPE_CHECKING:
    from .game import Game
    from .state import Player

Steps = Generator[Decision, list[str], None]


def colonies_needed(game: Game, p: Player, pl: Planet) -> int | None:
    """Colonies still missing to settle; None if the planet can never be settled."""
    cost = game.card(pl.card).colonize_cost
    if cost is None:
        return None
    cost = max(0, cost - is_asteroid_discounted(game, p, pl))
    cost -= pl.colony_value + empire_symbols(game, p, "C")
    if cost > 0:  # colonies a card set lets p move onto it (Escalation's Colony Ship)
        cost -= sum(extra(game, p, pl) for extra in game.hooks.settle_help)
    return max(0, cost)


def colony_holders(game: Game, p: Player) -> list[Planet | Permanent]:
    """Where p may tuck Colonies: face-down planets that can be settled, and permanents that
    hold Colonies (passive ``holds_colonies``: Escalation's Colony Ship). A Hostile planet
    "cannot be Settled" (escalation.md §5, FAQ 9), so it takes no Colony (rules revision 3;
    revision 2 let it take Colonies that never settled it)."""
    planets = face_down(p)
    if game.config.rules_revision > 2:
        planets = [pl for pl in planets if game.card(pl.card).colonize_cost is not None]
    return [*planets, *(pm for pm in p.permanents
                        if game.card(pm.face).passive("holds_colonies"))]


def colony_options(game: Game, p: Player) -> list[Option]:
    """The options of a ``colony_target`` decision: each holder, with what a planet needs."""
    out = []
    for h in colony_holders(game, p):
        need = colonies_needed(game, p, h) if isinstance(h, Planet) else None
        more = f" (needs {need} more)" if need is not None else ""
        out.append(Option(h.card, f"Under {holder_name(game, h)}{more}", h.card))
    return out


def holder_name(game: Game, h: Planet | Permanent) -> str:
    """A planet's name, or the face in play of a permanent holding Colonies."""
    return game.name(h.face if isinstance(h, Permanent) else h.card)


def holder_of(p: Player, iid: str) -> Planet | Permanent:
    return next(h for h in (*p.planets, *p.permanents) if h.card == iid)


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
        (key,) = yield from ask(game, p.seat, K.SETTLE_TARGET, "Settle which planet?", opts)
        if key == "none":
            return
        yield from settle_flip(game, p, planet_of(p, key))


def settle_flip(game: Game, p: Player, pl: Planet) -> Steps:
    """Settle a planet whose cost is met; card sets first move colonies onto it (Colony Ship)."""
    for before in game.hooks.before_settle:
        yield from before(game, p, pl)
    yield from flip(game, p, pl, "settle")


def tuck(game: Game, p: Player, card: str, pl: Planet | Permanent, value: int) -> None:
    if card in p.played:
        p.played.remove(card)
    pl.colonies.append(card)
    pl.colony_value += value


def tuck_self(game: Game, p: Player, source: str | None, n: int, settle_now: bool) -> Steps:
    """Tuck the played card under a face-down planet as n Colonies (Colonize, Terraforming)."""
    if source is None or source not in p.played:
        return
    if not colony_holders(game, p):
        nothing(game, p, TUCK)
        return
    (key,) = yield from ask(game, p.seat, K.COLONY_TARGET,
                            f"Tuck {game.name(source)} as {n} Colony under which planet?",
                            colony_options(game, p))
    pl = holder_of(p, key)
    tuck(game, p, source, pl, n)
    game.say(f"{p.name} adds {count(n, 'Colony', 'Colonies')} to a planet.")
    if settle_now and isinstance(pl, Planet) and colonies_needed(game, p, pl) == 0:
        yield from settle_flip(game, p, pl)
