"""Game records: a plain-text log of a game that replays to the same result (docs/records.md)."""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field

from ..core import IllegalMove, RecordError, RecordLine, open_record, read_header
from ..core import header_lines as core_header_lines
from ..i18n import _
from .actions import Action, ReselectPrevious, Roll, Score, ToggleDie, Undo
from .machine import DiceGame
from .rules import ALL_CATEGORIES, NUM_DICE, RuleSet, get_rules, parse_category
from .rules.ruleset import GAME_NAME  # the dice games' name in the registry and a record's ``game`` line


@dataclass(frozen=True)
class MarkSet:
    """Hand-written shorthand: mark exactly these positions (0-based) to roll again."""

    positions: frozenset[int]


Step = Action | MarkSet


@dataclass
class GameRecord:
    """The header and the steps of one game."""

    rules: RuleSet
    players: tuple[str, ...]
    steps: list[tuple[int, Step]] = field(default_factory=list)  # (line number, step)
    date: str = ""
    seed: int | None = None
    #: Header notes about the whole game, e.g. ``registered-yahtzee`` (Windows: a registered player rolled
    #: a Yahtzee at will, so the game never counts in high scores or statistics).
    notes: tuple[str, ...] = ()


# --- writing ------------------------------------------------------------------------------
def action_line(action: Action) -> str:
    """One move as a record line (``roll 1 2 3 4 5``, ``score chance 1``...)."""
    if isinstance(action, Roll):
        return "roll " + " ".join(str(f) for f in action.faces or ())
    if isinstance(action, ToggleDie):
        return f"toggle {action.index + 1}"
    if isinstance(action, ReselectPrevious):
        return "reselect"
    if isinstance(action, Score):
        return f"score {action.category.value} {action.column + 1}"
    if isinstance(action, Undo):
        return "undo"
    raise TypeError(f"not an action: {action!r}")


def header_lines(
    rules: RuleSet, players: Iterable[str], *, date: str = "", seed: int | None = None, notes: Iterable[str] = ()
) -> list[str]:
    return core_header_lines(None, rules.name, rules.options, players, date=date, seed=seed, notes=notes)


def write_record(game: DiceGame, *, date: str = "", notes: Iterable[str] = (), comments: bool = True) -> str:
    """The record of ``game`` so far, as text (``notes``: header notes, one word each); without
    ``comments`` only what replays (quick: the autosave writes it after every action)."""
    lines = header_lines(game.rules, game.state.players, date=date, seed=game.seed, notes=notes)
    if not comments:
        return "\n".join(lines + [action_line(action) for action in game.history]) + "\n"
    # Replay the history to annotate whose turn each roll starts; comments are ignored on reading.
    shadow = DiceGame(game.rules, game.state.players)
    for action in game.history:
        state = shadow.state
        if isinstance(action, Roll) and state.roll_number == 0:
            name = state.players[state.current]
            lines.append(f"# {name}, turn {state.turn_number()}")
        shadow.apply(action)
        lines.append(action_line(action))
    if game.is_over:
        finals = zip(game.state.players, game.state.totals(), strict=True)
        lines.append("# final: " + ", ".join(f"{name} {total}" for name, total in finals))
    return "\n".join(lines) + "\n"


# --- reading ------------------------------------------------------------------------------
def _small(word: str, low: int, high: int) -> int | None:
    """``word`` as a number from ``low`` to ``high``, or None (checked before any conversion, so a
    5,000-digit word or a non-ASCII digit is refused, not converted)."""
    if not (word.isascii() and word.isdigit() and len(word) <= len(str(high))):
        return None
    value = int(word)
    return value if low <= value <= high else None


def _positions(line: int, words: list[str]) -> list[int]:
    result = []
    for word in words:
        position = _small(word, 1, NUM_DICE)
        if position is None:
            sentence = _("dice positions are 1 to {most}, not {word!r}")
            raise RecordError(line, sentence.format(most=NUM_DICE, word=word[:20]))
        result.append(position - 1)
    return result


def _parse_step(line: int, verb: str, words: list[str]) -> Step:
    if verb == "roll":
        faces = []
        for word in words:
            face = _small(word, 1, 6)
            if face is None:
                raise RecordError(line, _("a die shows 1 to 6, not {word!r}").format(word=word[:20]))
            faces.append(face)
        if not faces:
            raise RecordError(line, _("a roll lists the faces the rolled dice show"))
        return Roll(tuple(faces))
    if verb == "toggle":
        if len(words) != 1:
            raise RecordError(line, _("toggle takes one dice position (1-5)"))
        return ToggleDie(_positions(line, words)[0])
    if verb == "mark":
        positions = _positions(line, words)
        if len(set(positions)) != len(positions):
            raise RecordError(line, _("a die is marked twice"))
        return MarkSet(frozenset(positions))
    if verb == "reselect":
        if words:
            raise RecordError(line, _("reselect takes nothing after it"))
        return ReselectPrevious()
    if verb == "score":
        if not 1 <= len(words) <= 2:
            raise RecordError(line, _("score takes a box and, optionally, a column number"))
        try:
            category = parse_category(words[0])
        except ValueError as err:
            raise RecordError(line, str(err)) from None
        column = 1
        if len(words) == 2:
            number = _small(words[1], 1, 999_999)
            if number is None:
                raise RecordError(line, _("columns are numbered from 1, not {word!r}").format(word=words[1][:20]))
            column = number
        return Score(category, column - 1)
    if verb == "undo":
        if words:
            raise RecordError(line, _("undo takes nothing after it"))
        return Undo()
    raise RecordError(
        line, _("unknown line {verb!r}; expected roll, toggle, mark, reselect, score or undo").format(verb=verb)
    )


def parse_record(text: str) -> GameRecord:
    """Read a record's text; raise RecordError naming the first bad line."""
    framed = open_record(text)
    if framed.game not in (None, GAME_NAME):
        raise RecordError(
            framed.game_line, _("this is a record of {game}, not of a dice game").format(game=framed.game)
        )
    header, moves = read_header(framed, get_rules, first_move="roll", check_names=True)
    _check_player_count(framed.lines, header.rules)
    steps = [(m.number, _parse_step(m.number, m.verb, list(m.words))) for m in moves]
    return GameRecord(header.rules, header.players, steps, header.date, header.seed, header.notes)


def _check_player_count(lines: Iterable[RecordLine], rules: RuleSet) -> None:
    """Refuse the line of the player who is one too many for the rule set."""
    players = [line for line in lines if line.verb == "player"]
    if len(players) > rules.max_players:
        sentence = _("{title} is played by 1 to {most} players; this is one more").format(
            title=_(rules.title), most=rules.max_players
        )
        raise RecordError(players[rules.max_players].number, sentence)


def replay(record: GameRecord, *, strict_end: bool = False) -> DiceGame:
    """Play a record through the machine; raise RecordError at the first step the rules refuse."""
    try:
        game = DiceGame(record.rules, record.players, rng=random.Random(record.seed), seed=record.seed)
    except ValueError as err:
        raise RecordError(1, str(err)) from None
    for line, step in record.steps:
        try:
            for action in _expand(game, step):
                game.apply(action)
        except IllegalMove as err:
            raise RecordError(line, str(err)) from None
    if strict_end and not game.is_over:
        raise RecordError(record.steps[-1][0] if record.steps else 1, _("the game is not finished"))
    return game


def _expand(game: DiceGame, step: Step) -> list[Action]:
    if not isinstance(step, MarkSet):
        return [step]
    state = game.state
    if state.roll_number == 0:
        raise IllegalMove(_("Roll the dice first: the first roll of a turn rolls all five."))
    wanted = step.positions
    return [ToggleDie(i) for i in sorted(wanted ^ state.marks)]


def replay_text(text: str) -> DiceGame:
    """Parse and replay a record's text."""
    return replay(parse_record(text))


__all__ = [
    "ALL_CATEGORIES",
    "action_line",
    "GameRecord",
    "MarkSet",
    "RecordError",
    "header_lines",
    "parse_record",
    "replay",
    "replay_text",
    "write_record",
]
