"""Issue 30, item 2: long option lists are navigable. Research is grouped (your tiles'
upgrades, then the piles, yours first) and a pass is the key ``n``; every option is one row,
cut at a word, with its whole text on the detail row; ``/`` filters, and every option can be
reached past the keys."""

from __future__ import annotations

import pytest
from rich.text import Text

from exotica_tui.rules.decision import Decision, Option
from exotica_tui.tui import prompts
from exotica_tui.tui.app import ExoticaApp
from exotica_tui.tui.widgets.prompt import PromptPanel, one_row

from .driver import answers_until, make_setup, press, screen_text
from .test_prompts import PanelApp

SETS = ["base", "escalation", "exotica", "exotica-promo"]


@pytest.fixture(scope="module")
def research():
    """A 3-seat game of all four sets at a Research of 13 options, tiles' upgrades among them."""
    setup = make_setup(["Ann", "Bob", "Cy"], 11, SETS)
    return setup, answers_until(setup, lambda g: g.pending.kind == "research"
                                and len(g.pending.options) > 8 and g.s.turn_no > 10)


def test_one_row_cuts_at_a_word():
    text = Text("Upgrade to Improved Fleet (3 R)  2F>1D (repeat) or 2D>1B")
    for width in range(12, 60):
        cut = one_row(text, width).plain
        assert len(cut) <= width
        if cut.endswith("…"):
            assert text.plain.startswith(cut[:-1]) and text.plain[len(cut) - 1] == " ", cut
    assert one_row(text, 80).plain == text.plain
    assert one_row(Text("Supercalifragilistic word"), 8).plain == "Superca…"  # one long word


def test_research_lists_the_tiles_first_then_the_piles_yours_first(research):
    setup, answers = research
    from exotica_tui.play.session import Session

    s = Session(setup, setup.seed, answers)
    d, view = s.pending, s.game.view(s.pending.player)
    pv = prompts.build(s.game, view, d)
    options = [e for e in pv.entries if e.option is not None]
    groups = [e.group for e in options]
    assert groups[0] == prompts.TILES and groups.count(prompts.TILES) == 2
    piles = [g for g in dict.fromkeys(groups) if g not in (prompts.TILES, "")]
    have = prompts.planet_counts(s.game, view)
    yours = [p for p in piles if have.get(prompts.PILE_TYPES[p.lower()], 0)]
    assert yours and piles[:len(yours)] == yours
    assert groups[-1] == ""  # Buy nothing last (the panel makes it the key n)
    assert all(e.option is None for e in pv.entries[len(options):])  # what you cannot buy


async def test_each_option_is_one_row_and_the_detail_row_has_its_whole_text(research):
    setup, answers = research
    app = ExoticaApp(setup, answers)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter", "down")
        panel = app.table.query_one(PromptPanel)
        assert panel.hotkeys["n"] == "none" and "none" not in panel.keys
        assert "[n] Buy nothing" in panel.title_text.plain
        assert panel.groups[:2] == [prompts.TILES] * 2 and panel.chars[:3] == ["1", "2", "3"]
        for _ in range(20):  # drawn (a loaded machine may take a few frames)
            await pilot.pause()
            if " ↳ " in (text := screen_text(app)):
                break
        fleet = panel.labels[0].plain  # longer than a row at 80 columns
        assert len(fleet) > 60 and fleet not in text.replace("\n", "")
        row = next(line for line in text.splitlines() if line.startswith(" Tiles    1 "))
        assert row.rstrip().endswith("…")
        detail = next(line for line in text.splitlines() if line.startswith(" ↳ "))
        assert detail.startswith(" ↳ [i] " + fleet[:40])  # [i]: it has a card to show
        await press(pilot, "n")  # the pass
        assert app.session.game.record.answers[-1] == ["none"]


async def test_the_filter_picks_among_the_rows_shown_and_every_option_is_reached():
    words = [a + b for a in "bcdfg" for b in "aeiouy"]  # ba be bi bo bu by ca ...
    opts = [Option(f"k{w}", f"option {w}") for w in words]
    app = PanelApp(Decision(0, "never-seen-before", "Pick one.", opts))
    async with app.run_test(size=(80, 24)) as pilot:
        panel = app.query_one(PromptPanel)
        assert panel.chars[26:] == ["", "", "", ""]  # past the 26 keys: no key ...
        await press(pilot, "end", "enter")  # ... but the arrows reach them
        await press(pilot, "slash", *"on b", "2")  # shown: ba be bi bo bu by: 2 picks be
        await press(pilot, "slash", "c", "escape")  # Esc: the whole list again
        assert not panel.filtering and len(panel.shown) == 30
        await press(pilot, "slash", *"gu", "enter")  # one row left: Enter takes it
    assert app.answers == [["kgy"], ["kbe"], ["kgu"]]


async def test_the_first_prompt_of_a_game_names_the_pass_key():
    app = ExoticaApp(make_setup(["Ann", "Bob"], seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        await pilot.pause()
        panel = app.table.query_one(PromptPanel)
        assert panel.hotkeys["n"] == "skip" and "[n] Take no action" in screen_text(app)
        await press(pilot, "n")
        assert app.session.pending.kind == "role"
