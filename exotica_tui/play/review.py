"""How a finished game was won (issue 32, item 3): each seat's score after every turn, what
each seat did (roles led, followed and dissented; planets surveyed, settled and conquered;
technologies gained by turn; ships and resources produced) and the turning points: the turns
where the final winner's lead grew or shrank most, each with the step a replay opens at.

Read from the record's checkpoints (``Replay``): the decisions and their answers say who led,
followed or dissented; consecutive states say what entered each empire. A settle and a conquest
both turn a planet face up: which one it was is the step's log line (``effects.flip``).
"""

from __future__ import annotations

import pickle
from collections import Counter
from dataclasses import dataclass, field

from ..rules.kinds import K
from ..rules.points import owned_techs
from ..rules.roletable import ROLE, ROLE_NAMES
from ..rules.state import Player, State
from .replay import Replay

TURNING_POINTS = 3  # of each sign: the turns the lead grew most, and shrank most


@dataclass(slots=True)
class SeatStats:
    seat: int
    name: str
    led: Counter[str] = field(default_factory=Counter)  # role name -> times
    followed: Counter[str] = field(default_factory=Counter)
    dissented: Counter[str] = field(default_factory=Counter)
    surveyed: int = 0  # planets gained face down
    settled: int = 0
    conquered: int = 0
    techs: list[tuple[int, str]] = field(default_factory=list)  # (turn, technology name)
    ships: int = 0  # ships gained, of any size
    resources: int = 0  # resources placed on planets and cards already in play


@dataclass(slots=True, frozen=True)
class TurningPoint:
    turn: int
    step: int  # where the turn begins: the replay opens here
    change: int  # how much the winner's lead over the best other seat grew (< 0: shrank)
    lead: int  # the lead after the turn


@dataclass(slots=True)
class Review:
    names: list[str]
    turns: list[int]  # 0 (the start, set up), then every turn played
    scores: list[list[int]]  # per seat, the total after each turn of ``turns``
    seats: list[SeatStats]
    winner: int  # the seat ranked first (the lowest seat among shared victors)
    turning_points: list[TurningPoint]
    final: list[int]  # the final totals, exactly ``game.scores()``


def review(replay: Replay) -> Review:
    """The review of a finished game's replay."""
    assert replay.finished, "a review is of a finished game"
    final = replay.final
    names = [p.name for p in final.players]
    turns = [0, *sorted(t for t in replay.turn_starts if t >= 1)]
    ends = [replay.turn_starts.get(t + 1, replay.last)
            for t in turns]  # a turn's score: as the next one begins (0: the set-up done)
    scores = [[0] * len(turns) for _ in names]
    for i, step in enumerate(ends):
        for s in replay.at(step).scores():
            scores[s.seat][i] = s.total
    ranked = sorted(final.scores(), key=lambda s: (s.rank, s.seat))
    winner = ranked[0].seat
    return Review(names, turns, scores, seat_stats(replay), winner,
                  turning_points(replay, turns, scores, winner),
                  [next(s.total for s in ranked if s.seat == seat) for seat in range(len(names))])


def lead_of(scores: list[list[int]], winner: int, i: int) -> int:
    return scores[winner][i] - max(row[i] for seat, row in enumerate(scores) if seat != winner)


def turning_points(replay: Replay, turns: list[int], scores: list[list[int]],
                   winner: int) -> list[TurningPoint]:
    """The turns whose play changed the winner's lead most, up to ``TURNING_POINTS`` that grew
    it and as many that shrank it, in turn order."""
    points = [TurningPoint(turns[i], replay.turn_starts[turns[i]],
                           lead_of(scores, winner, i) - lead_of(scores, winner, i - 1),
                           lead_of(scores, winner, i)) for i in range(1, len(turns))]
    grew = sorted((p for p in points if p.change > 0), key=lambda p: (-p.change, p.turn))
    shrank = sorted((p for p in points if p.change < 0), key=lambda p: (p.change, p.turn))
    return sorted(grew[:TURNING_POINTS] + shrank[:TURNING_POINTS], key=lambda p: p.turn)


def seat_stats(replay: Replay) -> list[SeatStats]:
    final = replay.final
    stats = [SeatStats(p.seat, p.name) for p in final.players]
    before = pickle.loads(replay.checkpoints[0].state)
    for step in range(1, replay.last + 1):
        cp = replay.checkpoints[step - 1]
        d, keys = cp.pending, replay.record.answers[step - 1]
        if d is not None and d.kind == K.ROLE and keys and keys[0] in ROLE:
            stats[d.player].led[ROLE_NAMES[keys[0]]] += 1
        elif d is not None and d.kind == K.FOLLOW and keys:
            role = ROLE_NAMES.get(d.context.get("role", ""), "?")
            tally = stats[d.player].dissented if keys[0] == "dissent" else stats[d.player].followed
            tally[role] += 1
        after = pickle.loads(replay.checkpoints[step].state)
        if before.turn_no >= 1:  # the set-up's planets and cards are no one's doing
            lines = [final.log[i].text for i in replay.step_entries(step)]
            for p, q, st in zip(before.players, after.players, stats, strict=True):
                compare(final, p, q, st, after, lines)
        before = after
    return stats


def compare(game, p: Player, q: Player, st: SeatStats, after: State, lines: list[str]) -> None:
    """What entered ``q``'s empire since it was ``p`` (one answer before)."""
    was = {pl.card: pl for pl in p.planets}
    st.surveyed += sum(1 for pl in q.planets if pl.card not in was and not pl.face_up)
    st.settled += sum(1 for line in lines if line.startswith(f"{q.name} settles "))
    st.conquered += sum(1 for line in lines if line.startswith(f"{q.name} conquers "))
    before, now = p.fleet.by_size(), q.fleet.by_size()
    st.ships += sum(max(0, n - before.get(size, 0)) for size, n in now.items())
    kept = {pm.card: pm for pm in p.permanents}
    for pl in q.planets:  # resources added where some could be before
        old = was.get(pl.card)
        if old is not None and old.face_up:
            st.resources += max(0, count(pl.resources) - count(old.resources))
    for pm in q.permanents:
        old_pm = kept.get(pm.card)
        if old_pm is not None:
            st.resources += max(0, count(pm.resources) - count(old_pm.resources))
    new = Counter(owned_techs(game, q)) - Counter(owned_techs(game, p))
    st.techs += [(after.turn_no, game.name(c)) for c in sorted(new.elements())]


def count(resources: list[str | None]) -> int:
    return sum(1 for r in resources if r is not None)
