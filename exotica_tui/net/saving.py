"""The host's autosave as the seats see it: a client is sent a state only once that state is
saved, and a save that fails is told to every seat (issue 29: a full disk told to nobody but
the host's log, while the players thought their moves were safe)."""

from __future__ import annotations

import asyncio
import errno
import os
from collections.abc import Callable

SHORT = {os.strerror(errno.ENOSPC): "disk full", os.strerror(errno.EDQUOT): "disk quota full",
         os.strerror(errno.EROFS): "read-only disk"}


def brief(error: str) -> str:
    """A save error as the seats see it: its reason ("disk full"), not the host's path."""
    why = error.rpartition(": ")[2]
    return SHORT.get(why, why)[:40]


class Saving:
    """The saving half of ``Host``. ``save`` hands the game to the autosave and returns an
    error line (of an earlier write) or None; ``flush``, if saving is on a background thread,
    waits there for the writes handed over (run off the event loop) and returns the last
    one's error line or None; ``save_retry``: seconds between two tries of a failed save
    while no answer comes."""

    number: int  # of the pending decision (``Host``)
    log: Callable[[str], None]
    tell: Callable[..., None]
    send_states: Callable[[], None]

    def init_saving(self, save: Callable[[], str | None], flush: Callable[[], str | None] | None,
                    save_retry: float) -> None:
        self.save, self.flush, self.save_retry = save, flush, save_retry
        self.saved = 0  # the number of the newest decision whose game is saved
        self.saving: asyncio.Task | None = None
        self.unsaved: str | None = None  # why the latest save failed, until one succeeds
        self.resave = False  # a retry waits for its write
        self.retry: asyncio.TimerHandle | None = None

    def save_and_send(self) -> None:
        """Save the game as it is now; send every seat its state once it is saved."""
        self._save()
        if self.flush is None:
            self.saved = self.number
            self.send_states()
        elif self.saving is None:
            self.saving = asyncio.get_running_loop().create_task(self._send_when_saved())

    async def _send_when_saved(self) -> None:
        """Wait (off the event loop) until the newest game is saved, then send the states."""
        assert self.flush is not None
        try:
            while self.saved != self.number or self.resave:
                number, self.resave = self.number, False
                self._saved(await asyncio.to_thread(self.flush))
                self.saved = number
        finally:
            self.saving = None
        self.send_states()

    def _save(self) -> None:
        """Hand the game to the autosave: with no background writer, its answer is this
        write's; else a failure of an earlier write (``flush`` tells how this one went)."""
        error = self.save()
        if error or self.flush is None:
            self._saved(error)

    def _saved(self, error: str | None) -> None:
        """How a save went. A failure is told to every seat at once and stays on their status
        line ("NOT SAVED: disk full") until a save succeeds; the game keeps every move in
        memory, and the next answer's save, or a retry every ``save_retry`` seconds, writes
        them all (a save is the whole record)."""
        if error:
            self.log(f"not saved: {error}")
            if self.retry is None:
                self.retry = asyncio.get_running_loop().call_later(self.save_retry, self._resave)
            if brief(error) != self.unsaved:
                self.unsaved = brief(error)
                self.tell("info", f"The host could not save the game ({self.unsaved}); it keeps "
                                  "every move and tries again.")
                self.send_states()
        elif self.unsaved is not None:
            self.unsaved = None
            if self.retry is not None:
                self.retry.cancel()
                self.retry = None
            self.log("saved again")
            self.tell("info", "The host saved the game again.")
            self.send_states()

    def _resave(self) -> None:
        self.retry = None
        if self.unsaved is not None:
            self.resave = True
            self.save_and_send()
