"""Mixed tables: parsing ``--players Ann,bot:greedy,bot:random``, and tournaments between bots."""

import json

import pytest

from exotica_tui import sim
from exotica_tui.bots import GreedyBot, RandomBot, make_bot, parse_seats
from exotica_tui.cli import main
from exotica_tui.rules.scoring import Score


def test_parse_seats_names_humans_and_bots():
    seats = parse_seats("Ann, bot:greedy ,bot:random,Zed=bot:Random")
    assert seats.names == ["Ann", "Greedy", "Random", "Zed"]
    assert seats.bots == {1: "greedy", 2: "random", 3: "random"}
    table = seats.make_bots(seed=3)
    assert isinstance(table[1], GreedyBot) and isinstance(table[2], RandomBot)
    assert set(table) == {1, 2, 3}


def test_parse_seats_makes_names_unique():
    assert parse_seats("bot:random,bot:random,Random").names == ["Random", "Random 2", "Random 3"]


@pytest.mark.parametrize("text", ["Ann", "Ann,bot:clever", "Ann,,Bob", "a,b,c,d,e,f"])
def test_parse_seats_rejects_bad_tables(text):
    with pytest.raises(ValueError):
        parse_seats(text)


def test_make_bot_names_the_known_bots_when_asked_for_another():
    with pytest.raises(ValueError, match="greedy"):
        make_bot("clever")


def test_seats_rotate_so_every_bot_sits_everywhere():
    bots = ["greedy", "random", "random"]
    seatings = [sim.seating(bots, i) for i in range(3)]
    for seat in range(3):
        assert sorted(s[seat] for s in seatings) == sorted(bots)


class Table:
    def __init__(self, totals):
        self.totals = totals

    def scores(self):
        ranked = sorted(self.totals, reverse=True)
        return [Score(seat=k, name=f"P{k}", tokens=t, planets=0, techs=0, other=0, total=t,
                      tiebreak=0, rank=1 + ranked.index(t)) for k, t in enumerate(self.totals)]


def test_a_shared_victory_is_split_between_the_winners():
    tally = sim.Tally()
    tally.add(Table([10, 10, 4]), ["greedy", "random", "random"])
    tally.add(Table([7, 9, 3]), ["random", "greedy", "random"])
    report = tally.report()
    assert report["wins_by_bot"] == {"greedy": 1.5, "random": 0.5}
    assert report["mean_scores"] == {"greedy": 9.5, "random": 6.0}


def test_sim_bots_json_keeps_the_sim_keys_and_adds_the_tournament(capsys):
    assert main(["sim", "--bots", "greedy,random", "--games", "4", "--seed", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    for key in ("games", "completed", "errors", "decisions", "seconds", "mean_turns",
                "researched", "played", "wins_by_bot", "mean_scores"):
        assert key in out
    assert sum(out["wins_by_bot"].values()) == pytest.approx(4)
    assert out["mean_turns"] > 10


def test_sim_rejects_an_unknown_bot(capsys):
    with pytest.raises(SystemExit):
        main(["sim", "--bots", "greedy,clever"])


@pytest.mark.parametrize("sets", [["base"], ["base", "exotica"]])
def test_greedy_beats_random_at_two_and_four_seats(sets):
    two = sim.run(games=8, players=(2, 2), seed=1, sets=sets, check="none",
                  bots=["greedy", "random"])
    assert two["wins_by_bot"]["greedy"] >= 7
    four = sim.run(games=6, players=(4, 4), seed=1, sets=sets, check="none",
                   bots=["greedy", "random", "random", "random"])
    assert four["wins_by_bot"]["greedy"] >= 4
    assert four["mean_scores"]["greedy"] > 2 * four["mean_scores"]["random"]


def test_sim_bots_prints_wins_and_scores_per_bot(capsys):
    assert main(["sim", "--bots", "random,greedy", "--games", "2", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "greedy:" in out and "random:" in out and "mean score" in out


def test_a_tournament_in_two_processes_plays_the_same_games_as_in_one():
    one = sim.run(games=4, players=(2, 2), seed=3, sets=["base", "exotica"], check="none",
                  bots=["greedy", "random"], jobs=1)
    two = sim.run(games=4, players=(2, 2), seed=3, sets=["base", "exotica"], check="none",
                  bots=["greedy", "random"], jobs=2)
    one.pop("seconds"), two.pop("seconds")
    assert one == two and one["completed"] == 4


def test_sim_think_and_jobs_reach_the_tournament(capsys):
    assert main(["sim", "--bots", "expert,greedy", "--think", "0.001", "--jobs", "2",
                 "--games", "2", "--seed", "2", "--no-check", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["completed"] == 2 and set(out["wins_by_bot"]) == {"expert", "greedy"}
