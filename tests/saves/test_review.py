"""The review of a finished game (play/review.py), checked against what the log and the final
game say by other means."""

from __future__ import annotations

from collections import Counter

import pytest

from exotica_tui import saves
from exotica_tui.play.replay import Replay
from exotica_tui.play.review import TURNING_POINTS, lead_of, review
from exotica_tui.rules.points import owned_techs

from .test_replay import FINISHED, REVISION_2, UNFINISHED, replay_of


@pytest.fixture(scope="module", params=[FINISHED, REVISION_2], ids=lambda p: p.stem)
def case(request):
    replay = replay_of(request.param)
    return replay, review(replay)


def test_the_last_scores_are_the_final_scores(case):
    replay, r = case
    check = saves.load(replay_path(replay)).game.scores()  # what `exotica check` replays
    assert [row[-1] for row in r.scores] == r.final == [s.total for s in check]
    assert r.turns == [0, *sorted(t for t in replay.turn_starts if t)]
    assert all(len(row) == len(r.turns) for row in r.scores)
    assert r.names[r.winner] == next(s.name for s in check if s.rank == 1)


def replay_path(replay: Replay):
    return next(p for p in (FINISHED, REVISION_2)
                if saves.load(p).game.record.config == replay.record.config)


def test_roles_led_and_dissents_agree_with_the_log(case):
    replay, r = case
    log = [e.text for e in replay.final.log]
    for st in r.seats:
        for role, n in st.led.items():
            assert n == sum(1 for t in log if t.startswith(f"{st.name} leads {role}")), role
        assert sum(st.dissented.values()) == log.count(f"{st.name} dissents.")
        assert sum(st.followed.values()) >= log.count(f"{st.name} follows.")


def test_what_entered_each_empire_is_counted(case):
    replay, r = case
    final = replay.final
    start = replay.at(replay.turn_starts[1])
    for st, p, q in zip(r.seats, start.players, final.players, strict=True):
        gained = Counter(owned_techs(final, q)) - Counter(owned_techs(final, p))
        assert Counter(final.name(c) for c in gained.elements()) <= Counter(
            name for _, name in st.techs)
        assert st.ships >= sum(q.fleet.by_size().values()) - sum(p.fleet.by_size().values())
        face_down = sum(1 for pl in q.planets if not pl.face_up)
        assert st.surveyed >= face_down - sum(1 for pl in p.planets if not pl.face_up)
        assert st.settled + st.conquered >= 0 and st.resources >= 0
    assert sum(st.settled + st.conquered for st in r.seats) > 0
    assert sum(st.surveyed for st in r.seats) > 0 and any(st.techs for st in r.seats)


def test_turning_points_are_where_the_winners_lead_moved_most(case):
    replay, r = case
    changes = {t: lead_of(r.scores, r.winner, i) - lead_of(r.scores, r.winner, i - 1)
               for i, t in enumerate(r.turns) if i}
    points = r.turning_points
    assert points and [p.turn for p in points] == sorted(p.turn for p in points)
    for p in points:
        assert p.change == changes[p.turn] != 0
        assert p.step == replay.turn_starts[p.turn]
        assert p.lead == lead_of(r.scores, r.winner, r.turns.index(p.turn))
    grew = sorted((c for c in changes.values() if c > 0), reverse=True)[:TURNING_POINTS]
    shrank = sorted(c for c in changes.values() if c < 0)[:TURNING_POINTS]
    assert sorted(p.change for p in points) == sorted(grew + shrank)


def test_only_a_finished_game_is_reviewed():
    with pytest.raises(AssertionError):
        review(replay_of(UNFINISHED))


def test_the_export_of_a_finished_game_holds_its_review(tmp_path):
    from exotica_tui.export import export

    game = saves.load(FINISHED).game
    txt, html = export(game, tmp_path / "game", source=FINISHED)
    r = review(replay_of(FINISHED))
    page, text = html.read_text(), txt.read_text()
    chart = page[page.index("<svg"):page.index("</svg>")]
    assert chart.count("<polyline") == 5 and 'aria-label="Score after each turn"' in chart
    for p in r.turning_points:
        assert f"exotica replay {FINISHED} --step {p.step}</code>" in page
        assert f"Turn {p.turn}: " in text
    assert "What each player did" in text and "Technologies gained, by turn" in text
    assert page.index('<section id="review">') < page.index("<pre")


def test_the_export_of_an_unfinished_game_has_no_review(tmp_path):
    from exotica_tui.export import export

    txt, html = export(saves.load(UNFINISHED).game, tmp_path / "game")
    assert "<svg" not in html.read_text() and "Turning points" not in txt.read_text()
