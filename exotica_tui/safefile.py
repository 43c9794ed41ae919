"""Reading a file nobody vouches for (design.md, "User text is data"): only a regular file, only
up to a size cap, and JSON only up to a bounded nesting and number size. Whatever else it is
(a named pipe, a device, a 200 MB file, 100,000 nested lists, a 5,000-digit number) is answered
with ``NotAccepted`` and one short reason, at once: nothing blocks, nothing is read past the
cap, no parser recursion or integer conversion can blow up.

For writing: folders made private (0700 whatever the umask) and the mode a replaced file keeps.
"""

from __future__ import annotations

import json
import os
import stat
from contextlib import suppress
from pathlib import Path

MAX_BYTES = 4 * 2**20  # a real save is tens of kB; a whole 5-seat game well under 1 MB
MAX_DEPTH = 32  # a save nests 6 deep
MAX_DIGITS = 30  # seeds and counts; 2**64 has 20 digits
KINDS = {stat.S_ISDIR: "a folder", stat.S_ISFIFO: "a named pipe", stat.S_ISCHR: "a device",
         stat.S_ISBLK: "a device", stat.S_ISSOCK: "a socket"}


class NotAccepted(ValueError):
    """The file is not what a reader may take in; ``str(exc)`` says why, in a few words."""


def read_regular(path: os.PathLike | str, limit: int = MAX_BYTES) -> bytes:
    """The bytes of ``path`` if it is (a link to) a regular file of at most ``limit`` bytes.
    Opened without blocking (a FIFO with no writer would wait forever) and checked on the open
    descriptor, so a swap of the file in between changes nothing. Raises OSError if it cannot
    be opened, NotAccepted if it is not a regular file or too large."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags)
    try:
        mode = os.fstat(fd)
        kind = next((name for test, name in KINDS.items() if test(mode.st_mode)), None)
        if kind is not None or not stat.S_ISREG(mode.st_mode):
            raise NotAccepted(f"{kind or 'a special file'}, not a regular file")
        if mode.st_size > limit:
            raise NotAccepted(f"{megabytes(mode.st_size)}, more than a save can be "
                              f"({megabytes(limit)})")
        chunks, size = [], 0
        while chunk := os.read(fd, min(1 << 20, limit + 1 - size) or 1):
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:  # it grew since fstat
                raise NotAccepted(f"more than a save can be ({megabytes(limit)})")
        return b"".join(chunks)
    finally:
        os.close(fd)


def megabytes(size: int) -> str:
    return f"{size / 2**20:.0f} MB" if size >= 2**20 else f"{size} bytes"


def loads(data: bytes, max_depth: int = MAX_DEPTH, max_digits: int = MAX_DIGITS) -> object:
    """``json.loads`` that refuses other text, nesting deeper than ``max_depth`` and integers
    longer than ``max_digits`` with NotAccepted. The parser stops a deep nesting itself
    (RecursionError, after a thousand levels); the result is then measured without recursion.
    Long integers are refused before they are converted (which costs time)."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise NotAccepted("truncated or not JSON (not UTF-8 text)") from None

    def number(digits: str) -> int:
        if len(digits.lstrip("-")) > max_digits:
            raise NotAccepted(f"a number of {len(digits)} digits")
        return int(digits)

    try:
        value = json.loads(text, parse_int=number, parse_constant=constant)
    except RecursionError:
        raise NotAccepted(f"nested more than {max_depth} deep") from None
    except json.JSONDecodeError:
        raise NotAccepted("truncated or not JSON") from None
    if depth(value) > max_depth:
        raise NotAccepted(f"nested more than {max_depth} deep")
    return value


def constant(name: str) -> float:
    raise NotAccepted(f"{name} is not JSON")


def depth(value: object) -> int:
    """How deep lists and objects nest in parsed JSON (a scalar is 0), level by level (no
    recursion, and fast on a file of a million tiny lists)."""
    level, frontier = 0, [value]
    while frontier := [n for n in frontier if isinstance(n, (dict, list))]:
        level += 1
        frontier = [c for n in frontier for c in (n.values() if isinstance(n, dict) else n)]
    return level


def mode_of(path: Path, new: int) -> int:
    """The permissions of ``path`` if it exists (a replaced file keeps them), else ``new``."""
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except FileNotFoundError:
        return new


def private_dir(folder: Path) -> None:
    """Make ``folder`` and any missing parent, each 0700 whatever the umask."""
    if folder.is_dir():
        return
    private_dir(folder.parent)
    with suppress(FileExistsError):
        folder.mkdir()
        folder.chmod(0o700)
