"""One fact, one place (issue 31): screens (``tui/``) and bots (``bots/``) read the tiles'
faces and the prices of planets from the rules (``PlayerView.fronts``, ``plugin.tile_faces``,
``PlanetView.attack`` / ``.settle``, ``GameView.offers`` / ``.settles``, the options' labels),
never spell a tile's card id nor work out what a planet costs a seat.

Read from the source with ``ast``, like tests/rules/test_names.py: a tile id spelt in a widget
or a discount worked out in a bot would drift from the rules silently."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

from exotica_tui.rules import plugin
from exotica_tui.rules.catalog_cache import load_catalog

PACKAGE = Path(__file__).resolve().parents[1] / "exotica_tui"
LAYERS = ("tui", "bots")
PRINTED_COSTS = {"warfare_cost", "colonize_cost", "warfare_ships"}  # a planet's printed side
PRICING = {"attack_cost", "attack_prices", "colonies_needed", "is_asteroid_discounted",
           "settle_help", "spendable"}  # the rules' price makers (functions, hooks)
DISCOUNTS = {"asteroid_cost_discount", "battlecruiser_discount", "primary_weapon"}  # passives
RULES_MODULES = {"attacks", "colonies", "effects", "hooks"}  # where they are reached from
# A card kind, not a tile: help's KIND_NAMES spells the Mining tile's kind "mining" (its kind
# is "mining_tile"), in tui/screens/help.py, which this issue leaves to the table's rebuild.
NOT_A_TILE: set[tuple[str, str]] = set()  # (module, string) that only look like a tile id
SAME = (ast.Eq, ast.NotEq, ast.Is, ast.IsNot, ast.In, ast.NotIn)  # matching, not pricing


@cache
def sources() -> list[tuple[str, ast.Module]]:
    return [(str(f.relative_to(PACKAGE)), ast.parse(f.read_text(encoding="utf-8"), str(f)))
            for layer in LAYERS for f in sorted((PACKAGE / layer).rglob("*.py"))]


def tile_ids() -> set[str]:
    """Every face of every two-faced tile: as the sets declare them, and as the catalog has
    them (its tile cards)."""
    declared = {face for cs in plugin.SETS.values() for faces in cs.tiles.values()
                for face in faces}
    catalog = {c.id for c in load_catalog().cards.values() if c.kind.endswith("_tile")}
    return declared | catalog


def printed(node: ast.AST) -> bool:
    return isinstance(node, ast.Attribute) and node.attr in PRINTED_COSTS


def test_the_tiles_are_declared_by_their_sets():
    assert plugin.tile_faces("mining_tile") == ("mining", "improved-mining")
    assert plugin.tile_face("fleet_tile", "improved") == "improved-fleet"
    assert tile_ids() == {"mining", "improved-mining", "basic-fleet", "improved-fleet"}


def test_no_screen_or_bot_spells_a_tile_card_id():
    ids = tile_ids()
    spelt = [(path, node.lineno, node.value) for path, tree in sources()
             for node in ast.walk(tree)
             if isinstance(node, ast.Constant) and node.value in ids
             and (path, node.value) not in NOT_A_TILE]
    assert not spelt, f"tile card ids spelt outside rules/: {spelt}"


def test_no_screen_or_bot_works_out_a_planet_price():
    """Arithmetic on or comparison against a printed cost, the rules' price makers imported
    or called, or the passives of a discount named, outside ``rules/`` (a bot's own
    ``Empire.attack_cost`` reads ``PlanetView.attack``: a name alone is no price)."""
    found = []
    for path, tree in sources():
        for node in ast.walk(tree):
            if isinstance(node, ast.BinOp) and (printed(node.left) or printed(node.right)):
                found.append((path, node.lineno, "arithmetic on a printed cost"))
            elif isinstance(node, ast.Compare) and any(map(printed, [node.left,
                                                                    *node.comparators])) \
                    and not all(isinstance(op, SAME) for op in node.ops):
                found.append((path, node.lineno, "a printed cost compared"))
            elif isinstance(node, ast.ImportFrom) and any(a.name in PRICING
                                                          for a in node.names):
                found.append((path, node.lineno, "a price maker of the rules imported"))
            elif isinstance(node, ast.Attribute) and node.attr in PRICING \
                    and isinstance(node.value, ast.Name) and node.value.id in RULES_MODULES:
                found.append((path, node.lineno, "a price maker of the rules called"))
            elif isinstance(node, ast.Constant) and node.value in DISCOUNTS:
                found.append((path, node.lineno, f"{node.value!r}"))
    assert not found, f"planet prices worked out outside rules/: {found}"


@pytest.mark.parametrize(("source", "check"), [
    ('x = "improved-fleet"', "test_no_screen_or_bot_spells_a_tile_card_id"),
    ("ok = pl.warfare_cost - 1 <= me.fighters", "test_no_screen_or_bot_works_out_a_planet_price"),
    ("ok = pl.colonize_cost > me.colonies", "test_no_screen_or_bot_works_out_a_planet_price"),
    ("from ..rules.colonies import colonies_needed",
     "test_no_screen_or_bot_works_out_a_planet_price"),
    ("n = attacks.attack_prices(game, p, pl)", "test_no_screen_or_bot_works_out_a_planet_price"),
    ('n = has(game, p, "battlecruiser_discount")',
     "test_no_screen_or_bot_works_out_a_planet_price"),
])
def test_each_check_fails_on_what_it_is_for(source, check, monkeypatch):
    """A check fed one offending line (read as a module) fails."""
    import tests.test_one_fact as me

    monkeypatch.setattr(me, "sources", lambda: [("snippet.py", ast.parse(source))])
    with pytest.raises(AssertionError):
        getattr(me, check)()
