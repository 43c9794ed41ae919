"""The turn loop: (replenish,) action, role and cleanup phases, and the end of the game.

Base: base-game.md §4 and §9. Card sets change the turn through their plug-ins (rules/sets/),
asked here at fixed moments; this loop names none. Exotica rewrites the turn ("Gameplay"): a
replenish phase first, cards played in the action and role phases are set aside and reach the
discard pile at the start of the leader's cleanup, and after the end triggers the round is
completed and one more full round is played ("Final Round").
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from . import own_turn
from .decide import ask, decide
from .decision import Decision, Later, Option
from .effects import discard_from_hand, draw, hand_limit
from .idle import effects_reason
from .kinds import K
from .ops import fire, run
from .optionkeys import empire_card, empire_key, used_ability
from .roles import after_role, role_phase
from .state import Turn
from .symbols import has
from .words import count

if TYPE_CHECKING:
    from .game import Game
    from .state import Player

Steps = Generator[Decision, list[str], None]
# Asked at every turn, read once (an Enum class's attributes are slow to read: rules/roles.py)
ASK_ACTION, ASK_CLEANUP = K.ACTION, K.CLEANUP_DISCARD


def play(game: Game) -> Steps:
    s = game.s
    for before_first_turn in game.hooks.before_first_turn:
        yield from before_first_turn(game)
    n = len(s.players)
    last_seat = (s.start_player - 1) % n
    while True:
        s.turn_no += 1
        p = s.players[s.active]
        yield from turn(game, p)
        seats: set[int] = set()
        for winners in game.hooks.winners:
            seats.update(winners(game))
        if seats:
            won = s.victors = sorted(seats)
            names = " and ".join(s.players[seat].name for seat in won)
            game.say(f"{names} {'wins' if len(won) == 1 else 'win'} the game at once.")
            s.over = True
            game.say("The game is over.")
            return
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
    for turn_start in game.hooks.turn_start:  # Exotica: the Replenish phase
        yield from turn_start(game, p)
    if p.permanents:  # the triggers of permanents in play (none: no generator made)
        yield from fire(game, p, "turn_start")
    role_first = False
    if has(game, p, "free_phase_order"):
        opts = [Option("action", "Action phase first"), Option("role", "Role phase first")]
        (key,) = yield from ask(game, p.seat, K.PHASE_ORDER, "Which phase first?", opts)
        role_first = key == "role"
    if role_first:
        yield from role_phase(game, p)
        yield from action_phase(game, p)
        yield from after_role(game, p)
    else:
        yield from action_phase(game, p)
        yield from role_phase(game, p)
    if game.hooks.extra_role_phase:  # (sets that give none make no generator for it)
        yield from more_role_phases(game, p)
    yield from cleanup(game, p)
    p.turn = Turn()  # "for the rest of this turn" effects end here, not on others' turns


def more_role_phases(game: Game, p: Player) -> Steps:
    """The additional Role phases card sets give p after the turn's phases, each a full Role
    phase with followers (Escalation: Elevated Incentives; escalation.md §3, FAQ 23)."""
    while (yield from extra_role_phase(game, p)):
        yield from role_phase(game, p)


def extra_role_phase(game: Game, p: Player) -> Generator[Decision, list[str], bool]:
    for extra in game.hooks.extra_role_phase:
        if (yield from extra(game, p)):
            return True
    return False


def action_phase(game: Game, p: Player) -> Steps:
    """Take one action (more with Productivity or cards granting extra actions), or none."""
    taken = 0
    while taken < 1 + has(game, p, "extra_actions") + p.turn.extra_actions:
        idle: dict[str, Later] = {}  # per catalog card: copies in hand are judged once
        opts = []
        for c in p.hand:
            f = game.facts(c)  # its action's label made once (rules/indexes.py)
            if f.action_label is not None:
                later = idle.get(f.id)
                if later is None:  # judged when read (Later)
                    later = idle[f.id] = Later(effects_reason, game, p, game.card(c).action, c)
                opts.append(Option(c, f.action_label, c, later))
        owner = {}  # what the card sets offer (Mining), by key; plain loops: at every action
        for actions in game.hooks.actions:
            for o in actions(game, p):
                owner[o.key] = actions.__self__
                opts.append(o)
        opts += empire_actions(game, p)
        if not opts:
            return
        opts.append(SKIP_MORE if taken else SKIP)
        opts += own_turn.options(game, p)
        d = decide(game, p.seat, ASK_ACTION, "Play an action?", opts)
        (key,) = d if d.__class__ is list else (yield d)
        if key == "skip":
            return
        if (hook := used_ability(key)) is not None:
            yield from own_turn.use(game, p, hook)
            continue
        taken += 1
        if key in p.hand:
            p.hand.remove(key)
            p.played.append(key)
            game.say(f"{p.name} plays {game.name(key)} for its action.")
            yield from run(game, p, game.card(key).action, key)
            if key in p.played and not game.hooks.sets_aside_actions:
                p.played.remove(key)  # base: straight to the discard
                p.discard.append(key)
        elif key in owner:
            yield from owner[key].act(game, p, key)
        else:
            yield from empire_action(game, p, key)


SKIP = Option("skip", "Take no action")  # shared: an Option never changes
SKIP_MORE = Option("skip", "Take no more actions")


def empire_actions(game: Game, p: Player) -> list[Option]:
    """Actions printed on face-up planets and permanents in the empire (Exotica rulebook,
    Gameplay, Action Phase). Printed empire actions are "limited to once per action", so they
    are offered again for each action taken."""
    opts = []
    for pl in p.planets:
        if pl.face_up and game.facts(pl.card).action_label is not None:
            opts.append(Option(empire_key(pl.card), f"{game.name(pl.card)} (empire action)",
                               pl.card))
    for pm in p.permanents:
        if game.facts(pm.copy or pm.face).action_label is not None:
            opts.append(Option(empire_key(pm.card), f"{game.name(pm.face)} (empire action)",
                               pm.card))
    return opts


def empire_action(game: Game, p: Player, key: str) -> Steps:
    """The log names the planet or permanent that acts, as it names a hand card played for its
    action (a line more: rules revision 3)."""
    iid = empire_card(key)
    pm = p.permanent(iid)
    card = game.card(pm.copy or pm.face) if pm else game.card(iid)
    if game.config.rules_revision >= 3:
        game.say(f"{p.name} uses {game.name(pm.face if pm else iid)} for its action.")
    yield from run(game, p, card.action, None)


def cleanup(game: Game, p: Player) -> Steps:
    """Set-aside cards of every player to their discard piles, then reconcile the hand (§4.4)."""
    for q in game.s.players:
        q.discard += q.played
        q.played = []
    yield from own_turn.cleanup_offers(game, p)
    if p.hand:
        opts = list(map(game.card_option, p.hand))
        d = decide(game, p.seat, ASK_CLEANUP, "Discard any cards before drawing?", opts, 0,
                   len(opts))
        keys = d if d.__class__ is list else (yield d)
        discard_from_hand(game, p, keys)
    limit = hand_limit(game, p)
    if len(p.hand) < limit:
        draw(game, p, limit - len(p.hand))
    elif len(p.hand) > limit:
        k = len(p.hand) - limit
        opts = list(map(game.card_option, p.hand))
        keys = yield from ask(game, p.seat, K.DISCARD_TO_LIMIT,
                              f"Discard {count(k, 'card')} down to your hand limit of {limit}.",
                              opts, k, k)
        for c in keys:
            p.hand.remove(c)
            p.discard.append(c)
