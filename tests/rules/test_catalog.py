"""The card catalog loads every set, and malformed data fails naming the file, card and field."""

import shutil
from pathlib import Path

import pytest

from exotica_tui.rules import CatalogError, default_catalog, load_catalog
from exotica_tui.rules.catalog import cards_dir


def test_base_set_counts():
    cat = default_catalog()
    base = [c for c in cat.cards.values() if c.set == "base"]
    roles = {c.id: c.count for c in base if c.kind == "role"}
    assert roles == {"survey": 20, "warfare": 16, "colonize": 20, "produce-trade": 16,
                     "research": 20}
    assert sum(c.count for c in base if c.kind == "politics") == 4
    assert sum(1 for c in base if c.kind == "planet") == 27
    assert sum(1 for c in base if c.kind == "start_planet") == 6
    faces = [c for c in base if c.kind == "tech"]
    assert len(faces) == 45
    physical = [c for c in faces if not c.other_face or c.id < c.other_face]
    assert len(physical) == 39
    assert sum(c.count_5p for c in base if c.kind == "role") == 20


def test_every_other_face_points_back():
    cat = default_catalog()
    for card in cat.cards.values():
        if card.other_face:
            assert cat[card.other_face].other_face == card.id


def write_set(tmp_path: Path, text: str) -> Path:
    root = tmp_path / "cards"
    shutil.copytree(cards_dir() / "base", root / "base")
    (root / "broken").mkdir()
    (root / "broken" / "bad.toml").write_text(text, encoding="utf-8")
    return root


X = '[[card]]\nid = "x"\nname = "X"\nprovenance = "printed"\n'  # a card's first lines
BAD = [
    ("not toml [[", "bad.toml: not valid TOML"),
    (X + 'kind = "planet"\nplanet_type = "A"\nwarfare_cost = 3\n',
     "bad.toml: card 'x': field '(card)'"),
    (X + 'kind = "role"\nstack = "S"\ncolour = "red"\n', "bad.toml: card 'x': field 'colour'"),
    (X + 'kind = "role"\nstack = "S"\ncount = "many"\n', "bad.toml: card 'x': field 'count'"),
    (X + 'kind = "role"\nstack = "S"\naction = [{ op = "teleport" }]\n',
     "bad.toml: card 'x': field 'action.0.op'"),
    (X + 'kind = "role"\nstack = "S"\nsymbols = ["Q"]\n',
     "bad.toml: card 'x': field 'symbols.0'"),
    (X + 'kind = "planet"\nplanet_type = "A"\nwarfare_cost = -1\ncolonize_cost = 2\n',
     "bad.toml: card 'x': field 'warfare_cost'"),
    ('[[card]]\nid = "survey"\nname = "Again"\nprovenance = "printed"\nkind = "role"\n'
     'stack = "S"\n', "bad.toml: card 'survey': field 'id': duplicate id"),
    (X + 'kind = "tech"\nstack = "advanced"\nlevel = 2\ncost = 5\npermanent = true\n'
     'other_face = "nowhere"\n', "bad.toml: card 'x': field 'other_face'"),
    ('[[cards]]\nid = "x"\n', "bad.toml: unknown top-level table(s): cards"),
    ('[[card]]\nid = "x"\nname = "X"\nkind = "role"\nstack = "S"\n',
     "bad.toml: card 'x': field 'provenance': Field required"),
    ('[[card]]\nid = "x"\nname = "X"\nkind = "role"\nprovenance = "printed"\nstack = "S"\n'
     'reconstructed = ["symbols"]\n', "bad.toml: card 'x': field '(card)': Value error, field "
     "'reconstructed' is only for provenance 'reconstructed'"),
    ('[[card]]\nid = "x"\nname = "X"\nkind = "role"\nprovenance = "reconstructed"\n'
     'stack = "S"\nreconstructed = ["colour"]\n', "bad.toml: card 'x': field '(card)': Value "
     "error, field 'reconstructed' names no card field: colour"),
    ('[[scenario]]\nid = "s"\nname = "S"\nprovenance = "printed"\ndeck = { S = 1 }\n'
     'start_planet = "random"\nreconstructed = ["start_planet"]\n', "bad.toml: card 's': "
     "field '(card)': Value error, field 'reconstructed' is only for provenance "
     "'reconstructed'"),
    ('[[scenario]]\nid = "s"\nname = "S"\nprovenance = "reconstructed"\ndeck = { S = 1 }\n'
     'start_planet = "random"\nreconstructed = ["stack"]\n', "bad.toml: card 's': field "
     "'(card)': Value error, field 'reconstructed' names no scenario field: stack"),
]


@pytest.mark.parametrize(("text", "message"), BAD)
def test_malformed_data_is_named(tmp_path, text, message):
    with pytest.raises(CatalogError) as err:
        load_catalog(write_set(tmp_path, text))
    assert str(err.value).startswith(message), str(err.value)
