"""The Exotica Promo Pack as a set: offered only with Escalation and Exotica, its planets, the
fifth Mining tile, and Coalition Victory's instant win (CardSet.winners, scoring)."""

import pytest

from exotica_tui.cli import main
from exotica_tui.rules import ConfigError, GameConfig
from exotica_tui.rules.research import meets
from exotica_tui.rules.symbols import halo_exotic

from .builders import add_permanent, add_planet, answer, finish, new_game, start_turn
from .exo import dissent_all
from .promo import SETS, promo_game

ADVANCED = ("lyttle", "echo-rose", "srod-avein-n2")
FERTILE = ("styku", "mik-mik", "new-texas")
METALLIC = ("voson", "pink-sonar", "kyrie-juno")


@pytest.mark.parametrize("sets", [("base", "exotica-promo"), ("base", "exotica", "exotica-promo"),
                                  ("base", "escalation", "exotica-promo")])
def test_the_promo_pack_needs_escalation_and_exotica(sets):
    with pytest.raises(ConfigError, match="^the exotica-promo set needs both escalation and "
                                          "exotica$"):
        GameConfig(players=["A", "B"], sets=list(sets))


def test_all_four_sets_deal_the_promo_cards():
    g = new_game(3, sets=SETS)
    assert g.config.sets == list(SETS)
    zones = g.zones()
    assert "crunch-time" in zones["tech.exotic"] and "create-chaos" in zones["tech.diverse"]
    assert "asteroidal-sentry" in zones["tech.metallic"]
    assert any(c.startswith("sable-shard") for c in g.s.planet_deck)


def test_five_seats_each_get_a_mining_tile():
    """The promo pack's fifth Mining tile: every seat of a 5-seat Exotica game has one."""
    g = new_game(5, sets=SETS)
    assert [p.mining for p in g.players] == ["basic"] * 5


def give(g, seat, *planets):
    for cid in planets:
        add_planet(g, seat, cid)


def one_turn(g, seat=0):
    """Play ``seat``'s turn: no action, lead Warfare, everyone dissents, no discards."""
    start_turn(g, seat)
    if g.pending.kind == "action":
        answer(g, "action", "skip")
    answer(g, "role", "W")
    dissent_all(g)
    while g.pending is not None and g.pending.player == seat and g.pending.kind in (
            "choose_effect", "warfare_mode", "cleanup_discard"):
        g.answer(g.pending.keys()[:g.pending.min] if g.pending.min else [])


@pytest.mark.card("coalition-victory-2p-3p", *ADVANCED, *FERTILE, *METALLIC)
def test_coalition_victory_wins_at_once_with_three_of_each_type():
    g = promo_game()
    add_permanent(g, 0, "coalition-victory-2p-3p")
    give(g, 0, *ADVANCED, *FERTILE, *METALLIC)
    g.players[1].influence = 60
    finish(g)
    assert g.is_over and g.s.victors == [0]
    assert any(e.text == "Ann wins the game at once." for e in g.log)
    ann, bob = g.scores()
    assert ann.rank == 1 and bob.rank == 2 and bob.total > ann.total


@pytest.mark.card("coalition-victory-2p-3p", "coalition-victory-4p-5p")
def test_coalition_victory_needs_its_count_and_the_other_card_stays_boxed():
    g = promo_game()
    add_permanent(g, 0, "coalition-victory-2p-3p")
    give(g, 0, *ADVANCED[:2], *FERTILE[:2], *METALLIC[:2])
    one_turn(g)
    assert not g.is_over and g.pending.player == 1 and not g.s.victors
    assert "coalition-victory-4p-5p" in g.s.box
    g = promo_game(4)
    assert "coalition-victory-2p-3p" in g.s.box
    add_permanent(g, 1, "coalition-victory-4p-5p")
    give(g, 1, *ADVANCED[:2], *FERTILE[:2], *METALLIC[:2])
    one_turn(g, 0)  # won at the end of another player's turn
    assert g.is_over and g.s.victors == [1] and g.scores()[1].rank == 1


@pytest.mark.card("magrathea", "technological-display")
def test_magrathea_is_a_prestige_start_planet_worth_4_that_meets_no_requirement():
    g = promo_game()
    pl = add_planet(g, 0, "magrathea")
    p = g.players[0]
    assert g.card(pl.card).kind == "start_planet"
    assert not meets(g, p, g.card("technological-display"))
    assert g.scores()[0].planets == 4


@pytest.mark.card("magrathea")
def test_magrathea_is_offered_as_a_start_planet_to_choose_like_escalations():
    for seed in range(40):
        g = new_game(5, sets=SETS, seed=seed)
        while g.pending.kind == "start_planet_keep":
            if "magrathea" in g.pending.keys():
                seat = g.pending.player
                answer(g, "start_planet_keep", "magrathea")
                assert [pl.card for pl in g.players[seat].planets] == ["magrathea"]
                return
            g.answer(g.pending.keys()[:1])
    raise AssertionError("Magrathea was never offered")


@pytest.mark.card("sable-shard", "mining")
def test_sable_shard_mined_shows_a_haloed_exotic_symbol_and_holds_crystal():
    g = promo_game()
    rock = add_planet(g, 0, "sable-shard", face_up=False)
    start_turn(g, 0)
    answer(g, "action", "mine")
    p = g.players[0]
    assert rock.face_up and halo_exotic(g, p) == 1
    assert g.card(rock.card).slots[0].resource == "crystal" and g.scores()[0].planets == 1


@pytest.mark.parametrize("argv", [["sim", "--games", "1", "--sets", "base,exotica,exotica-promo"],
                                  ["--players", "A,B", "--sets", "base,escalation,exotica-promo"]])
def test_the_command_line_refuses_the_promo_pack_alone_with_one_line(capsys, argv):
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err == "exotica: the exotica-promo set needs both escalation and exotica"
