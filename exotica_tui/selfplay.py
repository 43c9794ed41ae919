"""Self-play training of the learned bot's network by TD(lambda) (``exotica train``).

Each game seats, per seat, the learned bot playing the network being trained (with some
random exploration; its one-ply lookahead, ``turn=False``, with which the shipped weights were
trained, and quicker) or the greedy bot (issue 33, Build 3). At every action, role and follow
decision of the game each seat's view is turned into features (``bots.features``); when the
game ends, each seat's sequence of positions is given lambda-returns as targets (the network's
own next rating, mixed down to the final result: forward-view TD(lambda), applied offline per
game) and the network takes an Adam step on the cross-entropy to them.

Games are played in rounds of ``ROUND`` (games ``8r`` to ``8r + 7``) with the weights of the
round's start, and learned from in the games' order, so a seed gives the same weights whatever
``--jobs`` is. A checkpoint (the output file, or one written every K games) holds the weights,
the optimizer's state, the games played and, when it falls inside a round, the weights that
round plays with, all in float64: ``--resume`` goes on to exactly the weights of a run that
never stopped. Every K games the network (without exploration) plays E games against the
expert (``duel``: the same E games each time, seats rotating), for the progress bar and the
report. ``--start`` begins a network from another's weights (another seat count's: the
features and outputs are the same for every seat count) with a fresh optimizer.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .bots import make_bot
from .bots.features import LENGTH, decision_features
from .bots.greedy import GreedyBot
from .bots.learned import EVALUATED, LearnedBot, won
from .bots.network import LAYERS, Network, read
from .cluster import executor
from .rules import Game, GameConfig

ROUND = 8  # games played with one set of weights
LAMBDA = 0.7
RATE = 1e-3  # Adam's step size
BETAS = (0.9, 0.999)
EXPLORE = 0.1  # share of a learned seat's rated decisions answered at random
GREEDY_SHARE = 0.5  # chance that a seat of a training game is played by greedy
DUELS = 500_000  # the evaluation games' numbers start here (no training game reaches it)


@dataclass(frozen=True)
class Evaluation:
    """Every ``every`` games, ``games`` games against experts thinking ``think`` s."""

    every: int
    games: int
    think: float = 0.05


@dataclass(frozen=True)
class Plan:
    seats: int
    sets: tuple[str, ...]
    seed: int

    def config(self, i: int) -> GameConfig:
        return GameConfig(players=[f"P{k + 1}" for k in range(self.seats)],
                          seed=self.seed * 1_000_003 + i, sets=list(self.sets))


def play(plan: Plan, i: int, arrays: dict[str, np.ndarray]) -> tuple[list[np.ndarray],
                                                                      list[float], list[str]]:
    """Game ``i``: per seat, the features of its view at every rated decision (rows), its
    result, and who played it ("learned" or "greedy")."""
    config = plan.config(i)
    rng = random.Random(config.seed)
    net = Network(arrays)
    kinds = ["greedy" if rng.random() < GREEDY_SHARE else "learned" for _ in range(plan.seats)]
    table = [GreedyBot(config.seed + k) if kind == "greedy"
             else LearnedBot(config.seed + k, network=net, explore=EXPLORE, turn=False)
             for k, kind in enumerate(kinds)]
    game = Game.new(config)
    rows: list[list[np.ndarray]] = [[] for _ in range(plan.seats)]
    while not game.is_over:
        d = game.pending
        if d.kind in EVALUATED:
            for q in range(plan.seats):
                rows[q].append(decision_features(game.view(q), d))
        game.answer(table[d.player].choose(game.view(d.player), d))
    scores = game.scores()
    return ([np.array(r) for r in rows], [won(scores, q) for q in range(plan.seats)], kinds)


def duel(plan: Plan, j: int, arrays: dict[str, np.ndarray], think: float) -> float:
    """Evaluation game ``j``: the network's bot at seat ``j % seats``, experts at the others;
    its result (the same game for the same ``j`` whatever the weights, up to their moves)."""
    config = plan.config(DUELS + j)
    seat = j % plan.seats
    table = [LearnedBot(config.seed, network=Network(arrays), turn=False) if k == seat
             else make_bot(f"expert:{think}", config.seed + k) for k in range(plan.seats)]
    game = Game.new(config)
    while not game.is_over:
        d = game.pending
        game.answer(table[d.player].choose(game.view(d.player), d))
    return won(game.scores(), seat)


class Trainer:
    """The network, its Adam moments and the games learned from; ``hidden``: the hidden
    units of a new network (a resumed one keeps its own)."""

    def __init__(self, plan: Plan, hidden: int, resume: Path | None = None,
                 start: Path | None = None):
        self.plan = plan
        self.playing: dict[str, np.ndarray] | None = None  # the weights of a round begun
        self.evaluations: list[dict] = []  # this run's, not saved
        if resume is None:
            rng = np.random.default_rng(plan.seed)
            self.net = begun(read(start)) if start else Network.fresh(LENGTH, hidden, rng)
            if self.net.inputs != LENGTH:
                raise ValueError(f"{start}: a network of {self.net.inputs} features, not "
                                 f"{LENGTH}")
            self.moments = {f"{m}_{k}": np.zeros_like(v) for k, v in self.net.arrays.items()
                            for m in "mv"}
            self.step, self.games = 0, 0
            return
        saved = read(resume)
        if int(saved["seats"]) != plan.seats or saved["w1"].shape[0] != LENGTH:
            raise ValueError(f"{resume}: a network for {int(saved['seats'])} seats and "
                             f"{saved['w1'].shape[0]} features, not {plan.seats} and {LENGTH}")
        self.net = Network(saved)
        self.moments = {k: saved[k].astype(np.float64) for k in saved if k[:2] in ("m_", "v_")}
        self.step, self.games = int(saved["step"]), int(saved["games"])
        if "p_w1" in saved:
            self.playing = {k: saved[f"p_{k}"].astype(np.float64) for k in LAYERS}

    def round_weights(self) -> dict[str, np.ndarray]:
        """The weights the next game plays with: those of its round's start."""
        if self.games % ROUND == 0 or self.playing is None:
            self.playing = {k: v.copy() for k, v in self.net.arrays.items()}
        return self.playing

    def learn(self, rows: list[np.ndarray], results: list[float]) -> None:
        """One Adam step towards each seat's lambda-returns in one game."""
        n = self.plan.seats
        xs, targets = [], []
        for q, x in enumerate(rows):
            if not len(x):
                continue
            chances = self.net.chances(x, n)
            final = np.zeros(chances.shape[1])
            final[:n] = [results[(q + k) % n] for k in range(n)]  # seat blocks from q's view
            ret = np.empty_like(chances)
            ret[-1] = final
            for t in range(len(x) - 2, -1, -1):
                ret[t] = (1 - LAMBDA) * chances[t + 1] + LAMBDA * ret[t + 1]
            xs.append(x)
            targets.append(ret)
        if xs:
            self.adam(self.gradient(np.concatenate(xs), np.concatenate(targets)))

    def gradient(self, x: np.ndarray, target: np.ndarray) -> dict[str, np.ndarray]:
        """The mean cross-entropy's gradient over these positions (a softmax's is p - t)."""
        a = self.net.arrays
        hidden, chances = self.net.forward(x, self.plan.seats)
        dlogits = (chances - target) / len(x)
        dhidden = (dlogits @ a["w2"].T) * (1 - hidden ** 2)
        return {"w2": hidden.T @ dlogits, "b2": dlogits.sum(0),
                "w1": x.T @ dhidden, "b1": dhidden.sum(0)}

    def adam(self, grads: dict[str, np.ndarray]) -> None:
        self.step += 1
        b1, b2 = BETAS
        for k in LAYERS:
            m = self.moments[f"m_{k}"] = b1 * self.moments[f"m_{k}"] + (1 - b1) * grads[k]
            v = self.moments[f"v_{k}"] = b2 * self.moments[f"v_{k}"] + (1 - b2) * grads[k] ** 2
            m_hat, v_hat = m / (1 - b1 ** self.step), v / (1 - b2 ** self.step)
            self.net.arrays[k] -= RATE * m_hat / (np.sqrt(v_hat) + 1e-8)

    def save(self, path: Path) -> None:
        """The checkpoint (float64: a resumed run learns exactly as one that never stopped;
        a 48-unit network's file is under 1 MB), written whole or not at all."""
        arrays = {**self.net.arrays, **self.moments}
        if self.games % ROUND and self.playing is not None:
            arrays |= {f"p_{k}": v for k, v in self.playing.items()}
        path.parent.mkdir(parents=True, exist_ok=True)
        part = path.with_name(path.name + ".part")
        with open(part, "wb") as f:
            np.savez_compressed(f, **arrays, seats=self.plan.seats, step=self.step,
                                games=self.games, seed=self.plan.seed)
        part.replace(path)


def begun(saved: dict[str, np.ndarray]) -> Network:
    """A network begun from another's weights: the seat blocks it never rated (beyond its
    seat count, whose outputs its training never moved) start as copies of its second block,
    the one opponent it knows."""
    net = Network(saved)
    seats = int(saved["seats"])
    for k in ("w2", "b2"):
        net.arrays[k][..., seats:] = net.arrays[k][..., 1:2]
    return net


def train(trainer: Trainer, games: int, jobs: int = 1, progress=None,
          checkpoint: tuple[Path, int] | None = None,
          evaluation: Evaluation | None = None, ray: str | None = None) -> Counter:
    """Play and learn from ``games`` more games; the wins by kind of seat (learned, greedy).
    ``checkpoint`` (file, K): saved there whenever the games learned from reach a multiple
    of K; ``evaluation``: played then too (``trainer.evaluations``); neither changes what is
    learned, nor does where the games are played (``jobs`` processes, the Ray cluster
    ``ray``)."""
    wins: Counter = Counter()
    note = ""
    pool = executor(jobs, ray)
    mapped = pool.map if pool is not None else map
    try:
        end = trainer.games + games
        while trainer.games < end:
            batch = range(trainer.games, min(end, (trainer.games // ROUND + 1) * ROUND))
            arrays = trainer.round_weights()
            n = len(batch)
            played = list(mapped(play, [trainer.plan] * n, batch, [arrays] * n))
            for rows, results, kinds in played:
                trainer.learn(rows, results)
                trainer.games += 1
                for kind, result in zip(kinds, results, strict=True):
                    wins[kind] += result
                if checkpoint is not None and trainer.games % checkpoint[1] == 0:
                    trainer.save(checkpoint[0])
                if evaluation is not None and trainer.games % evaluation.every == 0:
                    note = evaluate(trainer, evaluation, mapped)
                if progress is not None:
                    progress(wins, note)
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    return wins


def evaluate(trainer: Trainer, evaluation: Evaluation, mapped=map) -> str:
    """Play the evaluation games with the weights now; the progress bar's note on them."""
    n = evaluation.games
    arrays = {k: v.copy() for k, v in trainer.net.arrays.items()}
    score = sum(mapped(duel, [trainer.plan] * n, range(n), [arrays] * n,
                      [evaluation.think] * n))
    trainer.evaluations.append({"games": trainer.games, "wins": round(score, 2), "of": n})
    return f"vs expert {score:g}/{n} at game {trainer.games}"
