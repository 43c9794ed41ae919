"""The card data (``*/*.toml``, one folder per card set), installed as the package
``exotica_tui.cards`` so that ``importlib.resources`` finds it in a wheel as in a checkout (see
pyproject.toml). Finding the folders needs no rules: ``exotica --help`` lists them."""

from __future__ import annotations

import os
from pathlib import Path


def folder() -> Path:
    """The ``cards/`` folder: ``EXOTICA_CARDS`` if set, else this package's (the repository's
    top-level ``cards/``, mapped here by pyproject, so an editable install reads the checkout
    and a wheel its own copy)."""
    env = os.environ.get("EXOTICA_CARDS")
    return Path(env) if env else Path(next(iter(__path__)))


def set_folders(root: Path) -> list[Path]:
    """The folder of each card set under ``root`` (the folder names the set), by name."""
    return sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith("_"))
