"""A resized table draws exactly what a table started at the new size draws: options are
re-wrapped for the new width, nothing is cut, and no old wrap stays behind (the highlighted
option included)."""

from __future__ import annotations

import random

import pytest
from rich.text import Text
from textual.app import App
from textual.screen import Screen

from exotica_tui.tui.screens.table import TableScreen
from exotica_tui.tui.widgets.board import Panel

from .driver import covered, make_app, press, screen_text, step

FIVE = (["Ann", "Bob", "Cy", "Dee", "Eve"], 7, ["base", "exotica"])


async def _drawn(size: tuple[int, int], resizes: list[tuple[int, int]]) -> str:
    app = make_app(*FIVE)
    async with app.run_test(size=size) as pilot:
        await press(pilot, "enter", "down")  # sit down; highlight the second option
        for to in resizes:
            await pilot.resize_terminal(*to)
            await pilot.pause()
        for _ in range(3):  # the cover goes, the options fit
            await pilot.pause()
        return screen_text(app)


async def test_narrower_and_back_draws_as_if_started_at_that_size():
    assert await _drawn((80, 24), [(60, 20)]) == await _drawn((60, 20), [])
    assert await _drawn((80, 24), [(60, 20), (80, 24)]) == await _drawn((80, 24), [])
    assert await _drawn((80, 24), [(160, 50), (80, 24)]) == await _drawn((80, 24), [])


async def _covered_then(size: tuple[int, int], resizes: list[tuple[int, int]]):
    """A game played up to its second handoff cover at ``size``, resized under the cover, then
    Enter: the screen, the options' labels, the text drawn where the options are, and the
    answers so far."""
    app = make_app(["Ann", "Bob", "Cy", "Dee", "Eve"], 9, ["base", "exotica"])
    async with app.run_test(size=size) as pilot:
        await press(pilot, "enter")
        rng = random.Random(3)
        while not covered(app):
            await step(pilot, app, rng)
        for to in resizes:
            await pilot.resize_terminal(*to)
            await pilot.pause()
        await press(pilot, "enter")
        for _ in range(3):
            await pilot.pause()
        labels = [label.plain for label in app.table.query_one("PromptPanel").labels]
        screen, at = screen_text(app), app.table.query_one("ChoiceList").region
        options = " ".join(line[at.x:at.right] for line in screen.splitlines()[at.y:at.bottom])
        return screen, labels, " ".join(options.split()), list(app.session.game.record.answers)


@pytest.mark.parametrize("start, resizes", [
    ((160, 50), [(80, 24)]),
    ((80, 24), [(160, 50)]),
    ((160, 50), [(80, 24), (160, 50)]),
    ((80, 24), [(160, 50), (80, 24)]),
])
async def test_a_resize_under_the_cover_draws_as_if_started_at_that_size(start, resizes):
    """The next player's table after a resize under the cover (across the breakpoint, once or
    there and back) is the one of the same game played at the last size throughout: the
    prompt's title had kept the rows of the text before it, pushing the options out of view."""
    screen, labels, options, answers = await _covered_then(start, resizes)
    same, _, _, same_answers = await _covered_then(resizes[-1], [])
    assert answers == same_answers
    assert screen == same
    first = [" ".join(label.split()[:3]) for label in labels[:2]]  # one row each, cut at a word
    assert first and all(label in options for label in first), (first, screen)


async def test_after_a_resize_every_word_of_the_options_in_view_is_on_screen():
    app = make_app(*FIVE)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        await pilot.resize_terminal(60, 20)
        for _ in range(3):
            await pilot.pause()
        screen = " ".join(screen_text(app).split())
        panel = app.table.query_one("PromptPanel")
        first = [" ".join(label.plain.split()[:3]) for label in panel.labels[:2]]  # one row
        assert all(label in screen for label in first), (first, screen)


async def test_a_drawn_table_settles_at_every_size(monkeypatch):
    """Fitting the options to the rows left asks for no layout once they fit: an idle table
    lays out nothing (a style set on every layout would lay out forever)."""
    layouts = []
    laid_out = TableScreen._laid_out
    monkeypatch.setattr(TableScreen, "_laid_out", lambda self, s: (layouts.append(1),
                                                                   laid_out(self, s)))
    for size in [(80, 24), (120, 40), (60, 20)]:
        app = make_app(*FIVE)
        async with app.run_test(size=size) as pilot:
            await press(pilot, "enter")
            for _ in range(5):
                await pilot.pause()
            layouts.clear()
            for _ in range(10):
                await pilot.pause()
            assert layouts == [], size



class _Shown(Screen):
    """Once ``armed``: a panel shown again by the screen's resize handler (before the layout
    of the resize), and again right after that layout, before the panel's idle, as the
    covered table seats its next player."""

    armed = False

    def compose(self):
        yield Panel(id="shown")

    def on_mount(self) -> None:
        self.screen_layout_refresh_signal.subscribe(self, self._laid_out)

    def on_resize(self) -> None:
        if self.armed:
            self.query_one(Panel).show(Text("five\nrows\nof\nwaiting\ntext"))

    def _laid_out(self, _screen) -> None:
        if self.armed:
            self.armed = False
            self.call_next(self.query_one(Panel).show, Text("one row"))


async def test_a_panel_changed_again_right_after_a_layout_takes_its_new_height():
    """Textual keeps a widget's size under a count that a second change before the widget's
    idle did not bump: the panel kept the five rows (``Settled.refresh``)."""
    app = App()
    async with app.run_test(size=(40, 10)) as pilot:
        screen = _Shown()
        await app.push_screen(screen)
        await pilot.pause()
        screen.armed = True
        await pilot.resize_terminal(30, 10)
        for _ in range(3):
            await pilot.pause()
        assert not screen.armed
        assert screen.query_one(Panel).size.height == 1


@pytest.mark.parametrize("size, breakpoint", [((160, 50), "-wide"), ((80, 24), "-narrow")])
async def test_the_table_is_composed_under_its_breakpoint(monkeypatch, size, breakpoint):
    """The breakpoint class is on the screen before the table's widgets are mounted, so they
    are styled once, for the width they are shown at: set in ``on_mount``, it restyled the
    whole table a second time before the first screen."""
    seen = []
    mounted = TableScreen.on_mount

    def on_mount(self):
        seen.append(sorted(c for c in self.classes if c.startswith("-")))
        mounted(self)

    monkeypatch.setattr(TableScreen, "on_mount", on_mount)
    app = make_app(*FIVE)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert seen == [[breakpoint]]
        assert app.table.has_class(breakpoint)
