"""Purpose-made views of decisions: a heading and one line per option, by decision kind.

Every decision keeps the one shape of the rules core (pick ``min``..``max`` options, ordered or
not); this module only words it better: research lists the technologies you cannot buy and why,
recon explains the order, targets show planet costs against your fighters and colonies.
Unknown kinds fall back to the option labels, so any decision can be answered.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from rich.text import Text

from ..rules.catalog import PLANET_TYPE_NAMES, Card
from ..rules.decision import Decision, Option
from ..rules.game import Game
from ..rules.kinds import K, kinds_with
from ..rules.optionkeys import IMPROVE_MINING, MINE, empire_card
from ..rules.plugin import tile_face, tile_faces
from ..rules.research import CANNOT_BUY
from ..rules.roletable import ROLE_BY_KEY, ROLE_NAMES
from ..rules.views import GameView
from ..rules.words import count
from . import render, ships

ROLE_LETTERS = ROLE_BY_KEY  # hotkey letter -> role symbol, from the role table
PLANET_KINDS = kinds_with("planets")
IDLE_MARK = "(no effect now)"  # an option the rules core judged to do nothing (Option.idle)
TARGET_KINDS = kinds_with("targets")
PASS_KEYS = ("skip", "none")  # "take no action", "buy nothing": the key n, named in the title
FLEET_KINDS = {K.ATTACK_TARGET, K.RESEARCH, K.PAY_SHIPS, K.SHIP_EXCHANGE}  # ships pay here


@dataclass(slots=True)
class Entry:
    """One line of a prompt: an option (``option`` set) or an information line; ``group``
    names the part of a long list it belongs to (Research: "Tiles", a pile)."""

    text: Text
    option: Option | None = None
    group: str = ""


@dataclass(slots=True)
class PromptView:
    title: Text
    entries: list[Entry]
    letters: dict[str, str]  # extra hotkey -> option key


def build(game: Game, view: GameView, d: Decision) -> PromptView:
    """The words for decision ``d`` as seen by its seat."""
    me = view.players[view.seat]
    title = Text(d.prompt, style="bold")
    how = how_many(d)
    if how:
        title.append(f"  ({how})", style="dim")
    letters: dict[str, str] = {}
    entries = [Entry(option_text(game, view, d, o), o) for o in d.options]
    if d.kind == K.ROLE:
        letters = {k: v for k, v in ROLE_LETTERS.items() if v in d.keys()}
        entries = [Entry(role_text(game, view, o), o) for o in d.options]
    elif d.kind == K.FOLLOW:
        letters = {"f": "follow", "d": "dissent"}
        title.append("\n")
        title += follow_summary(game, view, d.context.get("role", ""))
    elif d.kind == K.TRANSLATE:
        letters = {"y": "yes", "n": "no"}
        title.append("\n")
        title += translator_summary(d)
    elif d.kind == K.RESEARCH:
        entries = research_order(game, view, entries)
        entries += [Entry(t) for t in unaffordable(game, d)]
    elif d.kind == K.RECON_PICK:
        title.append("\nPick in order: your first pick ends on top of the planet deck.",
                     style="italic")
    if d.kind in FLEET_KINDS and me.fleet_tile:  # Escalation: what the fleet can pay
        title.append(f"\nYour fleet: {ships.ship_list(me.ships)}.", style="italic")
    elif d.kind == K.ATTACK_TARGET:
        title.append(f"\nYou have {count(me.fighters, 'Fighter')}.", style="italic")
    for e in entries:
        if e.option is not None and e.option.idle:
            e.text.append(f"  {IDLE_MARK}", style="italic")
    return PromptView(title, entries, letters)


# The Mining tile's options name no card in the rules (their key says which tile,
# rules/optionkeys.py): the detail view shows the seat's tile for the action, the improved
# face for the upgrade.
TILE_OPTIONS = (MINE, IMPROVE_MINING)


def option_card(view: GameView, o: Option) -> str | None:
    """The card an option is about, for ``i`` and the detail row: the option's own card, the
    seat's Mining tile (its face now, ``PlayerView.fronts``) for the tile's action, Improved
    Mining for the upgrade (the face Exotica declares, ``plugin.tile_faces``), and the face
    (or the card copied) of an empire card that acts."""
    me = view.players[view.seat]
    if o.key == IMPROVE_MINING:
        return tile_faces("mining_tile")[1]
    if o.key == MINE:
        return next((c for c in me.fronts if c in tile_faces("mining_tile")),
                    tile_face("mining_tile", me.mining or "basic"))
    held = empire_card(o.key)  # an action of a planet or permanent in the empire
    if held is not None:
        pm = next((pm for pm in me.permanents if pm.card == held), None)
        if pm is not None:
            return pm.copy_of or pm.face
    return o.card


def how_many(d: Decision) -> str:
    if d.max <= 1 and d.min == 1:
        return ""
    pick = f"pick {d.min}" if d.min == d.max else f"pick {d.min} to {d.max}"
    return pick + (", in order" if d.ordered else "") + "; space toggles, Enter confirms"


def option_text(game: Game, view: GameView, d: Decision, o: Option) -> Text:
    if o.card is None:
        return Text(o.label)
    card = game.card(o.card)
    if d.kind in PLANET_KINDS and card.planet_type:
        return render.planet_facts(card)
    if d.kind in TARGET_KINDS:
        return Text(o.label + "  ") + target_facts(view, o.card)
    if card.kind in ("role", "politics", "tech") and d.kind != K.ACTION:
        out = render.card_title(card)
        extra = o.label.removeprefix(card.name)
        return out + Text(extra)
    if d.kind == K.ACTION and o.key == o.card:
        return render.hand_card(card)
    if card.kind == "fleet_tile" and d.kind == K.RESEARCH and card.short:  # the upgrade
        return Text(o.label) + Text(f"  {card.short}", style="dim")
    return Text(o.label)


def target_facts(view: GameView, card_id: str) -> Text:
    me = view.players[view.seat]
    pl = next((pl for pl in me.planets if pl.card == card_id), None)
    if pl is None:
        return Text()
    colonies = "" if pl.colonize_cost is None else f" colonies {pl.colony_value}"  # C✗
    return render.planet_type(pl.planet_type) + Text(
        f" {render.survey_side(pl)}{colonies}", style="dim")


def empire_cards(game: Game, view: GameView) -> list[Card]:
    me = view.players[view.seat]
    cards = [game.card(pl.card) for pl in me.planets if pl.face_up and pl.card]
    return cards + [game.card(pm.copy_of or pm.face) for pm in me.permanents]


def role_text(game: Game, view: GameView, o: Option) -> Text:
    """``S Survey (14 in stack)  hand 2, empire 1``: what leading it would give."""
    if o.key not in ROLE_NAMES:  # a once-a-turn ability (Streamlining, ...), not a role
        return Text(o.label)
    me = view.players[view.seat]
    in_hand = sum(game.card(c).symbols.count(o.key) for c in me.hand or [])
    in_empire = sum(c.symbols.count(o.key) for c in empire_cards(game, view))
    out = render.symbols([o.key]) + Text(" " + o.label)
    out.append(f"  hand {in_hand}, empire {in_empire}", style="dim")
    return out


def follow_summary(game: Game, view: GameView, role: str) -> Text:
    me = view.players[view.seat]
    leader = view.players[view.active].name
    in_hand = sum(game.card(c).symbols.count(role) for c in me.hand or [])
    in_empire = sum(c.symbols.count(role) for c in empire_cards(game, view))
    return Text(f"{leader} leads {ROLE_NAMES.get(role, role)}: you hold "
                f"{count(in_hand, 'matching symbol')} in hand and {in_empire} in your empire.  "
                "[f] follow  [d] dissent",
                style="italic")


def translator_summary(d: Decision) -> Text:
    """The translators that apply to this role (the rules core names them), e.g.
    ``Translators: Rosetta Fish ⇄T``."""
    out = Text("Translators: ", style="italic")
    for name in d.context.get("translators", []):
        out.append(f"{name} ⇄")
        out += render.symbols([d.context.get("role", "")])
        out.append("  ")
    out.append("[y] yes  [n] no")
    return out


PILE_TYPES = {name.lower(): t for t, name in PLANET_TYPE_NAMES.items()}  # "metallic" -> "M"
TILES = "Tiles"


def research_order(game: Game, view: GameView, entries: list[Entry]) -> list[Entry]:
    """Research's options grouped (issue 30, item 2): upgrades of your own tiles first, then
    the technologies by pile, the piles of your planet types first, then in the table's
    order, within a pile by level, then name; what fits no pile last."""
    piles = list(view.techs)
    pile_of = {}
    for pile, cards in view.techs.items():
        for iid in cards:
            card = game.card(iid)
            pile_of[card.id] = pile_of[card.other_face or card.id] = pile
    have = planet_counts(game, view)

    def rank(e: Entry) -> tuple:
        o = e.option
        card = game.card(o.card) if o is not None and o.card else None
        if o is not None and (o.key in TILE_OPTIONS or (card is not None and card.kind in (
                "fleet_tile", "mining_tile"))):
            e.group = TILES
            return (0,)
        pile = pile_of.get(card.id) if card is not None else None
        if pile is None or card is None:
            e.group = "Other" if o is not None and o.key not in PASS_KEYS else ""
            return (3 if e.group == "" else 2,)
        e.group = pile.title()
        return (1, not have.get(PILE_TYPES.get(pile, ""), 0), piles.index(pile), card.level or 0,
                card.name)

    return sorted(entries, key=rank)


def planet_counts(game: Game, view: GameView) -> Counter:
    me = view.players[view.seat]
    return Counter(game.card(pl.card).planet_type for pl in me.planets
                   if pl.face_up and pl.card and not game.card(pl.card).is_asteroid)


def unaffordable(game: Game, d: Decision) -> list[Text]:
    """Technologies on offer that this research cannot buy, each with the reason the rules
    give (``research.cannot_buy``)."""
    return [Text(f"  ✗ {game.name(face)}: {why}", style="dim")
            for face, why in d.fact(CANNOT_BUY) or ()]
