"""Caches that cannot be forgotten (issue 31, item 5): what an empire is counted from and the
hidden piles change only through the state's own methods (rules/state.py), which keep the
counted empire (rules/symbols.py) and the undo barrier's copies (rules/undo.py) right. This
walks the package's source with ``ast`` and finds any change of those fields made elsewhere.

(A test or a position builder may still edit a state directly between answers: the suite's
checks in tests/conftest.py compare every trusted empire and every answer's piles.)"""

from __future__ import annotations

import ast
from pathlib import Path

from exotica_tui.rules.game import Game
from exotica_tui.rules.state import Planet, Player, State

from .builders import new_game

PACKAGE = Path(__file__).resolve().parents[2] / "exotica_tui"
HELD = {"planets", "permanents", "deck", "planet_deck"}  # lists the methods change
FIELDS = HELD | {"face_up", "face", "copy", "mining", "fleet_tile", "scenario"}
MUTATORS = {"append", "remove", "pop", "insert", "extend", "clear", "sort", "reverse"}


def held(node: ast.AST) -> bool:
    """``x.planets`` and the like: not ``self.planets`` (another class's own attribute)."""
    return (isinstance(node, ast.Attribute) and node.attr in HELD
            and not (isinstance(node.value, ast.Name) and node.value.id == "self"))


def field_set(node: ast.AST) -> bool:
    if isinstance(node, ast.Tuple):
        return any(field_set(e) for e in node.elts)
    if isinstance(node, ast.Subscript):
        return held(node.value)
    return (isinstance(node, ast.Attribute) and node.attr in FIELDS
            and not (isinstance(node.value, ast.Name) and node.value.id == "self"))


def changes_around_the_methods(tree: ast.AST) -> list[tuple[int, str]]:
    out = []
    for node in ast.walk(tree):
        why = None
        if isinstance(node, ast.Call):
            f = node.func
            if isinstance(f, ast.Attribute) and f.attr in MUTATORS and held(f.value):
                why = "changes a list in place"
            elif isinstance(f, ast.Attribute) and f.attr == "shuffle" \
                    and any(held(a) for a in node.args):
                why = "shuffles a pile"
        elif isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Delete)):
            targets = node.targets if isinstance(node, (ast.Assign, ast.Delete)) else [node.target]
            if any(field_set(t) for t in targets):
                why = "sets a field"
            elif isinstance(node, ast.Assign):
                values = node.value.elts if isinstance(node.value, ast.Tuple) else [node.value]
                if any(held(v) for v in values):
                    why = "names a list (its changes would go unseen)"
        if why:
            out.append((node.lineno, f"{why}: {ast.unparse(node)[:70]}"))
    return out


def test_only_the_state_methods_change_empires_and_hidden_piles():
    found = [f"{f.relative_to(PACKAGE)}:{line}: {why}"
             for f in sorted(PACKAGE.rglob("*.py")) if f != PACKAGE / "rules" / "state.py"
             for line, why in changes_around_the_methods(ast.parse(f.read_text()))]
    assert found == []


def test_the_walk_finds_each_kind_of_change():
    tree = ast.parse("p.planets.append(pl)\npl.face_up = True\np.mining = 'improved'\n"
                     "s.planet_deck, s.planet_discard = s.planet_discard, []\n"
                     "game.s.rng.shuffle(p.deck)\np.deck += cards\ndeck = p.deck\n"
                     "pm.copy = key\ndel q.permanents[0]\nself.planets = []\nn = len(p.deck)\n")
    assert sorted(line for line, _ in changes_around_the_methods(tree)) == list(range(1, 10))


def test_the_player_methods_stamp_and_the_pile_methods_copy_first():
    g: Game = new_game()
    p: Player = g.players[0]
    s: State = g.s
    stamp = p.stamp
    pl = Planet(card=s.take_planet())
    p.gain_planet(pl)
    p.reveal(pl)
    p.set_mining("improved")
    assert p.stamp > stamp and pl.face_up and p.mining == "improved"
    s.hidden_before = None  # as when an answer comes
    deck, planets = list(p.deck), list(s.planet_deck)
    got = s.take_from_deck(p, 2)
    assert got == deck[:-3:-1] and p.deck == deck[:-2]
    s.put_on_deck(p, got[::-1])  # put back as it was: the barrier's copy compares equal
    assert s.hidden_before[p.seat + 1] == deck == p.deck and s.hidden_before[0] is None
    assert s.take_planet() == planets[-1] and s.hidden_before[0] == planets
