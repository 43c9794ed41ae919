"""Two seats of one hosted game side by side, as one SVG:
``python -m exotica_tui.tui.two_seats --out screenshots/two-seats.svg``.

A real position (the first seeded 2-seat Exotica game where greedy bots reach a late role
choice, as ``positions`` finds it) is hosted in this process; each seat's join client
draws its own screen at 80x24, and the two pictures are set next to each other. Beside the
join client, the one module of ``tui/`` that imports ``net/`` (the host).
"""

from __future__ import annotations

import argparse
import asyncio
import re
import tempfile
from pathlib import Path

from ..net import protocol as p
from ..net.commands import listen
from ..net.host import Host, new_tokens
from ..play.session import Session
from .join import JoinApp
from .positions import exotica_in_play, find

SIZE = (80, 24)
GAP = 16  # pixels between the two screens


async def seat_svg(address: str, name: str, tokens: dict[str, str]) -> str:
    """The seat's screen while every other seat is connected too (a bare client each)."""
    others = []
    for other, token in tokens.items():
        if other != name:
            others.append((await p.connect(address))[1])
            others[-1].write(p.encode(p.Hello(seat=other, token=token)))
    try:
        return await join_svg(address, name, tokens[name])
    finally:
        for writer in others:
            writer.close()


async def join_svg(address: str, name: str, token: str) -> str:
    app = JoinApp(address, name, token)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(250):
            if app.table is not None and app.table.drawn:
                break
            await pilot.pause(0.02)
        await pilot.pause(0.3)
        return app.export_screenshot(title=f"exotica join ... --seat {name}")


def side_by_side(svgs: list[str]) -> str:
    """One SVG holding each picture at its own size, left to right."""
    parts, x, height = [], 0, 0
    for svg in svgs:
        w, h = (float(v) for v in re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', svg).groups())
        parts.append(svg.replace("<svg ", f'<svg x="{x}" y="0" width="{w}" height="{h}" ', 1))
        x, height = x + w + GAP, max(height, h)
    width = x - GAP
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}">\n' + "\n".join(parts) + "\n</svg>\n")


async def shoot(out: Path) -> None:
    setup, answers = find(exotica_in_play, players=2)
    session = Session(setup, setup.seed or 0, answers)
    host = Host(session, new_tokens(session), log=lambda _line: None)
    with tempfile.TemporaryDirectory() as folder:
        address = f"unix:{Path(folder) / 'host.sock'}"
        async with await listen(host, address):
            svgs = [await seat_svg(address, s.name, host.tokens) for s in session.seats]
    out.write_text(side_by_side(svgs), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("screenshots/two-seats.svg"))
    args = parser.parse_args(argv)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    asyncio.run(shoot(args.out))
    print(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
