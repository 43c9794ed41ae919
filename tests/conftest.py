import pytest


def pytest_configure(config):
    config.addinivalue_line("markers", "card(*ids): the catalog cards a test plays")


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    """Saves and settings of tests never touch the user's folders."""
    monkeypatch.setenv("EXOTICA_HOME", str(tmp_path / "exotica-home"))
