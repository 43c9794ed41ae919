"""Taking planets from opponents (escalation.md §9.2, FAQ 12, 13):

- Annex: attack a face-down planet in an opponent's empire, paying its Warfare cost with the
  attacker's usual modifiers; the attacker never sees its front first (options name only its
  owner, type and price); Colonies under it go to the former owner's discard pile; it comes face
  up into the attacker's empire; its owner receives REPARATIONS.
- Military Campaign (passive): every attack may instead target an opponent's face-up planet
  (not an Asteroid) for 1 Battlecruiser plus Fighters equal to its influence, which is not a
  Warfare cost (no discounts); the planet moves as it is (resources, Scorched Earth: FAQ 5);
  the take is an attack, so what fires on an attack fires (Abundance; FAQ 13; rules revision
  3); its owner receives REPARATIONS.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...attacks import Target, attack_prices, can_pay, conquer, pay_ships, price_text
from ...catalog import PLANET_TYPE_NAMES
from ...decide import ask
from ...decision import Option
from ...effects import settled_or_attacked
from ...kinds import K
from ...nothing import nothing
from ...ops import declare_passives, op
from ...optionkeys import campaign_key, campaign_seat
from ...plugin import Steps
from ...state import opponents
from ...symbols import passive_card
from .reparations import reparations

if TYPE_CHECKING:
    from ...catalog import Effect
    from ...game import Game
    from ...state import Planet, Player

declare_passives("military_campaign", needs="ships")


def annex_targets(game: Game, p: Player) -> list[tuple[str, Player, Planet, dict[str, int]]]:
    """(key, owner, planet, price) of every opponent's face-down planet p can pay to attack."""
    out = []
    for q in opponents(game.players, p):
        for i, pl in enumerate(q.planets):
            if pl.face_up:
                continue
            for k, price in enumerate(attack_prices(game, p, pl)):
                if can_pay(game, p, price):
                    out.append((f"{q.seat}:{i}" + (f"@{k}" if k else ""), q, pl, price))
    return out


@op("annex", "Attack a face-down planet of an opponent", "attack", 1.0,
    idle=lambda game, p, e, source: None if annex_targets(game, p) else "no planet to annex")
def annex(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    targets = annex_targets(game, p)
    if not targets:
        nothing(game, p, "no opponent's face-down planet within reach")
        return
    opts = [Option(key, f"{q.name}'s {PLANET_TYPE_NAMES[game.card(pl.card).planet_type]} planet"
                        f" ({price_text(price)})") for key, q, pl, price in targets]
    (key,) = yield from ask(game, p.seat, K.ANNEX_TARGET, "Annex which planet?", opts)
    _, q, pl, price = next(t for t in targets if t[0] == key)
    yield from pay_ships(game, p, price)
    q.discard += pl.colonies
    pl.colonies, pl.colony_value = [], 0
    q.lose_planet(pl)
    p.gain_planet(pl)
    yield from conquer(game, p, pl)
    reparations(game, q, game.card(source))  # the card played


def campaign_targets(game: Game, p: Player) -> list[Target]:
    holder = passive_card(game, p, "military_campaign")
    if holder is None:
        return []
    ships = holder.passive("military_campaign").ships
    out = []
    for q in opponents(game.players, p):
        for i, pl in enumerate(q.planets):
            card = game.card(pl.card)
            price = {**ships, "fighter": card.influence}
            if pl.face_up and not card.is_asteroid and can_pay(game, p, price):
                out.append(Target(campaign_key(q.seat, i), f"{holder.name}: take {card.name}"
                                  f" from {q.name} ({price_text(price)})", pl.card, price, pl))
    return out


def campaign(game: Game, p: Player, target: Target) -> Steps:
    seat = campaign_seat(target.key)
    q = game.players[seat]
    q.lose_planet(target.planet)
    p.gain_planet(target.planet)
    game.say(f"{p.name} takes {game.name(target.planet.card)} from {q.name}.")
    if game.config.rules_revision >= 3:  # the take is an attack (Abundance)
        yield from settled_or_attacked(game, p)
    reparations(game, q, passive_card(game, p, "military_campaign"))
