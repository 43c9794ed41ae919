"""Card sets plug into the engine (rules/sets/): the turn loop asks every set in play, and a
set that is not in play adds nothing."""

from exotica_tui.rules.decision import Option
from exotica_tui.rules.effects import draw
from exotica_tui.rules.plugin import CardSet

from .builders import answer, new_game, opponents_dissent, table


class Signal(CardSet):
    """A set for this test: an action that draws 2 cards, and a note after the Role phase."""

    id = "signal"

    def actions(self, game, p):
        return [Option("signal", "Signal: draw 2 cards")]

    def act(self, game, p, key):
        draw(game, p, 2)
        yield from ()

    def after_role(self, game, p):
        game.say(f"{p.name} signals the end of the role phase.")
        yield from ()


def test_a_plugged_in_set_adds_an_action_and_a_moment_to_the_turn():
    g = table(2, hands={0: ("survey",)})
    g.card_sets = [*g.card_sets, Signal()]
    g.position().start_turn(0)
    assert "signal" in g.pending.keys()
    answer(g, "action", "signal")
    assert len(g.players[0].hand) == 3
    answer(g, "role", "W")
    opponents_dissent(g)
    assert g.log[-1].text == "Ann signals the end of the role phase."


def test_a_base_game_has_only_the_base_plug_in():
    assert [s.id for s in new_game(2).card_sets] == ["base"]
    assert [s.id for s in new_game(2, sets=("base", "exotica")).card_sets] == ["base", "exotica"]


def test_the_turn_loop_asks_only_the_hooks_a_set_overrides():
    g = new_game(2)
    g.card_sets = [*g.card_sets, Signal()]
    assert [hook.__self__.id for hook in g.hooks.after_role] == ["signal"]
    assert g.hooks.winners == ()  # neither the base game nor Signal decides winners
