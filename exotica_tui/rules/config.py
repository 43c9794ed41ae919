"""Game configuration and the saved record of a game."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

KNOWN_SETS = ("base", "escalation", "exotica", "exotica-promo")
# The rules a game is played by. 2: the card audit of issue 11 (Tractor Beam takes no planet
# when it finds no Asteroid; a planet conquered with Scorched Earth Policy never holds a
# resource). A save written before carries no revision and replays by revision 1, so its digest
# still matches (saves.parse).
RULES_REVISION = 2


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
    rules_revision: int = Field(default=RULES_REVISION, ge=1, le=RULES_REVISION)

    @field_validator("sets")
    @classmethod
    def _sets(cls, v: list[str]) -> list[str]:
        if "base" not in v:
            raise ValueError("the base game is always needed")
        bad = [s for s in v if s not in KNOWN_SETS]
        if bad:
            raise ValueError(f"unknown card set(s): {', '.join(bad)}")
        if "exotica-promo" in v and not {"escalation", "exotica"} <= set(v):
            raise ValueError("the exotica-promo set needs both escalation and exotica")
        return sorted(set(v), key=KNOWN_SETS.index)

    @model_validator(mode="after")
    def _variant(self) -> GameConfig:
        if self.extended and len(self.players) != 3:
            raise ValueError("the extended variant is for 3 players")
        if self.scenarios != "none" and "exotica" not in self.sets:
            raise ValueError("scenarios need the exotica set")
        if self.scenarios == "chosen" and len(self.scenario_picks) != len(self.players):
            raise ValueError("chosen scenarios need one pick per player")
        return self

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


class GameRecord(BaseModel):
    """The saved truth of a game: its configuration and every answer, in order."""

    model_config = ConfigDict(extra="forbid")

    config: GameConfig
    answers: list[list[str]] = Field(default_factory=list)
