"""Plays the app through key presses only, as a person would, and reads the screen back."""

from __future__ import annotations

import asyncio
import random

from textual import events

from exotica_tui.play.session import Session
from exotica_tui.play.setup import Seat, Setup
from exotica_tui.rules.config import house_five
from exotica_tui.sim import progress_answer
from exotica_tui.tui.app import ExoticaApp
from exotica_tui.tui.screens.gameover import GameOverScreen
from exotica_tui.tui.screens.table import TableScreen
from exotica_tui.tui.textual_internals import screen_text as screen_text  # for the tests
from exotica_tui.tui.widgets.prompt import PromptPanel

PASSIVE = {"skip", "none", "dissent", "no"}


def make_setup(names: list[str], seed: int, sets: list[str] | None = None, **kw) -> Setup:
    """5 seats without Escalation play the house variant (today's 5-seat game)."""
    kw.setdefault("five_without_escalation", house_five(len(names), sets or []))
    return Setup(seats=[Seat(n) for n in names], sets=sets or ["base"], seed=seed, **kw)


def make_app(names: list[str], seed: int, sets: list[str] | None = None, **kw) -> ExoticaApp:
    return ExoticaApp(make_setup(names, seed, sets, **kw))


def answers_until(setup: Setup, done, seed: int = 1, prefer: dict[str, str] | None = None,
                  ) -> list[list[str]]:
    """Answers of a game played by the rules core alone (mostly active random choices) up to
    the first pending decision where ``done(game)`` holds, or to its end: a fast way to reach a
    late position, which the app then resumes."""
    session = Session(setup, setup.seed or 0)
    rng = random.Random(seed)
    prefer = prefer or {}
    while (d := session.game.pending) is not None and not done(session.game):
        if d.kind in prefer and prefer[d.kind] in d.keys():
            session.game.answer([prefer[d.kind]])
        else:
            session.game.answer(progress_answer(session.game, d, rng))
    return session.game.record.answers


KEY_NAMES = {"/": "slash", "?": "question_mark", "[": "left_square_bracket",
             "]": "right_square_bracket", " ": "space", "-": "minus", ".": "full_stop",
             ",": "comma", "*": "asterisk", "+": "plus", "=": "equals_sign",
             "!": "exclamation_mark",
             "'": "apostrophe", "\"": "quotation_mark", "#": "number_sign", "<": "less_than_sign",
             ">": "greater_than_sign", "\\": "backslash", "_": "underscore", "~": "tilde"}


def send_key(app, key: str) -> None:
    """Queue a key press as the terminal driver would (``pilot.press`` also waits for the
    process to look idle, 40 ms a key): a character's key name as Textual spells it."""
    char = key if len(key) == 1 else None
    name = KEY_NAMES.get(key, key) if len(key) == 1 and not key.isalnum() else key
    app.post_message(events.Key(name, char))


async def wait_for_screen(pilot) -> None:
    """Until every message queued so far to the app and its screen's widgets is handled."""
    nodes = [pilot.app, *pilot.app.screen.walk_children(with_self=True)]
    done = [asyncio.Event() for _ in nodes]
    for node, event in zip(nodes, done, strict=True):
        if not node.call_later(event.set):
            event.set()
    await asyncio.wait_for(asyncio.gather(*(event.wait() for event in done)), 30)


async def press(pilot, *keys: str) -> None:
    """Like ``pilot.press``, but waits for the app's queues to drain instead of for the process
    to look idle, which costs 40 ms per key; a full game stays fast enough for the suite."""
    for key in keys:
        send_key(pilot.app, key)
        for _ in range(4):
            await wait_for_screen(pilot)


def covered(app: ExoticaApp) -> bool:
    """Whether the handoff cover hides the table now."""
    return isinstance(app.screen, TableScreen) and app.screen.covered


def keys_for(panel: PromptPanel, rng: random.Random, prefer: dict[str, str]) -> list[str]:
    """Key presses that answer the panel's decision: mostly active choices, so games end;
    ``prefer`` names an option key to take whenever a decision kind offers it."""
    d = panel.decision
    assert d is not None
    by_key = {key: char for char, key in panel.hotkeys.items()}
    offered = [k for k in panel.keys if k] + panel.passes  # a pass is a key (n), not a row
    if d.min == d.max == 1:
        active = [k for k in offered if k not in PASSIVE] or offered
        pick = rng.choice(active if rng.random() < 0.9 else offered)
        if prefer.get(d.kind) in offered:
            pick = prefer[d.kind]
        if pick in by_key:
            return [by_key[pick]]
        return ["home"] + ["down"] * _rank(panel, pick) + ["enter"]
    n = rng.randint(d.min, d.max)
    out = []
    for key in rng.sample(offered, n):
        out += [by_key[key]] if key in by_key else (
            ["home"] + ["down"] * _rank(panel, key) + ["space"])
    return out + ["enter"]


def _rank(panel: PromptPanel, key: str) -> int:
    """Moves down from the first option to reach ``key`` (information rows are skipped)."""
    rows = [k for k in panel.keys if k]
    return rows.index(key)


async def step(pilot, app: ExoticaApp, rng: random.Random,
               prefer: dict[str, str] | None = None) -> str:
    """Answer whatever the screen asks by pressing keys; returns the screen kind handled."""
    screen = app.screen
    if covered(app):
        await press(pilot, "enter")
        return "handoff"
    if isinstance(screen, GameOverScreen):
        return "over"
    assert isinstance(screen, TableScreen), screen
    panel = screen.query_one(PromptPanel)
    before = len(app.session.game.record.answers)
    await press(pilot, *keys_for(panel, rng, prefer or {}))
    if len(app.session.game.record.answers) == before and panel.decision is not None:
        await press(pilot, "escape")  # an illegal pick (e.g. a failed check): clear and retry
    return "table"


async def sit_down(pilot, kind: str = "action"):
    """Pass the first handoff and return the first decision (checked to be of ``kind``)."""
    await press(pilot, "enter")
    d = pilot.app.session.pending
    assert d.kind == kind, d
    return d
