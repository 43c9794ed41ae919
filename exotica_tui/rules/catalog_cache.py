"""The catalog in use (``default_catalog``), validated once and kept between runs: parsing and
validating every card file takes a start 30-70 ms, loading the catalog validated last time
about 3 (issue 13, target 5).

The cache is a pickle, and unpickling can run code, so it is trusted no more than the card
files it stands for: it is read only if it sits in a folder of ours that nobody else may write
(owned by us, no group or other write permission, the file itself too), carries the key of
what it was built from (a digest of every card file's path and bytes, of the rules' sources
that define and validate the catalog's classes, and of the Python and pydantic versions) and
the digest of its own payload (a torn or damaged write is rebuilt). Anything else (no file,
another key, a failed read or write) falls back to the card files, validated as always, and
writes the cache anew.
"""

from __future__ import annotations

import gc
import hashlib
import os
import pickle
import sys
from collections.abc import Callable
from contextlib import contextmanager
from functools import cache
from pathlib import Path

from .catalog import Catalog, card_files, cards_dir

MAGIC = b"exotica-catalog 1\n"
RULES = Path(__file__).resolve().parent  # the sources whose validation the cache holds


def cache_file() -> Path:
    """``$EXOTICA_HOME/cache/catalog.pickle``, or in the user's cache folder."""
    home = os.environ.get("EXOTICA_HOME")
    if home:
        return Path(home) / "cache" / "catalog.pickle"
    import platformdirs

    return platformdirs.user_cache_path("exotica", appauthor=False) / "catalog.pickle"


def source_key(files: list[Path]) -> bytes:
    """The digest of everything a validated catalog depends on: the card files given, the
    rules' sources (the catalog's classes and their checks, ops, hooks) and the versions of
    Python and pydantic."""
    digest = hashlib.sha256(f"{sys.version}\n".encode())
    digest.update(validator_version())
    sources = sorted(RULES.rglob("*.py"))
    for path in [*files, *sources]:
        digest.update(f"{path}\n".encode())
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest().encode()


def validator_version() -> bytes:
    """pydantic's version file (its version and its core's), read without importing pydantic:
    a start from the cache never does."""
    from importlib.util import find_spec

    spec = find_spec("pydantic")
    try:
        return Path(spec.origin).with_name("version.py").read_bytes()  # type: ignore[union-attr, arg-type]
    except (AttributeError, TypeError, OSError):
        return b"no pydantic"


def _ours(path: Path) -> bool:
    """Whether only we could have written ``path`` (and its folder): a file of another user,
    or one that others may write, is not read."""
    uid = os.getuid() if hasattr(os, "getuid") else None
    for p in (path.parent, path):
        st = p.stat()
        if (uid is not None and st.st_uid != uid) or st.st_mode & 0o022:
            return False
    return True


def read(path: Path, key: bytes) -> Catalog | None:
    """The catalog cached at ``path`` under ``key``, or None."""
    try:
        if not _ours(path):
            return None
        data = path.read_bytes()
    except OSError:
        return None
    head, _, rest = data.partition(b"\n\n")
    lines = head.split(b"\n")
    if not data.startswith(MAGIC) or len(lines) != 3 or lines[1] != key:
        return None
    if hashlib.sha256(rest).hexdigest().encode() != lines[2]:
        return None
    try:
        with collections_paused():
            return pickle.loads(rest)
    except Exception:  # a cache of an older layout of the models: rebuilt below
        return None


@contextmanager
def collections_paused():
    """No garbage collection meanwhile: unpickling the catalog allocates thousands of objects
    that live as long as the process and hold no cycles, and the full collections they set
    off walk every object loaded so far (all of Textual in the app): 15-20 ms of a start."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def write(path: Path, key: bytes, catalog: Catalog) -> None:
    """Replace the cache atomically, readable by us alone; a failure only costs the next
    start the validation."""
    payload = pickle.dumps(catalog, protocol=pickle.HIGHEST_PROTOCOL)
    data = MAGIC + key + b"\n" + hashlib.sha256(payload).hexdigest().encode() + b"\n\n" + payload
    import tempfile

    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".catalog-")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError:
        pass


def cached(files: list[Path], load: Callable[[], Catalog]) -> Catalog:
    """The catalog of ``files``: from the cache when it matches, else ``load()`` (which
    validates them) and the cache rewritten."""
    path = cache_file()
    key = source_key(files)
    catalog = read(path, key)
    if catalog is None:
        catalog = load()
        write(path, key, catalog)
    return catalog


def load_catalog(root: Path | None = None) -> Catalog:
    """Load and validate every set folder under ``root`` (pydantic: ``catalog_load``, imported
    only here) and check cross-references between cards."""
    from .catalog_load import load

    return load(root or cards_dir())


@cache
def default_catalog() -> Catalog:
    """The catalog of ``cards_dir()``, validated once and then kept (``cached``)."""
    root = cards_dir()
    return cached(card_files(root), lambda: load_catalog(root))
