"""Prompts: the generic panel answers any decision shape; purpose-made wording per kind."""

from __future__ import annotations

from textual.app import App
from textual.content import Content

from exotica_tui.rules.decision import Decision, Option
from exotica_tui.tui import prompts
from exotica_tui.tui.app import ExoticaApp
from exotica_tui.tui.screens.table import TableScreen
from exotica_tui.tui.widgets.prompt import HOTKEYS, Hotkeys, PromptPanel
from tests.rules.builders import new_game

from .driver import answers_until, covered, make_setup, press, screen_text, sit_down


class PanelApp(Hotkeys, App):
    """Just the prompt panel, showing one decision; answers are collected."""

    BINDINGS = HOTKEYS

    def __init__(self, decision: Decision) -> None:
        super().__init__()
        self.game = new_game(2)
        self.decision = decision
        self.answers: list[list[str]] = []

    def compose(self):
        yield PromptPanel()

    def on_mount(self) -> None:
        self.query_one(PromptPanel).show(self.game, self.game.view(0), self.decision)

    def on_prompt_panel_answered(self, event: PromptPanel.Answered) -> None:
        self.answers.append(event.keys)


def mystery(lo: int, hi: int, ordered: bool) -> Decision:
    opts = [Option(k, f"option {k}") for k in ("a", "b", "c", "d")]
    return Decision(0, "never-seen-before", "Pick some.", opts, lo, hi, ordered)


async def test_generic_prompt_answers_an_unknown_kind_in_the_order_picked():
    app = PanelApp(mystery(2, 3, ordered=True))
    async with app.run_test() as pilot:
        await press(pilot, "3", "1", "enter")
        panel = app.query_one(PromptPanel)
        assert "[2]" in str(panel.query_one("#choices").get_option_at_index(0).prompt)
    assert app.answers == [["c", "a"]]


async def test_generic_prompt_toggles_with_space_and_single_choice_answers_at_once():
    app = PanelApp(mystery(0, 4, ordered=False))
    async with app.run_test() as pilot:
        await press(pilot, "down", "space", "space", "2", "4", "escape", "enter")
    assert app.answers == [[]]  # space picked and unpicked b; Esc cleared b and d
    single = PanelApp(mystery(1, 1, ordered=False))
    async with single.run_test() as pilot:
        await press(pilot, "down", "down", "enter")
        await press(pilot, "4")
    assert single.answers == [["c"], ["d"]]


async def test_setup_screen_starts_a_game_by_keys():
    app = ExoticaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "ctrl+s")
        await pilot.pause()
        assert covered(app)
        assert [s.name for s in app.session.seats] == ["Ann", "Bob", "Cy"]
        await press(pilot, "enter")
        assert isinstance(app.screen, TableScreen) and not covered(app)


async def test_setup_screen_refuses_a_single_seat():
    app = ExoticaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        for i in (1, 2):
            app.screen.query_one(f"#name-{i}").value = ""
        await press(pilot, "ctrl+s")
        assert "enter 2 to 5 names" in str(app.screen.query_one("#setup-error").render())


async def test_play_again_from_game_over_starts_a_new_game():
    two = make_setup(["Ann", "Bob"], seed=4)
    app = ExoticaApp(two, answers_until(two, lambda g: False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        first = app.session
        await press(pilot, "n")
        await pilot.pause()
        assert app.session is not first and not app.session.game.is_over
        assert covered(app)


async def test_play_again_frees_the_table_before():
    """The app freezes the collector over its long-lived table (``spare_collections``); the
    table of the game before is freed once the next one is drawn, and the app's end gives the
    collector back as Python set it."""
    import gc
    import weakref

    two = make_setup(["Ann", "Bob"], seed=4)
    app = ExoticaApp(two, answers_until(two, lambda g: False))
    threshold = gc.get_threshold()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        old = weakref.ref(app.table)
        await press(pilot, "n")
        for _ in range(3):
            await pilot.pause()
        gc.collect()
        assert old() is None
    assert gc.get_threshold() == threshold and gc.get_freeze_count() == 0


async def test_detail_techs_log_and_help_windows_open_and_close_by_keys():
    from exotica_tui.tui.screens.cards import CardDetailScreen, CardsScreen
    from exotica_tui.tui.screens.help import HelpScreen
    from exotica_tui.tui.screens.info import LogScreen

    app = ExoticaApp(make_setup(["Ann", "Bob"], seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        d = await sit_down(pilot)
        await press(pilot, "down", "i")  # after the handoff, nothing is highlighted before
        assert isinstance(app.screen, CardDetailScreen)
        assert app.session.game.name(d.options[0].card) in app.screen.body.plain
        for key, screen in (("b", CardsScreen), ("l", LogScreen), ("question_mark", HelpScreen)):
            await press(pilot, "escape")
            assert isinstance(app.screen, TableScreen)
            await press(pilot, key)
            assert isinstance(app.screen, screen)
        await press(pilot, "escape")
        assert isinstance(app.screen, TableScreen) and app.session.pending is d


async def test_new_setup_after_a_game_keeps_the_seats_and_their_bots():
    from exotica_tui.cli import build_parser
    from exotica_tui.play.setup import setup_from_args

    setup = setup_from_args(build_parser().parse_args(["--players", "Ann,Zed=bot:greedy",
                                                       "--seed", "4"]))
    app = ExoticaApp(setup, answers_until(setup, lambda g: False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "s")
        await press(pilot, "ctrl+s")
        assert [(s.name, s.bot_kind) for s in app.session.seats] == [("Ann", None),
                                                                      ("Zed", "greedy")]


async def test_the_mouse_picks_options_like_their_keys():
    """A click on an option picks it; for a single pick that answers at once."""
    app = PanelApp(mystery(1, 1, ordered=False))
    async with app.run_test() as pilot:
        await pilot.click("#choices", offset=(2, 3))  # the third option (below the border)
        await pilot.pause()
    assert app.answers == [["c"]]


async def test_the_mouse_toggles_several_and_enter_confirms():
    app = PanelApp(mystery(2, 2, ordered=True))
    async with app.run_test() as pilot:
        await pilot.click("#choices", offset=(2, 4))
        await pilot.click("#choices", offset=(2, 1))
        await press(pilot, "enter")
    assert app.answers == [["d", "a"]]


async def test_an_option_that_does_nothing_is_marked_and_needs_a_second_pick():
    opts = [Option("follow", "Follow Trade", idle="no resource to trade"),
            Option("dissent", "Dissent (draw 1)")]
    app = PanelApp(Decision(0, "follow", "Follow Trade or dissent?", opts,
                            context={"role": "T"}))
    async with app.run_test(size=(80, 24)) as pilot:
        panel = app.query_one(PromptPanel)
        assert prompts.IDLE_MARK in panel.labels[0].plain
        assert prompts.IDLE_MARK not in panel.labels[1].plain
        await press(pilot, "f")
        assert app.answers == []
        title = panel.query_one("#prompt-title").text.plain
        assert "Nothing would happen now: no resource to trade." in title
        await press(pilot, "escape")  # changed their mind: the warning goes
        assert "Nothing would happen" not in panel.query_one("#prompt-title").text.plain
        await press(pilot, "f", "enter")  # confirmed with Enter
    assert app.answers == [["follow"]]
    app = PanelApp(Decision(0, "follow", "Follow Trade or dissent?", opts,
                            context={"role": "T"}))
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "f", "f")  # or with the same key
        await press(pilot, "d")
    assert app.answers == [["follow"], ["dissent"]]


async def test_options_beyond_the_tenth_get_free_letters():
    opts = [Option(f"k{i}", f"option {i}") for i in range(14)]
    app = PanelApp(Decision(0, "never-seen-before", "Pick one.", opts))
    async with app.run_test(size=(80, 24)) as pilot:
        panel = app.query_one(PromptPanel)
        assert panel.chars == [*"1234567890", *"aghj"]
        await press(pilot, "h")
    assert app.answers == [["k12"]]


def test_the_extra_option_letters_are_bound_to_nothing_else():
    from exotica_tui.tui.demo import DemoApp
    from exotica_tui.tui.join import JoinApp
    from exotica_tui.tui.widgets.prompt import EXTRA_KEYS

    apps = ExoticaApp.BINDINGS + DemoApp.BINDINGS + JoinApp.BINDINGS
    others = [b for b in TableScreen.BINDINGS + apps if not b.action.startswith("hot(")]
    taken = {k.strip() for b in others for k in b.key.split(",")}
    assert not taken & set(EXTRA_KEYS)
    assert not set(prompts.ROLE_LETTERS) & set(EXTRA_KEYS)


async def test_card_key_on_a_follow_prompt_explains_the_role():
    from exotica_tui.play.setup import Seat, Setup
    from exotica_tui.tui.screens.cards import CardDetailScreen

    app = ExoticaApp(Setup(seats=[Seat("Ann", False), Seat("Bob", False)], sets=["base"],
                           seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await sit_down(pilot)
        panel = app.table.query_one(PromptPanel)
        skip = next(c for c, k in panel.hotkeys.items() if k == "skip")
        await press(pilot, skip, "w")
        while app.session.pending.kind != "follow":
            await press(pilot, "enter")
        if covered(app):
            await press(pilot, "enter", "down")  # after it, nothing is highlighted
        await press(pilot, "i")
        assert isinstance(app.screen, CardDetailScreen)
        body = app.screen.body.plain
        assert body.startswith("Follow Warfare") and "collect 1 Fighter" in body
        assert "Dissent: draw a card" in body


async def test_options_shown_again_are_drawn_from_their_kept_rows(monkeypatch):
    """An option's label is drawn row by row like the panels' text: a label shown before
    (a third of them repeat from one answer to the next) is neither made into Content again
    nor wrapped to be measured and drawn."""
    app = PanelApp(mystery(1, 1, ordered=False))
    async with app.run_test() as pilot:
        await pilot.pause()
        made: list[object] = []
        real = Content.from_rich_text
        monkeypatch.setattr(Content, "from_rich_text",
                            lambda text, *a, **kw: made.append(text) or real(text, *a, **kw))
        app.query_one(PromptPanel).show(app.game, app.game.view(0), app.decision)
        await pilot.pause()
        assert "option a" in screen_text(app)
        assert made == []
