"""What the handoff cover says the next player is to do, from public facts only.

``Ann: discard down to your hand limit (7 cards, discard 2)``: the decision's kind (its
``Kind.doing`` phrase), the role it is about, the Research symbols counted, the public hand
count and how many cards to pick. Never a card name: the cover is shown to the whole table
(design.md, "The interface"; issue 30, item 3).
"""

from __future__ import annotations

from ..rules.decision import Decision
from ..rules.kinds import KINDS
from ..rules.roletable import ROLE_NAMES
from ..rules.views import GameView
from ..rules.words import count


def cover_line(view: GameView, d: Decision) -> str:
    """``Name: what to do`` for decision ``d``, from the public ``view`` and the decision's
    kind, role, symbol count and pick count. A joined seat's decision comes over the wire as
    any kind: an unknown one says only that a decision is due."""
    me = view.players[d.player]
    kind = KINDS.get(d.kind)
    if kind is None:
        return f"{me.name}: make a decision"
    role = ROLE_NAMES.get(str(d.context.get("role", "")), "the role")
    symbols = int(d.context.get("symbols", 0) or 0)
    return f"{me.name}: " + kind.doing.format(
        role=role, leader=view.players[view.active].name, n=d.min,
        symbols=count(symbols, "symbol"), hand=count(me.hand_count, "card"))
