"""The balance report as a terminal table and as a hand-written SVG chart (no plotting library).

Meaning never by colour alone: a flagged card also carries ``▲``/``▼`` and reconstructed cards
a ``*``, in the table and in the chart.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import escape

from rich.console import Console
from rich.markup import escape as markup_escape
from rich.table import Table

MARK = {"high": "▲", "low": "▼", "": ""}
TITLE = {"planet": "Planets (face up at the end)", "tech": "Technologies (owned at the end)",
         "scenario": "Scenarios (set up with)"}


def pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.0f}%"


def label(row: dict) -> str:
    return row["name"] + (" *" if row["provenance"] == "reconstructed" else "")


def print_table(data: dict, console: Console | None = None) -> None:
    console = console or Console()
    console.print(f"{data['completed']} of {data['games']} games, bots {', '.join(data['bots'])}, "
                  f"sets {', '.join(data['sets'])}, scenarios {data['scenarios']}, "
                  f"{data['seconds']} s; bot win rates "
                  + ", ".join(f"{b} {pct(r)}" for b, r in data["bot_win_rate"].items()))
    for kind, title in TITLE.items():
        rows = [r for r in data["cards"] if r["kind"] == kind and r["n"]]
        if not rows:
            continue
        table = Table(title=f"{title}: mean win rate {pct(data['mean'][kind])}")
        for col in ("card", "got", "won", "95% interval", "expected", ""):
            table.add_column(col, justify="left" if col == "card" else "right")
        for r in sorted(rows, key=lambda r: -r["rate"]):
            table.add_row(markup_escape(label(r)), str(r["n"]), pct(r["rate"]),
                          f"{pct(r['low'])}-{pct(r['high'])}", pct(r["expected"]),
                          f"{MARK[r['flag']]} {r['flag']}".strip())
        console.print(table)
    unused = [label(r) for r in data["cards"] if not r["n"]]
    if unused:
        console.print(markup_escape(f"never got: {', '.join(unused)}"))
    console.print("* reconstructed value; ▲/▼ the 95% interval lies above/below the mean of "
                  f"its kind; chart: {markup_escape(data.get('chart', ''))}")


ROW, LEFT, PLOT, PAD = 16, 230, 520, 12


def svg(data: dict) -> str:
    """Per card a dot at its win rate and a line over its interval, a dashed line at its
    kind's mean; one panel per kind, cards by rate."""
    parts: list[str] = []
    y = PAD + 20
    parts.append(text(PAD, y - 4, f"Win rate of the player who got each card: "
                      f"{data['completed']} games, {', '.join(data['bots'])}", bold=True))
    for kind, title in TITLE.items():
        rows = sorted((r for r in data["cards"] if r["kind"] == kind and r["n"]),
                      key=lambda r: -r["rate"])
        if not rows:
            continue
        y += ROW
        mean = data["mean"][kind]
        parts.append(text(PAD, y + 4, f"{title}: mean {pct(mean)}", bold=True))
        top = y + 8
        y += ROW
        for r in rows:
            colour = {"high": "#1a7f37", "low": "#cf222e"}.get(r["flag"], "#444")
            parts.append(text(PAD, y + 4, f"{label(r)} ({r['n']})", colour=colour))
            parts.append(f'<line x1="{x(r["low"])}" x2="{x(r["high"])}" y1="{y}" y2="{y}" '
                         f'stroke="{colour}" stroke-width="2"/>')
            parts.append(f'<circle cx="{x(r["rate"])}" cy="{y}" r="3.5" fill="{colour}"/>')
            if r["flag"]:
                parts.append(text(x(r["high"]) + 6, y + 4, MARK[r["flag"]], colour=colour))
            y += ROW
        parts.append(f'<line x1="{x(mean)}" x2="{x(mean)}" y1="{top}" y2="{y - ROW / 2}" '
                     'stroke="#888" stroke-dasharray="4 3"/>')
        for tick in (0, 0.25, 0.5, 0.75, 1):
            parts.append(text(x(tick) - 10, y + 4, pct(tick), colour="#666"))
        y += ROW
    width, height = LEFT + PLOT + 3 * PAD, y + PAD
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="11">'
            f'<rect width="100%" height="100%" fill="white"/>{"".join(parts)}</svg>\n')


def x(rate: float) -> float:
    return round(LEFT + PAD + rate * PLOT, 1)


def text(px: float, py: float, s: str, colour: str = "#222", bold: bool = False) -> str:
    weight = ' font-weight="bold"' if bold else ""
    return f'<text x="{px}" y="{py}" fill="{colour}"{weight}>{escape(s)}</text>'


def write_svg(data: dict, path: Path) -> Path:
    path.write_text(svg(data), encoding="utf-8")
    return path
