"""User text on screen (issue 16, items 1-3 and "Should fix"): names and file names are data,
never markup or control sequences, and bad files in the saves folder are listed, not fatal."""

from __future__ import annotations

import json
import os
import time

from rich.cells import cell_len
from textual.widgets import Input

from exotica_tui import saves

try:
    import wcwidth
except ImportError:  # measured by Rich alone
    wcwidth = None
from exotica_tui.tui.app import ExoticaApp
from exotica_tui.tui.screens.gameover import GameOverScreen
from exotica_tui.tui.screens.setup import SetupScreen

from .driver import answers_until, covered, make_setup, press, screen_text
from .test_saves_list import open_list, saved_game


async def type_names(pilot, app: ExoticaApp, names: list[str], start: bool = False) -> None:
    """Fill the setup screen's seats (and press ctrl+s if ``start``)."""
    for i, name in enumerate(names + [""] * (5 - len(names))):
        app.screen.query_one(f"#name-{i}", Input).value = name
    await pilot.pause()
    if start:
        await press(pilot, "ctrl+s")
        await pilot.pause()


async def test_setup_takes_markup_as_text_and_a_comma_as_part_of_a_name():
    app = ExoticaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await type_names(pilot, app, ["Ann", "bot:[/x]"])
        await press(pilot, "ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)  # no crash: the error is shown as text
        assert "unknown bot '[/x]'" in screen_text(app)
        await type_names(pilot, app, ["Smith, J", "[/x]\x1b[2J"])
        await press(pilot, "ctrl+s")
        await pilot.pause()
        assert app.session.game.config.players == ["Smith, J", "[/x]"]


async def test_long_wide_and_multiline_names_keep_the_layout_at_80x24():
    names = ["D" + "🎲" * 20, "Bartholomew Fitzgerald-Hughes the Third", "Ann\nSmith"]
    app = ExoticaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await type_names(pilot, app, names, start=True)
        assert app.session.game.config.players == [
            "D" + "🎲" * 11, "Bartholomew Fitzgerald-H", "Ann Smith"]
        assert covered(app)
        lines = screen_text(app).rstrip("\n").split("\n")
        assert len(lines) == 24 and all(cell_len(ln) == 80 for ln in lines)
        rows = [ln.strip() for ln in lines if ln.strip().startswith(("│", "┃", "┏", "└"))]
        assert len(rows) == 6 and len({cell_len(r) for r in rows}) == 1  # aligned, whole
        assert "│ Bartholomew Fit… │" in "\n".join(rows)
        await press(pilot, "enter")
        await pilot.pause()
        lines = screen_text(app).rstrip("\n").split("\n")
        assert len(lines) == 24 and all(cell_len(ln) == 80 for ln in lines)
        me = app.session.game.players[app.session.keyboard].name
        assert f"{me}'s hand (" in "\n".join(lines)


async def test_the_setup_screen_says_why_a_name_is_refused():
    app = ExoticaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for names, why in ((["Ann", "\u3164"], "seat 2: a name needs a visible letter or digit"),
                           (["Ann", "Mal (you)"], 'seat 2: "Mal (you)" holds "(you)"'),
                           (["Ann", "Bob", "Аnn"], 'seat 3: "Аnn" is too like Ann')):
            await type_names(pilot, app, names, start=True)
            assert isinstance(app.screen, SetupScreen) and why in screen_text(app)


def terminal_width(line: str) -> set[int]:
    """How wide ``line`` is: as Rich measures it, and as a terminal draws it, character by
    character (tmux 3.3) or (wcwidth, when installed) joining what it can."""
    out = {cell_len(line), sum(cell_len(ch) for ch in line)}
    if wcwidth is not None:
        out |= {wcwidth.wcswidth(line), sum(max(wcwidth.wcwidth(ch), 0) for ch in line)}
    return out


async def test_names_that_terminals_draw_otherwise_move_no_border_at_80x24():
    """Issue 29, item 4: 👍🏽 was 2 cells to Rich and 4 to tmux, ❤️ 2 and 1, a filler 0 and
    2: the handoff box and the table were cut or misaligned."""
    names = ["👍🏽Bob", "❤️Cy\u3164", "अनिता 👨\u200d👩\u200d👧"]
    app = ExoticaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await type_names(pilot, app, names, start=True)
        assert app.session.game.config.players == ["👍Bob", "❤Cy", "अनत 👨👩👧"]
        for cover in (True, False):
            assert covered(app) is cover
            lines = screen_text(app).rstrip("\n").split("\n")
            assert len(lines) == 24 and all(terminal_width(ln) == {80} for ln in lines)
            if cover:  # the box of public counts: every row as wide as its border
                rows = [ln.strip() for ln in lines if ln.strip().startswith(("│", "┃", "┏", "└"))]
                assert len(rows) == 6 and len({w for r in rows for w in terminal_width(r)}) == 1
            await press(pilot, "enter")
            await pilot.pause()


async def test_names_that_look_like_markup_reach_the_game_over_screen_as_text():
    setup = make_setup(["[/x]", "[link=a:b]x[/link]"], seed=4)
    answers = answers_until(setup, lambda g: g.is_over)
    app = ExoticaApp(setup, answers)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert "[/x]" in screen_text(app)
        await press(pilot, "x")  # the export of the game over screen
        await pilot.pause()


async def test_bad_files_in_the_saves_folder_are_listed_at_once_and_a_folder_is_not_deleted():
    good, good_path = saved_game(["Ann", "Bob"], 3, 10)
    folder = saves.save_dir()
    os.mkfifo(folder / "pipe.json")
    (folder / "zero.json").symlink_to("/dev/zero")
    with (folder / "huge.json").open("wb") as out:
        out.truncate(200 * 2**20)
    (folder / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    (folder / "[link=a:b]x.json").write_text("{")
    (folder / "dir.json").mkdir()
    (folder / "gone.json").symlink_to(folder / "nowhere")  # unreadable (root reads chmod 000)
    app = ExoticaApp()
    async with app.run_test(size=(100, 40)) as pilot:
        start = time.monotonic()
        screen = await open_list(pilot, app)
        assert time.monotonic() - start < 2
        text = screen_text(app)
        assert "[link=a:b]x.json  UNREADABLE" in text
        assert "a named pipe, not a regular file" in text and "200 MB" in text
        assert "Ann, Bob" in text
        gone = next(e for e in screen.entries if e.path.name == "gone.json")
        assert "cannot read" in gone.error and gone.deletable
        assert [e.path.name for e in screen.entries][0] == good_path.name
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.entries[0].checked and "checked" in screen_text(app)
        dir_index = [e.path.name for e in screen.entries].index("dir.json")
        await press(pilot, *["down"] * dir_index, "d")
        await pilot.pause()
        assert app.screen is screen  # no confirmation for a delete that would fail
        assert "dir.json is not a save file: remove it yourself" in screen_text(app)
        assert (folder / "dir.json").is_dir()


async def test_the_list_shows_what_the_replay_says_not_what_the_summary_claims():
    game, path = saved_game(["Ann", "Bob"], 3, 10)
    data = json.loads(path.read_text())
    data["summary"].update(turn=999, finished=True, players=["Mallory", "Eve"])
    path.write_text(json.dumps(data))
    _, altered = saved_game(["Cy", "Dee"], 4, 5)
    data = json.loads(altered.read_text())
    data["digest"] = "0" * 32
    altered.write_text(json.dumps(data))
    app = ExoticaApp()
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await open_list(pilot, app)
        await app.workers.wait_for_complete()
        await pilot.pause()
        text = screen_text(app)
        assert screen.entries[0].checked and "checked" in text and "unchecked" not in text
        assert "Ann, Bob" in text and f"turn {game.s.turn_no};" in text
        assert "in progress" in text and "turn 999" not in text and "Mallory" not in text
        assert "DOES NOT LOAD" in text and "digest mismatch" in text and "Cy, Dee" in text
