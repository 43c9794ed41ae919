"""Issue 30, item 4: a hand card keeps its digit while it stays in hand during a turn; a card
gone leaves a gap (``3 ·``) until a draw fills it, the gaps first (``play.hands``)."""

from __future__ import annotations

from exotica_tui.play.hands import HandSlots, refill
from exotica_tui.play.session import Session
from exotica_tui.tui.app import ExoticaApp
from exotica_tui.tui.widgets.prompt import PromptPanel

from .driver import make_setup, press, screen_text, sit_down


def test_cards_gone_leave_gaps_that_draws_fill_first():
    assert refill(("a", "b", "c", "d"), ["a", "c", "d"]) == ("a", None, "c", "d")
    assert refill(("a", None, "c", "d"), ["a", "c", "d", "e", "f"]) == ("a", "e", "c", "d", "f")
    assert refill(("a", "b", "c"), ["a", "b"]) == ("a", "b")  # no gap at the end


def test_slots_pack_after_the_seats_turn_and_an_undo_gets_its_slots_back():
    view = Session(make_setup(["Ann", "Bob"], 1), 1).game.view(0)
    me, view.active = view.players[0], 0  # Ann's turn
    hand = list(me.hand)
    slots = HandSlots()
    assert slots.slots(view, 3) == tuple(hand)  # a first look (or a resumed game): packed
    me.hand = hand[1:]
    assert slots.slots(view, 4) == (None, *hand[1:])
    me.hand = hand
    assert slots.slots(view, 3) == tuple(hand)  # undone: back to those of answer 3
    me.hand = hand[1:]
    assert slots.slots(view, 4) == (None, *hand[1:])
    view.turn_no += 1  # Ann's turn is over (she was active): her cleanup packs the slots
    view.active = 1
    assert slots.slots(view, 9) == tuple(hand[1:])


async def test_playing_a_card_keeps_the_other_cards_digits():
    """The first player plays their second card for its action; in the next prompt of hand
    cards (the boost) the cards still held have the digits they had, and the hand row shows
    the gap."""
    app = ExoticaApp(make_setup(["Ann", "Bob"], seed=1))
    async with app.run_test(size=(100, 30)) as pilot:
        await sit_down(pilot)
        panel = app.table.query_one(PromptPanel)
        before = {k: c for c, k in panel.hotkeys.items() if c.isdigit()}
        played = next(k for k, c in before.items() if c == "2")
        card = app.session.game.card(played)
        await press(pilot, "2")
        while app.session.pending.kind not in ("role", "boost"):  # the action's own choices
            await press(pilot, *(["n"] if "n" in panel.hotkeys else ["down", "enter"]))
        if app.session.pending.kind == "role":
            role = next(c for c, k in panel.hotkeys.items() if c.isalpha() and k != "skip")
            await press(pilot, role)
        assert app.session.pending.kind == "boost", app.session.pending
        hand = app.session.game.players[app.session.keyboard].hand
        now = {k: c for c, k in panel.hotkeys.items() if c.isdigit()}
        kept = [c for c in hand if c in before and c in now]
        assert kept and all(now[c] == before[c] for c in kept), (card.name, before, now)
        if played not in hand and len(hand) < len(before):
            assert "2 ·" in screen_text(app)
