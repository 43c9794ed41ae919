"""Scenario builders: set up an exact position (``Game.position``, rules/position.py), then
play it through the real decision protocol.

A built position is not reachable by replaying the record (the state was edited), which is
fine for rule tests; fuzz and golden tests cover replay.
"""

from __future__ import annotations

from dataclasses import replace

from exotica_tui.rules import Game, GameConfig, default_catalog
from exotica_tui.rules.catalog import Catalog
from exotica_tui.rules.config import house_five
from exotica_tui.rules.state import Permanent, Planet

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


def new_game(players: int = 2, sets: tuple[str, ...] = ("base",), seed: int = 1, **kw) -> Game:
    """A new game; 5 seats without Escalation play the house variant (today's 5-seat game)."""
    kw.setdefault("five_without_escalation", house_five(players, sets))
    return Game.new(GameConfig(players=NAMES[:players], seed=seed, sets=list(sets), **kw))


def changed_catalog(changes: dict[str, dict]) -> Catalog:
    """A copy of the default catalog with these fields of these cards changed (card id ->
    fields). The default catalog is shared by every game of the process and the rules keep
    caches per catalog (card index, technology faces, the deal), so a test never edits it."""
    cat = default_catalog()
    cards = dict(cat.cards)
    for cid, fields in changes.items():
        cards[cid] = replace(cards[cid], **fields)
    return Catalog(cards, cat.setups, cat.scenarios)


def scenario_game(picks: list[str], sets: tuple[str, ...], seed: int = 1) -> Game:
    """A game with chosen scenarios, answering the setup choices with the first option."""
    g = new_game(len(picks), sets=sets, seed=seed, scenarios="chosen", scenario_picks=picks)
    while g.pending.kind in ("start_planet", "take_role"):
        g.answer(g.pending.keys()[:1])
    return g


def take(g: Game, card_id: str) -> str:
    """Detach one instance of a catalog card from wherever it lies (not from empires)."""
    return g.position().take(card_id)


def set_hand(g: Game, seat: int, *card_ids: str) -> list[str]:
    """Make a seat's hand exactly these cards; the old hand goes to the box."""
    return g.position().set_hand(seat, *card_ids)


def set_deck(g: Game, seat: int, *card_ids: str) -> list[str]:
    """Put these cards on top of a seat's deck, the first one on top."""
    return g.position().set_deck(seat, *card_ids)


def add_planet(g: Game, seat: int, card_id: str, face_up: bool = True,
               resources: list[str | None] | None = None) -> Planet:
    return g.position().add_planet(seat, card_id, face_up, resources)


def add_permanent(g: Game, seat: int, face: str) -> Permanent:
    return g.position().add_permanent(seat, face)


def start_turn(g: Game, seat: int) -> Game:
    """Begin a fresh turn of ``seat`` from the current (edited) state; the log restarts."""
    g.position().start_turn(seat)
    return g


def answer(g: Game, kind: str, *keys: str) -> None:
    """Answer the pending decision, checking that it is the one the test expects."""
    d = g.pending
    assert d is not None, "the game is over"
    assert d.kind == kind, f"expected a {kind!r} decision, got {d.kind!r}: {d.prompt}"
    g.answer(list(keys))


def skip_to(g: Game, kind: str, seat: int | None = None) -> None:
    """Answer every decision with its first legal minimal answer until ``kind`` is pending."""
    for _ in range(200):
        d = g.pending
        if d is None:
            raise AssertionError(f"game over before a {kind!r} decision")
        if d.kind == kind and (seat is None or d.player == seat):
            return
        pick = [k for k in d.keys() if k in ("skip", "dissent", "none")][:1] or d.keys()[: d.min]
        g.answer(pick[: max(d.min, min(d.max, len(pick)))])
    raise AssertionError(f"no {kind!r} decision")


def keys(g: Game) -> list[str]:
    return g.pending.keys()


def base_id(iid: str) -> str:
    """The catalog id of a card instance id (``survey#03`` -> ``survey``)."""
    return iid.split("#", 1)[0]


def ids(cards) -> list[str]:
    """Catalog ids of card instances, sorted (for comparing hands, decks, piles)."""
    return sorted(base_id(c) for c in cards)


def table(players: int = 2, seat: int = 0, sets: tuple[str, ...] = ("base",), seed: int = 1,
          hands: dict[int, tuple[str, ...]] | None = None, **kw) -> Game:
    """A game whose hands are exactly ``hands`` (others empty), ready for ``start_turn``."""
    g = new_game(players, sets, seed, **kw)
    for s in range(players):
        set_hand(g, s, *(hands or {}).get(s, ()))
    return g


def opponents_dissent(g: Game) -> None:
    """Answer every pending follow decision with dissent (skipping the follower's cards)."""
    while g.pending is not None and g.pending.kind == "follow":
        g.answer(["dissent"])


def acting(hand: tuple[str, ...] = (), players: int = 2, **kw) -> Game:
    """Seat 0 is about to begin its turn holding exactly ``hand``; other hands are empty."""
    return start_turn(table(players, hands={0: hand}, **kw), 0)


def in_hand(g: Game, seat: int, card_id: str) -> list[str]:
    """The instances of a catalog card in a seat's hand."""
    return [c for c in g.players[seat].hand if base_id(c) == card_id]


def play_action(g: Game, card_id: str, seat: int = 0) -> str:
    """Play the first hand card of catalog id ``card_id`` for its action; return its instance."""
    iid = in_hand(g, seat, card_id)[0]
    answer(g, "action", iid)
    return iid


def lead(g: Game, role: str, *boost: str) -> None:
    """Skip the action (if asked), lead ``role`` and boost with these hand cards (if asked)."""
    if g.pending.kind == "action":
        answer(g, "action", "skip")
    answer(g, "role", role)
    if g.pending is not None and g.pending.kind == "boost":
        answer(g, "boost", *boost)


def resolved_with(g: Game, name: str = "") -> int:
    """The X of the first '<name> resolves ... with X symbol(s)' line of the log."""
    line = next(e.text for e in g.log if e.text.startswith(name) and " resolves " in e.text)
    return int(line.rsplit(" with ", 1)[1].split()[0])


def finish(g: Game, role: str = "W", limit: int = 3000) -> None:
    """Play on with passive answers (skip, dissent, none; action phase first; lead ``role``)
    until the game ends."""
    for _ in range(limit):
        d = g.pending
        if d is None:
            return
        if d.kind in ("role", "phase_order"):
            g.answer([role if d.kind == "role" else "action"])
            continue
        pick = [k for k in d.keys() if k in ("skip", "dissent", "none")][:1] or d.keys()[:d.min]
        g.answer(pick[: max(d.min, min(d.max, len(pick)))])
    raise AssertionError("the game did not end")
