"""Help (issue 12): ``?`` shows a turn overview, the rules in sections and every card's text,
searchable by name; its text wraps between words at 80 columns."""

from __future__ import annotations

import io
import re
from importlib import resources

from rich.console import Console

from exotica_tui.rules import default_catalog
from exotica_tui.tui.app import ExoticaApp
from exotica_tui.tui.screens.help import HelpScreen, search, topics
from exotica_tui.tui.screens.table import TableScreen

from .driver import make_setup, press, screen_text, sit_down


def rendered(app) -> str:
    """The whole page the help shows now (also what is scrolled out of sight)."""
    console = Console(width=200, file=io.StringIO(), record=True)
    console.print(app.screen.page)
    return console.export_text()


async def test_question_mark_opens_the_turn_overview_then_each_rules_section():
    app = ExoticaApp(make_setup(["Ann", "Bob"], seed=1, sets=["base", "exotica"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await sit_down(pilot)
        await press(pilot, "question_mark")
        assert isinstance(app.screen, HelpScreen)
        assert "Turn overview" in screen_text(app)
        overview = rendered(app)
        for words in ("Turn overview", "Replenish", "Action", "lead", "boost", "follows",
                      "dissents", "Cleanup", "one more full round"):
            assert words in overview, words
        await press(pilot, "down")
        assert "Action phase" in rendered(app)
        titles = [t.title for t in app.screen.all if t.kind == "rules"]  # this game's sets
        await press(pilot, *["down"] * (len(titles) - 2))
        assert titles[-1] in rendered(app)
        await press(pilot, "escape")
        assert isinstance(app.screen, TableScreen)


async def test_search_by_a_card_name_shows_the_card_text():
    app = ExoticaApp(make_setup(["Ann", "Bob"], seed=1, sets=["base", "exotica"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await sit_down(pilot)
        await press(pilot, "question_mark", *"improved trade")
        assert [t.title for t in app.screen.shown[:2]] == ["Improved Trade"] * 2  # base, Exotica
        page = rendered(app)
        assert "Improved Trade" in page and "set base" in page
        await press(pilot, "down")
        page = rendered(app)
        assert "set exotica" in page and "Collect 1 Influence from the supply" in page
        await press(pilot, "escape")  # clears the search: the overview again
        assert isinstance(app.screen, HelpScreen) and "Turn overview" in rendered(app)
        await press(pilot, *"mining")  # a rules section is found by its title too
        assert "Mining tile" in rendered(app)
        await press(pilot, "escape", "escape")
        assert isinstance(app.screen, TableScreen)


def test_every_card_of_the_sets_has_an_entry_and_search_puts_titles_first():
    catalog = default_catalog()
    base = topics(catalog, ["base"])
    names = {t.title for t in base}
    assert {c.name for c in catalog.of_set("base")} <= names
    assert "Rosetta Fish" not in names  # an Exotica card, not in a base game
    found = search(topics(catalog), "survey")
    assert found[0].title.lower().startswith("survey") or "survey" in found[0].title.lower()
    assert any(t.title == "The six roles" for t in found)  # its text mentions Survey


def test_help_text_wraps_between_words_at_80_columns():
    """Every page, at the width it gets on an 80-column screen and at a full 80: no line is
    longer, and every word of the output is a word of the source (none was cut)."""
    for topic in topics(default_catalog()):
        for width in (46, 76):
            console = Console(width=width, file=io.StringIO(), record=True)
            console.print(topic.page())
            out = console.export_text()
            assert max(len(line.rstrip()) for line in out.splitlines()) <= width, topic.title
            source = set(re.findall(r"[A-Za-z]{4,}", topic.body + topic.title
                                    + (topic.page().plain if hasattr(topic.page(), "plain")
                                       else "")))
            for word in re.findall(r"[A-Za-z]{4,}", out):
                assert word in source, (topic.title, width, word)


def test_escalation_sections_only_in_a_game_with_escalation():
    """The help holds short Escalation sections (ships, the Fleet tile, planet classes,
    replenishing slots, extra Role phases, reparations), shown when Escalation is in play."""
    catalog = default_catalog()
    escalation = [t for t in topics(catalog, ["base", "escalation"]) if t.kind == "rules"]
    titles = [t.title for t in escalation if t.title.startswith("Escalation:")]
    assert titles == ["Escalation: ships and the Fleet tile", "Escalation: planet classes",
                      "Escalation: replenishing slots",
                      "Escalation: extra actions and Role phases",
                      "Escalation: Peace Treaty and reparations"]
    text = " ".join(t.body for t in escalation)
    for words in ("Basic Fleet", "Improved Fleet", "3 Research symbols or 3 Fighters",
                  "only 1", "2 influence", "Bustling", "Civilized", "Hostile", "never",
                  "Replenish phase", "additional Role phase", "Reparations"):
        assert words in text, words
    exotica = [t.title for t in topics(catalog, ["base", "exotica"]) if t.kind == "rules"]
    assert not [t for t in exotica if t.startswith("Escalation")]
    assert "Exotica: new terms" in exotica  # unchanged for the other sets


def rulings_of_the_file() -> list[str]:
    """Each ruling of rules/RULINGS.md: a bullet, its continuation lines joined."""
    text = (resources.files("exotica_tui.rules") / "RULINGS.md").read_text(encoding="utf-8")
    found: list[str] = []
    for line in text.splitlines():
        if line.startswith("- "):
            found.append(line)
        elif found and line.startswith("  "):
            found[-1] += "\n" + line
        elif not line.strip() and found and not found[-1].endswith("\n\n"):
            found.append("")  # a blank line ends the bullet
    return [r for r in found if r]


def test_rulings_section_holds_every_ruling_of_the_file_and_search_finds_them():
    """The help's Rulings sections are drawn from rules/RULINGS.md (issue 31): every bullet of
    the file is in one of them, word for word, and searching its bold name finds that section."""
    catalog = default_catalog()
    for sets in (None, ["base"]):
        shown = topics(catalog, sets)
        rulings = [t for t in shown if t.title.startswith("Rulings: ")]
        assert [t.title for t in rulings][:2] == ["Rulings: General", "Rulings: Sets and seats"]
        every = rulings_of_the_file()
        assert len(every) > 70
        for ruling in every:
            holder = next((t for t in rulings if ruling in t.body), None)
            assert holder is not None, ruling[:60]
            name = re.search(r"\*\*(.+?)\*\*", ruling).group(1).strip(" .:")
            assert holder in search(shown, name), name
    found = search(topics(catalog), "Terraforming")
    assert "Rulings: General" in [t.title for t in found]
