"""The rules core: pure Python, no user interface (design.md, "Layers")."""

from .catalog import Card, Catalog, CatalogError
from .catalog_cache import default_catalog, load_catalog
from .config import ConfigError, GameConfig, GameRecord
from .decision import Decision, IllegalAnswer, Option
from .game import Game, LogEntry

__all__ = [
    "Card", "Catalog", "CatalogError", "ConfigError", "Decision", "Game", "GameConfig",
    "GameRecord", "IllegalAnswer", "LogEntry", "Option", "default_catalog", "load_catalog",
]

from . import sets  # noqa: E402,F401  (after the core: each card set registers its plug-in)
