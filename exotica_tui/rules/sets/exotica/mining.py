"""Exotica's Mining tile and Asteroids: the mining action, the ``mine`` op, Junk Diver's delayed
mine, the Improved Mining upgrade and its extra Survey keep, and the Replenish phase.

Each function cites the Exotica rulebook passage it implements (``seeds/000_...txt``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decide import ask
from ...decision import Option
from ...effects import face_down, fill_replenishing, flip, planet_of
from ...kinds import K
from ...ops import fire, op
from ...optionkeys import IMPROVE_MINING, MINE
from ...plugin import Check, Steps
from ...symbols import has
from ...words import count

if TYPE_CHECKING:
    from ...catalog import Effect
    from ...game import Game
    from ...state import Planet, Player

MINE_KEY = MINE  # the grammar of option keys: rules/optionkeys.py


FACES = ("mining", "improved-mining")  # the Mining tile's faces, basic and improved


def tile_face(p: Player) -> str:
    """The catalog id of the face of p's Mining tile."""
    return FACES[p.mining == "improved"]


def replenish(game: Game, p: Player) -> None:
    """"At the very beginning of your turn, replenish any empty Replenishing slots in your
    Empire" (Gameplay, Replenish Phase)."""
    for pl in p.planets:
        if pl.face_up and not pl.scorched and game.facts(pl.card).replenishes:
            fill_replenishing(game.card(pl.card), pl.resources)
    for pm in p.permanents:
        if pm.copy:
            fill_replenishing(game.card(pm.copy), pm.resources)


def mineable(p: Player, game: Game) -> list[Planet]:
    return [pl for pl in face_down(p) if game.card(pl.card).is_asteroid]


def mining_action(game: Game, p: Player) -> list[Option]:
    """The Mining tile's action: "This action may be from a card in your hand, from your Mining
    tile, or from any face up Planets or Tech cards in your Empire" (Gameplay, Action Phase)."""
    if p.mining is None:
        return []
    for pl in p.planets:  # whether any is ``mineable``, at every action decision
        if not pl.face_up and game.facts(pl.card).asteroid:
            return [Option(MINE_KEY, "Mining: discard your hand, mine 1 face-down Asteroid")]
    return []


def mine_from_tile(game: Game, p: Player) -> Steps:
    """Discard your hand, then mine 1 Asteroid (the Mining tile)."""
    if p.hand:
        game.say(f"{p.name} discards their hand to mine.")
    p.discard += p.hand
    p.hand = []
    yield from mine(game, p)


def mine(game: Game, p: Player) -> Steps:
    """Flip a face-down Asteroid ignoring its costs; "when you mine" abilities trigger.
    Mining is neither Settle nor Attack (reconstruction reading 2.7.2)."""
    targets = mineable(p, game)
    if not targets:
        return
    opts = [Option(pl.card, f"Mine {game.name(pl.card)}", pl.card) for pl in targets]
    (key,) = yield from ask(game, p.seat, K.MINE_TARGET, "Mine which Asteroid?", opts)
    yield from flip(game, p, planet_of(p, key), "mine")
    yield from fire(game, p, "mine")


@op("mine", "Mine 1 Asteroid", "mine")
def _mine(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Mine now, or (Junk Diver, ``what = "after_role"``) after your Role phase."""
    if e.what == "after_role":
        p.turn.delayed_mines += e.n
    else:
        yield from mine(game, p)


def delayed_mines(game: Game, leader: Player) -> Steps:
    """Junk Diver: "After your Role phase, mine 1 Asteroid (at no cost)"."""
    for _ in range(leader.turn.delayed_mines):
        yield from mine(game, leader)
    leader.turn.delayed_mines = 0


UPGRADE_KEY = IMPROVE_MINING


def upgrade_option(game: Game, p: Player, x: int) -> list[Option]:
    """Improved Mining is bought with Research symbols in place of the role's technology."""
    cost = game.card(FACES[1]).cost
    if p.mining != "basic" or cost is None or x < cost:
        return []
    return [Option(UPGRADE_KEY, f"Upgrade to Improved Mining ({cost} R)")]


def upgrade(game: Game, p: Player) -> None:
    p.set_mining("improved")
    game.say(f"{p.name} upgrades to Improved Mining.")


def extra_asteroid_keep(game: Game, p: Player, looking: list[str],
                        planets: int = 1) -> tuple[int, Check]:
    """Improved Mining: "keep 1 Asteroid card each Survey role in addition to the chosen
    Planet card. Thus you can keep 1 Planet and 1 Asteroid (or no Planets and 2 Asteroids)."
    """
    extra = has(game, p, "survey_extra_asteroid")
    if not extra or not any(game.card(c).is_asteroid for c in looking):
        return 0, None

    def planets_limit(keys: list[str]) -> str | None:
        kept = sum(1 for k in keys if not game.card(k).is_asteroid)
        return (f"keep at most {count(planets, 'card')} that {'is' if planets == 1 else 'are'}"
                f" not an Asteroid" if kept > planets else None)

    return extra, planets_limit
