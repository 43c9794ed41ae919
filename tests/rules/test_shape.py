"""The shape of the rules core (issue 10, part 1; issue 31): the turn loop names no card set,
the core imports none, and no module grows past about 400 lines."""

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


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")),
                         ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_is_over_about_400_lines(path):
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= (400 if "rules" in path.relative_to(PACKAGE).parts else 420)
