"""Exotica setup (rulebook "Setup"; reconstruction §4.2 for start planets)."""

from collections import Counter

import pytest

from exotica_tui.rules import default_catalog

from .builders import new_game
from .exo import SETS

CAT = default_catalog()
STANDARD = {c.id for c in CAT.cards.values()
            if c.kind == "start_planet" and c.start_pool == "standard"}


@pytest.mark.card("ombrix", "oomaru", "mining")
def test_every_player_gets_a_mining_tile_and_a_start_planet_from_the_standard_pool():
    seen = set()
    for seed in range(30):
        g = new_game(4, sets=SETS, seed=seed)
        for p in g.players:
            assert p.mining == "basic"
            (pl,) = p.planets
            assert pl.card in STANDARD and not pl.face_up
            seen.add(pl.card)
    assert {"ombrix", "oomaru"} <= seen
    assert len(STANDARD) == 8


@pytest.mark.card("tumblestone", "kestrel-drift")
def test_asteroid_start_tiles_only_with_the_asteroid_starts_option():
    plain = {pl.card for seed in range(20) for p in new_game(5, sets=SETS, seed=seed).players
             for pl in p.planets}
    assert not plain & {"tumblestone", "kestrel-drift", "ixthara-prime"}
    opted = {pl.card for seed in range(20)
             for p in new_game(5, sets=SETS, seed=seed, asteroid_starts=True).players
             for pl in p.planets}
    assert {"tumblestone", "kestrel-drift"} <= opted and "ixthara-prime" not in opted


@pytest.mark.card("politics-exotica", "politics")
def test_standard_deal_uses_base_politics_and_the_exotica_setup_table():
    g = new_game(2, sets=SETS)
    for p in g.players:
        ids = Counter(c.split("#")[0] for c in p.hand + p.deck)
        assert ids == {"survey": 2, "warfare": 1, "colonize": 2, "produce-trade": 2,
                       "research": 2, "politics": 1}
    assert sum(c.startswith("politics-exotica") for c in g.s.box) == 8
    # Exotica setup table, 2 players: 16/14/16/12/16 before the decks are dealt
    assert {k: len(v) for k, v in g.s.stacks.items()} == {"S": 12, "W": 12, "C": 12, "PT": 8,
                                                           "R": 12}


def test_planet_deck_and_face_up_technology_piles():
    g = new_game(2, sets=SETS)
    assert len(g.s.planet_deck) == 54
    assert sum(g.card(c).is_asteroid for c in g.s.planet_deck) == 9
    piles = {k: len(v) for k, v in g.s.techs.items()}
    assert piles["diverse"] == 4 and piles["exotic"] == 15
    exotica_faces = {c.id for c in CAT.cards.values() if c.set == "exotica" and c.kind == "tech"}
    in_piles = {f for pile in g.s.techs.values() for c in pile
                for f in (c, g.card(c).other_face) if f}
    assert exotica_faces <= in_piles and len(exotica_faces) == 39
    assert len(g.view(0).techs["exotic"]) == 15  # face up: every seat sees them
