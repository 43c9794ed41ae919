"""``exotica sim``: many games with random legal answers, checking invariants after every answer.

Invariants: every card in exactly one zone, no negative counts, score breakdowns add up, the game
ends within a bound of decisions, and ``Game.replay(record)`` rebuilds the live game exactly.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from concurrent.futures import as_completed
from dataclasses import dataclass, field

from .cluster import executor
from .rules import Game, GameConfig, symbols
from .rules.decision import Decision
from .rules.kinds import KINDS, K
from .rules.points import win_shares
from .sim_policies import progress_answer, random_answer, tech_of

MAX_DECISIONS = 20_000
Policy = Callable[[Game, Decision, random.Random], list[str]]


class InvariantError(AssertionError):
    pass


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
    counts = [n for p in s.players for n in (p.influence, *p.fleet.by_size().values())]
    if s.supply < 0 or min(counts) < 0:
        raise InvariantError("a negative count")
    for sc in game.scores():
        if sc.tokens + sc.planets + sc.techs + sc.other != sc.total:
            raise InvariantError(f"score breakdown of {sc.name} does not add up")
    d = game.pending
    if d is not None and not answers_as_declared(game, d):
        raise InvariantError(f"a {d.kind} decision is asked of seat {d.player}, not as its "
                             f"kind declares ({KINDS[d.kind].who})")


def answers_as_declared(game: Game, d: Decision) -> bool:
    """Whether the seat asked is the one the decision's kind says answers it (rules/kinds.py):
    the active player, a follower (another seat), or anyone resolving a role or effect."""
    who = KINDS[d.kind].who
    if who == "active":
        return d.player == game.s.active
    if who == "follower":
        return d.player != game.s.active
    return True


CHECKS = ("every", "end", "none")  # when the invariants are checked; replay: always at the end


def play_one(config: GameConfig, policy: Policy, stats: dict, check: str = "every",
             stop_after: int | None = None) -> Game:
    """Play one game to its end, or stop it after ``stop_after`` answers; check the invariants
    after every answer, at the end only, or never (``check``: one of ``CHECKS``), and that
    the record replays into the same game, always. Checking every answer also compares each
    counted empire a rule trusts with the state (``symbols.CHECK``, then on in this process)."""
    if check == "every":
        symbols.CHECK = True
    game = Game.new(config)
    rng = random.Random(config.seed ^ 0x5EED)
    expected = all_cards(game)
    n = 0
    while not game.is_over and n != stop_after:
        d = game.pending
        stats["index"] = n
        keys = policy(game, d, rng)
        if d.kind == K.RESEARCH and keys and (tech := tech_of(game, d, keys[0])):
            stats["researched"][tech] += 1
        if d.kind == K.ACTION and keys and keys[0] in game.s.players[d.player].hand:
            stats["played"][game.card(keys[0]).id] += 1
        game.answer(keys)
        n += 1
        if check == "every":
            check_invariants(game, expected)
        if n > MAX_DECISIONS:
            raise InvariantError(f"no end after {MAX_DECISIONS} decisions")
    stats["decisions"] += n
    stats["turns"] += game.s.turn_no
    if check == "end":
        check_invariants(game, expected)
    if Game.replay(game.record).digest() != game.digest():
        raise InvariantError("replaying the record does not rebuild the game")
    return game


def bot_policy(kinds: list[str], seed: int, think: float | None = None) -> Policy:
    """Seat k answered by a fresh bot of kind ``kinds[k]``, from its own view only; ``think``
    sets the expert's seconds per decision."""
    from .bots import make_bot

    table = [make_bot(f"{kind}:{think}" if think and kind == "expert" else kind, seed * 7 + k)
             for k, kind in enumerate(kinds)]
    return lambda game, d, rng: table[d.player].choose(game.view(d.player), d)


def seating(bots: list[str], i: int) -> list[str]:
    """The bot kind at each seat in game ``i``: the list rotated by one seat per game."""
    n = len(bots)
    return [bots[(k + i) % n] for k in range(n)]


class Tally:
    """Results per bot kind over a tournament: wins (a shared victory is split), scores."""

    def __init__(self) -> None:
        self.wins: Counter = Counter()
        self.points: Counter = Counter()
        self.seats: Counter = Counter()

    def add(self, game: Game, kinds: list[str]) -> None:
        self.add_scores(game.scores(), kinds)

    def add_scores(self, scores: list, kinds: list[str]) -> None:
        shares = win_shares(scores)
        for s in scores:
            kind = kinds[s.seat]
            self.seats[kind] += 1
            self.points[kind] += s.total
            if shares[s.seat]:  # (a bot that never won is not counted as a winner)
                self.wins[kind] += shares[s.seat]

    def report(self) -> dict:
        return {"wins_by_bot": {k: round(self.wins[k], 2) for k in self.seats},
                "mean_scores": {k: round(self.points[k] / self.seats[k], 2) for k in self.seats}}


@dataclass(frozen=True)
class Plan:
    """What every game of one ``run`` shares (sent once to each worker process)."""

    players: tuple[int, int]
    seed: int
    sets: list[str]
    policy: str = "random"
    check: str = "every"
    bots: list[str] | None = None
    stop_after: int | None = None
    think: float | None = None
    rules: Mapping[str, object] = field(default_factory=dict)  # RuleOptions, by name

    def seats(self, i: int) -> int:
        lo, hi = (len(self.bots), len(self.bots)) if self.bots else self.players
        return lo + i % (hi - lo + 1)

    def config(self, n: int, seed: int = 0) -> GameConfig:
        return GameConfig(players=[f"P{k + 1}" for k in range(n)], seed=seed, sets=self.sets,
                          **self.rules)  # type: ignore[arg-type]

    def refuse(self) -> None:
        """ValueError with one line for the player if the rules refuse a seat count."""
        for n in sorted({len(self.bots)} if self.bots else set(range(self.players[0],
                                                                     self.players[1] + 1))):
            self.config(n)  # ConfigError, a ValueError

    def kinds(self, i: int) -> list[str]:
        return seating(self.bots, i) if self.bots else []


def play_indexed(plan: Plan, i: int) -> tuple[dict, Game | None]:
    """Game ``i`` of ``plan``: its figures (picklable, for another process) and the game."""
    n = plan.seats(i)
    game_seed = plan.seed * 1_000_003 + i
    config = plan.config(n, game_seed)
    stats = {"decisions": 0, "turns": 0, "researched": Counter(), "played": Counter(),
             "index": 0}
    kinds = plan.kinds(i)
    try:
        answer = bot_policy(kinds, game_seed, plan.think) if plan.bots else POLICIES[plan.policy]
        game = play_one(config, answer, stats, plan.check, plan.stop_after)
    except Exception as exc:  # every failure is reported with what reproduces it
        stats["error"] = {"seed": game_seed, "players": n, "decision": stats["index"],
                          "error": f"{type(exc).__name__}: {exc}"}
        return stats, None
    stats["kinds"], stats["scores"], stats["record"] = kinds, game.scores(), game.record
    return stats, game


def play_remote(plan: Plan, i: int, record: bool) -> tuple[dict, None]:
    """``play_indexed`` in a worker process: the game comes back as its record only, and
    only if the caller reads the games (a record is most of what a worker sends back)."""
    stats = play_indexed(plan, i)[0]
    if not record:
        stats.pop("record", None)
    return stats, None


def in_order(plan: Plan, games: int, jobs: int, record: bool, ray: str | None = None,
             ) -> Iterator[tuple[dict, Game | None]]:
    """Each game's figures (and, in this process, the game) in the order of the games. With
    ``jobs`` > 1 (or a Ray cluster, ``cluster.py``) the games are spread over that many
    processes, and each result is yielded as soon as it and every earlier one have come back
    (so a progress bar moves as games end)."""
    pool = executor(jobs, ray)
    if pool is None:
        yield from (play_indexed(plan, i) for i in range(games))
        return
    with pool:
        futures = {pool.submit(play_remote, plan, i, record): i for i in range(games)}
        ready: dict[int, tuple[dict, None]] = {}
        nxt = 0  # the next game to yield
        try:
            for done in as_completed(futures):
                ready[futures[done]] = done.result()
                while nxt in ready:
                    yield ready.pop(nxt)
                    nxt += 1
        finally:  # stopped early (Ctrl-C): the games not begun are not played
            pool.shutdown(cancel_futures=True)


def run(games: int, players: tuple[int, int], seed: int, sets: list[str],
        policy: str = "random", check: str = "every",
        on_game: Callable[[Game], None] | None = None, bots: list[str] | None = None,
        stop_after: int | None = None, think: float | None = None, jobs: int = 1,
        progress: Callable[[Counter], None] | None = None, ray: str | None = None,
        **rules) -> dict:
    """Play ``games`` games. With ``bots`` (one kind per seat) it is a tournament: game i seats
    bot ``bots[(k + i) % n]`` at seat k, so every bot sits in every seat equally often.
    ``stop_after`` stops each game after that many answers; ``think`` is the expert's seconds
    per decision. ``jobs`` > 1 spreads the games over that many processes: the same games
    (each game's seed is its index's) and the same result, ``seconds`` aside; so does ``ray``,
    a Ray cluster's address (``cluster.py``). A seat count the
    rules refuse (5 without Escalation, unless the house variant) raises ValueError first.
    ``progress`` is called after each game, in the games' order, with the wins so far by bot
    kind (``progress.game_bar``). ``rules``: the options of game_options.RuleOptions (the
    scenarios, the house variant, ...), as ``GameConfig`` takes them."""
    plan = Plan(players, seed, sets, policy, check, bots, stop_after, think, rules)
    plan.refuse()
    jobs = min(jobs, games)  # a process for no game would only cost its start
    totals = {"decisions": 0, "turns": 0, "researched": Counter(), "played": Counter()}
    errors = []
    completed = 0
    tally = Tally()
    started = time.perf_counter()
    for stats, game in in_order(plan, games, jobs, on_game is not None, ray):
        for key in totals:
            totals[key] += stats[key]
        if "error" in stats:
            errors.append(stats["error"])
        else:
            completed += 1
            if bots:
                tally.add_scores(stats["scores"], stats["kinds"])
            if on_game is not None:
                on_game(game if game is not None else Game.replay(stats["record"]))
        if progress is not None:
            progress(tally.wins)
    seconds = time.perf_counter() - started
    result = {
        "games": games, "completed": completed, "errors": errors,
        "decisions": totals["decisions"], "seconds": round(seconds, 3),
        "mean_turns": round(totals["turns"] / completed, 2) if completed else 0,
        "researched": dict(sorted(totals["researched"].items())),
        "played": dict(sorted(totals["played"].items())),
    }
    if bots:
        result |= {"bots": list(bots)} | tally.report()
    return result
