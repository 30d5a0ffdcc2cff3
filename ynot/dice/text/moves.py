"""The manual's move syntax (the pbmserv Yacht manual of 2003) turned into game Actions.

- digits name the pips of the dice to roll again: ``2414`` rolls the four dice showing 2, 4, 1 and 4;
- ``all`` rolls all five dice again (and, before a turn's first roll, rolls them);
- a box letter scores the dice: ``a``-``f`` (Aces to Sixes), ``t r h s l y x`` (3 and 4 of a Kind, Full
  House, Small and Large Straight, the five of a kind, Chance); with several scoring columns a number
  names the column: ``e2`` is Fives in column 2;
- the words ``help``, ``undo``, ``quit``, ``sheet`` and ``roll`` are commands for the caller.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...core import IllegalMove
from ...i18n import N_, _, ngettext
from ...text.move_error import MoveError as PlayMoveError
from .. import DiceGame, Event, GameState, Roll, Score, ToggleDie, Undo
from ..rules import NUM_DICE, PBM_LETTERS, Category, parse_category, score_options

COMMANDS = ("help", "undo", "quit", "sheet", "roll")
_LETTERS: dict[Category, str] = {category: letter for letter, category in PBM_LETTERS.items()}
_BOX_RE = re.compile(r"^([a-z])\s*([0-9]*)$")
_NUMBER_WORDS = {1: N_("one"), 2: N_("two"), 3: N_("three"), 4: N_("four"), 5: N_("five")}

#: Marked with N_: shown through ``_(SYNTAX_HINT)``.
SYNTAX_HINT = N_("name the pips to roll again (e.g. 2414), 'all', or a box letter to score (a-f, t, r, h, s, l, y, x)")


class MoveError(PlayMoveError):
    """A move that cannot be read or does not fit the dice; the message is one sentence."""


@dataclass(frozen=True)
class Reroll:
    """Roll again the dice at these positions (0-based)."""

    positions: frozenset[int]


@dataclass(frozen=True)
class BoxMove:
    """Score the dice in ``category`` of column ``column`` (0-based)."""

    category: Category
    column: int = 0


@dataclass(frozen=True)
class Command:
    """A word that is not a move: help, undo, quit, sheet or roll."""

    name: str


Move = Reroll | BoxMove | Command


def box_letter(category: Category) -> str:
    """The box's letter on the sheet: ``a`` for Aces ... ``x`` for Chance."""
    return _LETTERS[category]


def _count_words(n: int) -> str:
    return _(_NUMBER_WORDS[n]) if n in _NUMBER_WORDS else str(n)


def _pips_to_positions(digits: str, state: GameState) -> frozenset[int]:
    dice = state.dice
    assert dice is not None
    showing = " ".join(str(f) for f in dice)
    free = list(range(NUM_DICE))
    chosen: list[int] = []
    for ch in digits:
        face = int(ch)
        if not 1 <= face <= 6:
            raise MoveError(
                _("Dice show 1 to 6 pips, so no die shows {face}; the dice show {showing}.").format(
                    face=face, showing=showing
                )
            )
        if dice.count(face) == 0:
            raise MoveError(_("No die shows {face}; the dice show {showing}.").format(face=face, showing=showing))
        spot = next((i for i in free if dice[i] == face), None)
        if spot is None:
            named = digits.count(ch)
            have = dice.count(face)
            sentence = ngettext(
                "{face} is named {named} times but only {have} die shows {face}; the dice show {showing}.",
                "{face} is named {named} times but only {have} dice show {face}; the dice show {showing}.",
                have,
            )
            raise MoveError(
                sentence.format(face=face, named=_count_words(named), have=_count_words(have), showing=showing)
            )
        free.remove(spot)
        chosen.append(spot)
    return frozenset(chosen)


def _column_for(category: Category, digits: str, state: GameState) -> int:
    ncols = state.rules.columns
    if digits:
        number = int(digits)
        if ncols == 1:
            if number == 1:
                return 0
            sentence = _("This game has one scoring column: type just the letter {letter}.")
            raise MoveError(sentence.format(letter=box_letter(category)))
        if not 1 <= number <= ncols:
            sentence = _("The columns are numbered 1 to {count}; there is no column {number}.")
            raise MoveError(sentence.format(count=ncols, number=number))
        return number - 1
    if ncols == 1:
        return 0
    letter = box_letter(category)
    if state.dice is not None and state.roll_number:
        options = score_options(state.rules, state.columns, state.dice, state.roll_number)
        columns = sorted({o.column for o in options if o.category is category})
    else:
        columns = [i for i, col in enumerate(state.columns) if col.is_free(category)]
    if len(columns) == 1:
        return columns[0]
    if not columns:
        raise MoveError(_("Box {letter} is used in every column; choose another box.").format(letter=letter))
    names = [f"{letter}{i + 1}" for i in columns]
    choices = _("{names} or {last}").format(names=_(", ").join(names[:-1]), last=names[-1])
    sentence = _("Box {letter} is free in more than one column: type {choices}.")
    raise MoveError(sentence.format(letter=letter, choices=choices))


def parse_move(text: str, state: GameState) -> Move:
    """Read one move against the dice on the table; raise MoveError with a sentence if it is wrong."""
    raw = text.strip()
    word = raw.lower()
    if not word:
        raise MoveError(_("Type a move: {hint}.").format(hint=_(SYNTAX_HINT)))
    if word in COMMANDS:
        return Command(word)
    if word == "all":
        return Reroll(frozenset(range(NUM_DICE)))
    compact = re.sub(r"[\s,]+", "", word)
    if compact.isdigit():
        if state.is_over:
            raise MoveError(_("The game is over."))
        if state.roll_number == 0 or state.dice is None:
            raise MoveError(_("The dice have not been rolled yet this turn."))
        if state.roll_number >= 3:
            raise MoveError(_("No rolls are left this turn: choose a box to score."))
        if len(compact) > NUM_DICE:
            raise MoveError(_("There are only five dice, but {count} pips were named.").format(count=len(compact)))
        return Reroll(_pips_to_positions(compact, state))
    match = _BOX_RE.match(word)
    if match and match.group(1) in PBM_LETTERS:
        category = PBM_LETTERS[match.group(1)]
        return BoxMove(category, _column_for(category, match.group(2), state))
    if len(word) > 1:
        try:
            category = parse_category(word)
        except ValueError:
            pass
        else:
            return BoxMove(category, _column_for(category, "", state))
    raise MoveError(_("{text!r} is not a move: {hint}.").format(text=raw, hint=_(SYNTAX_HINT)))


def apply_move(game: DiceGame, move: Reroll | BoxMove) -> list[Event]:
    """Play a move through the game; raise IllegalMove (game unchanged) if the rules refuse it.

    A reroll marks exactly the named dice (ToggleDie) and rolls them (Roll); before a turn's first roll
    only ``all`` is allowed, and it is that first roll.
    """
    if isinstance(move, BoxMove):
        return game.apply(Score(move.category, move.column))
    state = game.state
    if state.is_over:
        raise IllegalMove(_("The game is over."))
    if state.roll_number == 0:
        if move.positions != frozenset(range(NUM_DICE)):
            raise IllegalMove(_("The first roll of a turn rolls all five dice."))
        return game.apply(Roll())
    if state.roll_number >= 3:
        raise IllegalMove(_("No rolls are left this turn: choose a box to score."))
    if not move.positions:
        raise IllegalMove(_("Name at least one die to roll again, or choose a box to score."))
    toggled = 0
    events: list[Event] = []
    try:
        for index in sorted(move.positions ^ state.marks):
            events += game.apply(ToggleDie(index))
            toggled += 1
        events += game.apply(Roll())
    except IllegalMove:
        for _undo in range(toggled):  # put the marks back as they were
            game.apply(Undo())
        raise
    return events
