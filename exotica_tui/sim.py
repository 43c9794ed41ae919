"""``exotica sim``: many games with random legal answers, checking invariants after every answer.

Invariants: every card in exactly one zone, no negative counts, score breakdowns add up, the game
ends within a bound of decisions, and ``Game.replay(record)`` rebuilds the live game exactly.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable

from .rules import Game, GameConfig
from .rules.decision import Decision

MAX_DECISIONS = 20_000
Policy = Callable[[Game, Decision, random.Random], list[str]]


class InvariantError(AssertionError):
    pass


def random_answer(game: Game, d: Decision, rng: random.Random) -> list[str]:
    """Uniform over how many to pick, then uniform over which (and in which order)."""
    k = rng.randint(d.min, d.max)
    for _ in range(50):
        keys = rng.sample(d.keys(), k)
        if d.check is None or d.check(keys) is None:
            return keys
    return rng.sample(d.keys(), d.min)


PREFER = {"research": "none", "action": "skip", "follow": "dissent"}


def progress_answer(game: Game, d: Decision, rng: random.Random) -> list[str]:
    """Random, but buys a technology when one is affordable, takes actions and follows often:
    so that long random runs reach every card."""
    avoid = PREFER.get(d.kind)
    if avoid and d.min == d.max == 1 and len(d.options) > 1 and rng.random() < 0.9:
        return [rng.choice([k for k in d.keys() if k != avoid])]
    return random_answer(game, d, rng)


POLICIES: dict[str, Policy] = {"random": random_answer, "progress": progress_answer}


def all_cards(game: Game) -> Counter:
    return Counter(c for cards in game.zones().values() for c in cards)


def check_invariants(game: Game, expected: Counter) -> None:
    seen = all_cards(game)
    if seen != expected:
        extra = seen - expected
        missing = expected - seen
        raise InvariantError(f"card conservation broken: extra {dict(extra)}, missing "
                             f"{dict(missing)}")
    s = game.s
    if s.supply < 0 or any(p.fighters < 0 or p.influence < 0 for p in s.players):
        raise InvariantError("a negative count")
    for sc in game.scores():
        if sc.tokens + sc.planets + sc.techs + sc.other != sc.total:
            raise InvariantError(f"score breakdown of {sc.name} does not add up")


def play_one(config: GameConfig, policy: Policy, stats: dict, check: bool = True,
             stop_after: int | None = None) -> Game:
    """Play one game to its end, or stop it after ``stop_after`` answers."""
    game = Game.new(config)
    rng = random.Random(config.seed ^ 0x5EED)
    expected = all_cards(game)
    n = 0
    while not game.is_over and n != stop_after:
        d = game.pending
        stats["index"] = n
        keys = policy(game, d, rng)
        if d.kind == "research" and keys and keys[0] not in ("none", "improve_mining"):
            stats["researched"][keys[0]] += 1
        if d.kind == "action" and keys and keys[0] in game.s.players[d.player].hand:
            stats["played"][game.card(keys[0]).id] += 1
        game.answer(keys)
        n += 1
        if check:
            check_invariants(game, expected)
        if n > MAX_DECISIONS:
            raise InvariantError(f"no end after {MAX_DECISIONS} decisions")
    stats["decisions"] += n
    stats["turns"] += game.s.turn_no
    if check and Game.replay(game.record).digest() != game.digest():
        raise InvariantError("replaying the record does not rebuild the game")
    return game


def run(games: int, players: tuple[int, int], seed: int, sets: list[str],
        policy: str = "random", scenarios: str = "none", check: bool = True,
        on_game: Callable[[Game], None] | None = None, stop_after: int | None = None) -> dict:
    stats = {"decisions": 0, "turns": 0, "researched": Counter(), "played": Counter(), "index": 0}
    errors = []
    completed = 0
    lo, hi = players
    started = time.perf_counter()
    for i in range(games):
        n = lo + i % (hi - lo + 1)
        game_seed = seed * 1_000_003 + i
        config = GameConfig(players=[f"P{k + 1}" for k in range(n)], seed=game_seed, sets=sets,
                            scenarios=scenarios)
        try:
            game = play_one(config, POLICIES[policy], stats, check, stop_after)
        except Exception as exc:  # every failure is reported with what reproduces it
            errors.append({"seed": game_seed, "players": n, "decision": stats["index"],
                           "error": f"{type(exc).__name__}: {exc}"})
            continue
        completed += 1
        if on_game is not None:
            on_game(game)
    seconds = time.perf_counter() - started
    return {
        "games": games, "completed": completed, "errors": errors,
        "decisions": stats["decisions"], "seconds": round(seconds, 3),
        "mean_turns": round(stats["turns"] / completed, 2) if completed else 0,
        "researched": dict(sorted(stats["researched"].items())),
        "played": dict(sorted(stats["played"].items())),
    }
