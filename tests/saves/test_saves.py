"""Saving, loading and listing games; every kind of bad input gives one clear line."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

from exotica_tui import autosave, saves
from exotica_tui.rules import Game, GameConfig
from exotica_tui.rules.catalog import Catalog

from .conftest import play


def edit(path: Path, change) -> None:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def refused(path: Path, match: str) -> str:
    with pytest.raises(saves.SaveError, match=match) as info:
        saves.load(path)
    message = str(info.value)
    assert "\n" not in message and str(path) in message
    return message


def test_save_folder_honours_exotica_home(tmp_path):
    assert saves.save_dir() == tmp_path / "exotica-home" / "saves"


def test_a_save_is_plain_json_with_version_record_and_digest(game, saved):
    data = json.loads(saved.path.read_text())
    assert data["format_version"] == saves.FORMAT_VERSION
    assert data["app_version"] == saves.app_version()
    assert data["digest"] == saves.save_digest(game)
    assert data["record"]["answers"] == game.record.answers
    assert data["summary"]["players"] == ["Ann", "Bob", "Cy"]
    assert data["summary"]["turn"] == game.s.turn_no
    assert data["summary"]["answers"] == 40
    assert data["summary"]["finished"] is False
    assert saved.path.parent == saves.save_dir()


def test_load_rebuilds_the_game_exactly(game, saved):
    loaded = saves.load(saved.path)
    assert loaded.game.digest() == game.digest()
    assert loaded.game.zones() == game.zones()
    assert loaded.game.pending.player == game.pending.player
    assert loaded.game.pending.keys() == game.pending.keys()


def test_autosave_after_every_answer_tracks_the_live_game(game, saved):
    for _ in range(5):
        play(game, 1, seed=len(game.record.answers))
        assert saved.save(game) is None
        assert saves.load(saved.path).game.digest() == game.digest()
    names = sorted(p.name for p in saved.path.parent.iterdir())  # no temp files
    assert names == sorted([saved.path.name, f".{saved.path.name}.lock"])


def test_interface_settings_travel_with_the_save(game):
    autosaver = autosave.Autosaver()
    settings = {"seats": [{"bot": None, "auto_dissent": False}], "open_hands": True}
    autosaver.save(game, settings)
    assert saves.load(autosaver.path).save.settings == settings


def test_list_newest_first_and_latest_unfinished(game, saved):
    finished = play(Game.new(GameConfig(players=["Dee", "Eve"], seed=4)), 100_000)
    assert finished.is_over
    done = autosave.Autosaver()
    done.save(finished)
    later = autosave.Autosaver()
    later.save(play(Game.new(GameConfig(players=["Fay", "Gus"], seed=5)), 3))
    broken = saves.save_dir() / "broken.json"
    broken.write_text("{")
    entries = saves.list_saves()
    assert [e.path for e in entries] == [later.path, done.path, saved.path, broken]
    assert entries[1].summary.finished and not entries[0].summary.finished
    assert entries[0].summary.players == ["Fay", "Gus"]
    assert entries[-1].summary is None and "not JSON" in entries[-1].error
    assert saves.latest_unfinished().path == later.path
    saves.delete_save(later.path)
    assert saves.latest_unfinished().path == saved.path


def test_no_saves_no_folder():
    assert saves.list_saves() == []
    assert saves.latest_unfinished() is None


def test_delete_a_missing_file_says_so(tmp_path):
    with pytest.raises(saves.SaveError, match="cannot delete"):
        saves.delete_save(tmp_path / "gone.json")


# -- bad input: each case keeps the game in memory and the file on disk -------------------------


def test_truncated_file(saved):
    saved.path.write_bytes(saved.path.read_bytes()[:200])
    refused(saved.path, "truncated or not JSON")


def test_not_json(tmp_path):
    path = tmp_path / "noise.json"
    path.write_bytes(bytes(range(256)))
    refused(path, "truncated or not JSON")


def test_json_but_not_a_save(tmp_path):
    path = tmp_path / "other.json"
    path.write_text('{"name": "not a save"}')
    refused(path, "no format version")


def test_unknown_format_version(saved):
    edit(saved.path, lambda d: d.update(format_version=99))
    refused(saved.path, "format version 99 is not supported")


def test_malformed_field(saved):
    edit(saved.path, lambda d: d["record"].update(answers="all of them"))
    refused(saved.path, r"record\.answers")


# GameConfig is a plain class: pydantic checks the types of a save's config, its own checks the rest
BAD_CONFIGS = {
    "unknown field": ({"colour": "red"}, r"record\.config\.colour"),
    "seed not a number": ({"seed": "seven"}, r"record\.config\.seed"),
    "a name not text": ({"players": ["Ann", 7, "Cy"]}, r"record\.config\.players\.1"),
    "one player": ({"players": ["Ann"]}, "2 to 5 players"),
    "seven players": ({"players": list("ABCDEFG")}, "2 to 5 players"),
    "no base game": ({"sets": ["exotica"]}, "the base game is always needed"),
    "unknown bonus": ({"empty_stack_bonus": "both"}, r"record\.config\.empty_stack_bonus"),
    "rules from the future": ({"rules_revision": 99}, "rules revision 99"),
    "extended for 4": ({"extended": True, "players": ["A", "B", "C", "D"]}, "3 players"),
}


@pytest.mark.parametrize("case", BAD_CONFIGS)
def test_a_bad_config_in_a_save_is_refused(saved, case):
    change, match = BAD_CONFIGS[case]
    edit(saved.path, lambda d: d["record"]["config"].update(change))
    assert "not a valid save" in refused(saved.path, match)


def test_illegal_answer_in_the_record(saved):
    edit(saved.path, lambda d: d["record"]["answers"].__setitem__(5, ["no-such-option"]))
    refused(saved.path, "illegal answer 6 of the record")


def test_digest_mismatch(saved):
    edit(saved.path, lambda d: d.update(digest="0" * 32))
    refused(saved.path, "digest mismatch")


def test_answers_cut_short_no_longer_match_the_digest(saved):
    edit(saved.path, lambda d: d["record"]["answers"].pop())
    refused(saved.path, "digest mismatch")


def test_card_set_not_installed(saved, monkeypatch):
    """An installation without Escalation's cards (a catalog without them) refuses its saves."""
    cat = saves.default_catalog()
    without = Catalog({k: c for k, c in cat.cards.items() if c.set != "escalation"},
                      cat.setups, cat.scenarios)
    monkeypatch.setattr(saves, "default_catalog", lambda: without)
    edit(saved.path, lambda d: d["record"]["config"].update(sets=["base", "escalation"]))
    refused(saved.path, "escalation not installed")


def test_unwritable_save_folder_keeps_the_game(game, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    autosaver = autosave.Autosaver(blocker / "saves" / "game.json")  # parent is a regular file
    before = game.digest()
    error = autosaver.save(game)
    assert isinstance(error, saves.SaveError) and autosaver.error is error
    assert "cannot write to" in str(error) and "\n" not in str(error)
    assert game.digest() == before
    play(game, 1)  # the game goes on


def test_disk_full_keeps_the_old_save_whole(game, saved, monkeypatch):
    good = saved.path.read_bytes()
    real_write = os.write

    def write_half_then_fail(fd, data):
        if len(data) > 10:
            real_write(fd, bytes(data[: len(data) // 2]))
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    play(game, 3)
    before = game.digest()
    monkeypatch.setattr(os, "write", write_half_then_fail)
    error = saved.save(game)
    monkeypatch.undo()
    assert "No space left on device" in str(error)
    assert saved.path.read_bytes() == good
    assert not list(saved.path.parent.glob("*.tmp"))  # the partial temp file is gone
    assert game.digest() == before
    assert saved.save(game) is None  # space again: the next answer saves
    assert saves.load(saved.path).game.digest() == before


def test_a_game_that_would_not_load_back_is_not_written(game, saved):
    """A live state the record cannot rebuild (here: edited behind the rules' back) must not
    replace a good save."""
    good = saved.path.read_bytes()
    game.players[0].fighters += 3
    error = saved.save(game)
    assert "would not load back" in str(error) and "digest mismatch" in str(error)
    assert saved.path.read_bytes() == good


def test_a_loaded_game_keeps_saving_in_its_file_only_inside_the_save_folder(saved, tmp_path):
    assert autosave.continue_in(saves.load(saved.path)).path == saved.path
    outside = tmp_path / "elsewhere.json"
    outside.write_bytes(saved.path.read_bytes())
    autosaver = autosave.continue_in(saves.load(outside))
    assert autosaver.path.parent == saves.save_dir() and autosaver.path != saved.path


def test_autosave_replays_only_new_answers_and_follows_an_undo(game, monkeypatch):
    from exotica_tui.rules.undo import UndoRefused, undo

    fresh = []
    real_new = Game.new
    monkeypatch.setattr(Game, "new", classmethod(lambda cls, c: fresh.append(c) or real_new(c)))
    autosaver = autosave.Autosaver()
    autosaver.save(game)
    assert len(fresh) == 1
    for _ in range(4):
        play(game, 1, seed=len(game.record.answers))
        assert autosaver.save(game) is None
    assert len(fresh) == 1  # the shadow game advanced by one answer each time
    while True:
        try:
            game = undo(game)
            break
        except UndoRefused:
            play(game, 1, seed=len(game.record.answers))
            autosaver.save(game)
    assert len(fresh) == 1
    assert autosaver.save(game) is None  # a shorter record: rebuilt from the start
    assert len(fresh) == 2
    assert saves.load(autosaver.path).game.digest() == game.digest()


def test_temporary_files_left_by_a_crash_are_removed_when_saving_resumes(saved):
    stale = saved.path.parent / f".{saved.path.name}.abc123.tmp"
    stale.write_text('{"half": ')
    other = saved.path.parent / ".another-game.json.def456.tmp"
    other.write_text("")
    autosave.Autosaver(saved.path)
    assert not stale.exists() and other.exists()  # its own leftovers, and old ones only
