"""Rules fixes from a card-by-card audit (issue 11): each test is named after the fix it proves."""

from __future__ import annotations

from dataclasses import MISSING, fields

import pytest

from exotica_tui.rules import default_catalog

from .builders import (
    acting,
    add_permanent,
    add_planet,
    answer,
    in_hand,
    keys,
    lead,
    play_action,
    set_hand,
    skip_to,
    start_turn,
    table,
    take,
)
from .exo import exo_game
from .test_exotica_planet_stacks import play

# -- 1. Tractor Beam ----------------------------------------------------------------------------


@pytest.mark.card("tractor-beam")
def test_tractor_beam_with_no_asteroid_takes_nothing():
    """"RECON the Planet deck for 1 Asteroid. Put that card into your Empire face-down" (seed,
    Technology Card Appendix): with no Asteroid in the deck or its discard pile there is no
    "that card", so nothing enters the empire."""
    g = exo_game()
    s = g.s
    s.box += [c for c in s.planet_deck + s.planet_discard if g.card(c).is_asteroid]
    s.planet_deck = [c for c in s.planet_deck if not g.card(c).is_asteroid]
    s.planet_discard = [c for c in s.planet_discard if not g.card(c).is_asteroid]
    deck = list(s.planet_deck)
    play(g, 0, "tractor-beam")
    assert g.players[0].planets == [] and s.planet_deck == deck
    assert g.pending.kind == "role"


# -- 2. Specialization names Crystal in an Exotica game -----------------------------------------


@pytest.mark.card("specialization", "quorlith")
def test_specialization_in_an_exotica_game_offers_crystal():
    """Crystal is "a resource type, just like Food, Water, Iron, and Silicon" (seed, Crystal)."""
    g = exo_game()
    add_planet(g, 0, "quorlith", resources=["crystal"])
    set_hand(g, 0, "specialization", "produce-trade")
    start_turn(g, 0)
    play_action(g, "specialization")
    assert keys(g) == ["food", "water", "iron", "silicon", "crystal"]
    answer(g, "name_resource", "crystal")
    lead(g, "T", *in_hand(g, 0, "produce-trade"))
    answer(g, "trade", *keys(g))
    assert g.players[0].influence == 2


@pytest.mark.card("specialization")
def test_specialization_in_a_base_game_offers_the_four_basic_types():
    g = acting(("specialization",))
    play_action(g, "specialization")
    assert keys(g) == ["food", "water", "iron", "silicon"]


# -- 7. Bureaucracy's text ------------------------------------------------------------------------


@pytest.mark.card("bureaucracy")
def test_bureaucracy_text_gives_the_follow_bonus_to_warfare_too():
    """Errata (base-game.md FAQ 40): +1 symbol when following Survey, Warfare, Produce, Trade or
    Research; Colonize and Warfare may also settle or attack instead. The old text said "any
    other role", which reads as if Warfare had no +1."""
    text = default_catalog()["bureaucracy"].text
    assert "other role" not in text
    assert "When you follow Survey, Warfare, Produce, Trade or Research, +1 symbol" in text


# -- 3. Scorched Earth Policy ---------------------------------------------------------------------


def conquer_scorched(planet: str):
    """Seat 0 holds Scorched Earth Policy and conquers ``planet`` with a Warfare action."""
    g = exo_game()
    p = g.players[0]
    add_permanent(g, 0, "scorched-earth-policy")
    pl = add_planet(g, 0, planet, face_up=False)
    p.fighters = 10
    set_hand(g, 0, "warfare")
    start_turn(g, 0)
    play_action(g, "warfare")
    answer(g, "choose_effect", "1")
    answer(g, "attack_target", pl.card)
    return g, pl


@pytest.mark.card("scorched-earth-policy", "hux-meridian", "wellspring-geode")
@pytest.mark.parametrize("planet", ["hux-meridian", "wellspring-geode"])
def test_scorched_earth_planet_never_holds_resources(planet):
    """"The planet's slots can never hold resources" (base-game.md FAQ 37): not the refilling
    slot when the planet flips, not at its owner's replenish, and the tie-break counts none."""
    g, pl = conquer_scorched(planet)
    assert pl.face_up and pl.scorched and pl.resources == [None]
    answer(g, "role", "S")
    skip_to(g, "role", seat=0)  # seat 0's next turn began with its replenish phase
    assert pl.resources == [None]
    assert g.scores()[0].tiebreak == g.players[0].fighters


# -- 5. The translator prompt names the translator for this role ----------------------------------


def rosetta_and_oculon():
    """Seat 0: Oculon (a Survey translator) face up, Rosetta Fish with a Produce/Trade card
    tucked, and a hand Exotic symbol on Improved Trade."""
    g = exo_game()
    add_planet(g, 0, "oculon")
    add_permanent(g, 0, "rosetta-fish")
    g.players[0].tucked.append(take(g, "produce-trade"))
    set_hand(g, 0, "exo-improved-trade")
    return g


@pytest.mark.card("rosetta-fish", "oculon", "exo-improved-trade")
def test_translator_prompt_names_the_translator_for_this_role():
    g = rosetta_and_oculon()
    start_turn(g, 0)
    lead(g, "T")
    d = g.pending
    assert d.kind == "translate" and d.context["translators"] == ["Rosetta Fish"]
    assert "Rosetta Fish" in d.prompt and "Oculon" not in d.prompt


@pytest.mark.card("xenolinguistics", "oculon")
def test_translator_prompt_names_xenolinguistics_for_the_role_it_chose():
    g = exo_game()
    add_planet(g, 0, "oculon")
    set_hand(g, 0, "xenolinguistics", "exo-improved-trade")
    start_turn(g, 0)
    play_action(g, "xenolinguistics")
    answer(g, "choose_role_symbol", "T")
    answer(g, "role", "T")
    assert g.pending.kind == "translate" and g.pending.context["translators"] == ["Xenolinguistics"]


# -- 6. Provenance ---------------------------------------------------------------------------------

# The 18 faces the audit found labelled "printed" by omission (exotica-reconstruction.md 9.3-9.5,
# exotica-scenarios.md note 2): what of each is a reconstruction.
PAIRED_L1 = ["other_face", "influence"]
PAIRED_L1_BLANK = ["other_face", "influence", "symbols"]
AUDITED = {
    "fertile-alien-tech": PAIRED_L1, "metallic-alien-tech": PAIRED_L1,
    "advanced-alien-tech": PAIRED_L1, "alien-artifact": PAIRED_L1,
    "perception-filter": PAIRED_L1, "rosetta-fish": PAIRED_L1,
    "mining-colony": PAIRED_L1_BLANK, "mining-base": PAIRED_L1_BLANK,
    "mining-laboratory": PAIRED_L1_BLANK, "space-station": PAIRED_L1_BLANK,
    "coalition": ["other_face"], "organized-labor": ["other_face"],
    "cult-of-the-new": ["other_face"], "exotic-efficiency": ["other_face"],
    "alien-advisory": ["other_face", "symbols"], "infinite-unknown": ["other_face", "symbols"],
    "xenolinguistics": ["symbols"], "cryptography": ["symbols"],
}


@pytest.mark.card(*AUDITED)
def test_provenance_marks_every_reconstructed_exotica_tech_value():
    cat = default_catalog()
    techs = [c for c in cat.of_set("exotica") if c.kind == "tech"]
    assert len(techs) == 39 and all(c.provenance == "reconstructed" for c in techs)
    assert {cid: sorted(cat[cid].reconstructed) for cid in AUDITED} == {
        cid: sorted(fields) for cid, fields in AUDITED.items()}
    for c in techs:  # every non-permanent's symbol strip, every 3-Research influence, pairings
        assert "symbols" in c.reconstructed or c.permanent
        assert ("influence" in c.reconstructed) == (c.level == 1)
        assert ("other_face" in c.reconstructed) == c.permanent
    assert cat["mining-colony"].provenance_note == (
        "reconstructed: other face, influence, symbols")


def test_provenance_is_required_on_every_card_and_scenario():
    cat = default_catalog()
    required = {f.name for f in fields(type(cat["survey"]))
                if f.default is MISSING and f.default_factory is MISSING}
    assert "provenance" in required
    # the base game's values are printed, but for the inferred fifth Politics (escalation.md §12)
    assert [c.id for c in cat.of_set("base") if c.provenance != "printed"] == ["politics"]
    # every scenario is printed, but for the start tile of three promo cards (BGA's pick)
    assert all(sc.provenance == "printed" or sc.reconstructed == ["start_planet"]
               for sc in cat.scenarios.values())


# -- 4. Streamlining, Hyperefficiency, Infinite Unknown: at any point of your own turn ------------


@pytest.mark.card("streamlining", "frostwell")
def test_streamlining_can_be_used_before_mining_discards_the_hand():
    """"During your own turn, at any point" (base-game.md FAQ 36): offered on the action
    decision, so a card can leave the game before Mining discards the hand; once a turn."""
    g = exo_game()
    p = g.players[0]
    add_permanent(g, 0, "streamlining")
    rock = add_planet(g, 0, "frostwell", face_up=False)
    survey, warfare = set_hand(g, 0, "survey", "warfare")
    start_turn(g, 0)
    assert "use:rfg_per_turn" in keys(g)
    assert next(o for o in g.pending.options if o.key == "use:rfg_per_turn").label.startswith(
        "Streamlining: remove 1 card")
    answer(g, "action", "use:rfg_per_turn")
    answer(g, "rfg", survey)
    assert g.s.removed == [survey] and p.hand == [warfare]
    assert "use:rfg_per_turn" not in keys(g)  # once a turn
    answer(g, "action", "mine")  # its only Asteroid: no target to choose
    assert rock.face_up and warfare in p.discard
    answer(g, "role", "S")
    skip_to(g, "cleanup_discard", seat=0)  # no second offer at Cleanup
    assert sum("removes" in e.text for e in g.log) == 1


@pytest.mark.card("hyperefficiency", "infinite-unknown")
def test_hyperefficiency_and_infinite_unknown_can_be_used_at_the_role_decision():
    g = exo_game()
    p = g.players[0]
    add_permanent(g, 0, "hyperefficiency")
    add_permanent(g, 0, "infinite-unknown")
    survey, warfare, politics = set_hand(g, 0, "survey", "warfare", "politics")
    start_turn(g, 0)
    answer(g, "action", "skip")
    assert {"use:rfg_per_turn", "use:return_role_cards"} <= set(keys(g))
    answer(g, "role", "use:return_role_cards")
    answer(g, "return_roles", survey)
    assert g.s.stacks["S"][-1] == survey
    answer(g, "role", "use:rfg_per_turn")
    assert g.pending.max == 2  # any number: the two cards left
    answer(g, "rfg", politics)
    assert keys(g) == list("SWCPTR")  # both used this turn
    answer(g, "role", "W")
    answer(g, "boost", warfare)
    assert p.hand == [] and warfare in p.played


def streamlining_turn():
    """A base game: seat 0 holds Survey and Warfare, has Streamlining, and begins its turn."""
    g = table(hands={0: ("survey", "warfare")})
    add_permanent(g, 0, "streamlining")
    return start_turn(g, 0)


@pytest.mark.card("streamlining")
def test_streamlining_unused_is_still_offered_at_cleanup_and_never_on_others_turns():
    g = streamlining_turn()
    answer(g, "action", "use:rfg_per_turn")
    answer(g, "rfg")  # nothing removed: not used yet
    assert "use:rfg_per_turn" in keys(g)
    answer(g, "action", "skip")
    answer(g, "role", "C")
    answer(g, "follow", "dissent")
    assert g.pending.kind == "rfg" and g.pending.player == 0
    answer(g, "rfg")
    skip_to(g, "role", seat=1)
    assert all(not k.startswith("use:") for k in keys(g))
