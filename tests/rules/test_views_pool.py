"""Each seat's pool (``PlayerView.pool``, rules/views.py ``pool_of``): the catalog ids of its
hand and deck together, public because every card enters and leaves them in the open."""

import random
from collections import Counter

import pytest

from exotica_tui.rules import Game, GameConfig

from .builders import new_game, set_deck, set_hand

ALL_SETS = ["base", "escalation", "exotica", "exotica-promo"]


def test_the_pool_is_the_hand_and_deck_by_catalog_id_the_same_in_every_seats_view():
    g = new_game(players=3)
    set_hand(g, 1, "survey", "warfare")
    g.s.box += g.players[1].deck
    g.players[1].deck = []
    set_deck(g, 1, "colonize", "survey")
    pools = [g.view(seat).players[1].pool for seat in range(3)]
    assert pools == [("colonize", "survey", "survey", "warfare")] * 3
    assert g.view(0).players[1].hand is None  # which of them are in hand stays hidden
    g.players[1].deck.append(g.players[1].hand.pop())  # a direct edit shows too
    assert g.view(0).players[1].pool == pools[0]
    g.players[1].hand.pop()
    assert g.view(2).players[1].pool == ("colonize", "survey", "warfare")


def ids(game: Game, zones) -> Counter:
    return Counter(game.card(c).id for zone in zones for c in zone)


def zones(game: Game) -> tuple[Counter, list[Counter], list[Counter]]:
    """Catalog ids of the shared zones each seat sees (stacks: a stack's top is shown and its
    count; technology piles; removed; looked-at cards), of each seat's own public zones
    (discard, played, tucked, permanents, colonies) and each seat's pool, as its view shows."""
    s = game.s
    shared = ids(game, [*s.stacks.values(), *s.techs.values(), s.removed, s.looking])
    own = [ids(game, [p.discard, p.played, p.tucked, [pm.card for pm in p.permanents],
                      *(pl.colonies for pl in (*p.planets, *p.permanents))])
           for p in s.players]
    pools = [Counter(pv.pool) for pv in game.view(0).players]
    return shared, own, pools


def check_moves_are_public(game: Game, before) -> None:
    """What a seat holds (pool and own public zones) changes only by cards from or to a zone
    every seat sees (a shared zone, another seat's public zones): no card passes from one
    seat's hand or deck to another's unseen, so a seat's pool follows from what is public."""
    after = zones(game)
    (shared0, own0, pools0), (shared1, own1, pools1) = before, after
    for seat in range(len(pools0)):
        held0, held1 = own0[seat] + pools0[seat], own1[seat] + pools1[seat]
        others = [q for q in range(len(pools0)) if q != seat]
        came = (shared0 - shared1) + sum((own0[q] - own1[q] for q in others), Counter())
        went = (shared1 - shared0) + sum((own1[q] - own0[q] for q in others), Counter())
        assert held1 - held0 <= came, (seat, held1 - held0, came)
        assert held0 - held1 <= went, (seat, held0 - held1, went)


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_cards_enter_and_leave_a_pool_only_through_public_zones(players, seed):
    game = Game.new(GameConfig(players=[f"P{i}" for i in range(players)], seed=seed,
                               sets=ALL_SETS))
    rng = random.Random(seed)
    box = None
    for _ in range(2500):
        d = game.pending
        if d is None:
            break
        before = zones(game)
        box = box if box is not None else list(game.s.box)
        keys = rng.sample(d.keys(), rng.randint(d.min, d.max))
        if d.check is not None and d.check(keys):
            keys = rng.sample(d.keys(), d.min)
        game.answer(keys)
        if game.s.box == box:
            check_moves_are_public(game, before)
        box = list(game.s.box)
    for p in game.players:
        assert game.view(0).players[p.seat].pool == tuple(
            sorted(game.card(c).id for c in p.hand + p.deck))
