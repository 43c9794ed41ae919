"""Escalation on the table: each empire's Fleet tile and its ships by size (compact at 80x24,
in words at 160x50), the handoff's public counts by size, and the survey side of Escalation
planets; a game without Escalation shows none of it (issue 10, "The app and the bots")."""

from __future__ import annotations

import random

import pytest

from exotica_tui.play.setup import Seat, Setup
from exotica_tui.rules import Game, GameConfig
from exotica_tui.tui import render, ships
from exotica_tui.tui.app import ExoticaApp
from exotica_tui.tui.screens.handoff import public_table
from exotica_tui.tui.widgets.prompt import PromptPanel

from ..rules.builders import changed_catalog
from .driver import covered, make_app, press, screen_text, step
from .escalation import escalation_game


def test_every_word_of_the_tile_comes_from_the_catalog():
    game = escalation_game(catalog=changed_catalog({
        "basic-fleet": {"name": "Rowboats", "text": "Action: row.", "short": "row"},
        "improved-fleet": {"name": "Galleys", "cost": 4, "alt_cost": {"destroyer": 2},
                           "text": "Action: row faster.", "short": "faster"}}))
    assert ships.fleet_tile(game, "basic", "line").plain == (
        "Rowboats · Galleys (4 Research or 2 Destroyers)")
    assert ships.fleet_tile(game, "basic", "short").plain == (
        "Rowboats · row\nGalleys (4 Research or 2 Destroyers): faster")
    assert ships.fleet_tile(game, "basic", "full").plain == (
        "Rowboats\nAction: row.\nGalleys (4 Research or 2 Destroyers): Action: row faster.")
    assert ships.fleet_tile(game, "improved", "line").plain == "Galleys"
    assert ships.fleet_tile(game, "improved", "short").plain == "Galleys · faster"
    assert ships.fleet_tile(game, "improved", "full").plain == "Galleys\nAction: row faster."


def test_ships_by_size_compact_and_in_words():
    game = escalation_game()
    game.players[0].fleet.add("fighter", 3)
    game.players[0].fleet.add("battlecruiser", 1)
    pv = game.view(0).players[0]
    assert "⚔3F 0D 1B" in render.empire(game, pv, True, True).plain
    wide = render.empire(game, pv, True, True, wide=True).plain
    assert "⚔ 3 Fighters, 0 Destroyers, 1 Battlecruiser" in wide


def test_a_game_without_escalation_shows_fighters_as_before():
    game = Game.new(GameConfig(players=["Ann", "Bob"], seed=1, sets=["base", "exotica"]))
    game.players[1].fleet.add("fighter", 2)
    view = game.view(0)
    line = render.empire(game, view.players[1], False, False, wide=True).plain.splitlines()[0]
    assert line.split() == ["Bob", "★0", "⚔2", "hand", "5", "deck", "5", "discard", "0"]
    assert "⚔ fighters" in public_table(view).plain and "F/D/B" not in public_table(view).plain


def test_the_handoff_table_counts_ships_by_size():
    game = escalation_game(3)
    game.players[2].fleet.add("fighter", 4)
    game.players[2].fleet.add("destroyer", 2)
    table = public_table(game.view(0)).plain.splitlines()
    assert "⚔ F/D/B" in table[2]
    assert [row.split("│")[3].strip() for row in table[4:7]] == ["0/0/0", "0/0/0", "4/2/0"]
    assert max(len(row) for row in table) <= 76  # inside the cover at 80 columns


def test_survey_sides_of_escalation_planets_show_ship_costs():
    """The back of an Escalation planet is public: its ship cost, and Hostile's crossed-out
    Colonize (escalation.md §5); a base planet reads as before."""
    game = escalation_game()
    pos = game.position()
    for card in ("nalarad", "kaylexa", "pitt-of-injustice"):
        pos.add_planet(0, card, face_up=False)
    theirs = render.empire(game, game.view(1).players[0], False, False).plain
    for c in ("nalarad", "kaylexa", "pitt-of-injustice"):
        assert ships.card_costs(game.card(c)) in theirs
        assert game.card(c).name not in theirs  # the front stays hidden
    assert {ships.card_costs(game.card(c)) for c in ("nalarad", "kaylexa",
                                                     "pitt-of-injustice")} == {
        "W1D/C4", "W1B/C4", "W1D/C✗"}
    assert "W2/C2" in theirs  # the start planet


async def escalation_table(pilot, game) -> None:
    """Past the start-planet choices to the first action; every empire has its Fleet tile and
    a few ships; the table is drawn again."""
    rng = random.Random(1)
    while game.pending.kind != "action":
        await step(pilot, pilot.app, rng)
    if covered(pilot.app):
        await press(pilot, "enter")
    assert all(p.fleet_tile == "basic" for p in game.players)
    game.players[0].fleet.add("destroyer", 2)
    game.players[1].fleet.add("battlecruiser", 1)
    pilot.app.screen.refresh_view()  # the position was edited after the table was drawn
    await pilot.pause()


def drawn_words(app) -> str:
    left = app.screen.query_one("#left").region.width  # the empires' column, no more
    drawn = " ".join(line[:left] for line in screen_text(app).splitlines())
    return " ".join(drawn.replace("▌", " ").split())  # without the tile's left edge


@pytest.mark.parametrize("size, mine, words", [((80, 24), "short", False),
                                               ((160, 50), "full", True)])
async def test_each_empire_shows_its_fleet_tile_and_ships(size, mine, words):
    """Wide, every empire has its tile (yours in full); at 80 columns yours when its region
    has the rows for it, and the others' faces are named in their first row."""
    app = make_app(["Ann", "Bob"], seed=3, sets=["base", "escalation", "exotica"])
    async with app.run_test(size=size) as pilot:
        game = app.session.game
        await escalation_table(pilot, game)
        me = app.session.keyboard
        assert me == game.s.active
        drawn = drawn_words(app)
        for seat in (0, 1):
            box = app.screen.empire_of(seat)  # in the form its region had rows for
            fleet = ships.fleet(game.view(me).players[seat].ships, words)
            assert fleet in box.text.plain and fleet in drawn
            if box.fleet is not None:  # the tile drawn, whole
                if seat == me:
                    assert box.fleet == ships.fleet_tile(game, "basic", mine)
                assert " ".join(box.fleet.plain.split()) in drawn
            else:  # a compact form: the tile's face in its heading
                assert not words or seat != me
                assert f"{fleet}  Basic Fleet  hand" in box.text.plain


async def test_a_follower_at_80x24_sees_both_empires_whole():
    """Following, the leader's empire and yours are both in view: at 80 columns neither draws
    its Fleet tile and both Mining tiles take one line, so both fit above the prompt."""
    setup = Setup(seats=[Seat("Ann", auto_dissent=False), Seat("Bob", auto_dissent=False)],
                  sets=["base", "escalation", "exotica"], seed=3)
    app = ExoticaApp(setup)
    async with app.run_test(size=(80, 24)) as pilot:
        game = app.session.game
        await escalation_table(pilot, game)
        leader = game.s.active
        skip = next(c for c, k in app.screen.query_one(PromptPanel).hotkeys.items()
                    if k == "skip")
        await press(pilot, skip, "s")  # no action, lead Survey
        for _ in range(5):  # the boost (no cards), the cover
            if app.session.pending.kind == "follow" and not covered(app):
                break
            await press(pilot, "enter")
        assert app.session.pending.kind == "follow" and app.session.keyboard != leader
        await pilot.pause()
        drawn = drawn_words(app)
        for seat in (0, 1):
            box = app.screen.empire_of(seat)
            assert box.fleet is None
            assert box.mining == render.mining_tile(game, "basic", "line")
            first_row = box.text.plain.splitlines()[0]
            assert "Basic Fleet" in first_row and " ".join(first_row.split()) in drawn
        assert "Follow Survey" in drawn and "Dissent" in screen_text(app)


async def test_a_game_without_escalation_has_no_fleet_tile():
    app = make_app(["Ann", "Bob"], seed=3, sets=["base", "exotica"])
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        assert not any(e.fleet for e in app.screen.shown_empires())
