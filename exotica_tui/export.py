"""The game log and the scores as a text file and an HTML file (rich's console export).

Used by ``exotica export SAVE`` and the game-over screen. Private log lines (what a seat
drew or looked at) are included, named by seat, only once the game is over: an export of a
game in progress shows what every seat may see and no more.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

from rich.console import Console
from rich.table import Table
from rich.text import Text

from .rules import Game
from .saves import SaveError, atomic_write
from .usertext import shown

SCORE_COLUMNS = {"tokens": "tokens", "planets": "planets", "techs": "techs", "other": "other",
                 "total": "total", "tiebreak": "tie-break"}  # Score field -> heading


def score_table(game: Game) -> Table:
    """Each player's score, exactly ``game.scores()``: the game-over screen and the export."""
    title = "Final scores" if game.is_over else "Scores so far (game in progress)"
    table = Table(title=title)
    table.add_column("rank", justify="right")
    table.add_column("player")
    for heading in SCORE_COLUMNS.values():
        table.add_column(heading, justify="right")
    for s in sorted(game.scores(), key=lambda s: (s.rank, s.seat)):
        name = Text(shown(s.name) + (" ★ wins" if game.is_over and s.rank == 1 else ""))
        table.add_row(str(s.rank), name, *(str(getattr(s, f)) for f in SCORE_COLUMNS))
    return table


def log_lines(game: Game) -> list[Text]:
    lines = []
    for e in game.log:
        if e.seat is None:
            lines.append(Text(f"{e.turn:>3}  {shown(e.text)}"))
        elif game.is_over:
            lines.append(Text(f"{e.turn:>3}  [{shown(game.players[e.seat].name)}] "
                              f"{shown(e.text)}", style="dim"))
    return lines


def render(game: Game, console: Console) -> None:
    config = game.record.config
    console.rule(Text(shown(f"Eminent Domain: {', '.join(config.players)} "
                            f"({'+'.join(config.sets)}, seed {config.seed})")))
    console.print(score_table(game))
    console.rule("Game log")
    for line in log_lines(game):
        console.print(line)


def export(game: Game, base: Path, force: bool = False,
           source: Path | None = None) -> tuple[Path, Path]:
    """Write ``base``.txt and ``base``.html; returns both paths. Raises SaveError, before
    writing anything, if either would be the ``source`` save (even with ``force``) or, unless
    ``force``, if either exists. A replaced file keeps its permissions (``atomic_write``)."""
    txt, html = Path(f"{base}.txt"), Path(f"{base}.html")
    for path in (txt, html):
        if source is not None and path.exists() and source.exists() \
                and os.path.samefile(path, source):
            raise SaveError(f"{path} is the save being exported: choose another name (-o)")
        if path.exists() and not force:
            raise SaveError(f"{path} exists: --force replaces it, or choose another name (-o)")
    console = Console(record=True, width=100, file=io.StringIO())
    render(game, console)
    atomic_write(txt, console.export_text(clear=False).encode())
    atomic_write(html, console.export_html().encode())
    return txt, html
