"""Rows wrap between entries, never inside one ("Improved Trade", "[F] Lyttle PT ★2")."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from exotica_tui.tui.packed import Packed


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
