"""The learned bot: picks the option whose resulting position its network rates best.

At the decisions that shape a turn (its action, the role it leads, whether and how to follow
another seat's role) it imagines one world consistent with its view (``worlds.imagine``: hidden
cards sampled), plays each option there through the rules core, lets greedy players answer
what the option leads to (targets, boosts, the leader's resolution, the followers, the
cleanup) to the end of the turn, and rates that position from its own seat's view with the
network (``network.Network``, trained by ``exotica train``: self-play and TD(lambda), as Keldon
Jones's Race for the Galaxy AI). An action is worth its best line through the bot's own role:
greedy's ``ROLES`` best roles are each played after it to the turn's end (two plies). Where a
line meets the seat's own research, greedy's ``RESEARCHED`` best technologies are each tried
and the best counts; the choice found in the line of the option played is the bot's answer
when that research comes (the rules cannot resume a world mid-role). Every option meets the
same world. A finished imagined game is rated by its result. Every other decision is answered
as the greedy bot does. ``turn=False`` (self-play training, which made the shipped weights)
rates each option at the next action, role or follow of any seat instead, with no branching;
so does the bot at 3 and 5 seats for now (``TURN_SEATS``: the deeper look is measured at 2
and 4 seats, where it won more; it costs more with every follower).
Without weights for its seat count it plays with the nearest seat count's network, and as
greedy without any (each said once, as a warning naming the file).
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
from .greedy import GreedyBot, research_value
from .search import shortlist
from .values import Judge
from .worlds import RolloutView, imagine

if TYPE_CHECKING:  # numpy is imported when the bot first plays (``import bots`` stays light)
    from .network import Network

EVALUATED = (K.ACTION, K.ROLE, K.FOLLOW)  # the decisions rated by the network
CANDIDATES = {K.ACTION: 8, K.ROLE: 6}  # greedy's best options rated, at most
ROLES = {K.ROLE: 3}  # greedy's best own roles tried after each action
RESEARCHED = 4  # greedy's best research options tried where a line meets the own research
TURN_SEATS = (2, 4)  # seat counts looked at to the turn's end by default (bots/README.md)
MAX_STEPS = 60  # greedy answers in a line, at most, before its position is rated
warned: set[int] = set()  # seat counts already said to have no weights


class LearnedBot(Bot):
    name = "learned"

    def __init__(self, seed: int = 0, network: Network | None = None, explore: float = 0.0,
                 turn: bool | None = None):
        """``network``: these weights instead of the shipped ones (training); ``explore``:
        the share of rated decisions answered by a random rated option (training); ``turn``:
        rate each option at the turn's end, through the own role and research (False: at
        the next rated decision, as the shipped weights were trained; None: at the turn's
        end at ``TURN_SEATS`` seats, the counts it was measured at, else at the next)."""
        super().__init__(seed)
        self.greedy = GreedyBot(seed)
        self.network = network
        self.explore = explore
        self.turn = turn
        self.deep = bool(turn)  # this decision's lookahead: to the turn's end
        self.plan: str | None = None  # the research the played option's line found best

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
        plan, self.plan = self.plan, None
        if decision.kind == K.RESEARCH and plan in decision.keys():
            return [plan]
        if decision.kind not in EVALUATED:
            self.plan = plan  # kept across bookkeeping until its research comes
        net = self.net(len(view.players))
        self.deep = self.turn if self.turn is not None else len(view.players) in TURN_SEATS
        options = candidates(view, decision, self.greedy) if net is not None else None
        if not options or len(options) == 1:
            return options or self.greedy.choose(view, decision)
        seed = self.rng.randrange(1 << 30)  # one world for every option (a fair comparison)
        rated = {k: self.line(view, decision, [[k]], seed, net) for k in options}
        rated = {k: v for k, v in rated.items() if v is not None}
        if not rated:
            return self.greedy.choose(view, decision)
        if self.explore and self.rng.random() < self.explore:
            pick = self.rng.choice(list(rated))
        else:
            pick = max(rated, key=lambda k: rated[k][0])  # ties: greedy's order
        self.plan = rated[pick][1]
        return [pick]

    def line(self, view: GameView, decision: Decision, forced: list[list[str]], seed: int,
             net: Network) -> tuple[float, str | None] | None:
        """The seat's chance to win after the answers ``forced`` (the option first), in the
        world ``seed`` imagines, greedy answering the rest, and the own research its best
        line took (None: the world does not offer the option). A branch point (the own role
        after an action, the own research) tries each branch in a fresh copy of the world,
        replaying the line so far, and takes the best."""
        game, first = imagine(view, random.Random(seed), decision.kind,
                              decision.context.get("role"))
        if first is None or first.kind != decision.kind or forced[0][0] not in first.keys():
            return None
        turn = game.s.turn_no
        answered: list[list[str]] = []
        for step in range(MAX_STEPS + len(forced)):
            d = game.pending
            if d is None or step and (game.s.turn_no != turn if self.deep
                                      else d.kind in EVALUATED):
                break
            if step < len(forced):
                keys = forced[step]
            else:
                branches = self.branches(game, d, view.seat, decision.kind)
                if len(branches) > 1:
                    return best_branch(branches, lambda b: self.line(
                        view, decision, [*answered, [b]], seed, net), d.kind)
                keys = branches or self.greedy.choose(RolloutView(game, d.player), d)
            answered.append(keys)
            game.answer(keys)
        if game.is_over:
            return won(game.scores(), view.seat), None
        from .features import features

        d = game.pending
        x = features(game.view(view.seat), d and d.kind, d and d.context.get("role"))
        return float(net.chances(x, len(view.players))[0]), None

    def branches(self, game, d: Decision, seat: int, root: str) -> list[str]:
        """The answers a line tries at ``d``: greedy's best own roles after an action, greedy's
        best own research options; [] where greedy answers alone."""
        if not self.deep or d.player != seat or len(d.options) < 2:
            return []
        view = RolloutView(game, seat)
        if d.kind == K.ROLE and root == K.ACTION:
            return shortlist(view, d, ROLES, float("inf")) or []
        if d.kind == K.RESEARCH:
            return research_shortlist(view, d, self.greedy)
        return []


def best_branch(branches: list[str], rate, kind: str) -> tuple[float, str | None] | None:
    """The best of ``branches`` rated by ``rate`` (ties: the first, greedy's), and at a research
    the option taken (the bot's plan); None if no branch could be rated."""
    rated = {b: r for b in branches if (r := rate(b)) is not None}
    if not rated:
        return None
    pick = max(rated, key=lambda b: rated[b][0])
    value, plan = rated[pick]
    return value, pick if kind == K.RESEARCH else plan


def research_shortlist(view, d: Decision, greedy: GreedyBot) -> list[str]:
    """Greedy's research answer, then its ``RESEARCHED - 1`` next best technologies (an
    option ``research_value`` cannot price, a set's own upgrade, ranks as Improved Mining)."""
    first = greedy.choose(view, d)[0]
    score = research_value(Judge(view))

    def worth(key: str) -> float:
        try:
            return score(key)
        except KeyError:
            return 1.5

    rest = sorted((k for k in d.keys() if k != first), key=lambda k: -worth(k))
    return [first, *rest[:RESEARCHED - 1]]


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

