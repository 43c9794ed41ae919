"""The ``progress`` policy of ``exotica sim`` (exotica_tui/sim_policies.py): it steers random
play toward every technology, and a game's answers depend on its own seed only, so a run gives
the same figures in one process or two."""

from __future__ import annotations

import random

from exotica_tui import sim
from exotica_tui.rules.config import KNOWN_SETS
from exotica_tui.rules.kinds import K
from exotica_tui.sim_policies import (
    aim,
    aims,
    planet_preference,
    progress_answer,
    strongest_role,
)
from tests.rules.builders import add_planet, new_game, set_hand, skip_to, start_turn

ALL = tuple(KNOWN_SETS)


def test_a_progress_run_in_two_processes_gives_the_same_json_as_in_one():
    one, two = (sim.run(games=6, players=(2, 5), seed=7, sets=list(ALL), policy="progress",
                        check="none", jobs=jobs) for jobs in (1, 2))
    one.pop("seconds"), two.pop("seconds")
    assert one == two and one["completed"] == 6 and one["researched"]


def test_each_seat_has_an_aim_type_from_the_seed_and_every_type_is_someones():
    assert aims(5, 4, True) == aims(5, 4, True)
    seen = {t for seed in range(40) for t in aims(seed, 5, True)}
    assert seen == {"A", "F", "M", "E"}
    assert {t for seed in range(40) for t in aims(seed, 5, False)} == {"A", "F", "M"}


def test_a_seat_keeps_planets_of_its_aim_type_first_until_it_has_three():
    g = new_game(2, ALL, seed=3)
    p = g.players[0]
    want = aim(g, 0)
    of = {t: next(c.id for c in g.catalog.cards.values() if c.kind == "planet"
                  and c.planet_type == t and not c.is_asteroid) for t in "AFME"}
    other = next(t for t in "AFM" if t != want)
    prefer = {t: planet_preference(g, 0, of[t], K.SURVEY_KEEP) for t in (want, other, "E")}
    assert prefer[want] > max(v for t, v in prefer.items() if t != want)
    for iid in [c for c in g.s.planet_deck if g.card(c).planet_type == want][:3]:
        g.s.planet_deck.remove(iid)
        p.planets.append(type(p.planets[0])(card=iid))
    assert planet_preference(g, 0, of[want], K.SURVEY_KEEP) < 3


def test_progress_never_discards_nor_removes_a_technology_card():
    g = new_game(2, ("base",), seed=2)
    tech = set_hand(g, 0, "improved-survey-st", "survey", "warfare", "colonize")[0]
    start_turn(g, 0)
    skip_to(g, "cleanup_discard", seat=0)
    d = g.pending
    picks = [progress_answer(g, d, random.Random(k)) for k in range(40)]
    assert any(picks) and not any(tech in keys for keys in picks)


def test_a_seat_holding_three_face_down_planets_stops_leading_survey():
    g = new_game(2, ("base",), seed=2)
    set_hand(g, 0, "survey", "survey", "survey")
    roles = ["S", "W", "C", "P", "T", "R"]

    def leads() -> set[str]:
        return {strongest_role(g, 0, roles, random.Random(k)) for k in range(30)}

    assert "S" in leads()  # three Survey symbols in hand
    for card in ("lyttle", "gerdland", "new-texas"):
        add_planet(g, 0, card, face_up=False)
    assert "S" not in leads()
