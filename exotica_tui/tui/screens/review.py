"""The review of a finished game (issue 32, item 3): the score of each seat over the turns as
a chart (textual-plotext), the turning points (Enter opens the replay at one), and what each
seat did (``play.review``; its tables are the export's). Names are data: they reach Rich only
inside ``Text``."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option
from textual_plotext import PlotextPlot

from ...export import MARKERS, marked, point_text, stats_table, techs_text
from ...play.replay import Replay
from ...play.review import Review
from ...usertext import shown
from .replay import replay_screen


class ReviewScreen(Screen):
    """Esc leaves; Enter on a turning point, or ``r`` from the start, opens the replay."""

    DEFAULT_CSS = """
    #review { padding: 0 1; }
    #review-chart { height: 45vh; min-height: 10; }
    #review-points { height: auto; max-height: 8; border: none; padding: 0; }
    """
    BINDINGS = [Binding("r", "replay(0)", "Replay"),
                Binding("escape", "leave", "Back", key_display="Esc")]

    def __init__(self, replay: Replay, review: Review) -> None:
        super().__init__()
        self.replay, self.review = replay, review

    def compose(self) -> ComposeResult:
        r = self.review
        winner = shown(r.names[r.winner])  # a name is user text (usertext.py)
        with VerticalScroll(id="review"):
            yield Static(Text(f"Review: {winner} wins with {r.final[r.winner]} points "
                              f"after {r.turns[-1]} turns", style="bold"), id="review-title")
            yield PlotextPlot(id="review-chart")
            yield Static(Text("   ".join(marked(r, st) for st in r.seats)), id="review-legend")
            yield Static(Text("Turning points (Enter: replay from there)", style="bold"))
            yield OptionList(*[Option(point_text(r, p), id=str(p.step))
                               for p in r.turning_points], id="review-points")
            yield Static(stats_table(r), id="review-stats")
            yield Static(techs_text(r), id="review-techs")
        yield Footer()

    def on_mount(self) -> None:
        r = self.review
        plt = self.query_one(PlotextPlot).plt
        plt.title("Score after each turn")
        for seat, row in enumerate(r.scores):  # the legend is below: none over the lines
            plt.plot(r.turns, row, marker=MARKERS[seat])
        last, top = r.turns[-1], max(max(row) for row in r.scores)
        plt.xticks(list(range(0, last + 1, max(5, round(last / 30) * 5))))  # ~6 ticks
        plt.yticks(list(range(0, top + 1, max(1, top // 4))))
        plt.xlabel("turn")
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_replay(int(event.option.id or 0))

    def action_replay(self, step: int) -> None:
        self.app.push_screen(replay_screen(self.replay, step))

    def action_leave(self) -> None:
        if len(self.app.screen_stack) > 2:
            self.app.pop_screen()
        else:
            self.app.exit()

