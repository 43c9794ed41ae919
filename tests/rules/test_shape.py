"""The shape of the rules core (issue 10, part 1; issue 31): the turn loop names no card set
and the core imports none. (A module's length is left to review since issue 30: split one
that grows past about 400 lines.)"""

import ast
from pathlib import Path

import pytest

import exotica_tui
from exotica_tui.rules import plugin

PACKAGE = Path(exotica_tui.__file__).parent
ENGINE = ["flow", "roles", "effects", "colonies", "research", "symbols", "ops", "game",
          "scoring", "views", "setup", "position", "own_turn"]


@pytest.mark.parametrize("name", ENGINE)
def test_the_engine_imports_no_expansion(name):
    tree = ast.parse((PACKAGE / "rules" / f"{name}.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            parts = (node.module or "").split(".") + [a.name for a in node.names]
            assert "exotica" not in parts, f"rules/{name}.py imports {node.module}"
        if isinstance(node, ast.Constant) and node.value == "exotica":
            raise AssertionError(f"rules/{name}.py names the exotica set")


CORE = sorted(p for p in (PACKAGE / "rules").glob("*.py") if p.name != "__init__.py")


@pytest.mark.parametrize("path", CORE, ids=lambda p: p.name)
def test_the_core_imports_no_card_set(path):
    """The plug-in interface is in the core (rules/plugin.py); the sets import it, and only
    rules/__init__.py loads them, after the core (design.md, "Layers")."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            names = [node.module or ""] + [a.name for a in node.names]
            assert not any(n == "sets" or n.startswith("sets.") or ".sets" in n for n in names), \
                f"rules/{path.name} imports {node.module}"


def test_every_set_with_cards_is_a_plug_in_base_first():
    from exotica_tui.rules import default_catalog

    assert set(plugin.known_sets()) == set(default_catalog().sets)
    assert plugin.known_sets()[0] == "base"
    assert [s.id for s in plugin.in_play(["base", "exotica"])] == ["base", "exotica"]


UI_FREE = sorted(p for folder in ("rules", "play") for p in (PACKAGE / folder).rglob("*.py"))


@pytest.mark.parametrize("path", UI_FREE, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_the_rules_and_the_session_import_no_textual(path):
    """Layers (design.md): rules/ and play/ never import Textual; only tui/ draws."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else [
                a.name for a in node.names]
            assert not any(n.split(".")[0] == "textual" for n in names), \
                f"{path.relative_to(PACKAGE)} imports Textual"
