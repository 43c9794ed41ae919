"""Help: a turn overview, the rules in short sections and every card's text, searchable.

The rules text is data (``tui/help.md``, one ``# heading`` per section, rendered as Markdown so
lists and tables wrap between words at any width; each card set in play adds its own sections,
``CardSet.help``, where help.md marks their place); its Keys section is drawn from
``tui/keys.py``, and the Rulings sections are the ``## `` sections of ``rules/RULINGS.md``, the
same file a reader of the code finds beside the rules. The card texts come from the catalog.
Typing searches titles first, then the text; up and down move in the list, the page on the
right shows the highlighted topic.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib import resources

from rich.console import Group, RenderableType
from rich.markdown import Markdown
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Input, OptionList, Static
from textual.widgets.option_list import Option

from ...rules.catalog import Card, Catalog
from ...rules.catalog_cache import default_catalog
from ...rules.plugin import help_sections, in_play, known_sets, markdown_sections
from .. import keys, render

KIND_NAMES = {"role": "role card", "politics": "Politics", "tech": "tech",
              "planet": "planet", "start_planet": "start planet", "mining_tile": "Mining tile",
              "fleet_tile": "Fleet tile"}


@dataclass(frozen=True, slots=True)
class Topic:
    title: str
    body: str  # plain text, searched
    kind: str  # "rules", or the card's kind and set
    page: Callable[[], RenderableType]


SETS_HERE = "<!-- the help sections of the card sets in play go here"  # in help.md
RULINGS = "Rulings: "  # the title of each section of rules/RULINGS.md begins so


def rule_sections(sets: tuple[str, ...] | None = None) -> tuple[tuple[str, str], ...]:
    """(title, Markdown body) of each ``# `` section of help.md, in file order (the Keys
    section drawn from ``KEYS``), with the sections of each card set in play (``sets``; None:
    every set registered) where help.md marks their place (``CardSet.help``), then each
    section of the rulings."""
    return _sections(known_sets() if sets is None else sets)


@cache
def _sections(sets: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    text = resources.files("exotica_tui.tui").joinpath("help.md").read_text(encoding="utf-8")
    before, _, after = text.partition(SETS_HERE)
    own = [s for card_set in in_play(list(sets)) for s in help_sections(card_set)]
    rules = [(t, keys.markdown() if t == "Keys" else b) for t, b in
             (*markdown_sections(before), *own, *markdown_sections(after.partition("\n")[2]))]
    rulings = resources.files("exotica_tui.rules").joinpath("RULINGS.md").read_text(
        encoding="utf-8")
    return (*rules, *((RULINGS + t, b) for t, b in markdown_sections(rulings, "## ")))


def rules_page(title: str, body: str) -> RenderableType:
    return Group(Text(title, style="bold underline"), Text(), Markdown(body))


def card_topic(card: Card) -> Topic:
    kind = KIND_NAMES.get(card.kind, card.kind.replace("_", " "))
    return Topic(card.name, f"{card.name} {card.text} {kind}", f"{kind}, {card.set}",
                 lambda: render.card_detail(card))


def topics(catalog: Catalog, sets: list[str] | None = None) -> list[Topic]:
    """Every rules section (of the sets in play), then every card of ``sets`` (all sets if
    None) by name."""
    out = [Topic(t, f"{t} {b}", "rules", lambda t=t, b=b: rules_page(t, b))
           for t, b in rule_sections(None if sets is None else tuple(sets))]
    cards = catalog.of_set(*(sets or catalog.sets))
    distinct: dict[tuple[str, str, str], Card] = {}
    for card in sorted(cards, key=lambda c: (c.name.lower(), c.set, c.id)):
        distinct.setdefault((card.name, card.set, card.text), card)  # copies: one entry
    return out + [card_topic(c) for c in distinct.values()]


def search(all_topics: list[Topic], query: str) -> list[Topic]:
    """Topics whose title holds ``query`` (case-insensitive), then those whose text does."""
    q = query.strip().lower()
    if not q:
        return all_topics
    titled = [t for t in all_topics if q in t.title.lower()]
    return titled + [t for t in all_topics if t not in titled and q in t.body.lower()]


def topic_row(topic: Topic) -> Text:
    out = Text(topic.title)
    if topic.kind != "rules":
        out.append(f"  {topic.kind}", style="dim")
    return out


class HelpScreen(ModalScreen[None]):
    """``?``: the turn overview first; type to search rules sections and cards by name."""

    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("up", "move(-1)", "Topic", show=False),
        Binding("down", "move(1)", "Topic", key_display="↑↓"),
        Binding("pageup", "page(-1)", "Page", show=False),
        Binding("pagedown", "page(1)", "Page", key_display="PgUp/PgDn"),
    ]

    def __init__(self, catalog: Catalog | None = None, sets: list[str] | None = None) -> None:
        super().__init__()
        self.all = topics(catalog or default_catalog(), sets)
        self.shown = list(self.all)
        self.page: RenderableType = Text()  # what the page on the right shows

    def compose(self) -> ComposeResult:
        with Horizontal(id="help-body"):
            with Vertical(id="help-topics"):
                yield Input(placeholder="type to search, ↑↓ topics", id="help-search")
                yield OptionList(*self._rows(), id="help-list")
            with VerticalScroll(id="help-page"):
                yield Static(id="help-text")
        yield Footer()

    def _rows(self) -> list[Option]:
        return [Option(topic_row(t)) for t in self.shown]

    def on_mount(self) -> None:
        self.query_one("#help-search", Input).focus()
        self.query_one("#help-list", OptionList).highlighted = 0

    @property
    def topic(self) -> Topic | None:
        i = self.query_one("#help-list", OptionList).highlighted
        return self.shown[i] if i is not None and i < len(self.shown) else None

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self.show_topic()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.query_one("#help-page").focus()

    def show_topic(self) -> None:
        topic = self.topic
        self.page = topic.page() if topic else Text("Nothing found: Esc clears the search.")
        self.query_one("#help-text", Static).update(self.page)
        self.query_one("#help-page", VerticalScroll).scroll_home(animate=False)

    def on_input_changed(self, event: Input.Changed) -> None:
        self.shown = search(self.all, event.value)
        listing = self.query_one("#help-list", OptionList)
        listing.set_options(self._rows())
        listing.highlighted = 0 if self.shown else None
        self.show_topic()

    def action_move(self, step: int) -> None:
        listing = self.query_one("#help-list", OptionList)
        if self.shown:
            i = listing.highlighted or 0
            listing.highlighted = max(0, min(len(self.shown) - 1, i + step))
            self.show_topic()  # now, not when the highlight message arrives

    def action_page(self, step: int) -> None:
        page = self.query_one("#help-page", VerticalScroll)
        (page.scroll_page_down if step > 0 else page.scroll_page_up)(animate=False)

    def action_back(self) -> None:
        """Esc clears a search first, then closes the help."""
        search_box = self.query_one("#help-search", Input)
        if search_box.value:
            search_box.value = ""
            search_box.focus()
        else:
            self.dismiss(None)
