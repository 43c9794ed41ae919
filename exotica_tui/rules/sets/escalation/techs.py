"""Escalation technologies whose text is not a plain list of base ops (escalation.md §9.2):
the ``extra_role_phase`` and ``recon_deck`` ops, and the hooks of Scientific Discovery,
Industrial Espionage and Specialized Production. Each function cites the card it implements.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decide import ask
from ...decision import Option
from ...effects import resource_types
from ...kinds import K
from ...ops import declare_passives, hook, op
from ...plugin import Steps
from ...recon import recon_deck
from ...research import gain_tech

if TYPE_CHECKING:
    from ...catalog import Effect
    from ...game import Game
    from ...state import Player

declare_passives(
    "extra_role_phase",  # Well Oiled Machine: an additional Role phase each turn
    "follow_produce_as_trade",  # Freedom of Trade
    "second_purchase",  # Scientific Method
    "survey_cards_boost_any",  # Wealth of Knowledge
    "fighters_as_research",  # Warfare Technology
    "resources_as_symbols",  # Black Market
    "holds_colonies",  # Colony Ship
    "colony_per_turn",  # Colony Ship's +1 Colony once per turn
)
declare_passives("thorough_survey", needs="keep")  # Thorough Survey: planets more to keep
declare_passives("defense_contract", needs="influence")  # Defense Contract: influence collected

@op("extra_role_phase", "Take {n} this turn", "steady", 1.2, "additional Role phase")
def _extra_role_phase(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Elevated Incentives: "Take an additional Role phase this turn" (after this turn's Role
    phase: ``phases.py``)."""
    p.turn.extra_roles += e.n
    game.say(f"{p.name} will take an additional Role phase this turn.")
    yield from ()


@op("recon_deck", "Recon your deck for {n}", "steady", 0.4, "card")
def _recon_deck(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Synthesize: "RECON your deck for any 1 card" (deck and discard pile, escalation.md
    §9.2); the card's next op, "Draw 1 card", then draws it."""
    yield from recon_deck(game, p, e.n)


@hook("scientific_discovery")
def scientific_discovery(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Scientific Discovery: "Take any Tech card costing 3 Research or less and put it into
    your hand. You do not need the planet prerequisites." A permanent goes straight into play
    (escalation.md FAQ 16); either face of a double-sided card may be taken. The card gives the
    highest cost as its effect's ``n``."""
    faces = []
    for pile in game.s.techs.values():
        for iid in pile:
            card = game.card(iid)
            for face in [card] + ([game.card(card.other_face)] if card.other_face else []):
                if face.cost is not None and face.cost <= e.n:
                    faces.append(face)
    if not faces:
        game.say(f"There is no technology costing {e.n} Research or less left.")
        return
    seen: dict[str, Option] = {}
    for f in faces:
        seen.setdefault(f.id, Option(f.id, f"{f.name}{' (permanent)' if f.permanent else ''}",
                                     f.id))
    (key,) = yield from ask(game, p.seat, K.TAKE_TECH,
                            "Scientific Discovery: take which technology?", list(seen.values()))
    yield from gain_tech(game, p, key)


@hook("industrial_espionage")
def industrial_espionage(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Industrial Espionage: "Each opponent must return 1 Influence token to the supply" (one
    who has none returns nothing; the end of the game, once triggered, stays triggered:
    escalation.md FAQ 14). The card's next op collects 1 influence."""
    for q in game.players:
        if q is not p and q.influence > 0:
            q.influence -= 1
            game.s.supply += 1
            game.say(f"{q.name} returns 1 influence to the supply.")
    yield from ()


@hook("specialized_production")
def specialized_production(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Specialized Production: "Choose a resource type. Collect 1 Influence for each resource of
    that type you produce this turn" (``effects.produced``). Ruling: those produced after the
    card is played, for the rest of your own turn, like Genetic Engineering."""
    opts = [Option(r, r.title()) for r in resource_types(game)]
    (key,) = yield from ask(game, p.seat, K.NAME_RESOURCE, "Name a resource type.", opts)
    p.turn.produce_named = key
    game.say(f"{p.name} names {key.title()}.")
