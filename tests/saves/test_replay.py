"""The replay of a save (play/replay.py): every checkpoint is the game of the record's prefix,
the turn index steps as the keys say, and each sight shows what it may and no more."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from exotica_tui import saves
from exotica_tui.play.replay import MARK, Replay, ReplaySession, Sight, public_view, sight_of
from exotica_tui.rules import Game, GameRecord

FIXTURES = Path(__file__).parent / "fixtures"
FINISHED = FIXTURES / "replay" / "whole-box-5p-finished.json"
UNFINISHED = FIXTURES / "replay" / "whole-box-4p-unfinished.json"
REVISION_2 = FIXTURES / "rules-revision-2" / "p5-sim-51005153015.json"


def replay_of(path: Path) -> Replay:
    loaded = saves.load(path)
    return Replay(loaded.game.record)


def facts(d):
    """A decision's facts (its options' idle marks are judged only while it is pending)."""
    return d and (d.player, d.kind, d.prompt, [o.key for o in d.options])


@pytest.fixture(scope="module")
def finished() -> Replay:
    return replay_of(FINISHED)


@pytest.mark.parametrize("path", [FINISHED, REVISION_2, UNFINISHED], ids=lambda p: p.stem)
def test_every_checkpoint_is_the_game_of_the_records_prefix(path):
    replay = replay_of(path)
    record = replay.record
    live = Game.new(record.config)
    seats = range(len(record.config.players))
    for step in range(replay.last + 1):
        if step:
            live.answer(list(record.answers[step - 1]))
        position = replay.at(step)
        assert position.digest() == live.digest(), step
        assert len(position.log) == len(live.log)
        assert facts(position.pending) == facts(live.pending)
        if step % 41 == 0 or step == replay.last:
            assert [position.view(s) for s in seats] == [live.view(s) for s in seats], step
            assert position.scores() == live.scores()
    assert replay.last == len(record.answers)


def test_a_save_of_an_older_rules_revision_replays_under_that_revision():
    replay = replay_of(REVISION_2)
    assert replay.record.config.rules_revision == 2
    assert replay.at(replay.last).digest() == saves.load(REVISION_2).game.digest()


def test_a_position_is_the_same_when_reached_from_anywhere(finished):
    far = finished.at(finished.last).digest()
    for step in (3, finished.last // 2, 1, 0, finished.last - 1):
        finished.at(step)
    assert len(finished._built) <= Replay.KEPT
    assert finished.at(finished.last).digest() == far
    assert finished.at(200).digest() == Game.replay(
        GameRecord(config=finished.record.config, answers=finished.record.answers[:200])).digest()


def test_a_position_cannot_be_answered(finished):
    position = finished.at(10)
    assert position.pending is not None
    with pytest.raises(AttributeError):
        position.answer(list(finished.record.answers[10]))
    assert finished.at(10).digest() == position.digest()


def test_the_turn_index_steps_by_turns(finished):
    r = finished
    start = r.turn_starts[5]
    assert r.turn_of(start) == 5 and r.turn_of(start - 1) == 4
    assert r.next_turn(start) == r.turn_starts[6]
    assert r.next_turn(start + 1) == r.turn_starts[6]
    assert r.previous_turn(start + 1) == start  # to the start of its turn first
    assert r.previous_turn(start) == r.turn_starts[4]
    assert r.previous_turn(0) == 0 and r.next_turn(r.last) == r.last
    assert r.turn_start(5) == start and r.turn_start(10_000) == r.turn_starts[max(r.turn_starts)]


def test_sessions_step_and_clamp(finished):
    s = ReplaySession(finished, Sight.OPEN)
    s.move("back")
    assert s.step == 0
    s.move("end")
    assert s.step == finished.last and s.pending is None and s.game.is_over
    s.move("forward")
    assert s.step == finished.last
    s.move("previous_turn")
    assert finished.turn_of(s.step) == finished.turn_of(finished.last)
    s.goto_turn(7)
    assert s.step == finished.turn_starts[7]
    assert s.auto_log == [f"REPLAY {s.step}/{finished.last}"]


def test_the_lines_of_the_current_step_are_marked(finished):
    s = ReplaySession(finished, Sight.OPEN, step=finished.turn_starts[3])
    view = s.view()
    marked = [e for e in view.log if e.text.startswith(MARK)]
    own = [finished.final.log[i] for i in finished.step_entries(s.step)]
    own = [e for e in own if e.seat in (None, view.seat)]
    assert [e.text.removeprefix(MARK) for e in marked] == [e.text for e in own]
    assert marked and view.log[-len(marked):] == marked


def test_a_finished_game_is_seen_open_an_unfinished_one_public_or_by_its_seat():
    assert sight_of(True) is Sight.OPEN and sight_of(True, 2) is Sight.OPEN
    assert sight_of(False) is Sight.PUBLIC and sight_of(False, 1) is Sight.SEAT
    unfinished = replay_of(UNFINISHED)
    with pytest.raises(AssertionError):
        ReplaySession(unfinished, Sight.OPEN)


def test_an_open_replay_shows_every_hand(finished):
    s = ReplaySession(finished, Sight.OPEN, step=100)
    assert s.open_hands
    for seat in range(5):
        assert s.open_view(seat).players[seat].hand == s.game.players[seat].hand


def test_a_public_replay_shows_no_secret_at_any_step():
    replay = replay_of(UNFINISHED)
    s = ReplaySession(replay, Sight.PUBLIC)
    assert not s.open_hands
    for step in range(replay.last + 1):
        s.goto(step)
        view, game = s.view(), s.game
        assert all(pv.hand is None for pv in view.players)
        assert not any(e.private for e in view.log)
        assert view.log == [e for e in public_view(game, view.seat).log if not e.private] or \
            any(e.text.startswith(MARK) for e in view.log)
        fronts = {pl.card for pv in view.players for pl in pv.planets}
        hidden = {pl.card for p in game.players for pl in p.planets if not pl.face_up}
        assert not fronts & hidden
        if view.looking:
            assert s.pending is not None and s.pending.kind in ("library_keep",), s.pending.kind
        with pytest.raises(AssertionError):
            s.open_view(0)


def test_a_seats_replay_shows_that_seats_view_only():
    replay = replay_of(UNFINISHED)
    s = ReplaySession(replay, Sight.SEAT, seat=2, step=90)
    view = s.view()
    assert s.keyboard == 2 and view.seat == 2
    assert [pv.hand is not None for pv in view.players] == [False, False, True, False]
    assert view.players[2].hand == s.game.players[2].hand


def test_a_table_replays_its_game_so_far_as_its_keyboard_seat_saw_it():
    from exotica_tui.play.session import Session
    from exotica_tui.play.setup import Seat, Setup

    loaded = saves.load(UNFINISHED)
    setup = Setup(seats=[Seat(n) for n in loaded.game.config.players],
                  sets=list(loaded.game.config.sets), seed=loaded.game.config.seed)
    session = Session(setup, loaded.game.config.seed, game=loaded.game)
    session.sit()
    s = ReplaySession.of_table(session.game, session.keyboard, True)
    assert s.sight is Sight.SEAT and s.step == s.replay.last
    view = s.view()
    view.log = [replace(e, text=e.text.removeprefix(MARK)) for e in view.log]
    assert view == session.view()
    assert ReplaySession.of_table(session.game, session.keyboard, False).sight is Sight.PUBLIC
    finished = saves.load(FINISHED).game
    assert ReplaySession.of_table(finished, 2, True).sight is Sight.OPEN
