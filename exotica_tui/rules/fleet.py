"""Ships: a typed fleet of Fighters, Destroyers and Battlecruisers.

The base game and Exotica use only Fighters (base-game.md §5.4); Escalation turns the base
game's three plastic ship sizes into Fighter, Destroyer and Battlecruiser (escalation.md §2),
which are not interchangeable: a cost names the size it takes. So the fleet counts each size,
and every rule says which size it collects, pays or counts.
"""

from __future__ import annotations

from dataclasses import dataclass

SIZES: tuple[str, ...] = ("fighter", "destroyer", "battlecruiser")
SIZE_NAMES = {"fighter": "Fighter", "destroyer": "Destroyer", "battlecruiser": "Battlecruiser"}


@dataclass(slots=True)
class Fleet:
    """The ships of one empire, by size."""

    fighters: int = 0
    destroyers: int = 0
    battlecruisers: int = 0

    def count(self, size: str) -> int:
        return getattr(self, size + "s")

    def add(self, size: str, n: int) -> None:
        """Collect (n > 0) or spend (n < 0) ships of one size; a fleet never goes negative."""
        left = self.count(size) + n
        if left < 0:
            raise ValueError(f"only {self.count(size)} {size}(s) to spend, not {-n}")
        setattr(self, size + "s", left)

    def total(self) -> int:
        """Ships of every size (the tie-break counts each ship once)."""
        return sum(self.count(size) for size in SIZES)

    def by_size(self) -> dict[str, int]:
        return {size: self.count(size) for size in SIZES}

    def digest(self) -> dict[str, object]:
        """The fleet in a state digest: a fleet of Fighters only gives the same entry as before
        fleets were typed (``{"fighters": n}``), so saves from then keep their digests."""
        out: dict[str, object] = {"fighters": self.fighters}
        if self.destroyers or self.battlecruisers:
            out["ships"] = {"destroyer": self.destroyers, "battlecruiser": self.battlecruisers}
        return out
