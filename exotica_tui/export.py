"""The game log and the scores as a text file and an HTML file (rich's console export).

Used by ``exotica export SAVE`` and the game-over screen. Private log lines (what a seat
drew or looked at) are included, named by seat, only once the game is over: an export of a
game in progress shows what every seat may see and no more. A finished game's export begins
with its review (``play.review``: what each seat did, the turning points); the HTML also draws
the scores over the turns as an inline SVG chart (``score_svg``). The review's tables are made
here, for the review screen too.
"""

from __future__ import annotations

import html
import io
import os
from pathlib import Path

from rich.console import Console
from rich.table import Table
from rich.text import Text

from .play.replay import Replay
from .play.review import Review, SeatStats, TurningPoint, review
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


MARKERS = "●■▲◆✚"  # one per seat: the chart's lines differ by more than their colour


def point_text(r: Review, p: TurningPoint) -> Text:
    moved = "grew" if p.change > 0 else "shrank"
    return Text(shown(f"Turn {p.turn}: {r.names[r.winner]}'s lead {moved} by {abs(p.change)} "
                      f"to {p.lead:+d} (replay from step {p.step})"))


def tally(counter) -> str:
    """Roles by their initials (unique: Survey, Warfare, Colonize, Produce, Trade, Research)."""
    return " ".join(f"{role[0]}{n}" for role, n in counter.most_common()) or "-"


def marked(r: Review, st: SeatStats) -> str:
    return shown(f"{MARKERS[st.seat]} {st.name}" + (" ★" if st.seat == r.winner else ""))


def stats_table(r: Review) -> Table:
    """Each seat's deeds, one row each (narrow enough for 80 columns)."""
    table = Table(title="What each player did", caption="roles: S Survey, W Warfare, "
                  "C Colonize, P Produce, T Trade, R Research; planets: surveyed/settled/"
                  "conquered", expand=True)
    for heading in ("player", "led", "followed", "dissented", "planets", "ships",
                    "resources"):
        table.add_column(heading, overflow="fold")
    for st in r.seats:
        table.add_row(Text(marked(r, st)), tally(st.led), tally(st.followed),
                      tally(st.dissented), f"{st.surveyed}/{st.settled}/{st.conquered}",
                      str(st.ships), str(st.resources))
    return table


def techs_text(r: Review) -> Text:
    out = Text("Technologies gained, by turn\n", style="bold")
    for st in r.seats:
        out.append(f"{marked(r, st)}: ")
        out.append(shown(", ".join(f"T{turn} {name}" for turn, name in st.techs)) or "none")
        out.append("\n")
    return out


DASHES = ["", "6 3", "2 3", "8 3 2 3", "1 2"]  # the SVG's lines, one pattern per seat


def score_svg(r: Review, width: int = 640, height: int = 240) -> str:
    """The scores over the turns as an inline SVG: one polyline per seat, each with its own
    dash pattern and its name at its end, turns along the bottom, points up the left."""
    left, right, top, bottom = 40, 90, 10, 30
    top_score = max(max(row) for row in r.scores) or 1
    last = r.turns[-1] or 1

    def x(turn: int) -> float:
        return left + (width - left - right) * turn / last

    def y(points: int) -> float:
        return top + (height - top - bottom) * (1 - points / top_score)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           'font-family="sans-serif" font-size="11" role="img" '
           'aria-label="Score after each turn">',
           f'<path d="M{left} {top}V{y(0)}H{x(last)}" stroke="#888" fill="none"/>',
           f'<text x="{left - 4}" y="{top + 4}" text-anchor="end">{top_score}</text>',
           f'<text x="{left - 4}" y="{y(0)}" text-anchor="end">0</text>',
           f'<text x="{x(last)}" y="{height - 8}" text-anchor="middle">turn {last}</text>']
    colours = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e"]
    label_y, below = {}, 0.0  # each name at its line's end, 12 px from the one above
    for seat in sorted(range(len(r.scores)), key=lambda q: -r.scores[q][-1]):
        label_y[seat] = below = max(y(r.scores[seat][-1]) + 4, below + 12)
    for seat, row in enumerate(r.scores):
        points = " ".join(f"{x(t):.1f},{y(v):.1f}" for t, v in zip(r.turns, row, strict=True))
        out.append(f'<polyline points="{points}" fill="none" stroke="{colours[seat]}" '
                   f'stroke-width="2" stroke-dasharray="{DASHES[seat]}"/>')
        out.append(f'<text x="{x(last) + 4}" y="{label_y[seat]:.1f}" fill="{colours[seat]}">'
                   f'{html.escape(marked(r, r.seats[seat]))} {row[-1]}</text>')
    return "\n".join([*out, "</svg>"])


def review_html(r: Review, source: Path | None) -> str:
    """The chart and the turning points, each with the command that replays from there."""
    save = html.escape(shown(str(source))) if source is not None else "SAVE"
    points = "".join(f"<li>{html.escape(point_text(r, p).plain)}: "
                     f"<code>exotica replay {save} --step {p.step}</code></li>"
                     for p in r.turning_points)
    return (f'<section id="review"><h2>Score after each turn</h2>{score_svg(r)}'
            f"<h2>Turning points</h2><ul>{points}</ul></section>")


def log_lines(game: Game) -> list[Text]:
    lines = []
    for e in game.log:
        if e.seat is None:
            lines.append(Text(f"{e.turn:>3}  {shown(e.text)}"))
        elif game.is_over:
            lines.append(Text(f"{e.turn:>3}  [{shown(game.players[e.seat].name)}] "
                              f"{shown(e.text)}", style="dim"))
    return lines


def render(game: Game, console: Console, r: Review | None = None) -> None:
    config = game.record.config
    console.rule(Text(shown(f"Eminent Domain: {', '.join(config.players)} "
                            f"({'+'.join(config.sets)}, seed {config.seed})")))
    console.print(score_table(game))
    if r is not None:
        console.rule("Review")
        console.print(Text("Turning points", style="bold"))
        for p in r.turning_points:
            console.print(point_text(r, p))
        console.print(stats_table(r))
        console.print(techs_text(r))
    console.rule("Game log")
    for line in log_lines(game):
        console.print(line)


def export(game: Game, base: Path, force: bool = False,
           source: Path | None = None) -> tuple[Path, Path]:
    """Write ``base``.txt and ``base``.html; returns both paths. Raises SaveError, before
    writing anything, if either would be the ``source`` save (even with ``force``) or, unless
    ``force``, if either exists. A replaced file keeps its permissions (``atomic_write``)."""
    txt, html_path = Path(f"{base}.txt"), Path(f"{base}.html")
    for path in (txt, html_path):
        if source is not None and path.exists() and source.exists() \
                and os.path.samefile(path, source):
            raise SaveError(f"{path} is the save being exported: choose another name (-o)")
        if path.exists() and not force:
            raise SaveError(f"{path} exists: --force replaces it, or choose another name (-o)")
    r = review(Replay(game.record)) if game.is_over else None
    console = Console(record=True, width=100, file=io.StringIO())
    render(game, console, r)
    atomic_write(txt, console.export_text(clear=False).encode())
    page = console.export_html()
    if r is not None:
        page = page.replace("<body>", "<body>\n" + review_html(r, source), 1)
    atomic_write(html_path, page.encode())
    return txt, html_path
