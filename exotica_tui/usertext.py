"""User text is data (design.md): the one place that makes player names and other user text
(file names, messages quoting a file) safe for a terminal, a layout and an export.

Names are cleaned where they enter (``--players``, the setup screen, a loaded save, a hosted
table), so the game, its log and its saves only ever hold clean names, and then checked
(``refusal``): a name must show what it is (a visible letter or digit, no marker the table
draws beside names, not a look-alike of another seat's name) and take the same width in Rich
and in any terminal. Other text (a file name, input quoted by a log line or a refusal) is made
visible with ``shown`` where it is printed. Neither escapes markup: widgets and exports take
user text as ``rich.text.Text`` (never markup), or through ``rich.markup.escape`` where a
markup string is unavoidable.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from rich.cells import cell_len

NAME_CELLS = 24  # the widest name, in terminal cells (a wide emoji takes 2)
QUOTE_CELLS = 40  # the most of any input that a log line or a refusal quotes
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
    go, any run of whitespace (newline, tab) becomes one space, it is made ``steady`` and cut to
    ``NAME_CELLS`` cells."""
    return fit(steady(clean_line(raw[:NAME_CELLS * 8])), NAME_CELLS).rstrip()


# Blank letters and symbols: they draw nothing but count as letters (Hangul fillers) or take a
# cell (the braille blank). In a name each is a space.
FILLERS = dict.fromkeys(map(ord, "\u115f\u1160\u3164\uffa0\u2800"), " ")
# What joins the character before it into one glyph of another width in some terminals and not
# in others: emoji skin-tone modifiers, variation selectors (text or emoji presentation), and
# regional indicators (two make a flag).
JOINERS = re.compile("[\U0001f3fb-\U0001f3ff\ufe00-\ufe0f\U000e0100-\U000e01ef"
                     "\U0001f1e6-\U0001f1ff]")
MARKS = 2  # combining marks kept on one letter: accents, not a tower over the rows around


def steady(text: str) -> str:
    """``text`` drawn as wide as Rich measures it by a terminal that draws each character on
    its own and by one that joins them (issue 29): fillers become spaces and ``JOINERS`` go
    (👍🏽 is 👍: ZWJ went with the format characters, so a ZWJ family is three emoji), Hangul
    jamo are composed (NFC) and a leftover one drawn in no cell goes, a spacing vowel sign
    (Indic scripts: one cell in a terminal, none in Rich) goes, and each letter keeps at most
    ``MARKS`` combining marks (a mark on no letter goes)."""
    out: list[str] = []
    marks = 0
    for ch in unicodedata.normalize("NFC", JOINERS.sub("", text.translate(FILLERS))):
        kind = unicodedata.category(ch)
        if kind == "Mc":
            continue  # a spacing vowel sign: one cell in a terminal, none in Rich
        if kind[0] == "M":
            marks += 1
            if marks > MARKS or not out or out[-1] == " ":
                continue
        elif cell_len(ch) == 0:
            continue  # a jamo vowel or final with no initial before it
        else:
            marks = 0
        out.append(ch)
    return " ".join("".join(out).split())


# Drawn beside a name by the table (``tui.render.empire``) and the score table (``export``): a
# name holding one could pass for another seat's row.
MARKERS = ("(you)", "(active)", "▶", "★ wins")
# Letters of other scripts that draw like Latin ones, digits and letters that pass for one
# another, and triangles like the table's pointer: a small table in the spirit of UTS #39's
# confusable skeletons (the PyPI packages give a character's whole confusable set, not a
# skeleton); NFKC has already made full-width and mathematical letters plain.
LOOKALIKE = str.maketrans(
    "АВЕЗКМНОРСТУХЅІЈԁԛԝаеорсуххѕіјһӏӀҮүԌΑΒΕΖΗΙΚΜΝΟΡΤΥΧοαρνιυχϲϳκ"
    "I1|0ı►▸⏵⯈▷",
    "ABE3KMHOPCTYXSIJdqwaeopcyxxsijhlIYyGABEZHIKMNOPTYXoapvluxcjk"
    "lllOi▶▶▶▶▶")


def fold(name: str) -> str:
    """The form two names are compared in: NFKC and case folding."""
    return unicodedata.normalize("NFKC", name).casefold()


def skeleton(name: str) -> str:
    """``name`` with each ``LOOKALIKE`` character as the one it passes for, case folded."""
    return unicodedata.normalize("NFKC", name).translate(LOOKALIKE).casefold().translate(
        LOOKALIKE)


def refusal(name: str, taken: Iterable[str] = ()) -> str | None:
    """Why a clean name may not sit at a table beside ``taken`` (the names seated before it),
    or None: it shows no letter or digit, holds a table marker, or looks like a taken name."""
    if not any(ch.isalnum() for ch in name):
        return "a name needs a visible letter or digit"
    mine = (fold(name), skeleton(name))
    for marker in MARKERS:
        if any(m in k for m in (fold(marker), skeleton(marker)) for k in mine):
            return f'"{name}" holds "{marker}", which the table draws beside names'
    for other in taken:
        if {fold(other), skeleton(other)} & set(mine):
            return f'"{name}" is too like {other}'
    return None


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
    """Cleaned seat names (a save's, a host's), each unique (``Ann 2``) and seated: a name
    that would be refused now is ``Seat 2`` (or ``Seat 2 2``...: whatever is free)."""
    names: list[str] = []
    for seat, name in enumerate(raw):
        name, k = unique(clean_name(name), names), 1
        while refusal(name, names):
            name, k = f"Seat {seat + 1}" + (f" {k}" if k > 1 else ""), k + 1
        names.append(name)
    return names


def unique(name: str, taken: list[str]) -> str:
    """``name``, or ``name 2``, ``name 3``... if it is taken (still within ``NAME_CELLS``)."""
    out, k = name, 2
    while out in taken:
        suffix = f" {k}"
        out, k = fit(name, NAME_CELLS - len(suffix)).rstrip() + suffix, k + 1
    return out


def shown(text: str, cells: int | None = None) -> str:
    """Any other user text, for one line of a terminal or a file: control and format
    characters become visible escapes (``\\x1b``, ``\\n``) that do nothing. With ``cells``
    (``QUOTE_CELLS`` for input a log line or a refusal quotes) it is cut there with an
    ellipsis."""
    out = "".join(ch.encode("unicode_escape").decode("ascii") if unsafe(ch) else ch
                  for ch in text)
    return out if cells is None else short(out, cells)
