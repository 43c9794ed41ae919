"""User text is data (design.md): the one place that makes player names and other user text
(file names, messages quoting a file) safe for a terminal, a layout and an export.

Names are cleaned where they enter (``--players``, the setup screen, a loaded save), so the
game, its log and its saves only ever hold clean names. Other text is made visible with
``shown`` where it is printed. Neither escapes markup: widgets and exports take user text as
``rich.text.Text`` (never markup), or through ``rich.markup.escape`` where a markup string is
unavoidable.
"""

from __future__ import annotations

import re
import unicodedata

from rich.cells import cell_len

NAME_CELLS = 24  # the widest name, in terminal cells (a wide emoji takes 2)
# Control (C0, C1, DEL), format (bidi overrides, zero-width joiners), surrogate, private use
# and line/paragraph separators: none belongs in one line of a name.
UNSAFE = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}
# A whole terminal escape sequence (CSI, OSC up to its terminator, or ESC + one character):
# a name loses the sequence, not only its ESC, so ``ESC[2J`` leaves no ``[2J`` behind.
ESCAPES = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]?"  # CSI
                     r"|\][^\x07\x1b]*(?:\x07|\x1b\\)?"  # OSC
                     r"|.?)|\x9b[0-?]*[ -/]*[@-~]?", re.DOTALL)


def unsafe(ch: str) -> bool:
    return unicodedata.category(ch) in UNSAFE


def clean_name(raw: str) -> str:
    """A name as the game keeps it: escape sequences and other control and format characters
    go, any run of whitespace (newline, tab) becomes one space, and it is cut to
    ``NAME_CELLS`` cells."""
    return fit(clean_line(raw[:NAME_CELLS * 8]), NAME_CELLS).rstrip()


def clean_line(raw: str) -> str:
    """User text as one line (table talk over the network; a name before its cut): escape
    sequences and other control and format characters go, whitespace runs become a space."""
    kept = (" " if ch.isspace() else ch for ch in ESCAPES.sub("", raw)
            if ch.isspace() or not unsafe(ch))
    return " ".join("".join(kept).split())


def fit(text: str, cells: int) -> str:
    """``text`` cut to at most ``cells`` terminal cells."""
    text = text[:cells]
    while cell_len(text) > cells:
        text = text[:-1]
    return text


def short(text: str, cells: int) -> str:
    """``text`` within ``cells`` cells, cut with an ellipsis (a narrow table column)."""
    return text if cell_len(text) <= cells else fit(text, cells - 1).rstrip() + "…"


def clean_names(raw: list[str]) -> list[str]:
    """Cleaned seat names, each still unique and non-empty (``Seat 2``, ``Ann 2``)."""
    names: list[str] = []
    for seat, name in enumerate(raw):
        names.append(unique(clean_name(name) or f"Seat {seat + 1}", names))
    return names


def unique(name: str, taken: list[str]) -> str:
    """``name``, or ``name 2``, ``name 3``... if it is taken (still within ``NAME_CELLS``)."""
    out, k = name, 2
    while out in taken:
        suffix = f" {k}"
        out, k = fit(name, NAME_CELLS - len(suffix)).rstrip() + suffix, k + 1
    return out


def shown(text: str) -> str:
    """Any other user text, for one line of a terminal or a file: control and format
    characters become visible escapes (``\\x1b``, ``\\n``) that do nothing."""
    return "".join(ch.encode("unicode_escape").decode("ascii") if unsafe(ch) else ch
                   for ch in text)
