"""Attacks and ship costs (base-game.md §5.4; escalation.md §4, §5).

An attack pays a price in ships by size. In the base game and Exotica it is the planet's
Fighters less discounts; a card set may change the prices (Escalation: ship costs, the
Battlecruiser's discount, Primary Weapon), add ships that may be spent besides the fleet (slot
tokens, cards in hand with ship icons), pay its own way, and add targets outside the attacker's
own face-down planets (Military Campaign: opponents' face-up planets).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from .decide import ask
from .decision import Decision, Option
from .effects import attack_cost, face_down, flip
from .fleet import SIZE_NAMES
from .kinds import K
from .nothing import attack_text, nothing
from .optionkeys import price_key
from .symbols import has
from .words import count

if TYPE_CHECKING:
    from .game import Game
    from .plugin import CardSet
    from .state import Planet, Player

Steps = Generator[Decision, list[str], None]
Price = dict[str, int]


@dataclass(frozen=True, slots=True)
class Target:
    """One attack p may pay for now: the option it is, and who resolves it (None: the base
    attack of one of p's face-down planets; else the card set that offered it)."""

    key: str
    label: str
    card: str | None
    price: Price
    planet: Planet | None = None
    owner: CardSet | None = None


def attack_prices(game: Game, p: Player, pl: Planet) -> list[Price]:
    """Each way p may pay to attack pl, as ships by size; none if it cannot be attacked. The
    base cost is its Fighters (§5.4); a card set may change it (Escalation's ship costs)."""
    fighters = attack_cost(game, p, pl)
    for attack_prices in game.hooks.attack_prices:
        prices = attack_prices(game, p, pl, fighters)
        if prices is not None:
            return prices
    return [] if fighters is None else [{"fighter": fighters}]


def spendable(game: Game, p: Player, size: str) -> int:
    """Ships of one size p could spend now: the fleet's and what card sets add (Escalation:
    tokens on replenishing slots, cards in hand with ship icons)."""
    n = p.fleet.count(size)
    for more in game.hooks.spendable:  # plain loops: asked for every attack judged
        n += more(game, p, size)
    return n


def can_pay(game: Game, p: Player, price: Price) -> bool:
    return all(spendable(game, p, size) >= n for size, n in price.items())


def pay_ships(game: Game, p: Player, price: Price) -> Steps:
    """Pay a ship cost: card sets first pay parts of it from their own means (the Promo Pack's
    Mercs for Hire), then a card set may pay the rest its own way (Escalation), else the fleet
    does."""
    for pay_first in game.hooks.pay_first:
        price = pay_first(game, p, price)
    for pay_ships in game.hooks.pay_ships:
        if (yield from pay_ships(game, p, price)):
            return
    for size, n in price.items():
        p.fleet.add(size, -n)


def price_text(price: Price) -> str:
    return " + ".join(count(n, SIZE_NAMES[s]) for s, n in price.items() if n) or "nothing"


def priced(game: Game, p: Player, pl: Planet, key: str) -> list[tuple[str, Price]]:
    """(key, price) of each price of attacking pl that p can pay now; the first price has
    ``key``, a further one (Escalation's Primary Weapon) ``<key>@<i>``."""
    return [(price_key(key, k), price)
            for k, price in enumerate(attack_prices(game, p, pl)) if can_pay(game, p, price)]


def attackable(game: Game, p: Player) -> list[Target]:
    """Every attack p can pay for now: p's face-down planets, then the card sets' targets."""
    out = [Target(key, f"Attack {game.name(pl.card)} ({price_text(price)})", pl.card, price, pl)
           for pl in face_down(p) for key, price in priced(game, p, pl, pl.card)]
    for targets in game.hooks.attack_targets:
        out += [replace(t, owner=targets.__self__) for t in targets(game, p)]
    return out


def can_attack(game: Game, p: Player) -> bool:
    """Whether ``attackable`` holds any attack (without naming and pricing each: the rules ask
    at every Warfare role and every attack action)."""
    for pl in face_down(p):
        for price in attack_prices(game, p, pl):
            if can_pay(game, p, price):
                return True
    return any(targets(game, p) for targets in game.hooks.attack_targets)


def attack(game: Game, p: Player, n: int) -> Steps:
    """Attack up to n planets, paying the price of each (§5.4)."""
    for i in range(n):
        can = attackable(game, p)
        if not can:
            if i == 0:
                nothing(game, p, attack_text(p))
            return
        opts = [Option(t.key, t.label, t.card) for t in can]
        opts.append(Option("none", "Attack nothing"))
        (key,) = yield from ask(game, p.seat, K.ATTACK_TARGET, "Attack which planet?", opts)
        if key == "none":
            return
        target = next(t for t in can if t.key == key)
        yield from pay_ships(game, p, target.price)
        if target.owner is not None:
            yield from target.owner.conquer(game, p, target)
        else:
            yield from conquer(game, p, target.planet)


def conquer(game: Game, p: Player, pl: Planet) -> Steps:
    """A paid attack turns p's face-down planet face up (Scorched Earth leaves a Fighter)."""
    if has(game, p, "scorched_earth"):
        pl.scorched = True
    yield from flip(game, p, pl, "attack")
