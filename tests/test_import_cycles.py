"""No import cycle between the modules of exotica_tui (issue 31, item 6).

import-linter's contracts in pyproject.toml check layers and sibling packages; this test checks
the finer grain: the graph of module -> module imports, read with ``ast`` from every module of
the package, imports inside functions included, has no strongly connected component of more
than one module. An import under ``if TYPE_CHECKING:`` runs only for a type checker and names a
type for annotations (the ``Game`` every rule takes): not an edge here, nor for import-linter
(``exclude_type_checking_imports``).
"""

from __future__ import annotations

import ast
from pathlib import Path

import exotica_tui

ROOT = Path(exotica_tui.__file__).parent
PACKAGE = "exotica_tui"


def module_names() -> dict[str, Path]:
    """Every module of the package, by dotted name (a package is its ``__init__``)."""
    names = {}
    for path in ROOT.rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names[".".join((PACKAGE, *parts))] = path
    return names


def imports_of(name: str, path: Path, modules: set[str]) -> set[str]:
    """The package's modules that ``name`` imports, anywhere in its body."""
    is_package = path.name == "__init__.py"
    here = name if is_package else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(_runtime(ast.parse(path.read_text(), str(path)))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = here.split(".")[: len(here.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            # ``from pkg import mod`` imports the submodule; ``from mod import name`` the module
            targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
            targets = [t for t in targets[:-1] if t in modules] or [base]
        else:
            continue
        for target in targets:
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def _runtime(tree: ast.Module) -> ast.Module:
    """The tree without its ``if TYPE_CHECKING:`` blocks."""
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test) in ("TYPE_CHECKING",
                                                                    "typing.TYPE_CHECKING"):
            node.body = [ast.Pass()]
    return tree


def import_graph() -> dict[str, set[str]]:
    names = module_names()
    modules = set(names)
    return {name: imports_of(name, path, modules) for name, path in names.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_graph_sees_lazy_and_relative_imports():
    graph = import_graph()
    assert len(graph) > 100
    assert "exotica_tui.rules.state" in graph["exotica_tui.rules.game"]
    # cli.py imports its subcommands inside the functions that run them
    assert "exotica_tui.sim" in graph["exotica_tui.cli"]


def test_no_import_cycle_between_modules():
    found = cycles(import_graph())
    assert not found, "\n".join(f"{len(c)} modules: {' '.join(c)}" for c in found)


def test_the_contract_of_the_rules_core_names_every_module_of_it():
    """import-linter's "the rules core never imports a card set" lists the core's modules one
    by one (a forbidden contract takes no "all but"): a new core module must be listed."""
    import tomllib

    config = tomllib.loads((ROOT.parent / "pyproject.toml").read_text())
    contract, = (c for c in config["tool"]["importlinter"]["contracts"]
                 if c["name"].startswith("The rules core never imports a card set"))
    core = {name for name in module_names() if name.startswith(f"{PACKAGE}.rules.")
            and not name.startswith(f"{PACKAGE}.rules.sets")}
    assert set(contract["source_modules"]) == core
