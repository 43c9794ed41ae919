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
    monkeypatch.setattr(table, "SETTLE_QUIET", 0.0)  # nor after it lifts (SETTLE_QUIET)


@pytest.fixture(autouse=True)
def _exact_undo_marks(monkeypatch):
    """Every answer of the suite checks the undo barrier's copy-on-write (``State.hidden_before``,
    kept by the State's methods that change a hidden pile) against copying the hidden piles
    before every answer: a rule that changed a pile around those methods fails here."""
    from exotica_tui.rules import undo
    from exotica_tui.rules.game import Game

    answer = Game.answer

    def checked(game, keys):
        before = [pile.copy() for pile in undo.hidden_piles(game)]
        answer(game, keys)
        changed = before != undo.hidden_piles(game)
        marked = game.marks[-1].revealed == undo.PILES_CHANGED
        assert changed == marked, "a hidden pile changed outside the State's methods"

    monkeypatch.setattr(Game, "answer", checked)


@pytest.fixture(autouse=True)
def _exact_empires(monkeypatch):
    """Every look-up of a counted empire (``symbols.empire``) that a step of the game would
    trust is compared with the state: a rule that changed what an empire is counted from
    around the Player's methods (rules/state.py) fails here."""
    from exotica_tui.rules import symbols

    monkeypatch.setattr(symbols, "CHECK", True)


@pytest.fixture(autouse=True)
def _default_catalog_unchanged():
    """The default catalog is shared by every game of the process, and the rules keep caches
    per catalog (card index, technology faces, the deal): a test that needs other card values
    builds a copy (``tests/rules/builders.py`` ``changed_catalog``) and never edits it."""
    from exotica_tui.rules import default_catalog

    cat = default_catalog()
    before = {cid: id(card) for cid, card in cat.cards.items()}
    yield
    assert {cid: id(card) for cid, card in cat.cards.items()} == before, (
        "a test changed the shared default catalog")
