"""The table's key bars: Textual's ``Footer``, rebuilt only when the keys it shows change.

``Footer`` rebuilds all its key widgets at every bindings signal of its screen: each focus
change and each ``refresh_bindings``, most of which show the same keys again (a same-seat
answer moves the focus; a handoff changes the keys twice). A rebuild mounts about ten
widgets and lays the screen out again. So the table has two bars, one for the table's keys
and one for the handoff cover's Enter, and shows one at a time: a bar not displayed ignores
the signals, and shown again with the same keys it is not rebuilt (tests/BENCHMARKS.md,
"The table on Textual's idioms").
"""

from __future__ import annotations

from textual.screen import Screen
from textual.widgets import Footer

Shown = tuple[tuple[str, str, str, bool, str, str], ...]


class KeyBar(Footer):
    def __init__(self, *, id: str, display: bool) -> None:
        super().__init__(compact=True, id=id)
        self.display = display
        self.shown: Shown = ()  # the keys of the last rebuild (a new bar shows none)

    def keys_of(self, screen: Screen) -> Shown:
        """What the key bar would show for this screen's bindings now (``Footer.compose``)."""
        return tuple(
            (binding.key, binding.action, binding.description, enabled, tooltip,
             self.app.get_key_display(binding))
            for (_, binding, enabled, tooltip) in screen.active_bindings.values()
            if binding.show)

    def bindings_changed(self, screen: Screen) -> None:
        if not self.display:
            return  # the other bar is shown: its keys are the ones in use
        rebuilds = screen.app.app_focus and self.is_attached and screen is self.screen
        if rebuilds:
            shown = self.keys_of(screen)
            if shown == self.shown:
                return
            self.shown = shown
        super().bindings_changed(screen)
