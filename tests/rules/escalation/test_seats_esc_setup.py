"""5 seats need Escalation (Exotica rulebook, "5 Player Setup - requires Escalation
expansion"; escalation.md §12). Today's 5-seat game without it is the house variant
``five_without_escalation``, which the user turns on; saves from before the rule load as it."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from exotica_tui import saves
from exotica_tui.cli import main
from exotica_tui.rules import ConfigError, Game, GameConfig, default_catalog
from exotica_tui.rules.config import FIVE_SEATS, house_five

FIVE = ["Ann", "Bob", "Cy", "Dee", "Eve"]
# The refusal on the command line names its own words (cmdline.refused); the rules' words
# (FIVE_SEATS) name the setup screen's.
ON_THE_COMMAND_LINE = ("exotica: 5 seats need the Escalation expansion: add escalation to --sets, "
                       "or pass --five-without-escalation (the house variant)")
OLD = Path(__file__).parents[2] / "saves" / "fixtures" / "five-seats-before-escalation"


@pytest.mark.parametrize("sets", [["base"], ["base", "exotica"]])
def test_five_seats_without_escalation_are_refused(sets):
    with pytest.raises(ConfigError, match="5 seats need the Escalation expansion"):
        GameConfig(players=FIVE, sets=sets)


@pytest.mark.parametrize("sets", [["base", "escalation"], ["base", "escalation", "exotica"]])
def test_five_seats_with_escalation_are_accepted(sets):
    assert GameConfig(players=FIVE, sets=sets).five_without_escalation is False


def test_the_house_variant_plays_todays_five_seat_game():
    house = Game.new(GameConfig(players=FIVE, seed=3, sets=["base", "exotica"],
                                five_without_escalation=True))
    assert house.s.supply == 32 and len(house.players) == 5
    assert sum(len(v) for v in house.s.stacks.values()) == 14 + 15 + 14 + 10 + 14


def test_fewer_seats_never_need_escalation():
    assert GameConfig(players=FIVE[:4], sets=["base"]).five_without_escalation is False


def test_sim_refuses_five_seats_with_one_line_and_exit_2():
    out = subprocess.run([sys.executable, "-m", "exotica_tui.cli", "sim", "--players", "5",
                          "--sets", "base,exotica", "--games", "1"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 2
    assert out.stderr.strip() == ON_THE_COMMAND_LINE
    assert "Traceback" not in out.stderr and out.stdout == ""


def test_sim_plays_five_seats_in_the_house_variant(capsys):
    assert main(["sim", "--players", "5", "--sets", "base", "--games", "1", "--seed", "2",
                 "--five-without-escalation", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["completed"] == 1


def test_sim_without_escalation_defaults_to_two_to_four_seats(capsys):
    assert main(["sim", "--games", "3", "--seed", "4", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["completed"] == 3


def test_play_refuses_five_seats_before_the_app_starts_in_the_command_lines_words(capsys):
    """Exotica rulebook, "5 Player Setup - requires Escalation expansion": the refusal names
    what to type, not the setup screen's checkbox."""
    assert main(["--players", ",".join(FIVE), "--sets", "base,exotica"]) == 2
    assert capsys.readouterr().err.strip() == ON_THE_COMMAND_LINE


def test_host_refuses_five_seats_in_the_command_lines_words(capsys, tmp_path):
    assert main(["host", "--players", ",".join(FIVE), "--sets", "base,exotica", "--listen",
                 f"unix:{tmp_path / 'h.sock'}"]) == 2
    assert capsys.readouterr().err.strip() == ON_THE_COMMAND_LINE


def test_the_rules_words_name_no_option_of_the_command_line():
    with pytest.raises(ConfigError) as err:
        GameConfig(players=FIVE, sets=["base", "exotica"])
    assert str(err.value) == FIVE_SEATS and "--" not in FIVE_SEATS


def test_an_old_five_seat_save_loads_as_the_house_variant():
    for path in OLD.glob("*.json"):
        assert "five_without_escalation" not in json.loads(path.read_text())["record"]["config"]
        assert saves.load(path).game.config.five_without_escalation is True


def test_a_house_variant_save_keeps_its_variant(tmp_path):
    game = Game.new(GameConfig(players=FIVE, seed=1, five_without_escalation=True))
    saves.write_save(game, tmp_path / "house.json")
    assert saves.load(tmp_path / "house.json").game.config.five_without_escalation is True


def test_a_game_of_four_seats_of_an_old_save_stays_as_it_was():
    raw = {"players": FIVE[:4], "sets": ["base"]}
    assert saves.five_before_escalation(raw) is False


def test_balance_refuses_five_bots_without_escalation(capsys):
    assert main(["balance", "--games", "1", "--bots", "greedy,random,random,random,random",
                 "--sets", "base,exotica"]) == 2
    assert capsys.readouterr().err.strip() == ("exotica: 5 seats need the Escalation "
                                               "expansion: add escalation to --sets")


def test_a_config_mirrored_from_an_accepted_game_keeps_its_shape():
    """A join client's card book and a bot's imagined world rebuild the config of a game the
    rules accepted (GameConfig.shaped): a 5-seat game without Escalation is the house variant."""
    assert GameConfig.shaped(FIVE, ["base", "exotica"]).five_without_escalation
    assert not GameConfig.shaped(FIVE, ["base", "escalation"]).five_without_escalation
    assert not GameConfig.shaped(FIVE[:3], ["base"], extended=True).five_without_escalation


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
@pytest.mark.parametrize("sets", [["base"], ["base", "exotica"], ["base", "escalation"],
                                  ["base", "escalation", "exotica", "exotica-promo"]])
def test_one_rule_says_which_games_are_the_house_variant(seats, sets):
    """``config.house_five`` is the one definition: the config's refusal, a mirrored config
    (``GameConfig.shaped``) and an old save's missing field all follow it."""
    house = house_five(seats, sets)
    assert house is (seats == 5 and "escalation" not in sets)
    assert GameConfig.shaped(FIVE[:seats], sets).five_without_escalation is house
    assert saves.five_before_escalation({"players": FIVE[:seats], "sets": sets}) is house
    if house:
        with pytest.raises(ConfigError, match="5 seats need the Escalation expansion"):
            GameConfig(players=FIVE[:seats], sets=sets)
    else:
        assert GameConfig(players=FIVE[:seats], sets=sets).five_without_escalation is False


def politics_by_set(game: Game) -> Counter:
    cards = [c for zone in game.zones().values() for c in zone]
    return Counter(game.card(c).set for c in cards if game.card(c).kind == "politics")


@pytest.mark.card("politics", "escalation-politics")
@pytest.mark.parametrize("seed", [1, 2])
def test_five_seats_with_escalation_hold_twelve_politics(seed):
    """escalation.md §1: Escalation's 28 blue-bordered role cards are 20 stack cards and 8
    Politics, and the fifth starting deck's Politics is one of those 8 (§12): the base game's
    4 and Escalation's 8, no fifth base Politics. Every deck still starts with one."""
    g = Game.new(GameConfig(players=FIVE, seed=seed, sets=["base", "escalation"]))
    assert politics_by_set(g) == {"base": 4, "escalation": 8}
    for p in g.players:
        assert sum(g.card(c).kind == "politics" for c in p.hand + p.deck) == 1


@pytest.mark.card("politics")
def test_a_five_seat_game_of_rules_revision_2_keeps_its_thirteen_politics():
    g = Game.new(GameConfig(players=FIVE, seed=1, sets=["base", "escalation"],
                            rules_revision=2))
    assert politics_by_set(g) == {"base": 5, "escalation": 8}


@pytest.mark.card("politics")
def test_the_house_variant_deals_the_fifth_base_politics():
    g = Game.new(GameConfig(players=FIVE, seed=1, sets=["base"], five_without_escalation=True))
    assert politics_by_set(g) == {"base": 5}


@pytest.mark.card("politics")
def test_the_fifth_base_politics_is_marked_inferred():
    """escalation.md §12: a fifth Politics is needed; which card it is is an inference."""
    card = default_catalog()["politics"]
    assert card.count_5p == 1 and card.reconstructed == ["count_5p"]
    assert card.provenance_note == "reconstructed: count 5p"
