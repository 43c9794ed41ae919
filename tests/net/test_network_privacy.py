"""Privacy by construction: every byte a seat's client receives over a whole game holds none
of the card ids hidden from that seat at the moment it was sent."""

from __future__ import annotations

import asyncio
import re

from exotica_tui.rules.game import Game

from .kit import seats, start_host

CARD_ID = re.compile(rb"[a-z0-9][a-z0-9_-]*#\d+")


def hidden_from(game: Game, seat: int) -> set[str]:
    """Ids the seat may not see: other hands, every deck (order and contents), the planet
    deck, the box, the role stacks below their tops, other seats' face-down planets, and
    planets another seat is looking at."""
    s = game.s
    ids = set(s.planet_deck) | set(s.box)
    for stack in s.stacks.values():
        ids |= set(stack[:-1])
    for p in s.players:
        ids |= set(p.deck)
        if p.seat != seat:
            ids |= set(p.hand)
            ids |= {pl.card for pl in p.planets if not pl.face_up}
    d = game.pending
    if d is not None and d.player != seat and d.kind != "library_keep":
        ids |= set(s.looking)
    return ids


async def test_network_privacy_whole_game(tmp_path):
    host, server, address, _ = await start_host(tmp_path)
    leaks: list[tuple[int, set[str]]] = []
    sent = {0: bytearray(), 1: bytearray()}
    checked = [0]

    def witness(seat: int, data: bytes) -> None:
        sent[seat] += data
        found = {m.decode() for m in CARD_ID.findall(data)}
        checked[0] += 1
        if found & hidden_from(host.game, seat):
            leaks.append((seat, found & hidden_from(host.game, seat)))

    host.sent = witness
    async with server:
        ann, bob = await seats(host, address, "Ann", "Bob")
        final = await asyncio.wait_for(asyncio.gather(ann.play(), bob.play()), 120)
    assert host.game.is_over and final[0].scores is not None
    assert not leaks, leaks[:3]
    assert checked[0] > 50 and len(host.game.record.answers) > 100
    for seat, client in ((0, ann), (1, bob)):
        assert bytes(client.received) == bytes(sent[seat])[:len(client.received)]
        assert len(client.received) > 0.99 * len(sent[seat])
    # each saw its own hand and never the other's name on a hand
    assert final[0].view.players[0].hand is not None and final[0].view.players[1].hand is None
    assert final[1].view.players[1].hand is not None and final[1].view.players[0].hand is None
    # each seat's pool (catalog ids, public) arrives as the host built it
    assert final[0].view.players[1].pool == host.game.view(0).players[1].pool != ()
