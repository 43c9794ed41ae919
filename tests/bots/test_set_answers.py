"""Each card set's greedy answers live with the set (``CardSet.greedy_answers``: issue 31 item
2), and the greedy bot asks every registered set for them: a new set's decisions reach the bot
without a file in bots/ named after it."""

from __future__ import annotations

import pytest

from exotica_tui.bots import greedy
from exotica_tui.rules.decision import Decision, Option
from exotica_tui.rules.kinds import K
from exotica_tui.rules.plugin import SETS, CardSet


def test_the_sets_answers_are_the_greedy_bots():
    for card_set in SETS.values():
        for kind in card_set.greedy_answers(greedy):
            assert kind in greedy.HANDLERS
    assert greedy.HANDLERS[K.SABOTAGE_SYMBOL].__module__.endswith("exotica_promo.greedy")
    assert greedy.HANDLERS[K.PAY_SHIPS].__module__.endswith("escalation.greedy")


class Throwaway(CardSet):
    id = "throwaway"

    def greedy_answers(self, kit) -> dict:
        return {"throwaway_kind": lambda j, d: kit.best(d, len)}


@pytest.fixture
def throwaway():
    saved = dict(greedy.HANDLERS)
    SETS[Throwaway.id] = Throwaway()
    yield
    del SETS[Throwaway.id]
    greedy.HANDLERS.clear()  # asking again wrapped Escalation's boost a second time
    greedy.HANDLERS.update(saved)


def test_a_new_sets_answers_reach_the_greedy_bot(throwaway):
    greedy.set_answers()
    d = Decision(0, "throwaway_kind", "", [Option("a", "a"), Option("bbb", "bbb")])
    assert greedy.HANDLERS["throwaway_kind"](None, d) == ["bbb"]
