"""User text is data (issue 16, items 2, 3 and the names of "Should fix"): names are cleaned
where they enter, in one place (``usertext``), and nothing a user typed or a file held reaches
a terminal or an export as a control character or as live markup."""

from __future__ import annotations

import re
import unicodedata

import pytest
from rich.cells import cell_len

from exotica_tui import autosave, saves
from exotica_tui.bots import parse_seats
from exotica_tui.cli import main
from exotica_tui.play.setup import Seat
from exotica_tui.rules import Game, GameConfig
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


# -- issue 29, item 4: names are what they show ------------------------------------------------

try:
    import wcwidth
except ImportError:  # measured by Rich alone
    wcwidth = None


def drawn(text: str) -> set[int]:
    """The widths ``text`` takes: as Rich measures it, in a terminal that draws each character
    on its own (tmux 3.3: 👍🏽 in 4 cells) and, with wcwidth, in one that joins them."""
    out = {cell_len(text), sum(cell_len(ch) for ch in text)}
    if wcwidth is not None:
        out |= {wcwidth.wcswidth(text), sum(max(wcwidth.wcwidth(ch), 0) for ch in text)}
    return out


TRICKY = ["👍🏽Bob", "❤️Cy", "🇫🇷Dee", "👨\u200d👩\u200d👧Eve", "Zoe\u0301\u0301\u0301\u0301",
          "ㅤAnn", "Ann\u2800Lee", "\u1160\u1161Kim", "अनिता", "1\ufe0f\u20e3Sam"]


@pytest.mark.parametrize("raw", TRICKY)
def test_a_clean_name_is_drawn_as_wide_as_rich_measures_it(raw):
    name = clean_name(raw)
    assert len(drawn(name)) == 1 and name.isprintable()


def test_no_character_makes_a_clean_name_draw_wider_or_narrower():
    """Every mark, modifier, selector, emoji and zero-width letter, between two letters."""
    points = [*range(0x300, 0xD800), *range(0xF900, 0x20000), *range(0xE0000, 0xE01F0)]
    odd = [cp for cp in points if unicodedata.category(chr(cp)) in ("Mn", "Mc", "Me", "Sk", "Lo")
           and (unicodedata.category(chr(cp)) != "Lo" or cell_len(chr(cp)) == 0)
           or 0x1F000 <= cp < 0x1FB00]
    wrong = [hex(cp) for cp in odd if len(drawn(clean_name(f"a{chr(cp)}b"))) > 1
             and cp != 0x1171E]  # Mn in Python's Unicode tables, Mc in wcwidth's (16.0)
    assert len(odd) > 3000 and wrong == []


@pytest.mark.parametrize("raw", ["ㅤ", "\u2800\u2800", "\u0301\u0302", "\u200b", "\u115f",
                                 "👍🏽", "\u1160\u1161", "..."])
def test_a_name_must_show_a_letter_or_digit(raw):
    with pytest.raises(ValueError, match="seat 2: a name needs a visible letter or digit"):
        parse_seats(["Ann", raw])


@pytest.mark.parametrize("raw, marker", [
    ("Mal (you)", "(you)"), ("▶ Bob (active)", "(active)"), ("Cy (ACTIVE)", "(active)"),
    ("►Dee", "▶"), ("Eve （you）", "(you)"), ("Fay (уоu)", "(you)"), ("Gil ★ wins", "★ wins")])
def test_a_name_may_not_fake_a_table_marker(raw, marker):
    with pytest.raises(ValueError, match=re.escape(f'holds "{marker}", which the table draws')):
        parse_seats(["Ann", raw])


def test_the_markers_are_all_the_table_draws_beside_a_name():
    from exotica_tui.tui.render import empire
    from exotica_tui.usertext import MARKERS

    game = Game.new(GameConfig(players=["Ann", "Bob"], seed=1))
    head = empire(game, game.view(0).players[0], active=True, me=True).text(200).plain
    drawn_beside = head.replace("Ann", " ").split()[:3]  # then the counts: ★, hand, deck...
    assert set(drawn_beside) <= set(MARKERS) and len(drawn_beside) == 3


@pytest.mark.parametrize("other", ["Аnn", "ANN", "Ａｎｎ", "ann", "Αnn"])
def test_a_name_too_like_another_seat_is_refused(other):
    with pytest.raises(ValueError, match=f'seat 3: "{other}" is too like Ann'):
        parse_seats(["Ann", "Bob", other])


def test_look_alike_letters_and_digits():
    for a, b in (("Ian", "lan"), ("B0b", "Bob"), ("Kay", "Кау"), ("Pete", "Ρete")):
        with pytest.raises(ValueError, match="too like"):
            parse_seats([a, b])
    assert parse_seats("Ann,Ann,bot:greedy,bot:greedy").names == [
        "Ann", "Ann 2", "Greedy", "Greedy 2"]  # the same name is numbered, as before
    assert parse_seats(["Zoë", "Zoe", "José"]).names == ["Zoë", "Zoe", "José"]


def test_the_command_line_refuses_a_look_alike_name(capsys, monkeypatch):
    from exotica_tui.tui.app import ExoticaApp

    monkeypatch.setattr(ExoticaApp, "run", lambda self: None)  # were the table to open
    assert main(["--players", "Ann,Аnn"]) == 2
    assert 'seat 2: "Аnn" is too like Ann' in capsys.readouterr().err
    assert main(["host", "--players", "Ann,Mal (you)", "--here", "Zed"]) == 2  # never listens
    assert 'seat 2: "Mal (you)" holds "(you)"' in capsys.readouterr().err


def test_a_save_with_names_refused_now_loads_with_stand_ins():
    """The digest is checked on the names the file holds; then a name that would be refused
    now becomes ``Seat N``, the same on every load."""
    raw = ["Ann", "Аnn", "ㅤ", "Mal (you)", "👍🏽Bob"]
    game = play(Game.new(GameConfig(players=raw, seed=3, five_without_escalation=True)), 20)
    autosaver = autosave.Autosaver()
    assert autosaver.save(game) is None
    names = ["Ann", "Seat 2", "Seat 3", "Seat 4", "👍Bob"]
    for _ in range(2):
        loaded = saves.load(autosaver.path)
        assert loaded.game.config.players == names and loaded.save.record.config.players == raw
        assert len(loaded.game.record.answers) == 20
    assert saves.read_save(autosaver.path).summary.parts()[0] == ", ".join(names)
