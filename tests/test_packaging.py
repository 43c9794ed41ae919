"""Packaging: a built wheel carries the card data and runs from any folder (issue 12).

The wheel is installed without its dependencies into a fresh virtual environment that borrows
the test environment's site-packages through a ``.pth`` line (the editable finder there is not
activated by it): only the build backend (setuptools, from the package index) is fetched, and
the test takes a few seconds.
"""

from __future__ import annotations

import json
import os
import shutil
import site
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

from exotica_tui.rules import default_catalog

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str | Path, cwd: Path) -> str:
    env = {k: v for k, v in os.environ.items() if k != "EXOTICA_CARDS"}
    done = subprocess.run([str(a) for a in args], cwd=cwd, capture_output=True, text=True,
                          timeout=120, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def test_the_packages_are_found_with_the_cards_mapped_in():
    """setup.py finds the package folders (no list to edit for a new card set) and pyproject
    maps the top-level cards/ into the package."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert "packages" not in config
    assert config["package-dir"] == {"exotica_tui.cards": "cards"}


def wheel_names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as zf:
        return set(zf.namelist())


def test_wheel_installs_and_runs_from_another_folder(tmp_path):
    dist, env, elsewhere = tmp_path / "dist", tmp_path / "venv", tmp_path / "elsewhere"
    elsewhere.mkdir()
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    src = tmp_path / "src"  # a copy: the build writes build/ and egg-info beside its sources
    ignore = shutil.ignore_patterns("__pycache__", "*.egg-info", "build", "dist")
    for part in ("exotica_tui", "cards"):
        shutil.copytree(ROOT / part, src / part, ignore=ignore)
    for part in ("pyproject.toml", "README.md", "setup.py"):
        shutil.copy(ROOT / part, src / part)
    new_set = src / "exotica_tui" / "rules" / "sets" / "newset"  # a set package nobody listed
    new_set.mkdir()
    (new_set / "__init__.py").write_text('"""A set package the build must find."""\n')
    run(*pip, "wheel", "--no-deps", "-w", dist, src, cwd=tmp_path)
    wheel = next(dist.glob("exotica_tui-*.whl"))
    inside = wheel_names(wheel)
    packages = {str(p.relative_to(src)) for p in (src / "exotica_tui").rglob("__init__.py")}
    assert packages <= inside and "exotica_tui/rules/sets/newset/__init__.py" in inside
    tomls = {f"exotica_tui/{p.relative_to(ROOT)}" for p in (ROOT / "cards").glob("*/*.toml")}
    assert tomls and tomls <= inside
    helps = {str(p.relative_to(src)) for p in (src / "exotica_tui").rglob("help.md")}
    assert len(helps) >= 3 and helps <= inside  # the app's and each set's help text
    run(sys.executable, "-m", "venv", "--without-pip", env, cwd=tmp_path)
    py = env / "bin" / "python"
    run(*pip, "--python", py, "install", "--no-deps", wheel, cwd=tmp_path)
    target = Path(run(py, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))",
                      cwd=elsewhere).strip())
    (target / "borrowed-deps.pth").write_text("\n".join(site.getsitepackages()) + "\n")

    where = run(py, "-c", "from exotica_tui.rules.catalog import cards_dir; print(cards_dir())",
                cwd=elsewhere)
    assert Path(where.strip()).is_relative_to(env), where
    cards = json.loads(run(env / "bin" / "exotica", "cards", "--json", cwd=elsewhere))
    assert {c["set"] for c in cards} == set(default_catalog().sets)  # every set folder ships
    assert "Survey" in run(env / "bin" / "exotica", "cards", cwd=elsewhere)
    sections = run(py, "-c", "from exotica_tui.tui.screens.help import rule_sections; "
                   "print(sum(not t.startswith('Rulings: ') for t, _ in rule_sections()), "
                   "sum(t.startswith('Rulings: ') for t, _ in rule_sections()))", cwd=elsewhere)
    rules, rulings = map(int, sections.split())
    assert rules > 5 and rulings > 5  # the help's rules text and rules/RULINGS.md ship too
    sim = json.loads(run(env / "bin" / "exotica", "sim", "--games", "2", "--players", "2-3",
                         "--seed", "1", "--sets", "base,exotica", "--json", cwd=elsewhere))
    assert sim["completed"] == 2 and sim["errors"] == []
    learned = run(py, "-c", "from importlib import resources; from exotica_tui.bots.network "
                  "import shipped, weights_name\nfor n in range(2, 6): print(resources.files("
                  "'exotica_tui.bots') / 'weights' / weights_name(n), shipped(n).inputs)",
                  cwd=elsewhere)
    for line in learned.splitlines():  # the learned bot's weights, each seat count's
        weights, inputs = line.split()
        assert Path(weights).is_relative_to(env) and int(inputs) > 0  # in the wheel
