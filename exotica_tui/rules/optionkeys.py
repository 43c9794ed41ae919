"""The grammar of option keys that carry a structure (a prefix, a seat, a slot): built and
parsed here only. The rules that offer these options build their keys with these functions,
and the bots read a key through them, so neither side spells the grammar (issue 31 item 2).
Plain one-word keys (``skip``, ``none``, ``dissent``, a card's instance id) need no grammar.
"""

from __future__ import annotations

EMPIRE = "empire:"  # + instance id: the action printed on a planet or permanent in the empire
USE = "use:"  # + hook: a once-a-turn ability used now (rules/own_turn.py)
FOLLOW_AS = "follow:"  # + role: follow as another role (Freedom of Trade)
FIGHTER = "fighter/"  # + k: one of the fleet's Fighters traded (Weapon Emporium)
PRICE = "@"  # <attack key>@<i>: a further price of one attack (Primary Weapon)
# Escalation (rules/sets/escalation/)
FLEET_ACTION = "fleet:"  # + i: one of the Fleet tile's actions
FLEET_UPGRADE = "fleet-upgrade"  # the upgrade to Improved Fleet bought with Research symbols
SHIPS = "ships:"  # + card: the Fleet upgrade or a technology bought with ships
CAMPAIGN = "campaign:"  # + seat:i: Military Campaign takes another seat's planet
HAND = "hand/"  # + card: a card in hand spent as ships or resources (its icons)
MARKET = "market:"  # + holder/slot: a resource discarded as a symbol (Black Market)
FIGHTER_SYMBOL = "fighter-symbol:"  # + k, holder/slot or hand/card (Warfare Technology)
IMPROVED_FLEET = "fleet:"  # + seat: an Improved Fleet that Natural Order removes
# Exotica (rules/sets/exotica/)
MINE = "mine"  # the Mining tile's action
IMPROVE_MINING = "improve_mining"  # the upgrade to Improved Mining bought in Research


def _after(prefix: str, key: str) -> str | None:
    """What follows ``prefix`` in ``key``, or None when the key has another form."""
    return key[len(prefix):] if key.startswith(prefix) else None


def empire_key(iid: str) -> str:
    return EMPIRE + iid


def empire_card(key: str) -> str | None:
    """The planet or permanent (instance id) whose printed action an ``empire:`` key takes."""
    return _after(EMPIRE, key)


def use_key(hook: str) -> str:
    return USE + hook


def used_ability(key: str) -> str | None:
    """The hook of a ``use:`` key, or None."""
    return _after(USE, key)


def follow_as_key(role: str) -> str:
    return FOLLOW_AS + role


def followed_as(key: str) -> str | None:
    """The role a ``follow:`` key follows as, or None."""
    return _after(FOLLOW_AS, key)


def slot_key(holder: str, slot: int) -> str:
    """A resource on one slot of a holder (a planet, an Asteroid copy), to trade or discard."""
    return f"{holder}/{slot}"


def produce_key(holder: str, slot: int, resource: str) -> str:
    return f"{holder}/{slot}/{resource}"


def produced_resource(key: str) -> str:
    """The resource a Produce key puts on its slot."""
    return key.rsplit("/", 1)[1]


def fighter_key(what: int | str) -> str:
    """A Fighter traded: ``k`` of the fleet, or a slot's token (``slot_key``)."""
    return f"{FIGHTER}{what}"


def is_fighter(key: str) -> bool:
    """A Trade key that trades a Fighter (the fleet's or a slot's token)."""
    return key.startswith(FIGHTER)


def price_key(key: str, i: int) -> str:
    """The key of the ``i``-th price of an attack (the first is the attack's own key)."""
    return key if i == 0 else f"{key}{PRICE}{i}"


def is_further_price(key: str) -> bool:
    """An attack paid with a further price (Primary Weapon's Battlecruiser)."""
    return PRICE in key


def fleet_action_key(i: int) -> str:
    return f"{FLEET_ACTION}{i}"


def fleet_action(key: str) -> int | None:
    """Which of the Fleet tile's actions a key takes, or None."""
    rest = _after(FLEET_ACTION, key)
    return None if rest is None else int(rest)


def ships_key(card: str) -> str:
    return SHIPS + card


def bought_with_ships(key: str) -> bool:
    return key.startswith(SHIPS)


def bought_card(key: str) -> str:
    """The card a Research key buys with ships (``ships:``), else the key itself."""
    return key.removeprefix(SHIPS)


def campaign_key(seat: int, i: int) -> str:
    return f"{CAMPAIGN}{seat}:{i}"


def is_campaign(key: str) -> bool:
    return key.startswith(CAMPAIGN)


def campaign_seat(key: str) -> int:
    """The seat whose planet a Military Campaign key takes."""
    return int(key[len(CAMPAIGN):].split(":")[0])


def hand_key(card: str) -> str:
    return HAND + card


def hand_card(key: str) -> str | None:
    """The card in hand a ``hand/`` key spends, or None."""
    return _after(HAND, key)


def market_key(slot: str) -> str:
    return MARKET + slot


def fighter_symbol_key(what: str) -> str:
    """A Fighter spent as a Research symbol: ``k`` of the fleet, a slot, or ``hand/<card>``."""
    return FIGHTER_SYMBOL + what


def symbol_source(key: str) -> str | None:
    """What a boost or follow key spends besides a hand card played: "market" (a resource),
    "hand" (a card in hand with Fighter icons), "fighter" (a Fighter), else None."""
    if key.startswith(MARKET):
        return "market"
    if key.startswith(FIGHTER_SYMBOL):
        return "hand" if key[len(FIGHTER_SYMBOL):].startswith(HAND) else "fighter"
    return None


def permanent_key(seat: int, card: str) -> str:
    """A permanent in play of ``seat`` (Natural Order)."""
    return f"{seat}:{card}"


def improved_fleet_key(seat: int) -> str:
    return f"{IMPROVED_FLEET}{seat}"


def removed_permanent(key: str) -> tuple[int, str | None]:
    """(the seat, its permanent's instance id) a Natural Order key removes; None: the seat's
    Improved Fleet."""
    if key.startswith(IMPROVED_FLEET):
        return int(key[len(IMPROVED_FLEET):]), None
    seat, _, iid = key.partition(":")
    return int(seat), iid


def planet_key(seat: int, i: int) -> str:
    """The ``i``-th planet of ``seat`` (the Promo Pack's Mutagenesis)."""
    return f"{seat}/{i}"


def planet_of_key(key: str) -> tuple[int, int]:
    seat, i = key.split("/")
    return int(seat), int(i)
