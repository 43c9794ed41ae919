"""The card files read and validated: the boundary where pydantic checks the catalog's plain
classes (``catalog``: their annotated types, ``Check``s and ``check``), imported only
when the catalog is not found cached (``catalog_cache``)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from pydantic import TypeAdapter, ValidationError

from .catalog import START_KINDS, Card, Catalog, CatalogError, Scenario, SetupTable, card_files


@cache
def adapter(model: type) -> TypeAdapter:
    return TypeAdapter(model)


def _err(path: Path, ident: str, exc: ValidationError) -> CatalogError:
    first = exc.errors()[0]
    field = ".".join(str(p) for p in first["loc"]) or "(card)"
    return CatalogError(f"{path.name}: card '{ident}': field '{field}': {first['msg']}")


def load_file(path: Path, set_name: str) -> tuple[list[Card], list[SetupTable], list[Scenario]]:
    """Validate one TOML file: its ``[[card]]``, ``[[setup]]`` and ``[[scenario]]`` tables."""
    import tomllib  # only here: a start that finds the catalog cached reads no TOML

    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise CatalogError(f"{path.name}: not valid TOML: {exc}") from None
    unknown = set(data) - {"card", "setup", "scenario"}
    if unknown:
        raise CatalogError(f"{path.name}: unknown top-level table(s): {', '.join(sorted(unknown))}")
    out: tuple[list, list, list] = ([], [], [])
    kinds = ((0, "card", Card), (1, "setup", SetupTable), (2, "scenario", Scenario))
    for slot, key, model in kinds:
        for i, raw in enumerate(data.get(key, [])):
            ident = raw.get("id", f"#{i + 1}") if isinstance(raw, dict) else f"#{i + 1}"
            if model is not SetupTable and isinstance(raw, dict):
                raw = {"set": set_name, **raw}
            try:
                out[slot].append(adapter(model).validate_python(raw))
            except ValidationError as exc:
                raise _err(path, ident, exc) from None
    return out


def load(root: Path) -> Catalog:
    """Load every set folder under ``root`` and check cross-references between cards."""
    cards: dict[str, Card] = {}
    setups: dict[str, SetupTable] = {}
    scenarios: dict[str, Scenario] = {}
    origin: dict[str, Path] = {}
    for path in card_files(root):
        c_list, s_list, sc_list = load_file(path, path.parent.name)
        for card in c_list:
            if card.id in cards:
                raise CatalogError(f"{path.name}: card '{card.id}': field 'id': duplicate id "
                                   f"(also in {origin[card.id].name})")
            cards[card.id] = card
            origin[card.id] = path
        setups.update({s.id: s for s in s_list})
        scenarios.update({s.id: s for s in sc_list})
    for card in cards.values():
        if card.other_face and cards.get(card.other_face) is None:
            raise CatalogError(f"{origin[card.id].name}: card '{card.id}': field 'other_face': "
                               f"no card '{card.other_face}'")
    for sc in scenarios.values():
        for tech in sc.techs:
            if tech not in cards:
                raise CatalogError(f"scenario '{sc.id}': field 'techs': no card '{tech}'")
        tile = cards.get(sc.start_planet)
        if sc.start_planet not in START_KINDS and (tile is None or tile.kind != "start_planet"):
            raise CatalogError(f"scenario '{sc.id}': field 'start_planet': no start tile or kind "
                               f"'{sc.start_planet}' (kinds: {', '.join(START_KINDS)})")
    return Catalog(cards, setups, scenarios)
