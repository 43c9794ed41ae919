"""Escalation's permanent technologies of branch esc-techs (escalation.md §9.2, FAQ 15-28):
each test builds a position, plays through the rule and checks the outcome."""

import pytest

from exotica_tui.rules.idle import follow_reason

from ..builders import add_permanent, add_planet, answer, keys, resolved_with, set_hand, start_turn
from .esc import esc_game
from .kit_esc_techs import empire, lead_settle, play, skip_action


def research_keys(g):
    """The technologies offered for Research symbols (not the Fleet upgrade or ship payments)."""
    return [k for k in keys(g) if k in g.catalog.cards]


def lead_research(g, n: int) -> None:
    """Seat 0 leads Research boosted with n Research cards from hand."""
    set_hand(g, 0, *["research"] * n)
    start_turn(g, 0)
    skip_action(g)
    answer(g, "role", "R")
    answer(g, "boost", *keys(g))


@pytest.mark.card("scientific-method", "improved-trade-e", "improved-colonize-e")
def test_scientific_method_buys_a_second_tech_with_what_is_left():
    g, p, _ = empire("scientific-method", "lyttle", "styku")  # A with 1 Research symbol, F
    lead_research(g, 5)  # X = 1 + 5 + Lyttle's R + Scientific Method's R = 8
    answer(g, "research", "improved-trade-e")
    assert g.pending.kind == "research" and g.pending.context["symbols"] == 5
    second = research_keys(g)
    assert "improved-colonize-e" in second
    assert all(g.card(k).cost <= 5 for k in second)
    assert not any(g.card(k).requires.get("A") for k in second)  # the A planet is used
    answer(g, "research", "improved-colonize-e")
    assert sorted(p.hand) == ["improved-colonize-e", "improved-trade-e"]


@pytest.mark.card("scientific-method", "double-time-ar", "spoils-of-war")
@pytest.mark.parametrize("revision, offered", [(3, True), (2, False)])
def test_scientific_method_assigns_the_planets_so_both_purchases_happen(revision, offered):
    """Each planet meets one prerequisite per Research role (escalation.md §9.2; BGA: "Each
    Planet may only be used as a prerequisite once per Research role"): Voson, not a Fertile
    planet, is Double Time's other planet, so Styku and Mik-Mik meet Spoils of War's two
    Fertile. A game of rules revision 2 keeps the other planet of the type held most."""
    g = esc_game(rules_revision=revision)
    add_permanent(g, 0, "scientific-method")
    for planet in ("lyttle", "styku", "mik-mik", "voson"):
        add_planet(g, 0, planet)
    lead_research(g, 7)  # X = 1 + 7 + Lyttle's R + Scientific Method's R = 10
    answer(g, "research", "double-time-ar")
    assert g.pending.kind == "research" and g.pending.context["symbols"] == 7
    assert ("spoils-of-war" in keys(g)) is offered
    assert not any(g.card(k).requires.get("A") for k in research_keys(g))  # Lyttle is used


@pytest.mark.card("scientific-method")
def test_scientific_method_gives_no_second_purchase_when_following():
    g, _, _ = empire("scientific-method", "lyttle", "styku", seat=1)
    set_hand(g, 1, "research", "research", "research", "research", "research")
    start_turn(g, 0)
    skip_action(g)
    answer(g, "role", "R")
    answer(g, "follow", "follow")
    answer(g, "follow_cards", *keys(g))
    answer(g, "research", "improved-trade-e")
    assert g.pending is None or g.pending.kind != "research"


@pytest.mark.card("defense-contract", "new-texas")
def test_defense_contract_trades_a_resource_once_per_turn():
    g, p, _ = empire("defense-contract", "new-texas", resources=["food", "water"])
    p.fleet.add("fighter", 1)
    set_hand(g, 0, "survey")
    start_turn(g, 0)
    answer(g, "action", "use:defense_contract")
    assert "fighter" in keys(g)
    answer(g, "defense_contract", next(k for k in keys(g) if k.endswith("/0")))
    assert p.influence == 1 and p.planets[0].resources == [None, "water"]
    assert g.pending.kind == "action" and "use:defense_contract" not in keys(g)


@pytest.mark.card("defense-contract", "improved-survey-e", "double-time-ar")
@pytest.mark.parametrize("revision", [3, 2])
@pytest.mark.parametrize("card, word", [("improved-survey-e", "a Fighter"),
                                        ("double-time-ar", "Silicon")])
def test_defense_contract_discards_a_card_with_a_fighter_or_resource_icon(card, word, revision):
    """A card with a ship or resource icon "may be discarded from hand as if it were that ship
    or resource" (escalation.md §4.3): with no token, Defense Contract takes the card."""
    g = esc_game(rules_revision=revision)
    add_permanent(g, 0, "defense-contract")
    (iid,) = set_hand(g, 0, card)
    start_turn(g, 0)
    if revision < 3:
        assert g.pending.kind != "action" or "use:defense_contract" not in keys(g)
        return
    answer(g, "action", "use:defense_contract")
    answer(g, "defense_contract", f"hand/{iid}")
    p = g.players[0]
    assert p.influence == 1 and p.hand == [] and p.discard == [iid]
    assert g.log[-1].text == (f"Ann discards {g.name(iid)} as {word} for 1 influence "
                              "(Defense Contract).")


@pytest.mark.card("black-market", "new-texas")
def test_black_market_discards_resources_as_symbols():
    g, p, _ = empire("black-market", "new-texas", resources=["food", "water"])
    start_turn(g, 0)
    skip_action(g)
    answer(g, "role", "W")
    assert len(keys(g)) == 2
    answer(g, "boost", *keys(g))
    assert p.fighters == 3 and p.planets[0].resources == [None, None]


@pytest.mark.card("black-market", "new-texas")
def test_black_market_resources_let_a_follower_follow():
    g = esc_game()
    add_permanent(g, 1, "black-market")
    add_planet(g, 1, "new-texas", resources=["food", None])
    assert follow_reason(g, g.players[1], "W") is None
    start_turn(g, 0)
    skip_action(g)
    answer(g, "role", "W")
    answer(g, "follow", "follow")
    answer(g, "follow_cards", *keys(g))
    assert g.players[1].fighters == 1


@pytest.mark.card("warfare-technology")
def test_warfare_technology_discards_fighters_as_research_symbols():
    g = esc_game()
    p = g.players[0]
    add_permanent(g, 0, "warfare-technology")
    p.fleet.add("fighter", 2)
    start_turn(g, 0)
    skip_action(g)
    answer(g, "role", "R")
    answer(g, "boost", *keys(g))
    assert resolved_with(g) == 3 and p.fighters == 0


@pytest.mark.card("warfare-technology", "pitt-of-injustice")
def test_warfare_technology_discards_a_slot_fighter_token_too():
    """escalation.md §6: a replenishing slot's Fighter token is a Fighter for every purpose."""
    g = esc_game()
    add_permanent(g, 0, "warfare-technology")
    pitt = add_planet(g, 0, "pitt-of-injustice", resources=["fighter"])
    start_turn(g, 0)
    pitt.resources = ["fighter"]
    skip_action(g)
    answer(g, "role", "R")
    token = [k for k in keys(g) if k.endswith("pitt-of-injustice/0")]
    assert len(token) == 1
    answer(g, "boost", *token)
    assert resolved_with(g) == 2 and pitt.resources == [None]


@pytest.mark.card("warfare-technology", "destroyer-technology", "improved-research-e")
@pytest.mark.parametrize("revision", [3, 2])
def test_warfare_technology_discards_a_card_with_fighter_icons(revision):
    """A card with ship icons "may be discarded from hand as if it were that ship" (escalation.md
    §4.3): Destroyer Technology is 2 Fighters, 2 Research symbols. Improved Research boosts as
    itself (its Research symbol), so it is no Fighter option too."""
    g = esc_game(rules_revision=revision)
    add_permanent(g, 0, "warfare-technology")
    destroyers, research = set_hand(g, 0, "destroyer-technology", "improved-research-e")
    start_turn(g, 0)
    skip_action(g)
    answer(g, "role", "R")
    offered = [research, f"fighter-symbol:hand/{destroyers}"] if revision >= 3 else [research]
    assert keys(g) == offered
    answer(g, "boost", *keys(g))
    assert resolved_with(g) == (4 if revision >= 3 else 2)
    p = g.players[0]
    assert (destroyers in p.discard) is (revision >= 3)


@pytest.mark.card("wealth-of-knowledge")
def test_wealth_of_knowledge_survey_cards_boost_any_role_but_never_follow():
    g = esc_game()
    add_permanent(g, 0, "wealth-of-knowledge")
    set_hand(g, 0, "survey", "survey")
    start_turn(g, 0)
    skip_action(g)
    answer(g, "role", "W")
    answer(g, "boost", *keys(g))
    assert g.players[0].fighters == 3
    g = esc_game()
    add_permanent(g, 1, "wealth-of-knowledge")
    set_hand(g, 1, "survey")
    assert follow_reason(g, g.players[1], "W") is not None
    start_turn(g, 0)
    skip_action(g)
    answer(g, "role", "W")
    answer(g, "follow", "follow")
    assert g.players[1].fighters == 0 and len(g.players[1].hand) == 1


@pytest.mark.card("colony-ship", "styku")
def test_colony_ship_holds_colonies_tucked_by_the_colonize_role():
    g = esc_game()
    pm = add_permanent(g, 0, "colony-ship")
    add_planet(g, 0, "styku", face_up=False)
    (card,) = set_hand(g, 0, "colonize")
    start_turn(g, 0)
    skip_action(g)
    answer(g, "role", "C")
    answer(g, "boost", card)
    assert pm.card in keys(g)
    assert any(o.label == "Under Colony Ship" for o in g.pending.options)  # the face in play
    answer(g, "colony_target", pm.card)  # the role card taken from the stack
    answer(g, "colony_target", pm.card)  # the card boosting
    assert card in pm.colonies and pm.colony_value == 2
    assert card in g.zones()["p0.colonies"]


@pytest.mark.card("colony-ship", "styku", "mik-mik")
def test_colony_ship_moves_colonies_onto_the_planet_settled():
    g = esc_game()
    p = g.players[0]
    pm = add_permanent(g, 0, "colony-ship")
    target = add_planet(g, 0, "styku", face_up=False)  # colonize cost 4
    other = add_planet(g, 0, "mik-mik", face_up=False)
    pm.colonies = [g.position().take("colonize") for _ in range(3)]
    pm.colony_value = 3
    other.colonies = [g.position().take("colonize")]
    other.colony_value = 1
    lead_settle(g, target.card)
    assert g.pending.kind == "move_colonies"
    with pytest.raises(Exception, match="worth 4"):
        g.answer(keys(g)[:3])
    moved = keys(g)
    answer(g, "move_colonies", *moved)
    assert target.face_up and pm.colonies == [] and other.colonies == []
    assert sorted(moved) == sorted(c for c in p.discard if c in moved)


@pytest.mark.card("colony-ship", "styku")
def test_colony_ship_adds_1_colony_once_per_turn():
    g = esc_game()
    pm = add_permanent(g, 0, "colony-ship")
    add_planet(g, 0, "styku", face_up=False)
    card, _ = set_hand(g, 0, "colonize", "survey")
    start_turn(g, 0)
    answer(g, "action", "use:colony_per_turn")
    answer(g, "colony_card", card)
    answer(g, "colony_target", pm.card)
    assert pm.colonies == [card]
    assert "use:colony_per_turn" not in keys(g)


@pytest.mark.card("black-market", "wealth-of-knowledge", "styku")
def test_colonize_takes_survey_cards_but_no_resources():
    """Wealth of Knowledge's Survey card boosting Colonize is tucked as 1 Colony; Black
    Market offers no resource there (a resource is no card to tuck)."""
    g = esc_game()
    add_permanent(g, 0, "wealth-of-knowledge")
    add_permanent(g, 1, "black-market")
    add_planet(g, 0, "styku", face_up=False)
    add_planet(g, 1, "new-texas", resources=["food", "water"])
    add_planet(g, 1, "mik-mik", face_up=False)
    (card,) = set_hand(g, 0, "survey")
    start_turn(g, 0)
    skip_action(g)
    answer(g, "role", "C")
    answer(g, "boost", card)
    while g.pending.kind == "colony_target":
        answer(g, "colony_target", keys(g)[0])
    assert card in g.players[0].planets[0].colonies
    assert g.players[0].planets[0].colony_value == 2
    assert g.pending.kind == "follow"
    answer(g, "follow", "follow")
    assert g.pending is None or g.pending.kind != "follow_cards"  # nothing to play


@pytest.mark.card("scientific-method", "improved-trade-e")
def test_scientific_method_after_a_tech_bought_with_ships_keeps_every_symbol():
    g, p, _ = empire("scientific-method", "lyttle", "styku")
    p.fleet.add("fighter", 3)
    start_turn(g, 0)
    skip_action(g)
    answer(g, "role", "R")  # X = 1 + Lyttle's R + Scientific Method's R = 3
    answer(g, "research", "ships:improved-trade-e")
    if g.pending.kind == "pay_ships":
        answer(g, "pay_ships")
    assert p.fighters == 0 and "improved-trade-e" in p.hand
    assert g.pending.kind == "research" and g.pending.context["symbols"] == 3
    assert "improved-colonize-e" in keys(g)
    assert not any(g.card(k).requires.get("A") for k in research_keys(g))


@pytest.mark.card("scientific-method", "improved-trade-e", "double-time-ar")
@pytest.mark.parametrize("revision", [3, 2])
def test_scientific_method_second_purchase_with_ships_needs_planets_of_its_own(revision):
    """Bought with ships, the second technology still needs planets the first purchase's
    prerequisite does not use (escalation.md §9.2, §9.1); revision 2 did not check them."""
    g = esc_game(rules_revision=revision)
    add_permanent(g, 0, "scientific-method")
    p = g.players[0]
    for planet in ("lyttle", "styku"):
        add_planet(g, 0, planet)
    p.fleet.add("fighter", 3)
    lead_research(g, 3)  # X = 1 + 3 + Lyttle's R + Scientific Method's R = 6
    answer(g, "research", "improved-trade-e")  # Lyttle's Advanced
    assert g.pending.kind == "research"
    assert ("ships:double-time-ar" in keys(g)) is (revision == 2)


@pytest.mark.card("colony-ship", "natural-order")
def test_a_colony_ship_removed_by_natural_order_leaves_its_colonies_to_the_discard():
    g = esc_game()
    pm = add_permanent(g, 1, "colony-ship")
    pm.colonies = [g.position().take("colonize")]
    pm.colony_value = 1
    play(g, 0, "natural-order")
    assert pm.card in g.s.removed and g.players[1].discard == pm.colonies
    assert sum(len(z) for z in g.zones().values()) == len(set().union(*g.zones().values()))
