"""Helpers for bot tests: let bots answer from their seats' views."""

from exotica_tui.bots import make_bot
from exotica_tui.rules import Game


def bot_answer(game: Game, kind: str = "greedy") -> list[str]:
    d = game.pending
    return make_bot(kind, 3).choose(game.view(d.player), d)


def play_turn(game: Game, kinds: dict[int, str] | None = None) -> list[tuple[int, str, list]]:
    """Bots answer every decision of the current turn (greedy unless ``kinds`` names another
    bot for a seat); returns (seat, kind, answer) of each decision."""
    turn = game.s.turn_no
    seen = []
    while game.pending is not None and game.s.turn_no == turn:
        d = game.pending
        keys = bot_answer(game, (kinds or {}).get(d.player, "greedy"))
        seen.append((d.player, d.kind, keys))
        game.answer(keys)
    return seen
