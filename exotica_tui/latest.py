"""One background thread that works on the newest job only (issue 13: saving off the key path).

``put(job)`` returns at once; jobs put while one is being worked on are coalesced (only the
newest waits), so a burst of answers costs one write, and never an older state after a newer.
``wait()`` returns once nothing is waiting or running. An unexpected exception of the work (a
bug, not a reported failure) is raised again in the caller at its next ``put`` or ``wait``,
like a bug of code that ran there. A writer made with a ``key`` (a file's path) can be waited
for by that key (``wait_for``), e.g. before reading the file it writes.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable
from typing import Generic, TypeVar

Job = TypeVar("Job")

_keyed: weakref.WeakValueDictionary[str, Latest] = weakref.WeakValueDictionary()


def wait_for(key: str) -> None:
    """Wait for the open writer of ``key``, if there is one."""
    writer = _keyed.get(key)
    if writer is not None:
        writer.wait()


class Latest(Generic[Job]):
    def __init__(self, work: Callable[[Job], None], name: str, key: str | None = None):
        self._work = work
        self._key = key
        self._name = name
        self._cond = threading.Condition()
        self._job: Job | None = None  # waiting to be worked on
        self._busy = False
        self._closed = False
        self._bug: BaseException | None = None
        self._thread: threading.Thread | None = None
        if key is not None:
            _keyed[key] = self

    def put(self, job: Job) -> None:
        with self._cond:
            self._raise_bug()
            if self._closed:
                raise RuntimeError(f"{self._name}: closed")
            self._job = job
            if self._thread is None:  # daemon: an idle writer never holds up the exit
                self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def wait(self) -> None:
        with self._cond:
            while self._job is not None or self._busy:
                self._cond.wait()
            self._raise_bug()

    def close(self) -> None:
        """Finish what is waiting, then stop the thread."""
        with self._cond:
            while self._job is not None or self._busy:
                self._cond.wait()
            self._closed = True
            self._cond.notify_all()
            thread, self._thread = self._thread, None
            if self._key is not None and _keyed.get(self._key) is self:
                del _keyed[self._key]
        if thread is not None and thread is not threading.current_thread():
            thread.join()
        with self._cond:
            self._raise_bug()

    def _raise_bug(self) -> None:
        bug, self._bug = self._bug, None
        if bug is not None:
            raise bug

    def _run(self) -> None:
        while True:
            with self._cond:
                while self._job is None and not self._closed:
                    self._cond.wait()
                if self._job is None:
                    return
                job, self._job, self._busy = self._job, None, True
            try:
                self._work(job)
            except BaseException as exc:  # noqa: BLE001 - handed to the caller's thread
                with self._cond:
                    self._bug = exc
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()
