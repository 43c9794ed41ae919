"""The card sets: one module (or package) here per set, found and imported by ``load``.

Each set subclasses ``rules.plugin.CardSet``, declares itself there once and calls ``register``;
its cards are in ``cards/<id>/``. Nothing else names a set: adding one is its module here and
its card folder (``cards/README.md``).
"""

from __future__ import annotations

import importlib
import pkgutil


def load() -> None:
    """Import every set module of this package, the base game first (each registers itself;
    the order they register in is the play order of their hooks)."""
    names = sorted((m.name for m in pkgutil.iter_modules(__path__)), key=lambda n: n != "base")
    for name in names:
        importlib.import_module(f"{__name__}.{name}")


load()
