"""The monkey: random keys, typing, clicks, drags, window resizes and time passing, thrown at a look,
with the game's invariants checked after every event. Used by the suite (``tests/ui/test_monkey.py``,
a few thousand events a look) and by ``tools/monkey.py`` for long runs. Any look installed is fair game.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from .app import App
from .script import Step, parse_token

KEYS = (
    *("ENTER", "ENTER", "SPACE", "SPACE", "TAB", "Shift+TAB", "LEFT", "RIGHT", "UP", "DOWN", "ESC", "F1", "F2"),
    *("MENU", "BACKSPACE", "DELETE", "HOME", "END", "PGUP", "PGDN", "A", "N", "Y", "Q", "1", "2", "3", "4", "5"),
    *("Shift+SPACE", "Ctrl+H", "Ctrl+P", "Ctrl+N", "Ctrl+A", "Alt+G", "Alt+F"),
    *("TEXT:Ann", "TEXT:Zz,#", "TEXT:\u00c5ngstr\u00f6m"),
)


class InvariantBroken(AssertionError):
    """The game or the window reached a state that must never be."""


@dataclass
class MonkeyReport:
    events: int = 0
    resizes: int = 0
    games_over: int = 0
    restarts: int = 0
    kinds: dict[str, int] = field(default_factory=dict)


def check_invariants(app: App) -> None:
    """The App caught no error, the window's scale is a whole number, and every game on the stack
    holds together (rolls 0-3, boxes filled no more than the card has, over only when all are done)."""
    if app.errors:
        raise InvariantBroken(f"an error reached the App: {app.errors[0]!r}")
    if app.display.scale < 1:
        raise InvariantBroken(f"the scale fell to {app.display.scale}")
    for scene in app.scenes:
        session = getattr(scene, "session", None)
        if session is None:
            continue
        game = session.game
        state = game.state
        if not 0 <= getattr(state, "roll_number", 0) <= 3:
            raise InvariantBroken(f"roll number {state.roll_number}")
        if len(game.players) != len(session.players):
            raise InvariantBroken("the game and the series disagree on the players")
        finished = [game.finished(p) for p in range(len(game.players))]
        if game.is_over != all(finished):
            raise InvariantBroken(f"game over is {game.is_over} while players finished: {finished}")
        if any(score < 0 for score in game.scores()):
            raise InvariantBroken(f"a negative score: {game.scores()}")


def random_step(app: App, rng: random.Random) -> tuple[str, Step | pygame.event.Event]:
    """One random thing a person might do to the window."""
    width, height = app.screen.get_size()
    roll = rng.random()
    if roll < 0.35:
        return "key", parse_token(rng.choice(KEYS))
    if roll < 0.45 and app.skin.areas:
        x, y, w, h = rng.choice(list(app.skin.areas.values()))
        return "click", parse_token(f"CLICK:{x + rng.randrange(max(1, w))},{y + rng.randrange(max(1, h))}")
    if roll < 0.75:
        verb = rng.choice(["CLICK", "CLICK", "CLICK", "DCLICK", "RCLICK", "MOVE"])
        return "click", parse_token(f"{verb}:{rng.randrange(-5, width + 5)},{rng.randrange(-5, height + 5)}")
    if roll < 0.82:
        points = [rng.randrange(width), rng.randrange(height), rng.randrange(width), rng.randrange(height)]
        return "drag", parse_token("DRAG:{},{}:{},{}".format(*points))
    if roll < 0.87:
        size = (rng.randrange(100, 2000), rng.randrange(80, 1200))
        return "resize", pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    return "wait", parse_token(f"WAIT:{rng.choice([50, 300, 1000, 3000])}")


def run_monkey(
    make: Callable[[], App], events: int, seed: int, *, on_event: Callable[[App, int], Any] | None = None
) -> MonkeyReport:
    """Throw ``events`` random events at the App ``make()`` builds, checking after each one; an App that
    ends (a look's exit, a change of look) is built again."""
    rng = random.Random(seed)
    report = MonkeyReport()
    ended: set[int] = set()  # the games seen over
    app = make()
    for number in range(events):
        kind, step = random_step(app, rng)
        report.kinds[kind] = report.kinds.get(kind, 0) + 1
        if isinstance(step, Step):
            app.play_script([step])
        else:
            app.dispatch(step)
            report.resizes += 1
        app.draw()
        check_invariants(app)
        report.events += 1
        for scene in app.scenes:
            game = getattr(getattr(scene, "session", None), "game", None)
            if game is not None and game.is_over:
                ended.add(id(game))
        report.games_over = len(ended)
        if on_event is not None:
            on_event(app, number)
        if not app.running:
            report.restarts += 1
            for hook in app.on_quit:
                hook()
            app = make()
    return report
