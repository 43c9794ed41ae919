"""Start planets to choose from: a set's ``start_pool = "choice"`` tiles (Escalation's six).

escalation.md §2 step 4: "without scenarios, each player is dealt one base start planet and one
Escalation start planet tile, keeps one (face down) and returns the other to the box [JLN]"
(RECOMMENDED: implement the choice; BGA omits it). The first tile is the standard random deal
(``setup.build``); before the first turn each player is dealt one choice tile at random and, in
turn order from the start player, keeps one of the two.

Ruling, with Exotica: its standard start tiles (the Exotic Ombrix and Oomaru, and the Asteroid
tiles with ``asteroid_starts``) are in the standard pool beside the base tiles, so the first
tile may be one of them; the choice tile comes from the alternative pool of
exotica-reconstruction.md §4.2 (``in_choice_pool``). Scenarios replace the start planet
(§11.1): with scenarios nobody is offered a choice.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from .decide import ask
from .decision import Decision, Option
from .kinds import K
from .state import new_planet

if TYPE_CHECKING:
    from .catalog import Card
    from .config import GameConfig
    from .game import Game

Steps = Generator[Decision, list[str], None]


def choose_starts(game: Game) -> Steps:
    """Deal each player a choice tile beside their start planet; each keeps one."""
    s = game.s
    s.start_choice = False  # offered once, even if a test or bot restarts the flow meanwhile
    offered = choice_pool(game)
    if not offered:
        return
    n = len(s.players)
    dealt = s.rng.sample(offered, min(n, len(offered)))
    order = [s.players[(s.start_player + k) % n] for k in range(n)]
    for p in order:
        if p.seat >= len(dealt) or len(p.planets) != 1:
            continue
        own, tile = p.planets[0].card, dealt[p.seat]
        opts = [Option(c, label(game, c), c) for c in (own, tile)]
        (key,) = yield from ask(game, p.seat, K.START_PLANET_KEEP,
                                "Keep one start planet; the other returns to the box.", opts)
        if key == tile:
            s.box.remove(tile)
            s.box.append(own)
            p.lose_planet(p.planets[0])
            p.gain_planet(new_planet(game, tile), at=0)
        game.say(f"{p.name} keeps one of two start planets.")
        game.say(f"You keep {game.name(key)}.", p.seat)


def choice_pool(game: Game) -> list[str]:
    """The tiles in the box that may be dealt to choose from (``in_choice_pool``)."""
    return [c for c in game.s.box if in_choice_pool(game.config, game.card(c))]


def in_choice_pool(cfg: GameConfig, card: Card) -> bool:
    """exotica-reconstruction.md §4.2, with Escalation: "The alternative pool is Escalation's 6
    tiles, plus the promo's Ixthara Prime and Magrathea (section 6), plus Tumblestone and Kestrel
    Drift: 10 tiles". So with Exotica the Asteroid tiles (``alternative``, unless
    ``asteroid_starts`` put them in the standard pool) join the ``choice`` tiles, and with the
    Promo Pack its expensive Exotic tile (Ixthara Prime, kept in Exotica's file for its
    scenarios: ``scenario``) does too. Rules revision 3; before, the ``choice`` tiles only."""
    pool = card.start_pool
    if pool == "choice":
        return True
    if cfg.rules_revision < 3 or "escalation" not in cfg.sets:
        return False
    if pool == "alternative":
        return not cfg.asteroid_starts
    return pool == "scenario" and "exotica-promo" in cfg.sets


def label(game: Game, iid: str) -> str:
    """A start tile as the choice shows it: name, type, costs, symbols, slots."""
    from .catalog import PLANET_TYPE_NAMES

    c = game.card(iid)
    parts = [f"{PLANET_TYPE_NAMES[c.planet_type or 'A']}",
             f"attack {c.warfare_cost}, settle {c.colonize_cost}, {c.influence} influence"]
    if c.symbols:
        parts.append("symbols " + " ".join(c.symbols))
    if c.slots:
        parts.append("slot " + ", ".join(sl.resource for sl in c.slots))
    return f"{c.name} ({'; '.join(parts)})"
