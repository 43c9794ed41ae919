"""Issue 30, item 3: the handoff cover names the decision from public facts only, and the
first prompt after it has nothing highlighted, so no Enter answers it unseen (in a pty:
tests/tui/test_hostile_keys.py)."""

from __future__ import annotations

import random

from exotica_tui.play.cover import cover_line
from exotica_tui.play.session import Session
from exotica_tui.rules.decision import Decision, Option
from exotica_tui.rules.kinds import KINDS
from exotica_tui.rules.roletable import ROLE_NAMES
from exotica_tui.sim import progress_answer
from exotica_tui.tui.widgets.prompt import ChoiceList

from .driver import covered, make_app, make_setup, press, screen_text

SETS = ["base", "escalation", "exotica", "exotica-promo"]


def test_the_cover_names_the_decision():
    s = Session(make_setup(["Ann", "Bob", "Cy"], 2), 2)
    view = s.public_view()
    ask = [Option("a", "A"), Option("b", "B")]
    follow = Decision(1, "follow", "Follow?", ask, context={"role": "W"})
    assert cover_line(view, follow) == (
        f"Bob: follow or dissent Warfare ({view.players[view.active].name} leads)")
    limit = Decision(0, "discard_to_limit", "Discard 2.", ask, 2, 2)
    hand = view.players[0].hand_count
    assert cover_line(view, limit) == (
        f"Ann: discard down to your hand limit ({hand} cards, discard 2)")
    research = Decision(2, "research", "Research?", ask, context={"symbols": 3})
    assert cover_line(view, research) == "Cy: research with 3 symbols"
    assert cover_line(view, Decision(0, "from-a-newer-host", "?", ask)) == (
        "Ann: make a decision")


def test_the_cover_never_names_a_hidden_card():
    """Every decision of 40 games of all four sets: no name of a card in a hand, a deck or
    being looked at is on the cover (but the words of the cover phrases and the roles, which
    cards may share)."""
    fixed = " ".join([*ROLE_NAMES.values(), *(k.doing for k in KINDS.values())]).lower()
    covers = 0
    for seed in range(40):
        s = Session(make_setup(["Ann", "Bob", "Cy", "Di"], seed, SETS), seed)
        game, rng = s.game, random.Random(seed)
        while (d := game.pending) is not None and len(game.record.answers) < 150:
            line = cover_line(s.public_view(), d).lower()
            hidden = {c for p in game.players for c in [*p.hand, *p.deck]}
            hidden |= set(game.s.planet_deck) | set(game.view(d.player).looking)
            names = {game.name(c).lower() for c in hidden} - {""}
            named = [n for n in names if n in line and n not in fixed]
            assert not named, (line, named)
            covers += 1
            game.answer(progress_answer(game, d, rng))
    assert covers > 4000


async def test_the_first_prompt_after_the_cover_has_nothing_highlighted():
    app = make_app(["Ann", "Bob"], seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        while "Pass the keyboard" not in screen_text(app):
            await pilot.pause()
        assert "Ann: play an action card, or none" in screen_text(app)
        await press(pilot, "enter")
        assert not covered(app)
        choices = app.screen.query_one(ChoiceList)
        assert choices.highlighted is None
        await press(pilot, "enter", "enter")  # nothing highlighted: nothing answered
        assert app.session.game.record.answers == []
        await press(pilot, "down")  # a key moves the highlight: now Enter answers
        assert choices.highlighted == 0
        await press(pilot, "enter")
        assert len(app.session.game.record.answers) == 1
