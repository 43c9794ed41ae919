"""A progress bar for the long runs (``exotica sim``, ``exotica balance``; issue 33, item 6).

Drawn on stderr, and only when stderr is a terminal and the run does not print ``--json``: a
piped or redirected run and its JSON stay exactly as they were. It shows games done of N,
games per second, the time left and, in a tournament, each bot's wins so far. Rich is
imported only when a bar is drawn (``exotica sim`` starts without it otherwise).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console

Advance = Callable[..., None]  # one game more, with the wins so far by bot (and a note)


def stderr_console() -> Console:
    from rich.console import Console

    return Console(stderr=True)


@contextmanager
def game_bar(games: int, bots: list[str] | None, quiet: bool = False,
             console: Console | None = None) -> Iterator[Advance | None]:
    """Yield the function ``sim.run`` calls after each game (``progress``), or None when no
    bar is drawn: ``quiet`` (``--json``) or a ``console`` (default: stderr's) that is not a
    terminal."""
    if quiet:
        yield None
        return
    console = console or stderr_console()
    if not console.is_terminal:
        yield None
        return
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeRemainingColumn,
    )

    columns = [TextColumn("games"), BarColumn(), MofNCompleteColumn(), rate_column(),
               TimeRemainingColumn(), TextColumn("{task.fields[wins]}", markup=False)]
    bar = Progress(*columns, console=console)
    task = bar.add_task("games", total=games, wins="")

    def advance(wins: Mapping[str, float], note: str = "") -> None:
        """``note``: shown after the wins (``exotica train``: its last evaluation)."""
        if not bar.live.is_started:  # at the first game: a run refused before it draws nothing
            bar.start()
        text = " · ".join(t for t in (wins_text(bots or [], wins), note) if t)
        bar.update(task, advance=1, wins=text)
    try:
        yield advance
    finally:
        bar.stop()


def wins_text(bots: list[str], wins: Mapping[str, float]) -> str:
    """``wins expert 3.5 · search 2.5``: each bot kind once, in the order given (a shared victory
    is split, as ``sim.Tally`` counts it)."""
    return "wins " + " · ".join(f"{kind} {round(wins.get(kind, 0), 2):g}"
                                for kind in dict.fromkeys(bots)) if bots else ""


def rate_column():
    """A column of games per second so far (Rich's own speed column shows only in a bar
    without a total); its class is made here, as rich is imported only for a bar."""
    from rich.progress import ProgressColumn
    from rich.text import Text

    class Rate(ProgressColumn):
        def render(self, task) -> Text:
            speed = task.finished_speed or task.speed
            return Text(f"{speed:.2f} games/s" if speed else "- games/s")
    return Rate()
