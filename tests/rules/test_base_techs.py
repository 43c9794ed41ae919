"""Every base technology face (base-game.md §6, §8, FAQ 27-44), played through the decision
protocol from an exact position."""

import pytest

from exotica_tui.rules import default_catalog
from exotica_tui.rules.words import count
from tests.rules.builders import (
    acting,
    add_permanent,
    add_planet,
    answer,
    base_id,
    ids,
    in_hand,
    keys,
    lead,
    play_action,
    set_deck,
    start_turn,
    table,
    take,
)

BASE_TECHS = sorted(c.id for c in default_catalog().of_set("base") if c.kind == "tech")
SYMBOL_TECHS = [c for c in BASE_TECHS if default_catalog()[c].symbols]


def each(mark):
    """Mark a test with the cards it plays and run it once per card (as ``tech``)."""
    return lambda test: mark(pytest.mark.parametrize("tech", mark.args)(test))


# -- data and symbols --------------------------------------------------------------------------


@pytest.mark.parametrize("tech", BASE_TECHS)
def test_tech_cost_requirement_and_influence_follow_its_level(tech):
    c = default_catalog()[tech]
    level = c.level
    assert (c.cost, sum(c.requires.values()), c.influence) == {1: (3, 1, 0), 2: (5, 2, 2),
                                                                 3: (7, 3, 5)}[level]
    (ptype,) = c.requires
    assert c.stack == {"A": "advanced", "F": "fertile", "M": "metallic"}[ptype]
    assert c.permanent == (c.other_face is not None) == (not c.action)
    assert c.permanent or level < 3
    want = FACES[tech].split()
    assert (ptype, str(level), c.name) == (want[0], want[1], " ".join(want[3:]))
    assert "".join(c.symbols) == want[2].strip("-")


# base-game.md §8.4 (checked against bga-data/basic_tech.csv): type, level, symbols, name
FACES = {
    "improved-survey-st": "A 1 ST Improved Survey", "improved-survey-sr": "A 1 SR Improved Survey",
    "improved-survey-sc": "F 1 SC Improved Survey", "improved-survey-sp": "F 1 SP Improved Survey",
    "improved-colonize-cr": "A 1 CR Improved Colonize",
    "improved-colonize-ct": "A 1 CT Improved Colonize",
    "improved-colonize-cs": "M 1 CS Improved Colonize",
    "improved-colonize-cw": "M 1 CW Improved Colonize",
    "improved-warfare-wr": "A 1 WR Improved Warfare",
    "improved-warfare-wt": "A 1 WT Improved Warfare",
    "improved-warfare-wc": "F 1 WC Improved Warfare",
    "improved-warfare-wp": "F 1 WP Improved Warfare",
    "improved-production-pr": "A 1 PR Improved Production",
    "improved-production-pt": "A 1 PT Improved Production",
    "improved-production-ps": "M 1 PS Improved Production",
    "improved-production-pw": "M 1 PW Improved Production",
    "improved-trade-tp": "F 1 TP Improved Trade", "improved-trade-tc": "F 1 TC Improved Trade",
    "improved-trade-ts": "M 1 TS Improved Trade", "improved-trade-tw": "M 1 TW Improved Trade",
    "improved-research-rp": "F 1 RP Improved Research",
    "improved-research-rc": "F 1 RC Improved Research",
    "improved-research-rs": "M 1 RS Improved Research",
    "improved-research-rw": "M 1 RW Improved Research",
    "diverse-markets": "A 2 RT Diverse Markets", "data-network": "A 2 RR Data Network",
    "specialization": "A 2 TT Specialization", "weapon-emporium": "A 2 - Weapon Emporium",
    "streamlining": "A 2 - Streamlining", "adaptability": "A 3 - Adaptability",
    "hyperefficiency": "A 3 - Hyperefficiency", "mobilization": "M 2 SW Mobilization",
    "survey-team": "M 2 SS Survey Team", "war-path": "M 2 WW War Path",
    "imperialism": "M 2 STW Imperialism", "scorched-earth-policy": "M 2 - Scorched Earth Policy",
    "logistics": "M 3 - Logistics", "productivity": "M 3 - Productivity",
    "artificial-intelligence": "F 2 CP Artificial Intelligence",
    "genetic-engineering": "F 2 PP Genetic Engineering", "terraforming": "F 2 CC Terraforming",
    "fertile-ground": "F 2 CPR Fertile Ground", "abundance": "F 2 - Abundance",
    "dissension": "F 3 - Dissension", "bureaucracy": "F 3 - Bureaucracy",
}


def test_the_face_table_covers_every_base_tech():
    assert sorted(FACES) == BASE_TECHS


@pytest.mark.parametrize("tech", [t for t in SYMBOL_TECHS if not default_catalog()[t].permanent])
def test_tech_symbols_boost_exactly_their_roles(tech):
    want = default_catalog()[tech].symbols
    for role in "SWCPTR":
        g = acting((tech,))
        answer(g, "action", "skip")
        answer(g, "role", role)
        offered = {o.card: o.label for o in g.pending.options} if g.pending.kind == "boost" else {}
        n = want.count(role)
        assert (len(offered) == 1) == (n > 0), role
        if n:
            assert f"(+{n})" in next(iter(offered.values()))


@pytest.mark.card("imperialism", "fertile-ground")
@pytest.mark.parametrize(("face", "symbols"), [("imperialism", "STW"),
                                               ("fertile-ground", "CPR")])
def test_permanent_symbols_work_like_planet_symbols(face, symbols):
    for role in "SWPTR":
        g = acting()
        add_permanent(g, 0, face)
        answer(g, "role", role)
        line = next(e.text for e in g.log if " resolves " in e.text)
        assert line.endswith(f"with {count(1 + (role in symbols), 'symbol')}.")


@pytest.mark.card("fertile-ground")
def test_fertile_ground_lowers_settle_costs():
    g = acting(("colonize",))
    add_permanent(g, 0, "fertile-ground")
    start = g.players[0].planets[0]
    start.colony_value = 1
    play_action(g, "colonize")
    answer(g, "choose_effect", "1")
    answer(g, "settle_target", start.card)
    assert start.face_up


# -- Level 1 -----------------------------------------------------------------------------------


@each(pytest.mark.card("improved-survey-st", "improved-survey-sr", "improved-survey-sc",
                       "improved-survey-sp"))
def test_improved_survey_draws_three(tech):
    g = acting((tech,))
    top = set_deck(g, 0, "warfare", "warfare", "research", "survey")
    iid = play_action(g, tech)
    assert sorted(g.players[0].hand) == sorted(top[:3]) and g.players[0].discard == [iid]


IMPROVED_COLONIZE = pytest.mark.card("improved-colonize-cr", "improved-colonize-ct",
                                      "improved-colonize-cs", "improved-colonize-cw")


@each(IMPROVED_COLONIZE)
@pytest.mark.parametrize("then", ["settle", "tuck"])
def test_improved_colonize_settles_then_settles_another_or_tucks_itself(tech, then):
    g = acting((tech,))
    p = g.players[0]
    a, b = p.planets[0], add_planet(g, 0, "zephan", face_up=False)
    a.colony_value, b.colony_value = 2, 3 if then == "settle" else 0
    iid = play_action(g, tech)
    answer(g, "settle_target", a.card)
    answer(g, "choose_effect", "0" if then == "settle" else "1")
    if then == "settle":
        assert g.pending.kind == "settle_target" and keys(g) == [b.card, "none"]
        answer(g, "settle_target", b.card)
        assert a.face_up and b.face_up and iid in p.discard
    else:
        assert a.face_up and b.colonies == [iid] and b.colony_value == 1


@pytest.mark.card("improved-colonize-cr")
def test_improved_colonize_may_skip_the_first_settle():
    g = acting(("improved-colonize-cr",))
    start = g.players[0].planets[0]
    iid = play_action(g, "improved-colonize-cr")
    answer(g, "choose_effect", "1")
    assert start.colonies == [iid] and not start.face_up


IMPROVED_WARFARE = pytest.mark.card("improved-warfare-wr", "improved-warfare-wt",
                                     "improved-warfare-wc", "improved-warfare-wp")


@each(IMPROVED_WARFARE)
def test_improved_warfare_collects_two_or_attacks(tech):
    g = acting((tech,))
    play_action(g, tech)
    answer(g, "choose_effect", "0")
    assert g.players[0].fighters == 2
    g = acting((tech,))
    g.players[0].fighters = 2
    play_action(g, tech)
    answer(g, "choose_effect", "1")
    answer(g, "attack_target", g.players[0].planets[0].card)
    assert g.players[0].planets[0].face_up and g.players[0].fighters == 0


IMPROVED_PRODUCTION = pytest.mark.card("improved-production-pr", "improved-production-pt",
                                        "improved-production-ps", "improved-production-pw")


@each(IMPROVED_PRODUCTION)
def test_improved_production_produces_two(tech):
    g = acting((tech,))
    texas = add_planet(g, 0, "new-texas")
    lyttle = add_planet(g, 0, "lyttle")
    play_action(g, tech)
    assert g.pending.kind == "produce" and g.pending.min == g.pending.max == 2
    answer(g, "produce", f"{texas.card}/0/food", f"{lyttle.card}/0/silicon")
    assert texas.resources == ["food", None] and lyttle.resources == ["silicon"]


IMPROVED_TRADE = pytest.mark.card("improved-trade-tp", "improved-trade-tc",
                                   "improved-trade-ts", "improved-trade-tw")


@each(IMPROVED_TRADE)
def test_improved_trade_takes_one_influence_without_a_resource(tech):
    g = acting((tech,))
    supply = g.s.supply
    play_action(g, tech)
    assert g.players[0].influence == 1 and g.s.supply == supply - 1


IMPROVED_RESEARCH = pytest.mark.card("improved-research-rp", "improved-research-rc",
                                      "improved-research-rs", "improved-research-rw")


@each(IMPROVED_RESEARCH)
def test_improved_research_draws_one_then_removes_up_to_three(tech):
    g = acting((tech, "survey", "warfare", "politics"))
    (drawn,) = set_deck(g, 0, "colonize")
    iid = play_action(g, tech)
    assert drawn in keys(g) and iid in keys(g) and g.pending.max == 3
    answer(g, "rfg", iid, drawn, in_hand(g, 0, "politics")[0])
    assert ids(g.s.removed) == sorted(["colonize", "politics", tech])
    assert ids(g.players[0].hand) == ["survey", "warfare"]


# -- Level 2 and 3 -----------------------------------------------------------------------------


@pytest.mark.card("data-network")
def test_data_network_draws_two_then_removes_any_number():
    g = acting(("data-network", "survey", "warfare", "politics"))
    set_deck(g, 0, "colonize", "colonize")
    play_action(g, "data-network")
    assert g.pending.max == 5 and not any(base_id(k) == "data-network" for k in keys(g))
    answer(g, "rfg", *keys(g))
    assert g.players[0].hand == [] and len(g.s.removed) == 5


@pytest.mark.card("diverse-markets")
def test_diverse_markets_adds_one_per_type_traded():
    g = acting(("diverse-markets", "produce-trade", "produce-trade"))
    texas = add_planet(g, 0, "new-texas", resources=["food", "water"])
    add_planet(g, 0, "mik-mik", resources=["food"])
    play_action(g, "diverse-markets")
    lead(g, "T", *in_hand(g, 0, "produce-trade"))
    answer(g, "trade", *keys(g))
    assert g.players[0].influence == 3 + 2 and texas.resources == [None, None]


@pytest.mark.card("specialization")
def test_specialization_adds_one_per_resource_of_the_named_type():
    g = acting(("specialization", "produce-trade", "produce-trade"))
    add_planet(g, 0, "new-texas", resources=["food", "water"])
    add_planet(g, 0, "mik-mik", resources=["food"])
    play_action(g, "specialization")
    answer(g, "name_resource", "food")
    lead(g, "T", *in_hand(g, 0, "produce-trade"))
    answer(g, "trade", *keys(g))
    assert g.players[0].influence == 3 + 2


@pytest.mark.card("genetic-engineering")
def test_genetic_engineering_adds_one_per_type_produced():
    g = acting(("genetic-engineering", "produce-trade", "produce-trade"))
    add_planet(g, 0, "new-texas")
    add_planet(g, 0, "mik-mik")
    add_planet(g, 0, "lyttle", resources=["silicon"])
    supply = g.s.supply
    play_action(g, "genetic-engineering")
    lead(g, "P", *in_hand(g, 0, "produce-trade"))  # 3 symbols, 3 empty slots: food, water, food
    assert g.players[0].influence == 2 and g.s.supply == supply - 2


@pytest.mark.card("genetic-engineering", "diverse-markets", "specialization")
@pytest.mark.parametrize(("tech", "planet", "role"), [
    ("genetic-engineering", "gerdland", "P"),  # P symbol, empty water slot
    ("diverse-markets", "ral-gai-gaw", "T"),  # T symbol, silicon in its slot
    ("specialization", "ral-gai-gaw", "T"),
])
def test_turn_bonuses_end_with_the_turn(tech, planet, role):
    g = acting((tech,))
    pl = add_planet(g, 0, planet, resources=["silicon"] if role == "T" else [None])
    play_action(g, tech)
    if tech == "specialization":
        answer(g, "name_resource", "silicon")
    answer(g, "role", "S")
    answer(g, "follow", "dissent")
    # seat 1's turn: it leads the role, seat 0 follows with its empire symbol only
    if g.pending.kind == "action":
        answer(g, "action", "skip")
    answer(g, "role", role)
    if g.pending.kind == "boost":
        answer(g, "boost")
    answer(g, "follow", "follow")
    if g.pending.kind == "follow_cards":
        answer(g, "follow_cards")
    if role == "T":
        answer(g, "trade", f"{pl.card}/0")
    else:
        assert pl.resources == ["water"]
    assert g.players[0].influence == (1 if role == "T" else 0)


@pytest.mark.card("weapon-emporium")
def test_weapon_emporium_trades_fighters_as_resources():
    g = acting(("produce-trade",))
    add_permanent(g, 0, "weapon-emporium")
    add_planet(g, 0, "lyttle", resources=["silicon"])
    p = g.players[0]
    p.fighters = 3
    lead(g, "T", *p.hand)
    assert len(keys(g)) == 3  # the silicon and 2 Fighters (2 symbols)
    answer(g, "trade", *keys(g)[:2])
    assert p.influence == 2 and p.fighters == 2


@pytest.mark.card("streamlining")
def test_streamlining_removes_one_card_once_in_your_turn():
    g = acting(("survey", "warfare"))
    add_permanent(g, 0, "streamlining")
    answer(g, "action", "skip")
    answer(g, "role", "C")
    answer(g, "follow", "dissent")
    assert g.pending.kind == "rfg" and g.pending.max == 1
    survey = in_hand(g, 0, "survey")[0]
    answer(g, "rfg", survey)
    assert g.s.removed == [survey]
    assert g.pending.kind == "cleanup_discard"


@pytest.mark.card("hyperefficiency")
def test_hyperefficiency_removes_any_number_once_in_your_turn():
    g = acting(("survey", "warfare", "politics"))
    add_permanent(g, 0, "hyperefficiency")
    answer(g, "action", "skip")
    answer(g, "role", "C")
    answer(g, "follow", "dissent")
    assert g.pending.kind == "rfg" and g.pending.max == 3
    answer(g, "rfg", *keys(g))
    assert len(g.s.removed) == 3 and g.players[0].hand != []  # drew back up to 5


@pytest.mark.card("adaptability")
def test_adaptability_research_cards_boost_any_role_and_tuck_as_colonies():
    g = acting(("research", "research", "data-network"))
    add_permanent(g, 0, "adaptability")
    answer(g, "action", "skip")
    answer(g, "role", "C")
    offered = ids(o.card for o in g.pending.options)
    assert offered == ["research", "research"]  # technologies do not gain the symbols
    answer(g, "boost", *keys(g))
    start = g.players[0].planets[0]
    assert not start.face_up and start.colony_value == 3  # role card + 2 Research, 1 each
    g2 = acting(("research",))
    add_permanent(g2, 0, "adaptability")
    lead(g2, "W", *in_hand(g2, 0, "research"))
    assert g2.players[0].fighters == 2


@pytest.mark.card("mobilization")
def test_mobilization_collects_two_and_attacks_after_the_role_phase():
    g = acting(("mobilization",))
    p = g.players[0]
    start = p.planets[0]
    play_action(g, "mobilization")
    assert p.fighters == 2 and not start.face_up
    answer(g, "role", "W")  # collect 1 more, the attack comes after the Role phase
    answer(g, "warfare_mode", "collect")
    answer(g, "follow", "dissent")
    assert g.pending.kind == "attack_target" and g.pending.player == 0
    answer(g, "attack_target", start.card)
    assert start.face_up and p.fighters == 1


@pytest.mark.card("survey-team")
def test_survey_team_puts_the_top_planet_face_down_into_the_empire():
    g = acting(("survey-team",))
    top = g.s.planet_deck[-1]
    play_action(g, "survey-team")
    assert g.players[0].planets[-1].card == top and not g.players[0].planets[-1].face_up


@pytest.mark.card("survey-team")
def test_survey_team_reshuffles_an_empty_planet_deck():
    g = acting(("survey-team",))
    g.s.planet_discard, g.s.planet_deck = g.s.planet_deck, []
    play_action(g, "survey-team")
    assert len(g.players[0].planets) == 2 and len(g.s.planet_deck) == 26


@pytest.mark.card("war-path")
@pytest.mark.parametrize("second", ["attack", "none"])
def test_war_path_attacks_up_to_two_planets(second):
    g = acting(("war-path",))
    p = g.players[0]
    p.fighters = 6
    a, b = p.planets[0], add_planet(g, 0, "echo-rose", face_up=False)  # W2, W4
    play_action(g, "war-path")
    answer(g, "attack_target", b.card)
    answer(g, "attack_target", a.card if second == "attack" else "none")
    assert b.face_up and a.face_up == (second == "attack")
    assert p.fighters == (0 if second == "attack" else 2)


@pytest.mark.card("scorched-earth-policy")
def test_scorched_earth_discounts_attacks_and_the_planet_holds_no_resources():
    g = acting(("warfare", "produce-trade"))
    p = g.players[0]
    add_permanent(g, 0, "scorched-earth-policy")
    gerd = add_planet(g, 0, "gerdland", face_up=False)  # W5 -> 3
    p.fighters = 3
    play_action(g, "warfare")
    answer(g, "choose_effect", "1")
    assert "(3 Fighters)" in next(o.label for o in g.pending.options if o.key == gerd.card)
    answer(g, "attack_target", gerd.card)
    assert gerd.face_up and gerd.scorched and p.fighters == 0
    lead(g, "P", *in_hand(g, 0, "produce-trade"))
    assert gerd.resources == [None]
    assert g.scores()[0].tiebreak == 0  # the Fighter on the planet is not yours


@pytest.mark.card("scorched-earth-policy")
def test_scorched_earth_attack_cost_never_below_zero():
    g = acting(("warfare",))
    add_permanent(g, 0, "scorched-earth-policy")
    start = g.players[0].planets[0]  # W2 -> 0
    play_action(g, "warfare")
    answer(g, "choose_effect", "1")
    answer(g, "attack_target", start.card)
    assert start.face_up and g.players[0].fighters == 0


@pytest.mark.card("logistics")
def test_logistics_lets_the_role_phase_come_first():
    g = table(2, hands={0: ("survey",)})
    add_permanent(g, 0, "logistics")
    start_turn(g, 0)
    assert g.pending.kind == "phase_order"
    answer(g, "phase_order", "role")
    answer(g, "role", "W")
    answer(g, "follow", "dissent")
    assert g.pending.kind == "action" and g.players[0].fighters == 1
    play_action(g, "survey")
    if g.pending.kind == "cleanup_discard":
        answer(g, "cleanup_discard")
    assert g.pending.player == 1  # no second Role phase: the turn is over


@pytest.mark.card("productivity")
def test_productivity_gives_a_second_action():
    g = acting(("survey", "warfare"))
    add_permanent(g, 0, "productivity")
    set_deck(g, 0, "colonize", "colonize")
    play_action(g, "survey")
    assert g.pending.kind == "action"
    play_action(g, "warfare")
    answer(g, "choose_effect", "0")
    assert g.pending.kind == "role" and g.players[0].fighters == 1


@pytest.mark.card("productivity", "improved-research-rp")
def test_productivity_a_card_drawn_by_the_first_action_may_be_the_second():
    g = acting(("improved-research-rp",))
    add_permanent(g, 0, "productivity")
    (drawn,) = set_deck(g, 0, "warfare")
    play_action(g, "improved-research-rp")
    answer(g, "rfg")
    answer(g, "action", drawn)
    answer(g, "choose_effect", "0")
    assert g.players[0].fighters == 1


@pytest.mark.card("artificial-intelligence")
def test_artificial_intelligence_takes_two_role_cards_even_from_one_stack():
    g = acting(("artificial-intelligence",))
    play_action(g, "artificial-intelligence")
    answer(g, "take_role", "R")
    answer(g, "take_role", "R")
    assert ids(g.players[0].hand) == ["research", "research"]


@pytest.mark.card("artificial-intelligence")
def test_artificial_intelligence_emptying_a_stack_triggers_the_end():
    g = acting(("artificial-intelligence",))
    g.s.box += g.s.stacks["W"][1:]
    del g.s.stacks["W"][1:]
    play_action(g, "artificial-intelligence")
    answer(g, "take_role", "W")
    assert g.s.end_triggered and "W" not in keys(g)


@pytest.mark.card("terraforming")
def test_terraforming_tucks_as_two_colonies_and_settles_when_ready():
    g = acting(("terraforming",))
    start = g.players[0].planets[0]
    iid = play_action(g, "terraforming")
    assert start.face_up and iid in g.players[0].discard


@pytest.mark.card("terraforming")
def test_terraforming_counts_empire_colonize_symbols():
    g = acting(("terraforming",))
    add_planet(g, 0, "styku")  # C
    lyttle = add_planet(g, 0, "lyttle", face_up=False)  # C4
    lyttle.colony_value = 1
    iid = play_action(g, "terraforming")
    answer(g, "colony_target", lyttle.card)
    assert lyttle.face_up and iid in g.players[0].discard


@pytest.mark.card("terraforming")
def test_terraforming_stays_as_colonies_when_not_enough():
    g = acting(("terraforming",))
    zephan = add_planet(g, 0, "zephan", face_up=False)  # C3
    iid = play_action(g, "terraforming")
    answer(g, "colony_target", zephan.card)
    assert zephan.colonies == [iid] and zephan.colony_value == 2 and not zephan.face_up


@pytest.mark.card("abundance")
def test_abundance_produces_four_on_entering_play():
    g = acting(("research",) * 4)
    add_planet(g, 0, "new-texas")
    add_planet(g, 0, "artigas-gns-111")
    add_planet(g, 0, "gerdland")
    lead(g, "R", *in_hand(g, 0, "research"))
    answer(g, "research", "abundance")
    assert g.pending.kind == "produce" and g.pending.min == 4
    answer(g, "produce", *keys(g)[:4])
    assert sum(r is not None for pl in g.players[0].planets for r in pl.resources) == 4


@pytest.mark.card("abundance")
def test_abundance_produces_two_when_you_settle_or_attack():
    g = acting(("warfare",))
    add_permanent(g, 0, "abundance")
    texas = add_planet(g, 0, "new-texas")
    p = g.players[0]
    p.fighters = 2
    play_action(g, "warfare")
    answer(g, "choose_effect", "1")
    answer(g, "attack_target", p.planets[0].card)
    assert g.pending.kind == "produce" and g.pending.min == 2
    answer(g, "produce", f"{texas.card}/0/food", f"{p.planets[0].card}/0/"
           f"{g.card(p.planets[0].card).slots[0].resource}")
    assert texas.resources == ["food", None] and p.planets[0].resources != [None]


@pytest.mark.card("abundance", "genetic-engineering")
def test_abundance_production_counts_for_genetic_engineering():
    g = acting(("genetic-engineering",))
    add_permanent(g, 0, "abundance")
    add_planet(g, 0, "new-texas")
    p = g.players[0]
    p.fighters = 2
    p.hand.append(take(g, "warfare"))
    add_permanent(g, 0, "productivity")
    play_action(g, "genetic-engineering")
    play_action(g, "warfare")
    answer(g, "choose_effect", "1")
    answer(g, "attack_target", p.planets[0].card)
    answer(g, "produce", *[k for k in keys(g) if k.startswith("new-texas")])
    assert p.influence == 2


@pytest.mark.card("dissension")
def test_dissension_dissent_draws_two():
    g = acting()
    add_permanent(g, 1, "dissension")
    top = set_deck(g, 1, "survey", "warfare", "research")
    answer(g, "role", "W")
    answer(g, "follow", "dissent")
    assert sorted(g.players[1].hand) == sorted(top[:2])


@pytest.mark.card("bureaucracy")
def test_bureaucracy_follower_may_settle_instead():
    g = acting()
    add_permanent(g, 1, "bureaucracy")
    start = g.players[1].planets[0]
    start.colony_value = 2
    answer(g, "role", "C")
    answer(g, "follow", "follow")
    answer(g, "colonize_mode", "settle")
    answer(g, "settle_target", start.card)
    assert start.face_up


@pytest.mark.card("bureaucracy")
def test_bureaucracy_follower_may_attack_instead():
    g = acting()
    add_permanent(g, 1, "bureaucracy")
    q = g.players[1]
    q.fighters = 2
    answer(g, "role", "W")
    answer(g, "follow", "follow")
    answer(g, "warfare_mode", "attack")
    answer(g, "attack_target", q.planets[0].card)
    assert q.planets[0].face_up and q.fighters == 0


@pytest.mark.card("bureaucracy")
@pytest.mark.parametrize(("role", "x"), [("S", 1), ("W", 1), ("P", 1), ("T", 1), ("R", 1),
                                         ("C", 0)])
def test_bureaucracy_follower_gets_one_more_symbol_except_colonize(role, x):
    g = acting()
    add_permanent(g, 1, "bureaucracy")
    answer(g, "role", role)
    while g.pending.player == 0:
        g.answer(g.pending.keys()[: max(1, g.pending.min)])
    answer(g, "follow", "follow")
    line = [e.text for e in g.log if e.text.startswith("Bob resolves")][0]
    assert line.endswith(f"with {count(x, 'symbol')}.")


@pytest.mark.card("mobilization", "logistics")
def test_mobilization_after_a_role_phase_played_first_still_attacks():
    g = table(2, hands={0: ("mobilization",)})
    add_permanent(g, 0, "logistics")
    p = g.players[0]
    start_turn(g, 0)
    answer(g, "phase_order", "role")
    answer(g, "role", "S")
    answer(g, "boost")
    answer(g, "follow", "dissent")
    play_action(g, "mobilization")
    assert g.pending.kind == "attack_target"
    answer(g, "attack_target", p.planets[0].card)
    assert p.planets[0].face_up and p.fighters == 0


@pytest.mark.card("weapon-emporium", "diverse-markets", "productivity")
def test_traded_fighters_are_not_a_resource_type_for_diverse_markets():
    g = acting(("diverse-markets",))
    for face in ("weapon-emporium", "productivity"):
        add_permanent(g, 0, face)
    add_planet(g, 0, "lyttle", resources=["silicon"])
    p = g.players[0]
    p.fighters = 2
    p.hand.append(take(g, "produce-trade"))
    play_action(g, "diverse-markets")
    answer(g, "action", "skip")
    lead(g, "T", *p.hand)
    lyttle = p.planets[-1].card
    answer(g, "trade", f"{lyttle}/0", "fighter/0")  # 2 symbols
    assert p.influence == 2 + 1 and p.fighters == 1


@pytest.mark.card("productivity", "data-network")
def test_productivity_data_network_first_keeps_the_second_action():
    g = acting(("data-network", "survey"))
    add_permanent(g, 0, "productivity")
    drawn = set_deck(g, 0, "warfare", "colonize")
    play_action(g, "data-network")
    answer(g, "rfg", in_hand(g, 0, "survey")[0], drawn[1])
    assert g.pending.kind == "action" and set(keys(g)) == {drawn[0], "skip"}
    answer(g, "action", drawn[0])
    answer(g, "choose_effect", "0")
    assert g.players[0].fighters == 1 and len(g.s.removed) == 2


@pytest.mark.card("genetic-engineering", "productivity", "improved-production-pr")
def test_genetic_engineering_counts_types_produced_after_it_even_if_produced_before():
    g = acting(("improved-production-pr", "genetic-engineering", "produce-trade"))
    add_permanent(g, 0, "productivity")
    texas = add_planet(g, 0, "new-texas")
    mik = add_planet(g, 0, "mik-mik")
    play_action(g, "improved-production-pr")
    answer(g, "produce", f"{texas.card}/0/food", f"{texas.card}/1/water")
    play_action(g, "genetic-engineering")
    lead(g, "P")  # 1 symbol: food on Mik-Mik, produced again after the card
    assert mik.resources == ["food"] and g.players[0].influence == 1


@pytest.mark.card("diverse-markets", "productivity", "produce-trade")
def test_diverse_markets_counts_types_traded_after_it():
    g = acting(("produce-trade", "diverse-markets", "produce-trade"))
    add_permanent(g, 0, "productivity")
    add_planet(g, 0, "new-texas", resources=["food", "water"])
    add_planet(g, 0, "mik-mik", resources=["food"])
    play_action(g, "produce-trade")
    answer(g, "choose_effect", "1")
    answer(g, "trade", "new-texas/0")  # food, before the card: no bonus
    play_action(g, "diverse-markets")
    lead(g, "T", *in_hand(g, 0, "produce-trade"))
    answer(g, "trade", "new-texas/1", "mik-mik/0")  # water and food: +2
    assert g.players[0].influence == 1 + 2 + 2
