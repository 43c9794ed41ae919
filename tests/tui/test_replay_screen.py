"""The replay at the table and the review (issue 32): the keys step through the record and
every step shows the position ``Game.replay`` of the record's prefix reaches; an unfinished
game's replay draws no hidden card; a bad save is refused before anything is drawn."""

from __future__ import annotations

import json
import random
import re

import pytest

from exotica_tui import saves
from exotica_tui.cli import main
from exotica_tui.play.replay import MARK
from exotica_tui.rules import Game, GameRecord
from exotica_tui.tui.app import ExoticaApp
from exotica_tui.tui.screens.gameover import GameOverScreen
from exotica_tui.tui.screens.replay import GotoTurn, ReplayScreen
from exotica_tui.tui.screens.review import ReviewScreen
from exotica_tui.tui.screens.saves import SavesScreen
from exotica_tui.tui.watch import watch_app

from ..saves.test_replay import FINISHED, REVISION_2, UNFINISHED
from .driver import press, screen_text

KEYS = ["right", "left", "right_square_bracket", "left_square_bracket", "home", "end"]


def unmarked(view):
    for i, e in enumerate(view.log):
        if e.text.startswith(MARK):
            view.log[i] = type(e)(e.turn, e.text.removeprefix(MARK), e.private)
    return view


def prefix_game(record: GameRecord, step: int) -> Game:
    return Game.replay(GameRecord(config=record.config, answers=record.answers[:step]))


def final_line(path) -> str:
    """The final scores, best first, of the game ``exotica check`` replays and finds sound."""
    assert main(["check", str(path)]) == 0
    ranked = sorted(saves.load(path).game.scores(), key=lambda s: (s.rank, s.seat))
    return "final: " + ", ".join(f"{s.name} {s.total}" + (" ★" if s.rank == 1 else "")
                                 for s in ranked)


@pytest.mark.parametrize("path", [FINISHED, REVISION_2], ids=lambda p: p.stem)
async def test_end_shows_the_final_scores_of_exotica_check(path, capsys):
    expected = final_line(path)
    assert "sound" in capsys.readouterr().out
    app = watch_app(path)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        last = app.screen.session.replay.last
        assert f"REPLAY 0/{last}" in screen_text(app)
        await press(pilot, "end")
        text = screen_text(app)
        assert f"REPLAY {last}/{last}" in text
        assert expected in " ".join(text.split())
        assert [s.total for s in app.screen.session.game.scores()] == [
            s.total for s in saves.load(path).game.scores()]


async def test_200_random_keys_match_the_replay_of_the_records_prefix():
    app = watch_app(FINISHED)
    rng = random.Random(32)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        s = screen.session
        record, last, step = s.replay.record, s.replay.last, 0
        for i in range(200):
            key = rng.choice(KEYS) if i % 25 else "g"
            if key == "g":
                turn = rng.randrange(0, s.replay.turn_of(last) + 1)
                await press(pilot, "g")
                assert isinstance(app.screen, GotoTurn)
                await press(pilot, *str(turn), "enter")
                step = s.replay.turn_start(turn)
            else:
                await press(pilot, key)
                step = {"right": min(step + 1, last), "left": max(step - 1, 0), "home": 0,
                        "end": last, "right_square_bracket": s.replay.next_turn(step),
                        "left_square_bracket": s.replay.previous_turn(step)}[key]
            assert app.screen is screen and s.step == step, (i, key)
            ref = prefix_game(record, step)
            assert unmarked(s.view()) == ref.view(s.keyboard), (i, key, step)
            assert [s.open_view(q) for q in range(5)] == [ref.view(q) for q in range(5)]
            assert f"REPLAY {step}/{last}" in screen_text(app).splitlines()[0]


async def test_the_log_marks_the_lines_of_the_current_step():
    app = watch_app(FINISHED, step=300)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        s = app.screen.session
        log = s.replay.final.log
        marked = 0
        for _ in range(12):
            text = screen_text(app)
            own = [log[i].text for i in s.replay.step_entries(s.step)
                   if log[i].seat in (None, s.keyboard)]
            assert all(MARK + line[:40] in text for line in own)
            assert text.count(MARK) == len(own) + 1  # and the leader's marker
            marked += len(own)
            await press(pilot, "right")
        assert marked


def hidden_now(game: Game) -> tuple[set[str], set[str]]:
    """The names of planets whose fronts nobody but their holder may see now, less those any
    public place names (a public log line, a face-up card); and the private log lines."""
    public_text = " ".join(e.text for e in game.log if e.seat is None)
    fronts = {game.name(pl.card) for p in game.players for pl in p.planets if not pl.face_up}
    fronts |= {game.name(c) for c in game.s.planet_deck + game.s.looking}
    shown = {game.name(pl.card) for p in game.players for pl in p.planets if pl.face_up}
    shown |= {game.name(c) for c in game.s.planet_discard}
    names = {n for n in fronts - shown if n not in public_text}
    return names, {e.text for e in game.log if e.seat is not None}


async def test_an_unfinished_games_replay_draws_no_hidden_card():
    """Every step of an unfinished game at 160x50 (the log panel, every empire) and the log,
    cards and techs windows at some: no face-down front, deck card or private line."""
    app = watch_app(UNFINISHED)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        s = app.screen.session
        assert not s.open_hands
        seen_private = 0
        for step in range(s.replay.last + 1):
            drawn = [screen_text(app)]
            if step % 30 == 0:
                for key in ("l", "i", "b"):  # (wide, ``e`` scrolls the table's empires)
                    await press(pilot, key)
                    assert not isinstance(app.screen, ReplayScreen)
                    drawn.append(screen_text(app))
                    await press(pilot, "escape")
            names, private = hidden_now(s.game)
            seen_private += len(private)
            flat = " ".join(" ".join(drawn).split())
            assert "Hand (open)" not in flat
            for name in names:
                assert not re.search(rf"\b{re.escape(name)}\b", flat), (step, name)
            for line in private:
                assert " ".join(line.split()) not in flat, (step, line)
            await press(pilot, "right")
        assert seen_private and s.step == s.replay.last


async def test_nothing_answers_or_undoes_in_a_replay():
    app = watch_app(FINISHED, step=12)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        s = app.screen.session
        for key in ("1", "s", "f", "d", "u", "enter", "space"):
            await press(pilot, key)
        assert s.step == 12 and len(s.replay.record.answers) == s.replay.last
        await press(pilot, "escape")
        assert not app.is_running


async def test_a_bad_save_gets_one_line_and_exit_2(tmp_path, capsys):
    truncated = tmp_path / "cut.json"
    truncated.write_bytes(FINISHED.read_bytes()[:4000])
    foreign = tmp_path / "foreign.json"
    foreign.write_text('{"hello": "world"}')
    damaged = tmp_path / "damaged.json"
    data = json.loads(FINISHED.read_text())
    data["digest"] = "0" * 32
    damaged.write_text(json.dumps(data))
    for path, why in ((truncated, "truncated"), (foreign, "no format version"),
                      (damaged, "digest")):
        for command in ("replay", "review"):
            assert main([command, str(path)]) == 2
            err = capsys.readouterr().err
            assert err.count("\n") == 1 and why in err, err
    assert main(["review", str(UNFINISHED)]) == 2
    assert "not finished" in capsys.readouterr().err


async def test_the_review_opens_the_replay_at_a_turning_point():
    app = watch_app(FINISHED, reviewed=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen)
        review = app.screen.review
        text = screen_text(app)
        assert "Score after each turn" in text and "Turning points" in text
        first = review.turning_points[0]
        assert f"Turn {first.turn}:" in text
        await press(pilot, "enter")
        assert isinstance(app.screen, ReplayScreen) and app.screen.session.step == first.step
        await press(pilot, "escape")
        assert isinstance(app.screen, ReviewScreen)


async def test_game_over_opens_the_replay_and_the_review():
    loaded = saves.load(FINISHED)
    app = ExoticaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(GameOverScreen(loaded.game))
        await pilot.pause()
        await press(pilot, "r")
        assert isinstance(app.screen, ReplayScreen) and app.screen.session.open_hands
        await press(pilot, "end")  # (the final scores on screen: the 160x50 test above; at
        s = app.screen.session     # 80 columns the status line may cut them off)
        assert s.step == s.replay.last and any(n.startswith("final:") for n in s.auto_log)
        assert f"{s.step}/{s.step}" in screen_text(app)
        await press(pilot, "escape", "v")
        assert isinstance(app.screen, ReviewScreen)
        await press(pilot, "escape")
        assert isinstance(app.screen, GameOverScreen)


async def test_the_saves_list_replays_an_unfinished_game_in_public():
    path = saves.new_save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(UNFINISHED.read_bytes())
    app = ExoticaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "ctrl+o")
        assert isinstance(app.screen, SavesScreen)
        await press(pilot, "r")
        assert isinstance(app.screen, ReplayScreen)
        s = app.screen.session
        assert not s.open_hands and all(pv.hand is None for pv in s.view().players)
        assert "'s hand: 5 cards, hidden until the game is over" in screen_text(app)
        await press(pilot, "escape")
        assert isinstance(app.screen, SavesScreen)


async def test_resizing_help_cards_and_empires_work_as_in_play():
    from exotica_tui.tui.screens.cards import CardsScreen
    from exotica_tui.tui.screens.help import HelpScreen
    from exotica_tui.tui.screens.info import EmpiresScreen
    from exotica_tui.tui.widgets.board import LogPanel

    app = watch_app(FINISHED, step=400)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert not screen.has_class("-wide") and not screen.query_one(LogPanel).display
        await pilot.resize_terminal(160, 50)
        await pilot.pause()
        assert screen.has_class("-wide") and screen.query_one(LogPanel).display
        assert MARK in screen_text(app) and "REPLAY 400/" in screen_text(app).splitlines()[0]
        for key, kind in (("i", CardsScreen), ("question_mark", HelpScreen)):
            await press(pilot, key)
            assert isinstance(app.screen, kind)
            await press(pilot, "escape")
            assert app.screen is screen
        await pilot.resize_terminal(80, 24)
        await press(pilot, "e")  # narrow, the others' empires in a dialog, hands open
        assert isinstance(app.screen, EmpiresScreen) and app.screen.open_hands
        await press(pilot, "escape", "right")
        assert app.screen is screen and screen.session.step == 401


async def test_ctrl_r_at_a_hot_seat_table_replays_the_game_so_far_as_its_seat_saw_it():
    """The live table's replay: the keyboard seat's own sight (its hand, no other), at the
    table's step; never under a handoff cover; Esc goes back to the live table."""
    from .driver import make_app, sit_down

    app = make_app(["Ann", "Bob"], 3)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert covered_now(app)
        await press(pilot, "ctrl+r")
        assert not isinstance(app.screen, ReplayScreen)  # under the cover: nothing
        await sit_down(pilot)
        table = app.screen
        await press(pilot, "ctrl+r")
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        s = screen.session
        game = app.session.game
        assert s.step == len(game.record.answers)
        me = app.session.keyboard
        assert s.keyboard == me and s.view().players[me].hand == game.view(me).players[me].hand
        assert s.view().players[1 - me].hand is None  # the other hand stays its player's
        await press(pilot, "home")
        assert s.step == 0
        await press(pilot, "escape")
        assert app.screen is table


def covered_now(app) -> bool:
    from .driver import covered

    return covered(app)
