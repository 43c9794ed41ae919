"""The session without a screen: auto-dissent and the handoff rule."""

from __future__ import annotations

from exotica_tui.play.session import Session
from exotica_tui.play.setup import Seat, Setup
from tests.rules.builders import add_planet, lead, skip_to, start_turn, table


def session_for(game, auto: tuple[bool, ...] = (True, True, True)) -> Session:
    names = [p.name for p in game.players]
    s = Session(Setup(seats=[Seat(n, a) for n, a in zip(names, auto, strict=False)],
                      sets=game.config.sets), 0)
    s.game = game
    return s


def test_auto_dissent_skips_a_follower_who_can_gain_nothing_and_asks_the_next():
    g = start_turn(table(3, hands={0: ("survey",), 1: ("colonize",),
                                   2: ("survey", "survey")}), 0)
    lead(g, "S", g.players[0].hand[0])
    skip_to(g, "follow")  # the leader keeps a planet first
    s = session_for(g)
    s.run_automatic()
    assert any(e.text == "Bob dissents." for e in g.log)
    assert s.auto_log == ["Bob dissents automatically."]
    assert g.pending.kind == "follow" and g.pending.player == 2  # Cy's 2 symbols look at 1


def test_auto_dissent_skips_a_follow_that_could_do_nothing_despite_a_matching_symbol():
    """One Survey symbol makes a follower look at 0 planets (X-1, base-game.md §5.2)."""
    g = start_turn(table(3, hands={0: ("survey",), 1: ("survey",),
                                   2: ("survey", "survey")}), 0)
    lead(g, "S", g.players[0].hand[0])
    skip_to(g, "follow")
    s = session_for(g)
    s.run_automatic()
    assert s.auto_log == ["Bob dissents automatically."]
    assert g.pending.player == 2


def test_auto_dissent_off_asks_even_when_following_gains_nothing():
    g = start_turn(table(3, hands={0: ("survey",), 1: ("colonize",), 2: ()}), 0)
    lead(g, "S", g.players[0].hand[0])
    skip_to(g, "follow")  # the leader keeps a planet first
    s = session_for(g, (True, False, True))
    s.run_automatic()
    assert g.pending.kind == "follow" and g.pending.player == 1


def test_empire_symbols_or_a_translator_make_following_worth_asking():
    g = table(3, sets=("base", "exotica"), hands={0: ("survey",), 1: ("colonize",),
                                                  2: ("colonize",)})
    add_planet(g, 1, "oculon")  # an Exotic symbol with a Survey translator
    add_planet(g, 1, "voson")  # and a Survey symbol: 2 symbols look at 1 planet
    add_planet(g, 2, "lyttle")  # no Survey symbol: Cy gains nothing
    start_turn(g, 0)
    lead(g, "S", g.players[0].hand[0])
    skip_to(g, "follow")  # the leader keeps a planet first
    s = session_for(g)
    s.run_automatic()
    assert g.pending.kind == "follow" and g.pending.player == 1
    g.answer(["dissent"])
    s.run_automatic()
    assert s.auto_log == ["Cy dissents automatically."]


def test_handoff_is_due_whenever_the_decision_belongs_to_another_human():
    g = start_turn(table(2, hands={0: ("survey",), 1: ("survey",)}), 0)
    s = session_for(g, (True, True))
    assert s.needs_handoff()  # nobody sat down yet
    s.sit()
    assert s.keyboard == 0 and not s.needs_handoff()
    lead(g, "S", g.players[0].hand[0])
    skip_to(g, "follow")  # the leader keeps a planet first
    s.run_automatic()
    assert g.pending.player == 1 and s.needs_handoff()


def test_open_hands_never_hands_off():
    g = start_turn(table(2, hands={0: ("survey",), 1: ("survey",)}), 0)
    s = session_for(g, (True, True))
    s.setup.open_hands = True
    assert not s.needs_handoff()


def test_a_bot_seat_answers_by_itself_and_never_needs_a_handoff():
    import random

    from exotica_tui.bots import make_bot
    from exotica_tui.sim import random_answer

    rng = random.Random(3)
    bot = Seat("Robo", bot=make_bot("random", 3).choose)
    s = Session(Setup(seats=[Seat("Ann"), bot], seed=3), 3)
    s.run_automatic()
    s.sit()
    answered = 0
    while s.pending is not None:
        assert s.pending.player == 0 and not s.needs_handoff()
        s.answer(random_answer(s.game, s.pending, rng))
        answered += 1
    assert s.game.is_over and answered > 10
    assert any(e.text.startswith("Robo ") for e in s.game.log)


def test_a_bots_thought_counts_only_while_its_decision_is_pending():
    """A paced bot thinks on a thread from a view taken at the start; an undo may replace the
    game meanwhile, and then the answer it brings back is dropped."""
    import random

    from exotica_tui.bots import make_bot
    from exotica_tui.play.setup import bot_seat
    from exotica_tui.rules import Game
    from exotica_tui.sim import random_answer

    s = Session(Setup(seats=[Seat("Ann"), bot_seat("Robo", "greedy", 1, make_bot)], seed=5), 5)
    s.pace_bots = True
    s.start()
    s.sit()
    rng = random.Random(5)
    while not s.bot_due():
        s.answer(random_answer(s.game, s.pending, rng))
    d, think = s.bot_task()
    assert "<unjudged>" not in repr(d.options)  # the idle marks judged before the thread
    keys = think()
    before = list(s.game.record.answers)
    s.game = Game.replay(s.game.record)  # what an undo does: a new game object
    assert not s.play_bot(d, keys) and s.game.record.answers == before
    d, think = s.bot_task()
    assert s.play_bot(d, think()) and len(s.game.record.answers) == len(before) + 1
