"""Rate limits of the host (issue 29): table talk a seat may send, and log lines an outsider
can make the host write. Neither costs the host more than a deque of times."""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Callable

from ..rules.words import count

TALK_LINES, TALK_SECONDS = 5, 10.0  # lines of table talk a seat may say in that many seconds
REFUSALS_A_SECOND = 5  # log lines about refused hellos; the rest are counted in one line


class Window:
    """At most ``most`` events in any ``seconds``: ``allow()`` counts one if it is allowed."""

    def __init__(self, most: int, seconds: float) -> None:
        self.most, self.seconds = most, seconds
        self.times: deque[float] = deque()

    def allow(self) -> bool:
        now = time.monotonic()
        while self.times and now - self.times[0] >= self.seconds:
            self.times.popleft()
        if len(self.times) >= self.most:
            return False
        self.times.append(now)
        return True


class CappedLog:
    """Log lines of one kind, at most ``most`` a second: a flood of wrong hellos (1-3k a
    second, issue 29) writes a few lines and then one that counts the rest, a second later."""

    def __init__(self, log: Callable[[str], None], most: int = REFUSALS_A_SECOND) -> None:
        self.log = log
        self.window = Window(most, 1.0)
        self.held = 0

    def __call__(self, line: str) -> None:
        if self.window.allow():
            self.log(line)
            return
        self.held += 1
        if self.held == 1:
            asyncio.get_running_loop().call_later(1.0, self._summary)

    def _summary(self) -> None:
        held, self.held = self.held, 0
        self.log(f"refused {count(held, 'more client')} in a second (not logged one by one)")
