"""The learned bot's network: a small multilayer perceptron in numpy (issue 33, Build 4).

It reads ``features.features`` (one seat's view) and rates each seat's chance to win: one
output per seat block (the viewing seat first), a softmax over the seats present. One network
per seat count, as Keldon Jones's Race for the Galaxy AI has: the inputs and outputs are the
same for every seat count (the count is an input), so a network begun from the 2-seat one's
weights (``exotica train --start``) only has to learn what differs, and each seat count trains
alone, at once, on its own core. The weights live in ``weights/learned-N.npz`` (N seats)
inside the package, read with
``importlib.resources`` so they load from an installed wheel; ``exotica train`` writes them
(exotica_tui/train.py), with the optimizer's state beside them so training can resume.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

import numpy as np

from .features import SEATS

LAYERS = ("w1", "b1", "w2", "b2")


class Network:
    """``tanh`` hidden layer, then one logit per seat block."""

    def __init__(self, arrays: dict[str, np.ndarray]):
        self.arrays = {k: np.asarray(arrays[k], dtype=np.float64) for k in LAYERS}

    @classmethod
    def fresh(cls, inputs: int, hidden: int, rng: np.random.Generator) -> Network:
        return cls({"w1": rng.normal(0, 1 / np.sqrt(inputs), (inputs, hidden)),
                    "b1": np.zeros(hidden),
                    "w2": rng.normal(0, 1 / np.sqrt(hidden), (hidden, SEATS)),
                    "b2": np.zeros(SEATS)})

    @property
    def inputs(self) -> int:
        return self.arrays["w1"].shape[0]

    def forward(self, x: np.ndarray, seats: int) -> tuple[np.ndarray, np.ndarray]:
        """Hidden activations and win chances (rows of ``x``: positions; columns of the
        chances: seat blocks, those beyond ``seats`` 0)."""
        a = self.arrays
        hidden = np.tanh(x @ a["w1"] + a["b1"])
        logits = hidden @ a["w2"] + a["b2"]
        logits[..., seats:] = -np.inf
        logits -= logits.max(axis=-1, keepdims=True)
        e = np.exp(logits)
        return hidden, e / e.sum(axis=-1, keepdims=True)

    def chances(self, x: np.ndarray, seats: int) -> np.ndarray:
        return self.forward(x, seats)[1]


def weights_name(seats: int) -> str:
    return f"learned-{seats}.npz"


def read(path: Path) -> dict[str, np.ndarray]:
    """Every array of a weights file (a ``Path`` or an ``importlib.resources`` file)."""
    with path.open("rb") as f, np.load(f) as data:
        return {k: data[k] for k in data.files}


@cache
def shipped(seats: int) -> Network | None:
    """The network shipped for this seat count, or None when the package has none."""
    path = resources.files(__package__) / "weights" / weights_name(seats)
    if not path.is_file():
        return None
    return Network(read(path))


def fitting(seats: int, inputs: int) -> tuple[int | None, Network | None]:
    """The shipped network for ``seats`` if it reads ``inputs`` features, else that of the
    nearest seat count that does (fewer seats first), else (None, None). Another seat count's
    network can rate the position, as the count is one of its inputs, if less well."""
    for n in sorted(range(2, SEATS + 1), key=lambda n: (abs(n - seats), n)):
        net = shipped(n)
        if net is not None and net.inputs == inputs:
            return n, net
    return None, None
