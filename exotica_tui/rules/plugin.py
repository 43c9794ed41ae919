"""The plug-in interface of the card sets: ``CardSet``, its ``Hooks`` and the registry.

A card set brings its cards (``cards/<set>/``), declares its ops, hooks and passive abilities
(``rules/ops.py``) and a ``CardSet``: who it is (id, label, the sets it needs, its setup label,
its help) and, where it changes the turn itself, the methods the turn loop calls for every set
in play. The core names no set and never imports one (design.md, "Layers"): the sets import
this module and ``register`` themselves when ``rules/sets/`` loads them (``rules/__init__.py``,
after the core). What lists the sets (``GameConfig``'s check, the CLI, the setup screen, help,
the bots' worlds) reads this registry.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Generator
from pathlib import Path
from typing import TYPE_CHECKING

from .decision import Decision, Option

if TYPE_CHECKING:
    from .attacks import Target
    from .catalog import Card
    from .game import Game
    from .research import Claimed
    from .state import Permanent, Planet, Player, State

Steps = Generator[Decision, list[str], None]
Check = Callable[[list[str]], str | None] | None  # an extra legality test of a decision


class CardSet:
    """What a card set adds to the engine; every extension point does nothing here."""

    id = ""  # as the folder of its cards (``cards/<id>/``) and ``GameConfig.sets`` name it
    label = ""  # its name for players (the CLI's ``--sets`` help)
    needs: tuple[str, ...] = ()  # the sets it is played only with (the Promo Pack's two)
    setup_label = ""  # its box on the setup screen
    help = ""  # a Markdown file beside its module: its help sections (``# `` titles), or none
    sets_aside_actions = False  # action cards wait in the played area until Cleanup
    # the two-faced tile each player gets: card kind -> (basic face, improved face), catalog
    # ids (``tile_faces``: what a screen shows of the face a seat does not have)
    tiles: dict[str, tuple[str, str]] = {}

    def setup_player(self, game: Game, p: Player) -> None:
        """Give p this set's starting components (before any card is dealt)."""

    def deal_starts(self, game: Game, state: State) -> bool:
        """Deal the starting decks and planets in this set's own way (Exotica's scenarios);
        False leaves the standard deal (a random start planet each)."""
        return False

    def before_first_turn(self, game: Game) -> Steps:
        """Decisions of the setup that come before the first turn."""
        yield from ()

    def passive_cards(self, game: Game, p: Player) -> list:
        """Cards in front of p, besides the empire, whose passive abilities p has. Read only
        ``p.mining``, ``p.fleet_tile`` and ``p.scenario``: ``symbols.empire`` counts them again
        only when those or the empire change."""
        return []

    def turn_start(self, game: Game, p: Player) -> Steps:
        """At the very beginning of p's turn, before "beginning of your turn" triggers."""
        yield from ()

    def actions(self, game: Game, p: Player) -> list[Option]:
        """Actions this set offers p in the Action phase (besides cards in hand and empire)."""
        return []

    def act(self, game: Game, p: Player, key: str) -> Steps:
        """Take the action ``key``, one of those ``actions`` offered."""
        yield from ()

    def before_play(self, game: Game, p: Player, role: str) -> Steps:
        """Before p chooses cards to boost or follow ``role`` with."""
        yield from ()

    def translator_sources(self, game: Game, p: Player) -> list[tuple[str, list[str]]]:
        """Each translator p has now (by name) with the roles Exotic symbols may count as."""
        return []

    def card_translators(self, game: Game, p: Player, card: Card) -> list[str]:
        """The roles a card in p's empire translates Exotic symbols to."""
        return []

    def survey_limit(self, game: Game, p: Player, looking: list[str],
                     planets: int = 1) -> tuple[int, Check]:
        """How many more planets p may keep from ``looking`` and the rule they must meet:
        (0, None) or (extra keeps, check of the picked keys); ``planets``: how many of the
        keeps may be any planet (1, more with Escalation's Thorough Survey)."""
        return 0, None

    def after_survey_keep(self, game: Game, p: Player) -> Generator[Decision, list[str], int]:
        """More keeps after the usual one; returns how many."""
        yield from ()
        return 0

    def research_options(self, game: Game, p: Player, x: int,
                         claimed: Claimed | None = None) -> list[Option]:
        """What else p may buy with X Research symbols, besides what earlier purchases of
        this role ``claimed`` (``research.Claimed``)."""
        return []

    def research(self, game: Game, p: Player, key: str) -> Generator[Decision, list[str],
                                                                     int | None]:
        """Buy ``key``, one of those ``research_options`` offered; return the Research symbols
        it spent (None: all of them)."""
        yield from ()
        return None

    def after_research(self, game: Game, p: Player, lead: bool, left: int,
                       claimed: Claimed) -> Steps:
        """After p bought something in a Research role with ``left`` symbols not spent and
        what it ``claimed`` (Escalation: Scientific Method's second purchase)."""
        yield from ()

    def extra_role_phase(self, game: Game, p: Player) -> Generator[Decision, list[str], bool]:
        """Whether p takes one more Role phase this turn; asked after each Role phase of p's
        turn (Escalation: Elevated Incentives, Well Oiled Machine)."""
        yield from ()
        return False

    def symbol_sources(self, game: Game, p: Player, role: str,
                       lead: bool) -> list[tuple[Option, int]]:
        """What p may spend as ``role`` symbols to boost (``lead``) or follow, besides hand
        cards: each option with the symbols it adds (Escalation: Black Market's resources)."""
        return []

    def spend_symbols(self, game: Game, p: Player, keys: list[str]) -> None:
        """Spend the ``symbol_sources`` options p picked."""

    def follow_as(self, game: Game, p: Player, role: str) -> list[str]:
        """Roles p may follow ``role`` as, instead of ``role`` (Freedom of Trade)."""
        return []

    def before_survey(self, game: Game, p: Player, look: int) -> Generator[
            Decision, list[str], tuple[int, int]]:
        """Before p looks at ``look`` planets in a Survey role: how many to look at and how
        many extra to keep (Escalation: Thorough Survey)."""
        yield from ()
        return look, 0

    def settle_help(self, game: Game, p: Player, pl) -> int:
        """Colonies p may move onto face-down planet ``pl`` when settling it (Colony Ship)."""
        return 0

    def before_settle(self, game: Game, p: Player, pl) -> Steps:
        """Just before p settles ``pl``: move the colonies ``settle_help`` counted onto it."""
        yield from ()

    def after_role(self, game: Game, p: Player) -> Steps:
        """After the Role phase of p's turn."""
        yield from ()

    def winners(self, game: Game) -> list[int]:
        """Seats that win the game at once (asked at the end of every turn; the Promo Pack's
        Coalition Victory); any ends the game, ranked first."""
        return []

    def attack_prices(self, game: Game, p: Player, pl: Planet,
                      fighters: int | None) -> list[dict[str, int]] | None:
        """The ways p may pay to attack pl (ships by size), given its base cost in Fighters
        (None: it cannot be attacked); None leaves the base cost."""
        return None

    def attack_targets(self, game: Game, p: Player) -> list[Target]:
        """Attacks this set adds that p can pay for now (beyond p's face-down planets)."""
        return []

    def conquer(self, game: Game, p: Player, target: Target) -> Steps:
        """Resolve a paid attack of one of this set's ``attack_targets``."""
        yield from ()

    def spendable(self, game: Game, p: Player, size: str) -> int:
        """Ships of ``size`` p may spend besides the fleet's."""
        return 0

    def pay_first(self, game: Game, p: Player, price: dict[str, int]) -> dict[str, int]:
        """Pay part of ``price`` from this set's own means before ``pay_ships``; the rest."""
        return price

    def pay_ships(self, game: Game, p: Player,
                  price: dict[str, int]) -> Generator[Decision, list[str], bool]:
        """Pay ``price`` this set's way; False leaves it to the fleet."""
        yield from ()
        return False

    def trade_goods(self, game: Game, p: Player) -> list[Option]:
        """What else p may trade for influence besides resources in the empire."""
        return []

    def sell(self, game: Game, p: Player, key: str) -> str:
        """Give up the trade good ``key``; returns the resource type it counted as."""
        raise KeyError(key)

    def enters_play(self, game: Game, p: Player, pm: Permanent) -> None:
        """A permanent technology of p has just come into play."""

    def on_dissent(self, game: Game, p: Player, role: str) -> None:
        """After p dissented ``role`` (and drew)."""

    def follow_useful(self, game: Game, p: Player, role: str) -> bool:
        """Whether following ``role`` may do something for p whatever the symbols (so
        auto-dissent never skips it)."""
        return False

    def end_scores(self, game: Game, p: Player) -> tuple[int, int]:
        """(influence, tie-break count) this set adds to p's final score."""
        return 0, 0

    def greedy_answers(self, kit) -> dict[str, Callable]:
        """The greedy bot's answers to this set's decisions, by kind: the bot's knowledge of
        the set, kept with it. ``kit`` is the bot's module of helpers (bots/greedy.py, its
        ``HANDLERS`` so far), handed over when the bot asks: the rules never import a bot."""
        return {}


# The extension points of a card set: every public method of CardSet.
HOOKS = tuple(name for name, value in vars(CardSet).items()
              if callable(value) and not name.startswith("_"))


class Hooks:
    """For each hook, the bound methods of the sets in play that override it, in play order
    (``game.hooks.before_play``): the turn loop asks these only, as a hook a set does not
    override does nothing, and asking it costs a call (and a generator) at every decision.
    Built from ``game.card_sets``, and again when a test swaps them."""

    __slots__ = (*HOOKS, "sets_aside_actions", "sets")

    def __init__(self, sets: list[CardSet]):
        self.sets = tuple(sets)
        for name in HOOKS:
            default = getattr(CardSet, name)
            setattr(self, name, tuple(getattr(cs, name) for cs in sets
                                      if getattr(type(cs), name) is not default))
        self.sets_aside_actions = any(cs.sets_aside_actions for cs in sets)

    @classmethod
    def of(cls, sets: list[CardSet]) -> Hooks:
        """The hooks of these sets, built once per combination (a game's setup asked ~50
        attributes of every set: a fifth of ``Game.new``)."""
        key = tuple(map(id, sets))
        hooks = _HOOKS.get(key)
        if hooks is None or hooks.sets != tuple(sets):
            hooks = _HOOKS[key] = cls(sets)
        return hooks


_HOOKS: dict[tuple[int, ...], Hooks] = {}  # by the ids of the sets (a Hooks keeps them alive)


SETS: dict[str, CardSet] = {}  # by id, in the order the sets registered (play order)


def register(card_set: CardSet) -> CardSet:
    SETS[card_set.id] = card_set
    return card_set


def known_sets() -> tuple[str, ...]:
    """The ids of the registered sets, in play order (the base game first)."""
    return tuple(SETS)


def in_play(sets: list[str]) -> list[CardSet]:
    """The plug-ins of the sets of a game, in the order of ``known_sets``."""
    return [SETS[s] for s in sets if s in SETS]


def tile_faces(kind: str) -> tuple[str, str]:
    """The (basic, improved) faces of the players' tile of card kind ``kind`` ("mining_tile",
    "fleet_tile"), as the set that brings it declares them (``CardSet.tiles``); KeyError when
    no registered set has one."""
    for card_set in SETS.values():
        faces = card_set.tiles.get(kind)
        if faces is not None:
            return faces
    raise KeyError(kind)


def tile_face(kind: str, side: str) -> str:
    """The face of a tile of card kind ``kind`` on ``side`` ("basic" or "improved", as
    ``Player.mining`` and ``.fleet_tile`` say)."""
    return tile_faces(kind)[side == "improved"]


def check_sets(sets: list[str]) -> str | None:
    """Why the rules refuse to play these sets together, or None."""
    if "base" not in sets:
        return "the base game is always needed"
    bad = [s for s in sets if s not in SETS]
    if bad:
        return f"unknown card set(s): {', '.join(map(str, bad))}"
    for s in sets:
        needs = SETS[s].needs
        if not set(needs) <= set(sets):
            return f"the {s} set needs {'both ' * (len(needs) == 2)}{' and '.join(needs)}"
    return None


def help_sections(card_set: CardSet) -> list[tuple[str, str]]:
    """(title, Markdown body) of each ``# `` section of the set's help file, in file order."""
    if not card_set.help:
        return []
    path = Path(inspect.getfile(type(card_set))).with_name(card_set.help)
    return markdown_sections(path.read_text(encoding="utf-8"))


def markdown_sections(text: str, mark: str = "# ") -> list[tuple[str, str]]:
    """(title, body) of each section of Markdown ``text`` headed ``mark``, in order (text
    before the first such heading is left out)."""
    sections: list[tuple[str, list[str]]] = []
    for line in text.splitlines():
        if line.startswith(mark):
            sections.append((line[len(mark):].strip(), []))
        elif sections:
            sections[-1][1].append(line)
    return [(title, "\n".join(body).strip()) for title, body in sections]
