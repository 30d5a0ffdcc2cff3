"""The coach at a look's table, written once for every look: the game's coach (``GameKind.coach``, for the dice
games ``ynot.dice.strategy.table_coach``) made ready without stopping the frames, the Coach option and its
threshold, the hint, the watching coach's remark and the review of a game.

The first use of a rule set (a hint asked for, the Coach option on, a review or a chart wanting perfect play)
starts its coach: the game's table built by a process of its own when it is not cached. :meth:`Coaching.update`,
called with every frame, looks at that process without waiting and, once the table is there, has the coach
load it on a :class:`Worker` thread (the table read and checked, tens of milliseconds), so that a hint asked for
later is a few milliseconds from the key. A review (a game's every decision judged: a few tenths of a second) is
worked out on the same thread and handed back on the main loop. The look shows :meth:`Coaching.progress_line`
its own way while the coach is getting ready.
"""

from __future__ import annotations

import queue
import threading
import time
import weakref
from collections.abc import Callable
from typing import Any

from ...core.coaching import DEFAULT_THRESHOLD, Coach, GameReviewView, HintView, Remark
from ...i18n import _
from ...logs import get_logger

log = get_logger("ynot.ui")

#: how often the coach's progress is looked at while it is getting ready (the loop wakes for it)
POLL_MS = 200


def _serve(jobs: queue.Queue, done: queue.Queue) -> None:
    """The worker's thread: each job run in turn, its result (or the exception raised) put on ``done``; it ends
    at None. It holds no job between jobs, so a closed window's scene is not kept alive by it."""
    while True:
        item = jobs.get()
        if item is None:
            return
        job, then = item
        try:
            result = job()
        except Exception as err:  # the main loop hears of it and says so
            log.exception("the coach's work failed")
            result = err
        done.put((then, result))
        del item, job, then, result


class Worker:
    """Slow work off the main loop: one thread takes jobs in turn; each result (or the exception raised) is
    handed to the job's ``then`` on the main loop, by :meth:`deliver`."""

    def __init__(self) -> None:
        self._jobs: queue.Queue[tuple[Callable[[], Any], Callable[[Any], None]] | None] = queue.Queue()
        self._done: queue.Queue[tuple[Callable[[Any], None], Any]] = queue.Queue()
        self._thread: threading.Thread | None = None
        self.pending = 0

    def submit(self, job: Callable[[], Any], then: Callable[[Any], None]) -> None:
        """Run ``job`` on the worker's thread; ``then(result)`` (an Exception when it failed) on the main loop."""
        self.pending += 1
        if self._thread is None:
            self._thread = threading.Thread(target=_serve, args=(self._jobs, self._done), name="ynot-coach",
                                            daemon=True)
            self._thread.start()
            # a worker nobody holds any more (its window gone) lets its thread end, and with it what it held
            weakref.finalize(self, self._jobs.put, None)
        self._jobs.put((job, then))

    def deliver(self) -> bool:
        """Hand the finished jobs' results to their ``then``; True when there were any."""
        delivered = False
        while True:
            try:
                then, result = self._done.get_nowait()
            except queue.Empty:
                return delivered
            self.pending -= 1
            delivered = True
            then(result)

    def wait(self, timeout: float = 60.0) -> None:
        """Wait until every job submitted has been handed back (tests, closing)."""
        deadline = time.monotonic() + timeout
        while self.pending and time.monotonic() < deadline:
            if not self.deliver():
                time.sleep(0.005)

    def stop(self) -> None:
        if self._thread is not None:
            self._jobs.put(None)
            self._thread = None


class Coaching:
    """The coach at one look's table (see the module): ``kind`` the game's kind, ``options`` ynot.ini's
    (``coach``, ``coach_threshold``), ``save`` keeps them."""

    def __init__(self, kind: Any, options: Any, save: Callable[[], object] = lambda: None) -> None:
        self.kind = kind
        self.options = options
        self.save = save
        self.worker = Worker()
        self.rules: Any = None  # the rules played at the table
        self._coaches: dict[str, Coach] = {}
        self._started: set[str] = set()  # rules keys whose coach has been started
        self._starting: set[str] = set()  # rules keys whose coach is being made and started on the worker
        self._closed = False
        self._loading: set[str] = set()
        self._problems: dict[str, str] = {}  # rules key -> why its coach cannot be had
        self._waiting: list[tuple[str, Callable[[], None]]] = []  # (rules key, what to do once it is ready)
        self._told = ""  # the progress line last told (tick)
        self._answered = False  # what was asked while the coach got ready has been answered (tick says no more)

    # --- the option -------------------------------------------------------------------------------------
    @property
    def offered(self) -> bool:
        """The game has a coach."""
        return self.kind is not None and self.kind.offers("coach")

    @property
    def watching(self) -> bool:
        """The Coach option: the watching coach speaks up at a costly decision."""
        return self.offered and bool(getattr(self.options, "coach", False))

    @property
    def threshold(self) -> float:
        return float(getattr(self.options, "coach_threshold", DEFAULT_THRESHOLD))

    def set_watching(self, on: bool, threshold: float | None = None) -> None:
        """Turn the Coach option on or off (and set its threshold), kept in ynot.ini; on, the coach of the
        rules played gets ready."""
        self.options.coach = bool(on)
        if threshold is not None:
            self.options.coach_threshold = float(threshold)
        self.save()
        if on and self.rules is not None:
            self.prepare(self.rules)

    # --- getting ready ---------------------------------------------------------------------------------
    def use(self, rules: Any) -> None:
        """The rules now played at the table; with the Coach option on, their coach gets ready at once."""
        self.rules = rules
        if self.watching:
            self.prepare(rules)

    def _key(self, rules: Any) -> str:
        return self.kind.rules_key(rules)

    def prepare(self, rules: Any = None) -> Coach | None:
        """The coach of ``rules`` (the rules played by default) once it has been started; the first time it
        is asked for, it is made and started on the worker's thread (its module and NumPy loaded, the cache
        looked at, the table's build started when it is not cached: a key's work that would hold a frame
        for a tenth of a second or more), and None is returned meanwhile, as when the game has none or it
        failed."""
        rules = rules if rules is not None else self.rules
        if rules is None or not self.offered:
            return None
        key = self._key(rules)
        if key in self._problems or key in self._starting:
            return None
        coach = self._coaches.get(key)
        if coach is None or key not in self._started:
            self._starting.add(key)
            self.worker.submit(lambda: self._start(rules, coach), lambda result, key=key: self._begun(key, result))
            return None
        self._start_loading(key, coach)
        return coach

    def _start(self, rules: Any, coach: Coach | None) -> Coach:
        """On the worker's thread: the coach of ``rules`` made (unless it was) and started."""
        coach = coach if coach is not None else self.kind.part("coach")(rules)
        if not self._closed:
            coach.start()
        if self._closed:  # the window closed meanwhile: no build goes on without it
            coach.close()
        return coach

    def _begun(self, key: str, result: object) -> None:
        """On the main loop: the coach started (or the exception that stopped it)."""
        self._starting.discard(key)
        if isinstance(result, Exception):
            self._problems[key] = _("The coach could not be started ({reason}).").format(reason=result)
            self._waiting = [w for w in self._waiting if w[0] != key]
            return
        self._coaches[key] = result  # type: ignore[assignment]
        self._started.add(key)
        self._start_loading(key, result)  # type: ignore[arg-type]

    def _coach(self, rules: Any) -> Coach | None:
        """The coach of ``rules``, made (not started) the first time; None when it cannot be had."""
        key = self._key(rules)
        coach = self._coaches.get(key)
        if coach is None and key not in self._problems:
            try:
                coach = self._coaches[key] = self.kind.part("coach")(rules)
            except Exception as err:
                log.exception("the coach could not be made")
                self._problems[key] = _("The coach could not be started ({reason}).").format(reason=err)
        return coach

    def _start_loading(self, key: str, coach: Coach) -> None:
        if coach.built and not coach.ready and key not in self._loading and key not in self._problems:
            self._loading.add(key)
            self.worker.submit(coach.load, lambda result, key=key: self._loaded(key, result))

    def _loaded(self, key: str, result: object) -> None:
        self._loading.discard(key)
        if isinstance(result, Exception):
            self._problems[key] = _("The coach could not read its table ({reason}).").format(reason=result)
        waiting, self._waiting = [w for w in self._waiting if w[0] == key], [w for w in self._waiting if w[0] != key]
        if key not in self._problems:
            for _key, then in waiting:
                then()
            self._answered = self._answered or bool(waiting)

    def when_ready(self, rules: Any, then: Callable[[], None]) -> None:
        """Run ``then`` on the main loop once the coach of ``rules`` is ready (a hint or a review asked for
        while it was getting ready is shown then); once only, and never if it fails."""
        self._waiting.append((self._key(rules), then))

    def update(self) -> bool:
        """Time passes: the builds looked at, a built table loaded, finished work handed back. True when
        anything a look shows may have changed (the progress line)."""
        changed = self.worker.deliver()
        for key, coach in list(self._coaches.items()):
            if key not in self._started:
                continue
            if coach.poll():
                changed = True
            if coach.failed and key not in self._problems:
                self._problems[key] = coach.progress_text()
                changed = True
            self._start_loading(key, coach)
        return changed

    def tick(self, tell: Callable[[str], None]) -> bool:
        """Once a frame (a look's ``update``): :meth:`update`, and the progress line told through ``tell`` (the
        look's status line, infoprint or help bar) each time it changes while the coach gets ready, and once
        more when it is ready. True when anything shown may have changed."""
        changed = self.update()
        line = self.progress_line()
        if line != self._told:
            if line or not self._answered:
                tell(line or _("The coach is ready."))
            self._told, self._answered = line, False
            changed = True
        return changed

    def working(self) -> bool:
        """A coach is getting ready or working out a review: the loop must look again soon."""
        return bool(self._loading or self._starting) or self.worker.pending > 0 or any(
            not coach.built and not coach.failed for key, coach in self._coaches.items() if key in self._started
        )

    def next_deadline_ms(self) -> int | None:
        """When the loop should wake to look at the coach's progress (None: nothing to look at)."""
        return POLL_MS if self.working() else None

    def getting_ready(self, rules: Any = None) -> bool:
        """The coach of ``rules`` (the rules played) has been asked for and is on its way: being started, its
        table built or read (not ready, and nothing has gone wrong)."""
        rules = rules if rules is not None else self.rules
        if rules is None or not self.offered:
            return False
        key = self._key(rules)
        if key in self._problems:
            return False
        return key in self._starting or (key in self._started and self.ready(rules) is None)

    def ready(self, rules: Any = None) -> Coach | None:
        """The coach of ``rules`` (the rules played) if it is ready, else None."""
        rules = rules if rules is not None else self.rules
        if rules is None or not self.offered:
            return None
        key = self._key(rules)
        coach = self._coaches.get(key)
        # ready once the worker's load has been handed back on the main loop
        return coach if coach is not None and coach.ready and key not in self._loading else None

    def progress_line(self, rules: Any = None) -> str:
        """What the coach of ``rules`` (the rules played) is doing, for a look's progress line: "" when it is
        ready or was never asked for."""
        rules = rules if rules is not None else self.rules
        if rules is None or not self.offered:
            return ""
        key = self._key(rules)
        if key in self._problems:
            return self._problems[key]
        if key in self._starting:
            return _("The coach is getting ready...")
        coach = self._coaches.get(key)
        if coach is None or key not in self._started or self.ready(rules) is not None:
            return ""
        if coach.built:
            return _("The coach is reading its table...")
        return coach.progress_text()

    def close(self) -> None:
        """The window closes: builds still running are stopped."""
        self._closed = True
        for coach in self._coaches.values():
            coach.close()
        self.worker.stop()

    # --- at the table ----------------------------------------------------------------------------------
    def hint(self, game: Any, *, rolls_over: bool = False) -> HintView | str:
        """The hint for the player to move, or the sentence why there is none now (the coach getting ready
        says how far it is); ``rolls_over``: the player has ended the rolling, only scoring is left."""
        rules = getattr(game, "rules", self.rules)
        coach = self.prepare(rules)
        if coach is None or self.ready(rules) is None:
            return self.progress_line(rules) or _("The coach is not available.")
        try:
            return coach.hint(game, rolls_over=rolls_over)
        except ValueError as err:
            return str(err)

    def judge(self, game: Any, action: Any) -> Remark | None:
        """The watching coach on ``action``, about to be applied: a remark when the Coach option is on, the
        coach ready and the decision gives away more than the threshold."""
        if not self.watching:
            return None
        coach = self.ready(getattr(game, "rules", None))
        if coach is None:
            return None
        try:
            return coach.judge(game, action, self.threshold)
        except Exception:  # the watching coach must never stop the game
            log.exception("the watching coach failed")
            return None

    def review(self, game: Any, then: Callable[[GameReviewView | str], None]) -> None:
        """The review of ``game`` worked out off the main loop, then handed to ``then`` (a sentence when it
        cannot be had yet: the coach getting ready says how far it is)."""
        rules = getattr(game, "rules", None)
        coach = self.prepare(rules)
        if coach is None or self.ready(rules) is None:
            then(self.progress_line(rules) or _("The coach is not available."))
            return

        def done(result: object) -> None:
            if isinstance(result, Exception):
                then(_("The game could not be reviewed ({reason}).").format(reason=result))
            else:
                then(result)  # type: ignore[arg-type]

        self.worker.submit(lambda: coach.review(game), done)

    def perfect_score(self, rules: Any) -> float | None:
        """Perfect play's expected score for ``rules`` where the coach knows it without building anything
        (the rule sets YNOT ships, or a table loaded), else None."""
        coach = self._coach(rules) if rules is not None and self.offered else None
        return coach.perfect_score() if coach is not None else None


__all__ = ["POLL_MS", "Coaching", "Worker"]
