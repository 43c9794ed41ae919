"""Exotica's translators: the ``translate`` decision of a role phase, and the hooks of the
cards that make a translator (Xenolinguistics, Rosetta Fish) ("Exotic Translators").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decide import ask
from ...decision import Option
from ...effects import take_from_stack
from ...kinds import K
from ...ops import hook
from ...plugin import Steps
from ...roletable import ROLE_NAMES, ROLE_SYMBOLS, STACK_NAMES
from ...symbols import empire, halo_exotic

if TYPE_CHECKING:
    from ...catalog import Card, Effect
    from ...game import Game
    from ...state import Player


def translator_sources(game: Game, p: Player) -> list[tuple[str, list[str]]]:
    """Each translator a player has now, by card name, with the roles it translates to: cards in
    play that print one (planets), Rosetta Fish (its tucked role cards) and the roles chosen with
    Xenolinguistics this turn (Exotica rulebook, "Exotic Translators")."""
    out = []
    for card in empire(game, p).triggered:  # of the face-up cards, those that may translate
        roles = card_translators(game, p, card)
        if roles:
            out.append((card.name, roles))
    if p.turn.translations:
        out.append((hook_card(game, "xenolinguistics").name, sorted(p.turn.translations)))
    return out


def card_translators(game: Game, p: Player, card: Card) -> list[str]:
    """The roles a card in p's empire translates to: its printed translators, or for the card
    that tucks role cards (Rosetta Fish) the symbols of p's tucked cards."""
    if card.triggers and any(e.op == "hook" and e.what == "rosetta_fish"
                             for t in card.triggers for e in t.effects):
        return [s for iid in p.tucked for s in game.card(iid).symbols]
    return list(card.translators)


def hook_card(game: Game, hook: str) -> Card:
    """The catalog card whose action runs the named hook (for naming it)."""
    return next(c for c in game.catalog.cards.values()
                if any(e.op == "hook" and e.what == hook for e in c.action))


def translate_choice(game: Game, p: Player, role: str) -> Steps:
    """Ask whether to count Exotic symbols as ``role`` through a translator (decision
    ``translate``). With two different translators each Exotic symbol may use either; copies of
    one translator never make a symbol count twice ("Exotic Translators"): so one yes/no suffices.
    Most players have no translator: asked at every boost and follow, that case makes no
    generator (the turn loop only iterates what it gets)."""
    p.turn.translating = None
    if not empire(game, p).triggered and not p.turn.translations:
        return ()  # nothing that may translate (translator_sources would find none)
    sources = translator_sources(game, p)
    return _ask_translate(game, p, role, sources) if sources else ()


def _ask_translate(game: Game, p: Player, role: str,
                   sources: list[tuple[str, list[str]]]) -> Steps:
    names = list(dict.fromkeys(name for name, roles in sources if role in roles))
    if not names:
        return
    hand_x = sum(game.card(c).symbols.count("X") for c in p.hand)
    halo = halo_exotic(game, p)
    if not hand_x and not halo:
        return
    opts = [Option("yes", f"Count Exotic symbols as {ROLE_NAMES[role]} "
                   f"({halo} in your empire, {hand_x} in hand)"),
            Option("no", "Do not translate")]
    (key,) = yield from ask(game, p.seat, K.TRANSLATE,
                            f"Use {' or '.join(names)} to translate for {ROLE_NAMES[role]}?",
                            opts, context={"role": role, "translators": names})
    if key == "yes":
        p.turn.translating = role


@hook("xenolinguistics")
def xenolinguistics(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Xenolinguistics: "Choose a Role symbol. For the rest of this turn, you may use Exotic
    symbols as if they were the chosen symbol." """
    opts = [Option(r, ROLE_NAMES[r]) for r in ROLE_SYMBOLS]
    (key,) = yield from ask(game, p.seat, K.CHOOSE_ROLE_SYMBOL, "Exotic symbols count as which "
                            "role this turn?", opts)
    p.turn.translations.add(key)
    game.say(f"{p.name} may use Exotic symbols as {ROLE_NAMES[key]} this turn.")


@hook("rosetta_fish")
def rosetta_fish(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Rosetta Fish: "Tuck a standard Role card from the stacks under Rosetta Fish. That card is
    out of the game. You may use Exotic symbols as if they were that Role's symbol. For
    Produce/Trade, this translates to both symbols." """
    opts = [Option(k, f"{STACK_NAMES[k]} ({len(v)} left)", v[-1])
            for k, v in game.s.stacks.items() if v]
    if not opts:
        return
    (key,) = yield from ask(game, p.seat, K.TAKE_ROLE, "Rosetta Fish: tuck a card from which "
                            "stack?", opts)
    p.tucked.append(take_from_stack(game, key))
    game.say(f"{p.name} tucks a {STACK_NAMES[key]} card under Rosetta Fish.")
