"""The game's keys, written once: the help's Keys section, the table's key bar and the README's
keys table are drawn from ``KEYS``.

The README's copy is generated text between two marker comments; ``tests/tui/test_keys.py``
compares it with ``markdown()`` (regenerate it with ``python -m exotica_tui.tui.keys README.md``).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

BEGIN = ("<!-- keys: drawn from exotica_tui/tui/keys.py"
         " (python -m exotica_tui.tui.keys README.md) -->")
END = "<!-- /keys -->"


@dataclass(frozen=True, slots=True)
class Key:
    keys: str  # as a player reads it (Markdown)
    what: str  # what it does
    where: str  # where it applies
    bind: str = ""  # the Textual key whose key-bar label this row gives
    label: str = ""  # its label on the key bar ("": not on the bar)


KEYS = (
    Key("`1`-`9`, `0`, then `a g h j k o v z`, then `A G H J K O V Z`",
        "pick the option with that key; a hand card keeps its digit while it stays in hand "
        "(a card gone leaves a gap, `3 ·`, until a draw fills it)", "prompt", "1", "Pick"),
    Key("`s w c p t r`", "lead Survey, Warfare, Colonize, Produce, Trade, Research", "prompt",
        "s", "Role"),
    Key("`n`", "pass: take no action, buy nothing (named beside the question)", "prompt"),
    Key("`/`", "filter the options: type a name, symbol letters or a pile; `1`-`9` pick among "
        "those shown, Enter the highlighted one, Esc shows all again (said below the options, "
        "not on the key bar: 80 columns keep `?` Help there)", "prompt", "slash"),
    Key("`f` / `d`", "follow / dissent", "prompt"),
    Key("`y` / `n`", "yes / no (use a translator or not)", "prompt"),
    Key("up, down, `space`", "move in the prompt (after a handoff nothing is highlighted until "
        "you move); toggle an option when several may be picked", "prompt"),
    Key("Enter", "confirm (a multi-pick in the order picked: recon puts the first pick on top)",
        "prompt"),
    Key("Enter", "I am ready: take the cover away (a second after the previous key)",
        "handoff cover", "enter", "I am ready"),
    Key("Esc", "clear the picks; close a window", "everywhere"),
    Key("`u`", "take back your last answer, one per press, never past new information (a draw, "
        "a look at planets, another player's answer); the prompt says what it did", "table",
        "u", "Undo"),
    Key("`e`", "every empire in full, in a dialog (`e` or Esc: back); the table shows each "
        "empire in the largest form its rows allow", "table", "e", "Empires"),
    Key("`i`", "card detail: the highlighted option, else every card on the table", "table",
        "i", "Card"),
    Key("`b`", "browse the technologies", "table", "b", "Techs"),
    Key("`l`", "the full game log", "table, game over", "l", "Log"),
    Key("`?`", "help: turn overview, rules, rulings, every card; type to search", "table, setup",
        "question_mark", "Help"),
    Key("`x`", "write the log and the scores as `.txt` and `.html` beside the save",
        "game over", "x", "Export"),
    Key("`m`", "say a line to the table: it shows in every seat's log", "a joined seat"),
    Key("`ctrl+r`", "replay the game so far as your seat saw it (`r` at game over)",
        "table, a joined seat"),
    Key("`ctrl+q`", "quit (the game is saved after every answer)", "everywhere"),
    Key("`q`, `ctrl+c`", "quit the demo", "demo"),
)


def label(bind: str) -> str:
    """The key bar's label of the Textual key ``bind``."""
    return next(k.label for k in KEYS if k.bind == bind)


def markdown() -> str:
    """``KEYS`` as a Markdown table (the help's Keys section and the README's copy)."""
    rows = ["| key | what it does | where |", "|---|---|---|"]
    rows += [f"| {k.keys} | {k.what} | {k.where} |" for k in KEYS]
    return "\n".join(rows)


def readme_block(text: str) -> str:
    """The generated keys table of a README's text, between the markers."""
    return text.split(BEGIN, 1)[1].split(END, 1)[0].strip()


def write_readme(path: Path) -> None:
    """Replace the keys table of the README at ``path`` by ``markdown()``."""
    text = path.read_text(encoding="utf-8")
    head, rest = text.split(BEGIN, 1)
    tail = rest.split(END, 1)[1]
    path.write_text(f"{head}{BEGIN}\n{markdown()}\n{END}{tail}", encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) > 1:
        write_readme(Path(sys.argv[1]))
    else:
        print(markdown())
