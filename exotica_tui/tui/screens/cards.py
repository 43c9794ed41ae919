"""Card browsing: a list of cards (the table's, or the technology piles) and a card's detail."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option as ListOption

from ...rules.decision import Decision, Option
from ...rules.game import Game
from ...rules.kinds import K
from ...rules.roletable import ROLE, STACK
from .. import render, ships


class CardsScreen(ModalScreen[None]):
    """Pick a card to see its detail (Enter), Esc to go back."""

    BINDINGS = [Binding("escape", "dismiss", "Back")]

    def __init__(self, game: Game, title: str, cards: list[str], count: str = "") -> None:
        """``count`` says how many, when that is not simply the number of entries (the
        technologies list both faces of a double-sided card)."""
        super().__init__()
        self.game, self.title_text, self.cards = game, title, cards
        self.count = count or str(len(cards))

    def compose(self) -> ComposeResult:
        yield Static(f"{self.title_text} ({self.count}): Enter shows a card, Esc goes back",
                     classes="title")
        rows = []
        for i, c in enumerate(self.cards):
            card = self.game.card(c)
            line = render.card_title(card)
            if card.kind == "tech":
                line.append(f"  {card.cost} R{ships.alt_tag(card)} ★{card.influence}"
                            + (f"  needs {render.requirement(card)}" if card.requires else ""))
            elif card.planet_type:
                line = render.planet_facts(card)
            rows.append(ListOption(line, id=f"c{i}"))
        yield OptionList(*rows, id="card-list")
        yield Footer()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.app.push_screen(CardDetailScreen(self.game, self.cards[event.option_index]))


class CardDetailScreen(ModalScreen[None]):
    """A card in full; or, for an option that names no card, its whole text."""

    BINDINGS = [Binding("escape", "dismiss", "Back"),
                Binding("enter", "dismiss", "Back", show=False)]

    def __init__(self, game: Game, card: str | None, text: Text | None = None) -> None:
        super().__init__()
        self.body = render.detail(game, card) if card is not None else (text or Text())

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog"):
            yield Static(self.body, id="detail")
        yield Footer()


def option_detail(game: Game, d: Decision, option: Option) -> Text:
    """``i`` on an option that names no card: its text, why it would do nothing now, and the
    role card it is about (a role to lead, a role to follow or dissent)."""
    out = Text(option.label, style="bold")
    if option.idle:
        out.append(f"\nNo effect now: {option.idle}.", style="italic")
    role = option.key if d.kind == K.ROLE else d.context.get("role")
    card = game.card(STACK[ROLE[role].stack].card) if role in ROLE else None
    if card is not None:
        out.append("\n\n")
        out += render.card_detail(card)
    if d.kind == K.FOLLOW:
        out.append("\n\nFollow: do this role with your own cards and empire symbols, without "
                   "the leader's bonus. Dissent: draw a card instead.")
    return out
