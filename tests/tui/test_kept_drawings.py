"""What the table keeps between frames to draw less per key (issue 13): the kept queries and
the scrollbar's drawings must never show something that is no longer so."""

from __future__ import annotations

from rich.text import Text
from textual.app import App, ComposeResult
from textual.containers import Vertical
from textual.geometry import Region
from textual.widgets import Static

from exotica_tui.rules.views import LogView
from exotica_tui.tui.packed import DRAWN_ROWS
from exotica_tui.tui.widgets.board import (
    KeptQueries,
    LogPanel,
    Panel,
    SettledScroll,
    SettledVertical,
)
from exotica_tui.tui.widgets.others import OthersView
from exotica_tui.tui.widgets.prompt import ChoiceList, PromptPanel


class KeptColumn(KeptQueries, Vertical):
    """A container whose ``query_one`` answers are kept."""


class Column(App):
    def compose(self) -> ComposeResult:
        with KeptColumn():
            yield Static("first", id="cell")
        yield SettledScroll(*(Static(f"row {n}") for n in range(40)), id="rows")


async def test_a_kept_query_answers_again_and_finds_a_replaced_widget():
    app = Column()
    async with app.run_test(size=(30, 10)) as pilot:
        column = app.query_one(KeptColumn)
        first = column.query_one(Static)
        assert column.query_one(Static) is first
        await first.remove()
        second = Static("second")
        await column.mount(second)
        await pilot.pause()
        assert column.query_one(Static) is second


def drawn(bar, crop: Region) -> list[list]:
    """The bar's cells with their styles (a bar is drawn in colours, not characters)."""
    return [list(strip) for strip in bar.render_lines(crop)]


async def test_a_scrollbar_drawn_again_after_a_scroll_shows_its_thumb_moved():
    app = Column()
    async with app.run_test(size=(30, 10)) as pilot:
        rows = app.query_one("#rows", SettledScroll)
        bar = rows.vertical_scrollbar
        await pilot.pause()
        crop = Region(0, 0, bar.size.width, bar.size.height)
        top = drawn(bar, crop)
        assert bar.render_lines(crop) is bar.render_lines(crop)  # kept while nothing moved
        rows.scroll_end(animate=False)
        await pilot.pause()
        bottom = drawn(bar, crop)
        assert bottom != top
        rows.scroll_home(animate=False)
        await pilot.pause()
        assert drawn(bar, crop) == top


class OnePanel(App):
    def compose(self) -> ComposeResult:
        yield Panel(id="one")
        yield LogPanel()
        yield OthersView()
        yield PromptPanel()  # the option list (its list needs the panel around it)


async def test_a_panel_draws_its_kept_rows_themselves():
    """Textual copies every line of a widget with links (``auto_links``) to style them:
    the table's texts have none, and a row kept by its text is drawn as kept, not copied."""
    app = OnePanel()
    async with app.run_test(size=(30, 10)) as pilot:
        panel = app.query_one("#one", Panel)
        panel.show(Text("a line of its own"))
        await pilot.pause()
        line = panel.render_line(0)
        assert any(line is kept for lines in DRAWN_ROWS.values() for kept in lines)
        for widget in (panel, app.query_one(LogPanel), app.query_one(OthersView),
                       app.query_one(ChoiceList)):
            assert not widget.auto_links


class OneLog(App):
    def compose(self) -> ComposeResult:
        yield LogPanel()


async def test_a_line_that_only_moved_is_the_line_drawn_before_until_a_style_changes():
    """The log, newest first, moves every line down after an answer: each moved line is the
    one drawn before (not styled and padded again); a new style draws every line again."""
    app = OneLog()
    async with app.run_test(size=(40, 12)) as pilot:
        log = app.query_one(LogPanel)
        old = LogView(1, "an answer before", False)
        log.show([old])
        await pilot.pause()
        crop = Region(0, 0, *log.outer_size)
        before = log.render_lines(crop)
        log.show([old, LogView(1, "the latest answer", False)])
        await pilot.pause()
        after = log.render_lines(crop)
        assert "".join(s.text for s in after[2:3]).strip() == "an answer before"
        assert after[2] is before[1]  # one row down below the newest entry
        assert after[1] is not before[1]
        log.styles.color = "red"
        await pilot.pause()
        restyled = log.render_lines(crop)
        assert restyled[2] is not after[2] and restyled[2].text == after[2].text


class Bordered(App):
    CSS = "SettledVertical { border-left: solid red; padding: 0 1; height: auto; }"

    def compose(self) -> ComposeResult:
        with SettledVertical():
            yield Static("one", id="text")


async def test_a_resized_container_keeps_its_lines():
    """A container's lines under its children (its border, its padding) are one blank line
    each, kept: after a resize they are the lines drawn before, not drawn again."""
    app = Bordered()
    async with app.run_test(size=(30, 10)) as pilot:
        column = app.query_one(SettledVertical)
        await pilot.pause()
        before = column.render_lines(Region(0, 0, *column.outer_size))
        app.query_one("#text", Static).update("one\ntwo\nthree")
        await pilot.pause()
        after = column.render_lines(Region(0, 0, *column.outer_size))
        assert len(after) == 3 and len(before) == 1
        assert all(line is before[0] for line in after)
