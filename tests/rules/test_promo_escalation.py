"""Exotica Promo Pack cards that use Escalation's mechanisms: Peace Treaty, replenishing Fighter
slots, Hostile planets, ship payments (Mercs for Hire), Double Time's "other type"
requirement and the ship alternative costs of the promo technologies."""

import pytest

from exotica_tui.rules.attacks import spendable
from exotica_tui.rules.symbols import halo_exotic

from .builders import add_permanent, add_planet, answer, keys, lead, set_hand, start_turn
from .promo import EXOTIC, attack_by_action, promo_game, research_with


@pytest.mark.card("peace-treaty-ex", "parley-rock")
def test_peace_treaty_and_parley_rock_pay_1_influence_each_per_warfare_dissent():
    g = promo_game()
    add_permanent(g, 1, "peace-treaty-ex")
    add_planet(g, 1, "parley-rock")
    set_hand(g, 0, "warfare")
    start_turn(g, 0)
    answer(g, "action", "skip")
    answer(g, "role", "W")
    if g.pending.kind == "boost":
        answer(g, "boost")
    answer(g, "follow", "dissent")
    assert g.players[1].influence == 2


@pytest.mark.card("corsairs-perch", "mining")
def test_corsairs_perch_fills_its_fighter_slot_when_mined_and_at_each_turn_start():
    g = promo_game()
    rock = add_planet(g, 0, "corsairs-perch", face_up=False)
    start_turn(g, 0)
    answer(g, "action", "mine")
    assert rock.face_up and rock.resources == ["fighter"]
    rock.resources = [None]  # spent
    start_turn(g, 0)
    assert rock.resources == ["fighter"]


@pytest.mark.card("vorr-hive")
def test_vorr_hive_is_hostile_exotic_attacked_with_a_destroyer_never_settled():
    g = promo_game()
    p = g.players[0]
    hive = add_planet(g, 0, "vorr-hive", face_up=False)
    assert g.card(hive.card).colonize_cost is None
    p.fleet.add("destroyer", 1)
    attack_by_action(g, hive)
    assert hive.face_up and hive.resources == ["fighter"] and p.fleet.count("destroyer") == 0
    assert halo_exotic(g, p) == 1 and g.card(hive.card).planet_type == "E"


@pytest.mark.card("technological-display", "mutagenesis", "scopa-ridge", *EXOTIC)
def test_promo_technologies_may_be_bought_with_their_ship_cost():
    """3 Fighters instead of 3 Research, 1 Battlecruiser instead of 7 (escalation.md §15)."""
    g = promo_game()
    p = g.players[0]
    p.fleet.add("fighter", 3)
    p.fleet.add("battlecruiser", 1)
    research_with(g, 0, 1, "scopa-ridge", *EXOTIC)
    assert {"ships:technological-display", "ships:mutagenesis"} <= set(keys(g))
    assert "technological-display" not in keys(g)  # 1 Research symbol
    answer(g, "research", "ships:mutagenesis")
    assert "mutagenesis" in p.hand and p.fleet.count("battlecruiser") == 0
    assert p.fleet.count("fighter") == 3


@pytest.mark.card("mercs-for-hire", "quorlith", "echo-rose")
@pytest.mark.parametrize("fighters, crystal", [(3, None), (4, "crystal")])
def test_mercs_for_hire_spends_a_crystal_as_a_fighter_only_when_short(fighters, crystal):
    g = promo_game()
    p = g.players[0]
    add_permanent(g, 0, "mercs-for-hire")
    rich = add_planet(g, 0, "quorlith", resources=["crystal"])
    target = add_planet(g, 0, "echo-rose", face_up=False)  # Warfare 4
    p.fleet.add("fighter", fighters)
    attack_by_action(g, target)
    assert target.face_up and p.fighters == 0 and rich.resources == [crystal]
    if crystal is None:  # spent: not again this turn
        rich.resources = ["crystal"]
        assert spendable(g, p, "fighter") == 0


def trading_with_mercs(fighters: int, *permanents: str, hand: tuple[str, ...] = (), **kw):
    """Seat 0 with Mercs for Hire (and ``permanents``), ``fighters`` Fighters and ``hand``
    besides its Trade card, at the trade of its Trade role, Specialization naming Crystal
    this turn."""
    g = promo_game(**kw)
    p = g.players[0]
    for card in ("mercs-for-hire", *permanents):
        add_permanent(g, 0, card)
    p.fleet.add("fighter", fighters)
    set_hand(g, 0, "produce-trade", *hand)
    start_turn(g, 0)
    p.turn.bonuses.add("trade_named_type")
    p.turn.named_resource = "crystal"
    answer(g, "action", "skip")
    answer(g, "role", "T")
    answer(g, "boost", p.hand[0])
    return g, p


@pytest.mark.card("mercs-for-hire", "produce-trade")
def test_mercs_for_hire_trades_fighters_as_crystal():
    g, p = trading_with_mercs(2)
    assert {"fighter/0", "fighter/1"} <= set(keys(g))
    answer(g, "trade", "fighter/0", "fighter/1")
    assert p.fighters == 0 and p.influence == 4  # 1 each, +1 each as the named Crystal


@pytest.mark.card("mercs-for-hire", "weapon-emporium", "produce-trade")
def test_mercs_and_weapon_emporium_offer_each_fighter_once_as_crystal():
    g, p = trading_with_mercs(1, "weapon-emporium")
    fighters = [o for o in g.pending.options if o.key.startswith("fighter/")]
    assert [o.key for o in fighters] == ["fighter/0"] and "as Crystal" in fighters[0].label
    answer(g, "trade", "fighter/0")
    assert p.fighters == 0 and p.influence == 2  # sold as the named Crystal


@pytest.mark.card("mercs-for-hire", "weapon-emporium", "improved-survey-e")
@pytest.mark.parametrize("revision", [3, 2])
@pytest.mark.parametrize("permanents", [(), ("weapon-emporium",)])
def test_mercs_for_hire_trades_a_card_with_a_fighter_icon_as_crystal(permanents, revision):
    """A card with a Fighter icon "may be discarded from hand as if it were that ship"
    (escalation.md §4.3): Mercs for Hire trades it as Crystal, once (Weapon Emporium too)."""
    g, p = trading_with_mercs(0, *permanents, hand=("improved-survey-e",),
                              rules_revision=revision)
    if revision < 3:
        assert g.pending is None or g.pending.kind != "trade"
        return
    (survey,) = p.hand
    assert keys(g) == [f"fighter/hand/{survey}"] and "as Crystal" in g.pending.options[0].label
    answer(g, "trade", f"fighter/hand/{survey}")
    assert p.hand == [] and survey in p.discard and p.influence == 2  # the named Crystal


@pytest.mark.card("mercs-for-hire", "pitt-of-injustice", "produce-trade")
@pytest.mark.parametrize("permanents", [(), ("weapon-emporium",)])
def test_mercs_for_hire_trades_a_slot_fighter_token_as_crystal_once(permanents):
    """escalation.md §6: a replenishing slot's Fighter token is a Fighter for every purpose."""
    g = promo_game()
    p = g.players[0]
    pitt = add_planet(g, 0, "pitt-of-injustice")
    for card in ("mercs-for-hire", *permanents):
        add_permanent(g, 0, card)
    set_hand(g, 0, "produce-trade")
    start_turn(g, 0)
    pitt.resources = ["fighter"]
    p.turn.bonuses.add("trade_named_type")
    p.turn.named_resource = "crystal"
    lead(g, "T", *p.hand)
    tokens = [o for o in g.pending.options if o.card == pitt.card]
    assert [o.key for o in tokens] == [f"fighter/{pitt.card}/0"] and "as Crystal" in tokens[0].label
    answer(g, "trade", tokens[0].key)
    assert pitt.resources == [None] and p.influence == 2  # sold as the named Crystal


@pytest.mark.card("double-time-ex-1", "double-time-ex-2", "quorlith", "lyttle", "ysmeras-hollow")
def test_promo_double_time_needs_an_exotic_and_another_planet_and_gives_2_actions():
    g = promo_game()
    research_with(g, 0, 3, "quorlith", "ysmeras-hollow")
    assert not {"double-time-ex-1", "double-time-ex-2"} & set(keys(g))  # no other type
    g = promo_game()
    research_with(g, 0, 3, "quorlith", "lyttle")
    assert {"double-time-ex-1", "double-time-ex-2"} <= set(keys(g))
    answer(g, "research", "double-time-ex-2")
    assert "double-time-ex-2" in g.players[0].hand
    g = promo_game()
    (dt, s1, s2) = set_hand(g, 0, "double-time-ex-1", "survey", "survey")
    start_turn(g, 0)
    answer(g, "action", dt)
    answer(g, "action", s1)
    answer(g, "action", s2)  # Double Time and 2 more actions
    assert g.pending.kind == "role"
