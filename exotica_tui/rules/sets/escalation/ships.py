"""Escalation's ships beyond the fleet, and how a ship cost is paid (escalation.md §4, §6).

- Replenishing ship slots (Hostile planets, Elite Squadron) hold a token of their size, placed
  when the card comes into play and refilled at the start of the owner's turn (Replenish phase,
  §3 step 0); "the owner may spend it at any time as their own ship" (§6).
- A card in hand with ship icons "may be discarded from hand as if it were that ship" (§4.3);
  Destroyer Technology's two Fighter icons make it 2 Fighters. The same holds wherever an
  effect discards a resource or a Fighter (``hand_goods``, revision 3): trades, Defense
  Contract, Warfare Technology, Mercs for Hire.

Ruling: a ship cost is paid first with the cards the player chooses to discard, then with slot
tokens (they come back at the start of the owner's turn), then from the fleet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...attacks import pay_ships, price_text, spendable
from ...catalog import BASIC_RESOURCES
from ...decide import ask
from ...decision import Option
from ...effects import fill_replenishing, holders
from ...fleet import SIZE_NAMES
from ...kinds import K
from ...nothing import nothing
from ...ops import op
from ...optionkeys import hand_card, hand_key
from ...plugin import Steps
from ...symbols import has
from ...words import count

if TYPE_CHECKING:
    from ...catalog import Card, Effect
    from ...game import Game
    from ...state import Permanent, Player


# At most 1 Battlecruiser in play per player (§4.1, FAQ 6).
MAX_BATTLECRUISERS = 1


def slot_holders(game: Game, p: Player) -> list[tuple[Card, list[str | None]]]:
    """Cards in play with slots and their contents (``effects.holders``: face-up planets,
    permanents with slots)."""
    return [(card, res) for _, card, res in holders(game, p)]


def fill_slots(game: Game, pm: Permanent) -> None:
    """A permanent's replenishing slots are filled when it comes into play (§6, FAQ 29)."""
    card = game.card(pm.face)
    if card.slots and not pm.copy:
        pm.resources = [None] * len(card.slots)
        fill_replenishing(card, pm.resources)


def tokens(game: Game, p: Player, size: str) -> int:
    return sum(res.count(size) for _, res in slot_holders(game, p))


def icon_value(game: Game, card: str, size: str) -> int:
    return game.card(card).icons.count(size)


def hand_ships(game: Game, p: Player, size: str) -> int:
    return sum(icon_value(game, c, size) for c in p.hand)


def replenish(game: Game, p: Player) -> None:
    """Refill every empty replenishing slot of p's empire, each on its own (§6); of a planet
    conquered with Scorched Earth Policy the ship slots only (it "can never hold resources")."""
    scorched = {pl.card for pl in p.planets if pl.scorched}
    for key, card, res in holders(game, p):
        fill_replenishing(card, res, ships_only=key in scorched)


def pay(game: Game, p: Player, price: dict[str, int]) -> Steps:
    """Pay ``price`` with cards from hand (asked when one could help), then slot tokens,
    then the fleet."""
    for size, n in price.items():
        n -= yield from pay_with_cards(game, p, size, n)
        from_slots = min(n, tokens(game, p, size))
        taken = 0
        for _, res in slot_holders(game, p):
            for i, r in enumerate(res):
                if r == size and taken < from_slots:
                    res[i] = None
                    taken += 1
        p.fleet.add(size, -(n - from_slots))
    game.say(f"{p.name} pays {price_text(price)}.")


def pay_with_cards(game: Game, p: Player, size: str, n: int):
    """Ask which cards with ``size`` icons to discard toward n ships; return the ships paid."""
    cards = [c for c in p.hand if icon_value(game, c, size)]
    if not cards or n <= 0:
        return 0
    need = max(0, n - p.fleet.count(size) - tokens(game, p, size))

    def enough(keys: list[str]) -> str | None:
        worth = [icon_value(game, c, size) for c in keys]
        if sum(worth) < need:
            return f"discard cards worth at least {count(need, SIZE_NAMES[size])}"
        if worth and sum(worth) - min(worth) >= n:
            return "one of these cards is not needed"
        return None

    worths = sorted((icon_value(game, c, size) for c in cards), reverse=True)
    fewest = next(k for k in range(len(worths) + 1) if sum(worths[:k]) >= need)
    opts = [Option(c, f"{game.name(c)} (as {count(icon_value(game, c, size), SIZE_NAMES[size])})",
                   c) for c in cards]
    keys = yield from ask(game, p.seat, K.PAY_SHIPS,
                          f"Pay {count(n, SIZE_NAMES[size])}: discard which cards as ships?",
                          opts, fewest, min(n, len(opts)), check=enough)
    for c in keys:
        p.hand.remove(c)
        p.discard.append(c)
    if keys:
        game.say(f"{p.name} discards {', '.join(game.name(c) for c in keys)} as ships.")
    return min(n, sum(icon_value(game, c, size) for c in keys))


def traded_as(game: Game, card: str) -> str | None:
    """The resource a hand card may be traded as (§4.3: "Double Time with a Silicon icon can be
    traded as a Silicon resource"); an any-resource icon trades as the first basic type (the
    type matters only to trade bonuses)."""
    icon = next((i for i in game.card(card).icons if i not in SIZE_NAMES), None)
    return BASIC_RESOURCES[0] if icon == "any" else icon


def discarded_as(game: Game, card: str, fighter: bool) -> str | None:
    """What a hand card may be discarded as where an effect discards a resource or (``fighter``)
    a Fighter (§4.3): its resource (``traded_as``; a resource sells for at least as much),
    else a Fighter for a Fighter icon; None: neither."""
    res = traded_as(game, card)
    return res or ("fighter" if fighter and icon_value(game, card, "fighter") else None)


def hand_goods(game: Game, p: Player, fighter: bool) -> list[Option]:
    """Cards in hand that may be discarded as a resource or (``fighter``) a Fighter, each as one:
    an option ``hand/<card>`` (§4.3)."""
    return [Option(hand_key(c), f"{game.name(c)} from hand (as {as_words(what)})", c)
            for c in p.hand if (what := discarded_as(game, c, fighter))]


def as_words(what: str) -> str:
    return "a Fighter" if what == "fighter" else what.title()


def trade_goods(game: Game, p: Player) -> list[Option]:
    """Cards in hand with a resource icon, each tradeable as one resource; with Weapon
    Emporium ("trade Fighters as if they were resources") also those with a Fighter icon
    (rules revision 3), unless Mercs for Hire trades them as Crystal."""
    emporium = (game.config.rules_revision >= 3 and bool(has(game, p, "trade_fighters"))
                and not has(game, p, "trade_fighters_as_crystal"))  # Mercs sells it as Crystal
    return hand_goods(game, p, emporium)


def sell(game: Game, p: Player, key: str) -> str:
    """Discard the hand card of a ``hand_goods`` option; return what it was discarded as."""
    card = hand_card(key)
    p.hand.remove(card)
    p.discard.append(card)
    return discarded_as(game, card, True)


def spend_text(size: str, n: int) -> str:
    return count(n, SIZE_NAMES[size])


def exchange_text(e: Effect) -> str:
    """What a Fleet tile exchange pays and gains, for its action's label."""
    src, dst = e.what.split(">")
    each = " (repeatable)" if e.op == "exchange_ships_repeat" else ""
    return f"discard {spend_text(src, e.n)} for {spend_text(dst, 1)}{each}"


def exchange_reason(game: Game, p: Player, e: Effect, source: str | None) -> str | None:
    src, dst = e.what.split(">")
    if dst == "battlecruiser" and p.fleet.battlecruisers >= MAX_BATTLECRUISERS:
        return "you already have a Battlecruiser"
    if spendable(game, p, src) < e.n:
        return f"fewer than {spend_text(src, e.n)}"
    return None


@op("exchange_ships", "Exchange ships", "steady", 0.5, idle=exchange_reason)
def exchange_ships(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Fleet tile: discard n ships of one size to gain 1 of the next (§4.2)."""
    if reason := exchange_reason(game, p, e, source):
        nothing(game, p, reason)
        return
    yield from exchange(game, p, e.what, e.n, 1)


def exchange(game: Game, p: Player, what: str, n: int, times: int) -> Steps:
    src, dst = what.split(">")
    yield from pay_ships(game, p, {src: n * times})
    p.fleet.add(dst, times)
    game.say(f"{p.name} exchanges {spend_text(src, n * times)} for {spend_text(dst, times)}.")


@op("exchange_ships_repeat", "Exchange ships, repeatable", "steady", 0.5, idle=exchange_reason)
def exchange_ships_repeat(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Improved Fleet: "each 2 Fighters -> 1 Destroyer (repeatable within the action)"."""
    if reason := exchange_reason(game, p, e, source):
        nothing(game, p, reason)
        return
    src, dst = e.what.split(">")
    most = spendable(game, p, src) // e.n
    opts = [Option(str(k), f"{spend_text(src, k * e.n)} for {spend_text(dst, k)}")
            for k in range(1, most + 1)]
    (key,) = yield from ask(game, p.seat, K.SHIP_EXCHANGE, "Exchange how many?", opts)
    yield from exchange(game, p, e.what, e.n, int(key))
