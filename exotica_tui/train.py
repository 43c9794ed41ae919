"""``exotica train``: the command line of self-play training (``selfplay``). The rules and
numpy are imported only when it runs: ``exotica --help`` builds this parser without them."""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

HIDDEN = 48  # hidden units of a new network
EVAL_EVERY = 200  # games between evaluations against the expert


def cmd_train(args: argparse.Namespace) -> int:
    from .cmdline import refused
    from .progress import game_bar
    from .selfplay import Evaluation, Plan, Trainer, train

    plan = Plan(args.seats, tuple(args.sets), args.seed)
    try:
        plan.config(0)  # the rules refuse a seat count or a set (ConfigError)
        trainer = Trainer(plan, args.hidden, args.resume, args.start)
    except ValueError as exc:
        return refused(exc)
    started, cpu = time.perf_counter(), cpu_seconds()
    every = (args.out, args.checkpoint_every) if args.checkpoint_every else None
    duels = Evaluation(args.eval_every, args.eval_games) if args.eval_every else None
    try:
        with game_bar(args.games, ["learned", "greedy"]) as progress:
            wins = train(trainer, args.games, args.jobs, progress, every, duels, args.ray)
    except ValueError as exc:  # --ray without Ray
        return refused(exc)
    trainer.save(args.out)
    print(json.dumps({"out": str(args.out), "games": trainer.games, "steps": trainer.step,
                      "wins": {k: round(v, 2) for k, v in wins.items()},
                      "against_expert": trainer.evaluations,
                      "seconds": round(time.perf_counter() - started, 1),
                      "cpu_seconds": round(cpu_seconds() - cpu, 1)}))
    return 0


def cpu_seconds() -> float:
    """CPU time of this process and of its finished worker processes (``--jobs``)."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def add_parser(sub, parse_sets, add_jobs) -> None:
    p = sub.add_parser("train", help="train the learned bot's network by self-play")
    p.add_argument("--seats", type=int, choices=range(2, 6), default=2)
    p.add_argument("--sets", type=parse_sets, default=["base"])
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--out", type=Path, required=True, metavar="FILE")
    begin = p.add_mutually_exclusive_group()
    begin.add_argument("--resume", type=Path, metavar="CHECKPOINT",
                       help="go on from a file this command wrote")
    begin.add_argument("--start", type=Path, metavar="FILE",
                       help="begin from this network's weights (any seat count; a new "
                       "optimizer)")
    p.add_argument("--checkpoint-every", type=int, metavar="K",
                   help="also write --out every K games (a run stopped resumes from it)")
    p.add_argument("--eval-every", type=int, default=EVAL_EVERY, metavar="K",
                   help="every K games play --eval-games against the expert (0: never; "
                   "default %(default)s)")
    p.add_argument("--eval-games", type=int, default=10, metavar="E")
    p.add_argument("--hidden", type=int, default=HIDDEN, help="hidden units of a new network")
    add_jobs(p)
    p.set_defaults(func=cmd_train)
