"""A resized table draws exactly what a table started at the new size draws: options are
re-wrapped for the new width, nothing is cut, and no old wrap stays behind (the highlighted
option included)."""

from __future__ import annotations

import random

import pytest

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


async def test_a_drawn_table_settles_at_every_size():
    """The sizes are CSS and the empires' forms are chosen in the layout: an idle table lays
    out nothing (a style set on every layout would lay out forever)."""
    layouts: list[int] = []
    for size in [(80, 24), (120, 40), (60, 20)]:
        app = make_app(*FIVE)
        async with app.run_test(size=size) as pilot:
            await press(pilot, "enter")
            for _ in range(5):
                await pilot.pause()
            layouts.clear()
            app.screen.screen_layout_refresh_signal.subscribe(app.screen,
                                                             lambda _s: layouts.append(1))
            for _ in range(10):
                await pilot.pause()
            assert layouts == [], size


