"""A resized table draws exactly what a table started at the new size draws: options are
re-wrapped for the new width, nothing is cut, and no old wrap stays behind (the highlighted
option included)."""

from __future__ import annotations

from exotica_tui.tui.screens.table import TableScreen

from .driver import make_app, press, screen_text

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


async def test_after_a_resize_every_word_of_the_options_in_view_is_on_screen():
    app = make_app(*FIVE)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        await pilot.resize_terminal(60, 20)
        for _ in range(3):
            await pilot.pause()
        screen = " ".join(screen_text(app).split())
        panel = app.table.query_one("PromptPanel")
        first = [" ".join(label.plain.split()) for label in panel.labels[:2]]
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
