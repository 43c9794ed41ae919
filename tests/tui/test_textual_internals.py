"""The private Textual names the app and the test driver use (``tui/textual_internals.py``;
textual-serve's: ``net/serve_internals.py``) still exist with the parameters used: a Textual
upgrade that breaks one fails here, by name."""

from __future__ import annotations

import ast
import pathlib
import re

import rich
import textual
from textual.widget import Widget

import exotica_tui
from exotica_tui.net import serve_internals
from exotica_tui.tui import textual_internals


def test_every_private_textual_name_still_exists():
    assert textual_internals.check_private_names() == []
    assert serve_internals.check_serve_names() == []


def test_a_missing_private_name_is_reported():
    saved = list(textual_internals.PRIVATE_NAMES)
    textual_internals.PRIVATE_NAMES.append((Widget, "_no_such_name", ()))
    try:
        assert textual_internals.check_private_names() == ["Widget._no_such_name is gone"]
    finally:
        textual_internals.PRIVATE_NAMES[:] = saved


def test_no_other_module_reaches_into_textual_or_rich():
    """Outside ``textual_internals`` (and ``serve_internals``), no import of a private name
    (``from textual._x``, ``import _x``) and no ``x._name`` that the project does not define
    itself: an attribute of its own counts only in a module that uses no Textual or Rich class
    (where ``_name`` could be theirs)."""
    code = pathlib.Path(exotica_tui.__file__).parent  # the code using Textual and Rich
    tests = pathlib.Path(__file__).parent.parent
    files = [p for folder in (code / "tui", code / "net", tests / "tui", tests / "net")
             for p in folder.rglob("*.py")
             if p.name not in ("textual_internals.py", "serve_internals.py")]
    trees = {p: ast.parse(p.read_text()) for p in files}
    defined = {n.name for t in trees.values() for n in ast.walk(t)
               if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)}
    theirs = {name for package in (textual, rich)
              for f in pathlib.Path(package.__file__).parent.rglob("*.py")
              for name in re.findall(r"self\.(_[a-z]\w*)\s*[:=]|def (_[a-z]\w*)", f.read_text())
              for name in name if name}
    offenders = []
    for path, tree in trees.items():
        imports = [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
        textual_module = any(m.split(".")[0] in ("textual", "rich") for m in imports)
        stored = {n.attr for n in ast.walk(tree)
                  if isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store)}
        own = defined | (stored - theirs if textual_module else stored)
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
