"""Decision kinds are declared once (rules/kinds.py): the rules may ask only declared kinds,
and every kind the rules ask is declared."""

import re
from pathlib import Path

import pytest

from exotica_tui.rules import kinds
from exotica_tui.rules.decide import ask

from .builders import new_game

RULES = Path(kinds.__file__).parent


def test_asking_an_undeclared_kind_fails_naming_it():
    g = new_game()
    with pytest.raises(ValueError, match="undeclared decision kind 'surveyy_keep'"):
        next(ask(g, 0, "surveyy_keep", "?", []))


def test_the_rules_ask_through_the_constants_and_every_declared_kind_is_asked():
    asked = set()
    for path in RULES.rglob("*.py"):
        if path.name == "kinds.py":
            continue
        text = path.read_text()
        assert not re.search(r'ask\(\s*game, [^,]+, "', text), f"{path.name}: a kind literal"
        asked |= set(re.findall(r"\bK\.([A-Z_]+)\b", text))
    assert asked == {k.name for k in kinds.K}


def test_the_handoff_phrases_and_public_flags():
    assert all(k.doing for k in kinds.KINDS.values()), "the handoff cover names every kind"
    assert kinds.KINDS["follow"].doing.format(role="Survey", leader="Ann") == (
        "follow or dissent Survey (Ann leads)")
    assert kinds.KINDS["library_keep"].public and not kinds.KINDS["survey_keep"].public
    assert kinds.kinds_with("targets") == {"settle_target", "attack_target", "colony_target",
                                           "mine_target"}


def test_the_simulator_checks_who_answers_each_kind():
    from exotica_tui.rules.decision import Decision, Option
    from exotica_tui.sim import answers_as_declared

    g = new_game(3)
    active = g.s.active
    follow = [Option("follow", "Follow"), Option("dissent", "Dissent")]
    assert answers_as_declared(g, g.pending)
    assert not answers_as_declared(g, Decision(active, "follow", "?", follow))
    assert answers_as_declared(g, Decision((active + 1) % 3, "follow", "?", follow))
    assert not answers_as_declared(g, Decision((active + 1) % 3, "action", "?", follow))
