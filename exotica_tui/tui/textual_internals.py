"""Every use of a private Textual name, in one place: the tests' reading of the drawn screen.

No public call returns the characters Textual has drawn (``export_screenshot`` is SVG), so
``screen_text`` asks the compositor for them; the app itself uses no private name. Each name
used is listed in ``PRIVATE_NAMES``; ``tests/tui/test_textual_internals.py`` checks that every
one still exists with the signature used here, so a Textual upgrade that breaks them fails
loudly there instead of quietly elsewhere. Written against Textual 8.2.
"""

from __future__ import annotations

import inspect
import io

from rich.console import Console
from textual._compositor import Compositor
from textual.app import App
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

