"""Hot-seat privacy: a 3-seat all-human game played through the UI never shows a card that
only another seat may see (its hand, the fronts of its face-down planets)."""

from __future__ import annotations

import random

from exotica_tui.rules import Game
from exotica_tui.tui.screens.gameover import GameOverScreen
from exotica_tui.tui.screens.handoff import HandoffCover
from exotica_tui.tui.screens.table import TableScreen
from exotica_tui.tui.widgets import board
from exotica_tui.tui.widgets.prompt import ChoiceList

from .driver import covered, make_app, press, screen_text, step


def public_names(game: Game, seat: int | None) -> set[str]:
    """Names anyone may see now (public zones), plus what ``seat`` knows privately."""
    s = game.s
    cards = [c for pile in s.techs.values() for c in pile] + s.planet_discard + s.removed
    cards += [c for stack in s.stacks.values() for c in stack]
    for p in s.players:
        cards += p.discard + p.played + p.tucked + [pm.face for pm in p.permanents]
        cards += [pl.card for pl in p.planets if pl.face_up or p.seat == seat]
        cards += [c for pl in p.planets for c in pl.colonies]
        if p.seat == seat:
            cards += p.hand
    return {game.card(c).name for c in cards}


def secret_names(game: Game, seat: int | None) -> set[str]:
    """Names of cards only other seats may see, that appear nowhere public."""
    secret = set()
    for p in game.players:
        if p.seat != seat:
            secret |= {game.card(c).name for c in p.hand}
            secret |= {game.card(pl.card).name for pl in p.planets if not pl.face_up}
    return secret - public_names(game, seat)


async def test_no_screen_shows_another_seats_private_cards():
    app = make_app(["Ann", "Bob", "Cy"], seed=11)
    rng = random.Random(11)
    checked = handoffs = 0
    last_seat = None  # the seat the last table showed; it may change only across a handoff
    seen_secrets: set[str] = set()
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(1500):
            await pilot.pause()
            s = app.session
            screen = app.screen
            at_keyboard = s.keyboard if isinstance(screen, TableScreen) and not covered(app) \
                else None
            if at_keyboard is not None and s.pending is not None:
                assert s.pending.player == s.keyboard, "a table shows another seat's decision"
                me = s.game.players[s.keyboard]
                hand = screen.query_one("#hand", board.Panel).text.plain
                assert hand == board.hand_text(s.game, s.hand_slots(s.view()), me.name).plain
                assert {c for c in s.hand_slots(s.view()) if c} == set(me.hand)
            if covered(app):
                handoffs += 1
                last_seat = None
            elif isinstance(screen, TableScreen):
                assert last_seat in (None, s.keyboard), "seat changed without a handoff"
                last_seat = s.keyboard
            text = screen_text(app)
            secrets = secret_names(s.game, at_keyboard)
            shown = {name for name in secrets if name in text}
            assert not shown, f"{type(screen).__name__} shows {shown}"
            seen_secrets |= secrets
            checked += 1
            if await step(pilot, app, rng, prefer={"role": "W"}) == "over":
                break
        assert isinstance(app.screen, GameOverScreen)
    assert handoffs > 10 and len(seen_secrets) >= 3 and checked > 50


async def test_the_table_shows_the_next_seat_before_the_handoff_cover_goes(monkeypatch):
    """No frame, however short, shows the previous player's hand to the next one."""
    app = make_app(["Ann", "Bob"], seed=2)
    seen: list[tuple[int, str]] = []
    show_cover = TableScreen._show_cover

    def checked(self):
        """The next seat sits down (its hand fills the panel) only once the table is hidden:
        every hand the panel held while the table was displayed is the seat's deciding."""
        s = app.session
        if s.pending is not None and s.keyboard is not None:
            seen.append((s.keyboard, self.query_one("#hand", board.Panel).text.plain))
        show_cover(self)
        assert self.covered and not self.query_one("#table").display

    monkeypatch.setattr(TableScreen, "_show_cover", checked)
    rng = random.Random(2)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(40):
            await step(pilot, app, rng)
    assert len(seen) >= 3
    for seat, hand in seen:
        assert hand.startswith(f"{app.session.game.players[seat].name}'s hand")


async def test_under_the_cover_only_enter_and_scroll_keys_act():
    """The choices keep the focus below the cover (a focus change per handoff would cost a
    repaint), so the screen must stop every other key on its way to them."""
    app = make_app(["Ann", "Bob", "Cy"], seed=3)
    rng = random.Random(3)
    async with app.run_test(size=(60, 12)) as pilot:  # small: the cover has to scroll
        await press(pilot, "enter")
        while not covered(app):
            await step(pilot, app, rng)
        await pilot.pause()  # the next seat is seated below the cover: nothing highlighted
        choices = app.screen.query_one(ChoiceList)
        answers, highlighted = list(app.session.game.record.answers), choices.highlighted
        assert choices.option_count
        for key in ("1", "space", "down", "s", "f", "escape", "end"):
            await press(pilot, key)
        assert covered(app) and app.session.game.record.answers == answers
        assert choices.highlighted == highlighted
        assert app.screen.query_one(HandoffCover).scroll_y > 0  # "end" scrolled the cover
        await press(pilot, "enter")
        assert not covered(app) and app.session.game.record.answers == answers
