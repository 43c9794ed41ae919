"""The real ``exotica`` command in a pseudo-terminal, as under SSH or tmux: play a few turns by
keys and read the screen back through a terminal emulator (pyte)."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import sys
import time
from pathlib import Path

import pexpect
import pyte
import pytest

from exotica_tui.tui.screens.table import COVER_QUIET, SETTLE_QUIET

COLS, ROWS = 80, 24


def exotica_command() -> str:
    beside = Path(sys.executable).with_name("exotica")
    return str(beside) if beside.exists() else (shutil.which("exotica") or "exotica")


class Terminal:
    def __init__(self, term: str, home: Path, no_color: bool = False,
                 args: tuple[str, ...] = ("--players", "Ann,Bob", "--seed", "7")):
        env = {**os.environ, "TERM": term, "COLUMNS": str(COLS), "LINES": str(ROWS),
               "EXOTICA_HOME": str(home)}  # its autosaves go to the test's folder
        env.pop("NO_COLOR", None)
        if no_color:
            env["NO_COLOR"] = "1"
        self.raw = b""
        self.screen = pyte.Screen(COLS, ROWS)
        self.stream = pyte.ByteStream(self.screen)
        self.child = pexpect.spawn(exotica_command(), list(args), env=env,
                                   dimensions=(ROWS, COLS))

    def text(self) -> str:
        return "\n".join(self.screen.display)

    def wait_for(self, pattern: str, timeout: float = 20) -> str:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            with contextlib.suppress(pexpect.TIMEOUT):
                data = self.child.read_nonblocking(65536, timeout=0.05)
                self.raw += data
                self.stream.feed(data)
            text = self.text()
            if re.search(pattern, text):
                return text
        raise AssertionError(f"never saw {pattern!r}; screen:\n{self.text()}")

    def key(self, keys: str) -> str:
        """Send keys, then read until the screen stays still for a moment (a loaded machine
        may take a while to redraw); return the settled screen."""
        before = self.text()
        self.child.send(keys)
        return self.settle(before)

    def pass_cover(self) -> str:
        """Enter on the handoff cover, after the pause it wants (a key held or typed ahead
        never passes it, tests/tui/test_hostile_keys.py)."""
        time.sleep(COVER_QUIET + 0.1)
        self.key("\r")
        self.wait_for(r"Turn \d+ · .* at the keyboard")  # the table in the cover's place
        return self.settle()

    def settle(self, before: str | None = None) -> str:
        """Read until the screen has been still for a moment (and, given ``before``, differs
        from it; 20 s at most); the screen."""
        quiet_since = time.monotonic()
        end = quiet_since + 20
        while time.monotonic() < end and (self.text() == before
                                          or time.monotonic() - quiet_since < 0.12):
            try:
                data = self.child.read_nonblocking(65536, timeout=0.05)
            except pexpect.TIMEOUT:
                continue
            self.raw += data
            self.stream.feed(data)
            quiet_since = time.monotonic()
        return self.text()


def answer(term: Terminal, text: str) -> str:
    """Press what a cautious player would: pass the keyboard, take no action, lead Produce,
    dissent, and confirm any multi-pick with nothing picked when that is allowed (else the
    first option)."""
    if "Pass the keyboard" in text:
        text = term.pass_cover()
        time.sleep(SETTLE_QUIET + 0.1)  # a key sooner is dropped: key() would wait 20 s for it
        return text
    if "Play an action?" in text:
        return term.key(re.search(r"\[(\w)\] Take no action", text).group(1))
    if "Lead which role?" in text:
        return term.key("p")
    if "or dissent?" in text:
        return term.key("d")
    return term.key("\x1b[H\r")  # Home: after a handoff nothing is highlighted before


def colours(raw: bytes) -> set[str]:
    """Every non-grey colour the program asked the terminal for (SGR 16, 256 and rgb)."""
    out = set()
    for params in re.findall(rb"\x1b\[([\d;]*)m", raw):
        p = [int(x) for x in params.split(b";") if x]
        i = 0
        while i < len(p):
            if p[i] in (38, 48) and i + 1 < len(p) and p[i + 1] == 5:
                n = p[i + 2] if i + 2 < len(p) else 0
                if not (232 <= n <= 255 or n in (0, 7, 8, 15, 16, 231)):
                    out.add(f"256-colour {n}")
                i += 3
            elif p[i] in (38, 48) and i + 1 < len(p) and p[i + 1] == 2:
                if len(set(p[i + 2:i + 5])) > 1:
                    out.add(f"rgb {p[i + 2:i + 5]}")
                i += 5
            else:
                if p[i] in (*range(31, 37), *range(41, 47), *range(91, 97), *range(101, 107)):
                    out.add(f"16-colour {p[i]}")
                i += 1
    return out


@pytest.mark.parametrize("term_name,no_color", [("xterm-256color", False), ("screen", False),
                                               ("xterm-256color", True)])
def test_real_command_plays_turns_in_a_pty(term_name, no_color, tmp_path):
    term = Terminal(term_name, tmp_path, no_color)
    try:
        text = term.wait_for("Pass the keyboard to Ann")
        for _ in range(60):
            text = answer(term, text)
            if re.search(r"Turn [2-9] ", text):  # two whole turns: every handoff pauses
                break
        text = term.wait_for(r"Turn [2-9] ")
        assert " ends " in text and "hand (" in text  # the board row, the hand
        lines = text.splitlines()
        assert len(lines) == ROWS and all(len(ln) <= COLS for ln in lines)
        assert "Pick" in lines[-1]  # the footer with the keys, on the last row
        assert bool(colours(term.raw)) is not no_color  # NO_COLOR: greys only, else colour
        term.child.send("\x11")  # ctrl+q
        term.child.expect(pexpect.EOF, timeout=10)
    finally:
        term.child.close(force=True)
    assert term.child.exitstatus == 0
    assert list(tmp_path.rglob("*.json")), "the game was not autosaved"


def test_the_demo_runs_in_a_pty_and_q_quits_cleanly(tmp_path):
    term = Terminal("xterm-256color", tmp_path, args=("--demo", "--speed", "50"))
    try:
        first = re.search(r"Turn (\d+) ", term.wait_for(r"Turn \d+ ")).group(1)
        # the bots play on by themselves; a frame may arrive in pieces: wait for a whole one
        text = term.wait_for(rf"Turn (?!{first} )\d+ [\s\S]*Hand \(open\)")
        assert "q Quit demo" in text
        term.child.send("q")
        term.child.expect(pexpect.EOF, timeout=10)
        term.raw += term.child.before or b""
    finally:
        term.child.close(force=True)
    assert term.child.exitstatus == 0
    tail = term.raw[-300:]  # the terminal restored: main screen back, cursor shown
    assert b"\x1b[?1049l" in tail and b"\x1b[?25h" in tail
    assert not list(tmp_path.rglob("*.json")), "a demo never saves"
