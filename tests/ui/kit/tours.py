"""Where each look's message line says something: a tour of each look through the states in which its
status, help, prompt or message line shows a sentence (each step of a turn, a refused move, a computer
playing its turn, an option chosen, a store problem, the game's end), for the fit check of those lines.

A tour is a list of ``(what the step is, how to make it)``; the steps are made one after another on one
app, and after each the line is checked (``fit.message_problems``). ``MESSAGE_BOX`` names the skin area
that is the line's room: the Windows status bar (one line, two when a sentence needs them), the Psion's
names panel (an infoprint takes the series line and grows over the names), the Amiga's help bar and the
Mac's message line (two lines).
"""

from __future__ import annotations

from collections.abc import Callable

from ynot.dice import Roll, Score, ToggleDie
from ynot.i18n import _

from .fit import _close_first_dialogs

#: look -> the skin area the message line must stay inside.
MESSAGE_BOX = {"windows": "status", "psion": "names", "amiga": "help_bar", "mac": "message"}

Step = Callable[[object], None]


def _keys(script: str) -> Step:
    def step(app) -> None:  # noqa: ANN001
        app.play_keys(script)

    return step


def _table(app):  # noqa: ANN001, ANN202
    """The scene that plays the dice game: the Amiga's game screen is pushed over its selection screen."""
    return next(scene for scene in reversed(app.scenes) if hasattr(scene, "act") and hasattr(scene, "game"))


def _act(make: Callable[[object], object]) -> Step:
    """A step that makes the action ``make(game)`` through the look's table, as its input would."""

    def step(app) -> None:  # noqa: ANN001
        table = _table(app)
        table.act(make(table.game))
        app.settle()

    return step


def _first_score(game):  # noqa: ANN001, ANN202
    return next(action for action in game.legal_actions() if isinstance(action, Score))


def _filled_box(game):  # noqa: ANN001, ANN202
    """Scoring a box already filled: a refusal with the machine's own sentence."""
    column = game.state.columns[0] if hasattr(game.state, "columns") else None
    filled = next(c for c in type(_first_score(game).category) if column is not None and column.filled(c))
    return Score(filled)


def _play_to_the_end(app) -> None:  # noqa: ANN001
    """Every turn scored in the first box the rules allow, until the game is over."""
    table = _table(app)
    for _turn in range(200):
        if table.game.is_over:
            break
        state = table.game.state
        table.act(Roll() if state.roll_number == 0 else _first_score(table.game))
        app.settle()


def _tell(sentence: str) -> Step:
    """A passing sentence the shell tells the table (its own wording, translated)."""

    def step(app) -> None:  # noqa: ANN001
        app.scenes[0].tell(_(sentence).format(reason="disk I/O error"))

    return step


def _method(name: str, *args, **kwargs) -> Step:  # noqa: ANN002, ANN003
    """Call the scene's method ``name`` (dotted: a method of one of its parts, ``setup.toggle_sound``)."""

    def step(app) -> None:  # noqa: ANN001
        target = app.scenes[0]
        for part in name.split("."):
            target = getattr(target, part)
        target(*args, **kwargs)
        app.settle()

    return step


def _click_item(index: int) -> Step:
    """A click on item ``index`` of the open menu (the same row in every language: Size in the Control menu)."""

    def step(app) -> None:  # noqa: ANN001
        x, y = app.top.item_rect(index).center
        app.play_keys(f"CLICK:{x},{y}")

    return step


def _both(*steps: Step) -> Step:
    def step(app) -> None:  # noqa: ANN001
        for each in steps:
            each(app)

    return step


def _close(app) -> None:  # noqa: ANN001
    _close_first_dialogs(app)
    app.settle()


def _mac_flow(do: Callable[[object], None]) -> Step:
    def step(app) -> None:  # noqa: ANN001
        do(app.scenes[0].flow)
        app.settle()

    return step


def _mac_move(app) -> None:  # noqa: ANN001
    """The first move the rules allow is made for the person; the computer answers."""
    flow = app.scenes[0].flow
    flow.act(flow.game.legal_actions()[0])
    app.settle()


def _mac_hand(app) -> None:  # noqa: ANN001
    """Moves until the hand is over (the message line then tells its end and the points)."""
    flow = app.scenes[0].flow
    for _move in range(80):
        if flow.turn() is None:
            break
        _mac_move(app)


def _with_a_computer(app) -> None:  # noqa: ANN001
    """A second seat for the beginner computer: the Windows Players (no End of Turn pause) and a new game,
    or the Amiga's selection screen before NEW GAME."""
    scene = app.scenes[0]
    if hasattr(scene, "setup"):
        scene.setup.playing[1], scene.setup.seats[1], scene.setup.end_of_turn = True, "beginner", "nothing"
        scene.new_game(announce=False)
    else:
        scene.choice.count, scene.choice.seats[1] = 2, "beginner"
    app.settle()


def _score_and_watch_the_computer(app) -> None:  # noqa: ANN001
    """A box scored, and time runs (as the player watches) until the computer is playing its turn."""
    table = _table(app)
    table.act(_first_score(table.game))
    for _tick in range(400):
        app.update(16)
        if table.computer_turn():
            return
    raise AssertionError("the computer did not start its turn")


STORE_PROBLEM = "Your records could not be updated ({reason})."
_ROLL = _act(lambda game: Roll())
_THROW_AWAY = _act(lambda game: ToggleDie(0))
_REFUSED = _act(lambda game: ToggleDie(0))  # before the turn's first roll: refused with a sentence

#: look -> [(what the step is, how to make it)], made in order on one app.
TOURS: dict[str, list[tuple[str, Step]]] = {
    "windows": [
        ("the first roll asked for", _both(_close, _with_a_computer)),
        ("a refused move", _REFUSED),
        ("options chosen before the game", _method("options_changed", rules=True)),
        ("after the first roll", _ROLL),
        ("a die thrown away", _THROW_AWAY),
        ("after the second roll", _ROLL),
        ("the shaker empty", _keys("SPACE")),
        ("after the third roll", _ROLL),
        ("the box cursor", _keys("ENTER")),
        ("a greyed option chosen", _keys("Alt+O B ESC")),
        ("a greyed Control menu item chosen", _both(_keys("Alt+SPACE"), _click_item(2), _keys("ESC"))),
        ("players chosen during a game", _method("options_changed", players=True)),
        ("a store problem", _tell(STORE_PROBLEM)),
        ("a computer playing", _score_and_watch_the_computer),
    ],
    "psion": [
        ("a refused key", _keys("TAB")),
        ("after the first roll", _ROLL),
        ("no dice marked", _keys("ENTER")),
        ("marking from the card", _keys("TAB SPACE")),
        ("a refused move", _act(lambda game: Roll())),
        ("a store problem", _tell(STORE_PROBLEM)),
        ("high scores cleared", _keys("WAIT:4000 Ctrl+C ENTER")),
    ],
    "amiga": [
        ("the selection screen", _with_a_computer),
        ("the first roll asked for", _keys("CLICK:96,222 WAIT:2000")),
        ("a refused move", _REFUSED),
        ("after the first roll", _both(_keys("WAIT:9000"), _ROLL)),  # once the refusal has gone
        ("a die thrown away", _THROW_AWAY),
        ("two dice thrown away", _act(lambda game: ToggleDie(1))),
        ("after the second roll", _ROLL),
        ("after the third roll", _ROLL),
        ("no rolls left, roll refused", _ROLL),
        ("a computer playing", _both(_keys("WAIT:9000"), _score_and_watch_the_computer)),  # the refusal gone
        ("a store problem", _tell(STORE_PROBLEM)),
    ],
    "mac": [
        ("the first hand", _keys("WAIT:10")),
        ("a hint refused", _mac_flow(lambda flow: flow.hint())),
        ("a tile aimed where it does not fit", _keys("TAB UP")),
        ("your move and the computer's", _mac_move),
        ("a hint", _mac_flow(lambda flow: flow.hint())),
        ("sound off", _method("setup.toggle_sound")),
        ("the computer's level chosen", _method("setup.choose_level", "easy")),
        ("a store problem", _tell(STORE_PROBLEM)),
    ],
}

#: look -> the steps after its tour that play the game to its end (long: the slow test makes them).
ENDINGS: dict[str, list[tuple[str, Step]]] = {
    "windows": [("the game over", _play_to_the_end)],
    "amiga": [("the game over", _play_to_the_end)],
    "mac": [("a hand played out", _mac_hand)],
}
