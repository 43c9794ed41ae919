"""``exotica sim``: many games with random legal answers, checking invariants after every answer.

Invariants: every card in exactly one zone, no negative counts, score breakdowns add up, the game
ends within a bound of decisions, and ``Game.replay(record)`` rebuilds the live game exactly.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from dataclasses import dataclass

from pydantic import ValidationError

from .rules import Game, GameConfig
from .rules.attacks import attackable
from .rules.config import problem
from .rules.decision import Decision
from .rules.effects import colonies_needed
from .rules.kinds import KINDS, K
from .rules.research import affordable
from .rules.roletable import STACK_OF
from .rules.symbols import card_value, empire_symbols

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


PREFER = {K.RESEARCH: "none", K.ACTION: "skip", K.FOLLOW: "dissent", K.SETTLE_TARGET: "none",
          K.ATTACK_TARGET: "none", K.COLONIZE_MODE: "colonies", K.WARFARE_MODE: "collect",
          K.TRANSLATE: "no"}


def progress_answer(game: Game, d: Decision, rng: random.Random) -> list[str]:
    """Random, but makes progress so that long random runs reach every card: buys the hardest
    to reach affordable technology, plays technology cards for their actions, saves Research
    cards, boosts and follows with every card, settles and attacks when it can, prefers Exotic
    planets and new planet types, and follows rather than dissents."""
    keys = d.keys()
    pick = None
    if d.kind == K.RESEARCH:
        pick = research_pick(game, d, rng)
    elif d.kind == K.ACTION:
        pick = action_pick(game, d, rng)
    if pick is not None:
        return pick
    if d.kind == K.ROLE and rng.random() < 0.7:
        return [strongest_role(game, d.player, keys, rng)]
    if d.kind == K.TAKE_ROLE and "R" in keys and rng.random() < 0.7:
        return ["R"]  # Research cards reach the dearer technologies
    if d.kind in (K.CLEANUP_DISCARD, K.RFG) and rng.random() < 0.7:
        p = game.players[d.player]
        return [k for k in keys if card_value(game, p, k, "R") == 0][: d.max]
    if d.kind in PLANET_CHOICES and d.min == d.max == 1 and rng.random() < 0.8:
        planet = {o.key: o.card or o.key for o in d.options}  # keys may be "<planet>@1"
        return [max(keys, key=lambda k: (planet_preference(game, d.player, planet[k], d.kind),
                                          rng.random()))]
    if d.kind in (K.BOOST, K.FOLLOW_CARDS) and rng.random() < 0.8:
        return keys[: d.max]
    avoid = PREFER.get(d.kind)
    if avoid and d.min == d.max == 1 and len(keys) > 1 and rng.random() < 0.9:
        return [rng.choice([k for k in keys if k != avoid])]
    return random_answer(game, d, rng)


def research_pick(game: Game, d: Decision, rng: random.Random) -> list[str] | None:
    """The hardest technology to reach (price plus planets required), or nothing while saving
    for a level 3 technology; None: answer at random."""
    keys = d.keys()
    tech = {k: t for k in keys if (t := tech_of(game, d, k))}
    techs = list(tech)
    if not techs or rng.random() >= 0.95:
        return None

    def demand(k: str) -> int:
        card = game.card(tech[k])
        return card.cost + sum(card.requires.values())

    top = max(demand(k) for k in techs)
    p = game.players[d.player]
    if (max(game.card(tech[k]).cost for k in techs) < research_goal(game, p) == 7
            and "none" in keys and rng.random() < 0.7):
        return ["none"]  # keep the deck lean while saving for level 3
    pool = [k for k in techs if demand(k) == top] if rng.random() < 0.7 else techs
    return [rng.choice(pool)]


def tech_of(game: Game, d: Decision, key: str) -> str | None:
    """The technology a research option buys (by Research symbols or, in Escalation, ships)."""
    card = next((o.card for o in d.options if o.key == key), None)
    return card if card and game.card(card).kind == "tech" else None


def action_pick(game: Game, d: Decision, rng: random.Random) -> list[str]:
    """A technology card when there is one; else a Fleet tile exchange (toward the ship costs
    of Escalation's planets and technologies), no action, or a role card without Research
    (those are kept for the role phase)."""
    p = game.players[d.player]
    keys = d.keys()
    techs = [k for k in keys if k in p.hand and game.card(k).kind == "tech"]
    if techs and rng.random() < 0.8:
        return [rng.choice(techs)]
    fleet = [k for k in keys if k.startswith("fleet:")]  # Escalation: bigger ships
    if fleet and rng.random() < 0.6:
        return [fleet[-1]]
    spare = [k for k in keys if k in p.hand and card_value(game, p, k, "R") == 0]
    if rng.random() < 0.5 or not spare:
        return ["skip"]
    return [rng.choice(spare)]


PLANET_CHOICES = (K.SURVEY_KEEP, K.COLONY_TARGET, K.SETTLE_TARGET, K.ATTACK_TARGET)


def planet_preference(game: Game, seat: int, card: str, kind: str) -> int:
    """Survey, settle, attack: Exotic planets first, then types not yet in the empire (toward
    the Exotic and Diverse requirements). Colonies: the planet closest to being settled."""
    p = game.players[seat]
    if kind == K.COLONY_TARGET:  # a planet, or a permanent holding Colonies (Colony Ship)
        pl = next((pl for pl in p.planets if pl.card == card), None)
        return -(colonies_needed(game, p, pl) or 0) if pl else -9
    if card == "none":
        return -1
    ptype = game.card(card).planet_type
    have = {game.card(pl.card).planet_type for pl in p.planets if pl.card != card}
    return 2 if ptype == "E" else int(ptype not in have and ptype != "asteroid")


def research_goal(game: Game, p) -> int:
    """The price of the dearest technology in the piles whose planet requirement p meets."""
    return max((f.cost for f in affordable(game, p, 99)), default=0)


def strongest_role(game: Game, seat: int, roles: list[str], rng: random.Random) -> str:
    """The role with the most symbols in hand and empire (ties: the first); Research mostly
    waits for the symbols of the dearest reachable technology (see ``research_goal``)."""
    p = game.players[seat]
    roles = [r for r in roles if r in STACK_OF]  # not the once-a-turn abilities (use:...)
    down = [pl for pl in p.planets if not pl.face_up]
    if any(colonies_needed(game, p, pl) == 0 for pl in down):
        return "C"  # a planet is ready to settle
    if attackable(game, p):
        return "W"
    def symbols(r: str) -> int:
        return sum(card_value(game, p, c, r) for c in p.hand) + empire_symbols(game, p, r)

    goal = research_goal(game, p)
    if symbols("R") >= max(4, goal - 1) or (goal == 7 and rng.random() < 0.4):
        return "R"  # buy the dearest reachable technology, or gain Research cards for it
    stacks = game.s.stacks
    lasting = [r for r in roles if len(stacks[STACK_OF[r]]) > 2]  # a longer game
    return max((r for r in lasting or roles if r != "R" or rng.random() < 0.3), key=symbols,
               default="S")


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
    the record replays into the same game, always."""
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
        winners = [s for s in scores if s.rank == 1]
        for s in scores:
            kind = kinds[s.seat]
            self.seats[kind] += 1
            self.points[kind] += s.total
            if s.rank == 1:
                self.wins[kind] += 1 / len(winners)

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
    scenarios: str = "none"
    check: str = "every"
    bots: list[str] | None = None
    stop_after: int | None = None
    think: float | None = None
    five_without_escalation: bool = False  # the house variant (GameConfig)

    def seats(self, i: int) -> int:
        lo, hi = (len(self.bots), len(self.bots)) if self.bots else self.players
        return lo + i % (hi - lo + 1)

    def config(self, n: int, seed: int = 0) -> GameConfig:
        return GameConfig(players=[f"P{k + 1}" for k in range(n)], seed=seed, sets=self.sets,
                          scenarios=self.scenarios,  # type: ignore[arg-type]
                          five_without_escalation=self.five_without_escalation)

    def refuse(self) -> None:
        """ValueError with one line for the player if the rules refuse a seat count."""
        for n in sorted({len(self.bots)} if self.bots else set(range(self.players[0],
                                                                     self.players[1] + 1))):
            try:
                self.config(n)
            except ValidationError as exc:
                raise ValueError(problem(exc)) from None

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


def play_remote(plan: Plan, i: int) -> tuple[dict, None]:
    """``play_indexed`` in a worker process: the game comes back as its record only."""
    return play_indexed(plan, i)[0], None


def run(games: int, players: tuple[int, int], seed: int, sets: list[str],
        policy: str = "random", scenarios: str = "none", check: str = "every",
        on_game: Callable[[Game], None] | None = None, bots: list[str] | None = None,
        stop_after: int | None = None, think: float | None = None, jobs: int = 1,
        five_without_escalation: bool = False) -> dict:
    """Play ``games`` games. With ``bots`` (one kind per seat) it is a tournament: game i seats
    bot ``bots[(k + i) % n]`` at seat k, so every bot sits in every seat equally often.
    ``stop_after`` stops each game after that many answers; ``think`` is the expert's seconds
    per decision. ``jobs`` > 1 spreads the games over that many processes: the same games
    (each game's seed is its index's) and the same result, ``seconds`` aside. A seat count the
    rules refuse (5 without Escalation, unless the house variant) raises ValueError first."""
    plan = Plan(players, seed, sets, policy, scenarios, check, bots, stop_after, think,
                five_without_escalation)
    plan.refuse()
    totals = {"decisions": 0, "turns": 0, "researched": Counter(), "played": Counter()}
    errors = []
    completed = 0
    tally = Tally()
    started = time.perf_counter()
    with ProcessPoolExecutor(jobs) if jobs > 1 else nullcontext() as pool:
        if pool is None:
            outcomes = (play_indexed(plan, i) for i in range(games))
        else:
            outcomes = pool.map(play_remote, [plan] * games, range(games))
        for stats, game in outcomes:
            for key in totals:
                totals[key] += stats[key]
            if "error" in stats:
                errors.append(stats["error"])
                continue
            completed += 1
            if bots:
                tally.add_scores(stats["scores"], stats["kinds"])
            if on_game is not None:
                on_game(game if game is not None else Game.replay(stats["record"]))
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
