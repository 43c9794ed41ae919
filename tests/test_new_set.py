"""A new card set is one module plus one card folder (issue 31): a throwaway set registered
from a fixture (tests/fixtures/throwaway/) reaches the rules' check of the sets, the CLI's
``--sets``, the setup screen's boxes, the help and a search bot's imagined worlds, with no
other place edited."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from exotica_tui.cards import folder, set_folders
from textual.widgets import Checkbox

from exotica_tui.bots.worlds import imagine
from exotica_tui.cli import build_parser
from exotica_tui.rules import ConfigError, Game, GameConfig, default_catalog, plugin
from exotica_tui.tui.app import ExoticaApp
from exotica_tui.tui.screens.help import topics
from tests.fixtures.throwaway import Throwaway

FIXTURE = Path(__file__).parent / "fixtures" / "throwaway"
SETS = ["base", "exotica", "throwaway"]


@pytest.fixture
def throwaway(tmp_path, monkeypatch):
    """The real card folders and the throwaway's side by side, and its plug-in registered."""
    root = tmp_path / "cards"
    root.mkdir()
    for real in set_folders(folder()):
        (root / real.name).symlink_to(real)
    shutil.copytree(FIXTURE / "cards" / "throwaway", root / "throwaway")
    monkeypatch.setenv("EXOTICA_CARDS", str(root))
    default_catalog.cache_clear()
    plugin.register(Throwaway())
    yield
    del plugin.SETS["throwaway"]
    default_catalog.cache_clear()


def test_the_rules_play_it_and_check_what_it_needs(throwaway):
    assert plugin.known_sets()[-1] == "throwaway"
    g = Game.new(GameConfig(players=["Ann", "Bob"], seed=1, sets=["throwaway", "base", "exotica"]))
    assert g.config.sets == SETS
    assert [cs.id for cs in g.card_sets] == SETS
    assert "throwaway-rock" in {g.card(c).id for c in g.s.planet_deck}
    with pytest.raises(ConfigError, match="the throwaway set needs exotica"):
        GameConfig(players=["Ann", "Bob"], sets=["base", "throwaway"])


def test_the_cli_offers_and_parses_it(throwaway):
    parser = build_parser()
    assert "exotica-promo, throwaway" in " ".join(parser.format_help().split())
    args = parser.parse_args(["--players", "Ann,Bob", "--sets", "base,exotica,throwaway"])
    assert GameConfig(players=["Ann", "Bob"], sets=args.sets).sets == SETS


async def test_the_setup_screen_has_its_box_offered_with_what_it_needs(throwaway):
    app = ExoticaApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        box = app.screen.query_one("#set-throwaway", Checkbox)
        assert str(box.label) == "Throwaway" and box.disabled  # Exotica not ticked
        app.screen.query_one("#set-exotica", Checkbox).value = True
        await pilot.pause()
        assert not box.disabled
        box.value = True
        await pilot.pause()
        assert app.screen.read().sets == SETS


def test_the_help_has_its_sections_and_cards_when_in_play(throwaway):
    titles = [t.title for t in topics(default_catalog(), SETS)]
    assert "Throwaway: the one planet" in titles and "Throwaway Rock" in titles
    assert titles.index("Exotica: new terms") < titles.index("Throwaway: the one planet") \
        < titles.index("Keys")
    plain = [t.title for t in topics(default_catalog(), ["base", "exotica"])]
    assert "Throwaway: the one planet" not in plain and "Throwaway Rock" not in plain


def test_a_search_bots_world_plays_it(throwaway):
    g = Game.new(GameConfig(players=["Ann", "Bob"], seed=2, sets=SETS))
    rng = random.Random(1)
    while g.pending.kind != "action":
        g.answer(rng.sample(g.pending.keys(), g.pending.min))
    world, first = imagine(g.view(g.pending.player), random.Random(2), "action")
    assert world.config.sets == SETS
    assert [cs.id for cs in world.card_sets] == SETS
    assert set(first.keys()) == set(g.pending.keys())
