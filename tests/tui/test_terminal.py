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

COLS, ROWS = 80, 24


def exotica_command() -> str:
    beside = Path(sys.executable).with_name("exotica")
    return str(beside) if beside.exists() else (shutil.which("exotica") or "exotica")


class Terminal:
    def __init__(self, term: str):
        env = {**os.environ, "TERM": term, "COLUMNS": str(COLS), "LINES": str(ROWS)}
        env.pop("NO_COLOR", None)
        self.screen = pyte.Screen(COLS, ROWS)
        self.stream = pyte.ByteStream(self.screen)
        self.child = pexpect.spawn(exotica_command(), ["--players", "Ann,Bob", "--seed", "7"],
                                   env=env, dimensions=(ROWS, COLS))

    def text(self) -> str:
        return "\n".join(self.screen.display)

    def wait_for(self, pattern: str, timeout: float = 20) -> str:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            with contextlib.suppress(pexpect.TIMEOUT):
                self.stream.feed(self.child.read_nonblocking(65536, timeout=0.05))
            text = self.text()
            if re.search(pattern, text):
                return text
        raise AssertionError(f"never saw {pattern!r}; screen:\n{self.text()}")

    def key(self, keys: str) -> None:
        self.child.send(keys)


def answer(term: Terminal, text: str) -> None:
    """Press what a cautious player would: pass the keyboard, take no action, lead Produce,
    dissent, and confirm any multi-pick with nothing picked when that is allowed."""
    if "Pass the keyboard" in text:
        term.key("\r")
    elif "Play an action?" in text:
        term.key(re.search(r"\[(\d)\] Take no action", text).group(1))
    elif "Lead which role?" in text:
        term.key("p")
    elif "or dissent?" in text:
        term.key("d")
    else:
        term.key("\r")


@pytest.mark.parametrize("term_name", ["xterm-256color", "screen"])
def test_real_command_plays_turns_in_a_pty(term_name):
    term = Terminal(term_name)
    try:
        text = term.wait_for("Pass the keyboard to Ann")
        for _ in range(40):
            answer(term, text)
            time.sleep(0.15)
            text = term.wait_for(r"Turn \d+|Pass the keyboard")
            if re.search(r"Turn [4-9] ", text):
                break
        text = term.wait_for(r"Turn [4-9] ")
        assert "Roles:" in text and "hand (" in text
        lines = text.splitlines()
        assert len(lines) == ROWS and all(len(ln) <= COLS for ln in lines)
        assert "Pick" in lines[-1]  # the footer with the keys, on the last row
        term.key("\x11")  # ctrl+q
        term.child.expect(pexpect.EOF, timeout=10)
    finally:
        term.child.close(force=True)
    assert term.child.exitstatus == 0
