"""What a seat's view carries that the rules compute (issue 31 item 2): each own face-down
planet's attack prices and the Colonies it still needs, the prices of planets it looks at or is
asked about, each player's passives in effect, the cards in front of it and its score. The
numbers are the rules' own (``attacks.attack_prices``, ``colonies.colonies_needed``,
``symbols.empire``, ``scoring``), so a bot or a widget reads them and computes no rule."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

import exotica_tui.bots as bots_pkg
import exotica_tui.rules.sets as sets_pkg
from exotica_tui.rules import Game, GameConfig
from exotica_tui.rules.attacks import attack_prices
from exotica_tui.rules.colonies import colonies_needed
from exotica_tui.rules.ops import PASSIVES
from exotica_tui.rules.roletable import ROLE
from exotica_tui.rules.state import Planet
from exotica_tui.rules.symbols import empire_symbols, follow_symbols, halo_exotic, has
from exotica_tui.rules.views import PlanetView, PlayerView

from .builders import (
    acting,
    add_permanent,
    add_planet,
    answer,
    lead,
    new_game,
    opponents_dissent,
    resolved_with,
    start_turn,
    take,
)
from .escalation.esc import esc_game
from .exo import exo_game

ALL = ["base", "escalation", "exotica", "exotica-promo"]


def own_planet(g: Game, seat: int, iid: str) -> PlanetView:
    return next(pl for pl in g.view(seat).players[seat].planets if pl.card == iid)


def test_a_face_down_planet_shows_its_owner_the_discounted_fighters_and_colonies_needed():
    g = new_game()
    pl = add_planet(g, 0, "lyttle", face_up=False)  # 5 Fighters, 4 Colonies
    add_permanent(g, 0, "scorched-earth-policy")  # Warfare costs 2 Fighters less
    pl.colony_value = 1
    seen = own_planet(g, 0, pl.card)
    assert seen.attack == [{"fighter": 3}] == attack_prices(g, g.players[0], pl)
    assert seen.settle == 3 == colonies_needed(g, g.players[0], pl)
    other = next(v for v in g.view(1).players[0].planets if not v.face_up)
    assert other.attack == [] and other.settle is None  # the price is its owner's alone


def test_an_escalation_planet_shows_its_ship_cost_and_primary_weapons_price():
    g = esc_game()
    ships = add_planet(g, 0, "odonata", face_up=False)  # 1 Destroyer, no Colonize cost
    fighters = add_planet(g, 0, "echo-rose", face_up=False)  # 4 Fighters
    g.players[0].set_fleet_tile("improved")  # Primary Weapon: 1 Battlecruiser instead
    g.players[0].fleet.add("battlecruiser", 1)  # and the tile takes 2 off a Fighter cost
    assert own_planet(g, 0, ships.card).attack == [{"destroyer": 1}, {"battlecruiser": 1}]
    assert own_planet(g, 0, fighters.card).attack == [{"fighter": 2}, {"battlecruiser": 1}]
    assert own_planet(g, 0, ships.card).settle is None  # a planet with no Colonize cost


def test_the_view_of_an_unchanged_planet_follows_its_price():
    g = new_game()
    pl = add_planet(g, 0, "lyttle", face_up=False)
    assert own_planet(g, 0, pl.card).attack == [{"fighter": 5}]
    add_permanent(g, 0, "scorched-earth-policy")
    assert own_planet(g, 0, pl.card).attack == [{"fighter": 3}]


def rules_facts(g: Game, seat: int) -> tuple[dict, tuple, int]:
    p = g.players[seat]
    fronts = tuple(c.id for more in g.hooks.passive_cards for c in more(g, p))
    counted = {hook: n for hook in sorted(PASSIVES) if (n := has(g, p, hook))}
    return counted, fronts, next(s.total for s in g.scores() if s.seat == seat)


@pytest.mark.parametrize("seed", range(3))
def test_every_view_shows_each_players_passives_fronts_and_score_as_the_rules_count(seed):
    g = Game.new(GameConfig(players=["A", "B", "C"], sets=ALL, seed=seed, scenarios="random"))
    rng = random.Random(seed)
    seen: set[str] = set()
    while g.pending is not None and g.s.turn_no < 14:
        for seat in range(3):
            view = g.view(seat)
            for q in range(3):
                pv: PlayerView = view.players[q]
                assert (dict(sorted(pv.passives.items())), pv.fronts, pv.score) \
                    == rules_facts(g, q)
                seen.update(pv.passives)
            mine = g.players[seat]
            own = view.players[seat]
            assert own.follow == {r: follow_symbols(g, mine, r) for r in ROLE}
            assert own.halo == halo_exotic(g, mine)
            for pl, pv in zip(mine.planets, view.players[seat].planets, strict=True):
                if not pl.face_up:
                    assert pv.attack == attack_prices(g, mine, pl)
                    assert pv.settle == colonies_needed(g, mine, pl)
        d = g.pending
        g.answer(rng.sample(d.keys(), d.min))
    assert len(seen) >= 3


def test_the_planets_a_seat_looks_at_show_it_their_prices():
    g = acting(hand=("survey", "survey"))
    add_permanent(g, 0, "scorched-earth-policy")
    lead(g, "S", *g.players[0].hand)
    opponents_dissent(g)
    assert g.pending.kind == "survey_keep" and g.s.looking
    offers = g.view(0).offers
    assert set(offers) == {c for c in g.s.looking if g.card(c).kind == "planet"}
    for c in g.s.looking:
        assert offers[c] == attack_prices(g, g.players[0], Planet(card=c))
    assert g.view(1).offers == {}  # another seat's look is private


def test_the_planets_a_seat_looks_at_show_it_the_colonies_they_need_as_the_rules_count():
    g = exo_game()
    add_planet(g, 0, "new-texas")  # no Colonize symbol
    asteroid = take(g, next(c.id for c in g.catalog.cards.values()
                            if c.is_asteroid and c.kind == "planet" and c.colonize_cost))
    other = take(g, "lyttle")  # 4 Colonies
    g.s.looking += [asteroid, other]
    p = g.players[0]
    p.mining = "improved"  # Improved Mining: Asteroids cost 1 less to settle or attack
    start_turn(g, 0)  # the pending decision is seat 0's: it sees what it looks at
    settles = g.view(0).settles
    assert settles == {c: colonies_needed(g, p, Planet(card=c)) for c in (asteroid, other)}
    printed = g.card(asteroid).colonize_cost - empire_symbols(g, p, "C")
    assert settles[asteroid] == max(0, printed - 1)  # the tile's discount
    assert settles[other] == g.card(other).colonize_cost - empire_symbols(g, p, "C")


@pytest.mark.parametrize("bonus", ["errata", "printed"])
def test_a_lead_shows_its_stack_card_or_the_empty_stack_bonus_of_the_variant(bonus):
    g = acting(empty_stack_bonus=bonus)
    add_planet(g, 0, "new-texas")  # no Survey symbol
    g.s.planet_deck += [take(g, "lyttle"), take(g, "angus-duffy")]
    g.s.removed += g.s.stacks["S"]
    g.s.stacks["S"] = []
    x = g.view(0).players[0].lead["S"]
    assert x == ROLE["S"].empty_bonus[bonus] == {"errata": 1, "printed": 0}[bonus]
    assert g.view(1).players[0].lead == {}  # the seat's own
    lead(g, "S")
    opponents_dissent(g)
    assert resolved_with(g, "A") == x


def test_a_boosting_leader_sees_the_card_its_lead_took_from_a_stack_now_empty():
    g = acting(hand=("warfare",))
    g.s.removed += g.s.stacks["W"][1:]
    del g.s.stacks["W"][1:]
    answer(g, "action", "skip")
    answer(g, "role", "W")  # it takes the stack's last card
    assert g.pending.kind == "boost" and not g.s.stacks["W"]
    assert g.view(0).players[0].lead["W"] == 1 == g.players[0].turn.led


def test_a_follow_shows_the_empire_symbols_and_bureaucracys_bonus():
    g = acting()
    add_planet(g, 1, "lyttle")  # Warfare? whatever it prints, the rules count it
    add_permanent(g, 1, "bureaucracy")
    p = g.players[1]
    follow = g.view(1).players[1].follow
    for role in ("S", "W", "C", "P", "T", "R"):
        bonus = 1 if ROLE[role].follower_symbol_bonus else 0
        assert follow[role] == empire_symbols(g, p, role) + bonus
    assert g.view(0).players[1].follow == {}


def test_a_lead_and_a_follow_count_this_turns_asteroid_symbols():
    g = exo_game()
    asteroid = next(c.id for c in g.catalog.cards.values()
                    if c.is_asteroid and c.kind == "planet")
    add_planet(g, 0, asteroid)
    p = g.players[0]
    before = g.view(0).players[0]
    p.turn.asteroid_symbols.append("C")  # Asteroidal Colonization's symbol this turn
    p.mark_changed()
    now = g.view(0).players[0]
    assert now.lead["C"] == before.lead["C"] + 1 and now.follow["C"] == before.follow["C"] + 1
    p.turn.asteroid_symbols.append("X")
    assert g.view(0).players[0].halo == before.halo + 1 == halo_exotic(g, p)


def test_the_score_follows_a_direct_edit_of_a_players_cards():
    g = new_game()
    before = g.view(1).players[0].score
    pile = next(pile for pile in g.s.techs.values() if g.card(pile[-1]).influence)
    tech = pile.pop()
    g.players[0].discard.append(tech)
    assert g.view(1).players[0].score == before + g.card(tech).influence
    assert g.view(1).players[0].score == g.scores()[0].total


# What a bot would read to recompute a role's symbols or a price the view carries: the role
# table's bonuses, the passives that change them, a planet's printed Colonize cost.
RULE_FACTS = {"empty_bonus", "follower_symbol_bonus", "follow_symbol_bonus",
              "follow_leader_bonus", "asteroid_cost_discount", "colonize_cost"}


def bot_modules() -> list[Path]:
    """The bots' judgement: every bot module but ``worlds.py``, which copies a view's planets
    into an imagined game, and the card sets' greedy answers."""
    return [*(p for p in Path(bots_pkg.__file__).parent.glob("*.py") if p.name != "worlds.py"),
            *Path(sets_pkg.__file__).parent.glob("**/greedy*.py")]


@pytest.mark.parametrize("path", sorted(bot_modules()), ids=lambda p: p.name)
def test_no_bot_recomputes_the_symbols_of_a_lead_or_a_follow_or_a_settle_price(path):
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        name = node.attr if isinstance(node, ast.Attribute) else (
            node.value if isinstance(node, ast.Constant) else None)
        assert name not in RULE_FACTS, f"{path.name} reads {name!r} (the view carries it)"
