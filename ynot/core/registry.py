"""The games YNOT plays, by name. Each game package registers itself when imported, so the
registry knows the games the caller has loaded (``import ynot.game, ynot.dominoes``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .errors import RecordError
from .protocol import Game
from .records import open_record


@dataclass(frozen=True)
class GameKind:
    """What the session, the records and ``ynot replay`` need to know about one game."""

    name: str  # the word in records and commands: "dice", "dominoes"
    title: str  # for people
    rules_type: type  # the class of the game's rule sets
    #: A fresh game: ``new_game(rules, players, rng=random.Random, seed=int | None)`` (the game's class).
    new_game: Callable[..., Game]
    #: Parse and replay a record's text; RecordError names the first bad line.
    read_record: Callable[[str], Game]
    #: The record of a game so far: ``write_record(game, date="")`` -> text.
    write_record: Callable[..., str]
    #: The position as text for a terminal, and as JSON-ready data.
    report_text: Callable[[Game], str]
    report_data: Callable[[Game], dict[str, Any]]


_KINDS: dict[str, GameKind] = {}
_DEFAULT: list[str] = []  # the kind of a record without a 'game' line


def register(kind: GameKind, *, default: bool = False) -> None:
    """Add (or replace) a game; ``default`` marks the game of records that name none."""
    _KINDS[kind.name] = kind
    if default:
        _DEFAULT[:] = [kind.name]


def kinds() -> list[GameKind]:
    """The registered games, in the order they were registered."""
    return list(_KINDS.values())


def get_kind(name: str) -> GameKind:
    """The game called ``name``; KeyError with a sentence if there is none."""
    try:
        return _KINDS[name]
    except KeyError:
        known = ", ".join(sorted(_KINDS)) or "none"
        raise KeyError(f"there is no game called {name!r} (known: {known})") from None


def kind_for_rules(rules: Any) -> GameKind:
    """The game whose rule sets ``rules`` is one of."""
    for kind in _KINDS.values():
        if isinstance(rules, kind.rules_type):
            return kind
    raise KeyError(f"no registered game plays by {type(rules).__name__}")


def kind_for_record(text: str) -> GameKind:
    """The game a record's text is of; RecordError if its first lines are bad or name no known game."""
    framed = open_record(text)
    name = framed.game
    if name is None:
        if not _DEFAULT:
            raise RecordError(1, "the record names no game")
        name = _DEFAULT[0]
    if name not in _KINDS:
        raise RecordError(framed.game_line, f"there is no game called {name!r}")
    return _KINDS[name]


def read_record(text: str) -> Game:
    """Replay any registered game's record."""
    return kind_for_record(text).read_record(text)
