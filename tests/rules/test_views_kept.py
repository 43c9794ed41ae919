"""A view keeps the view of a planet unchanged since the last one (rules/views.py
``planet_views``: issue 13, views flat over a game), and still shows every change, whoever
makes it: the rules, or a test or a bot editing the state directly."""

from .builders import add_planet, new_game


def test_an_unchanged_planet_keeps_its_view_and_a_changed_one_gets_a_new_one():
    g = new_game(sets=("base", "exotica"))
    pl = add_planet(g, 0, "voson", face_up=True)
    first = g.view(0).players[0].planets[-1]
    assert g.view(0).players[0].planets[-1] is first
    pl.resources[0] = "P"  # a direct edit: compared field by field
    changed = g.view(0).players[0].planets[-1]
    assert changed is not first and changed.resources[0] == "P"
    assert first.resources[0] is None  # an earlier view is never changed
    pl.colonies.append("colonize#01")
    assert g.view(0).players[0].planets[-1].colonies == ["colonize#01"]


def test_the_owner_and_the_others_see_a_face_down_planet_apart():
    g = new_game(sets=("base", "exotica"))
    pl = add_planet(g, 0, "voson", face_up=False)
    own = g.view(0).players[0].planets[-1]
    other = g.view(1).players[0].planets[-1]
    assert own.card == "voson" and other.card is None and other.resources == []
    pl.face_up = True
    assert g.view(1).players[0].planets[-1].card == "voson"
