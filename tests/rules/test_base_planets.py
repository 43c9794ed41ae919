"""Every base planet and start planet (base-game.md §7): its costs decide settle and attack, its
face-up side gives influence, role symbols, typed resource slots and hand size."""

import pytest

from exotica_tui.rules.words import count
from tests.rules.builders import add_planet, answer, base_id, start_turn, table

# id: type, Warfare cost, Colonize cost, influence, symbol, slots (f w s i), hand bonus
PLANETS = {
    "lyttle": "A 5 4 3 R s 0", "echo-rose": "A 4 5 3 R s 0", "srod-avein-n2": "A 6 3 4 R - 0",
    "ral-gai-gaw": "A 5 4 3 T s 0", "hanoj-t": "A 4 5 3 T s 0", "zephan": "A 6 3 4 T - 0",
    "oknow": "A 5 4 2 - s 1", "sima-07c": "A 4 5 2 - s 1", "sholmican": "A 6 3 4 - s 0",
    "styku": "F 5 4 3 C w 0", "mik-mik": "F 4 5 3 C f 0", "new-texas": "F 6 3 2 C fw 0",
    "gerdland": "F 5 4 3 P w 0", "mishburr-ito-a": "F 4 5 3 P f 0",
    "artigas-gns-111": "F 6 3 2 P fw 0", "spielbany-vi": "F 5 4 2 - w 1",
    "nelos-iv": "F 4 5 2 - f 1", "angus-duffy": "F 6 3 3 - fw 0",
    "voson": "M 5 4 3 S i 0", "pink-sonar": "M 4 5 3 S i 0", "kyrie-juno": "M 6 3 4 S - 0",
    "tankahshin": "M 5 4 3 W i 0", "erkam-w": "M 4 5 3 W i 0",
    "overlord-betzel-s-domain": "M 6 3 4 W - 0", "marghannah-prime": "M 5 4 3 - - 1",
    "8910-spielen": "M 4 5 2 - i 1", "idroyos": "M 6 3 5 - - 0",
    "pomerene": "A 2 2 2 - s 0", "liagiba": "A 2 2 2 - s 0", "drawde": "F 2 2 2 - f 0",
    "mesia-sednim": "F 2 2 2 - w 0", "piedra-seca": "M 2 2 2 - i 0",
    "chrispen": "M 2 2 2 - i 0",
}
RESOURCE = {"f": "food", "w": "water", "s": "silicon", "i": "iron"}
ALL = pytest.mark.card(
    "lyttle", "echo-rose", "srod-avein-n2", "ral-gai-gaw", "hanoj-t", "zephan", "oknow",
    "sima-07c", "sholmican", "styku", "mik-mik", "new-texas", "gerdland", "mishburr-ito-a",
    "artigas-gns-111", "spielbany-vi", "nelos-iv", "angus-duffy", "voson", "pink-sonar",
    "kyrie-juno", "tankahshin", "erkam-w", "overlord-betzel-s-domain", "marghannah-prime",
    "8910-spielen", "idroyos", "pomerene", "liagiba", "drawde", "mesia-sednim", "piedra-seca",
    "chrispen")


def facts(planet):
    ptype, w, c, inf, sym, slots, hand = PLANETS[planet].split()
    return ptype, int(w), int(c), int(inf), sym.strip("-"), [
        RESOURCE[x] for x in slots.strip("-")], int(hand)


def own(planet, hand=("colonize",), face_up=False):
    """Seat 0 owns ``planet`` as its only planet and is about to act."""
    g = table(2, hands={0: hand})
    g.s.box += [pl.card for pl in g.players[0].planets]
    g.players[0].planets = []
    pl = add_planet(g, 0, planet, face_up=face_up)
    return start_turn(g, 0), pl


def test_the_table_covers_every_base_planet(request):
    cat = [c for c in table(2).catalog.of_set("base") if c.kind in ("planet", "start_planet")]
    assert sorted(c.id for c in cat) == sorted(PLANETS)
    for c in cat:
        assert c.planet_type == facts(c.id)[0]


@ALL
@pytest.mark.parametrize("planet", sorted(PLANETS))
@pytest.mark.parametrize("how", ["settle", "attack"])
def test_settle_and_attack_need_the_printed_cost(planet, how):
    """Settle: Colonies equal to the Colonize cost; attack: Fighters equal to the Warfare cost."""
    cost = facts(planet)[2 if how == "settle" else 1]
    for have in (cost - 1, cost):
        g, pl = own(planet, hand=("colonize",) if how == "settle" else ("warfare",))
        if how == "settle":
            pl.colony_value = have
        else:
            g.players[0].fighters = have
        answer(g, "action", next(iter(g.players[0].hand)))
        answer(g, "choose_effect", "1")
        if have < cost:
            assert g.pending.kind == "role" and not pl.face_up
        else:
            answer(g, f"{how}_target", pl.card)
            assert pl.face_up and g.players[0].fighters == 0


@ALL
@pytest.mark.parametrize("planet", sorted(PLANETS))
def test_face_up_slots_take_their_resource_types(planet):
    slots = facts(planet)[5]
    g, pl = own(planet, hand=("produce-trade",) * 3, face_up=True)
    answer(g, "action", "skip")
    answer(g, "role", "P")
    answer(g, "boost", *g.players[0].hand)  # 4 Produce symbols: the extra ones are wasted
    assert pl.resources == slots


@ALL
@pytest.mark.parametrize("planet", sorted(PLANETS))
def test_face_up_symbol_counts_for_its_role(planet):
    sym = facts(planet)[4]
    for role in "SWPTR":
        g, pl = own(planet, hand=(), face_up=True)
        answer(g, "role", role)
        line = next(e.text for e in g.log if " resolves " in e.text)
        assert line.endswith(f"with {count(1 + (role == sym), 'symbol')}.")
    g, pl = own(planet, hand=("colonize",), face_up=True)
    lyttle = add_planet(g, 0, "lyttle" if planet != "lyttle" else "echo-rose", face_up=False)
    lyttle.colony_value = g.card(lyttle.card).colonize_cost - 1
    answer(g, "action", next(iter(g.players[0].hand)))
    answer(g, "choose_effect", "1")
    if sym == "C":  # an empire Colonize symbol is one virtual Colony
        answer(g, "settle_target", lyttle.card)
    assert lyttle.face_up == (sym == "C")


@ALL
@pytest.mark.parametrize("planet", sorted(PLANETS))
def test_face_up_influence_and_hand_size(planet):
    _, _, _, influence, _, _, hand = facts(planet)
    g, pl = own(planet, hand=(), face_up=False)
    assert g.scores()[0].planets == 0
    pl.face_up = True
    assert g.scores()[0].planets == influence
    answer(g, "role", "W")
    answer(g, "follow", "dissent")
    assert len(g.players[0].hand) == 5 + hand


def test_role_card_names_match_their_stacks():
    g = table(2)
    for stack, pile in g.s.stacks.items():
        assert {base_id(c) for c in pile} == {
            "S": {"survey"}, "W": {"warfare"}, "C": {"colonize"}, "PT": {"produce-trade"},
            "R": {"research"}}[stack]
