"""Decision kinds, declared once: the name of each kind, who answers it, whether its options
are public, and what its option cards are. The rules ask with these names (``ask`` refuses an
undeclared kind); prompts, the handoff cover, bots and the simulator read the same table.

A leaf module: bots and widgets may import it. ``K`` members are strings, so a kind compares
equal to its name (``d.kind == "action"``) and saves, which hold only answers, are unaffected.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Literal

Who = Literal["active", "follower", "resolver", "each"]
Picks = Literal["choices", "cards", "planets", "targets"]


class K(StrEnum):
    ACTION = "action"
    PHASE_ORDER = "phase_order"
    ROLE = "role"
    BOOST = "boost"
    FOLLOW = "follow"
    FOLLOW_CARDS = "follow_cards"
    TRANSLATE = "translate"
    SURVEY_KEEP = "survey_keep"
    PERCEPTION_FILTER = "perception_filter"
    WARFARE_MODE = "warfare_mode"
    ATTACK_TARGET = "attack_target"
    COLONIZE_MODE = "colonize_mode"
    COLONY_TARGET = "colony_target"
    SETTLE_TARGET = "settle_target"
    PRODUCE = "produce"
    TRADE = "trade"
    RESEARCH = "research"
    RFG = "rfg"
    TAKE_ROLE = "take_role"
    CHOOSE_EFFECT = "choose_effect"
    NAME_RESOURCE = "name_resource"
    CLEANUP_DISCARD = "cleanup_discard"
    DISCARD_TO_LIMIT = "discard_to_limit"
    RETURN_ROLES = "return_roles"
    MINE_TARGET = "mine_target"
    RECON_PICK = "recon_pick"
    PLANET_FROM_DISCARD = "planet_from_discard"
    LIBRARY_KEEP = "library_keep"
    CHOOSE_ROLE_SYMBOL = "choose_role_symbol"
    COPY_TARGET = "copy_target"
    DISCARD = "discard"
    SCENARIO_PICK = "scenario_pick"
    START_PLANET = "start_planet"
    PAY_SHIPS = "pay_ships"
    SHIP_EXCHANGE = "ship_exchange"
    ANNEX_TARGET = "annex_target"
    REMOVE_PERMANENT = "remove_permanent"
    EXTRA_ROLE = "extra_role"
    TAKE_TECH = "take_tech"
    THOROUGH_SURVEY = "thorough_survey"
    MOVE_COLONIES = "move_colonies"
    COLONY_CARD = "colony_card"
    DEFENSE_CONTRACT = "defense_contract"
    START_PLANET_KEEP = "start_planet_keep"
    SABOTAGE_SYMBOL = "sabotage_symbol"
    REMOVE_PLANET = "remove_planet"
    STEAL_TECH = "steal_tech"
    WAITING = "waiting"  # a client's own (CLIENT_KINDS)


@dataclass(frozen=True, slots=True)
class Kind:
    """What every decision of one kind shares.

    ``who``: the player whose turn it is (active), a follower, whoever resolves the role or
    effect that asks (resolver: leader or follower), or every player in turn order at setup
    (each). ``public``: every option is a public fact (another seat may know them; cards being
    looked at are shown to all). ``picks``: what the options' cards are, for wording (planets
    to keep, targets in one's own empire, cards of a hand or pile, or plain choices).
    ``doing``: what the handoff cover says the player is to do, after "Ann: " (from public
    facts only: ``play.cover`` fills in "{role}", "{leader}", "{symbols}", "{hand}", "{n}").
    """

    kind: K
    who: Who
    public: bool
    picks: Picks = "choices"
    doing: str = ""


KINDS: dict[str, Kind] = {k.kind: k for k in (
    Kind(K.ACTION, "active", False, "cards", doing="play an action card, or none"),
    Kind(K.PHASE_ORDER, "active", True, doing="choose the order of the Action and Role phases"),
    Kind(K.ROLE, "active", True, doing="lead a role"),
    Kind(K.BOOST, "active", False, "cards", doing="boost {role}"),
    Kind(K.FOLLOW, "follower", True, doing="follow or dissent {role} ({leader} leads)"),
    Kind(K.FOLLOW_CARDS, "follower", False, "cards", doing="choose the cards to follow {role}"),
    Kind(K.TRANSLATE, "resolver", True, doing="use a translator for {role}?"),
    Kind(K.SURVEY_KEEP, "resolver", False, "planets", doing="keep surveyed planets"),
    Kind(K.PERCEPTION_FILTER, "resolver", False, "cards",
         doing="discard a planet to keep 1 more (Perception Filter)"),
    Kind(K.WARFARE_MODE, "resolver", True, doing="collect Fighters or attack"),
    Kind(K.ATTACK_TARGET, "resolver", False, "targets", doing="choose a planet to attack"),
    Kind(K.COLONIZE_MODE, "resolver", True, doing="add Colonies or settle a planet"),
    Kind(K.COLONY_TARGET, "resolver", False, "targets", doing="choose a planet to colonize"),
    Kind(K.SETTLE_TARGET, "resolver", False, "targets", doing="choose a planet to settle"),
    Kind(K.PRODUCE, "resolver", True, doing="choose the slots to produce in"),
    Kind(K.TRADE, "resolver", True, doing="choose what to trade"),
    Kind(K.RESEARCH, "resolver", True, "cards", doing="research with {symbols}"),
    Kind(K.RFG, "resolver", False, "cards", doing="choose cards to remove from the game"),
    Kind(K.TAKE_ROLE, "resolver", True, doing="take a role card"),
    Kind(K.CHOOSE_EFFECT, "resolver", True, doing="choose an effect"),
    Kind(K.NAME_RESOURCE, "resolver", True, doing="name a resource"),
    Kind(K.CLEANUP_DISCARD, "active", False, "cards", doing="discard cards before drawing up"),
    Kind(K.DISCARD_TO_LIMIT, "active", False, "cards",
         doing="discard down to your hand limit ({hand}, discard {n})"),
    Kind(K.RETURN_ROLES, "resolver", False, "cards", doing="return role cards to the stacks"),
    Kind(K.MINE_TARGET, "resolver", False, "targets", doing="choose an Asteroid to mine"),
    Kind(K.RECON_PICK, "resolver", False, "planets", doing="order planets for the deck top"),
    Kind(K.PLANET_FROM_DISCARD, "resolver", True, "planets",
         doing="take a planet from the discard pile"),
    Kind(K.LIBRARY_KEEP, "resolver", True, "cards", doing="keep a card (Library)"),
    Kind(K.CHOOSE_ROLE_SYMBOL, "resolver", True, doing="choose a role symbol"),
    Kind(K.COPY_TARGET, "resolver", True, doing="choose a card to copy"),
    Kind(K.DISCARD, "resolver", False, "cards", doing="choose cards to discard"),
    Kind(K.SCENARIO_PICK, "each", True, doing="choose a scenario"),
    Kind(K.START_PLANET, "each", True, "planets", doing="choose a start planet"),
    Kind(K.PAY_SHIPS, "resolver", False, "cards", doing="choose the ships to pay with"),
    Kind(K.SHIP_EXCHANGE, "resolver", True, doing="choose a ship exchange"),
    Kind(K.ANNEX_TARGET, "resolver", True, doing="choose a planet to annex"),
    Kind(K.REMOVE_PERMANENT, "resolver", True, doing="choose a permanent card to remove"),
    Kind(K.EXTRA_ROLE, "active", True, doing="decide on an additional Role phase"),
    Kind(K.TAKE_TECH, "resolver", True, "cards", doing="choose a technology to take"),
    Kind(K.THOROUGH_SURVEY, "resolver", True, doing="decide on a Thorough Survey"),
    Kind(K.MOVE_COLONIES, "resolver", True, "cards", doing="choose Colonies to move"),
    Kind(K.COLONY_CARD, "active", False, "cards", doing="choose a card to tuck as a Colony"),
    Kind(K.DEFENSE_CONTRACT, "active", True, doing="decide on a Defense Contract"),
    Kind(K.START_PLANET_KEEP, "each", False, "planets", doing="keep one of two start planets"),
    Kind(K.SABOTAGE_SYMBOL, "resolver", True, doing="choose a symbol to sabotage"),
    Kind(K.REMOVE_PLANET, "resolver", False, doing="choose a planet to remove"),
    Kind(K.STEAL_TECH, "resolver", True, "cards", doing="choose a technology to steal"),
)}
# Kinds no rule asks: a joined seat's stand-in for another seat's decision it waits for
# (``Decision.waiting_for``, read by net/client.py); ``ask`` refuses them.
CLIENT_KINDS: frozenset[str] = frozenset({K.WAITING})
assert set(KINDS) | CLIENT_KINDS == set(K) and not CLIENT_KINDS & set(KINDS), (
    "every kind is declared once")


def kinds_with(picks: Picks) -> frozenset[str]:
    return frozenset(k for k, info in KINDS.items() if info.picks == picks)
