"""The README is for players (issue 31): short, and every file it or a document beside the
code links to exists, down to the heading a link names."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
DOCS = ["README.md", "cards/README.md", "tests/BENCHMARKS.md", "exotica_tui/README.md",
        "exotica_tui/bots/README.md", "exotica_tui/net/README.md", "exotica_tui/rules/RULINGS.md"]
LINK = re.compile(r"\]\(([^)\s]+)\)")


def anchor(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    text = page.read_text(encoding="utf-8")
    return {anchor(h) for h in re.findall(r"^#+ (.+)$", text, flags=re.M)}


def test_readme_is_short():
    assert len((ROOT / "README.md").read_text(encoding="utf-8").splitlines()) <= 250


@pytest.mark.parametrize("doc", DOCS)
def test_every_relative_link_resolves(doc):
    page = ROOT / doc
    links = [link for link in LINK.findall(page.read_text(encoding="utf-8"))
             if "://" not in link]
    for link in links:
        target, _, heading = link.partition("#")
        path = (page.parent / target).resolve() if target else page
        assert path.exists(), f"{doc}: {link}"
        if heading:
            assert heading in anchors(path), f"{doc}: {link}"


def test_anchor_is_githubs():
    assert anchor("The fuzz: what the `progress` policy reaches") == \
        "the-fuzz-what-the-progress-policy-reaches"


def test_ci_runs_the_readme_test_command():
    """``.ci/run`` runs exactly the README's test command (the block under "## Test")."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    command = readme.split("## Test\n", 1)[1].split("```sh\n", 1)[1].split("\n", 1)[0]
    assert command.startswith("python3 -m venv .venv") and "pytest" in command
    assert command in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
