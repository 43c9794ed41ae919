"""The learned bot (issue 33): its features read one seat's view only and have one length for
every card set and seat count; it rates the options that shape a turn with its network, plays
as greedy (and says so, once) without weights, and its weights ship inside the package."""

import json
import random
import warnings
from importlib import resources

import numpy as np
import pytest

from exotica_tui.bots import GreedyBot, make_bot
from exotica_tui.bots import learned as learned_mod
from exotica_tui.bots import network as network_mod
from exotica_tui.bots.features import LENGTH, decision_features
from exotica_tui.bots.learned import LearnedBot
from exotica_tui.bots.network import Network, fitting, shipped, weights_name
from exotica_tui.cli import main
from exotica_tui.rules import Game, GameConfig
from tests.bots.test_isolation import played_game, reshuffle_hidden

ALL = ("base", "escalation", "exotica", "exotica-promo")
SETS = [("base",), ("base", "escalation"), ("base", "exotica"), ALL]


@pytest.mark.parametrize("sets", SETS, ids="+".join)
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_features_have_one_length_for_every_set_and_seat_count(sets, seats):
    game = played_game(3, 60, seats, tuple(sets))
    d = game.pending
    for seat in range(seats):
        x = decision_features(game.view(seat), d)
        assert x.shape == (LENGTH,) and np.isfinite(x).all()
    assert decision_features(game.view(0), d)[:LENGTH].any()


def test_features_read_nothing_hidden():
    """Two games that differ only in what a seat cannot see (other hands, deck orders) give
    that seat the same features; the hands did differ."""
    rng = random.Random(3)
    differed = 0
    for answers in (40, 90, 140):
        live = played_game(seed=5, answers=answers)
        twin = Game.replay(live.record)
        seat = live.pending.player
        reshuffle_hidden(twin, seat, rng)
        differed += any(p.hand != q.hand for p, q in zip(live.players, twin.players,
                                                         strict=True))
        a = decision_features(live.view(seat), live.pending)
        b = decision_features(twin.view(seat), twin.pending)
        assert np.array_equal(a, b)
    assert differed


def test_features_see_the_own_hand():
    """Which pooled cards are in the seat's own hand counts (its order does not)."""
    game = played_game(3, 0, 2, ALL)  # at the start: five cards in hand, five in the deck
    seat = game.pending.player
    before = decision_features(game.view(seat), game.pending)
    p = game.players[seat]
    p.hand.reverse()
    assert np.array_equal(before, decision_features(game.view(seat), game.pending))
    k = next(k for k, c in enumerate(p.deck)
             if c.partition("#")[0] != p.hand[0].partition("#")[0])
    p.hand[0], p.deck[k] = p.deck[k], p.hand[0]
    assert not np.array_equal(before, decision_features(game.view(seat), game.pending))


def network(seed: int = 1) -> Network:
    return Network.fresh(LENGTH, 8, np.random.default_rng(seed))


def test_it_rates_the_options_that_shape_a_turn_and_answers_legally():
    """A learned seat with a network (random weights) plays a whole game legally, and the
    same seed gives the same answers; at 2+ options of its action it asks the network."""
    rated = []

    class Counting(Network):
        def chances(self, x, seats):
            rated.append(x.shape)
            return super().chances(x, seats)

    for _ in range(2):
        game = Game.new(GameConfig(players=["A", "B"], seed=8, sets=list(ALL)))
        table = [LearnedBot(1, network=Counting(network().arrays)), GreedyBot(2)]
        while not game.is_over:
            d = game.pending
            game.answer(table[d.player].choose(game.view(d.player), d))
        rated.append(game.digest())
    first, second = rated.index(rated[-1]), len(rated) - 1
    assert rated[first] == rated[second]  # the same game twice
    assert first > 20 and all(r == (LENGTH,) for r in rated[:first])


def test_without_its_seat_counts_weights_it_names_the_network_it_plays_with(monkeypatch):
    """No file for 3 seats: the 2-seat network plays, said once, naming both files; no file
    at all: greedy plays, said too."""
    two = network()
    monkeypatch.setattr(learned_mod, "warned", set())
    monkeypatch.setattr(network_mod, "shipped", lambda n: two if n == 2 else None)
    game = played_game(3, 5)
    d = game.pending
    bot = make_bot("learned", 4)
    with pytest.warns(UserWarning, match=r"no weights for 3 seats .*\(learned-3.npz\): it "
                      r"plays with the 2-seat network \(learned-2.npz\)"):
        assert bot.net(3) is two
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert bot.net(3) is two  # said once
        assert bot.net(2) is two  # its own: nothing to say

    monkeypatch.setattr(network_mod, "shipped", lambda n: None)
    monkeypatch.setattr(learned_mod, "warned", set())
    with pytest.warns(UserWarning, match="no weights for 3 seats.*it plays as greedy"):
        keys = bot.choose(game.view(d.player), d)
    assert keys == GreedyBot(4).choose(game.view(d.player), d)


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_each_seat_count_has_its_own_network(seats):
    assert fitting(seats, LENGTH)[0] == seats


def test_the_shipped_weights_load_through_importlib_resources():
    path = resources.files("exotica_tui.bots") / "weights" / weights_name(2)
    assert path.is_file()
    net = shipped(2)
    assert net is not None and net.inputs == LENGTH
    game = played_game(3, 10, 2, ALL)
    x = decision_features(game.view(0), game.pending)
    chances = net.chances(x, 2)
    assert chances[2:].sum() == 0 and chances.sum() == pytest.approx(1)


def test_the_balance_report_can_seat_it(tmp_path, capsys, monkeypatch):
    """``exotica balance --bots learned,greedy``: the learned seat plays with its network."""
    rated = []
    chances = Network.chances
    monkeypatch.setattr(Network, "chances", lambda self, x, n: rated.append(n) or chances(
        self, x, n))
    assert main(["balance", "--games", "2", "--bots", "learned,greedy", "--sets", ",".join(ALL),
                 "--jobs", "1", "--chart", str(tmp_path / "b.svg"), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["completed"] == 2 and data["bots"] == ["learned", "greedy"]
    assert sum(data["wins_by_bot"].values()) == 2 and set(rated) == {2}
