"""Saved games: autosave, resume, load and check (design.md, "Save, resume, undo").

A save is one JSON file (never pickle): a format version, the app version, a summary for the
list of saved games, the game record (config + every answer), and the digest of the state.
The record is the truth; loading replays it and compares the digest, so a truncated, foreign
or tampered file is caught before it can show a wrong game. Writing goes to a temporary file
in the same folder, fsynced, then ``os.replace``: a crash or a full disk leaves the previous
save whole. Every failure is a ``SaveError`` with a one-line message for a dialog or stderr.

For the app: a new game gets ``Autosaver()`` (``autosave.py``, also known here); after every
answer (and after an undo) ``autosaver.post(game, settings)`` returns None or the SaveError to
show, the game going on either way. The setup screen shows ``list_saves()`` and calls
``load(path)`` (then ``continue_in(loaded)`` for its autosaver) or ``delete_save(path)``.
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import tempfile
from contextlib import suppress
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from functools import cache
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Literal

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, JsonValue, ValidationError

from . import latest, safefile
from .rules import Game, GameRecord, default_catalog
from .rules.config import house_five
from .usertext import clean_names, shown

FORMAT_VERSION = 1
SUFFIX = ".json"


class SaveError(Exception):
    """A save could not be written or read; ``str(exc)`` is one line saying why, safe for a
    terminal (a file name's control characters are shown as escapes, ``usertext.shown``)."""

    def __init__(self, message: str):
        super().__init__(shown(message))


class SaveSummary(BaseModel):
    """What the list of saved games shows without replaying anything."""

    model_config = ConfigDict(extra="forbid")

    players: list[str] = Field(max_length=5)
    sets: list[str] = Field(max_length=4)
    turn: int
    answers: int
    finished: bool
    saved_at: datetime

    def describe(self) -> str:
        """One line for lists and ``exotica check``."""
        return "; ".join(self.parts())

    def parts(self) -> tuple[str, str]:
        """The players, and the rest (sets, turn, state, time); names cleaned (a summary is
        unchecked: it may hold anything)."""
        state = "finished" if self.finished else "in progress"
        when = self.saved_at.astimezone().strftime("%Y-%m-%d %H:%M")
        return (", ".join(clean_names(self.players)),
                f"sets {shown('+'.join(self.sets))}; turn {self.turn}; {self.answers} answers; "
                f"{state}; saved {when}")


class SaveFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format_version: Literal[1]
    app_version: str
    summary: SaveSummary
    record: GameRecord
    digest: str = Field(pattern=r"^[0-9a-f]{32}$")
    settings: dict[str, JsonValue] = Field(default_factory=dict)  # the interface's, opaque here


@dataclass(slots=True)
class Loaded:
    """A save read back: the rebuilt game, the file it came from and what it held."""

    game: Game
    path: Path
    save: SaveFile


@dataclass(slots=True)
class SaveEntry:
    """One file of the save folder: its summary (as the file says it, unless ``checked``:
    then as its replay says), or why it cannot be read or replayed; ``deletable`` is False
    for what ``d`` could not remove (a folder)."""

    path: Path
    summary: SaveSummary | None
    error: str | None = None
    deletable: bool = True
    checked: bool = False


@cache
def app_version() -> str:
    try:
        return version("exotica-tui")
    except PackageNotFoundError:
        return "unknown"


def save_dir() -> Path:
    """The folder of saved games: ``$EXOTICA_HOME/saves`` or the user data folder's."""
    home = os.environ.get("EXOTICA_HOME")
    base = Path(home) if home else platformdirs.user_data_path("exotica", appauthor=False)
    return base / "saves"


def new_save_path(folder: Path | None = None) -> Path:
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    return (folder or save_dir()) / f"{stamp}-{secrets.token_hex(3)}{SUFFIX}"


# -- writing ----------------------------------------------------------------------------------


def summarize(game: Game, saved_at: datetime) -> SaveSummary:
    config = game.record.config
    return SaveSummary(players=list(config.players), sets=list(config.sets),
                       turn=game.s.turn_no, answers=len(game.record.answers),
                       finished=game.is_over, saved_at=saved_at)


def to_save(game: Game, settings: dict[str, JsonValue] | None = None) -> SaveFile:
    """What a save of ``game`` holds, taken now: later answers do not change it (the list of
    answers is copied; an answer itself is never changed once given)."""
    summary = summarize(game, datetime.now(UTC))
    record = replace(game.record, answers=list(game.record.answers))
    return SaveFile(format_version=FORMAT_VERSION, app_version=app_version(), summary=summary,
                    record=record, digest=save_digest(game), settings=settings or {})


def save_digest(game: Game) -> str:
    """What a save's digest fingerprints: the state (``Game.digest``) and where the game
    stands in it (the answer count, the log length, the pending decision), so that a record
    cut short fails the check even where its last answers left the state as it was."""
    d = game.pending
    where = [len(game.record.answers), len(game.log), None if d is None else
             [d.player, d.kind, d.min, d.max, [o.key for o in d.options]]]
    blob = json.dumps([game.digest(), where], separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()[:32]


def write_save(game: Game, path: Path, settings: dict[str, JsonValue] | None = None,
               shadow: Game | None = None) -> Game:
    """Save ``game`` to ``path`` atomically, after checking that the file will load back into
    this very game (parse, replay, digest): a broken save is never written over a good one.

    Returns the game rebuilt from the file; passed back as ``shadow`` next time, only the new
    answers are replayed, so saving after every answer stays cheap in long games."""
    return write_file(to_save(game, settings), path, shadow)


def write_file(save: SaveFile, path: Path, shadow: Game | None = None) -> Game:
    """``write_save`` of a save taken before (``to_save``): the part that may run anywhere."""
    data = save.model_dump_json(indent=1).encode()
    try:
        rebuilt = check_game(parse(data, path), path, shadow)
    except SaveError as exc:
        raise SaveError(f"not saved, the save would not load back: {exc}") from None
    atomic_write(path, data)
    return rebuilt


def atomic_write(path: Path, data: bytes) -> None:
    """Write ``data`` to a temporary file beside ``path``, fsync it, then rename it over
    ``path``; on any failure the temporary file is removed and ``path`` is left as it was.
    A replaced file keeps its permissions; a new one is private (0600), like any folder
    made for it (0700)."""
    folder = path.parent
    try:
        safefile.private_dir(folder)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as exc:
        raise SaveError(f"cannot write to {folder}: {reason(exc)}") from None
    try:
        try:
            os.fchmod(fd, safefile.mode_of(path, 0o600))
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except OSError as exc:
        with suppress(OSError):
            os.unlink(tmp)
        raise SaveError(f"cannot save {path}: {reason(exc)}") from None
    with suppress(OSError):  # make the rename itself durable where the platform allows
        dirfd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dirfd)
        finally:
            os.close(dirfd)


def reason(exc: OSError) -> str:
    return (exc.strerror or str(exc)).rstrip(".")


# -- reading ----------------------------------------------------------------------------------


def read_save(path: Path) -> SaveFile:
    """The validated contents of a save file, without replaying it. Only a regular file of a
    save's size is read (``safefile``): a pipe, a device or a huge file is refused at once.
    This process's autosave into ``path``, if one is under way, is waited for."""
    latest.wait_for(os.path.abspath(path))
    try:
        data = safefile.read_regular(path)
    except OSError as exc:
        raise SaveError(f"cannot read {path}: {reason(exc)}") from None
    except safefile.NotAccepted as exc:
        raise SaveError(f"{path}: not a save file: {exc}") from None
    return parse(data, path)


def parse(data: bytes, path: Path) -> SaveFile:
    try:
        raw = safefile.loads(data)
    except safefile.NotAccepted as exc:
        raise SaveError(f"{path}: not a save file: {exc}") from None
    if not isinstance(raw, dict) or "format_version" not in raw:
        raise SaveError(f"{path}: not an exotica save file (no format version)")
    fv = raw["format_version"]
    if fv != FORMAT_VERSION:
        raise SaveError(f"{path}: save format version {fv!r} is not supported "
                        f"(this exotica reads version {FORMAT_VERSION})")
    check_sets(raw, path)
    config = saved_config(raw)
    if config is not None:  # written before rules revisions were recorded
        config.setdefault("rules_revision", 1)
        config.setdefault("five_without_escalation", five_before_escalation(config))
    try:
        return SaveFile.model_validate(raw)
    except ValidationError as exc:
        raise SaveError(f"{path}: not a valid save: {first_error(exc)}") from None


def saved_config(raw: dict) -> dict | None:
    """The game configuration of a parsed save, if it is a JSON object."""
    record = raw.get("record")
    config = record.get("config") if isinstance(record, dict) else None
    return config if isinstance(config, dict) else None


def five_before_escalation(config: dict) -> bool:
    """A save written before 5 seats needed Escalation has no house-variant field: its 5-seat
    game without Escalation was that variant."""
    players, sets = config.get("players"), config.get("sets")
    return isinstance(players, list) and isinstance(sets, list) and house_five(len(players), sets)


def check_sets(raw: dict, path: Path) -> None:
    """A save of a card set this installation lacks gets its own clear message."""
    config = saved_config(raw)
    sets = config.get("sets") if config is not None else None
    if not isinstance(sets, list):
        return  # model validation reports the malformed field
    installed = default_catalog().sets
    missing = [str(s) for s in sets if s not in installed]
    if missing:
        raise SaveError(f"{path}: card set(s) {', '.join(missing)} not installed "
                        f"(installed: {', '.join(installed)})")


def first_error(exc: ValidationError) -> str:
    errors = exc.errors()
    e = errors[0]
    where = ".".join(str(p) for p in e["loc"]) or "file"
    more = f" (and {len(errors) - 1} more problem(s))" if len(errors) > 1 else ""
    return f"{where}: {e['msg']}{more}"


def check_game(save: SaveFile, path: Path, base: Game | None = None) -> Game:
    """Replay the record and compare the digest: the game the save claims, or SaveError.
    ``base``, a game whose record begins the saved one, is advanced instead of starting anew.
    A save written before ``save_digest`` carries the state's digest alone; it still loads."""
    record = save.record
    done = len(base.record.answers) if base is not None else 0
    if (base is None or base.record.config != record.config
            or base.record.answers != record.answers[:done]):
        try:
            base, done = Game.new(record.config), 0
        except (ValueError, KeyError, IndexError) as exc:  # a configuration no game has
            raise SaveError(f"{path}: not a valid save: {exc}") from None
    for i, keys in enumerate(record.answers[done:], start=done + 1):
        try:
            base.answer(list(keys))
        except ValueError as exc:  # IllegalAnswer
            raise SaveError(f"{path}: illegal answer {i} of the record: {exc}") from None
    if save.digest not in (save_digest(base), base.digest()):
        raise SaveError(f"{path}: digest mismatch: the file was altered or written by "
                        "different rules")
    return base


def load(path: Path) -> Loaded:
    """Read, validate, replay and verify a save. Names are data: once the file checks out
    (its digest is of the names it holds), a name that ``usertext.clean_names`` would change
    (control characters, too long, or refused now: ``Seat 2``) is replaced, and the game goes
    on with clean names only."""
    path = Path(path)
    save = read_save(path)
    game = check_game(save, path)
    names = clean_names(list(save.record.config.players))
    if names != save.record.config.players:
        config = replace(save.record.config, players=names)
        game = Game.replay(replace(save.record, config=config))
    return Loaded(game, path, save)


# -- the save folder --------------------------------------------------------------------------


def list_saves(folder: Path | None = None) -> list[SaveEntry]:
    """Every save of the folder, newest first; unreadable files are listed with the reason
    (so that they can be deleted), after the readable ones; a folder named like a save is
    listed too, but not offered for deletion."""
    folder = folder or save_dir()
    good, bad = [], []
    try:
        paths = list(folder.glob(f"*{SUFFIX}")) if folder.is_dir() else []
    except OSError:
        paths = []
    for path in paths:
        if path.is_dir():
            bad.append(SaveEntry(path, None, f"{path}: a folder, not a save file", False))
            continue
        try:
            good.append(SaveEntry(path, read_save(path).summary))
        except SaveError as exc:
            bad.append(SaveEntry(path, None, str(exc)))
    good.sort(key=lambda e: e.summary.saved_at, reverse=True)
    bad.sort(key=lambda e: e.path.name, reverse=True)
    return good + bad


def latest_unfinished(folder: Path | None = None) -> Loaded | None:
    """The newest save whose replay is a game in progress (a summary's "finished" is not
    taken on trust); files that do not load are passed over."""
    for entry in list_saves(folder):
        if entry.summary is not None:
            with suppress(SaveError):
                loaded = load(entry.path)
                if not loaded.game.is_over:
                    return loaded
    return None


def delete_save(path: Path) -> None:
    if Path(path).is_dir():
        raise SaveError(f"cannot delete {path}: a folder, not a save file")
    try:
        Path(path).unlink()
    except OSError as exc:
        raise SaveError(f"cannot delete {path}: {reason(exc)}") from None
