"""The table's key bars (``KeyBar``) rebuild their keys only when the keys they show change:
a focus change, a bindings refresh or a handoff that shows the same keys again leaves them
as they are. One bar holds the table's keys, the other the handoff cover's Enter."""

from __future__ import annotations

from exotica_tui.tui.widgets.keybar import KeyBar

from .driver import covered, make_app, press, screen_text


def keys(app, bar: str) -> list[str]:
    return [key for key, *_ in app.screen.query_one(bar, KeyBar).shown]


async def test_the_key_bars_are_rebuilt_only_when_their_keys_change(monkeypatch):
    rebuilt = []
    recompose = KeyBar.recompose

    async def counted(self):
        rebuilt.append(self.id)
        await recompose(self)
    monkeypatch.setattr(KeyBar, "recompose", counted)
    app = make_app(["Ann", "Bob"], seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert covered(app) and keys(app, "#cover-keys") == ["enter"]
        assert "I am ready" in screen_text(app) and "Undo" not in screen_text(app)
        await press(pilot, "enter")
        await pilot.pause()
        assert not covered(app) and {"u", "e", "question_mark"} <= set(keys(app, "#keys"))
        assert "enter" not in keys(app, "#keys")
        assert "I am ready" not in screen_text(app) and "Undo" in screen_text(app)
        assert {"cover-keys", "keys"} <= set(rebuilt)
        count = len(rebuilt)
        for _ in range(3):  # the same keys: no rebuild
            app.screen.refresh_bindings()
            app.screen.set_focus(None)
            app.screen.query_one("#choices").focus()
            await pilot.pause()
        # Bob takes no action and leads Survey, discarding nothing: Ann follows or dissents
        await press(pilot, "n", "s", "enter")
        await pilot.pause()
        assert covered(app) and "Pass the keyboard to Ann" in screen_text(app)
        assert "I am ready" in screen_text(app)
        await press(pilot, "enter")
        await pilot.pause()
        assert not covered(app) and "Undo" in screen_text(app)
        assert len(rebuilt) == count
