"""The greedy bot plays a real strategy: positions set up with the builders, answered by the bot
from its seat's view, played on through the decision protocol."""

import pytest

from exotica_tui.bots import make_bot
from exotica_tui.rules import Game
from exotica_tui.rules.decision import Decision, Option
from tests.bots.play import bot_answer, play_turn
from tests.rules.builders import (
    add_permanent,
    add_planet,
    answer,
    new_game,
    set_hand,
    start_turn,
    take,
)


def greedy(game: Game) -> list[str]:
    return bot_answer(game, "greedy")


def play_until(game: Game, kind: str) -> list[tuple[str, list[str]]]:
    """Let greedy bots answer every seat until a ``kind`` decision is pending; return the
    (kind, answer) pairs given on the way."""
    seen = []
    while game.pending is not None and game.pending.kind != kind:
        keys = greedy(game)
        seen.append((game.pending.kind, keys))
        game.answer(keys)
    assert game.pending is not None, f"no {kind!r} decision came"
    return seen


def test_leads_research_and_buys_the_best_affordable_technology():
    g = new_game(seed=1)
    set_hand(g, 0, "research", "research", "research", "research", "survey")
    add_planet(g, 0, "lyttle")
    add_planet(g, 0, "echo-rose")
    start_turn(g, 0)
    seen = play_until(g, "research")
    assert ("role", ["R"]) in seen
    (key,) = greedy(g)
    bought = g.card(key)
    assert bought.level == 2 and bought.influence == 2
    levels = {g.card(o.key).level for o in g.pending.options if o.card}
    assert levels == {1, 2}  # a level-1 technology was affordable too


def test_survey_keeps_the_planet_worth_most_for_its_effort():
    g = new_game(seed=2)
    set_hand(g, 0, "survey", "survey", "warfare", "colonize", "research")
    g.s.planet_deck += [take(g, "8910-spielen"), take(g, "idroyos"), take(g, "nelos-iv")]
    start_turn(g, 0)
    answer(g, "action", "skip")
    answer(g, "role", "S")
    answer(g, "boost", *[c for c in g.players[0].hand if c.startswith("survey")])
    assert set(g.pending.keys()) == {"8910-spielen", "idroyos", "nelos-iv"}
    assert greedy(g) == ["idroyos"]


def lead_trade(resources: list[list[str | None]]) -> Game:
    g = new_game(seed=3)
    set_hand(g, 0, "produce-trade", "produce-trade", "produce-trade", "survey", "survey")
    for res, planet in zip(resources, ("new-texas", "angus-duffy"), strict=False):
        add_planet(g, 0, planet, resources=res)
    start_turn(g, 0)
    answer(g, "action", "skip")
    answer(g, "role", "T")
    return g


def test_boosts_with_as_many_cards_as_add_value_and_trades_everything():
    g = lead_trade([["food", "water"], ["food", "water"]])
    assert len(greedy(g)) == 3  # 1 + 3 symbols for 4 resources
    g.answer(greedy(g))
    assert g.pending.kind == "trade"
    assert len(greedy(g)) == 4
    before = g.players[0].influence
    g.answer(greedy(g))
    assert g.players[0].influence == before + 4


def test_keeps_boost_cards_that_would_be_wasted():
    g = lead_trade([["food", None]])
    assert greedy(g) == []  # the role card alone trades the one resource


def lead_produce_against(follower_planets: list[str]) -> Game:
    g = new_game(seed=4)
    set_hand(g, 0, "produce-trade", "survey", "survey", "warfare", "colonize")
    set_hand(g, 1, "produce-trade", "produce-trade", "survey", "warfare", "colonize")
    for planet in follower_planets:
        add_planet(g, 1, planet)
    start_turn(g, 0)
    answer(g, "action", "skip")
    answer(g, "role", "P")
    play_until(g, "follow")
    return g


def test_follows_when_it_gains_and_dissents_when_it_cannot():
    assert greedy(lead_produce_against(["new-texas", "angus-duffy"])) == ["follow"]
    assert greedy(lead_produce_against([])) == ["dissent"]


def warfare_action(fighters: int) -> Game:
    g = new_game(seed=5)
    set_hand(g, 0, "warfare", "survey", "survey", "colonize", "research")
    add_planet(g, 0, "idroyos", face_up=False)
    g.players[0].fighters = fighters
    start_turn(g, 0)
    answer(g, "action", next(c for c in g.players[0].hand if c.startswith("warfare")))
    assert g.pending.kind == "choose_effect"
    return g


def test_a_choice_of_effects_attacks_when_it_can_else_collects():
    assert greedy(warfare_action(6)) == ["1"]
    assert greedy(warfare_action(0)) == ["0"]


def test_settles_a_planet_whose_colonies_are_complete():
    g = new_game(seed=6)
    set_hand(g, 0, "colonize", "colonize", "survey", "warfare", "research")
    pl = add_planet(g, 0, "idroyos", face_up=False)
    pl.colony_value = 3
    start_turn(g, 0)
    play_turn(g)
    assert pl.face_up


@pytest.mark.parametrize("kind", ["greedy", "search"])
def test_attacks_a_planet_it_has_the_fighters_for(kind):
    g = new_game(seed=7)
    set_hand(g, 0, "survey", "survey", "colonize", "research", "produce-trade")
    pl = add_planet(g, 0, "idroyos", face_up=False)
    g.players[0].fighters = 6
    start_turn(g, 0)
    play_turn(g, {0: kind})
    assert pl.face_up and g.players[0].fighters == 0


def test_thins_weak_cards_from_its_deck():
    g = new_game(seed=8)
    set_hand(g, 0, "research", "politics", "survey", "survey", "warfare")
    for planet in ("idroyos", "zephan"):  # planets enough: Survey cards lose their worth
        add_planet(g, 0, planet, face_up=False)
    start_turn(g, 0)
    answer(g, "action", next(c for c in g.players[0].hand if c.startswith("research")))
    assert g.pending.kind == "rfg"
    removed = [g.card(c).id for c in greedy(g)]
    assert "politics" in removed and len(removed) == 2 and "warfare" not in removed


def test_an_unknown_decision_gets_a_legal_answer():
    def no_pairs(keys):
        return "not b with c" if {"b", "c"} <= set(keys) else None

    d = Decision(0, "something_new", "?", [Option(k, k) for k in "abc"], 2, 2, check=no_pairs)
    g = new_game(seed=9)
    for kind in ("greedy", "random"):
        keys = make_bot(kind, 1).choose(g.view(0), d)
        d.validate(keys)


def decide(g: Game, kind: str, keys: list[str], lo: int = 1, hi: int = 1, **kw) -> list[str]:
    """Greedy's answer for seat 0 to a decision of ``kind`` over ``keys``, on g's position."""
    d = Decision(0, kind, "?", [Option(k, k, k if "#" in k or k in g.catalog.cards else None)
                                for k in keys], lo, hi, **kw)
    answer = make_bot("greedy").choose(g.view(0), d)
    d.validate(answer)
    return answer


def test_takes_a_role_card_of_the_stack_its_empire_needs_most():
    g = new_game(seed=10)
    add_planet(g, 0, "zephan", face_up=False)
    assert decide(g, "take_role", ["S", "W", "C", "PT", "R"]) == ["C"]
    g.players[0].planets[-1].face_up = True  # nothing left to settle: a new planet first
    g.players[0].planets[0].face_up = True
    assert decide(g, "take_role", ["S", "W", "C", "PT", "R"]) == ["S"]


def test_names_the_resource_it_holds_most_of():
    g = new_game(seed=11)
    add_planet(g, 0, "new-texas", resources=["food", "water"])
    add_planet(g, 0, "styku", resources=["water"])
    assert decide(g, "name_resource", ["food", "water", "iron", "silicon"]) == ["water"]


def test_discards_its_weakest_cards_down_to_the_limit():
    g = new_game(seed=12)
    hand = set_hand(g, 0, "politics", "warfare", "colonize", "research", "produce-trade",
                    "improved-survey-st")
    add_planet(g, 0, "idroyos", face_up=False)
    add_planet(g, 0, "new-texas")  # empty slots: Produce/Trade cards have work to do
    out = decide(g, "discard_to_limit", hand, 1, 1)
    assert g.card(out[0]).id == "politics"


def test_recon_orders_the_best_planets_first():
    g = new_game(seed=13)
    planets = ["8910-spielen", "idroyos", "nelos-iv", "zephan"]
    out = decide(g, "recon_pick", planets, 2, 2, ordered=True)
    assert out[0] == "idroyos" and "8910-spielen" not in out


def test_fills_open_slots_with_the_resource_it_lacks():
    g = new_game(seed=14)
    add_planet(g, 0, "new-texas", resources=["food", None])
    keys = ["x/0/food", "x/0/water", "x/0/iron", "x/0/silicon"]

    def one_per_slot(ks):
        return "one per slot" if len(ks) > 1 else None

    assert decide(g, "produce", keys, 1, 1, check=one_per_slot) == ["x/0/water"]


def test_greedy_has_an_answer_for_every_kind_of_decision_the_rules_ask():
    """Every decision kind the rules core may ask (declared once in rules/kinds.py, which
    ``ask`` enforces) has a greedy handler; a kind added later still gets the fallback, but
    should get a real strategy."""
    from exotica_tui.bots.greedy import HANDLERS
    from exotica_tui.rules.kinds import KINDS

    assert len(KINDS) > 25
    assert set(KINDS) <= set(HANDLERS)


@pytest.mark.card("alien-inhabitation", "asteroidal-trade", "cult-of-the-new", "the-chorus",
                  "idroyos")
def test_values_exotic_symbols_and_asteroids_by_the_cards_that_use_them():
    from exotica_tui.bots.values import Judge

    g = new_game(seed=15, sets=("base", "exotica"))
    set_hand(g, 0, "survey", "survey", "warfare", "colonize", "research")
    exotic, rock = g.card("the-chorus"), g.card("gunsmoke-rock")
    plain = Judge(g.view(0))
    set_hand(g, 0, "alien-inhabitation", "asteroidal-trade", "warfare", "colonize", "research")
    keen = Judge(g.view(0))
    assert keen.planet(exotic) > plain.planet(exotic)
    assert keen.planet(rock) > plain.planet(rock)
    assert keen.planet(g.card("idroyos")) == plain.planet(g.card("idroyos"))
    add_permanent(g, 0, "cult-of-the-new")  # each Exotic symbol scores 1 at the end
    assert Judge(g.view(0)).planet(exotic) == pytest.approx(keen.planet(exotic) + 1)
