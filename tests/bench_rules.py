"""Rules-core benchmark (not a test; CI does not time it). Prints figures:

    python tests/bench_rules.py [--exotica] [--versus pyminion] [--views]

decisions and player-turns per second with random answers at 2 and 5 seats, milliseconds to
replay a whole 5-seat record, and peak memory of one game. `--versus pyminion` instead measures
player-turns per CPU second (`time.process_time`, so the load of a shared machine moves both
sides alike) of ours beside pyminion's 2-seat BigMoney games in the same run: pyminion 0.4.0 is
a published Python Dominion engine, installed only for this (`pip install pyminion==0.4.0`),
never a dependency. `--views` times ``game.view(seat)`` for the deciding seat at every decision
of 5-seat base+Exotica games (CPU time), early and late in the game, beside one ``game.answer``
of the same games in the same run (issue 13, target 2).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
import tracemalloc

from exotica_tui.rules import Game, GameConfig, default_catalog


def config(n: int, seed: int, sets: list[str]) -> GameConfig:
    return GameConfig(players=[f"P{i}" for i in range(n)], seed=seed, sets=sets,
                      five_without_escalation="escalation" not in sets)


def play(n: int, seed: int, sets: list[str]) -> tuple[Game, int]:
    """A game of random answers: for each decision a count drawn uniformly from its min..max,
    then that many of its options drawn uniformly (``play_sampled``'s distribution, drawn with
    one ``random()`` per draw: ``randint`` and ``sample`` cost ~10 Python calls a decision, a
    fifth of what the rules spend on one); an answer the decision's check refuses is replaced by
    ``min`` options drawn uniformly."""
    game = Game.new(config(n, seed, sets))
    rng = random.Random(seed)
    draw = rng.random
    decisions = 0
    d = game.pending
    while d is not None:
        options = d.options
        lo = d.min
        k = lo + int(draw() * (d.max - lo + 1))
        if k == 1:
            keys = [options[int(draw() * len(options))].key]
        else:
            keys = rng.sample(d.keys(), k) if k else []
        if d.check is not None and d.check(keys):
            keys = rng.sample(d.keys(), lo)
        game.answer(keys)
        decisions += 1
        d = game.pending
    return game, decisions


def play_sampled(n: int, seed: int, sets: list[str]) -> tuple[Game, int]:
    """``play`` as the benchmark drew until issue 13's seventh round (``rng.sample`` of
    ``rng.randint(min, max)`` keys), kept to show the engine's gain apart from the picks'."""
    game = Game.new(config(n, seed, sets))
    rng = random.Random(seed)
    decisions = 0
    while not game.is_over:
        d = game.pending
        keys = rng.sample(d.keys(), rng.randint(d.min, d.max))
        if d.check is not None and d.check(keys):
            keys = rng.sample(d.keys(), d.min)
        game.answer(keys)
        decisions += 1
    return game, decisions


def throughput(n: int, games: int, sets: list[str]) -> None:
    decisions = turns = 0
    start = time.perf_counter()
    for seed in range(games):
        game, k = play(n, seed, sets)
        decisions += k
        turns += game.s.turn_no
    secs = time.perf_counter() - start
    print(f"{'+'.join(sets):14} {n} seats: {decisions / secs:9,.0f} decisions/s, "
          f"{turns / secs:7,.0f} player-turns/s ({games} games, {decisions} decisions)")


def replay_ms(sets: list[str], games: int = 10) -> None:
    times = []
    sizes = []
    for seed in range(games):
        game, k = play(5, 100 + seed, sets)
        start = time.perf_counter()
        Game.replay(game.record)
        times.append((time.perf_counter() - start) * 1000)
        sizes.append(k)
    med = statistics.median(times)
    print(f"{'+'.join(sets):14} replay of a whole 5-seat record: median {med:.1f}"
          f" ms, worst {max(times):.1f} ms (records of {min(sizes)}-{max(sizes)} answers)")


def peak_memory(sets: list[str]) -> None:
    tracemalloc.start()
    play(5, 7, sets)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"{'+'.join(sets):14} peak memory of one 5-seat game: {peak / 1e6:.1f} MB")


def cpu_turns_per_s(play_one, games: int) -> float:
    """Player-turns per CPU second over `games` games; `play_one(seed)` returns its turns."""
    turns = 0
    start = time.process_time()
    for seed in range(games):
        turns += play_one(seed)
    return turns / (time.process_time() - start)


def versus_pyminion(games: int = 200, ours_games: int = 50) -> None:
    """Our random-answer games beside pyminion's 2-seat BigMoney (issue 13, target 1). Ours
    play 50 games (20 until the seventh round: their first games fill the card index and the
    option caches, a tenth of so short a run) after one game of each shape."""
    try:
        from pyminion.bots.examples import BigMoney
        from pyminion.expansions.base import base_set
        from pyminion.game import Game as MinionGame
    except ImportError:
        print("pyminion is not installed; for this comparison only (never a dependency):\n"
              "  .venv/bin/pip install pyminion==0.4.0")
        sys.exit(2)

    def minion(seed: int) -> int:
        random.seed(seed)  # pyminion shuffles with the module's generator
        game = MinionGame(players=[BigMoney("a"), BigMoney("b")], expansions=[base_set],
                          log_stdout=False)
        game.play()
        return sum(p.turns for p in game.players)

    def ours(n: int, playing=play):
        return lambda seed: playing(n, seed, ["base", "exotica"])[0].s.turn_no

    default_catalog()
    minion(0)
    for n in (2, 5):  # one game of each shape first, as pyminion's above
        play(n, 0, ["base", "exotica"])
    anchor = cpu_turns_per_s(minion, games)
    print(f"pyminion 0.4.0, 2-seat BigMoney:  {anchor:7,.0f} player-turns per CPU s"
          f" ({games} games)")
    for n, target in ((2, 1.0), (5, 0.7)):
        rate = cpu_turns_per_s(ours(n), ours_games)
        print(f"base+exotica {n} seats, random:   {rate:7,.0f} player-turns per CPU s"
              f" ({ours_games} games) = {rate / anchor:.2f}x pyminion (target {target}x)")
    for n in (2, 5):  # the picks drawn as before the seventh round: the engine's gain alone
        rate = cpu_turns_per_s(ours(n, play_sampled), ours_games)
        print(f"  {n} seats, the picks drawn as before: {rate:7,.0f} player-turns per CPU s"
              f" = {rate / anchor:.2f}x")


def views(games: int = 10) -> None:
    """``game.view(seat)`` over 5-seat games beside ``game.answer`` (issue 13, target 2)."""
    default_catalog()
    play(5, 0, ["base", "exotica"])
    view_us: list[float] = []
    answer_us: list[float] = []
    early: list[float] = []
    late: list[float] = []
    for seed in range(games):
        n = len(play_sampled(5, seed, ["base", "exotica"])[0].record.answers)  # its picks, below
        game = Game.new(config(5, seed, ["base", "exotica"]))
        rng = random.Random(seed)
        for i in range(n):
            d = game.pending
            start = time.process_time_ns()  # the first view after an answer, as a bot's
            game.view(d.player)
            t = (time.process_time_ns() - start) / 1000
            view_us.append(t)
            if i < n // 5:
                early.append(t)
            elif i >= n - n // 5:
                late.append(t)
            keys = rng.sample(d.keys(), rng.randint(d.min, d.max))
            if d.check is not None and d.check(keys):
                keys = rng.sample(d.keys(), d.min)
            start = time.process_time_ns()
            game.answer(keys)
            answer_us.append((time.process_time_ns() - start) / 1000)
    med = statistics.median
    print(f"game.view(seat), 5-seat base+exotica: median {med(view_us) / 1000:.3f} ms"
          f" (first fifth {med(early) / 1000:.3f}, last fifth {med(late) / 1000:.3f} ms ="
          f" {med(late) / med(early):.2f}x; target 0.1 ms, last fifth within 1.2x) over"
          f" {len(view_us)} decisions of {games} games")
    print(f"game.answer, same games (anchor):    median {med(answer_us) / 1000:.3f} ms")


def main() -> None:
    if "--views" in sys.argv:
        views()
        return
    if "--versus" in sys.argv:
        if sys.argv[sys.argv.index("--versus") + 1:][:1] != ["pyminion"]:
            sys.exit("usage: bench_rules.py --versus pyminion")
        versus_pyminion()
        return
    default_catalog()  # loading the card files and modules is start-up cost, not play
    play(2, 0, ["base", "exotica"])
    set_lists = [["base"]] + ([["base", "exotica"]] if "--exotica" in sys.argv else [])
    for sets in set_lists:
        for n in (2, 5):
            throughput(n, 20, sets)
        replay_ms(sets)
        peak_memory(sets)


if __name__ == "__main__":
    main()
