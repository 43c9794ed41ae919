"""Every use of a private Textual name, in one place.

The app leans on a few Textual internals for speed (no second layout pass after a panel
changes size) and for correct redraws (an option list re-wrapped when its width changes); the
test driver reads the drawn screen and sends keys the way a terminal does. Each name used is
listed in ``PRIVATE_NAMES``; ``tests/tui/test_textual_internals.py`` checks that every one still
exists with the signature used here, so a Textual upgrade that breaks them fails loudly there
instead of quietly elsewhere. Written against Textual 8.2.
"""

from __future__ import annotations

import inspect
import io

from rich.console import Console
from textual import _time as textual_time
from textual import events, keys
from textual._compositor import Compositor
from textual.app import App
from textual.css.styles import RenderStyles
from textual.geometry import Region, Size
from textual.pilot import Pilot
from textual.screen import Screen
from textual.scrollbar import ScrollBar
from textual.widget import Widget
from textual.widgets import OptionList

# (owner, name, parameters it must take): checked by the test; add every new use here. An
# instance attribute has no parameters and must be assigned in its owner's ``__init__``.
PRIVATE_NAMES: list[tuple[object, str, tuple[str, ...]]] = [
    (Widget, "_size_updated", ("size", "virtual_size", "container_size", "layout")),
    (Widget, "_vertical_scrollbar", ()),
    (Widget, "_layout_required", ()),
    (Widget, "_layout_updates", ()),
    (Widget, "_repaint_required", ()),
    (Compositor, "update_widgets", ("widgets",)),
    (App, "_start_widget", ("parent", "widget")),
    (OptionList, "_clear_caches", ()),
    (OptionList, "_on_resize", ()),
    (Screen, "_compositor", ()),
    (Compositor, "render_update", ("full", "screen_stack")),
    (App, "_background_screens", ()),
    (App, "_driver", ()),
    (keys, "_character_to_key", ("character",)),
    (Pilot, "_wait_for_screen", ()),
    (App, "_exit", ()),
    (textual_time, "get_time", ()),
    (RenderStyles, "_cache_key", ()),
]


def check_private_names() -> list[str]:
    """What no longer matches this Textual: missing names or changed parameters."""
    problems = []
    for owner, name, params in PRIVATE_NAMES:
        where = f"{owner.__name__}.{name}"  # type: ignore[attr-defined]
        found = getattr(owner, name, None)
        if found is None and f"self.{name}" not in _init_source(owner):
            problems.append(f"{where} is gone")
        elif params:
            have = tuple(p for p in inspect.signature(found).parameters if p != "self")
            if have[:len(params)] != params:
                problems.append(f"{where} takes {have}, not {params}")
    return problems


def _init_source(owner: object) -> str:
    """The source of ``owner.__init__``, where its instance attributes are assigned."""
    try:
        return inspect.getsource(owner.__init__)  # type: ignore[misc]
    except (OSError, TypeError):
        return ""


class Settled:
    """A widget whose new size needs no second layout pass.

    Textual (8.2) stores a resized widget's size as a layout reactive, so every panel that grows
    or shrinks after an answer asks for one more layout and a repaint of the screen a frame later
    (at least 17 ms after the screen was drawn, with nothing new to show). The layout pass
    that resized the widget has placed everything already; scrollbars still follow the new
    size (Textual updates them in the same call)."""

    def _size_updated(self, size, virtual_size, container_size, layout: bool = True) -> bool:
        resized = super()._size_updated(  # type: ignore[misc]
            size, virtual_size, container_size, layout=False)
        self._paint_in_layout()
        return resized

    def _paint_in_layout(self) -> None:
        """What the new size repaints (this widget's lines, its scrollbar's thumb) is drawn by
        the frame of the layout that gave it, which Textual draws right after the new sizes:
        its own repaint request would draw the same cells again in a second frame (the Enter
        that takes the handoff cover away drew every scrollbar twice). A widget not in the
        layout's map yet (a scrollbar that just appeared) asks for its layout as usual."""
        compositor = self.screen._compositor  # type: ignore[attr-defined]
        for widget in (self, self._vertical_scrollbar):  # type: ignore[attr-defined]
            if (widget is not None and widget._repaint_required
                    and widget in compositor.visible_widgets):
                compositor.update_widgets({widget})
                widget._repaint_required = False

    def refresh(self, *regions, repaint: bool = True, layout: bool = False,
                recompose: bool = False):
        """Textual caches a widget's size under a count that a layout request bumps only when
        none is pending yet. A layout that came first (a resize's) cached the size of the
        content before this change, so a second change before the widget's idle kept that
        size: under the cover, a narrowed table seated its next player right after the
        resize's layout, and the prompt title kept the rows of the waiting text, pushing the
        options out of the prompt panel. A new count drops that size; it adds no layout."""
        if layout and self._layout_required:  # type: ignore[has-type]
            self._layout_updates += 1  # type: ignore[has-type]
        return super().refresh(  # type: ignore[misc]
            *regions, repaint=repaint, layout=layout, recompose=recompose)

    @property
    def vertical_scrollbar(self) -> ScrollBar:
        """Textual's own scrollbar, but settled too: a list that starts or stops scrolling
        resizes its bar, which would ask for the second layout all the same."""
        if self._vertical_scrollbar is None:  # type: ignore[has-type]
            bar = SettledScrollBar(vertical=True, name="vertical",
                                   thickness=self.scrollbar_size_vertical)  # type: ignore[attr-defined]
            bar.display = False
            self._vertical_scrollbar = bar
            self.app._start_widget(self, bar)  # type: ignore[attr-defined]
        return self._vertical_scrollbar


class DrawnInLayout(Settled):
    """A scrolling widget that draws its lines in the layout that gives it a new size
    (``sized``: a Resize event would come a frame later, after a frame of the old lines), and
    does nothing in a layout that changes nothing: ``ScrollView`` compares its own virtual size
    with the compositor's (never the same for a view that draws its own lines), so it updated
    and redrew its scrollbar in every layout."""

    laid_out: tuple | None = None  # the sizes of the last layout

    def sized(self, room: Size) -> Size | None:
        """The virtual size for a content size ``room``; None if the lines stay as drawn."""
        raise NotImplementedError

    def _size_updated(self, size, virtual_size, container_size, layout: bool = True) -> bool:
        drawn = self.sized(size - self.styles.gutter.totals)  # type: ignore[attr-defined]
        if drawn is not None:
            self.set_reactive(type(self).virtual_size, drawn)  # type: ignore[attr-defined]
        laid_out = (size, self.virtual_size, container_size)  # type: ignore[attr-defined]
        if laid_out == self.laid_out:
            return False
        self.laid_out = laid_out
        return super()._size_updated(size, virtual_size, container_size, layout)


SCROLLBAR_DRAWN = 8  # the most drawings a scrollbar keeps


class SettledScrollBar(Settled, ScrollBar):
    """A scrollbar whose new size needs no second layout pass (see Settled), and that keeps
    its last few drawings: Textual draws a bar through Rich (a Style with mouse actions per
    cell), most of a millisecond for a table's height, each time its parent is resized or
    scrolled, mostly into a bar that was drawn before (the same seat's options, the same
    length of the others' empires)."""

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.drawn: dict[tuple, list] = {}

    def render_lines(self, crop: Region) -> list:
        """The lines of the bar: drawn again only for what it was never drawn for (the
        thumb, the colours, the size and the part asked)."""
        bar = self.render()
        key = (crop, self.region.size, bar.virtual_size, bar.window_size,  # type: ignore[attr-defined]
               bar.position, bar.thickness, bar.vertical, bar.style,  # type: ignore[attr-defined]
               self.background_colors, self.opacity, tuple(self.get_line_filters()),
               id(self.app.ansi_theme))
        if key not in self.drawn:
            if len(self.drawn) >= SCROLLBAR_DRAWN:
                self.drawn.clear()
            self.drawn[key] = super().render_lines(crop)
        return self.drawn[key]


class WrappedOptionList(Settled, OptionList):
    """An option list that re-wraps its options exactly when its width changes.

    OptionList caches each option's wrapped lines without their width and drops the cache on
    every Resize event, a frame after the layout that resized it: a list that only grew taller
    (most answers) paid a second frame, and a list that got narrower drew one frame of the old
    wrap. Here the cache goes in the layout pass that changes the width, so the first frame at a
    new width is wrapped for it, and a Resize alone redraws nothing."""

    wrapped_for = 0  # the width the cached lines were wrapped for

    def _size_updated(self, size, virtual_size, container_size, layout: bool = True) -> bool:
        if size.width != self.wrapped_for:
            self.wrapped_for = size.width
            self._clear_caches()
        return super()._size_updated(size, virtual_size, container_size, layout)

    def _on_resize(self, event: events.Resize) -> None:
        """Textual calls the handler of every class in the MRO: ``prevent_default`` stops
        OptionList's own, which would drop the cache again."""
        event.prevent_default()


def styles_version(widget: Widget) -> int:
    """A number that changes whenever a style of ``widget`` changes (its CSS or inline)."""
    return widget.styles._cache_key


def screen_text(app: App) -> str:
    """The characters of the whole screen as it is drawn now (background screens included)."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True,
                      color_system="truecolor", record=True, legacy_windows=False, safe_box=False)
    console.print(app.screen._compositor.render_update(
        full=True, screen_stack=app._background_screens))
    return console.export_text()


def send_key(app: App, key: str) -> None:
    """Queue a key press the way the terminal driver does (``pilot.press`` also waits for the
    process to look idle, 40 ms a key)."""
    char = key if len(key) == 1 else None
    name = keys._character_to_key(key) if len(key) == 1 and not key.isalnum() else key
    event = events.Key(name, char)
    event.set_sender(app)
    app._driver.send_message(event)  # type: ignore[union-attr]


def get_time() -> float:
    """Now, on the clock of ``events.Event.time`` (a key's time is comparable with it)."""
    return textual_time.get_time()


def exiting(app: App) -> bool:
    """Whether the app has been asked to exit (it may still be drawing its last frame)."""
    return app._exit


async def wait_for_screen(pilot) -> None:
    """Until the app's message queues are drained (``Pilot._wait_for_screen``)."""
    await pilot._wait_for_screen()
