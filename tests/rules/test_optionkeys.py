"""Option keys with a structure are built and parsed in ``rules/optionkeys.py`` only (issue 31
item 2): the rules offer keys built there, each parses back, and no bot spells the grammar. A
choice printed on a card names the card in its decision's context."""

from __future__ import annotations

import ast
from pathlib import Path

import exotica_tui.bots as bots_pkg
from exotica_tui.rules import optionkeys as ok

from .builders import acting, play_action

GRAMMAR = [v for k, v in vars(ok).items() if k.isupper() and isinstance(v, str)]


def test_each_key_parses_back_to_what_built_it():
    assert ok.used_ability(ok.use_key("rfg_per_turn")) == "rfg_per_turn"
    assert ok.used_ability("survey#1") is None
    assert ok.followed_as(ok.follow_as_key("T")) == "T" and ok.followed_as("follow") is None
    assert ok.produced_resource(ok.produce_key("lyttle#1", 0, "alien")) == "alien"
    assert ok.is_fighter(ok.fighter_key(2)) and ok.is_fighter(ok.fighter_key("p/0"))
    assert ok.price_key("lyttle", 0) == "lyttle" and ok.is_further_price(ok.price_key("x", 1))
    assert ok.fleet_action(ok.fleet_action_key(1)) == 1 and ok.fleet_action("mine") is None
    assert ok.bought_with_ships(ok.ships_key("c")) and ok.bought_card(ok.ships_key("c")) == "c"
    assert ok.campaign_seat(ok.campaign_key(3, 1)) == 3 and ok.is_campaign(ok.campaign_key(0, 0))
    assert ok.hand_card(ok.hand_key("trade#2")) == "trade#2" and ok.hand_card("x") is None
    assert ok.symbol_source(ok.market_key("p/0")) == "market"
    assert ok.symbol_source(ok.fighter_symbol_key(ok.hand_key("c"))) == "hand"
    assert ok.symbol_source(ok.fighter_symbol_key("0")) == "fighter"
    assert ok.symbol_source("survey#1") is None
    assert ok.removed_permanent(ok.permanent_key(2, "x#1")) == (2, "x#1")
    assert ok.removed_permanent(ok.improved_fleet_key(1)) == (1, None)
    assert ok.planet_of_key(ok.planet_key(1, 4)) == (1, 4)
    assert ok.empire_card(ok.empire_key("lyttle#1")) == "lyttle#1"


def test_no_bot_spells_the_grammar_of_option_keys():
    prefixes = tuple(g for g in GRAMMAR if g[-1] in ":/")
    words = {g for g in GRAMMAR if g[-1] not in ":/"} - {ok.MINE}  # also the op's name
    for path in sorted(Path(bots_pkg.__file__).parent.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and " " not in node.value:  # not a docstring
                text = node.value
                assert not text.startswith(prefixes) and text not in words, \
                    f"{path.name} spells {text!r}"


def test_a_choice_printed_on_a_card_names_the_card():
    g = acting(("warfare",))
    iid = play_action(g, "warfare")
    assert g.pending.kind == "choose_effect" and g.pending.context == {"source": iid}
