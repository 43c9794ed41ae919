"""``exotica serve``: a seat's link opens its join client in a real headless Chromium (the
system's ``chromium`` and ``chromium-driver``, installed by ``.ci/run``), and the page shows
that seat's hand and no other."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from urllib.parse import parse_qs, urlparse

import pyte
import pytest

from .webdriver import CHROMEDRIVER, CHROMIUM, chromium, free_port

pytestmark = pytest.mark.skipif(not (CHROMIUM and CHROMEDRIVER),
                                reason="needs chromium and chromedriver (see .ci/run)")


def screen_of(url: str, data: bytes) -> str:
    """The terminal the page draws, as text: the bytes it was sent, through an emulator the
    size the page asked for."""
    size = parse_qs(urlparse(url).query)
    screen = pyte.Screen(int(size["width"][0]), int(size["height"][0]))
    pyte.ByteStream(screen).feed(data)
    return "\n".join(screen.display)


def first_screen(browser, link: str, wanted: str) -> tuple[str, str | None, bytes]:
    """Open the seat's page and wait for ``wanted`` on its terminal (a loaded machine starts
    the seat slowly): the screen as text, the WebSocket's address and the bytes it sent."""
    text, url, data = "", None, b""
    browser.open(link)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        url, data = browser.received()
        if url and data:
            text = screen_of(url, data)
            if wanted in text:
                break
        time.sleep(0.2)
    return text, url, data


def served(proc: subprocess.Popen) -> str:
    """What ``exotica serve`` printed after its links, for a failure's message."""
    proc.terminate()
    return proc.communicate(timeout=10)[0][-2000:]


def test_join_in_browser_tab_shows_the_seats_hand(tmp_path):
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "exotica_tui.cli", "serve", "--players", "Ann,Bob",
         "--seed", "3", "--listen", f"unix:{tmp_path / 'h.sock'}",
         "--web", f"127.0.0.1:{port}"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        env={**os.environ, "EXOTICA_HOME": str(tmp_path / "home")})
    try:
        links = {}
        while len(links) < 2:
            line = proc.stdout.readline()
            assert line, "serve ended early"
            if m := re.match(r"(\w+): (http://127\.0\.0\.1:\d+/seat/\S+/)$", line.strip()):
                links[m[1]] = m[2]
        with chromium() as browser:
            text, url, data = first_screen(browser, links["Bob"], "Bob's hand (5)")
            assert "Bob's hand (5)" in text, (
                f"websocket {url!r}, {len(data)} bytes received\n{text}\n"
                f"page: {browser.page_text()!r}\nserve: {served(proc)!r}")
            assert "Bob (active) (you)" in text and "Ann's hand" not in text
    finally:
        proc.terminate()
        proc.wait(10)
