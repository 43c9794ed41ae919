"""The prompt's option list and its filter: rows of one line each, cut at a word to the
list's width, the list's keys (space toggles, Enter confirms), and the ``/`` filter's keys.
Apart from ``prompt.py``, which fills them and holds what was picked."""

from __future__ import annotations

from typing import Protocol, cast

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.content import Content
from textual.widgets import Input, OptionList


class Picker(Protocol):
    """What the list and the filter ask of the panel holding them (``prompt.PromptPanel``)."""

    covered: bool

    def key_at(self, index: int | None) -> str: ...
    def pick(self, key: str) -> None: ...
    def pick_shown(self, n: int) -> None: ...
    def confirm(self) -> None: ...
    def close_filter(self) -> None: ...
    def rewidth(self) -> None: ...
    def move(self, down: bool) -> None: ...

DIGITS = "1234567890"


def one_row(text: Text, width: int) -> Text:
    """``text`` on one row of ``width`` cells: cut after its last whole word that fits, with
    ``…`` (a word longer than the row is cut where it must)."""
    flat = Text(" ").join(text.split("\n")) if "\n" in text.plain else text
    if flat.cell_len <= width:
        return flat
    plain = flat.plain
    end = len(plain)
    while end > 0 and cell_len(plain[:end]) > width - 1:
        end = plain.rfind(" ", 0, end)
        if end <= 0:
            end = width - 1  # one word wider than the row
            break
    out = flat[:end]
    out.rstrip()
    return out.append("…")


KEPT_ROWS = 512  # option rows kept made (a third of the labels repeat from one answer to the next)
_kept: dict[tuple, Content] = {}


def kept_content(text: Text) -> Content:
    """``text`` as Textual's Content, made once while it is kept: the list is refilled after
    every answer, and making Content of a Rich text is most of the cost of a row."""
    key = (text.plain, str(text.style), tuple((sp.start, sp.end, str(sp.style))
                                               for sp in text.spans))
    made = _kept.get(key)
    if made is None:
        if len(_kept) >= KEPT_ROWS:
            _kept.clear()
        made = _kept[key] = Content.from_rich_text(text)
    return made


class ChoiceList(OptionList):
    """An option list whose Enter confirms the whole answer and space toggles one option."""

    BINDINGS = [
        Binding("space", "toggle", "Toggle", show=False),
        Binding("enter", "confirm", "Confirm", show=False),
    ]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """No key reaches a list under the handoff cover (they go on to the screen)."""
        return not self.panel.covered

    @property
    def panel(self) -> Picker:
        return cast(Picker, self.parent)  # its parent, always

    def action_toggle(self) -> None:
        key = self.panel.key_at(self.highlighted)
        if key:
            self.panel.pick(key)

    def action_confirm(self) -> None:
        self.panel.confirm()

    def on_resize(self, _event: events.Resize) -> None:
        """The rows are cut for the list's width: cut again for a new one."""
        self.panel.rewidth()


class FilterInput(Input):
    """The filter above the options (``/``): text narrows them; a digit picks among the rows
    shown, up and down move in them, Enter takes the highlighted one, Esc closes it."""

    @property
    def panel(self) -> Picker:
        return cast(Picker, self.parent)  # its parent, always

    async def _on_key(self, event: events.Key) -> None:
        if event.character and event.character in DIGITS:
            self.panel.pick_shown(DIGITS.index(event.character))
        elif event.key in ("up", "down"):
            self.panel.move(event.key == "down")
        elif event.key == "enter":
            self.panel.confirm()
        elif event.key == "escape":
            self.panel.close_filter()
        else:
            await super()._on_key(event)
            return
        event.stop()
        event.prevent_default()
