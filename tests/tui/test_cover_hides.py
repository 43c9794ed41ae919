"""Wide, the table below the handoff cover is not drawn (``TableScreen._hide_table``): the
cover's frames draw only the cover, and Enter seats the next player and shows their table
with the options still focused. Narrow, the table stays drawn below the cover (the options'
fit is measured from it)."""

from __future__ import annotations

import random

from exotica_tui.tui.textual_internals import Compositor  # its update_widgets: listed there
from exotica_tui.tui.widgets.prompt import ChoiceList

from .driver import covered, make_app, press, screen_text, step


def hidden(app) -> bool:
    """No cell of the table is on the screen (it lies below it, laid out)."""
    screen = app.screen.region
    return all(not screen.overlaps(app.table.query_one(part).region)
               for part in ("#status", "#body"))


async def test_wide_the_table_is_hidden_only_while_covered_and_keeps_the_focus():
    app = make_app(["Ann", "Bob", "Cy"], seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert covered(app) and hidden(app)
        assert isinstance(app.focused, ChoiceList)
        await press(pilot, "enter")
        await pilot.pause()  # the frame that seats the table (Textual's update timer): on a
        # busy machine ``press`` can return before it (seen once in CI and a tests/tui run)
        assert not covered(app) and not hidden(app)
        assert isinstance(app.focused, ChoiceList)
        me = app.session.game.players[app.session.keyboard]
        assert f"{me.name}'s hand" in screen_text(app)
        rng = random.Random(3)
        for _ in range(60):  # to the next handoff
            await step(pilot, app, rng)
            if covered(app):
                break
        await pilot.pause()  # the cover's layout
        assert covered(app) and hidden(app)
        assert app.table.ready is not None  # the next player sits down with Enter
        assert app.session.keyboard == me.seat
        await press(pilot, "enter")
        assert app.session.keyboard != me.seat and not hidden(app)


async def test_narrow_the_table_stays_drawn_below_the_cover_and_a_resize_follows():
    app = make_app(["Ann", "Bob", "Cy"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert covered(app) and not hidden(app)
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert covered(app) and hidden(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert covered(app) and not hidden(app)
        assert app.table.ready is None  # narrow, seated below the cover
        assert "Pass the keyboard" in screen_text(app)


async def test_no_repaint_is_asked_for_a_widget_off_the_screen(monkeypatch):
    """The table refilled below the cover, the cover's panels before it shows: a repaint asked
    for either makes Textual arrange the whole table once more (it takes a widget it cannot
    see for one it does not know yet); the layout that brings them on screen draws them."""
    off: list[str] = []
    update = Compositor.update_widgets

    def watched(compositor, widgets):
        screen = compositor.size.region
        off.extend(str(w) for w in widgets if not screen.intersection(w.region))
        return update(compositor, widgets)

    monkeypatch.setattr(Compositor, "update_widgets", watched)
    app = make_app(["Ann", "Bob", "Cy"], seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await press(pilot, "enter")
        rng = random.Random(3)
        for _ in range(60):  # to the next handoff, and past it
            await step(pilot, app, rng)
            if covered(app):
                break
        await pilot.pause()
        await press(pilot, "enter")
        assert not covered(app) and "Pass the keyboard" not in screen_text(app)
    assert off == []
