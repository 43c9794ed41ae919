"""Start-up (issue 13, target 5): the commands without a screen never import Textual, and
``exotica --help`` imports neither the rules nor pydantic. Each runs in a fresh interpreter
that then lists what it imported."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

PROBE = """
import contextlib, io, json, sys
from exotica_tui.cli import main
with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):
    main(sys.argv[1:])
print(json.dumps(sorted(sys.modules)))
"""


def imported(*argv: str) -> set[str]:
    out = subprocess.run([sys.executable, "-c", PROBE, *argv], capture_output=True, text=True,
                         check=True).stdout
    return {m.split(".")[0] if not m.startswith("exotica_tui.") else ".".join(m.split(".")[:2])
            for m in json.loads(out)}


def a_save() -> str:
    return str(next(Path(__file__).parent.glob("saves/old/*.json")))


@pytest.mark.parametrize("argv", [["--help"], ["cards"], ["sim", "--games", "2"],
                                  ["check", "SAVE"]])
def test_commands_without_a_screen_never_import_textual(argv):
    mods = imported(*[a_save() if a == "SAVE" else a for a in argv])
    assert "textual" not in mods
    assert "exotica_tui.tui" not in mods


def test_help_imports_neither_the_rules_nor_pydantic():
    mods = imported("--help")
    assert "exotica_tui.cli" in mods
    assert not {"pydantic", "exotica_tui.rules", "exotica_tui.saves", "textual"} & mods


TABLE = """
import asyncio, json, sys
from exotica_tui.tui.app import ExoticaApp
from exotica_tui.play.setup import Seat, Setup

async def first_screen():
    setup = Setup(seats=[Seat("Ann"), Seat("Bob"), Seat("Cy")], sets=["base", "exotica"], seed=3)
    async with ExoticaApp(setup).run_test() as pilot:
        await pilot.pause()

asyncio.run(first_screen())
print(json.dumps(sorted(sys.modules)))
"""


def test_a_table_from_the_cached_catalog_never_imports_pydantic():
    """The catalog's classes and the game's config are plain classes: pydantic is only for
    what comes from outside (the card files when no cache matches, saves)."""

    def first_screen() -> set[str]:
        out = subprocess.run([sys.executable, "-c", TABLE], capture_output=True, text=True,
                             check=True, timeout=120).stdout
        return {m.split(".")[0] for m in json.loads(out)}

    assert "pydantic" in first_screen()  # no cache yet: the card files validated
    mods = first_screen()
    assert "textual" in mods and "exotica_tui" in mods
    assert "pydantic" not in mods
