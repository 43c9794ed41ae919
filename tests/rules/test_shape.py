"""The shape of the rules core (issue 10, part 1): the turn loop names no card set, and no
module grows past about 400 lines."""

import ast
from pathlib import Path

import pytest

import exotica_tui
from exotica_tui.rules import sets

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


def test_every_set_of_the_config_is_a_plug_in():
    from exotica_tui.rules.config import KNOWN_SETS

    assert set(sets.SETS) == set(KNOWN_SETS)
    assert [s.id for s in sets.in_play(["base", "exotica"])] == ["base", "exotica"]


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")),
                         ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_is_over_about_400_lines(path):
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= (400 if "rules" in path.relative_to(PACKAGE).parts else 420)
