"""``exotica balance``: win rates per card with Wilson intervals, a table, JSON and an SVG."""

import json

import pytest

from exotica_tui.balance import Tally, catalog_items, holdings, wilson
from exotica_tui.cli import main
from exotica_tui.rules import Game, GameConfig


def test_wilson_interval_matches_the_textbook_values():
    low, high = wilson(8, 10)
    assert low == pytest.approx(0.4902, abs=1e-3) and high == pytest.approx(0.9433, abs=1e-3)
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(0, 5)
    assert low == 0.0 and 0.4 < high < 0.5


def test_a_card_is_flagged_when_its_interval_leaves_its_kinds_mean():
    tally = Tally(seed=1, bots=["a", "b"])
    planets = [cid for kind, cid, _, _ in catalog_items(["base"]) if kind == "planet"]
    for cid, wins in zip(planets, (95, 5, 50), strict=False):
        tally.n[("planet", cid)], tally.wins[("planet", cid)] = 100, wins
        tally.held_by[("planet", cid)]["a"] = 100
    rows = {r["id"]: r for r in tally.rows(["base"], {"a": 0.4})}
    assert tally.pooled("planet") == pytest.approx(0.5)
    assert [rows[c]["flag"] for c in planets[:3]] == ["high", "low", ""]
    assert rows[planets[0]]["expected"] == 0.4 and rows[planets[0]]["rate"] == 0.95
    assert all(rows[c]["n"] == 0 and rows[c]["rate"] is None for c in planets[3:])


def test_holdings_are_face_up_planets_owned_techs_and_the_scenario():
    from exotica_tui.bots import make_bot

    game = Game.new(GameConfig(players=["A", "B"], seed=3, sets=["base", "exotica"],
                               scenarios="random"))
    bot = make_bot("greedy")
    while not game.is_over:
        d = game.pending
        game.answer(bot.choose(game.view(d.player), d))
    for p, items in zip(game.s.players, holdings(game), strict=True):
        planets = {game.card(pl.card).id for pl in p.planets if pl.face_up}
        assert {cid for kind, cid in items if kind == "planet"} == planets
        assert ("scenario", p.scenario) in items
        assert all(game.card(cid).kind == "tech" for kind, cid in items if kind == "tech")


def test_balance_prints_json_and_writes_a_chart(tmp_path, capsys):
    chart = tmp_path / "b.svg"
    assert main(["balance", "--games", "2", "--bots", "greedy,random", "--scenarios", "random",
                 "--chart", str(chart), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["completed"] == 2 and set(data["mean"]) == {"planet", "tech", "scenario"}
    held = [r for r in data["cards"] if r["n"]]
    assert {r["kind"] for r in held} == {"planet", "tech", "scenario"}
    assert any(r["provenance"] == "reconstructed" for r in data["cards"])
    svg = chart.read_text()
    assert svg.startswith("<svg") and "Planets" in svg and svg.count("<circle") == len(held)


def test_balance_table_marks_reconstructed_cards(tmp_path, capsys):
    assert main(["balance", "--games", "2", "--bots", "greedy,random", "--sets", "base,exotica",
                 "--chart", str(tmp_path / "b.svg")]) == 0
    out = capsys.readouterr().out
    assert "Planets" in out and "mean win rate" in out and "* reconstructed" in out
