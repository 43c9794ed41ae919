"""Issue 33, item 7: no bot follows a role when following can do nothing and dissenting draws
a card. Seen on turn 5 of a 5-seat game: the expert followed Warfare with 0 symbols ("Nothing
happens for Expert"). The rules core marks such a follow (``Option.idle``); every bot but the
random one dissents then, and still follows where following gains."""

import pytest

from exotica_tui.bots import make_bot
from exotica_tui.rules import Game
from tests.rules.builders import add_planet, answer, new_game, set_hand, start_turn

BOTS = ["greedy", "search", "expert:0.05"]


def follow_warfare(players: int, hand: tuple[str, ...], fighters: int) -> Game:
    """Seat 0 leads Warfare; seat 1, holding ``hand`` and ``fighters`` beside a face-down
    Idroyos, is asked to follow or dissent."""
    g = new_game(players, seed=3)
    set_hand(g, 0, "warfare", "survey", "survey", "colonize", "research")
    set_hand(g, 1, *hand)
    add_planet(g, 1, "idroyos", face_up=False)
    g.players[1].fighters = fighters
    start_turn(g, 0)
    answer(g, "action", "skip")
    answer(g, "role", "W")
    answer(g, "boost")
    assert g.pending.kind == "follow" and g.pending.player == 1
    return g


def choose(g: Game, kind: str) -> list[str]:
    return make_bot(kind, 3).choose(g.view(1), g.pending)


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("kind", BOTS)
def test_no_bot_follows_warfare_with_no_warfare_symbol(kind, players):
    """Fighters enough for Idroyos tempted the judgement to value collecting (none): the
    follow would resolve Warfare with 0 symbols."""
    g = follow_warfare(players, ("survey", "survey", "colonize", "research", "research"), 3)
    follow = next(o for o in g.pending.options if o.key == "follow")
    assert follow.idle == "no Warfare symbol to collect a Fighter"
    assert choose(g, kind) == ["dissent"]
    g.answer(["dissent"])
    assert len(g.players[1].hand) == 6  # the dissent drew a card


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("kind", BOTS)
def test_every_bot_follows_warfare_that_collects_fighters(kind, players):
    g = follow_warfare(players, ("warfare", "warfare", "colonize", "research", "survey"), 0)
    assert all(o.idle is None for o in g.pending.options)
    assert choose(g, kind) == ["follow"]


def test_the_expert_spends_no_search_on_an_idle_follow():
    """Dissent is its only candidate: answered at the cost of one decision, like greedy's."""
    g = follow_warfare(2, ("survey", "survey", "colonize", "research", "research"), 3)
    bot = make_bot("expert:0.05", 3)
    assert bot.choose(g.view(1), g.pending) == ["dissent"]
    assert bot.saved == bot.budget - 1
