"""A key held down or typed ahead never passes the handoff cover (issue 16, item 4): Enter
both answers and means "I am ready", so the cover takes only an Enter that follows a pause."""

from __future__ import annotations

import contextlib
import time

import pexpect

from exotica_tui.tui.screens import table

from .driver import covered, make_app, press
from .test_terminal import Terminal, answer

SETTLE = table.SETTLE_QUIET  # the app's, before tests/conftest.py sets it to 0 for pilots


def test_a_burst_of_enters_never_shows_the_next_seats_hand_in_a_pty(tmp_path):
    """100 Enters 30 ms apart (key repeat) after Ann sat down and answered: her Enters answer
    her own decisions until Bob's handoff; no frame ever draws Bob's hand, and the cover is
    still up."""
    term = Terminal("xterm-256color", tmp_path)
    try:
        term.wait_for("Pass the keyboard to Ann")
        assert "Ann's hand" in term.pass_cover()
        time.sleep(SETTLE + 0.2)  # keys right after the cover are dropped (the test below)
        term.child.send("\x1b[B")  # down: after a handoff nothing is highlighted before
        time.sleep(0.3)
        term.key("\r")
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


async def test_keys_right_after_the_cover_lifts_answer_nothing(monkeypatch):
    """Issue 30, item 3: the Enter that lifts the cover may come twice (a double press) or be
    held; until a key follows a pause of ``SETTLE_QUIET``, no key answers the decision."""
    monkeypatch.setattr(table, "COVER_QUIET", 0.0)
    monkeypatch.setattr(table, "SETTLE_QUIET", 3.0)  # "at once" holds on a loaded machine too
    app = make_app(["Ann", "Bob"], seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "enter")
        assert not covered(app) and app.session.keyboard == 0
        await press(pilot, "enter", "1", "enter")  # at once, and each right after the other
        assert app.session.game.record.answers == []
        await pilot.pause(3.05)
        await press(pilot, "1")  # after a pause: Ann keeps her first start planet
        assert len(app.session.game.record.answers) == 1


def test_a_double_enter_and_a_burst_at_the_cover_never_answer_in_a_pty(tmp_path):
    """A pty (issue 30's Done when): a second Enter 0.2 s after the one that lifts the cover,
    then a burst of 20 Enters 30 ms apart, leave Ann's first decision unanswered; a key after
    a pause answers it. An Enter after the pause answers nothing either: the first prompt after
    a handoff has nothing highlighted. The cover named the decision."""
    term = Terminal("xterm-256color", tmp_path)
    try:
        assert "Ann: play an action card, or none" in term.wait_for("Pass the keyboard to Ann")
        assert "Play an action?" in term.pass_cover()
        time.sleep(0.2)
        term.child.send("\r")
        for _ in range(20):
            time.sleep(0.03)
            term.child.send("\r")
        time.sleep(SETTLE + 0.2)
        term.child.send("\r")  # nothing highlighted: answers nothing
        time.sleep(0.5)
        text = term.wait_for("Play an action?")  # still the first decision: nothing answered
        assert "Lead which role?" not in text and "Ann plays" not in text
        assert "Lead which role?" in answer(term, text)  # a key after a pause answers it
    finally:
        term.child.close(force=True)
