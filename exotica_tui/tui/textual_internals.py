"""Every use of a private Textual name, in one place: the tests' reading of the drawn screen.

The app itself uses none (issue 30). The test driver reads the characters of the screen as
drawn, for which Textual has no public way (``export_screenshot`` is SVG): that takes the three
names of ``PRIVATE_NAMES``. ``tests/tui/test_textual_internals.py`` checks that each still
exists with the signature used here, so a Textual upgrade that breaks them fails loudly there
instead of quietly elsewhere. Written against Textual 8.2. The keys the tests send go through
``App.post_message`` as the terminal driver's do, public.
"""

from __future__ import annotations

import inspect
import io
import unicodedata

from rich.console import Console
from textual import events
from textual._compositor import Compositor
from textual.app import App
from textual.keys import KEY_NAME_REPLACEMENTS
from textual.screen import Screen

# (owner, name, parameters it must take): checked by the test; add every new use here. An
# instance attribute has no parameters and must be assigned in its owner's ``__init__``.
PRIVATE_NAMES: list[tuple[object, str, tuple[str, ...]]] = [
    (Screen, "_compositor", ()),
    (Compositor, "render_update", ("full", "screen_stack")),
    (App, "_background_screens", ()),
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


def screen_text(app: App) -> str:
    """The characters of the whole screen as it is drawn now (background screens included)."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True,
                      color_system="truecolor", record=True, legacy_windows=False, safe_box=False)
    console.print(app.screen._compositor.render_update(
        full=True, screen_stack=app._background_screens))
    return console.export_text()


def key_name(char: str) -> str:
    """The Textual key name of a typed character (``?``: ``question_mark``), as the terminal
    driver names it."""
    if char.isalnum():
        return char
    name = unicodedata.name(char).lower().replace("-", "_").replace(" ", "_")
    return KEY_NAME_REPLACEMENTS.get(name, name)


def send_key(app: App, key: str) -> None:
    """Queue a key press the way the terminal driver does (``pilot.press`` also waits for the
    process to look idle, 40 ms a key)."""
    app.post_message(events.Key(key_name(key) if len(key) == 1 else key,
                                key if len(key) == 1 else None))
