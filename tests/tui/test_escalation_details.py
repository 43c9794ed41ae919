"""Card details and prompts with Escalation: a planet's class and ship cost, a technology's
cost in ships and what it may be discarded as, the Fleet upgrade's price; long option lists
keep a key per option and long labels wrap whole at 80x24."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from exotica_tui.rules.decision import Decision, Option
from exotica_tui.rules.sets.escalation.ships import pay_with_cards
from exotica_tui.tui import prompts, render, ships
from exotica_tui.tui.app import ExoticaApp
from exotica_tui.tui.widgets.prompt import PromptPanel

from .driver import answers_until, covered, make_app, make_setup, press, screen_text
from .escalation import escalation_game
from .test_prompts import PanelApp


@pytest.mark.parametrize("card, lines", [
    ("nalarad", ["Class: Bustling (its Action can be used from your empire)",
                 "Costs: Warfare 1 Destroyer, Colonize 4 colonies"]),
    ("kaylexa", ["Class: Civilized (Peace Treaty)",
                 "Costs: Warfare 1 Battlecruiser, Colonize 4 colonies"]),
    ("pitt-of-injustice", ["Class: Hostile (cannot be settled)", "Cost: Warfare 1 Destroyer"]),
])
def test_planet_detail_gives_its_class_and_ship_cost(card, lines):
    game = escalation_game()
    text = render.detail(game, card).plain.splitlines()
    for line in lines:
        assert line in text


def test_a_base_planet_detail_reads_as_before():
    game = escalation_game()
    text = render.detail(game, "lyttle").plain
    assert "Costs: Warfare 5 fighters, Colonize 4 colonies" in text and "Class" not in text


def test_tech_detail_gives_its_ship_cost_and_icons():
    game = escalation_game()
    base = game.card("improved-warfare-wr")
    assert "\nCost: 3 Research, influence 0" in render.card_detail(base).plain
    escalated = replace(base, set="escalation", alt_cost={"fighter": 3},
                        icons=["fighter", "silicon"])
    text = render.card_detail(escalated).plain
    assert "\nCost: 3 Research or 3 Fighters, influence 0" in text
    assert "\nMay be discarded from hand as: Fighter, Silicon" in text
    promo = replace(base, set="exotica-promo", cost=5, alt_cost={"destroyer": 2},
                    icons=["any"])
    text = render.card_detail(promo).plain
    assert "Cost: 5 Research or 2 Destroyers (with Escalation in play)" in text
    assert "discarded from hand as: any resource" in text


def test_fleet_tile_detail_gives_the_upgrade_price():
    game = escalation_game()
    improved = game.card("improved-fleet")
    text = render.detail(game, "improved-fleet").plain
    price = " or ".join(
        [f"{improved.cost} Research"] * (improved.cost is not None)
        + [f"{n} {s.title()}s" for s, n in improved.alt_cost.items()])
    assert f"Upgrade: {price}, in a Research role you lead or follow" in text
    assert "Upgrade" not in render.detail(game, "basic-fleet").plain


def test_the_attack_prompt_counts_ships_by_size():
    game = escalation_game()
    game.players[0].fleet.add("fighter", 3)
    game.players[0].fleet.add("destroyer", 1)
    d = Decision(0, "attack_target", "Attack which planet?", [Option("x", "x")])
    title = prompts.build(game, game.view(0), d).title.plain
    assert "Your fleet: 3 Fighters, 1 Destroyer, 0 Battlecruisers." in title


async def test_every_option_of_a_long_list_has_a_key():
    """Ship payments or technologies can make more than 18 options: after the digits and the
    free letters come the same letters shifted."""
    opts = [Option(f"k{i}", f"option {i}") for i in range(28)]
    app = PanelApp(Decision(0, "never-seen-before", "Pick one.", opts))
    async with app.run_test(size=(80, 24)) as pilot:
        panel = app.query_one("PromptPanel")
        keys = panel.chars
        assert keys[:26] == [*"1234567890", *"aghjkovz", *"AGHJKOVZ"]
        assert len(set(keys[:26])) == 26
        await press(pilot, "K")
        await press(pilot, "z")
    assert app.answers == [["k22"], ["k17"]]


LONG = ("Pay the Warfare cost of Nalarad with 1 Destroyer from your fleet, discarding "
        "Improved Warfare from your hand as 1 Fighter toward the rest of the cost")


async def test_long_labels_wrap_and_the_highlighted_option_is_whole_at_80x24(monkeypatch):
    """A long question and long options on the 80x24 table: every line fits, each option
    takes one row, and moving down the list always puts the highlighted option whole on the
    detail row (its start on screen)."""
    app = make_app(["Ann", "Bob"], seed=3, sets=["base", "exotica"])
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        opts = [Option(f"k{i}", f"{i}: {LONG}") for i in range(4)]
        d = Decision(app.session.keyboard, "never-seen-before", "Pay how? " + LONG, opts)
        monkeypatch.setattr(app.session.game, "pending", d)  # as if the rules asked it
        app.screen.refresh_view()
        assert app.screen.query_one(PromptPanel).decision is d
        for i, option in enumerate(opts):
            if i:
                await press(pilot, "down")
            await pilot.pause()
            drawn = screen_text(app).splitlines()
            assert max(len(line.rstrip()) for line in drawn) <= 80
            assert drawn[-1].lstrip().startswith("0-9 Pick")  # the key bar, not an option
            words = " ".join(re.sub("[▁-▏]", " ", " ".join(drawn[:-1])).split())  # no scrollbar
            detail = app.screen.query_one("#detail").text.plain
            assert detail == "↳ " + option.label and f"↳ {option.label[:60]}" in words, i


@pytest.mark.card("destroyer-technology")
def test_card_lists_show_a_technology_ship_cost():
    game = escalation_game()
    assert ships.alt_tag(game.card("improved-warfare-wr")) == ""  # a base technology
    assert ships.alt_tag(game.card("destroyer-technology")) == " or 2D"


async def test_the_card_list_of_an_escalation_table_holds_both_fleet_faces():
    app = make_app(["Ann", "Bob"], seed=3, sets=["base", "escalation"])
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        assert {"basic-fleet", "improved-fleet"} <= set(app.screen.visible_cards())
    base = make_app(["Ann", "Bob"], seed=3)
    async with base.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        assert "basic-fleet" not in base.screen.visible_cards()


def test_the_fleet_upgrade_option_says_what_it_gives():
    game = escalation_game()
    improved = game.card("improved-fleet")
    d = Decision(0, "research", "Research with 3 symbols: buy what?",
                 [Option("fleet-upgrade", f"Upgrade to {improved.name} (3 R)", improved.id),
                  Option("none", "Buy nothing")])
    lines = [e.text.plain for e in prompts.build(game, game.view(0), d).entries[:2]]
    assert lines == [f"Upgrade to {improved.name} (3 R)  {improved.short}", "Buy nothing"]


def test_prestige_and_utopian_planets_have_a_tag():
    assert render.planet_type("prestige").plain == "[Pr]"
    assert render.planet_type("utopian").plain == "[Ut]"


@pytest.mark.card("colony-ship")
def test_colony_ship_shows_the_colonies_it_holds():
    game = escalation_game()
    pos = game.position()
    pm = pos.add_permanent(0, "colony-ship")
    pm.colonies.append(pos.take("colonize"))
    pm.colony_value = 1
    assert "Techs: Colony Ship colonies 1" in render.empire(
        game, game.view(1).players[0], False, False).plain


@pytest.mark.card("pitt-of-injustice")
def test_a_planet_that_can_never_be_settled_shows_no_colony_count():
    """A Hostile planet cannot be settled (escalation.md §5): its row and its attack option
    print no colony count, not ``colonies 1/None`` (Colonies a revision 2 game put under it)."""
    game = escalation_game()
    pos = game.position()
    pl = pos.add_planet(0, "pitt-of-injustice", False)
    pl.colonies.append(pos.take("colonize"))
    pl.colony_value = 1
    row = render.empire(game, game.view(0).players[0], True, True).plain
    assert "W1D/C✗" in row and "colonies" not in row
    d = Decision(0, "attack_target", "Attack which planet?",
                 [Option(pl.card, "Attack Pitt of Injustice (1 Destroyer)", pl.card)])
    facts = prompts.build(game, game.view(0), d).entries[0].text.plain
    assert facts.endswith("W1D/C✗") and "colonies" not in facts


@pytest.mark.card("destroyer-technology", "annex")
def test_escalation_technology_details_from_the_catalog():
    game = escalation_game()
    text = render.detail(game, "destroyer-technology").plain
    assert "\nCost: 5 Research or 2 Destroyers, influence 2" in text
    assert "\nMay be discarded from hand as: Fighter, Fighter" in text
    assert "May be discarded from hand as: any resource, Fighter" in render.detail(
        game, "annex").plain


@pytest.mark.card("improved-warfare-e")
async def test_paying_ships_with_a_card_reads_well_and_keeps_its_hand_digit():
    """The rules ask which cards with ship icons to discard toward a ship cost: the prompt
    names the cost and the fleet, each card with its symbols and its worth in ships, under
    the card's own hand digit."""
    game = escalation_game()
    game.position().set_hand(0, "survey", "improved-warfare-e")
    game.players[0].fleet.add("fighter", 1)
    d = next(pay_with_cards(game, game.players[0], "fighter", 2))
    pv = prompts.build(game, game.view(0), d)
    assert pv.title.plain.splitlines() == [
        "Pay 2 Fighters: discard which cards as ships?",
        "Your fleet: 1 Fighter, 0 Destroyers, 0 Battlecruisers."]
    assert [e.text.plain for e in pv.entries] == ["Improved Warfare W (as 1 Fighter)"]
    app = PanelApp(d)
    app.game = game
    async with app.run_test(size=(80, 24)) as pilot:
        panel = app.query_one(PromptPanel)
        assert panel.chars[0] == "2"  # its hand digit
        await press(pilot, "2")  # one card to pick: the digit answers at once
    assert app.answers == [[d.options[0].key]]


def doubled(game) -> bool:
    """Whether a slot of seat 0 holds two resources (Bountiful Harvest)."""
    return any(r for pl in game.players[0].planets
               for r in pl.resources[len(game.card(pl.card).slots):])


@pytest.mark.card("bountiful-harvest")
async def test_two_resources_in_one_planet_slot_read_at_80x24():
    """Bountiful Harvest: a slot shows a mark per place, ``Wa●●`` full, ``Wa●○`` with room."""
    setup = make_setup(["Ann", "Bob"], seed=3, sets=["base", "escalation"], scenarios="draft")
    answers = answers_until(setup, doubled, prefer={"scenario_pick": "bountiful-harvest"})
    app = ExoticaApp(setup, answers)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if covered(app):
            await press(pilot, "enter")
        game = app.session.game
        assert game.players[0].scenario == "bountiful-harvest" and doubled(game)
        assert re.search(r"[A-Z][a-z]●●", screen_text(app)), screen_text(app)
