"""A joined seat's replay (issue 32, item 2): the join client keeps what its seat was shown at
each update, and steps through those views only; it never had anything else to show."""

from __future__ import annotations

import random
import re
from dataclasses import replace

from exotica_tui.bots import make_bot
from exotica_tui.net import client
from exotica_tui.net import protocol as p
from exotica_tui.net.client import RemoteSession, grown
from exotica_tui.net.host import decision_msg
from exotica_tui.play.replay import MARK, ReplaySession
from exotica_tui.play.session import Session
from exotica_tui.play.setup import Setup, parse_seats
from exotica_tui.rules.views import GameView, LogView
from exotica_tui.sim import progress_answer
from exotica_tui.tui.join import JoinApp, RemoteOverScreen
from exotica_tui.tui.screens.info import EmpiresScreen
from exotica_tui.tui.screens.replay import GotoTurn, ReplayScreen
from exotica_tui.tui.screens.table import TableScreen

from ..tui.driver import press, screen_text
from .kit import start_host
from .test_join_app import wait
from .test_network_privacy import CARD_ID, hidden_from

CARD = re.compile(CARD_ID.pattern.decode())  # (of text, not bytes)


def unmarked(view: GameView) -> GameView:
    return replace(view, log=[replace(e, text=e.text.removeprefix(MARK)) for e in view.log])


def line(text: str) -> LogView:
    return LogView(1, text, private=False)


def test_grown_keeps_one_list_while_the_log_only_grows():
    a, b, c, d = (line(t) for t in "abcd")
    log = [a, b]
    same, kept = grown(log, 2, [c])  # the next line
    assert same is log and log == [a, b, c] and kept == 2
    same, kept = grown(log, 0, [a, b, c, d])  # joined again: everything sent again
    assert same is log and log == [a, b, c, d] and kept == 3
    taken, kept = grown(log, 0, [a, b])  # an undo took two lines back
    assert taken is not log and taken == [a, b] and kept == 2 and log == [a, b, c, d]
    other, kept = grown(taken, 1, [d])  # and wrote another instead
    assert other == [a, d] and kept == 1 and taken == [a, b]


class Wire:
    """A game on a ``Session`` and what a host sends seat 0 after each change (encoded and
    decoded, as it arrives), fed to a ``RemoteSession``."""

    def __init__(self, players: str = "Ann,Bob", sets: tuple[str, ...] = ("base", "exotica")):
        setup = Setup(seats=parse_seats(players, seed=4), sets=list(sets), seed=4)
        self.session = Session(setup, 4)
        game = self.session.game
        welcome = p.Welcome(seat=0, players=list(game.config.players),
                            humans=[True] * len(game.config.players),
                            sets=list(game.config.sets), extended=False)
        self.remote = RemoteSession(welcome)
        self.sent_log = 0
        self.received: list[GameView] = []  # each view as it arrived, with the log then

    def send(self, resend: bool = False) -> None:
        game = self.session.game
        view = game.view(0)
        start = 0 if resend or self.sent_log > len(view.log) else self.sent_log
        self.sent_log = len(view.log)
        self.received.append(replace(view, log=list(view.log)))
        view.log = view.log[start:]
        d = game.pending
        state = p.State(number=len(game.record.answers), view=view, log_start=start,
                        decision=decision_msg(d) if d and d.player == 0 else None,
                        waiting=d.player if d else None, notes=[], away=[],
                        scores=game.scores() if game.is_over else None)
        self.remote.update(p.decode(p.encode(state), p.HOST))  # type: ignore[arg-type]

    def play(self, answers: int, rng: random.Random) -> None:
        for _ in range(answers):
            d = self.session.game.pending
            if d is None:
                return
            self.session.game.answer(progress_answer(self.session.game, d, rng))
            self.send()


def test_the_seat_replay_steps_over_the_views_as_received_undo_and_rejoin_too():
    wire, rng = Wire(), random.Random(5)
    wire.send()
    wire.play(40, rng)
    wire.send(resend=True)  # joined again: the whole log again, the same position
    while wire.session.game.pending.player != 0:
        wire.play(1, rng)
    wire.session.game.answer(progress_answer(wire.session.game, wire.session.game.pending, rng))
    wire.send()
    wire.session.undo()  # the seat's own answer taken back: fewer log lines
    wire.send()
    undone = len(wire.received) - 1
    assert len(wire.received[undone].log) < len(wire.received[undone - 1].log)
    wire.play(30, rng)
    s = ReplaySession.of_seat(wire.remote.replay())
    assert s.step == s.replay.last == len(wire.received) - 1
    assert not s.open_hands and s.keyboard == 0
    for step, received in enumerate(wire.received):
        s.goto(step)
        assert unmarked(s.view()) == received, step
        fresh = sum(e.text.startswith(MARK) for e in s.view().log)
        before = wire.received[step - 1].log if step else []
        common = next((i for i, (a, b) in enumerate(zip(before, received.log, strict=False))
                       if a != b), min(len(before), len(received.log)))
        assert fresh == len(received.log) - common, step  # the step's own new lines
        assert s.view().turn_no == s.replay.turn_of(step)
    assert s.replay.fresh_lines(41, 0) == 0  # the rejoin wrote nothing new
    s.move("home")
    s.move("next_turn")
    assert s.step == s.replay.turn_starts[s.replay.turn_of(0) + 1] > 0


def test_the_kept_updates_are_bounded(monkeypatch):
    monkeypatch.setattr(client, "KEPT_UPDATES", 25)
    wire, rng = Wire(), random.Random(6)
    wire.send()
    wire.play(60, rng)
    replay = wire.remote.replay()
    assert len(wire.remote.shown) == replay.last + 1 == 25  # the latest 25
    s = ReplaySession.of_seat(replay)
    s.move("home")
    assert unmarked(s.view()) == wire.received[-25]


def visible_names(game, view: GameView) -> set[str]:
    return {game.name(c) for c in CARD.findall(repr(view))}


async def test_a_join_clients_replay_draws_only_what_its_seat_was_shown(tmp_path):
    """Ann joins, plays some turns against a bot, opens her replay, and every step (the
    table at 160x50 and at 80x24, at some steps the log, cards, techs and empires windows)
    draws none of the card names hidden from her at that update, none of Bob's private lines,
    and the view of each step is the one she received then (one step per state: the bot's
    answers are paced, so the host sends one after each)."""
    host, server, address, _ = await start_host(tmp_path, players="Ann,bot:greedy", seed=5,
                                                pace=0.01)  # (a state after each bot answer)
    sent: list[tuple[GameView, set[str], set[str]]] = []  # each state: view, hidden, private
    log: list[LogView] = []
    game = host.game

    def witness(seat: int, data: bytes) -> None:
        for raw in data.splitlines():
            msg = p.decode(raw, p.HOST)
            if seat == 0 and isinstance(msg, p.State):
                log[msg.log_start:] = msg.view.log
                private = {e.text for e in host.game.log if e.seat not in (None, 0)}
                sent.append((replace(msg.view, log=list(log)), hidden_from(host.game, 0),
                             private))

    host.sent = witness
    app = JoinApp(address, "Ann", host.tokens["Ann"])
    bot = make_bot("greedy", 3)
    async with server, app.run_test(size=(160, 50)) as pilot:
        await wait(pilot, lambda: isinstance(app.screen, TableScreen))
        while host.game.s.turn_no < 7 or host.game.pending.player != 0:
            s = app.remote
            if s.decision is not None and not s.sent and s.number == host.number:
                app.answer(bot.choose(s.view(), s.decision))
                if not s.sent:
                    app.answer([o.key for o in s.decision.options][:s.decision.min])
            await pilot.pause(0.005)
        await wait(pilot, lambda: app.remote.number == host.number
                   and len(app.remote.shown) == len(sent))
        assert any(private for _, _, private in sent)
        await press(pilot, "ctrl+r")
        assert isinstance(app.screen, ReplayScreen)
        screen, s = app.screen, app.screen.session
        assert s.step == s.replay.last == len(sent) - 1 and not s.open_hands
        for size in ((160, 50), (80, 24)):  # wide: the log panel; narrow: ``e``'s dialog
            await pilot.resize_terminal(*size)
            await press(pilot, "home")
            for step, (received, hidden, private) in enumerate(sent):
                assert s.step == step
                view = s.view()
                assert unmarked(view) == received, step
                assert not set(CARD.findall(repr(view))) & hidden, step
                drawn = [screen_text(app)]
                for key in ("l", "i", "b", "e") if step % 20 == 0 else ():
                    await press(pilot, key)
                    if key == "e" and app.screen is screen:  # the empires fit: none to show
                        continue
                    assert app.screen is not screen
                    if isinstance(app.screen, EmpiresScreen):
                        assert not app.screen.open_hands
                    drawn.append(screen_text(app))
                    await press(pilot, "escape")
                    assert app.screen is screen
                flat = " ".join(" ".join(drawn).split())
                names = {game.name(c) for c in hidden} - visible_names(game, view)
                names = {n for n in names if not any(n in e.text for e in received.log)}
                for name in names:
                    assert not re.search(rf"\b{re.escape(name)}\b", flat), (step, name)
                for text in private - {e.text for e in received.log}:  # (not Ann's own words)
                    assert " ".join(text.split()) not in flat, (step, text)
                assert f" {step}/{s.replay.last} " in flat
                await press(pilot, "right")
        # the turn keys and g work as in a save's replay; Esc is back at the live table
        await press(pilot, "home", "right_square_bracket")
        assert s.step == s.replay.next_turn(0) > 0
        await press(pilot, "g")
        assert isinstance(app.screen, GotoTurn)
        await press(pilot, "4", "enter")
        assert s.step == s.replay.turn_start(4) and s.view().turn_no == 4
        await press(pilot, "ctrl+r")  # no replay over a replay
        assert app.screen is screen
        await press(pilot, "escape")
        assert app.screen is app.table
        # the game goes on: the next replay holds the new updates too
        before = len(sent)
        s = app.remote
        app.answer([o.key for o in s.decision.options][:s.decision.min])
        await wait(pilot, lambda: len(app.remote.shown) > before)
        await press(pilot, "ctrl+r")
        assert app.screen.session.replay.last >= before


async def test_at_game_over_r_replays_the_seats_view_to_the_final_scores(tmp_path):
    host, server, address, _ = await start_host(tmp_path, players="Ann,bot:greedy", seed=5)
    app = JoinApp(address, "Ann", host.tokens["Ann"])
    async with server, app.run_test(size=(80, 24)) as pilot:
        await wait(pilot, lambda: isinstance(app.screen, TableScreen))
        while not app.remote.game.is_over:
            s = app.remote
            if s.decision is not None and not s.sent and s.number == host.number:
                app.answer([o.key for o in s.decision.options][:s.decision.min])
            await pilot.pause(0.005)
        await wait(pilot, lambda: isinstance(app.screen, RemoteOverScreen))
        await press(pilot, "r")
        assert isinstance(app.screen, ReplayScreen)
        s = app.screen.session
        assert s.replay.finished and not s.open_hands  # the host sends no record
        assert all(pv.hand is None for pv in s.view().players[1:])
        text = " ".join(screen_text(app).split())
        ranked = sorted(host.game.scores(), key=lambda x: (x.rank, x.seat))
        assert f"final: {ranked[0].name} {ranked[0].total}" in text
        await press(pilot, "escape")
        assert isinstance(app.screen, RemoteOverScreen)
