"""The coach at a look's table (``ynot.ui.kit.coaching``): made ready off the main loop, the Coach option and its
threshold kept in ynot.ini, the hint, the watching coach judging a person's decisions in the kit's DiceFlow (a
computer's never), a review worked out on the worker and handed back, a build that fails said in a sentence."""

from __future__ import annotations

import random
import sys
import threading
import time
from dataclasses import replace

import pytest
from solved_tables import preload

from ynot.core import Session, get_kind
from ynot.core.coaching import GameReviewView, HintView, Remark
from ynot.dice import Roll, Score, ToggleDie
from ynot.dice.rules import Category, get_rules
from ynot.dice.strategy import cache
from ynot.dice.strategy.builder import TableBuild
from ynot.dice.strategy.table_coach import DiceCoach
from ynot.store import Store
from ynot.store.options import Options
from ynot.ui.dice_view import RollAnimation
from ynot.ui.kit.coaching import Coaching, Worker
from ynot.ui.kit.dice import DiceFlow

RULES = get_rules("yahtzee")
DICE = get_kind("dice")


@pytest.fixture
def table():
    """Yahtzee's solved table in the solver's memory: its coach is built at once."""
    preload("yahtzee")
    yield
    cache.forget_memory()


def ready(coaching: Coaching, rules=RULES) -> Coaching:
    """Wait (as frames would) until the coach of ``rules`` is ready."""
    coaching.prepare(rules)
    deadline = time.monotonic() + 60
    while coaching.ready(rules) is None and time.monotonic() < deadline:
        coaching.update()
        time.sleep(0.002)
    assert coaching.ready(rules) is not None, coaching.progress_line(rules)
    return coaching


def test_the_worker_hands_results_and_failures_back_on_the_main_loop():
    worker = Worker()
    got = []
    worker.submit(lambda: 6 * 7, got.append)
    worker.submit(lambda: 1 / 0, got.append)
    assert worker.pending == 2
    worker.wait()
    assert got[0] == 42 and isinstance(got[1], ZeroDivisionError) and worker.pending == 0
    worker.stop()


def test_the_coach_is_off_until_the_player_turns_it_on_and_the_choice_is_kept():
    with Store.open() as store:
        coaching = Coaching(DICE, store.options, store.save_options)
        assert coaching.offered and not coaching.watching and coaching.threshold == 2.0
        coaching.set_watching(True, 0.5)
    with Store.open() as store:
        assert store.options.coach is True and store.options.coach_threshold == 0.5
        assert Coaching(DICE, store.options).watching


def test_a_coach_asked_for_is_loaded_on_the_worker_and_hints(table):
    coaching = Coaching(DICE, Options())
    coaching.use(RULES)
    assert coaching.ready() is None  # nobody asked yet: nothing is started
    game = Session(RULES, ["Ann"], seed=3, autosave=False).game
    assert isinstance(coaching.hint(game), str)  # the first ask starts it; meanwhile a sentence
    ready(coaching)
    assert coaching.hint(game) == "Roll the dice first: the coach advises on the dice thrown."
    game.apply(Roll())
    hint = coaching.hint(game)
    assert isinstance(hint, HintView) and hint.exact and len(hint.rows) == 3
    assert hint.rows[0][2] == "best move" and all(row[2].startswith("-") for row in hint.rows[1:])
    assert coaching.progress_line() == "" and not coaching.working()


def test_the_coach_is_made_and_started_off_the_main_loop(table):
    """Its module and NumPy loaded, the cache looked at and a build started take a tenth of a second or more: the
    key that asks for the coach only hands that to the worker, and the progress line says so meanwhile."""
    threads = []

    def make(rules):
        threads.append(threading.current_thread())
        time.sleep(0.05)  # as a slow start would: the main loop does not wait for it
        return DiceCoach(rules)

    coaching = Coaching(replace(DICE, coach=make), Options())
    coaching.use(RULES)
    began = time.monotonic()
    assert coaching.prepare(RULES) is None and time.monotonic() - began < 0.05
    assert coaching.getting_ready(RULES) and coaching.working()
    assert coaching.progress_line(RULES) == "The coach is getting ready..."
    ready(coaching)
    assert threads and threads[0] is not threading.main_thread() and not coaching.getting_ready(RULES)
    assert coaching.prepare(RULES) is coaching.ready(RULES) and len(threads) == 1  # made once


def test_the_watching_coach_speaks_only_when_on_and_above_its_threshold(table):
    options = Options()
    coaching = ready(Coaching(DICE, options))
    coaching.use(RULES)
    game = Session(RULES, ["Ann"], seed=3, autosave=False).game
    game.apply(Roll())
    assert coaching.judge(game, Score(Category.CHANCE)) is None  # the option is off
    options.coach = True
    remark = coaching.judge(game, Score(Category.CHANCE))
    assert isinstance(remark, Remark) and remark.loss > 2.0
    assert remark.sentence.startswith("Chance gave away ") and remark.sentence.endswith(" was best.")
    options.coach_threshold = 100.0
    assert coaching.judge(game, Score(Category.CHANCE)) is None


def test_a_build_that_fails_is_told_in_a_sentence():
    failing = [sys.executable, "-c", "import sys; print('progress 2 13', flush=True); sys.exit('no room left')"]
    kind = replace(DICE, coach=lambda rules: DiceCoach(rules, build=lambda r: TableBuild(r, command=failing)))
    coaching = Coaching(kind, Options())
    rules = get_rules("yacht")
    coaching.prepare(rules)
    deadline = time.monotonic() + 60
    while coaching.working() and time.monotonic() < deadline:
        coaching.update()
        time.sleep(0.01)
    assert coaching.progress_line(rules) == (
        "The coach could not work out perfect play for Yacht (pbmserv, 2003): no room left."
    )
    assert coaching.hint(Session(rules, ["Ann"], seed=1, autosave=False).game) == coaching.progress_line(rules)


class Flow(DiceFlow):
    """The kit's DiceFlow with what the watching coach says kept."""

    def __init__(self, session: Session, coaching: Coaching) -> None:
        super().__init__(session, anim=RollAnimation(rng=random.Random(1)), animation_on=lambda: False)
        self.coaching = coaching
        self.said: list[Remark] = []

    def coach_says(self, remark: Remark) -> None:
        self.said.append(remark)


def test_the_dice_flow_tells_a_persons_costly_decision_once_it_is_made(table):
    options = Options(coach=True)
    coaching = ready(Coaching(DICE, options))
    flow = Flow(Session(RULES, ["Ann"], seed=3, autosave=False), coaching)
    flow.act(Roll())
    for die in range(5):  # every die thrown again: a keep of nothing
        flow.act(ToggleDie(die))
    assert flow.said == []
    flow.act(Roll())
    assert len(flow.said) == 1 and flow.said[0].sentence.startswith("Rolling all five dice again gave away")
    assert flow.state.roll_number == 2  # the move was made: the coach only tells
    flow.act(Score(Category.CHANCE))
    assert len(flow.said) == 2 and flow.said[1].sentence.startswith("Chance gave away")


def test_a_look_may_take_the_remark_while_the_move_is_handled_and_a_computers_moves_are_not_judged(table):
    coaching = ready(Coaching(DICE, Options(coach=True)))

    class Taking(Flow):
        taken: list = []

        def turn_goes_on(self, events):
            self.taken.append(self.take_remark())

    flow = Taking(Session(RULES, ["Ann", "Hal"], seed=3, autosave=False), coaching)
    flow.session.seats = ["", "good"]
    flow.act(Roll())
    flow.act(Score(Category.CHANCE))
    assert flow.taken[-1] is not None and flow.said == []  # taken by the look: told its own way
    assert flow.computer_turn()
    flow.act(Roll())
    flow.act(Score(Category.CHANCE))
    assert flow.taken[-1] is None and flow.said == []


def test_a_review_is_worked_out_on_the_worker(table):
    coaching = ready(Coaching(DICE, Options()))
    session = Session(RULES, ["Ann", "Bob"], seed=5, autosave=False)
    rng = random.Random(5)
    while not session.game.is_over:
        session.apply(rng.choice([a for a in session.game.legal_actions() if type(a).__name__ != "Undo"]))
    got = []
    coaching.review(session.game, got.append)
    assert got == []  # not on the main loop
    coaching.worker.wait()
    view = got[0]
    assert isinstance(view, GameReviewView) and [card.player for card in view.cards] == ["Ann", "Bob"]
    for card, final in zip(view.cards, session.game.scores(), strict=True):
        assert card.heading.endswith(f"final score {final}")
        assert card.balance[-1][1] == f"{final}.0" and card.points[0].turn == 0 and card.points[-1].written == final
    assert coaching.perfect_score(RULES) == pytest.approx(254.5877287345, abs=1e-9)
