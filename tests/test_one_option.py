"""One game option, one definition (issue 31, item 4): in a copy of the package, a throwaway
boolean added as one field of ``RuleOptions`` (what ``GameConfig`` inherits) and one of
``TableSettings`` reaches the command line of ``exotica``, ``host`` and ``sim``, the setup screen
(a Textual pilot), the game's config and its save, and the saved settings, with no other place
edited."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import exotica_tui
from exotica_tui import cards

RULE = '    throwaway_rule: bool = option(False, "a throwaway rule", label="Rule T", row="Test")\n'
TABLE = '    throwaway_table: bool = option(False, "a throwaway table", label="T", row="T")\n'

PROBE = """
import asyncio, json, sys
from pathlib import Path

import exotica_tui
from exotica_tui import saves
from exotica_tui.cli import build_parser
from exotica_tui.play.setup import setup_from_args, setup_of
from exotica_tui.rules import Game
from exotica_tui.tui.app import ExoticaApp
from textual.widgets import Checkbox, Input

out = {"package": exotica_tui.__file__}
parser = build_parser()
out["help"] = parser.format_help()
setup = setup_from_args(parser.parse_args(["--players", "Ann,Bob", "--seed", "3",
                                           "--throwaway-rule", "--throwaway-table"]))
out["cli"] = [setup.throwaway_rule, setup.throwaway_table]
out["host"] = parser.parse_args(["host", "--players", "Ann,Bob", "--throwaway-rule"]).throwaway_rule
out["sim"] = parser.parse_args(["sim", "--throwaway-rule"]).throwaway_rule
game = Game.new(setup.config(3))
path = Path("t.json")
saves.write_save(game, path, setup.settings())
loaded = saves.load(path)
back = setup_of(loaded.game, loaded.save.settings)
out["saved"] = [loaded.game.config.throwaway_rule, back.throwaway_rule, back.throwaway_table]


async def screen():
    app = ExoticaApp()
    async with app.run_test(size=(80, 40)) as pilot:
        await pilot.pause()
        for i, name in enumerate(["Ann", "Bob", "", "", ""]):
            app.screen.query_one(f"#name-{i}", Input).value = name
        for box in ("#throwaway-rule", "#throwaway-table"):
            app.screen.query_one(box, Checkbox).value = True
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        s = app.session
        out["screen"] = [s.game.config.throwaway_rule, s.setup.throwaway_table]

asyncio.run(screen())
print(json.dumps(out))
"""


def test_a_new_option_is_one_field(tmp_path):
    package = tmp_path / "src" / "exotica_tui"
    shutil.copytree(Path(exotica_tui.__file__).parent, package,
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(Path(cards.__file__).parent, package / "cards",
                    ignore=shutil.ignore_patterns("__pycache__"))
    options = package / "game_options.py"
    text = options.read_text()
    for cls, line in (("RuleOptions", RULE), ("TableSettings", TABLE)):
        head = text.index(f"class {cls}:")
        end = text.index('"""\n', text.index('"""', head) + 3) + 4  # after its docstring
        text = text[:end] + line + text[end:]
    options.write_text(text)
    env = os.environ | {"PYTHONPATH": str(tmp_path / "src"), "EXOTICA_HOME": str(tmp_path)}
    env.pop("EXOTICA_CARDS", None)
    run = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                         cwd=tmp_path, env=env, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    out = json.loads(run.stdout.splitlines()[-1])
    assert out["package"].startswith(str(tmp_path))  # the copy, not the installed package
    assert "--throwaway-rule" in out["help"] and "--throwaway-table" in out["help"]
    assert out["cli"] == [True, True]
    assert out["host"] is True and out["sim"] is True
    assert out["saved"] == [True, True, True]
    assert out["screen"] == [True, True]
