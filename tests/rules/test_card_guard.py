"""Every catalog card has a test: a test that plays it carries ``@pytest.mark.card("<id>")``."""

import re
from pathlib import Path

from exotica_tui.rules import default_catalog

MARK = re.compile(r"mark\.card\(([^)]*)\)")


def covered_ids() -> set[str]:
    ids: set[str] = set()
    for path in Path(__file__).resolve().parents[1].rglob("test_*.py"):
        for args in MARK.findall(path.read_text(encoding="utf-8")):
            ids.update(re.findall(r"[\"']([\w\-]+)[\"']", args))
    return ids


def test_every_catalog_card_has_a_test():
    covered = covered_ids()
    missing = sorted(c.id for c in default_catalog().cards.values() if c.id not in covered)
    assert not missing, f"cards without a test: {', '.join(missing)}"
