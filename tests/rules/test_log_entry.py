"""Log lines whose text is made when read (``Game.tell``) and shared card options
(``Game.card_option``) read exactly as the lines and options built at once (issue 13)."""

import copy
import pickle

from exotica_tui.rules import Game, GameConfig, LogEntry, Option
from exotica_tui.rules.effects import draw


def game() -> Game:
    return Game.new(GameConfig(players=["Ann", "Bob"], seed=4, sets=["base"]))


def test_a_told_line_reads_compares_and_copies_as_a_said_one():
    g = game()
    g.tell(1, lambda who, n: f"{who} draws {n} cards.", "Bob", 2)
    told = g.log[-1]
    said = LogEntry(g.s.turn_no, "Bob draws 2 cards.", 1)
    assert (told.turn, told.text, told.seat) == (said.turn, said.text, said.seat)
    assert told == said and hash(told) == hash(said)
    assert (told != said) is False  # tuple's own != would compare the raw fields
    assert told != LogEntry(g.s.turn_no, "Bob draws 3 cards.", 1)
    assert repr(told) == repr(said)
    for again in (copy.copy(told), copy.deepcopy(told), pickle.loads(pickle.dumps(said))):
        assert again == said and again.text == "Bob draws 2 cards."


def test_a_draw_is_logged_with_the_cards_drawn_then():
    g = game()
    ann = g.players[0]
    got = draw(g, ann, 2)
    public, private = g.log[-2:]
    assert public.text == "Ann draws 2 cards." and public.seat is None
    assert private.text == f"You draw {g.name(got[0])}, {g.name(got[1])}." and private.seat == 0
    got.clear()  # what the caller does with the list later does not change the line
    assert private.text.count(",") == 1


def test_card_options_are_shared_and_read_as_built():
    g = game()
    card = g.players[0].hand[0]
    assert g.card_option(card) == Option(card, g.name(card), card)
    assert g.card_option((card, 2)) == Option(card, f"{g.name(card)} (+2)", card)
    assert g.card_option(card) is game().card_option(card)  # one per catalog
