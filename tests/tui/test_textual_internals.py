"""The private Textual names the app and the test driver use (``tui/textual_internals.py``)
still exist with the parameters used: a Textual upgrade that breaks one fails here, by name."""

from __future__ import annotations

import ast
import pathlib
import re

import rich
import textual

import exotica_tui
from exotica_tui.tui import textual_internals


def test_every_private_textual_name_still_exists():
    assert textual_internals.check_private_names() == []


def test_a_missing_private_name_is_reported():
    saved = list(textual_internals.PRIVATE_NAMES)
    textual_internals.PRIVATE_NAMES.append((textual_internals.Widget, "_no_such_name", ()))
    try:
        assert textual_internals.check_private_names() == ["Widget._no_such_name is gone"]
    finally:
        textual_internals.PRIVATE_NAMES[:] = saved


def test_no_other_module_reaches_into_textual_or_rich():
    """Outside ``textual_internals``, no import of a private name (``from textual._x``,
    ``import _x``) and no ``x._name`` unless the project itself defines ``_name`` (a method,
    or an attribute Textual and Rich do not have)."""
    tui = pathlib.Path(exotica_tui.__file__).parent / "tui"  # the code using Textual and Rich
    files = [p for p in [*tui.rglob("*.py"), *pathlib.Path(__file__).parent.rglob("*.py")]
             if p.name != "textual_internals.py"]
    trees = {p: ast.parse(p.read_text()) for p in files}
    defined = {n.name for t in trees.values() for n in ast.walk(t)
               if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)}
    stored = {n.attr for t in trees.values() for n in ast.walk(t)
              if isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store)}
    theirs = {name for package in (textual, rich)
              for f in pathlib.Path(package.__file__).parent.rglob("*.py")
              for name in re.findall(r"\b_[a-z]\w*", f.read_text())}
    own = defined | (stored - theirs)
    offenders = []
    for path, tree in trees.items():
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (
                    any(part.startswith("_") and part != "__future__"
                        for part in (node.module or "").split("."))
                    or any(a.name.startswith("_") for a in node.names)):
                offenders.append(f"{path.name}:{node.lineno} imports from {node.module}")
            elif (isinstance(node, ast.Attribute) and node.attr.startswith("_")
                  and not node.attr.startswith("__") and node.attr not in own):
                offenders.append(f"{path.name}:{node.lineno} uses .{node.attr}")
    assert offenders == []
