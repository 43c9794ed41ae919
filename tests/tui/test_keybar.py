"""The table's key bar (``KeyBar``) rebuilds its keys only when the keys it shows change: a
focus change or a bindings refresh that shows the same keys leaves it as it is."""

from __future__ import annotations

from exotica_tui.tui.widgets.keybar import KeyBar

from .driver import covered, make_app, press, screen_text


async def test_the_key_bar_is_rebuilt_only_when_its_keys_change(monkeypatch):
    rebuilt = []
    recompose = KeyBar.recompose

    async def counted(self):
        rebuilt.append(self.shown)
        await recompose(self)
    monkeypatch.setattr(KeyBar, "recompose", counted)
    app = make_app(["Ann", "Bob"], seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert covered(app)
        bar = app.screen.query_one(KeyBar)
        under_cover = [key for key, *_ in bar.shown]
        assert under_cover == ["enter"] and "I am ready" in screen_text(app)
        await press(pilot, "enter")
        await pilot.pause()
        assert not covered(app)
        table_keys = [key for key, *_ in bar.shown]
        assert "enter" not in table_keys and {"u", "e", "question_mark"} <= set(table_keys)
        assert "I am ready" not in screen_text(app) and "Undo" in screen_text(app)
        count = len(rebuilt)
        for _ in range(3):  # the same keys: no rebuild
            app.screen.refresh_bindings()
            app.screen.set_focus(None)
            app.screen.query_one("#choices").focus()
            await pilot.pause()
        assert len(rebuilt) == count
