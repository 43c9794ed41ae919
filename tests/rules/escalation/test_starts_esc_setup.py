"""Escalation's six start planet tiles (escalation.md §8.2, checked with BGA
escalation_planets.csv) and the start-planet choice without scenarios (§2 step 4, RECOMMENDED;
rules/starts.py)."""

from __future__ import annotations

from collections import Counter

import pytest

from exotica_tui.bots import make_bot
from exotica_tui.rules.kinds import KINDS
from exotica_tui.rules.research import meets
from exotica_tui.rules.starts import choice_pool
from exotica_tui.rules.words import count
from tests.rules.builders import add_planet, answer, new_game, start_turn, table

ESC = ("base", "escalation")
EXO_ESC = ("base", "escalation", "exotica")
ALL_FOUR = ("base", "escalation", "exotica", "exotica-promo")
# id: type, Warfare cost, Colonize cost, influence, symbols, slots
TILES = {
    "chaconos": ("prestige", 2, 2, 2, "T", ["any"]),
    "janus": ("prestige", 2, 2, 2, "P", ["any"]),
    "wiesbaden": ("prestige", 2, 2, 2, "S", ["any"]),
    "bardolph": ("A", 5, 5, 2, "TR", []),
    "angel-aniv-ek-625": ("F", 5, 5, 2, "PC", []),
    "kaeth": ("M", 5, 5, 2, "SW", []),
}
ALL = pytest.mark.card("chaconos", "janus", "wiesbaden", "bardolph", "angel-aniv-ek-625",
                       "kaeth")


def own(tile, hand=(), face_up=True):
    """Seat 0 owns ``tile`` as its only planet and is about to act."""
    g = table(2, sets=ESC, hands={0: hand})
    g.s.box += [pl.card for pl in g.players[0].planets]
    g.players[0].planets = []
    pl = add_planet(g, 0, tile, face_up=face_up)
    return start_turn(g, 0), pl


def test_the_table_covers_every_escalation_start_tile():
    g = new_game(2, ESC)
    cards = {c.id: c for c in g.catalog.of_set("escalation") if c.kind == "start_planet"}
    assert set(cards) == set(TILES)
    for tid, (ptype, w, c, inf, syms, slots) in TILES.items():
        card = cards[tid]
        assert (card.planet_type, card.warfare_cost, card.colonize_cost, card.influence,
                "".join(card.symbols), [s.resource for s in card.slots]) == (
            ptype, w, c, inf, syms, slots)
        assert card.start_pool == "choice"


@ALL
@pytest.mark.parametrize("tile", sorted(TILES))
def test_face_up_symbols_count_for_their_roles(tile):
    syms = TILES[tile][4]
    for role in "SWPTR":
        g, _ = own(tile)
        answer(g, "role", role)
        line = next(e.text for e in g.log if " resolves " in e.text)
        assert line.endswith(f"with {count(1 + syms.count(role), 'symbol')}.")


@ALL
@pytest.mark.parametrize("tile", sorted(TILES))
def test_settle_needs_the_printed_cost_and_gives_the_influence(tile):
    cost, influence = TILES[tile][2], TILES[tile][3]
    for have in (cost - 1, cost):
        g, pl = own(tile, hand=("colonize",), face_up=False)
        pl.colony_value = have
        answer(g, "action", g.players[0].hand[0])
        answer(g, "choose_effect", "1")
        if have < cost:
            assert g.pending.kind == "role" and not pl.face_up
        else:
            answer(g, "settle_target", pl.card)
            assert pl.face_up and g.scores()[0].planets == influence


@pytest.mark.card("chaconos", "janus", "wiesbaden")
@pytest.mark.parametrize("tile", ["chaconos", "janus", "wiesbaden"])
def test_prestige_meets_no_technology_requirement_and_holds_any_basic_resource(tile):
    g, pl = own(tile)
    p = g.players[0]
    for tech in ("improved-survey-st", "improved-survey-sc", "improved-trade-ts"):
        assert not meets(g, p, g.card(tech)), tech  # 1 A, 1 F, 1 M
    answer(g, "role", "P")
    d = g.pending
    assert d.kind == "produce"
    assert {k.rsplit("/", 1)[1] for k in d.keys()} == {"food", "water", "iron", "silicon"}


@pytest.mark.card("bardolph", "angel-aniv-ek-625", "kaeth")
@pytest.mark.parametrize(("tile", "tech"), [("bardolph", "improved-survey-st"),
                                            ("angel-aniv-ek-625", "improved-survey-sc"),
                                            ("kaeth", "improved-trade-ts")])
def test_a_typed_tile_meets_a_requirement_of_its_type_once_face_up(tile, tech):
    g, pl = own(tile, face_up=False)
    assert not meets(g, g.players[0], g.card(tech))
    pl.face_up = True
    assert meets(g, g.players[0], g.card(tech))


def first_choice(seed=1, players=3, sets=ESC, **kw):
    g = new_game(players, sets, seed, **kw)
    return g, g.pending


@pytest.mark.card("chaconos", "bardolph")
def test_each_player_keeps_one_of_a_standard_and_an_escalation_tile_in_turn_order():
    g, d = first_choice()
    order = [(g.s.start_player + k) % 3 for k in range(3)]
    dealt = []
    for seat in order:
        d = g.pending
        assert d.kind == "start_planet_keep" and d.player == seat
        own_tile, esc_tile = d.keys()
        assert own_tile == g.players[seat].planets[0].card
        assert g.card(own_tile).start_pool == "standard"
        assert g.card(esc_tile).set == "escalation" and esc_tile in g.s.box
        dealt.append(esc_tile)
        keep = esc_tile if seat == order[0] else own_tile
        g.answer([keep])
        assert [pl.card for pl in g.players[seat].planets] == [keep]
        assert not g.players[seat].planets[0].face_up
        returned = own_tile if keep == esc_tile else esc_tile
        assert returned in g.s.box
    assert len(set(dealt)) == 3
    assert g.pending.kind in ("action", "role", "phase_order")
    cards = [c for zone in g.zones().values() for c in zone]
    assert len(cards) == len(set(cards))  # every card in exactly one zone


def test_the_choice_is_private_and_the_log_says_only_that_one_was_kept():
    g, d = first_choice()
    assert KINDS[d.kind].public is False
    esc = d.keys()[1]
    g.answer([esc])
    public = [e.text for e in g.log if e.seat is None]
    assert public[-1].endswith("keeps one of two start planets.")
    assert g.log[-1].seat == d.player and g.card(esc).name in g.log[-1].text


def test_with_exotica_the_standard_tile_may_be_exotic_and_the_other_is_never_standard():
    kinds = Counter()
    for seed in range(12):
        g, d = first_choice(seed, 5, EXO_ESC)
        own_tile, other = d.keys()
        kinds[g.card(own_tile).set] += 1
        assert g.card(other).start_pool != "standard"
    assert kinds["exotica"] > 0 and kinds["base"] > 0


def offered(sets, seeds=range(16), **kw):
    """Every tile dealt to choose from beside the standard one, in 5-seat games of these seeds."""
    seen = set()
    for seed in seeds:
        g = new_game(5, sets, seed, **kw)
        while g.pending.kind == "start_planet_keep":
            seen.add(g.pending.keys()[1])
            g.answer(g.pending.keys()[:1])
    return seen


ASTEROIDS = {"tumblestone", "kestrel-drift"}
PROMO = {"ixthara-prime", "magrathea"}


@pytest.mark.card("tumblestone", "kestrel-drift", "ixthara-prime", "magrathea")
@pytest.mark.parametrize(("sets", "extra"), [(EXO_ESC, ASTEROIDS), (ALL_FOUR, ASTEROIDS | PROMO)])
def test_with_exotica_the_tile_to_choose_comes_from_the_alternative_pool(sets, extra):
    """exotica-reconstruction.md §4.2, with Escalation: "The alternative pool is Escalation's 6
    tiles, plus the promo's Ixthara Prime and Magrathea (section 6), plus Tumblestone and Kestrel
    Drift: 10 tiles" (the promo's two only with the Promo Pack)."""
    g = new_game(5, sets)
    assert set(choice_pool(g)) == set(TILES) | extra
    assert offered(sets) == set(TILES) | extra


@pytest.mark.card("tumblestone")
def test_a_player_may_keep_an_asteroid_tile_dealt_to_choose():
    for seed in range(40):
        g, d = first_choice(seed, 5, EXO_ESC)
        while g.pending.kind == "start_planet_keep":
            d = g.pending
            if d.keys()[1] == "tumblestone":
                g.answer(["tumblestone"])
                assert [pl.card for pl in g.players[d.player].planets] == ["tumblestone"]
                assert d.keys()[0] in g.s.box
                return
            g.answer(d.keys()[:1])
    raise AssertionError("Tumblestone was never offered")


@pytest.mark.card("tumblestone", "kestrel-drift")
def test_asteroid_starts_put_the_asteroid_tiles_in_the_standard_pool_only():
    assert offered(EXO_ESC, asteroid_starts=True) == set(TILES)


@pytest.mark.card("magrathea")
def test_a_game_of_rules_revision_2_deals_escalations_tiles_to_choose():
    assert offered(EXO_ESC, rules_revision=2) == set(TILES)
    assert offered(ALL_FOUR, rules_revision=2) == set(TILES) | {"magrathea"}


def test_no_choice_without_escalation_or_with_scenarios():
    assert new_game(3, ("base",)).pending.kind != "start_planet_keep"
    assert new_game(3, ("base", "exotica")).pending.kind != "start_planet_keep"
    g = new_game(2, ("base", "escalation", "exotica"), scenarios="random")
    while g.pending.kind in ("start_planet", "take_role"):
        g.answer(g.pending.keys()[:1])
    assert g.pending.kind in ("action", "role", "phase_order")


def test_greedy_keeps_a_start_planet_legally():
    g, d = first_choice(players=5, seed=4)
    bot = make_bot("greedy", 1)
    while g.pending.kind == "start_planet_keep":
        d = g.pending
        keys = bot.choose(g.view(d.player), d)
        assert len(keys) == 1 and keys[0] in d.keys()
        g.answer(keys)
    assert all(len(p.planets) == 1 for p in g.players)
