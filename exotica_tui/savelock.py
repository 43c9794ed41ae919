"""One open game per save file: two copies of the app saving into one file would overwrite
each other's answers without a word. The app that saves into a file holds a lock file beside
it (``.NAME.json.lock``, the process id inside); another app that wants to save there is told
which process has it. A lock whose process is gone (killed, crashed, the machine restarted) is
stale and taken over, like the temporary files a killed app left (``sweep``).
"""

from __future__ import annotations

import os
import time
from contextlib import suppress
from pathlib import Path


class Locked(Exception):
    """The save is open in another running app (``pid``)."""

    def __init__(self, pid: int):
        super().__init__(f"this game is open in another exotica (process {pid})")
        self.pid = pid


def lock_path(save: Path) -> Path:
    return save.with_name(f".{save.name}.lock")


def holder(lock: Path) -> int | None:
    """The process id a lock file names, or None if it names none (empty, garbage, gone)."""
    try:
        text = lock.read_text(encoding="ascii", errors="replace")[:32].strip()
    except OSError:
        return None
    return int(text) if text.isdigit() else None


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's process
    except (OverflowError, OSError):
        return False
    return True


def acquire(save: Path) -> Path | None:
    """Lock ``save`` for this process: the lock file, or None where no lock file can be made
    (a read-only folder: saving will fail there and say so). Raises Locked if a live process
    holds it; a lock of this very process or of a dead one is taken over."""
    lock = lock_path(save)
    for _ in range(3):  # two apps taking over one stale lock: one wins, the other is told
        try:
            fd = os.open(lock, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            pid = holder(lock)
            if pid is not None and pid != os.getpid() and alive(pid):
                raise Locked(pid) from None
            with suppress(FileNotFoundError):
                os.unlink(lock)  # stale
            continue
        except OSError:
            return None
        with os.fdopen(fd, "w", encoding="ascii") as out:
            out.write(f"{os.getpid()}\n")
        return lock
    pid = holder(lock)
    raise Locked(pid if pid is not None else 0)


def release(lock: Path | None) -> None:
    """Remove the lock file if this process still holds it."""
    if lock is not None and holder(lock) == os.getpid():
        with suppress(OSError):
            lock.unlink()


STALE_TMP = 60.0  # seconds: a temporary file lives milliseconds, unless its writer was killed


def sweep(save: Path) -> None:
    """Remove temporary files (``.NAME.json.*.tmp``) a killed app left beside ``save``: its
    own (it is locked now), and those of other saves older than ``STALE_TMP`` (not one that
    another app is writing now)."""
    with suppress(OSError):
        for stale in save.parent.glob(f".*{save.suffix}.*.tmp"):
            with suppress(OSError):
                if (stale.name.startswith(f".{save.name}.")
                        or time.time() - stale.lstat().st_mtime > STALE_TMP):
                    stale.unlink()
