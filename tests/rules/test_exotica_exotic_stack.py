"""Exotica technologies of the Exotic stack (rulebook appendix, "Exotic Technology")."""

import pytest

from exotica_tui.rules.symbols import empire_symbols, halo_exotic

from .builders import add_permanent, add_planet, answer, keys, set_deck, set_hand, start_turn
from .exo import dissent_all, exo_game, lead, resolved
from .test_exotica_planet_stacks import play

# -- the six Improved cards --------------------------------------------------------------------


@pytest.mark.card("exo-improved-colonize")
def test_improved_colonize_settles_then_tucks_itself_as_a_colony():
    g = exo_game()
    ready = add_planet(g, 0, "the-chorus", face_up=False)
    ready.colony_value = 3
    other = add_planet(g, 0, "verdance", face_up=False)
    iid = play(g, 0, "exo-improved-colonize")
    answer(g, "settle_target", ready.card)
    answer(g, "choose_effect", "1")  # add this card as a Colony
    assert ready.face_up and other.colonies == [iid] and other.colony_value == 1


@pytest.mark.card("exo-improved-production")
def test_improved_production_produces_2():
    g = exo_game()
    pl = add_planet(g, 0, "mossgrave")
    play(g, 0, "exo-improved-production")
    assert pl.resources == ["food", "water"]


@pytest.mark.card("exo-improved-research")
def test_improved_research_draws_1_then_removes_up_to_3_itself_included():
    g = exo_game()
    p = g.players[0]
    (top,) = set_deck(g, 0, "survey")
    iid = play(g, 0, "exo-improved-research")
    assert top in p.hand and g.pending.max == 2  # the drawn card and this card
    answer(g, "rfg", iid, top)
    assert {iid, top} <= set(g.s.removed)


@pytest.mark.card("exo-improved-survey")
def test_improved_survey_draws_3():
    g = exo_game()
    p = g.players[0]
    cards = set_deck(g, 0, "survey", "warfare", "colonize")
    play(g, 0, "exo-improved-survey")
    assert sorted(p.hand) == sorted(cards)


@pytest.mark.card("exo-improved-trade")
def test_improved_trade_collects_influence_even_beyond_the_supply():
    g = exo_game()
    p = g.players[0]
    g.s.supply = 0
    play(g, 0, "exo-improved-trade")
    assert p.influence == 1 and g.s.supply == 0


@pytest.mark.card("exo-improved-warfare")
def test_improved_warfare_collects_2_fighters_or_attacks():
    g = exo_game()
    play(g, 0, "exo-improved-warfare")
    answer(g, "choose_effect", "0")
    assert g.players[0].fighters == 2


# -- search and filter cards -------------------------------------------------------------------


@pytest.mark.card("perception-filter", "lookout-47", "oculon")
def test_perception_filter_discards_a_planet_to_keep_one_more():
    g = exo_game()
    p = g.players[0]
    add_permanent(g, 0, "perception-filter")
    rock = add_planet(g, 0, "lookout-47")  # a face-up Asteroid is no Planet
    old = add_planet(g, 0, "oculon", face_up=False)
    set_hand(g, 0, "survey")
    lead(g, "S")
    answer(g, "boost", *p.hand)  # look at 3 (Lookout 47 adds a Survey symbol)
    first, second, _ = keys(g)
    answer(g, "survey_keep", first)
    assert old.card in keys(g) and rock.card not in keys(g)  # a face-up Asteroid is no Planet
    answer(g, "perception_filter", old.card)
    answer(g, "survey_keep", second)
    assert {pl.card for pl in p.planets} == {rock.card, first, second}
    assert old.card in g.s.planet_discard


@pytest.mark.card("rosetta-fish", "quorlith")
def test_rosetta_fish_tucks_a_role_card_and_translates_exotic_symbols_to_it():
    g = exo_game()
    p = g.players[0]
    add_planet(g, 0, "quorlith")  # Exotic planet, 1 haloed Exotic symbol
    set_hand(g, 0, "research", "research")
    lead(g, "R")
    answer(g, "boost", *p.hand)
    answer(g, "research", "rosetta-fish")
    before = len(g.s.stacks["PT"])
    answer(g, "take_role", "PT")
    assert len(g.s.stacks["PT"]) == before - 1 and p.tucked[0].startswith("produce-trade")
    dissent_all(g)
    # Produce/Trade translates to both symbols
    for role, name in (("P", "Produce"), ("T", "Trade")):
        p.hand = []
        lead(g, role)
        answer(g, "translate", "yes")
        assert resolved(g, name) == 2


@pytest.mark.card("asteroidal-library", "hermits-rest")
def test_asteroidal_library_reveals_per_asteroid_and_its_kept_card_is_wild():
    g = exo_game()
    p = g.players[0]
    add_planet(g, 0, "hermits-rest")
    revealed = set_deck(g, 0, "exo-improved-trade", "survey", "colonize")
    play(g, 0, "asteroidal-library")
    assert sorted(keys(g)) == sorted(revealed)  # 2 + 1 per Asteroid
    answer(g, "library_keep", revealed[0])
    assert p.hand == [revealed[0]] and set(revealed[1:]) <= set(p.discard)
    answer(g, "role", "W")  # Improved Trade's Exotic symbol counts as Warfare this turn
    answer(g, "boost", revealed[0])
    assert resolved(g, "Warfare") == 2


@pytest.mark.card("thorough-probing")
def test_thorough_probing_discards_to_recon_and_grants_another_action():
    g = exo_game()
    p = g.players[0]
    iid, a, b, c = set_hand(g, 0, "thorough-probing", "survey", "warfare", "colonize")
    start_turn(g, 0)
    answer(g, "action", iid)
    answer(g, "discard", a, b)
    picks = keys(g)[:2]
    answer(g, "recon_pick", *picks)
    assert g.s.planet_deck[-2:] == [picks[1], picks[0]] and not g.s.planet_discard
    assert {a, b} <= set(p.discard)
    assert g.pending.kind == "action" and c in keys(g)  # the extra action
    assert p.hand == [c]


@pytest.mark.card("asteroidal-aliens", "sprout-rock")
def test_asteroidal_aliens_gives_asteroids_an_exotic_symbol_until_end_of_turn():
    g = exo_game()
    p = g.players[0]
    add_planet(g, 0, "sprout-rock")
    add_permanent(g, 0, "metallic-alien-tech")
    play(g, 0, "asteroidal-aliens")
    assert halo_exotic(g, p) == 1 and empire_symbols(g, p, "W") == 1
    answer(g, "role", "W")
    assert resolved(g, "Warfare") == 2
    dissent_all(g)
    start_turn(g, 0)
    assert halo_exotic(g, p) == 0


# -- level 2 and 3 -------------------------------------------------------------------------------


@pytest.mark.card("cult-of-the-new", "quorlith", "the-chorus")
def test_cult_of_the_new_scores_1_per_haloed_exotic_symbol():
    g = exo_game()
    add_permanent(g, 0, "cult-of-the-new")
    add_planet(g, 0, "quorlith")
    add_planet(g, 0, "the-chorus")
    set_hand(g, 0, "xenolinguistics")  # Exotic symbols in hand do not count
    sc = g.scores()[0]
    assert sc.other == 2 and sc.total == sc.tokens + sc.planets + sc.techs + 2


@pytest.mark.card("alien-advisory", "ixthara-prime")
def test_alien_advisory_draws_1_per_haloed_exotic_symbol_at_the_start_of_your_turn():
    g = exo_game()
    p = g.players[0]
    add_permanent(g, 0, "alien-advisory")
    add_planet(g, 0, "ixthara-prime")  # two Exotic symbols
    start_turn(g, 0)
    assert len(p.hand) == 2


@pytest.mark.card("xenolinguistics")
def test_xenolinguistics_translates_exotic_symbols_to_a_chosen_role_for_the_turn():
    g = exo_game()
    p = g.players[0]
    add_planet(g, 0, "quorlith")
    iid, card = set_hand(g, 0, "xenolinguistics", "exo-improved-survey")
    start_turn(g, 0)
    answer(g, "action", iid)
    answer(g, "choose_role_symbol", "R")
    answer(g, "role", "R")
    answer(g, "translate", "yes")
    answer(g, "boost", card)
    assert resolved(g, "Research") == 1 + 1 + 1  # card, its Exotic symbol, Quorlith's
    assert p.turn.translations == {"R"}


@pytest.mark.card("exotic-efficiency", "quorlith", "ysmeras-hollow")
def test_exotic_efficiency_gives_every_role_symbol_at_2_exotic_symbols():
    g = exo_game()
    p = g.players[0]
    add_permanent(g, 0, "exotic-efficiency")
    add_planet(g, 0, "quorlith")
    assert empire_symbols(g, p, "S") == 0
    add_planet(g, 0, "ysmeras-hollow")
    assert [empire_symbols(g, p, r) for r in "SWCPTR"] == [1] * 6
    lead(g, "T")
    assert resolved(g, "Trade") == 2


@pytest.mark.card("infinite-unknown")
def test_infinite_unknown_returns_role_cards_from_hand_in_cleanup():
    g = exo_game()
    p = g.players[0]
    add_permanent(g, 0, "infinite-unknown")
    s1, w1, tech = set_hand(g, 0, "survey", "warfare", "exo-improved-survey")
    lead(g, "P")
    dissent_all(g)
    assert g.pending.kind == "return_roles" and set(keys(g)) == {s1, w1}
    before = len(g.s.stacks["S"])
    answer(g, "return_roles", s1, w1)
    assert len(g.s.stacks["S"]) == before + 1 and g.s.stacks["W"][-1] == w1
    assert tech in p.hand


@pytest.mark.card("junk-diver", "frostwell")
def test_junk_diver_recons_an_asteroid_and_mines_after_the_role_phase():
    g = exo_game()
    p = g.players[0]
    rock = add_planet(g, 0, "frostwell", face_up=False)
    iid, keep = set_hand(g, 0, "junk-diver", "survey")
    start_turn(g, 0)
    answer(g, "action", iid)
    target = keys(g)[0]
    answer(g, "recon_pick", target)
    assert g.s.planet_deck[-1] == target
    answer(g, "role", "S")
    answer(g, "boost", keep)
    answer(g, "survey_keep", target)
    dissent_all(g)
    answer(g, "mine_target", rock.card)  # after the role phase, at no cost
    assert rock.face_up and not p.planets[1].face_up  # one mine, the kept Asteroid stays down


@pytest.mark.card("cryptography")
def test_cryptography_draws_3_then_returns_up_to_2_to_the_stacks():
    g = exo_game()
    p = g.players[0]
    drawn = set_deck(g, 0, "survey", "research", "politics")
    play(g, 0, "cryptography")
    assert set(keys(g)) == set(drawn[:2])  # Politics is not a standard role card
    before = len(g.s.stacks["R"])
    answer(g, "return_roles", drawn[1])
    assert len(g.s.stacks["R"]) == before + 1 and sorted(p.hand) == sorted([drawn[0], drawn[2]])
