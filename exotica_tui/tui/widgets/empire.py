"""An empire on the table, in the largest of its forms that fits the rows it was given.

The forms (tui/README.md, "Empire forms"), largest first: ``full`` (every planet with its
influence and slots, the tiles' texts), ``compact`` at three levels of detail (names and
slots; then Tucked/Played as counts; then planets as names only), ``line`` (one row of counts)
and, for a region with one row for several empires, ``names_line``. The layout (exotica.tcss)
gives each region its rows; a region's widget picks the forms for them (``render`` reads
``self.size``), so no region is cut mid-empire and none is left blank while an empire is
unshown.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.geometry import Size
from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import Static

from ...play.session import from_leader
from ...rules.game import Game
from ...rules.views import PlayerView
from .. import render, ships
from ..facts import TableFacts
from ..packed import Packed

TILE_EDGE = "  ▌ "  # a tile's rows: indented, with an accent edge


@dataclass(frozen=True)
class Empire:
    """A seat's empire in its full form: its packed text and its tiles (None: not drawn)."""

    seat: int
    text: Packed
    mining: Text | None
    fleet: Text | None

    def lines(self, width: int) -> list[Text]:
        """The full form's rows at ``width``: the packed text, then each tile's rows."""
        out = self.text.text(width).split("\n")
        for tile in (self.mining, self.fleet):
            if tile is not None:
                for row in tile.split("\n"):
                    words = Packed().add(Text(TILE_EDGE, style="bold"), row.split(" "),
                                         sep=" ", indent=len(TILE_EDGE))
                    out.extend(words.text(width).split("\n"))
        return list(out)


def draw_empire(game: Game, pv: PlayerView, active: bool = False, me: bool = False,
                tile: str = "line", open_hand: list[str] | None = None, wide: bool = False,
                fleet: str | None = "line") -> Empire:
    """``pv``'s full empire: ``tile`` sizes the Mining tile and ``fleet`` the Fleet tile (see
    ``render.mining_tile``; None: the Fleet tile's face goes in the empire's first row);
    ``open_hand``: the hand shown in open-hands games; ``wide``: the ships in words."""
    packed: Packed = render.empire(game, pv, active, me, wide, fleet is None)
    if open_hand is not None:
        packed.add("  Hand (open): ", [game.name(c) for c in open_hand], sep=", ")
    mining = render.mining_tile(game, pv.mining, tile) if pv.mining else None
    fleet_tile = ships.fleet_tile(game, pv.fleet_tile, fleet) if pv.fleet_tile and fleet else None
    return Empire(pv.seat, packed, mining, fleet_tile)


def heading(pv: PlayerView, active: bool, me: bool) -> Text:
    """``▶ Ann (active) (you)``: the first cells of every form (reverse: the seat deciding)."""
    return render.empire_head(pv, active, me)


def counts(game: Game, pv: PlayerView) -> list[str]:
    """Influence and ships: what every form keeps."""
    fleet = ships.fleet(pv.ships, False) if pv.fleet_tile else f"⚔{pv.fighters}"
    return [f"★{pv.influence}", fleet]


def compact(game: Game, pv: PlayerView, active: bool, me: bool, detail: int,
            open_hand: list[str] | None = None) -> Packed:
    """The compact form: every planet and tech, few words. ``detail`` 2: planets with their
    symbols and slots, Tucked/Played by name; 1: Tucked/Played as counts; 0: planets as
    names only."""
    stats = [*counts(game, pv), f"hand {pv.hand_count}", f"deck {pv.deck_count}",
             f"discard {len(pv.discard)}"]
    out = Packed().add(heading(pv, active, me) + Text("  "), stats, sep="  ", indent=4)
    up = [render.planet_short(game, pl, detail >= 1) for pl in pv.planets if pl.face_up]
    down = [render.planet_down_short(pl) for pl in pv.planets if not pl.face_up]
    if up:
        out.add("  Up ", up, sep=" ")
    if down:
        out.add("  Dn ", down, sep=" ")
    if pv.permanents:
        out.add("  Tech ", [game.name(pm.face) for pm in pv.permanents], sep=", ")
    cards = []
    if detail >= 2:
        cards += [f"Tucked {', '.join(game.name(c) for c in pv.tucked)}"] if pv.tucked else []
        cards += [f"Played {', '.join(game.name(c) for c in pv.played)}"] if pv.played else []
    else:
        cards += [f"Tucked {len(pv.tucked)}"] if pv.tucked else []
        cards += [f"Played {len(pv.played)}"] if pv.played else []
    if cards:
        out.add("  ", cards, sep=" · ")
    tiles = [render.mining_tile(game, pv.mining, "line")] if pv.mining else []
    tiles += [Text(game.card(ships.FLEET_FACES[pv.fleet_tile]).name)] if pv.fleet_tile else []
    if tiles:
        out.add("  Tile ", tiles, sep=" · ")
    if open_hand is not None:
        out.add("  Hand ", [game.name(c) for c in open_hand], sep=", ")
    return out


def line(game: Game, pv: PlayerView, active: bool, me: bool) -> Text:
    """The one-row form: ``▶ Ann  ★0 ⚔0F 0D 0B · Up 3 · Dn 1 · techs 1 · hand 7``."""
    up = sum(1 for pl in pv.planets if pl.face_up)
    parts = [" ".join(counts(game, pv)), f"Up {up}", f"Dn {len(pv.planets) - up}",
             f"techs {len(pv.permanents)}", f"hand {pv.hand_count}"]
    return heading(pv, active, me) + Text("  " + " · ".join(parts))


def names_line(game: Game, players: list[PlayerView], active: int) -> Text:
    """Several empires on one row: ``Cy  ★2 ⚔4 · Di  ★1 ⚔5  [e]``."""
    out = Text()
    for n, pv in enumerate(players):
        if n:
            out.append(" · ")
        out.append(("▶ " if pv.seat == active else "") + pv.name, style="bold")
        out.append("  " + " ".join(counts(game, pv)))
    return out.append("  [e] empires", style="dim")


class Forms:
    """One seat's forms, largest first, each as rows for a width (made once per width)."""

    def __init__(self, facts: TableFacts, seat: int) -> None:
        game, view = facts.game, facts.view
        pv = view.players[seat]
        self.seat, self.facts = seat, facts
        me = seat == view.seat
        active, deciding = seat == view.active, me and facts.human
        hand = facts.open_hands.get(seat)
        wide = facts.wide
        tile = ("full" if wide else "short") if me else "line"
        fleet = tile if wide or me and active else None
        if fleet is None and tile == "short" and pv.fleet_tile:
            tile = "line"
        self.full = draw_empire(game, pv, active, deciding, tile, hand, wide, fleet)
        self.compact = [compact(game, pv, active, deciding, d, hand) for d in (2, 1, 0)]
        self.line = line(game, pv, active, deciding)
        self.drawn: dict[int, list[list[Text]]] = {}

    def at(self, width: int) -> list[list[Text]]:
        """Every form's rows at ``width``, largest first (the line form last)."""
        if width not in self.drawn:
            forms = [self.full.lines(width), *(c.text(width).split("\n") for c in self.compact)]
            self.drawn[width] = [list(f) for f in forms] + [[self.line]]
        return self.drawn[width]

    def fitting(self, width: int, rows: int) -> list[Text]:
        """The largest form with at most ``rows`` rows (the line form at least)."""
        return next((f for f in self.at(width) if len(f) <= rows), self.at(width)[-1])


def joined(lines: list[Text]) -> Text:
    return Text("\n").join(lines)


class TableEmpires(Widget):
    """A region of the table's empires, drawn from the table's facts (``data_bind``)."""

    facts: reactive[TableFacts | None] = reactive(None, layout=True)

    def seats(self, facts: TableFacts) -> list[int]:
        raise NotImplementedError

    def forms(self) -> list[Forms]:
        """Its seats' forms, made once per facts."""
        facts = self.facts
        if facts is None:
            return []
        if getattr(self, "_forms_for", None) is not facts:
            self._forms_for = facts
            self._forms = [Forms(facts, seat) for seat in self.seats(facts)]
        return self._forms

    def shown(self) -> list[Empire]:
        """The empires this region draws (their full form: the tests read their texts)."""
        return [f.full for f in self.forms()]


class OwnEmpire(TableEmpires):
    """The deciding seat's own empire: as tall as its largest form within the region's cap
    (``max-height`` in exotica.tcss), leaving the leader's region a row."""

    def seats(self, facts: TableFacts) -> list[int]:
        return [facts.view.seat]

    def limit(self, container: Size, viewport: Size) -> int:
        rows = container.height - 1  # one row at least for the leader's region
        cap = self.styles.max_height
        if cap is not None:
            rows = min(rows, int(cap.resolve(container, viewport)))
        return max(rows, 1)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        forms = self.forms()
        return len(forms[0].fitting(width, self.limit(container, viewport))) if forms else 0

    def render(self) -> Text:
        forms = self.forms()
        if not forms:
            return Text()
        width, height = self.content_size
        return joined(forms[0].fitting(width, height))


class OtherEmpires(TableEmpires):
    """The leader's empire, then the others' in turn order from it, in the rows left: each in
    the largest form that leaves the ones after it a row; with fewer rows than empires, the
    last row names the rest. Wide, a blank row between empires and the piles below, where
    rows remain."""

    def seats(self, facts: TableFacts) -> list[int]:
        view = facts.view
        me, order = view.seat, from_leader(view)
        lead = view.active if view.active != me else order[1 % len(order)]
        return [lead, *(s for s in order if s not in (me, lead))] if len(order) > 1 else []

    def render(self) -> Text:
        forms, facts = self.forms(), self.facts
        if not forms or facts is None:
            return Text()
        width, height = self.content_size
        return joined(self.rows(forms, facts, width, max(height, 1)))

    def rows(self, forms: list[Forms], facts: TableFacts, width: int,
             height: int) -> list[Text]:
        gap = 1 if facts.wide else 0
        if len(forms) > height:  # one row each for some, the rest named on the last row
            shown = [f.line for f in forms[:height - 1]]
            rest = [facts.view.players[f.seat] for f in forms[height - 1:]]
            return [*shown, names_line(facts.game, rest, facts.view.active)]
        out: list[Text] = []
        for n, f in enumerate(forms):
            after = len(forms) - n - 1
            room = height - len(out) - after * (1 + gap) - (gap if n else 0)
            if n and gap and room > 0:
                out.append(Text())
            out += f.fitting(width, max(room, 1))
        if facts.wide and height - len(out) > 2:
            piles = facts.piles.text(width).split("\n")
            out += [Text(), *piles][:height - len(out)]
        return out


class EmpireBox(Static):
    """One empire in its full form (the empires dialog)."""

    def show(self, game: Game, pv: PlayerView, *args, **kw) -> None:
        empire = draw_empire(game, pv, *args, **kw)
        self.empire = empire
        self.update(joined(empire.lines(self.app.size.width - 4)))
