"""``python -m exotica_tui.tui.two_seats``: two seats of one hosted game, side by side."""

from __future__ import annotations

import re

from exotica_tui.tui.two_seats import main


def test_join_screenshot_two_seats_side_by_side(tmp_path, capsys):
    out = tmp_path / "two-seats.svg"
    assert main(["--out", str(out)]) == 0
    svg = out.read_text()
    screens = re.findall(r'<svg x="([\d.]+)" y="0" width="([\d.]+)"', svg)
    assert len(screens) == 2 and float(screens[1][0]) > float(screens[0][1])
    assert "--seat&#160;Ann" in svg and "--seat&#160;Bob" in svg
    assert "disconnected" not in svg  # both seats were at the table
