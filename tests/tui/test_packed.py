"""Rows wrap between entries, never inside one ("Improved Trade", "[F] Lyttle PT ★2")."""

from __future__ import annotations

import random

from rich.console import Console
from rich.text import Text
from textual.content import Content
from textual.style import Style
from textual.visual import RenderOptions

from exotica_tui.tui.packed import Packed, TextRows

OPTIONS = RenderOptions(Style.parse, {})  # a style's name read as a widget reads it


def test_an_entry_never_breaks_across_lines():
    packed = Packed().add("  Techs: ", ["Improved Trade", "Improved Survey", "Data Network"])
    assert packed.text(30).plain == "  Techs: Improved Trade\n         Improved Survey\n" \
                                    "         Data Network"
    assert packed.text(80).plain == "  Techs: Improved Trade | Improved Survey | Data Network"


def test_wide_characters_count_as_two_cells_and_a_long_label_moves_entries_down():
    name = "アン" * 12  # 48 cells
    packed = Packed().add(Text(name + "  "), ["★0", "⚔2", "hand 5", "deck 3"], sep="  ", indent=4)
    lines = packed.text(56).plain.splitlines()
    assert lines == [name + "  ★0  ⚔2", "    hand 5  deck 3"]
    assert all(Text(line).cell_len <= 56 for line in lines)
    assert Packed().add("Long label here: ", ["entry"], indent=2).text(12).plain == (
        "Long label here: \n  entry")


def test_rich_draws_it_at_the_width_it_is_given():
    packed = Packed().add("Up: ", ["[F] Lyttle PT ★2", "[M] Anvilhold W ★3"], indent=4)
    console = Console(width=24, file=None, record=True)
    with console.capture() as out:
        console.print(packed)
    assert out.get().splitlines() == ["Up: [F] Lyttle PT ★2", "    [M] Anvilhold W ★3"]
    assert packed.plain == "Up: [F] Lyttle PT ★2 | [M] Anvilhold W ★3"


def _draw(visual, width: int) -> list[str]:
    """What a Visual draws at ``width`` (no widget: plain styles and rules)."""
    return [strip.text for strip in visual.render_strips(width, None, Style(), OPTIONS)]


def test_rows_draw_as_the_whole_content_and_a_row_drawn_before_is_reused():
    """``RowsVisual`` draws row by row what Textual draws of the whole (its Content): the same
    lines and height at every width; a row drawn before (in another empire, another panel)
    comes back as the same lines, not drawn again."""
    packed = Packed().add("Ann  ", ["★0", "⚔2", "hand 5"], sep="  ").add(
        "Down: ", ["[M] W2/C2 colonies 3/2", "[A] W6/C3"], indent=2)
    text = Text("Pass the keyboard to Bob\n\nBob takes an action.\n", style="bold")
    for width in (8, 20, 60):
        whole = Content.from_rich_text(packed.text(width))
        assert _draw(packed.visualize(), width) == _draw(whole, width)
        assert packed.visualize().get_height({}, width) == whole.get_height({}, width)
        assert _draw(TextRows(text), width) == _draw(Content.from_rich_text(text), width)
        assert TextRows(text).get_height({}, width) == (
            Content.from_rich_text(text).get_height({}, width))
    again = Packed().add("Ann  ", ["★1", "⚔2", "hand 5"], sep="  ").add(
        "Down: ", ["[M] W2/C2 colonies 3/2", "[A] W6/C3"], indent=2)
    before = packed.visualize().render_strips(20, None, Style(), OPTIONS)
    after = again.visualize().render_strips(20, None, Style(), OPTIONS)
    assert [s.text for s in after][0] != [s.text for s in before][0]  # the counts changed
    assert after[1:] == before[1:] and all(a is b for a, b in zip(after[1:], before[1:],
                                                                   strict=True))


def test_a_row_that_fits_is_measured_without_wrapping_and_as_content_measures_it(monkeypatch):
    """A row whose lines fit the width is as many lines high as it has (not made into Content
    and wrapped to be measured); any other row is measured as Content measures it."""
    rng = random.Random(13)
    words = ["Improved", "Trade", "★2", "アン", "", "x" * 30, "[F] Lyttle PT"]
    texts = [" ".join(rng.choice(words) for _ in range(rng.randrange(0, 9)))
             + rng.choice(["", "\n", "\nsecond line", "  "]) for _ in range(300)]
    for n, plain in enumerate(texts):
        width = 8 + n % 40
        for rules in ({}, {"line_pad": 1}, {"text_wrap": "nowrap"}):
            expected = Content.from_rich_text(Text(plain)).get_height(rules, width)
            assert TextRows(Text(plain)).get_height(rules, width) == expected, (plain, width)
    wrapped = []
    monkeypatch.setattr(TextRows, "row", lambda self, n, width: wrapped.append(n))
    assert TextRows(Text("fits\nin ten")).get_height({}, 10) == 2
    assert wrapped == []
