"""Options that would do nothing now carry the reason (``Option.idle``), and the log says why
nothing happened (issue 12, "choices that do nothing"). Judged from the player's own cards and
public facts; an option that could do something is never marked."""

import pytest

from exotica_tui.rules.nothing import (
    COLLECT,
    COLONY_CARD,
    PRODUCE,
    SETTLE,
    TRADE,
    TUCK,
    research_reason,
)
from tests.rules.builders import add_planet, answer, in_hand, lead, start_turn, table


def option(g, key):
    return next(o for o in g.pending.options if o.key == key)


def follow_prompt(hands, role, boost=(), planets=True):
    g = table(2, hands=hands)
    if not planets:
        for p in g.players:
            p.planets = []  # the start planets begin face down
    start_turn(g, 0)
    lead(g, role, *boost)
    while g.pending.kind != "follow":  # the leader's own steps, all with their first option
        g.answer(g.pending.keys()[: max(1, g.pending.min)])
    return g


def test_following_trade_without_resources_is_marked_and_logged():
    g = follow_prompt({0: ("produce-trade",), 1: ("produce-trade",)}, "T")
    assert option(g, "follow").idle == TRADE
    assert option(g, "dissent").idle is None
    answer(g, "follow", "follow")
    answer(g, "follow_cards", *in_hand(g, 1, "produce-trade"))
    assert g.log[-1].text == f"Nothing happens for Bob: {TRADE}."


def test_following_trade_with_a_resource_is_not_marked():
    g = table(2, hands={0: ("produce-trade",), 1: ("produce-trade",)})
    add_planet(g, 1, "lyttle", resources=["silicon"])
    start_turn(g, 0)
    lead(g, "T", *in_hand(g, 0, "produce-trade"))
    while g.pending.kind != "follow":
        g.answer(g.pending.keys()[: max(1, g.pending.min)])
    assert option(g, "follow").idle is None


def test_following_colonize_without_a_face_down_planet_is_marked():
    g = follow_prompt({0: ("colonize",), 1: ("colonize",)}, "C", planets=False)
    assert option(g, "follow").idle == TUCK
    answer(g, "follow", "follow")
    answer(g, "follow_cards", *in_hand(g, 1, "colonize"))
    assert g.log[-1].text == f"Nothing happens for Bob: {TUCK}."


def test_following_colonize_with_a_face_down_planet_and_a_colonize_card_is_not_marked():
    g = table(2, hands={0: ("colonize",), 1: ("colonize",)})
    add_planet(g, 1, "lyttle", face_up=False)
    start_turn(g, 0)
    lead(g, "C")
    while g.pending.kind != "follow":
        g.answer(g.pending.keys()[: max(1, g.pending.min)])
    assert option(g, "follow").idle is None


@pytest.mark.parametrize(("hand", "idle"), [(("survey",), True), (("survey", "survey"), False)])
def test_following_survey_looks_at_x_minus_one_planets(hand, idle):
    g = follow_prompt({0: ("survey",), 1: hand}, "S")
    assert bool(option(g, "follow").idle) is idle


def test_colonize_action_without_face_down_planets_is_marked_and_logged():
    g = table(2, hands={0: ("colonize", "warfare")})
    g.players[0].planets = []
    start_turn(g, 0)
    opts = {o.card: o for o in g.pending.options if o.card}
    colonize = next(c for c in opts if c.startswith("colonize"))
    warfare = next(c for c in opts if c.startswith("warfare"))
    assert opts[colonize].idle == TUCK  # neither a Colony nor a settle could happen
    assert opts[warfare].idle is None  # collecting a Fighter always works
    answer(g, "action", colonize)
    assert g.pending.kind == "choose_effect"
    assert [o.idle for o in g.pending.options] == [TUCK, SETTLE]
    answer(g, "choose_effect", "1")
    assert g.log[-1].text == f"Nothing happens for Ann: {SETTLE}."


def test_produce_trade_action_is_marked_only_when_both_halves_do_nothing():
    g = table(2, hands={0: ("produce-trade",)})
    add_planet(g, 0, "lyttle", resources=[None])
    start_turn(g, 0)
    assert option(g, in_hand(g, 0, "produce-trade")[0]).idle is None  # an empty slot
    g = table(2, hands={0: ("produce-trade",)})
    g.players[0].planets = []
    start_turn(g, 0)
    assert option(g, in_hand(g, 0, "produce-trade")[0]).idle  # no slot, no resource


@pytest.mark.parametrize(("hand", "idle"), [((), "no Warfare symbol to collect a Fighter"),
                                            (("warfare",), None)])
def test_following_warfare_needs_a_warfare_symbol(hand, idle):
    g = follow_prompt({0: ("warfare",), 1: hand}, "W")
    assert option(g, "follow").idle == idle


def test_following_produce_without_an_empty_slot_is_marked():
    g = follow_prompt({0: ("produce-trade",), 1: ("produce-trade",)}, "P")
    assert option(g, "follow").idle == PRODUCE


@pytest.mark.parametrize(("cards", "planet", "idle"), [
    (2, True, research_reason(2)),  # a level 1 technology costs 3
    (3, False, research_reason(3)),  # and needs a face-up planet of its type
    (3, True, None),
])
def test_following_research_needs_a_technology_within_reach(cards, planet, idle):
    g = table(2, hands={0: ("research",), 1: ("research",) * cards})
    if planet:
        add_planet(g, 1, "oknow")  # Advanced, face up, no symbol
    start_turn(g, 0)
    lead(g, "R")
    while g.pending.kind != "follow":
        g.answer(g.pending.keys()[: max(1, g.pending.min)])
    assert option(g, "follow").idle == idle


def test_collecting_zero_fighters_instead_of_attacking_is_marked():
    """An empty Warfare stack under the printed display gives the leader no symbol
    (base-game.md §5.8, option A): collecting would collect nothing."""
    g = table(2, empty_stack_bonus="printed")
    g.s.box += g.s.stacks["W"]
    g.s.stacks["W"] = []
    g.players[0].fighters = 5  # enough for the start planet (W2)
    start_turn(g, 0)
    lead(g, "W")
    assert g.pending.kind == "warfare_mode"
    assert [o.idle for o in g.pending.options] == [COLLECT, None]


def test_adding_colonies_without_a_colonize_card_instead_of_settling_is_marked():
    g = table(2)
    g.s.box += g.s.stacks["C"]
    g.s.stacks["C"] = []  # the leader gets no Colonize card
    g.players[0].planets[0].colony_value = 2  # the start planet (C2) is ready to settle
    start_turn(g, 0)
    lead(g, "C")
    assert g.pending.kind == "colonize_mode"
    assert [o.idle for o in g.pending.options] == [COLONY_CARD, None]
    answer(g, "colonize_mode", "colonies")
    assert g.log[-1].text == f"Nothing happens for Ann: {COLONY_CARD}."


def test_a_mark_is_judged_when_first_read_and_never_on_a_later_state():
    """Marks are judged lazily (``decision.Later``): one read while its decision is pending
    keeps its reason; one first read after the game moved on raises rather than judge the new
    state."""
    g = follow_prompt({0: ("produce-trade",), 1: ("produce-trade",)}, "T")
    read = option(g, "follow")
    assert read.idle == TRADE
    answer(g, "follow", "dissent")
    assert read.idle == TRADE
    g = follow_prompt({0: ("produce-trade",), 1: ("produce-trade",)}, "T")
    unread = option(g, "follow")
    answer(g, "follow", "dissent")
    with pytest.raises(RuntimeError, match="pending"):
        _ = unread.idle
    assert "idle=<unjudged>" in repr(unread) and f"idle={TRADE!r}" in repr(read)
