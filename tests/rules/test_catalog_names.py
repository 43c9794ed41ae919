"""Hook, passive, turn-bonus and trigger names in the card data are checked when the catalog
loads, against what the card sets declare (rules/ops.py): a typo fails naming the file, the
card and the field."""

import pytest

from exotica_tui.rules.ops import HOOKS, OPS, PASSIVES, TURN_BONUSES, registry

from .test_catalog import test_malformed_data_is_named as fails_naming

ROLE = '[[card]]\nid = "x"\nname = "X"\nkind = "role"\nstack = "S"\nprovenance = "printed"\n'
TYPOS = [
    (ROLE + 'passives = [{ hook = "extra_action" }]\n',
     "bad.toml: card 'x': field 'passives.0.hook': Value error, unknown passive 'extra_action'"),
    (ROLE + 'action = [{ op = "hook", what = "rosetta_fsh" }]\n',
     "bad.toml: card 'x': field 'action.0.what': Value error, unknown hook 'rosetta_fsh'"),
    (ROLE + 'action = [{ op = "turn_bonus", what = "trade_new_typ" }]\n',
     "bad.toml: card 'x': field 'action.0.what': Value error, unknown turn bonus"),
    (ROLE + 'triggers = [{ when = "after_role", effects = [{ op = "draw" }] }]\n',
     "bad.toml: card 'x': field 'triggers.0.when': Value error, unknown trigger 'after_role'"),
    ('[[scenario]]\nid = "s"\nname = "S"\nprovenance = "printed"\ndeck = { S = 1 }\n'
     'start_planet = "original"\n'
     'passives = [{ hook = "free_phase_ordr" }]\n',
     "bad.toml: card 's': field 'passives.0.hook': Value error, unknown passive"),
]
NUMBERS = [  # a passive whose rule reads a printed number must print it
    ('passives = [{ hook = "thorough_survey" }]',
     "field 'passives.0': Value error, passive 'thorough_survey' needs keep"),
    ('passives = [{ hook = "defense_contract" }]',
     "field 'passives.0': Value error, passive 'defense_contract' needs influence"),
    ('passives = [{ hook = "primary_weapon" }]',
     "field 'passives.0': Value error, passive 'primary_weapon' needs ships"),
    ('passives = [{ hook = "military_campaign", ships = {} }]',
     "field 'passives.0': Value error, passive 'military_campaign' needs ships"),
]


@pytest.mark.parametrize(("text", "message"), TYPOS)
def test_a_misspelt_name_fails_naming_file_card_and_field(tmp_path, text, message):
    fails_naming(tmp_path, text, message)


@pytest.mark.parametrize(("line", "message"), NUMBERS)
def test_a_passive_missing_its_printed_number_fails(tmp_path, line, message):
    fails_naming(tmp_path, ROLE + line + "\n", "bad.toml: card 'x': " + message)


def test_every_declared_name_is_used_by_some_card():
    """Every declared op, hook, turn bonus and passive is used by a card: none is dead."""
    from exotica_tui.rules import default_catalog

    cat = default_catalog()
    registry()
    effects = []
    for c in cat.cards.values():
        stack = list(c.action) + [e for t in c.triggers for e in t.effects]
        while stack:
            e = stack.pop()
            effects.append(e)
            stack += [x for o in e.options for x in o]
    passives = {ps.hook for c in [*cat.cards.values(), *cat.scenarios.values()]
                for ps in c.passives}
    assert {e.op for e in effects} == set(OPS)
    assert {e.what for e in effects if e.op == "hook"} == set(HOOKS)
    assert {e.what for e in effects if e.op == "turn_bonus"} == TURN_BONUSES
    assert passives == PASSIVES
