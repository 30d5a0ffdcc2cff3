"""The framing every game record shares: the first line, the game's name, comments, numbered lines.

A record is UTF-8 text, one statement a line; ``#`` starts a comment and blank lines are ignored.
The first statement is ``ynot-record 1``; the next may be ``game NAME`` (a record without it is a dice
game, as every record was before dominoes). What follows belongs to that game (docs/records.md).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from ..i18n import N_, _, ngettext
from .errors import RecordError
from .players import check_name, shown_name, stored_name

MAGIC = "ynot-record"
VERSION = 1
#: The longest number a record may hold (a seed fits in 20 digits; Python refuses past 4,300).
MAX_DIGITS = 40


@dataclass(frozen=True)
class RecordLine:
    """One statement: its 1-based line number, its first word (lower case) and the rest."""

    number: int
    verb: str
    words: tuple[str, ...]
    rest: str  # everything after the verb, stripped (player names keep their spaces)


def record_lines(text: str) -> Iterator[RecordLine]:
    """The statements of ``text``, without comments and blank lines."""
    for number, raw in enumerate(text.splitlines(), start=1):
        content = raw.split("#", 1)[0].strip()
        if not content:
            continue
        verb, _sep, rest = content.partition(" ")
        yield RecordLine(number, verb.lower(), tuple(rest.split()), rest.strip())


@dataclass(frozen=True)
class Framed:
    """A record with its first line checked: the game it names (None: not named) and its statements."""

    game: str | None
    lines: tuple[RecordLine, ...]
    game_line: int = 1  # where the game was named (the first line when it was not)


def open_record(text: str) -> Framed:
    """Check the first line (and read an optional ``game NAME``); RecordError names a bad first line."""
    lines = list(record_lines(text))
    if not lines:
        raise RecordError(
            1, _("this is not a YNOT game record (it should start with '{start}')").format(start=f"{MAGIC} {VERSION}")
        )
    first = lines[0]
    if first.verb != MAGIC:
        raise RecordError(first.number, _("a record starts with '{start}'").format(start=f"{MAGIC} {VERSION}"))
    if first.words != (str(VERSION),):
        raise RecordError(
            first.number,
            _("this is record version {version}; YNOT reads version {ours}").format(
                version=first.rest or "?", ours=VERSION
            ),
        )
    rest = lines[1:]
    if rest and rest[0].verb == "game":
        if len(rest[0].words) != 1:
            raise RecordError(rest[0].number, _("the game line names one game, e.g. 'game dominoes'"))
        return Framed(rest[0].words[0].lower(), tuple(rest[1:]), rest[0].number)
    return Framed(None, tuple(rest), first.number)


def header_start(game: str | None = None) -> list[str]:
    """The first lines of a record: the format and, for any game but the first, its name."""
    lines = [f"{MAGIC} {VERSION}"]
    if game is not None:
        lines.append(f"game {game}")
    return lines


def whole_number(line: int, word: str, what: str) -> int:
    """``word`` as an integer (a leading minus allowed), or RecordError naming ``what``."""
    digits = word[1:] if word.startswith("-") else word
    if not digits.isdigit() or not digits.isascii():
        raise RecordError(line, _("{what} is a whole number, not {word!r}").format(what=_(what), word=word))
    if len(digits) > MAX_DIGITS:
        raise RecordError(line, _("{what} has more than {most} digits").format(what=_(what), most=MAX_DIGITS))
    return int(word)


HEADER_WORDS = ("rules", "player", "date", "seed", "note")


@dataclass
class Header:
    """A record's header: the rule set (built by the game), the players, the date and the seed."""

    rules: Any
    players: tuple[str, ...]
    date: str = ""
    seed: int | None = None
    notes: tuple[str, ...] = ()  # ``note WORD`` lines: something about the whole game (docs/records.md)


def header_lines(
    game: str | None,
    rules_name: str,
    options: Iterable[tuple[str, str]],
    players: Iterable[str],
    *,
    date: str = "",
    seed: int | None = None,
    notes: Iterable[str] = (),
) -> list[str]:
    """A record's header as lines: the first line, the game, the rules with their options, the
    players, the date (now, when not given), the seed and the notes."""
    written = " ".join(f"{key}={value}" for key, value in options)
    lines = header_start(game) + [f"rules {rules_name}" + (f" {written}" if written else "")]
    lines += [f"player {stored_name(name)}" for name in players]  # a default name in its kept form
    lines.append(f"date {date or datetime.now(UTC).strftime('%Y-%m-%dT%H:%M:%SZ')}")
    if seed is not None:
        lines.append(f"seed {seed}")
    lines += [f"note {note}" for note in notes]
    return lines


def read_header(
    framed: Framed,
    make_rules: Callable[..., Any],
    *,
    first_move: str,
    least_players: int = 1,
    most_players: int | None = None,
    check_names: bool = False,
) -> tuple[Header, list[RecordLine]]:
    """The header of a framed record and the statements after it (the moves).

    ``make_rules(name, **options)`` builds the rule set (ValueError with a sentence for a bad one).
    With ``check_names`` each name is checked at its own line (see ``core.players``); ``most_players``
    refuses the line of one player too many."""
    rules: Any = None
    players: list[str] = []
    date = ""
    seed: int | None = None
    notes: list[str] = []
    moves: list[RecordLine] = []
    for statement in framed.lines:
        number, verb, words, rest = statement.number, statement.verb, statement.words, statement.rest
        if verb not in HEADER_WORDS:
            if rules is None:
                raise RecordError(number, _("the header needs a 'rules' line before the moves"))
            if len(players) < least_players:
                wanted = _("the header needs a 'player' line for each of {allowed} before the moves")
                raise RecordError(number, wanted.format(allowed=allowed_players(least_players, most_players)))
            moves.append(statement)
            continue
        if moves:
            raise RecordError(
                number, _("'{verb}' belongs in the header, before the first {move}").format(verb=verb, move=first_move)
            )
        if verb == "rules":
            if rules is not None:
                raise RecordError(number, _("the rule set is given twice"))
            rules = _rules(number, words, make_rules)
        elif verb == "player":
            if most_players is not None and len(players) == most_players:
                raise RecordError(
                    number,
                    _("the game is played by {allowed}; this is one more").format(
                        allowed=allowed_players(least_players, most_players)
                    ),
                )
            players.append(shown_name(_player(number, rest, players) if check_names else rest))
        elif verb == "date":
            date = rest
        elif verb == "note":
            if len(words) != 1:
                raise RecordError(number, _("a note is one word, such as registered-yahtzee"))
            notes.append(words[0])
        else:
            if len(words) != 1:
                raise RecordError(number, _("a seed is a whole number, not {word!r}").format(word=rest))
            seed = whole_number(number, words[0], N_("a seed"))
    if rules is None:
        raise RecordError(framed.game_line, _("the record names no rule set"))
    if len(players) < least_players:
        reason = (
            _("the record names no players")
            if least_players == 1
            else _("the record needs {allowed}").format(allowed=allowed_players(least_players, most_players))
        )
        raise RecordError(framed.game_line, reason)
    return Header(rules, tuple(players), date, seed, tuple(notes)), moves


def allowed_players(least: int, most: int | None) -> str:
    """How many players a game allows, for a sentence: ``2 to 4 players``, ``at least 2 players``."""
    if most is None:
        return ngettext("at least {least} player", "at least {least} players", least).format(least=least)
    if least == most:
        return ngettext("{least} player", "{least} players", least).format(least=least)
    return _("{least} to {most} players").format(least=least, most=most)


def _rules(line: int, words: tuple[str, ...], make_rules: Callable[..., Any]) -> Any:
    if not words:
        raise RecordError(line, _("the rules line names a rule set"))
    options: dict[str, str] = {}
    for word in words[1:]:
        key, sep, value = word.partition("=")
        if not sep:
            raise RecordError(line, _("rule options are written key=value, not {word!r}").format(word=word))
        options[key] = value
    try:
        return make_rules(words[0], **options)
    except ValueError as err:
        raise RecordError(line, str(err)) from None


def _player(line: int, name: str, others: list[str]) -> str:
    try:
        name = check_name(name)
    except ValueError as err:
        raise RecordError(line, str(err)) from None
    if any(name.casefold() == other.casefold() for other in others):
        raise RecordError(line, _("two players cannot have the same name"))
    return name
