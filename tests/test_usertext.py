"""User text is data (issue 16, items 2, 3 and the names of "Should fix"): names are cleaned
where they enter, in one place (``usertext``), and nothing a user typed or a file held reaches
a terminal or an export as a control character or as live markup."""

from __future__ import annotations

import re

import pytest
from rich.cells import cell_len

from exotica_tui import autosave, saves
from exotica_tui.bots import parse_seats
from exotica_tui.cli import main
from exotica_tui.rules import Game, GameConfig
from exotica_tui.tui.session import Seat
from exotica_tui.usertext import NAME_CELLS, clean_name, clean_names, shown

from .saves.conftest import play

CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2066-\u2069]")
HOSTILE = ["\x1b[2J\x1b]0;pwned\x07Ann", "[/x]", "[link=file:///x]x[/link]",
           "Bob\nSmith\u202e", "🎲" * 20]


@pytest.mark.parametrize("raw,clean", [
    ("\x1b[2J\x1b]0;pwned\x07Ann", "Ann"),  # the whole sequences go, not only ESC
    ("Bob\nSmith\t Jr\r", "Bob Smith Jr"),
    ("\u202eevil\u200b", "evil"),
    ("x" * 40, "x" * NAME_CELLS),
    ("🎲" * 20, "🎲" * (NAME_CELLS // 2)),  # wide: two cells each
    ("[/x]", "[/x]"),  # markup is escaped where shown, not taken from the name
])
def test_clean_name(raw, clean):
    assert clean_name(raw) == clean and cell_len(clean) <= NAME_CELLS


def test_cleaned_names_stay_unique_and_non_empty():
    assert clean_names(["Ann", "Ann\x07", "\x1b[0m", "y" * 30, "y" * 24]) == [
        "Ann", "Ann 2", "Seat 3", "y" * 24, "y" * 22 + " 2"]


def test_shown_makes_control_characters_visible():
    assert shown("a\x1b[2Jb\nc\u202e") == "a\\x1b[2Jb\\nc\\u202e"


def test_command_line_names_are_cleaned_and_a_setup_field_is_one_seat():
    assert parse_seats("\x1b]0;x\x07Ann,Zed\n=bot:greedy").names == ["Ann", "Zed"]
    assert parse_seats(["Smith, J", "Ann"]).names == ["Smith, J", "Ann"]
    with pytest.raises(ValueError, match=r"unknown bot '\[/x\]'"):
        parse_seats("Ann,bot:[/x]")
    assert Seat("\x1b[2JAnn\n").name == "Ann"  # any seat the app builds




@pytest.fixture
def hostile_save() -> autosave.Autosaver:
    """A save someone shared, written with raw names (as the app before cleaning could)."""
    game = play(Game.new(GameConfig(players=HOSTILE, seed=3, five_without_escalation=True)), 30)
    autosaver = autosave.Autosaver()
    assert autosaver.save(game) is None
    return autosaver


def test_a_loaded_save_goes_on_with_clean_names(hostile_save):
    loaded = saves.load(hostile_save.path)
    assert loaded.game.config.players == clean_names(HOSTILE)
    assert not any(CONTROL.search(e.text) for e in loaded.game.log)
    assert len(loaded.game.record.answers) == 30


def test_check_and_export_print_no_control_character_and_no_live_markup(
        hostile_save, tmp_path, capsys):
    assert main(["check", str(hostile_save.path)]) == 0
    out = capsys.readouterr().out
    assert "Ann, [/x]," in out and not CONTROL.search(out.rstrip("\n"))
    assert main(["export", str(hostile_save.path), "-o", str(tmp_path / "game")]) == 0
    txt = (tmp_path / "game.txt").read_text()
    html = (tmp_path / "game.html").read_text()
    for text in (txt, html):
        assert not CONTROL.search(text.replace("\n", ""))
    assert "[link=file:///x]x[/link]" in txt and "[/x]" in txt
    assert "<a " not in html and "file:///x" in html  # shown as text, never a link


def test_an_export_of_a_live_game_escapes_raw_names_too(tmp_path):
    """Names that never went through an entry point (the API) still print as data."""
    from exotica_tui.export import export

    game = play(Game.new(GameConfig(players=HOSTILE, seed=3, five_without_escalation=True)), 30)
    txt, html = export(game, tmp_path / "raw")
    assert "\x1b" not in txt.read_text() and "\x1b" not in html.read_text()
    assert "<a " not in html.read_text()
