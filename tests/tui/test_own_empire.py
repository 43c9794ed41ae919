"""At every decision, the player deciding sees their own empire beside the leader's, at 80x24
with 5 seats, without pressing a key (leaders, followers, Exotica's decisions)."""

from __future__ import annotations

import random

from exotica_tui.tui.packed import Packed
from exotica_tui.tui.screens.table import TableScreen

from .driver import covered, make_app, screen_text, step


def check_in_view(app, option_rows: int, whole: bool) -> None:
    """The deciding seat's and the leader's empires are on the drawn screen: ``whole``, every
    line of them inside the visible table; else their first line and their planets with
    their resources (the Mining tile and the cards played may be cut)."""
    screen: TableScreen = app.screen
    view = app.session.view()
    drawn = screen_text(app)
    width = app.size.width - 2  # narrow: the empires' padding
    for seat in {app.session.pending.player, view.active}:
        text = screen.empire_of(seat).text  # in the form its region had rows for
        if not whole:
            text = Packed([r for n, r in enumerate(text.rows)
                           if n == 0 or r.label.plain.strip() in ("Up:", "Down:")])
        for line in text.text(width).plain.splitlines():
            assert line.strip() in drawn, (line, drawn)
    choices = screen.query_one("#choices")
    assert choices.region.height >= min(option_rows, choices.option_count), drawn


async def play_checking(names: list[str], seed: int, decisions: int, option_rows: int = 2,
                        whole: bool = True, sets: tuple[str, ...] = ("base", "exotica"),
                        ) -> set[str]:
    """Plays ``decisions`` decisions by keys, checking each (``check_in_view``);
    ``option_rows``: the options in view at least (they scroll)."""
    app = make_app(names, seed=seed, sets=list(sets))
    rng = random.Random(seed)
    kinds = set()
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(decisions * 2):
            await pilot.pause()
            await pilot.pause()
            s = app.session
            if isinstance(app.screen, TableScreen) and not covered(app) and s.pending:
                check_in_view(app, option_rows, whole)
                kinds.add(s.pending.kind + (" (leader)" if s.pending.player == s.view().active
                                            else " (follower)"))
                decisions -= 1
            if decisions <= 0 or await step(pilot, app, rng) == "over":
                break
    return kinds


async def test_five_seats_see_their_own_empire_and_the_leaders_at_every_decision():
    kinds = await play_checking(["Ann", "Bob", "Cy", "Dee", "Eve"], seed=5, decisions=150)
    assert {"action (leader)", "role (leader)", "follow (follower)"} <= kinds, kinds


async def test_two_seats_of_exotica_with_long_wide_names():
    """Names of 24 characters, one of them all double-width: two lines each for the status,
    the hand and an empire's first line leave room for the planets and one option row."""
    kinds = await play_checking(["アンアンアンアンアンアンアンアンアンアンアンアン",
                                 "Bartholomew-Zebediah Xi"], seed=2, decisions=150, option_rows=1,
                                whole=False)
    assert {"action (leader)", "role (leader)", "follow (follower)"} <= kinds, kinds


async def test_five_seats_of_escalation_and_exotica_at_80x24():
    """Issue 10: a 5-seat base + Escalation + Exotica game at 80x24, with Fleet tiles and
    ships by size: the deciding seat's empire and the leader's stay whole in view, with the
    options, at every decision, Escalation's own decisions included."""
    kinds = await play_checking(["Ann", "Bob", "Cy", "Dee", "Eve"], seed=5, decisions=200,
                                sets=("base", "escalation", "exotica"))
    assert {"action (leader)", "role (leader)", "follow (follower)",
            "start_planet_keep (leader)"} <= kinds, kinds
