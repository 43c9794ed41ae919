import pytest


def pytest_configure(config):
    config.addinivalue_line("markers", "card(*ids): the catalog cards a test plays")


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    """Saves and settings of tests never touch the user's folders."""
    monkeypatch.setenv("EXOTICA_HOME", str(tmp_path / "exotica-home"))


@pytest.fixture(autouse=True)
def _cover_without_pause(monkeypatch):
    """Pilot tests press Enter on the handoff cover at once; a real app wants a pause first
    (``COVER_QUIET``, tested on its own in tests/tui/test_hostile_keys.py)."""
    from exotica_tui.tui.screens import table

    monkeypatch.setattr(table, "COVER_QUIET", 0.0)
