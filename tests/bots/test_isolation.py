"""A bot sees only its seat's view and the pending decision: never the game, other hands or any
deck order."""

import ast
import inspect
import random
from dataclasses import asdict, replace
from pathlib import Path

import pytest

import exotica_tui.bots as bots_pkg
from exotica_tui.bots import BOTS, make_bot
from exotica_tui.rules import Game, GameConfig

BOTS_DIR = Path(bots_pkg.__file__).parent
# Rules modules that hold or build the live state; a bot has no business with them.
STATE_MODULES = {"game", "state", "flow", "setup", "roles", "scoring", "symbols", "exotica"}
ESCAPES = {"__closure__", "__globals__", "gi_frame", "_getframe", "get_referents",
           "currentframe", "__self__"}


def bot_sources():
    return sorted(BOTS_DIR.glob("*.py"))


# The one exception: worlds.py plays imagined games (rules/imagine.py builds them from a view).
IMAGINES = "worlds.py"


@pytest.mark.parametrize("path", bot_sources(), ids=lambda p: p.name)
def test_bot_modules_never_import_game_state(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and path.name != IMAGINES:
            module = (node.module or "").split(".")
            assert not STATE_MODULES & set(module), f"{path.name} imports {node.module}"
            names = {a.name for a in node.names}
            assert not names & {"Game", "State", "Player", "game", "state"}, path.name
            if module[-1] == "rules":
                assert not STATE_MODULES & names, f"{path.name} imports {names}"
        elif isinstance(node, ast.Import):
            assert all(a.name not in ("gc", "inspect") for a in node.names), path.name
        elif isinstance(node, ast.Attribute):
            assert node.attr not in ESCAPES, f"{path.name} reaches {node.attr}"


@pytest.mark.parametrize("kind", sorted(BOTS))
def test_choose_takes_a_view_and_a_decision_only(kind):
    params = list(inspect.signature(BOTS[kind].choose).parameters)
    assert params == ["self", "view", "decision"]


def played_game(seed: int = 4, answers: int = 120, players: int = 3,
                sets: tuple[str, ...] = ("base",)) -> Game:
    """A game (3 seats by default) part-way through, played by greedy bots from their views."""
    from tests.rules.builders import new_game

    game = new_game(players=players, seed=seed, sets=sets)
    table = [make_bot("greedy", k) for k in range(players)]
    for _ in range(answers):
        d = game.pending
        if d is None:
            break
        game.answer(table[d.player].choose(game.view(d.player), d))
    return game


def test_the_view_hides_other_hands_and_deck_contents():
    game = played_game()
    seat = game.pending.player
    view = game.view(seat)
    for pv in view.players:
        if pv.seat == seat:
            assert pv.hand == game.players[seat].hand
        else:
            assert pv.hand is None and pv.hand_count == len(game.players[pv.seat].hand)
    dumped = asdict(view)
    assert "deck" not in dumped["players"][0] and "planet_deck" not in dumped


def reshuffle_hidden(game: Game, seat: int, rng: random.Random) -> None:
    """Change what ``seat`` cannot see: other hands (swapped with their decks), the order of
    every deck, and the planet deck below its public top card."""
    for p in game.players:
        if p.seat != seat:
            pool = p.hand + p.deck
            rng.shuffle(pool)
            p.hand, p.deck = pool[:len(p.hand)], pool[len(p.hand):]
        else:
            rng.shuffle(p.deck)
    s = game.s
    if len(s.planet_deck) > 1:
        below = s.planet_deck[:-1]
        rng.shuffle(below)
        s.planet_deck = below + s.planet_deck[-1:]


QUICK = {"expert": "expert:0.02"}  # a short budget: the same search, fewer worlds
PLAYERS = {"learned": 2}  # the seat count its shipped network plays (else it plays greedy)


@pytest.mark.parametrize("kind", sorted(BOTS))
def test_bots_answer_the_same_whatever_the_hidden_cards(kind):
    """Two games that differ only in what the deciding seat cannot see get the same answers:
    a bot that peeked at another hand or a deck order would tell them apart."""
    rng = random.Random(9)
    compared = differed = 0
    for answers in range(40, 400, 45):
        live = played_game(seed=5, answers=answers, players=PLAYERS.get(kind, 3))
        if live.is_over:
            break
        twin = Game.replay(live.record)
        seat = live.pending.player
        reshuffle_hidden(twin, seat, rng)
        assert twin.view(seat) == live.view(seat)
        differed += any(p.hand != q.hand for p, q in zip(live.players, twin.players, strict=True))
        for _ in range(3):  # a few decisions in a row while the seat's view stays the same
            if live.is_over or live.pending.player != seat or twin.view(seat) != live.view(seat):
                break
            a = make_bot(QUICK.get(kind, kind), answers).choose(live.view(seat), live.pending)
            b = make_bot(QUICK.get(kind, kind), answers).choose(twin.view(seat), twin.pending)
            assert a == b
            compared += 1
            live.answer(a)
            twin.answer(b)
    assert compared >= 8 and differed >= 4


def unpooled(view):
    """The view without its log and pools (the search bot's worlds draw hands and decks from
    the seen cards, not from the pools)."""
    return replace(view, log=[], players=[replace(p, pool=()) for p in view.players])


@pytest.mark.parametrize("exact", [True, False])
def test_an_imagined_world_shows_its_seat_exactly_what_the_view_shows(exact):
    from exotica_tui.bots.worlds import imagine

    game = played_game(seed=6, answers=60)
    while game.pending.kind != "role":
        game.answer(make_bot("greedy").choose(game.view(game.pending.player), game.pending))
    seat = game.pending.player
    view = game.view(seat)
    world, first = imagine(view, random.Random(1), "role", exact=exact)
    assert first.kind == "role" and first.player == seat
    same = (lambda v: replace(v, log=[])) if exact else unpooled
    assert same(world.view(seat)) == same(view)
    other = (seat + 1) % 3
    assert world.players[other].hand != game.players[other].hand  # sampled, not copied


def test_the_front_of_another_players_face_down_planet_stays_hidden():
    """Only the survey side (type, costs) and the colonies of another player's face-down planet
    are public (base-game.md §4.5): two fronts with the same survey side but a different number
    of slots give the same view, to that player's opponents."""
    views = []
    for front in ("zephan", "sholmican"):  # both Advanced, W6/C3; 0 and 1 slot
        game = Game.new(GameConfig(players=["Ann", "Bob"], seed=1))
        game.position().add_planet(1, front, face_up=False)
        views.append(game.view(0))
    assert views[0] == views[1]
    hidden = views[0].players[1].planets[-1]
    assert (hidden.card, hidden.planet_type, hidden.warfare_cost, hidden.resources) == (
        None, "A", 6, [])
    own = Game.new(GameConfig(players=["Ann", "Bob"], seed=1))
    own.position().add_planet(1, "sholmican", face_up=False)
    assert own.view(1).players[1].planets[-1].resources == [None]  # its owner sees the front
