"""The kill test (issue 5, item 4): the real ``exotica`` command in a pseudo-terminal, played
by keys, killed with SIGKILL, started again with ``--resume``: the game is exactly where it was
after the last answered decision (same pending decision, same zones)."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

from exotica_tui import saves
from exotica_tui.tui.screens.table import SETTLE_QUIET
from tests.tui.test_terminal import Terminal, answer


def start(*args: str) -> Terminal:
    return Terminal("xterm-256color", Path(os.environ["EXOTICA_HOME"]), args=args)


def kill(term: Terminal) -> None:
    os.kill(term.child.pid, signal.SIGKILL)
    term.child.wait()


def saved_answers() -> int:
    entries = saves.list_saves()
    return entries[0].summary.answers if entries else 0


def play_by_keys(term: Terminal, text: str, until: int) -> None:
    """Answer by keys, as the cautious player of the terminal test, until the autosave holds
    ``until`` answers (each key returns once the screen has settled, after the save)."""
    for _ in range(10 * until):
        if saved_answers() >= until:
            return
        text = answer(term, text)
    raise AssertionError(f"stuck at {saved_answers()} answers:\n{text}")


def test_sigkill_then_resume_continues_at_the_last_answered_decision():
    term = start("--players", "Ann,Bob,Cy", "--seed", "5")
    try:
        play_by_keys(term, term.wait_for("Pass the keyboard to"), 12)
    finally:
        kill(term)
    (entry,) = saves.list_saves()
    game = saves.load(entry.path).game  # sound, although the process died mid-game
    d = game.pending
    assert len(game.record.answers) >= 12

    term = start("--resume")
    try:
        name = game.players[d.player].name
        term.wait_for(f"Pass the keyboard to {name}")
        term.wait_for(f"Turn {game.s.turn_no}, {game.players[game.s.active].name}'s turn")
        for p in game.players:  # the public table of the handoff: every seat's zones
            up = sum(pl.face_up for pl in p.planets)
            term.wait_for(rf"{p.name}\W+{p.influence}\W+{p.fighters}\W+{up}/{len(p.planets) - up}"
                          rf"\W+{len(p.hand)}\W+{len(p.deck)}\W")
        text = term.pass_cover()
        assert d.prompt in text
        assert f"{name}'s hand ({len(game.players[d.player].hand)})" in text
        before = len(game.record.answers)
        time.sleep(SETTLE_QUIET + 0.1)  # keys right after the cover lifts are dropped
        play_by_keys(term, text, before + 1)
    finally:
        kill(term)
    resumed = saves.load(entry.path)  # the same file, one answer further
    assert resumed.game.record.answers[:before] == game.record.answers
    assert len(saves.list_saves()) == 1
