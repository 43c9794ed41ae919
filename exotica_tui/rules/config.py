"""Game configuration and the saved record of a game."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ..game_options import RuleOptions
from .plugin import check_sets, known_sets

# The rules a game is played by. 2: the card audit of issue 11 (Tractor Beam takes no planet
# when it finds no Asteroid; a planet conquered with Scorched Earth Policy never holds a
# resource). A save written before carries no revision and replays by revision 1, so its digest
# still matches (saves.parse). 3: issue 28's fixes from the Escalation audit (prerequisites
# shared between purchases, Military Campaign's take is an attack, Scorched Earth keeps slot
# ships, no Colonies under Hostile planets, icons pay Defense Contract, twelve Politics at five
# seats with Escalation, the Exotica + Escalation start tiles); a game played before them
# carries revision 2 and keeps its rules.
RULES_REVISION = 3
FIVE_SEATS = ("5 seats need the Escalation expansion: add Escalation to the card sets, or turn "
              "on the house variant '5 seats without Escalation'")


def house_five(seats: int, sets: list[str] | tuple[str, ...]) -> bool:
    """Whether a game of this shape is played only as the house variant "5 seats without
    Escalation": the box needs Escalation for 5 players (Exotica rulebook, "5 Player Setup")."""
    return seats == 5 and "escalation" not in sets


class ConfigError(ValueError):
    """The rules refuse a configuration; the message says why, for the player."""


class NeedsEscalation(ConfigError):
    """5 seats without Escalation, the house variant off. Its message (``FIVE_SEATS``) names
    the setup screen's options; the command line says it in its own words (``cmdline.refused``)."""


@dataclass(slots=True, kw_only=True)
class GameConfig(RuleOptions):
    """Everything that fixes a game before the first answer: the options a player sets
    (``RuleOptions``, declared with their words for players in game_options.py) and the rest.

    A plain class, checked whenever one is made (``__post_init__``, no pydantic: a start
    never imports it, issue 13); read from a save, pydantic first checks the types annotated
    here (``saves.SaveFile``), unknown fields refused."""

    __pydantic_config__ = {"extra": "forbid"}

    players: list[str]
    seed: int = 0
    sets: list[str] = field(default_factory=lambda: ["base"])
    final_round: bool | None = None  # None: the rule set decides (expansions add a full round)
    empty_stack_bonus: Literal["errata", "printed"] = "errata"
    scenario_picks: list[str] = field(default_factory=list)  # seat order, for "chosen"
    asteroid_starts: bool = False  # add the Asteroid start tiles to the random start pool
    rules_revision: int = RULES_REVISION

    def __post_init__(self) -> None:
        if not 2 <= len(self.players) <= 5:
            raise ConfigError(f"a game has 2 to 5 players, not {len(self.players)}")
        if not 1 <= self.rules_revision <= RULES_REVISION:
            raise ConfigError(f"rules revision {self.rules_revision} is not one of 1 to "
                              f"{RULES_REVISION}")
        if self.empty_stack_bonus not in ("errata", "printed"):
            raise ConfigError(f"unknown empty-stack bonus {self.empty_stack_bonus!r}")
        if self.scenarios not in ("none", "random", "chosen", "draft"):
            raise ConfigError(f"unknown scenario choice {self.scenarios!r}")
        self.sets = _sets(self.sets)
        self._variant()
        self._escalation()

    def _variant(self) -> None:
        if self.extended and len(self.players) != 3:
            raise ConfigError("the extended variant is for 3 players")
        if self.scenarios != "none":
            from .catalog_cache import default_catalog

            with_scenarios = sorted({sc.set for sc in default_catalog().scenarios.values()})
            if not set(with_scenarios) & set(self.sets):
                raise ConfigError(f"scenarios need a card set with scenario cards "
                                  f"({' or '.join(with_scenarios)})")
        if self.scenarios == "chosen" and len(self.scenario_picks) != len(self.players):
            raise ConfigError("chosen scenarios need one pick per player")

    def _escalation(self) -> None:
        """Exotica rulebook, "5 Player Setup - requires Escalation expansion". Escalation ships
        the stickers of the central display (escalation.md §10): with it, the errata bonus."""
        if house_five(len(self.players), self.sets) and not self.five_without_escalation:
            raise NeedsEscalation(FIVE_SEATS)
        if "escalation" in self.sets and self.empty_stack_bonus == "printed":
            raise ConfigError("Escalation's stickers correct the central display: the printed "
                              "empty-stack bonus is for games without Escalation")

    @classmethod
    def shaped(cls, players: list[str], sets: list[str], extended: bool = False) -> GameConfig:
        """The config of a game whose shape the rules accepted elsewhere (a host's game, a
        bot's imagined world): 5 seats without Escalation are then the house variant."""
        return cls(players=players, sets=sets, extended=extended,
                   five_without_escalation=house_five(len(players), sets))

    @property
    def expansion(self) -> bool:
        return self.sets != ["base"]

    @property
    def setup_table(self) -> str:
        """The setup table of the rule set: the base game's, or the expansions' (Exotica)."""
        return "expansion" if self.expansion else "base"

    @property
    def exotica(self) -> bool:
        return "exotica" in self.sets

    @property
    def seat_key(self) -> str:
        n = len(self.players)
        return "3x" if self.extended else str(n)

    @property
    def plays_final_round(self) -> bool:
        return self.expansion if self.final_round is None else self.final_round


def _sets(v: list[str]) -> list[str]:
    """The card sets of a game, in play order, if the rules accept them (``rules/plugin.py``:
    the sets registered and what each needs)."""
    refused = check_sets(v)
    if refused:
        raise ConfigError(refused)
    known = known_sets()
    return sorted(set(v), key=known.index)


@dataclass(slots=True, kw_only=True)
class GameRecord:
    """The saved truth of a game: its configuration and every answer, in order (a plain
    class; a save's is checked by pydantic, ``saves.SaveFile``)."""

    __pydantic_config__ = {"extra": "forbid"}

    config: GameConfig
    answers: list[list[str]] = field(default_factory=list)
