"""``--speed`` reaches a table through its ``Setup`` (``TableSettings.speed``, ``Setup.pace``):
the hot-seat app and the host pace their bots by it, for a new game, the setup screen and a
loaded save alike (a save does not keep the speed: the command line gives it)."""

from __future__ import annotations

import asyncio

import pytest

from exotica_tui import saves
from exotica_tui.cli import build_parser
from exotica_tui.net import commands
from exotica_tui.play.setup import DEFAULT_SPEED, setup_from_args
from exotica_tui.tui import run

from .rules.builders import new_game


class Started(Exception):
    """Raised by a stand-in for the app or the host, with the pace it was given."""


def parse(*argv: str):
    return build_parser().parse_args(list(argv))


def test_the_setup_carries_the_speed_and_its_pace():
    setup = setup_from_args(parse("--players", "Ann,bot:random", "--speed", "5"))
    assert setup.speed == 5 and setup.pace == pytest.approx(0.2)
    assert setup_from_args(parse("--players", "Ann,Bob")).pace == pytest.approx(
        1 / DEFAULT_SPEED)


@pytest.mark.parametrize(("argv", "want"), [
    (("--players", "Ann,bot:random", "--speed", "4"), 0.25),  # a new game from the flags
    (("--speed", "2"), 0.5),  # the setup screen: the command line's table settings
    ((), 1 / DEFAULT_SPEED),
])
def test_the_app_is_paced_by_the_speed(monkeypatch, argv, want):
    def app(setup, loaded=None, autosave=False, pace=0.0):
        raise Started(pace)

    monkeypatch.setattr(run, "ExoticaApp", app)
    with pytest.raises(Started) as got:
        run.run_app(parse(*argv))
    assert got.value.args[0] == pytest.approx(want)


def test_a_hosted_save_is_paced_by_the_command_lines_speed(monkeypatch, tmp_path):
    game = new_game(2)
    path = tmp_path / "game.json"
    saves.write_save(game, path, {"bots": {"1": "random"}})

    def host(session, tokens, save, say, pace=0.0, flush=None):
        raise Started(pace, session.setup.speed)

    import exotica_tui.net.host as net_host

    monkeypatch.setattr(net_host, "Host", host)
    with pytest.raises(Started) as got:
        asyncio.run(commands.run_host(parse("host", "--load", str(path), "--speed", "8")))
    assert got.value.args == (pytest.approx(0.125), 8)
