"""The turn loop: (replenish,) action, role and cleanup phases, and the end of the game.

Base: base-game.md §4 and §9. Exotica rewrites the turn ("Gameplay"): a replenish phase first,
cards played in the action and role phases are set aside and reach the discard pile at the start
of the leader's cleanup, and after the end triggers the round is completed and one more full
round is played ("Final Round").
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from . import exotica, own_turn
from .decision import Decision, Option
from .effects import discard_from_hand, draw, hand_limit, run
from .game import ask
from .idle import effects_reason
from .roles import after_role, role_phase
from .state import Turn
from .symbols import has
from .words import count

if TYPE_CHECKING:
    from .game import Game
    from .state import Player

Steps = Generator[Decision, list[str], None]


def play(game: Game) -> Steps:
    s = game.s
    if s.scenario_setup:
        from .scenarios import scenario_setup

        yield from scenario_setup(game)
    n = len(s.players)
    last_seat = (s.start_player - 1) % n
    while True:
        s.turn_no += 1
        p = s.players[s.active]
        yield from turn(game, p)
        if s.end_triggered and s.active == last_seat and (s.turn_no - 1) // n >= s.last_round:
            break
        s.active = (s.active + 1) % n
    for k in range(n):  # Logistics (errata): one additional turn at the end of the game
        p = s.players[(s.start_player + k) % n]
        if has(game, p, "final_extra_turn"):
            s.turn_no += 1
            s.active = p.seat
            game.say(f"{p.name} takes an additional turn (Logistics).")
            yield from turn(game, p)
    s.over = True
    game.say("The game is over.")


def turn(game: Game, p: Player) -> Steps:
    p.turn = Turn()
    game.say(f"Turn {game.s.turn_no}: {p.name}.")
    yield from exotica.replenish_phase(game, p)
    role_first = False
    if has(game, p, "free_phase_order"):
        opts = [Option("action", "Action phase first"), Option("role", "Role phase first")]
        (key,) = yield from ask(game, p.seat, "phase_order", "Which phase first?", opts)
        role_first = key == "role"
    if role_first:
        yield from role_phase(game, p)
        yield from action_phase(game, p)
        yield from after_role(game, p)
    else:
        yield from action_phase(game, p)
        yield from role_phase(game, p)
    yield from cleanup(game, p)
    p.turns_taken += 1
    p.turn = Turn()  # "for the rest of this turn" effects end here, not on others' turns


def action_phase(game: Game, p: Player) -> Steps:
    """Take one action (more with Productivity or cards granting extra actions), or none."""
    taken = 0
    while taken < 1 + has(game, p, "extra_actions") + p.turn.extra_actions:
        idle: dict[str, str | None] = {}  # per catalog card: copies in hand are judged once
        for c in p.hand:
            card = game.card(c)
            if card.action and card.id not in idle:
                idle[card.id] = effects_reason(game, p, card.action, c)
        opts = [Option(c, f"{game.name(c)}: {game.card(c).text}", c, idle[game.card(c).id])
                for c in p.hand if game.card(c).action]
        opts += exotica.empire_actions(game, p)
        if not opts:
            return
        opts.append(Option("skip", "Take no action" if not taken else "Take no more actions"))
        opts += own_turn.options(game, p)
        (key,) = yield from ask(game, p.seat, "action", "Play an action?", opts)
        if key == "skip":
            return
        if key.startswith(own_turn.PREFIX):
            yield from own_turn.use(game, p, key)
            continue
        taken += 1
        if key in p.hand:
            p.hand.remove(key)
            p.played.append(key)
            game.say(f"{p.name} plays {game.name(key)} for its action.")
            yield from run(game, p, game.card(key).action, key)
            if not game.config.exotica and key in p.played:  # base: straight to the discard
                p.played.remove(key)
                p.discard.append(key)
        else:
            yield from exotica.empire_action(game, p, key)


def cleanup(game: Game, p: Player) -> Steps:
    """Set-aside cards of every player to their discard piles, then reconcile the hand (§4.4)."""
    for q in game.players:
        q.discard += q.played
        q.played = []
    yield from own_turn.cleanup_offers(game, p)
    if p.hand:
        opts = [Option(c, game.name(c), c) for c in p.hand]
        keys = yield from ask(game, p.seat, "cleanup_discard", "Discard any cards before drawing?",
                              opts, 0, len(opts))
        discard_from_hand(game, p, keys)
    limit = hand_limit(game, p)
    if len(p.hand) < limit:
        draw(game, p, limit - len(p.hand))
    elif len(p.hand) > limit:
        k = len(p.hand) - limit
        opts = [Option(c, game.name(c), c) for c in p.hand]
        keys = yield from ask(game, p.seat, "discard_to_limit",
                              f"Discard {count(k, 'card')} down to your hand limit of {limit}.",
                              opts, k, k)
        for c in keys:
            p.hand.remove(c)
            p.discard.append(c)
