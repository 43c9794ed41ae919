"""A key held down or typed ahead never passes the handoff cover (issue 16, item 4): Enter
both answers and means "I am ready", so the cover takes only an Enter that follows a pause."""

from __future__ import annotations

import contextlib
import time

import pexpect

from exotica_tui.tui.screens import table

from .driver import covered, make_app, press
from .test_terminal import Terminal


def test_a_burst_of_enters_never_shows_the_next_seats_hand_in_a_pty(tmp_path):
    """100 Enters 30 ms apart (key repeat) after Ann sits down: her Enters answer her own
    decisions until Bob's handoff; no frame ever draws Bob's hand, and the cover is still up."""
    term = Terminal("xterm-256color", tmp_path)
    try:
        term.wait_for("Pass the keyboard to Ann")
        assert "Ann's hand" in term.pass_cover()
        frames_with_bob = 0
        for _ in range(100):
            term.child.send("\r")
            end = time.monotonic() + 0.03
            while time.monotonic() < end:
                with contextlib.suppress(pexpect.TIMEOUT):
                    data = term.child.read_nonblocking(65536, timeout=0.005)
                    term.raw += data
                    term.stream.feed(data)
                    frames_with_bob += "Bob's hand" in term.text()
        text = term.wait_for("Pass the keyboard to Bob")
        assert frames_with_bob == 0 and b"Bob's hand" not in term.raw
        assert "Too soon after the last key" in text
        assert "Bob's hand" in term.pass_cover()  # after a pause, Bob's Enter passes
    finally:
        term.child.close(force=True)


async def test_enter_right_after_the_cover_or_after_another_key_is_ignored(monkeypatch):
    monkeypatch.setattr(table, "COVER_QUIET", 3.0)  # "at once" holds on a loaded machine too
    app = make_app(["Ann", "Bob"], seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert covered(app)
        await press(pilot, "enter")  # at once: maybe typed ahead
        assert covered(app)
        await pilot.pause(3.05)
        await press(pilot, "enter")  # a pause after the ignored one: passes
        assert not covered(app) and app.session.keyboard == 0
