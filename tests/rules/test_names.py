"""Names passed as strings are declared once and checked on both sides (issue 31, item 3):
bot measures (rules/ops.py ``MEASURES``, computed by bots/values.py), passive abilities
(``PASSIVES``, declared by the card sets) and decision kinds (rules/kinds.py ``K``).

The code's side is read from the source with ``ast``: a misspelt name in a call such as
``has(game, p, "...")`` would otherwise count as absent, silently."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

from exotica_tui.bots import values
from exotica_tui.rules import ops
from exotica_tui.rules.decide import decide
from exotica_tui.rules.decision import Decision
from exotica_tui.rules.kinds import CLIENT_KINDS, KINDS, K
from exotica_tui.rules.ops import MEASURES, PASSIVES, op, registry

PACKAGE = Path(__file__).resolve().parents[2] / "exotica_tui"


@cache
def sources() -> list[tuple[str, ast.Module]]:
    return [(str(f.relative_to(PACKAGE)), ast.parse(f.read_text(), str(f)))
            for f in sorted(PACKAGE.rglob("*.py"))]


def called(node: ast.Call) -> str | None:
    f = node.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None


def strings(node: ast.AST) -> list[str]:
    """The string constants of an expression (a name, or a tuple or set of names)."""
    return [c.value for c in ast.walk(node) if isinstance(c, ast.Constant)
            and isinstance(c.value, str)]


def names_in_code(named_at) -> list[tuple[str, int, str]]:
    """(module, line, name) of each string constant in the expressions ``named_at(node)``
    returns for the nodes of the package's source."""
    return [(path, node.lineno, name) for path, tree in sources() for node in ast.walk(tree)
            for arg in named_at(node) for name in strings(arg)]


def passive_names() -> list[tuple[str, int, str]]:
    """Every passive named by a constant: ``has``/``passive_card``/``passive_of(game, p, name)``,
    ``card.passive(name)`` and a counted empire's ``passives[name]`` / ``.get(name)``."""
    return names_in_code(passive_named)


def passive_named(node: ast.AST) -> list[ast.AST]:
    if isinstance(node, ast.Call):
        fn = called(node)
        if fn in ("has", "passive_card", "passive_of") and len(node.args) == 3:
            return [node.args[2]]
        if node.args and (fn == "passive" or fn == "get"
                          and is_passives(getattr(node.func, "value", None))):
            return [node.args[0]]
    elif isinstance(node, ast.Subscript) and is_passives(node.value):
        return [node.slice]
    return []


def is_passives(node: ast.AST) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "passives"


def test_every_passive_named_in_code_is_declared():
    registry()  # the card sets declare their passives when imported
    named = passive_names()
    assert len(named) > 40, "the walk finds the rules' and the bots' passive names"
    undeclared = [f"{path}:{line}: {name!r}" for path, line, name in named
                  if name not in PASSIVES]
    assert undeclared == []


DECISION_NAMES = {"d", "decision", "first", "pending"}


def kind_names() -> list[tuple[str, int, str]]:
    """Every decision kind named by a constant: the kind argument of ``ask``, ``decide`` and
    ``Decision``, and what a decision's ``kind`` (``d.kind``, ``game.pending.kind``) is compared
    with. (A card's ``kind`` is another vocabulary; the code mostly names kinds as ``K``
    members, which Python itself checks.)"""
    return names_in_code(kind_named)


def kind_named(node: ast.AST) -> list[ast.AST]:
    if isinstance(node, ast.Call):
        fn = called(node)
        if fn in ("ask", "decide") and len(node.args) > 2:
            return [node.args[2]]
        if fn == "Decision" and len(node.args) > 1:
            return [node.args[1]]
    elif isinstance(node, ast.Compare):
        sides = [node.left, *node.comparators]
        if any(is_decision_kind(s) for s in sides):
            return [s for s in sides if not is_decision_kind(s)]
    return []


def is_decision_kind(node: ast.AST) -> bool:
    if isinstance(node, ast.Attribute) and node.attr == "kind":
        owner = node.value
        return (isinstance(owner, ast.Name) and owner.id in DECISION_NAMES
                or isinstance(owner, ast.Attribute) and owner.attr == "pending")
    return False


def test_every_decision_kind_named_in_code_is_declared():
    named = kind_names()
    undeclared = [f"{path}:{line}: {name!r}" for path, line, name in named
                  if name not in set(K)]
    assert undeclared == []


def test_the_walk_finds_a_misspelt_kind_and_passive(monkeypatch):
    """The walks see what they check: a module with a misspelt kind and passive is reported."""
    bad = ast.parse('def f(game, p, d):\n'
                    '    if d.kind == "folow" and has(game, p, "dissent_drw"):\n'
                    '        return ask(game, 0, "rolle", "", []) or p.passives["trade_fightrs"]\n')
    monkeypatch.setitem(globals(), "sources", lambda: [("bots/bad.py", bad)])
    assert {name for _, _, name in kind_names()} == {"folow", "rolle"}
    assert {name for _, _, name in passive_names()} == {"dissent_drw", "trade_fightrs"}


def test_waiting_is_a_client_kind_the_rules_never_ask():
    """net/client.py's stand-in while another seat decides is declared with the kinds; the
    rules' ``ask`` refuses it (no rule offers a decision of that kind)."""
    stand_in = Decision.waiting_for(2)
    assert stand_in.kind in CLIENT_KINDS and stand_in.player == 2 and not stand_in.options
    assert K.WAITING not in KINDS
    with pytest.raises(ValueError, match="undeclared decision kind"):
        decide(None, 0, "waiting", "", [])


def measures_computed() -> set[str]:
    """The measure names ``Judge.measure`` compares ``how`` with."""
    tree = ast.parse(Path(values.__file__).read_text())
    fn = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == "measure")
    return {name for n in ast.walk(fn) if isinstance(n, ast.Compare)
            and isinstance(n.left, ast.Name) and n.left.id == "how"
            for c in n.comparators for name in strings(c)}


def test_bot_measures_are_declared_once_and_computed():
    assert measures_computed() == MEASURES
    assert {o.value for o in registry().values()} <= MEASURES


def test_an_op_naming_an_unknown_measure_is_refused():
    with pytest.raises(ValueError, match="unknown bot measure of op 'x_test' 'stedy'"):
        op("x_test", "Does nothing", "stedy")(lambda game, p, e, source: iter(()))
    assert "x_test" not in ops.OPS
