"""The autosave of the app: one game into one file after every answer, off the key path.

``Autosaver.post`` (the app, once the screen shows an answer or undo) takes the save on the
app's thread (``saves.to_save``: the record's answers and the state's digest) and hands the rest
(serialise, check that the file loads back into this very game, fsync, rename) to one
background thread that always writes the newest save (``latest.Latest``). As safe as writing
at once: the file on disk is always a whole save that replays to the digest it carries (a
kill -9 at any moment leaves the last one written); a failed write leaves the one before and
is reported on the next answer. ``flush``/``close`` wait for the writes (quit, new game);
``saves.read_save`` of the file waits too. ``save`` is ``post`` waiting for its write.
"""

from __future__ import annotations

import atexit
import os
import threading
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path

from pydantic import JsonValue

from . import safefile, savelock
from .latest import Latest
from .rules import Game
from .saves import Loaded, SaveError, SaveFile, new_save_path, save_dir, to_save, write_file


class Autosaver:
    """Saves one game to one file after every answer. A failed save leaves the previous file
    whole and the game in memory untouched; the error is reported once (and kept in
    ``error``) for the interface to show, and the next answer tries again.

    ``on_fail``, if set, is called on the writer thread after a failed write (it must not
    block: e.g. post a message), for the interface to fetch the error (``untold``) at once.
    It holds the file's lock (``savelock``) until ``close()`` or the end of the process:
    raises ``savelock.Locked`` if another running app saves into that file."""

    def __init__(self, path: Path | None = None):
        self.path = path or new_save_path()
        self.error: SaveError | None = None  # of the latest write done
        self._untold: SaveError | None = None  # ... if not reported yet
        self._told = threading.Lock()
        self._shadow: Game | None = None  # the game as rebuilt from the last good save
        self.on_fail: Callable[[], None] | None = None
        with suppress(OSError):  # else the first save says why
            safefile.private_dir(self.path.parent)
        self.lock = savelock.acquire(self.path)
        self._writer: Latest[SaveFile] = Latest(self._write, f"autosave {self.path.name}",
                                                key=os.path.abspath(self.path))
        atexit.register(self.close)
        savelock.sweep(self.path)

    def close(self) -> SaveError | None:
        """Finish the write under way, then let go of the file: another app may now save
        into it. Returns that write's error if it was not reported yet."""
        self._writer.close()
        savelock.release(self.lock)
        self.lock = None
        return self.untold()

    def post(self, game: Game, settings: dict[str, JsonValue] | None = None) -> SaveError | None:
        """Save ``game`` on the writer thread; returns the error of a write before that was not
        reported yet, or None."""
        self._writer.put(to_save(game, settings))
        return self.untold()

    def save(self, game: Game, settings: dict[str, JsonValue] | None = None) -> SaveError | None:
        """Save ``game`` and wait for it: None, or the error of this write."""
        self._writer.put(to_save(game, settings))
        return self.flush()

    def flush(self) -> SaveError | None:
        """Wait for the writes handed over; the last one's error if it was not reported."""
        self._writer.wait()
        return self.untold()

    def untold(self) -> SaveError | None:
        with self._told:
            error, self._untold = self._untold, None
        return error

    def _write(self, save: SaveFile) -> None:
        shadow, self._shadow = self._shadow, None  # a failed check may leave it half-advanced
        try:
            self._shadow = write_file(save, self.path, shadow)
            error = None
        except SaveError as exc:
            error = exc
        with self._told:
            self.error = self._untold = error
        if error is not None and self.on_fail is not None:
            self.on_fail()


def continue_in(loaded: Loaded, folder: Path | None = None) -> Autosaver:
    """Where a loaded game goes on saving: its own file if it lives in the save folder, else
    a new save there (a file opened from elsewhere is never written to). Raises
    ``savelock.Locked`` if another running app saves into that file."""
    folder = folder or save_dir()
    inside = loaded.path.resolve().parent == folder.resolve()
    return Autosaver(loaded.path if inside else new_save_path(folder))
