"""The games YNOT plays, by name. Each game package registers its :class:`GameKind` when imported;
``import ynot.games`` announces every game YNOT ships (its name and the modules that register it), and an
announced game's modules are imported when the game is first asked for, so a start pays only for the
game it plays (``docs/core.md``, start-up).

Everything outside a game's own package (the session, the store, text play, replay) knows a game only
through its kind: no other module imports a game package or asks ``isinstance`` of a game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import import_module
from typing import TYPE_CHECKING, Any

from ..i18n import N_, _
from .errors import NotOffered, RecordError
from .players import MAX_PLAYERS
from .protocol import Game, Player
from .records import open_record

if TYPE_CHECKING:
    from .results import SeatResult, Stats


@dataclass(frozen=True)
class Later:
    """A part of a game named by where it lives, imported when first used: the kind is loaded with its game,
    its text board only when the game is played in a terminal, its mail-board only when a board is mailed
    (``Later("ynot.dice.text.board", "DiceBoard")``)."""

    module: str  # absolute module name
    name: str  # the name in it

    def load(self) -> Any:
        return getattr(import_module(self.module), self.name)


@dataclass(frozen=True)
class ReviewOptions:
    """What a review is asked for: ``title`` names the game reviewed (a file's name, ``game 12``),
    ``players`` limits it to those players (empty: every one), ``every`` lists every decision rather than
    those that cost points, ``luck`` splits each score into the expected score, the luck and the play
    (where the game's review can), ``columns`` is the width to fit (None: the terminal's)."""

    title: str = ""
    players: tuple[str, ...] = ()
    every: bool = False
    luck: bool = False
    columns: int | None = None


#: What a game may offer beyond its rules, and the sentence when it does not (``{game}``: its title).
NOT_OFFERED = {
    "text_board": N_("{game} cannot be played in the terminal."),
    "mail_board": N_("{game} cannot be played by mail."),
    "review": N_("Games of {game} cannot be reviewed."),
    "dice": N_("{game} is not played with dice."),
    "coach": N_("{game} has no coach."),
}


@dataclass(frozen=True, eq=False)
class GameKind:
    """Everything the session, the store, the shells and ``ynot replay`` need to know about one game."""

    name: str  # the word in records and commands: "dice", "dominoes"
    title: str  # for people
    rules_type: type  # the class of the game's rule sets
    #: A fresh game: ``new_game(rules, players, rng=random.Random, seed=int | None)`` (the game's class).
    new_game: Callable[..., Game]
    #: Parse and replay a record's text; RecordError names the first bad line.
    read_record: Callable[[str], Game]
    #: The record of a game so far: ``write_record(game, date="", notes=(), comments=True)`` -> text
    #: (``comments=False``: only what replays, for the autosave; ``notes``: header notes, one word each).
    write_record: Callable[..., str]
    #: The position as text for a terminal, and as JSON-ready data.
    report_text: Callable[[Game], str]
    report_data: Callable[[Game], dict[str, Any]]
    #: A few JSON-ready facts of the position, to check a replayed autosave against.
    fingerprint: Callable[[Game], dict[str, Any]]
    #: The name a rule set's results are kept under (``ynot``, ``dominoes double-six``), and back:
    #: ``rules_from_key(text)`` gives the rule set or raises ValueError (not a key of this game).
    rules_key: Callable[[Any], str]
    rules_from_key: Callable[[str], Any]
    #: A seat's result once its score is final (``game.finished(seat)``): score, won, details.
    result: Callable[[Game, int], SeatResult]
    #: The computer players: level name -> ``factory(rules) -> Player``. A registry: a game's strategy
    #: module may add levels to it when imported.
    levels: dict[str, Callable[[Any], Player]] = field(default_factory=dict)
    #: Whether the game has high score tables (the dice games do; at dominoes winning is what counts).
    high_scores: bool = True
    #: The sentences told about a player once a result is kept, from the name, the rules key and the
    #: player's statistics after it; None: the high score place, personal best and average (the YNOT
    #: manual's section on a game's end).
    record_sentences: Callable[[str, str, Stats], list[str]] | None = None
    #: How many players a game has: (least, most).
    seats: tuple[int, int] = (1, MAX_PLAYERS)
    #: The values a person may choose in the settings: ``rules`` (the rule sets by name) and each rule
    #: option that takes one of a few words (e.g. the dice games' ``extra``).
    choices: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: The expected final score of perfect solitaire play for a rule set (marked on a histogram of a
    #: player's scores): ``perfect_score(rules) -> float | None`` (None where no exact figure is known), or
    #: a :class:`Later` that loads it; None: never.
    perfect_score: Any = None
    #: A rule set's title for people, marked with N_ (``Yahtzee (Hasbro)``); None: the game's title.
    rules_title: Callable[[Any], str] | None = None
    #: What the game offers beyond its rules, each None when it does not, or a :class:`Later` that loads it
    #: when first used (:meth:`part`). Its terminal board: ``text_board(session, people) -> TextBoard``
    #: (``ynot.text.play``; ``people``: the seats typed at this terminal).
    text_board: Any = None
    #: Its play-by-mail board (``ynot.pbm.kinds.MailKind``), and the first word of its mail commands (also
    #: given to :func:`announce`, so that a mailed move finds the game without loading another).
    mail_board: Any = None
    mail_word: str = ""
    #: The review of a finished game's record: ``review(text, ReviewOptions) -> lines``; RecordError if the
    #: record does not replay.
    review: Any = None
    #: Its dice as a look's dice flow sees them (:class:`ynot.core.dice_terms.DiceTerms`); None: no dice.
    dice: Any = None
    #: Its coach at a look's table: ``coach(rules) -> ynot.core.coaching.Coach`` (hint, watching coach,
    #: review); None: the game has none.
    coach: Any = None
    #: The seats that score together: ``sides(rules, players)`` -> a tuple of seats a side (partnerships);
    #: None: every player for itself.
    sides: Callable[[Any, int], tuple[tuple[int, ...], ...]] | None = None

    def offers(self, part: str) -> bool:
        """Whether the game offers ``part`` (``text_board``, ``mail_board``, ``review``, ``dice``, ``coach``)."""
        return getattr(self, part) is not None

    def loaded(self, part: str) -> Any:
        """The game's ``part`` (a field above: ``text_board``, ``perfect_score``, ...) loaded, None when the
        game does not offer it."""
        found = getattr(self, part)
        return found.load() if isinstance(found, Later) else found

    def part(self, part: str) -> Any:
        """The game's ``part`` (``text_board``, ``mail_board``, ``review``, ``dice``), loaded; NotOffered with a
        sentence when the game has none."""
        found = self.loaded(part)
        if found is None:
            raise NotOffered(_(NOT_OFFERED[part]).format(game=_(self.title)))
        return found

    def title_of(self, rules: Any) -> str:
        """A rule set of the game as people call it, translated."""
        return _(self.rules_title(rules) if self.rules_title is not None else self.title)

    def level_names(self) -> tuple[str, ...]:
        """The computer levels by name, in the game's order (the modules that add them loaded first)."""
        _load_levels(self.name)
        return tuple(self.levels)

    def computer(self, level: str, rules: Any) -> Player:
        """The computer player of ``level`` for ``rules``; KeyError with a sentence for an unknown level."""
        _load_levels(self.name)
        try:
            factory = self.levels[level]
        except KeyError:
            known = ", ".join(self.levels) or _("none")
            raise KeyError(
                _("{game} has no computer level {level!r} (levels: {known})").format(
                    game=self.title, level=level, known=known
                )
            ) from None
        return factory(rules)


_KINDS: dict[str, GameKind] = {}
_DEFAULT: list[str] = []  # the kind of a record without a 'game' line
#: announced games not yet loaded: name -> the modules to import (the package, its computer levels)
_ANNOUNCED: dict[str, tuple[str, ...]] = {}
#: loaded games whose computer levels are not: name -> the modules that add them (imported when a computer
#: of the game is first asked for, ``GameKind.computer``: a first frame that shows none does not load them)
_LEVELS: dict[str, tuple[str, ...]] = {}
_ORDER: list[str] = []  # announced names, in the order they were announced
#: the first word of a game's play-by-mail commands -> the game's name (known before the game is loaded)
_MAIL_WORDS: dict[str, str] = {}


def announce(name: str, modules: tuple[str, ...], *, default: bool = False, mail_word: str = "") -> None:
    """Make the game ``name`` known without loading it: ``modules`` (absolute names; the first is the
    package that registers the kind) are imported when the game is first asked for. ``default`` as in
    :func:`register`; ``mail_word`` as the kind's (:attr:`GameKind.mail_word`)."""
    if name not in _ORDER:
        _ORDER.append(name)
    _ANNOUNCED[name] = tuple(modules)
    if default:
        _DEFAULT[:] = [name]
    if mail_word:
        _MAIL_WORDS[mail_word.lower()] = name


def _load(name: str) -> None:
    """Import an announced game's package, once; its computer levels wait for their first use."""
    modules = _ANNOUNCED.pop(name, ())
    if modules:
        import_module(modules[0])
        _LEVELS[name] = modules[1:]


def _load_levels(name: str) -> None:
    """Import the modules that add a game's computer levels, once."""
    _load(name)
    for module in _LEVELS.pop(name, ()):
        import_module(module)


def register(kind: GameKind, *, default: bool = False) -> None:
    """Add (or replace) a game; ``default`` marks the game of records that name none."""
    _KINDS[kind.name] = kind
    if default:
        _DEFAULT[:] = [kind.name]
    if kind.mail_word:
        _MAIL_WORDS[kind.mail_word.lower()] = kind.name


def unregister(name: str) -> None:
    """Take a game out of the registry (a test's own game, once the test is done)."""
    _KINDS.pop(name, None)
    _ANNOUNCED.pop(name, None)
    _LEVELS.pop(name, None)
    if name in _ORDER:
        _ORDER.remove(name)
    if [name] == _DEFAULT:
        _DEFAULT.clear()
    for word in [word for word, game in _MAIL_WORDS.items() if game == name]:
        del _MAIL_WORDS[word]


def kinds() -> list[GameKind]:
    """Every game (the announced ones loaded), announced ones in the order announced, then the others in
    the order they were registered."""
    for name in list(_ANNOUNCED):
        _load(name)
    place = {name: index for index, name in enumerate(_ORDER)}
    return sorted(_KINDS.values(), key=lambda kind: place.get(kind.name, len(place)))


def game_names() -> tuple[str, ...]:
    """Every game's name, announced or registered, in the order of :func:`kinds`, none loaded."""
    return tuple(dict.fromkeys([*_ORDER, *_KINDS]))


def default_name() -> str | None:
    """The name of the game of records that name none (None when no game is known), without loading it."""
    if _DEFAULT:
        return _DEFAULT[0]
    return next(iter(_KINDS), None)


def default_kind() -> GameKind:
    """The game of records that name none (the first game registered, if none was marked)."""
    if _DEFAULT:
        return get_kind(_DEFAULT[0])
    if not _KINDS:
        raise KeyError("no game is registered")
    return next(iter(_KINDS.values()))


def get_kind(name: str) -> GameKind:
    """The game called ``name``; KeyError with a sentence if there is none."""
    _load(name)
    try:
        return _KINDS[name]
    except KeyError:
        known = ", ".join(sorted(set(_KINDS) | set(_ANNOUNCED))) or _("none")
        raise KeyError(_("there is no game called {name!r} (known: {known})").format(name=name, known=known)) from None


def mail_words() -> tuple[str, ...]:
    """The first words of the games' play-by-mail commands (``yacht``, ``domino``), no game loaded."""
    return tuple(_MAIL_WORDS)


def kind_for_mail_word(word: str) -> GameKind:
    """The game whose play-by-mail commands start with ``word``, loaded (none other); KeyError if none."""
    return get_kind(_MAIL_WORDS[word.lower()])


def kind_of(game: Game) -> GameKind:
    """The kind of a game in play."""
    return kind_for_rules(game.rules)


def kind_for_rules(rules: Any) -> GameKind:
    """The game whose rule sets ``rules`` is one of."""
    for kind in list(_KINDS.values()):  # a rule set's game is loaded: its class is
        if isinstance(rules, kind.rules_type):
            _load(kind.name)
            return kind
    raise KeyError(f"no registered game plays by {type(rules).__name__}")


def _ordered() -> list[GameKind]:
    """The loaded kinds, the default game last: its key is a bare rule set name, the others' start with a word."""
    return sorted(_KINDS.values(), key=lambda kind: kind.name in _DEFAULT)


def kind_for_key(key: str) -> GameKind:
    """The game whose rules key (or rule set name with options) ``key`` is; ValueError if none. The games
    loaded are asked first (a game other than the default one names itself first, so that one is loaded
    for it), the others only when none of them knows the key."""
    for name in (key.strip().partition(" ")[0], *_DEFAULT):
        _load(name)
    for everyone in (False, True):
        if everyone:
            if not _ANNOUNCED:
                break
            kinds()
        for kind in _ordered():
            try:
                kind.rules_from_key(key)
            except (ValueError, TypeError, IndexError, KeyError):
                continue
            return kind
    names = [name for kind in reversed(_ordered()) for name in kind.choices.get("rules", ())]  # the default first
    raise ValueError(_("unknown rule set {name!r}; choose one of: {names}").format(name=key.strip(),
                                                                                names=", ".join(names)))


def rules_key(rules: Any) -> str:
    """The rules key of a rule set, or of its name with options as a record writes them
    (``"winzee columns=3"``: missing options take their defaults); ValueError for an unknown name."""
    if isinstance(rules, str):
        kind = kind_for_key(rules)
        return kind.rules_key(kind.rules_from_key(rules))
    return kind_for_rules(rules).rules_key(rules)


def kind_for_record(text: str) -> GameKind:
    """The game a record's text is of; RecordError if its first lines are bad or name no known game."""
    framed = open_record(text)
    name = framed.game
    if name is None:
        if not _DEFAULT:
            raise RecordError(1, _("the record names no game"))
        name = _DEFAULT[0]
    _load(name)
    if name not in _KINDS:
        raise RecordError(framed.game_line, _("there is no game called {name!r}").format(name=name))
    return _KINDS[name]


def read_record(text: str) -> Game:
    """Replay any registered game's record."""
    return kind_for_record(text).read_record(text)


def review_record(text: str, options: ReviewOptions) -> list[str]:
    """The review of any registered game's record, as lines; RecordError if it does not replay, NotOffered
    with a sentence if its game has no review."""
    return kind_for_record(text).part("review")(text, options)
