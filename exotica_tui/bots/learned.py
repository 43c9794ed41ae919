"""The learned bot: picks the option whose resulting position its network rates best.

At the decisions that shape a turn (its action, the role it leads, whether and how to follow
another seat's role) it imagines one world consistent with its view (``worlds.imagine``: hidden
cards sampled), plays each option there through the rules core, lets greedy players answer
what the option leads to (targets, boosts, the leader's resolution) up to the next such
decision of any seat, and rates that position from its own seat's view with the network
(``network.Network``, trained by ``exotica train``: self-play and TD(lambda), as Keldon
Jones's Race for the Galaxy AI). Every option meets the same world. A finished imagined game
is rated by its result. Every other decision (bookkeeping, research for now) is answered as
the greedy bot does. Without weights for its seat count it plays with the nearest seat
count's network, and as greedy without any (each said once, as a warning naming the file).
"""

from __future__ import annotations

import random
import warnings
from typing import TYPE_CHECKING

from ..rules.decision import Decision
from ..rules.kinds import K
from ..rules.points import win_shares
from ..rules.views import GameView
from .base import Bot
from .expert import following, is_follow
from .greedy import GreedyBot
from .search import shortlist
from .worlds import RolloutView, imagine

if TYPE_CHECKING:  # numpy is imported when the bot first plays (``import bots`` stays light)
    from .network import Network

EVALUATED = (K.ACTION, K.ROLE, K.FOLLOW)  # the decisions rated by the network
CANDIDATES = {K.ACTION: 8, K.ROLE: 6}  # greedy's best options rated, at most
MAX_STEPS = 60  # greedy answers after an option, at most, before its position is rated
warned: set[int] = set()  # seat counts already said to have no weights


class LearnedBot(Bot):
    name = "learned"

    def __init__(self, seed: int = 0, network: Network | None = None, explore: float = 0.0):
        """``network``: these weights instead of the shipped ones (training); ``explore``:
        the share of rated decisions answered by a random rated option (training)."""
        super().__init__(seed)
        self.greedy = GreedyBot(seed)
        self.network = network
        self.explore = explore

    def net(self, seats: int) -> Network | None:
        """The network for ``seats``: the shipped one, else (said once per seat count, naming
        it) the nearest seat count's, else None (greedy play, said too). A file made for
        other features (older than ``features.py``) does not count."""
        if self.network is not None:
            return self.network
        from .features import LENGTH
        from .network import fitting, weights_name

        n, net = fitting(seats, LENGTH)
        if n != seats and seats not in warned:
            warned.add(seats)
            instead = (f"plays with the {n}-seat network ({weights_name(n)})" if net
                       else "plays as greedy")
            warnings.warn(f"bot:learned has no weights for {seats} seats fitting its "
                          f"features ({weights_name(seats)}): it {instead}", stacklevel=2)
        return net

    def choose(self, view: GameView, decision: Decision) -> list[str]:
        net = self.net(len(view.players))
        options = candidates(view, decision, self.greedy) if net is not None else None
        if not options or len(options) == 1:
            return options or self.greedy.choose(view, decision)
        seed = self.rng.randrange(1 << 30)  # one world for every option (a fair comparison)
        rated = {k: self.rate(view, decision, k, seed, net) for k in options}
        rated = {k: v for k, v in rated.items() if v is not None}
        if not rated:
            return self.greedy.choose(view, decision)
        if self.explore and self.rng.random() < self.explore:
            return [self.rng.choice(list(rated))]
        return [max(rated, key=rated.__getitem__)]  # ties: greedy's order

    def rate(self, view: GameView, decision: Decision, key: str, seed: int,
             net: Network) -> float | None:
        """The seat's chance to win after ``key``, in the world ``seed`` imagines (None: the
        world does not offer it)."""
        game, first = imagine(view, random.Random(seed), decision.kind,
                              decision.context.get("role"))
        if first is None or first.kind != decision.kind or key not in first.keys():
            return None
        game.answer([key])
        for _ in range(MAX_STEPS):
            d = game.pending
            if d is None or d.kind in EVALUATED:
                break
            game.answer(self.greedy.choose(RolloutView(game, d.player), d))
        if game.is_over:
            return won(game.scores(), view.seat)
        from .features import features

        d = game.pending
        x = features(game.view(view.seat), d and d.kind, d and d.context.get("role"))
        return float(net.chances(x, len(view.players))[0])


def candidates(view: GameView, decision: Decision, greedy: GreedyBot) -> list[str] | None:
    """The options to rate, greedy's choice first (it wins ties); None: not a decision the
    network rates. A follow the rules mark as doing nothing is never rated (``idle_follow``)."""
    if decision.kind == K.FOLLOW:
        return following(greedy.choose(view, decision), decision) if is_follow(
            view, decision) else None
    if decision.kind in CANDIDATES:
        return shortlist(view, decision, CANDIDATES, float("inf"))
    return None


def won(scores: list, seat: int) -> float:
    """A finished game's result for ``seat``: 1 for a win, shared among tied winners."""
    return win_shares(scores)[seat]

