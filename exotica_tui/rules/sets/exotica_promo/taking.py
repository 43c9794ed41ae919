"""The promo cards that take from a player, with the REPARATIONS each prints (the seed's
Technology Card Appendix): Mutagenesis (the victim may RECON the planet deck for an Asteroid and
put it face up into their empire) and Stolen Trade Secrets (the card goes to the victim's
discard pile). Escalation's reparations of 2 influence are not used: these cards print their own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...catalog import PLANET_TYPE_NAMES
from ...decide import ask
from ...decision import Option
from ...effects import fill_replenishing
from ...kinds import K
from ...ops import hook
from ...optionkeys import planet_key, planet_of_key
from ...plugin import Steps
from ...recon import planet_search, recon_options, restack_planets
from ...state import Permanent, new_planet, opponents
from ..exotica.hooks import leave_empire, planet_cards

if TYPE_CHECKING:
    from ...catalog import Effect
    from ...game import Game
    from ...state import Planet, Player


def planet_label(game: Game, owner: Player, pl: Planet, seat: int) -> tuple[str, str | None]:
    """How a planet in an empire is shown to ``seat``: a face-down planet of another player only
    by its type and costs (views.planet_view), so its card stays hidden."""
    card = game.card(pl.card)
    if pl.face_up or owner.seat == seat:
        side = "" if pl.face_up else ", face down"
        return f"{card.name} ({owner.name}{side})", pl.card
    kind = PLANET_TYPE_NAMES.get(card.planet_type or "", "")
    return f"{owner.name}'s face-down {kind} planet", None


@hook("mutagenesis")
def mutagenesis(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Mutagenesis: "Remove any 1 Planet in any player's Empire from the game. REPARATIONS:
    That player may RECON the Planet deck for 1 Asteroid and put it into their Empire face up."

    Any player includes you. Planets are face-up and face-down planet cards and start tiles, not
    face-up Asteroids (which are not Planets: Exotica, "Mining and Asteroids"). Colonies under it
    go to its owner's discard pile. Keys name seat and position, never a hidden card."""
    opts = []
    for q in [p, *opponents(game.players, p)]:
        for pl in planet_cards(game, q):
            label, shown = planet_label(game, q, pl, p.seat)
            opts.append(Option(planet_key(q.seat, q.planets.index(pl)), label, shown))
    if not opts:
        return
    (key,) = yield from ask(game, p.seat, K.REMOVE_PLANET,
                            "Mutagenesis: remove which planet from the game?", opts)
    seat, i = planet_of_key(key)
    victim = game.players[seat]
    pl = victim.planets[i]
    leave_empire(game, victim, pl, removed=True)
    game.say(f"{p.name} removes {game.name(pl.card)} from {victim.name}'s empire.")
    yield from asteroid_reparations(game, victim)


def asteroid_reparations(game: Game, victim: Player) -> Steps:
    """The victim may recon the planet deck and its discard pile for 1 Asteroid; the deck and
    discard pile are shuffled together (RECON) and the Asteroid comes face up into the
    empire, its replenishing slots filled (it comes into play; it is not settled or mined)."""
    cards, pool = planet_search(game, "asteroid")
    if not pool:
        game.say("There is no Asteroid to recon for the reparations.")
        return
    keys = yield from ask(game, victim.seat, K.RECON_PICK,
                          "Reparations: recon the planet deck for 1 Asteroid, face up into your "
                          "empire?", recon_options(game, pool), 0, 1)
    if not keys:
        return
    restack_planets(game, cards, keys)
    pl = new_planet(game, game.s.take_planet())
    victim.gain_planet(pl)
    victim.reveal(pl)
    fill_replenishing(game.card(pl.card), pl.resources)
    game.say(f"{victim.name} recons {game.name(pl.card)} face up into their empire.")


@hook("stolen_trade_secrets")
def stolen_trade_secrets(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Stolen Trade Secrets: "Take a Technology card from another player's Empire or discard
    pile and place it in your Empire or hand. REPARATIONS: Put Stolen Trade Secrets into that
    player's discard pile."

    Ruling: a permanent goes into your empire as it is (a copy stays a copy, resources stay; no
    "comes into play" ability fires), any other technology into your hand (base-game.md §4.7:
    permanents are in play, others in hand)."""
    opts = []
    for q in opponents(game.players, p):
        opts += [Option(f"{q.seat}/pm/{pm.card}", f"{game.name(pm.face)} ({q.name}'s empire)",
                        pm.face) for pm in q.permanents]
        opts += [Option(f"{q.seat}/discard/{c}", f"{game.name(c)} ({q.name}'s discard pile)", c)
                 for c in q.discard if game.card(c).kind == "tech"]
    if not opts:
        return
    (key,) = yield from ask(game, p.seat, K.STEAL_TECH,
                            "Stolen Trade Secrets: take which technology?", opts)
    seat, where, iid = key.split("/", 2)
    victim = game.players[int(seat)]
    if where == "pm":
        pm = victim.permanent(iid)
        victim.lose_permanent(pm)
        p.gain_permanent(pm)
        game.say(f"{p.name} takes {game.name(pm.face)} from {victim.name}'s empire into play.")
    else:
        victim.discard.remove(iid)
        game.say(f"{p.name} takes {game.name(iid)} from {victim.name}'s discard pile.")
        if game.card(iid).permanent:
            p.gain_permanent(Permanent(iid, iid))
        else:
            p.hand.append(iid)
    if source is not None and source in p.played:
        p.played.remove(source)
        victim.discard.append(source)
        game.say(f"{game.name(source)} goes to {victim.name}'s discard pile as reparations.")
