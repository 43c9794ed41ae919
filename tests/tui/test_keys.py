"""The keys table exists once (``tui/keys.py``, issue 31): the help's Keys section, the table's
key bar and the README's copy are drawn from it."""

from __future__ import annotations

from pathlib import Path

from textual.binding import Binding

from exotica_tui.tui import keys
from exotica_tui.tui.screens.gameover import GameOverScreen
from exotica_tui.tui.screens.help import rule_sections
from exotica_tui.tui.screens.table import TableScreen

README = Path(__file__).parents[2] / "README.md"


def test_readme_keys_table_is_the_generated_one():
    block = keys.readme_block(README.read_text(encoding="utf-8"))
    assert block == keys.markdown(), (
        "README.md's keys table differs from exotica_tui/tui/keys.py: regenerate it with "
        "`.venv/bin/python -m exotica_tui.tui.keys README.md`")


def test_help_keys_section_is_the_table():
    assert dict(rule_sections())["Keys"] == keys.markdown()
    for key in keys.KEYS:
        assert f"| {key.keys} | {key.what} |" in keys.markdown()


def test_every_label_of_the_key_bar_comes_from_the_table():
    """The table screen's bar (its shown bindings, the prompt's hotkeys among them) and the
    game-over screen's Export show exactly the labels the table gives their keys."""
    shown = {b.key: b.description for b in TableScreen.BINDINGS
             if isinstance(b, Binding) and b.show}
    assert shown == {k.bind: k.label for k in keys.KEYS if k.label and k.where != "game over"}
    exports = [b for b in GameOverScreen.BINDINGS if b.key == "x"]
    assert [b.description for b in exports] == [keys.label("x")]


def test_write_readme_replaces_only_the_block(tmp_path):
    page = tmp_path / "README.md"
    page.write_text(f"# Title\n\nbefore\n\n{keys.BEGIN}\nstale\n{keys.END}\n\nafter\n")
    keys.write_readme(page)
    text = page.read_text()
    assert keys.readme_block(text) == keys.markdown()
    assert text.startswith("# Title\n\nbefore\n\n") and text.endswith(f"{keys.END}\n\nafter\n")
