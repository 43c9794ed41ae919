"""What ``bots/knowledge.py`` remembers across decisions (the technologies an empire may buy,
per card facts) answers as counting afresh would, at every decision of a whole bot game:
the rollouts of the search and expert bots rely on it."""

from collections import Counter

from exotica_tui.bots import make_bot
from exotica_tui.bots.knowledge import Empire, card
from exotica_tui.rules import Game, GameConfig
from exotica_tui.rules.research import requirements_met
from exotica_tui.rules.roletable import ROLE_SYMBOLS


def afresh(emp: Empire, x: int) -> list:
    """The technology faces buyable with X Research symbols, counted from the view alone."""
    types = Counter(c.planet_type for c in emp.cards
                    if c.kind in ("planet", "start_planet") and not c.is_asteroid)
    out = []
    for pile in emp.view.techs.values():
        for iid in pile:
            c = card(iid)
            for f in [c] + ([card(c.other_face)] if c.other_face else []):
                if f.cost is not None and f.cost <= x and requirements_met(
                        f, types, bool(emp.passives["exotic_wild_type"]),
                        bool(emp.passives["asteroidal_charter"])):
                    out.append(f)
    return out


def test_remembered_facts_match_a_fresh_count_through_a_game():
    game = Game.new(GameConfig(players=["A", "B", "C"], seed=11, sets=["base", "exotica"]))
    bots = [make_bot("greedy", k) for k in range(3)]
    bought = 0
    while not game.is_over:
        d = game.pending
        view = game.view(d.player)
        emp = Empire(view)
        for x in range(7):
            assert [f.id for f in emp.affordable(x)] == [f.id for f in afresh(emp, x)]
        for r in ROLE_SYMBOLS:
            printed = sum(c.symbols.count(r) for c in emp.cards)
            printed += sum(cs.symbols.count(r) for c in emp.cards for cs in c.conditional_symbols
                           if emp.halo >= cs.min_exotic)
            assert emp.symbols(r) == printed
        assert emp.halo == sum(c.symbols.count("X") for c in emp.cards)
        bought += d.kind == "research"
        game.answer(bots[d.player].choose(view, d))
    assert bought  # the piles changed during the game: the remembered offer followed them
