"""Game configuration and the saved record of a game."""

from __future__ import annotations

from typing import Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

KNOWN_SETS = ("base", "escalation", "exotica", "exotica-promo")
# Sets that are played only together with others: the Promo Pack combines Exotica with
# Escalation (Exotica rulebook, "Exotica Promo Pack").
SET_NEEDS: dict[str, tuple[str, ...]] = {"exotica-promo": ("escalation", "exotica")}
# The rules a game is played by. 2: the card audit of issue 11 (Tractor Beam takes no planet
# when it finds no Asteroid; a planet conquered with Scorched Earth Policy never holds a
# resource). A save written before carries no revision and replays by revision 1, so its digest
# still matches (saves.parse).
RULES_REVISION = 2
FIVE_SEATS = ("5 seats need the Escalation expansion: add Escalation to the card sets, or turn "
              "on the house variant '5 seats without Escalation'")


def house_five(seats: int, sets: list[str] | tuple[str, ...]) -> bool:
    """Whether a game of this shape is played only as the house variant "5 seats without
    Escalation": the box needs Escalation for 5 players (Exotica rulebook, "5 Player Setup")."""
    return seats == 5 and "escalation" not in sets


class GameConfig(BaseModel):
    """Everything that fixes a game before the first answer."""

    model_config = ConfigDict(extra="forbid")

    players: list[str] = Field(min_length=2, max_length=5)
    seed: int = 0
    sets: list[str] = Field(default_factory=lambda: ["base"])
    extended: bool = False  # the extended 3-player variant
    final_round: bool | None = None  # None: the rule set decides (expansions add a full round)
    empty_stack_bonus: Literal["errata", "printed"] = "errata"
    scenarios: Literal["none", "random", "chosen", "draft"] = "none"
    scenario_picks: list[str] = Field(default_factory=list)  # seat order, for "chosen"
    asteroid_starts: bool = False  # add the Asteroid start tiles to the random start pool
    # The house variant "5 seats without Escalation": the box needs Escalation for 5 players
    # (Exotica rulebook, "5 Player Setup"); this plays today's 5-seat game without it.
    five_without_escalation: bool = False
    rules_revision: int = Field(default=RULES_REVISION, ge=1, le=RULES_REVISION)

    @field_validator("sets")
    @classmethod
    def _sets(cls, v: list[str]) -> list[str]:
        if "base" not in v:
            raise ValueError("the base game is always needed")
        bad = [s for s in v if s not in KNOWN_SETS]
        if bad:
            raise ValueError(f"unknown card set(s): {', '.join(bad)}")
        for needy, needs in SET_NEEDS.items():
            if needy in v and not set(needs) <= set(v):
                raise ValueError(f"the {needy} set needs both {' and '.join(needs)}")
        return sorted(set(v), key=KNOWN_SETS.index)

    @model_validator(mode="after")
    def _variant(self) -> GameConfig:
        if self.extended and len(self.players) != 3:
            raise ValueError("the extended variant is for 3 players")
        if self.scenarios != "none":
            from .catalog import default_catalog

            with_scenarios = sorted({sc.set for sc in default_catalog().scenarios.values()})
            if not set(with_scenarios) & set(self.sets):
                raise ValueError(f"scenarios need a card set with scenario cards "
                                 f"({' or '.join(with_scenarios)})")
        if self.scenarios == "chosen" and len(self.scenario_picks) != len(self.players):
            raise ValueError("chosen scenarios need one pick per player")
        return self

    @model_validator(mode="after")
    def _escalation(self) -> GameConfig:
        """Exotica rulebook, "5 Player Setup - requires Escalation expansion". Escalation ships
        the stickers of the central display (escalation.md §10): with it, the errata bonus."""
        if house_five(len(self.players), self.sets) and not self.five_without_escalation:
            raise ValueError(FIVE_SEATS)
        if "escalation" in self.sets and self.empty_stack_bonus == "printed":
            raise ValueError("Escalation's stickers correct the central display: the printed "
                             "empty-stack bonus is for games without Escalation")
        return self

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


def problem(exc: ValidationError) -> str:
    """A rejected config's reasons on one line, for the player."""
    return "; ".join(e["msg"].removeprefix("Value error, ") for e in exc.errors())


class GameRecord(BaseModel):
    """The saved truth of a game: its configuration and every answer, in order.

    defer_build: a game's own record is built from its validated config without validation
    (``Game``), so a start that reads no save never builds this validator (issue 13)."""

    model_config = ConfigDict(extra="forbid", defer_build=True)

    config: GameConfig
    answers: list[list[str]] = Field(default_factory=list)
