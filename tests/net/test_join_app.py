"""``exotica join``: the real app for one seat against an in-process host."""

from __future__ import annotations

import asyncio

from exotica_tui.bots import make_bot
from exotica_tui.net import client
from exotica_tui.net import protocol as p
from exotica_tui.net.commands import listen
from exotica_tui.net.host import Host
from exotica_tui.play.session import Session
from exotica_tui.rules import Game
from exotica_tui.tui.join import JoinApp, RemoteOverScreen
from exotica_tui.tui.screens.table import TableScreen
from exotica_tui.tui.widgets.prompt import PromptPanel

from .kit import Seat, start_host


async def wait(pilot, cond, seconds: float = 10.0) -> None:
    for _ in range(int(seconds / 0.02)):
        if cond():
            return
        await pilot.pause(0.02)
    raise AssertionError("timed out")


def hand_text(app) -> str:
    return "".join(str(w.render()) for w in app.screen.query("#hand"))


async def test_join_app_shows_only_its_seat_and_answers_with_keys(tmp_path):
    host, server, address, _ = await start_host(tmp_path)
    async with server:
        bob = await Seat(address, "Bob", host.tokens["Bob"]).open()
        await bob.state_ready()
        app = JoinApp(address, "Ann", host.tokens["Ann"])
        async with app.run_test(size=(80, 24)) as pilot:
            await wait(pilot, lambda: isinstance(app.screen, TableScreen))
            view = app.remote.view()
            assert view.seat == 0 and view.players[1].hand is None
            hand = [host.game.name(c) for c in host.game.s.players[0].hand]
            await wait(pilot, lambda: "hand" in hand_text(app))
            shown = hand_text(app)
            assert "Ann's hand (5)" in shown and all(n in shown for n in hand)
            assert not app.screen.query_one("#handoff").display  # never a handoff cover
            for key in "ibl?":  # the windows of the table work on the remote seat too
                await pilot.press(key)
                await pilot.pause()
                assert app.screen is not app.table
                await pilot.press("escape")
                await wait(pilot, lambda: app.screen is app.table)
            # Bob (a scripted client) plays until Ann must decide; Ann answers with keys
            await asyncio.wait_for(bob.play(stop=lambda s: s.waiting == 0), 10)
            await wait(pilot, lambda: app.remote.decision is not None)
            before = len(host.game.record.answers)
            number, app.remote.number = app.remote.number, app.remote.number - 1
            app.answer([app.remote.decision.options[0].key])  # for a decision long gone
            assert app.remote.sent
            await wait(pilot, lambda: not app.remote.sent)  # refused: Ann may answer again
            app.remote.number = number
            prompt = app.screen.query_one(PromptPanel)
            char = next(iter(prompt.hotkeys))
            await pilot.press(char)
            if prompt.multi:
                await pilot.press("enter")
            await wait(pilot, lambda: len(host.game.record.answers) > before)
            # table talk: Bob hears Ann's line exactly, markup and all, as data
            await pilot.press("m")
            await pilot.press(*"[b]gg[/b]", "enter")
            said = await bob.until(lambda m: isinstance(m, p.Notice) and m.kind == "say")
            assert (said.who, said.text) == ("Ann", "[b]gg[/b]")
            await wait(pilot, lambda: any(e.text == "Ann: [b]gg[/b]"
                                          for e in app.remote.view().log))
            # Bob drops: Ann sees it, and waits for Bob when it is his turn
            bob.close()
            await wait(pilot, lambda: any(e.text == "Bob disconnected."
                                          for e in app.remote.view().log))
            await wait(pilot, lambda: app.remote.away == [1])


async def test_join_app_follows_a_restarted_host_and_plays_to_the_end(tmp_path, monkeypatch):
    monkeypatch.setattr(client, "RETRY_SECONDS", 0.05)
    host, server, address, _ = await start_host(tmp_path, players="Ann,bot:greedy", seed=5)
    app = JoinApp(address, "Ann", host.tokens["Ann"])
    bot = make_bot("greedy", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait(pilot, lambda: isinstance(app.screen, TableScreen))
        # the host goes away with every connection, and a new one takes over the saved game
        server.close()
        for conn in list(host.conns.values()):
            conn.writer.transport.abort()
        await server.wait_closed()
        (tmp_path / "host.sock").unlink()
        game = Game.replay(host.game.record)
        host2 = Host(Session(host.session.setup, 5, game=game), host.tokens, log=lambda _: None)
        server2 = await listen(host2, address)
        async with server2:
            await wait(pilot, lambda: host2.conns)
            await wait(pilot, lambda: app.remote.number == host2.number)
            while not app.remote.game.is_over:  # Ann's answers as the app sends them
                s = app.remote
                if s.decision is not None and not s.sent:
                    app.answer(bot.choose(s.view(), s.decision))
                    if not s.sent:  # refused by the client's own check: take the least
                        app.answer([o.key for o in s.decision.options][:s.decision.min])
                await pilot.pause(0.005)
            await wait(pilot, lambda: isinstance(app.screen, RemoteOverScreen))
            assert host2.game.is_over
            assert [s.total for s in app.remote.game.scores()] == \
                [s.total for s in host2.game.scores()]


async def test_join_app_ends_with_one_line_when_refused(tmp_path, capsys):
    async def newer_host(reader, writer):
        writer.write(b'{"v": 2, "type": "welcome", "seat": 0}\n')

    host, server, address, _ = await start_host(tmp_path)
    newer = await asyncio.start_unix_server(newer_host, tmp_path / "v2.sock")
    async with server, newer:
        for addr, token, line in (
                (address, "wrong", 'exotica: no seat "Ann" with that token at this table'),
                (f"unix:{tmp_path / 'v2.sock'}", "x",
                 "exotica: the host speaks protocol version 2, this client version 1"),
                (f"unix:{tmp_path / 'none.sock'}", "x", "exotica: cannot reach the host at ")):
            app = JoinApp(addr, "Ann", token)
            async with app.run_test(size=(80, 24)) as pilot:
                await wait(pilot, lambda app=app: app.return_code is not None)
            assert app.return_code == 2
            assert capsys.readouterr().err.replace("\n", "").startswith(line)


async def test_join_app_shows_not_saved_until_the_host_saves_again(tmp_path):
    full = [True]
    host, server, address, _ = await start_host(
        tmp_path, players="Ann,bot:greedy", seed=5, save_retry=0.2,
        save=lambda: "cannot save /h/game.json: No space left on device" if full[0] else None)
    app = JoinApp(address, "Ann", host.tokens["Ann"])
    async with server, app.run_test(size=(80, 24)) as pilot:
        await wait(pilot, lambda: app.remote is not None and app.remote.decision is not None)

        def status() -> str:
            return str(app.screen.query_one("#status").render())

        s = app.remote
        app.answer([o.key for o in s.decision.options][:s.decision.min])  # not saved
        await wait(pilot, lambda: "NOT SAVED: disk full" in status())
        assert any("could not save the game (disk full)" in e.text for e in s.view().log)
        full[0] = False  # the host's next try (every 0.2 s here) saves: the line goes
        await wait(pilot, lambda: "NOT SAVED" not in status())
        assert any(e.text == "The host saved the game again." for e in s.view().log)


async def test_join_app_dropped_and_back_shows_the_table_as_it_goes_on(tmp_path, monkeypatch):
    monkeypatch.setattr(client, "RETRY_SECONDS", 0.05)
    host, server, address, _ = await start_host(tmp_path, players="Ann,bot:greedy", seed=5)
    app = JoinApp(address, "Ann", host.tokens["Ann"])
    async with server, app.run_test(size=(80, 24)) as pilot:
        await wait(pilot, lambda: app.remote is not None and app.remote.decision is not None)
        host.drop(host.conns[0], "no word from the client for 20 s", lost=True)
        await wait(pilot, lambda: 0 not in host.conns)
        await wait(pilot, lambda: 0 in host.conns)  # it joined again by itself
        for _ in range(3):  # and plays on: the screen follows the game, not the first link
            number, d = host.number, app.remote.decision
            await wait(pilot, lambda: app.table.session.decision is not None)
            app.answer([o.key for o in d.options][:d.min])
            await wait(pilot, lambda number=number: host.number > number
                       and app.table.session.number == host.number)
        assert app.table.session is app.remote
        assert app.table.session.view().log[-1].text == host.game.view(0).log[-1].text
