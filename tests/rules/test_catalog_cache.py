"""The validated catalog kept between runs (rules/catalog_cache.py): used only when it is ours,
matches the card files and is whole; anything else validates the card files again."""

from __future__ import annotations

import shutil

from exotica_tui.rules import catalog_cache
from exotica_tui.rules.catalog import card_files, cards_dir
from exotica_tui.rules.catalog_cache import load_catalog


def _load(calls: list[int], root=None):
    def load():
        calls.append(1)
        return load_catalog(root)
    return load


def test_a_second_start_loads_the_same_catalog_from_the_cache():
    files, calls = card_files(cards_dir()), []
    first = catalog_cache.cached(files, _load(calls))
    second = catalog_cache.cached(files, _load(calls))
    assert calls == [1]  # validated once
    assert second is not first and second.cards == first.cards
    assert second.setups == first.setups and second.scenarios == first.scenarios
    assert oct(catalog_cache.cache_file().stat().st_mode & 0o777) == "0o600"


def test_a_changed_card_file_is_validated_again(tmp_path):
    root = tmp_path / "cards"
    shutil.copytree(cards_dir(), root)
    calls: list[int] = []
    catalog_cache.cached(card_files(root), _load(calls, root))
    survey = next(p for p in card_files(root) if "name = \"Survey\"" in p.read_text())
    survey.write_text(survey.read_text().replace('name = "Survey"', 'name = "Scout"', 1))
    changed = catalog_cache.cached(card_files(root), _load(calls, root))
    assert calls == [1, 1] and any(c.name == "Scout" for c in changed.cards.values())


def test_a_damaged_cache_is_rebuilt():
    files, calls = card_files(cards_dir()), []
    catalog_cache.cached(files, _load(calls))
    path = catalog_cache.cache_file()
    data = bytearray(path.read_bytes())
    data[-10] ^= 0xFF  # the payload no longer matches its digest
    path.write_bytes(bytes(data))
    assert catalog_cache.cached(files, _load(calls)).cards
    assert calls == [1, 1]
    path.write_bytes(path.read_bytes()[:100])  # a torn write
    catalog_cache.cached(files, _load(calls))
    assert calls == [1, 1, 1]


def test_a_cache_others_may_write_is_not_read():
    """A pickle runs code when loaded: a file someone else could have written is ignored."""
    files, calls = card_files(cards_dir()), []
    catalog_cache.cached(files, _load(calls))
    path = catalog_cache.cache_file()
    path.chmod(0o666)
    catalog_cache.cached(files, _load(calls))
    assert calls == [1, 1]
    path.chmod(0o600)
    path.parent.chmod(0o777)
    catalog_cache.cached(files, _load(calls))
    path.parent.chmod(0o700)
    assert calls == [1, 1, 1]


def test_an_unwritable_cache_folder_only_costs_the_validation(tmp_path, monkeypatch):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("EXOTICA_HOME", str(blocked))
    calls: list[int] = []
    assert catalog_cache.cached(card_files(cards_dir()), _load(calls)).cards
    assert catalog_cache.cached(card_files(cards_dir()), _load(calls)).cards
    assert calls == [1, 1]



def test_loading_the_cache_pauses_the_collector_and_leaves_it_as_it_was(monkeypatch):
    """Unpickling runs with no collection (``collections_paused``); afterwards the collector
    is on or off as the caller had it (``exotica`` starts with it off, cli.main)."""
    import gc

    files, seen = card_files(cards_dir()), []
    catalog_cache.cached(files, _load([]))  # the cache written
    real = catalog_cache.pickle.loads
    monkeypatch.setattr(catalog_cache.pickle, "loads",
                        lambda data: seen.append(gc.isenabled()) or real(data))
    catalog_cache.cached(files, _load([]))
    assert gc.isenabled()
    gc.disable()
    try:
        catalog_cache.cached(files, _load([]))
        assert not gc.isenabled()
    finally:
        gc.enable()
    assert seen == [False, False]
