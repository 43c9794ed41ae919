"""Exotica planets and start tiles: costs, influence, slots, symbols, hand size, translators.

Values are reconstructed (exotica-reconstruction.md §3.3, §4.1, §6); these tests play each card's
features through the decision protocol, parametrised over the catalog.
"""

import pytest

from exotica_tui.rules import Game, GameConfig, default_catalog
from exotica_tui.rules.catalog import ROLE_NAMES, Slot
from exotica_tui.rules.research import meets
from exotica_tui.rules.symbols import halo_exotic

from .builders import add_planet, answer, changed_catalog, keys, set_deck, set_hand, start_turn
from .exo import SETS, clear, dissent_all, exo_game, lead, resolved

# Every test here plays Exotica planets or start tiles (parametrised over the catalog).
pytestmark = pytest.mark.card("quorlith", "ysmeras-hollow", "the-chorus", "oculon",
                              "kraal-tessary", "sporemother", "glasswhisper", "yl-maru",
                              "hux-meridian", "lookout-47", "gunsmoke-rock", "the-humming-stone",
                              "frostwell", "sprout-rock", "smugglers-tumble", "prism-shard-12",
                              "hermits-rest", "wellspring-geode", "cassivell", "tollgate-nine",
                              "precursor-lantern", "verdance", "bramblehome", "mossgrave",
                              "scopa-ridge", "anvilhold", "obelisk-kesh", "ombrix", "oomaru",
                              "tumblestone", "kestrel-drift", "ixthara-prime")
CAT = default_catalog()
PLANETS = [c for c in CAT.cards.values()
           if c.set == "exotica" and c.kind in ("planet", "start_planet")]


def ids(pred):
    return [c.id for c in PLANETS if pred(c)]


@pytest.mark.parametrize("cid", [c.id for c in PLANETS])
def test_attack_pays_the_printed_warfare_cost_and_scores_the_influence(cid):
    g = exo_game()
    p = g.players[0]
    pl = add_planet(g, 0, cid, face_up=False)
    card = g.card(cid)
    p.fighters = card.warfare_cost
    set_hand(g, 0, "warfare")
    start_turn(g, 0)
    answer(g, "action", p.hand[0])
    answer(g, "choose_effect", "1")  # attack 1 planet
    answer(g, "attack_target", pl.card)
    assert pl.face_up and p.fighters == 0
    assert g.scores()[0].planets == card.influence


@pytest.mark.parametrize("cid", [c.id for c in PLANETS])
def test_settle_needs_the_printed_colonize_cost(cid):
    for short in (1, 0):
        g = exo_game()
        pl = add_planet(g, 0, cid, face_up=False)
        pl.colony_value = g.card(cid).colonize_cost - short
        set_hand(g, 0, "colonize")
        start_turn(g, 0)
        answer(g, "action", g.players[0].hand[0])
        answer(g, "choose_effect", "1")  # settle 1 planet
        if short:
            assert g.pending.kind == "role" and not pl.face_up
        else:
            answer(g, "settle_target", pl.card)
            assert pl.face_up


@pytest.mark.parametrize("cid", ids(lambda c: c.slots))
def test_slots_take_their_resource_and_crystal_only_on_crystal_slots(cid):
    g = exo_game()
    pl = add_planet(g, 0, cid)
    card = g.card(cid)
    set_hand(g, 0, "produce-trade", "produce-trade")
    lead(g, "P")
    if all(s.replenishing for s in card.slots):
        assert all(r is not None for r in pl.resources)  # filled when it came into play
        return
    answer(g, "boost", *g.players[0].hand)  # 3 symbols: every slot is filled (forced)
    assert pl.resources == [s.resource for s in card.slots]


@pytest.mark.card("hux-meridian", "wellspring-geode")
@pytest.mark.parametrize("cid", ["hux-meridian", "wellspring-geode"])
def test_replenishing_crystal_slots_refill_at_the_start_of_the_owners_turn(cid):
    g = exo_game()
    pl = add_planet(g, 0, cid)
    pl.resources = [None]
    start_turn(g, 1)
    assert pl.resources == [None]  # another player's turn: nothing
    start_turn(g, 0)
    assert pl.resources == ["crystal"]


@pytest.mark.parametrize("cid", ids(lambda c: set(c.symbols) - {"X"}))
def test_role_symbol_counts_for_the_leader(cid):
    g = exo_game()
    add_planet(g, 0, cid)
    (role,) = g.card(cid).symbols
    lead(g, role)
    assert resolved(g, ROLE_NAMES[role]) == 2  # the role card + the planet's symbol


@pytest.mark.parametrize("cid", ids(lambda c: c.hand_size))
def test_hand_size_planets_draw_to_six_in_cleanup(cid):
    g = exo_game()
    add_planet(g, 0, cid)
    set_deck(g, 0, *["survey"] * 6)
    lead(g, "W")
    dissent_all(g)
    assert g.s.active == 1 and len(g.players[0].hand) == 6


@pytest.mark.parametrize("cid", ids(lambda c: "X" in c.symbols))
def test_exotic_symbols_are_haloed_and_counted_by_exotic_symbol_abilities(cid):
    g = exo_game()
    p = g.players[0]
    add_planet(g, 0, cid)
    set_hand(g, 0, "alien-recruiter")
    start_turn(g, 0)
    answer(g, "action", p.hand[0])
    for _ in range(g.card(cid).symbols.count("X")):
        answer(g, "choose_effect", "0")  # Exotic symbol: collect 1 Fighter
    assert p.fighters == 1 + g.card(cid).symbols.count("X")


@pytest.mark.parametrize("cid", ids(lambda c: c.translators))
def test_translators_let_exotic_symbols_boost_their_role(cid):
    g = exo_game()
    p = g.players[0]
    add_planet(g, 0, cid)
    (role,) = g.card(cid).translators
    set_hand(g, 0, "exo-improved-trade")  # T, X: its X can be translated
    lead(g, role)
    answer(g, "translate", "yes")
    assert f"{p.hand[0]}" in keys(g)
    answer(g, "boost", p.hand[0])
    own = g.card(cid).symbols.count(role) + g.card(cid).symbols.count("X")
    bonus = 1 if role == "T" else 0  # the card's own Trade symbol
    assert resolved(g, ROLE_NAMES[role]) == 1 + 1 + own + bonus


@pytest.mark.card("tumblestone", "kestrel-drift")
@pytest.mark.parametrize("cid", ["tumblestone", "kestrel-drift"])
def test_asteroid_start_charter_waives_asteroidal_requirements_while_face_up(cid):
    g = exo_game()
    p = g.players[0]
    tile = add_planet(g, 0, cid, face_up=False)
    assert not meets(g, p, g.card("asteroidal-production"))
    tile.face_up = True
    assert meets(g, p, g.card("asteroidal-production"))
    assert not meets(g, p, g.card("exo-improved-survey"))  # not an Asteroidal technology
    set_hand(g, 0, "research", "research")
    lead(g, "R")
    answer(g, "boost", *p.hand)
    assert "asteroidal-production" in keys(g)
    answer(g, "research", "asteroidal-production")
    assert any(c.startswith("asteroidal-production") for c in p.hand)


@pytest.mark.card("ombrix", "oomaru", "ixthara-prime")
@pytest.mark.parametrize("cid", ["ombrix", "oomaru", "ixthara-prime"])
def test_exotic_start_tiles_count_as_exotic_planets(cid):
    g = exo_game()
    p = g.players[0]
    add_planet(g, 0, cid)
    assert meets(g, p, g.card("exo-improved-survey"))
    assert not meets(g, p, g.card("xenolinguistics"))  # needs 2 Exotic planets
    assert halo_exotic(g, p) == g.card(cid).symbols.count("X")


def test_crystal_never_goes_on_an_any_resource_slot():
    """No base or Exotica card has an 'any resource' slot, so the test gives Verdance one."""
    g = clear(Game.new(GameConfig(players=["Ann", "Bob"], seed=1, sets=list(SETS)),
                       changed_catalog({"verdance": {"slots": [Slot(resource="any")]}})))
    add_planet(g, 0, "verdance")
    add_planet(g, 0, "quorlith")
    set_hand(g, 0, "produce-trade")
    lead(g, "P")
    answer(g, "boost", *g.players[0].hand)
    assert set(keys(g)) == {"verdance/0/food", "verdance/0/water", "verdance/0/iron",
                            "verdance/0/silicon", "quorlith/0/crystal"}


def test_the_charter_covers_exactly_the_nine_asteroidal_technologies():
    """Exotica's eight; "the promo's Asteroidal Sentry makes nine" (reconstruction §4.1)."""
    tagged = {c.name for c in default_catalog().cards.values() if "asteroidal" in c.tags}
    assert tagged == {f"Asteroidal {n}" for n in (
        "Colonies", "Production", "Survey", "Warfare", "Trade", "Research", "Library", "Aliens",
        "Sentry")}
