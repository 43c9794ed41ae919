"""Once-a-turn technologies of Escalation: Colony Ship (holds Colonies, +1 Colony once per
turn, moves Colonies when settling) and Defense Contract (escalation.md §9.2, FAQ 28).

Ruling (FAQ 28): Colonies move only as part of a Settle (leading, following, or an action),
never when dissenting; moves are made only as far as the planet settled needs them. A tucked
card's Colonies are its Colonize symbols (at least 1); a holder's last card carries what is left
of the holder's Colony count, so the counts always add up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...colonies import colony_holders, colony_options, holder_name, holder_of, tuck
from ...decide import ask
from ...decision import Option
from ...effects import empty_entry, gain_influence, holders, is_asteroid_discounted
from ...fleet import SIZES
from ...kinds import K
from ...optionkeys import hand_card
from ...own_turn import ability
from ...plugin import Steps
from ...slots import entry_label
from ...symbols import empire_symbols, passive_of
from ...words import count
from .ships import as_words, hand_goods, sell

if TYPE_CHECKING:
    from ...game import Game
    from ...state import Permanent, Planet, Player


def ships(game: Game, p: Player) -> list[Permanent]:
    return [pm for pm in p.permanents if game.card(pm.face).passive("holds_colonies")]


def pool(game: Game, p: Player, pl: Planet) -> list[tuple[Planet | Permanent, str, int]]:
    """Colonies p may move onto ``pl``: (holder, card, Colonies it carries), from Colony Ships
    and the other face-down planets."""
    if not ships(game, p):
        return []
    out = []
    for h in colony_holders(game, p):
        if h is pl or not h.colonies:
            continue
        values = [max(1, game.card(c).symbols.count("C")) for c in h.colonies[:-1]]
        values.append(max(0, h.colony_value - sum(values)))
        out += [(h, c, v) for c, v in zip(h.colonies, values, strict=True)]
    return out


def settle_help(game: Game, p: Player, pl: Planet) -> int:
    return sum(v for _, _, v in pool(game, p, pl))


def before_settle(game: Game, p: Player, pl: Planet) -> Steps:
    """"When Settling you may redistribute Colonies": move what ``pl`` still needs onto it."""
    cost = (game.card(pl.card).colonize_cost or 0) - is_asteroid_discounted(game, p, pl)
    need = cost - pl.colony_value - empire_symbols(game, p, "C")
    movable = pool(game, p, pl)
    if need <= 0 or not movable:
        return
    value = {c: v for _, c, v in movable}
    opts = [Option(c, f"{game.name(c)} under {holder_name(game, h)} (+{v})", c)
            for h, c, v in movable]

    def enough(keys: list[str]) -> str | None:
        got = sum(value[k] for k in keys)
        return None if got >= need else f"pick Colonies worth {need} (now {got})"

    keys = yield from ask(game, p.seat, K.MOVE_COLONIES,
                          f"Move Colonies worth {need} onto {game.name(pl.card)}.", opts,
                          1, len(opts), check=enough)
    for h, c, v in movable:
        if c in keys:
            h.colonies.remove(c)
            h.colony_value = max(0, h.colony_value - v)
            tuck(game, p, c, pl, v)
    game.say(f"{p.name} moves {count(len(keys), 'Colony card')} onto {game.name(pl.card)}.")


def colony_card(game: Game, iid: str) -> bool:
    return "C" in game.card(iid).symbols


def colony_ready(game: Game, p: Player) -> bool:
    """A Colonize card in hand and, by rules revision 3, a place for it: a Greater Mimic
    copying Colony Ship holds no Colonies, and a Hostile planet takes none (escalation.md §5)."""
    return any(colony_card(game, c) for c in p.hand) and (
        game.config.rules_revision < 3 or bool(colony_holders(game, p)))


@ability("colony_per_turn", colony_card, lambda game, p: "+1 Colony: tuck a Colonize card",
         colony_ready)
def plus_one_colony(game: Game, p: Player) -> Steps:
    """Colony Ship: "Once per turn: +1 Colony": tuck a card with a Colonize symbol from hand
    as 1 Colony under the Colony Ship or a face-down planet (in your own turn, at any point,
    like Streamlining: rules/own_turn.py)."""
    opts = [game.card_option(c) for c in p.hand if colony_card(game, c)]
    keys = yield from ask(game, p.seat, K.COLONY_CARD, "Tuck which card as +1 Colony?", opts,
                          0, 1)
    if not keys:
        return
    (card,) = keys
    (key,) = yield from ask(game, p.seat, K.COLONY_TARGET,
                            f"Tuck {game.name(card)} as 1 Colony under which card?",
                            colony_options(game, p), context={"card": card})
    p.hand.remove(card)
    tuck(game, p, card, holder_of(p, key), 1)
    game.say(f"{p.name} adds 1 Colony (Colony Ship).")


def spendable(r: str | None) -> bool:
    """A resource, or a Fighter token on a slot (never a Destroyer token)."""
    return r is not None and (r not in SIZES or r == "fighter")


def contract_ready(game: Game, p: Player) -> bool:
    return p.fleet.fighters > 0 or any(spendable(r) for _, _, res in holders(game, p)
                                       for r in res) or bool(contract_cards(game, p))


def contract_cards(game: Game, p: Player) -> list[Option]:
    """Cards in hand Defense Contract may discard: with a resource or a Fighter icon, "as if it
    were that ship or resource" (escalation.md §4.3; rules revision 3)."""
    return hand_goods(game, p, True) if game.config.rules_revision >= 3 else []


def contract_influence(game: Game, p: Player) -> int:
    return passive_of(game, p, "defense_contract").influence


@ability("defense_contract", lambda game, c: False,
         lambda game, p: f"discard 1 resource or 1 Fighter for {contract_influence(game, p)}"
                         " influence", contract_ready)
def defense_contract(game: Game, p: Player):
    """Defense Contract: "Once per turn you may discard 1 Resource or 1 Fighter to collect 1
    Influence from the supply" (the passive's ``influence``). Ruling: once in your own turn, at
    any point, like Streamlining (rules/own_turn.py)."""
    gain = contract_influence(game, p)
    opts = [Option(f"{key}/{i}", entry_label(card, i, r), key)
            for key, card, res in holders(game, p) for i, r in enumerate(res) if spendable(r)]
    if p.fleet.fighters:
        opts.append(Option("fighter", "1 Fighter"))
    opts += contract_cards(game, p)
    opts.append(Option("none", "Not now"))
    (key,) = yield from ask(game, p.seat, K.DEFENSE_CONTRACT,
                            f"Defense Contract: discard what for {gain} influence?", opts)
    if key == "none":
        return False
    if key == "fighter":
        p.fleet.add("fighter", -1)
        what = "a Fighter"
    elif (card := hand_card(key)) is not None:
        what = f"{game.name(card)} as {as_words(sell(game, p, key))}"
    else:
        empty_entry(game, p, key)
        what = "a resource"
    gain_influence(game, p, gain, f"{p.name} discards {what} for {gain} influence (Defense "
                   "Contract).")
    return True
