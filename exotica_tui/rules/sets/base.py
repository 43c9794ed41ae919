"""The base game as a card set: its effect ops and passive abilities (base-game.md §6 action
texts, §8 technologies). The base turn itself is the engine (``rules/flow.py``, ``roles.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..attacks import attack
from ..colonies import colony_holders, settle, tuck_self
from ..decide import ask
from ..decision import Later, Option
from ..effects import (
    draw,
    gain_influence,
    planet_to_empire,
    pop_planet,
    produce,
    resource_types,
    rfg,
    take_from_stack,
    trade,
)
from ..idle import (
    all_idle,
    attack_reason,
    effects_reason,
    produce_reason,
    settle_reason,
    trade_reason,
)
from ..kinds import K
from ..nothing import TUCK
from ..ops import HOOKS, declare_passives, declare_turn_bonuses, describe, op, run
from ..own_turn import ability
from ..plugin import CardSet, Steps, register
from ..roletable import STACK_NAMES
from ..symbols import has
from ..words import count

if TYPE_CHECKING:
    from ..catalog import Effect
    from ..game import Game
    from ..state import Player, State



class Base(CardSet):
    """The base game: the engine's turn as it is. Setup rules that any set's cards drive live
    here: scenarios (``rules/scenarios.py``: the scenario cards of the sets in play) and start
    planets to choose from (``rules/starts.py``: tiles of the ``choice`` pool)."""

    id = "base"
    label = "the base game"
    setup_label = "Base"

    def deal_starts(self, game: Game, state: State) -> bool:
        if game.config.scenarios == "none":
            state.start_choice = True
            return False
        from ..scenarios import apply_scenarios

        apply_scenarios(game, state)
        return True

    def before_first_turn(self, game: Game) -> Steps:
        if game.s.scenario_setup:
            from ..scenarios import scenario_setup

            yield from scenario_setup(game)
        elif game.s.start_choice:
            from ..starts import choose_starts

            yield from choose_starts(game)

    def passive_cards(self, game: Game, p: Player) -> list:
        """The scenario card a player set up with."""
        return [game.catalog.scenarios[p.scenario]] if p.scenario is not None else []


register(Base())

declare_passives(
    "extra_actions", "free_phase_order", "final_extra_turn", "rfg_per_turn", "dissent_draw",
    "follow_leader_bonus", "follow_symbol_bonus", "warfare_discount", "research_cards_wild",
    "scorched_earth", "trade_fighters",
)
declare_turn_bonuses("produce_new_type", "trade_new_type", "trade_named_type")


@op("draw", "Draw {n}", "flat", 0.45, "card")
def _draw(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    draw(game, p, e.n)
    yield from ()


@op("collect_fighters", "Collect {n}", "fighters", noun="Fighter")
def _collect_fighters(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    p.fleet.add("fighter", e.n)
    game.say(f"{p.name} collects {count(e.n, 'Fighter')}.")
    yield from ()


@op("attack", "Attack {n}", "attack", noun="planet",
    idle=lambda game, p, e, source: attack_reason(game, p))
def _attack(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    yield from attack(game, p, e.n)


@op("settle", "Settle {n}", "settle", noun="planet",
    idle=lambda game, p, e, source: settle_reason(game, p))
def _settle(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    yield from settle(game, p, e.n)


@op("tuck_self", "Tuck this card as {n}", "tuck", 0.45, ("Colony", "Colonies"),
    idle=lambda game, p, e, source: None if colony_holders(game, p) else TUCK)
def _tuck_self(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    yield from tuck_self(game, p, source, e.n, e.what == "settle_if_ready")


@op("produce", "Produce {n}", "produce", 0.6, "resource",
    idle=lambda game, p, e, source: produce_reason(game, p))
def _produce(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    yield from produce(game, p, e.n)


@op("trade", "Trade {n}", "trade", 1.0, "resource",
    idle=lambda game, p, e, source: trade_reason(game, p))
def _trade(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    yield from trade(game, p, e.n)


@op("gain_influence", "Collect {n} influence", "flat", 1.0)
def _gain_influence(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    gain_influence(game, p, e.n, f"{p.name} collects {e.n} influence.")
    yield from ()


def rfg_hand_reason(game: Game, p: Player, e: Effect, source: str | None) -> str | None:
    if e.include_self or [c for c in p.hand if c != source]:
        return None
    return "no other card in hand to remove"


@op("rfg_hand", "Remove up to {n} in hand from the game", "rfg", 0.25, "card",
    idle=rfg_hand_reason)
def rfg_hand(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Remove up to n cards in hand from the game (optional); with ``include_self`` the card
    played may be one of them."""
    own = source if e.include_self and source is not None and source in p.played else None
    pool = list(p.hand) + ([own] if own is not None else [])
    if not pool:
        return
    hi = len(pool) if e.n < 0 else e.n
    opts = list(map(game.card_option, pool))
    keys = yield from ask(game, p.seat, K.RFG, f"Remove up to {count(hi, 'card')} from the game.",
                          opts, 0, hi)
    rfg(game, p, keys)


@op("rfg_self", "Remove this card from the game", "none")
def _rfg_self(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    if source is not None and source in p.played:
        rfg(game, p, [source])
    yield from ()


@op("take_role_cards", "Take {n} from the stacks", "flat", 0.6, "role card")
def take_role_cards(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Take role cards from the stacks into hand (Politics, Artificial Intelligence; FAQ 31)."""
    for _ in range(e.n):
        opts = [Option(k, f"{STACK_NAMES[k]} ({len(v)} left)", v[-1])
                for k, v in game.s.stacks.items() if v]
        if not opts:
            return
        (key,) = yield from ask(game, p.seat, K.TAKE_ROLE, "Take a role card from which stack?",
                                opts)
        p.hand.append(take_from_stack(game, key))
        game.say(f"{p.name} takes a {STACK_NAMES[key]} card into their hand.")


@op("choose", None, "choose",
    idle=lambda game, p, e, source: all_idle(effects_reason(game, p, o, source)
                                             for o in e.options))
def _choose(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Choose one of the effect's options; each one's idle mark is judged when read (Later).
    The decision's context names the card whose effect it is (``source``: a bot values the
    card's alternatives without matching their labels)."""
    opts = [Option(str(i), describe(o), idle=Later(effects_reason, game, p, o, source))
            for i, o in enumerate(e.options)]
    (key,) = yield from ask(game, p.seat, K.CHOOSE_EFFECT, "Choose one:", opts,
                            context={"source": source} if source is not None else None)
    yield from run(game, p, e.options[int(key)], source)


@op("planet_deck_to_empire", "Put the top planet into your empire face down", "new_planet")
def _planet_deck_to_empire(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    for _ in range(e.n):
        if e.what == "asteroid" and not asteroid_on_top(game):
            return
        top = pop_planet(game)
        if top is not None:
            planet_to_empire(game, p, top)
            game.say(f"{p.name} puts the top planet into their empire face down.")
    yield from ()


def asteroid_on_top(game: Game) -> bool:
    """Tractor Beam: "RECON the Planet deck for 1 Asteroid. Put that card into your Empire
    face-down" (Exotica rulebook, Technology Card Appendix). The recon puts an Asteroid on top
    whenever the deck or its discard pile holds one; when neither does there is no "that card"
    and nothing enters the empire. Rules revision 1 (old saves) took the top planet anyway."""
    if game.config.rules_revision < 2:
        return True
    top = game.s.planet_deck[-1:]
    return bool(top) and game.card(top[0]).is_asteroid


@op("turn_bonus", value="steady", weight=0.4)
def _turn_bonus(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Genetic Engineering, Diverse Markets, Specialization: a bonus for the rest of the turn
    (rules/effects.py ``produced`` and ``trade_bonus`` read it)."""
    p.turn.bonuses.add(e.what or "")
    if e.what == "trade_named_type":
        opts = [Option(r, r.title()) for r in resource_types(game)]
        (key,) = yield from ask(game, p.seat, K.NAME_RESOURCE, "Name a resource type.", opts)
        p.turn.named_resource = key


@op("delayed_attack", "Attack 1 planet after your Role phase", "delayed_attack", 0.6)
def _delayed_attack(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    p.turn.delayed_attacks += e.n
    yield from ()


@op("extra_action", "{n}", "steady", 0.4, "extra action")
def _extra_action(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    p.turn.extra_actions += e.n
    yield from ()


@op("hook", value="steady", weight=0.4)
def _hook(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """A card whose text is not a list of ops: the function its set declared for ``what``."""
    yield from HOOKS[e.what or ""](game, p, e, source)


def _streamlining_text(game: Game, p: Player) -> str:
    n = has(game, p, "rfg_per_turn")
    return f"remove {'1 card' if n == 1 else 'any number of cards'} in hand from the game"


@ability("rfg_per_turn", lambda game, c: True, _streamlining_text)
def streamlining(game: Game, p: Player) -> Steps:
    """Streamlining / Hyperefficiency: remove cards in hand from the game, once in your own turn
    (rules/own_turn.py; base-game.md FAQ 36)."""
    n = min(has(game, p, "rfg_per_turn"), len(p.hand))
    opts = list(map(game.card_option, p.hand))
    keys = yield from ask(game, p.seat, K.RFG,
                          f"Remove up to {count(n, 'card')} in hand from the game?", opts, 0, n)
    rfg(game, p, keys)
