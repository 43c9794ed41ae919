"""Exotica Promo Pack technologies (the seed's Technology Card Appendix, "Exotica Promo Pack"):
each card played from a built position, its outcome checked."""

import pytest

from exotica_tui.rules.state import Permanent
from exotica_tui.rules.symbols import has

from .builders import add_permanent, add_planet, answer, ids, keys, set_deck, set_hand, start_turn
from .promo import AFM, EXOTIC, attack_by_action, promo_game, research_with
from .test_exotica_planet_stacks import play


@pytest.mark.card("asteroidal-sentry", "lookout-47")
def test_asteroidal_sentry_draws_at_the_start_of_the_turn_with_a_face_up_asteroid():
    g = promo_game()
    add_permanent(g, 0, "asteroidal-sentry")
    set_deck(g, 0, "survey")
    start_turn(g, 0)
    assert g.players[0].hand == []  # no face-up Asteroid: nothing
    g = promo_game()
    add_permanent(g, 0, "asteroidal-sentry")
    add_planet(g, 0, "lookout-47")
    set_deck(g, 0, "survey")
    start_turn(g, 0)
    assert ids(g.players[0].hand) == ["survey"]


@pytest.mark.card("technological-display", "weapon-emporium", "adaptability")
def test_technological_display_draws_per_permanent_and_gives_an_extra_action():
    g = promo_game()
    add_permanent(g, 0, "weapon-emporium")
    add_permanent(g, 0, "adaptability")
    set_deck(g, 0, "survey", "warfare", "colonize")
    play(g, 0, "technological-display")
    p = g.players[0]
    assert ids(p.hand) == ["survey", "warfare"]
    assert g.pending.kind == "action"  # the additional action
    answer(g, "action", next(c for c in p.hand if c.startswith("survey")))
    assert g.pending.kind == "role"  # two actions taken


@pytest.mark.card("political-sabotage")
def test_political_sabotage_makes_each_opponent_discard_the_named_symbol():
    g = promo_game(3)
    bob = set_hand(g, 1, "survey", "warfare", "survey")
    cy = set_hand(g, 2, "research")
    play(g, 0, "political-sabotage")
    answer(g, "sabotage_symbol", "S")
    assert ids(g.players[1].hand) == ["warfare"]
    assert set(bob) - set(g.players[1].hand) <= set(g.players[1].discard)
    assert g.players[2].hand == cy
    assert any(e.text == "Bob reveals Survey, Warfare, Survey." and e.seat is None for e in g.log)


@pytest.mark.card("crunch-time")
def test_crunch_time_draws_3_and_each_discarded_survey_is_an_extra_action():
    g = promo_game()
    (ct, s1) = set_hand(g, 0, "crunch-time", "survey")
    set_deck(g, 0, "survey", "warfare", "research")
    start_turn(g, 0)
    answer(g, "action", ct)
    p = g.players[0]
    assert len(p.hand) == 4
    surveys = [c for c in p.hand if c.startswith("survey")]
    assert sorted(keys(g)) == sorted(surveys)
    answer(g, "discard", *surveys)
    assert p.turn.extra_actions == 2 and ids(p.hand) == ["research", "warfare"]
    assert g.pending.kind == "action"


@pytest.mark.card("mutagenesis", "lookout-47", "sable-shard")
def test_mutagenesis_removes_a_planet_and_its_owner_recons_an_asteroid_face_up():
    g = promo_game()
    (ast,) = [c for c in g.s.box + g.s.planet_deck if c.startswith("sable-shard")]
    hidden = add_planet(g, 1, "voson", face_up=False)
    target = add_planet(g, 1, "styku")
    add_planet(g, 1, "lookout-47")  # a face-up Asteroid is no Planet
    play(g, 0, "mutagenesis")
    opts = {o.key: o for o in g.pending.options}
    assert set(opts) == {"1/0", "1/1"}
    assert opts["1/0"].card is None and "Voson" not in opts["1/0"].label  # hidden from Ann
    answer(g, "remove_planet", "1/1")
    bob = g.players[1]
    assert target.card in g.s.removed and target not in bob.planets
    assert g.pending.player == 1 and g.pending.min == 0  # Bob may recon
    assert ast in keys(g)
    answer(g, "recon_pick", ast)
    new = bob.planets[-1]
    assert new.card == ast and new.face_up and hidden in bob.planets
    assert ast not in g.s.planet_deck and not g.s.planet_discard


@pytest.mark.card("mutagenesis", "lookout-47")
def test_mutagenesis_keys_name_the_planets_place_and_its_colonies_go_to_the_discard():
    """A face-up Asteroid before the planets is skipped, not renumbered; the removed planet's
    Colonies go to its owner's discard pile (as any planet leaving an empire)."""
    g = promo_game()
    add_planet(g, 1, "lookout-47")
    add_planet(g, 1, "voson")
    target = add_planet(g, 1, "styku", face_up=False)
    (colony,) = set_hand(g, 1, "colonize")
    g.players[1].hand.remove(colony)
    target.colonies, target.colony_value = [colony], 1
    play(g, 0, "mutagenesis")
    assert keys(g) == ["1/1", "1/2"]
    answer(g, "remove_planet", "1/2")
    bob = g.players[1]
    assert target.card in g.s.removed and colony in bob.discard
    assert [pl.card for pl in bob.planets] == ["lookout-47", "voson"]


@pytest.mark.card("create-chaos")
def test_create_chaos_discards_opponents_hands_and_they_draw_2():
    g = promo_game(3)
    old = set_hand(g, 1, "survey", "warfare", "research")
    set_deck(g, 1, "colonize", "colonize")
    play(g, 0, "create-chaos")
    bob = g.players[1]
    assert set(old) <= set(bob.discard) and ids(bob.hand) == ["colonize", "colonize"]
    assert len(g.players[2].hand) == 2  # Cy, with an empty hand, draws 2 too
    assert g.players[0].hand == []


@pytest.mark.card("lesser-mimic", "adaptability", "weapon-emporium")
def test_lesser_mimic_becomes_a_copy_when_it_comes_into_play():
    g = promo_game()
    add_permanent(g, 1, "adaptability")
    add_permanent(g, 1, "weapon-emporium")
    research_with(g, 0, 5, *AFM)
    answer(g, "research", "lesser-mimic")
    answer(g, "copy_target", "adaptability")
    p = g.players[0]
    (pm,) = p.permanents
    assert pm.face == "lesser-mimic" and pm.copy == "adaptability"
    assert has(g, p, "research_cards_wild") == 1
    assert g.scores()[0].techs == 2  # its own influence, not the copy's


@pytest.mark.card("greater-mimic", "asteroidal-sentry", "adaptability", "lookout-47")
def test_greater_mimic_copies_at_the_start_of_each_turn_and_the_copy_acts_then():
    g = promo_game()
    add_permanent(g, 1, "asteroidal-sentry")
    add_permanent(g, 1, "adaptability")
    pm = add_permanent(g, 0, "greater-mimic")
    add_planet(g, 0, "lookout-47")
    set_deck(g, 0, "warfare")
    start_turn(g, 0)
    assert sorted(keys(g)) == ["adaptability", "asteroidal-sentry"]
    answer(g, "copy_target", "asteroidal-sentry")
    assert pm.copy == "asteroidal-sentry"
    assert ids(g.players[0].hand) == ["warfare"]  # the Sentry it became drew this turn
    start_turn(g, 0)
    answer(g, "copy_target", "adaptability")
    assert pm.copy == "adaptability" and has(g, g.players[0], "research_cards_wild") == 1


@pytest.mark.card("greater-mimic", "asteroidal-sentry", "adaptability")
def test_each_greater_mimic_in_play_becomes_its_own_copy():
    """The trigger says which Greater Mimic fires (``ops.fire_card``'s source), so each one
    chooses for itself: not the first card of that name. The game deals one physical card per
    technology; a built position puts a second instance beside it."""
    g = promo_game()
    add_permanent(g, 1, "asteroidal-sentry")
    add_permanent(g, 1, "adaptability")
    first = add_permanent(g, 0, "greater-mimic")
    second = Permanent("greater-mimic#02", "greater-mimic")
    g.players[0].permanents.append(second)
    start_turn(g, 0)
    answer(g, "copy_target", "asteroidal-sentry")
    answer(g, "copy_target", "adaptability")
    assert (first.copy, second.copy) == ("asteroidal-sentry", "adaptability")


@pytest.mark.card("greater-mimic", "colony-ship", "pitt-of-injustice")
def test_a_mimic_of_colony_ship_offers_its_plus_one_colony_only_with_a_place_for_it():
    """Colony Ship's "+1 Colony" tucks a card under a place for Colonies; a Greater Mimic
    copying Colony Ship holds none itself, and a Hostile planet takes none (escalation.md §5),
    so with only Pitt of Injustice face down the ability is not offered (it asked for a place
    among none)."""
    g = promo_game()
    add_permanent(g, 1, "colony-ship")
    pm = add_permanent(g, 0, "greater-mimic")
    add_planet(g, 0, "pitt-of-injustice", face_up=False)
    set_hand(g, 0, "colonize")
    start_turn(g, 0)  # the one permanent to copy: nothing to ask
    assert pm.copy == "colony-ship" and "use:colony_per_turn" not in keys(g)
    add_planet(g, 0, "styku", face_up=False)
    start_turn(g, 0)
    assert pm.copy == "colony-ship" and "use:colony_per_turn" in keys(g)


@pytest.mark.card("stolen-trade-secrets", "adaptability", "improved-survey-st")
def test_stolen_trade_secrets_takes_a_permanent_into_play_and_goes_to_the_victim():
    g = promo_game()
    add_permanent(g, 1, "adaptability")
    (tech,) = set_deck(g, 1, "improved-survey-st")
    g.players[1].discard.append(g.players[1].deck.pop())
    sts = play(g, 0, "stolen-trade-secrets")
    assert set(keys(g)) == {f"1/pm/{g.players[1].permanents[0].card}", f"1/discard/{tech}"}
    answer(g, "steal_tech", f"1/pm/{g.players[1].permanents[0].card}")
    ann, bob = g.players
    assert [pm.face for pm in ann.permanents] == ["adaptability"] and not bob.permanents
    assert sts in bob.discard and sts not in ann.played


@pytest.mark.card("stolen-trade-secrets", "improved-survey-st")
def test_stolen_trade_secrets_takes_a_technology_from_a_discard_pile_into_hand():
    g = promo_game()
    (tech,) = set_deck(g, 1, "improved-survey-st")
    g.players[1].discard.append(g.players[1].deck.pop())
    set_deck(g, 1, "survey")  # not a technology: not an option
    g.players[1].discard.append(g.players[1].deck.pop())
    play(g, 0, "stolen-trade-secrets")  # the only option: taken without asking
    assert tech in g.players[0].hand
    assert ids(g.players[1].discard) == ["stolen-trade-secrets", "survey"]


@pytest.mark.card("political-sabotage", "crunch-time", *EXOTIC)
def test_exotic_promo_cards_need_2_exotic_planets_and_5_research():
    g = promo_game()
    research_with(g, 0, 5, *EXOTIC[:2])
    assert {"political-sabotage", "crunch-time"} <= set(keys(g))
    assert "mutagenesis" not in keys(g)  # 3 Exotic planets and 7 Research


@pytest.mark.card("alien-weaponry", "quorlith", "the-chorus", "voson")
def test_alien_weaponry_lowers_fighter_costs_by_1_per_haloed_exotic_symbol():
    g = promo_game()
    add_permanent(g, 0, "alien-weaponry")
    add_planet(g, 0, "quorlith")
    add_planet(g, 0, "the-chorus")
    target = add_planet(g, 0, "voson", face_up=False)  # Warfare 5, less 2
    g.players[0].fleet.add("fighter", 3)
    attack_by_action(g, target)
    assert target.face_up and g.players[0].fighters == 0
