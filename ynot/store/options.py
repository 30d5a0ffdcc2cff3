"""The player's settings, kept in ``ynot.ini`` (configparser).

``[ynot]`` holds the known settings; every other section (``[skin.psion]``, ``[text]``, ...) is free-form
and kept as it is, so a skin or the text mode can keep its own values there. Unknown keys in ``[ynot]``
are kept on rewrite. A bad value is reported in one sentence and replaced by its default.
"""

from __future__ import annotations

import configparser
import io
import json
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from ..core import MAX_PLAYERS, check_name, default_kind
from ..core.coaching import DEFAULT_THRESHOLD
from ..i18n import LANGUAGE_CODE, _, prefer
from ..logs import get_logger
from ..looks import LOOK_NAME, look_names
from .access import StoreBase, why
from .safefile import atomic_write, move_aside

log = get_logger(__name__)
INI_NAME = "ynot.ini"

SECTION = "ynot"
END_OF_TURN = ("prompt", "pause", "nothing")


def _choices(option: str) -> tuple[str, ...]:
    """The values the default game (the one whose settings [ynot] keeps) allows for ``option``; its
    rule set names for ``rules``. Empty when no game is registered."""
    try:
        return default_kind().choices.get(option, ())
    except KeyError:
        return ()


_TRUE = ("yes", "on", "true", "1")
_FALSE = ("no", "off", "false", "0")


@dataclass
class Options:
    """Every setting YNOT keeps between runs, with its default."""

    skin: str = "psion"  # an installed look: a folder of skins/ or of the user's own skin folder
    rules: str = "ynot"  # a playable rule set: ynot, yahtzee, yatcy, winzee, yacht
    columns: int = 1  # winzee: 1-6 scoring columns
    multiplier: bool = False  # winzee: column n counts n times
    extra: str = "bonus"  # winzee: what a later Yahtzee earns (bonus, wild, nothing)
    sound: bool = True
    computer_scores: bool = True  # computer players' scores enter the high score tables (marked)
    animation: bool = True  # dice animation
    end_of_turn: str = "nothing"  # Windows Yahtzee: prompt, pause or nothing
    players: tuple[str, ...] = ()  # the last players, in seat order
    window_scale: int = 0  # whole-number window scale; 0 lets the UI choose
    window_x: int | None = None  # last window position, None when never placed
    window_y: int | None = None
    language: str = ""  # the language of the game (de, en, ...); empty follows the system
    coach: bool = False  # the watching coach speaks up at a costly decision
    coach_threshold: float = DEFAULT_THRESHOLD  # ... one that gives away more than this many points
    #: Free-form sections other than [ynot], e.g. {"skin.psion": {"scale": "3"}}, kept verbatim.
    sections: dict[str, dict[str, str]] = field(default_factory=dict)
    #: Keys in [ynot] this version does not know, kept on rewrite.
    unknown: dict[str, str] = field(default_factory=dict)

    def rule_set(self) -> Any:
        """The rule set these options describe (of the default game, found through the registry): the
        named one with the column, multiplier and extra options where it takes them."""
        kind = default_kind()
        multiplier = "yes" if self.multiplier else "no"
        with_options = f"{self.rules} columns={self.columns} multiplier={multiplier} extra={self.extra}"
        try:
            return kind.rules_from_key(with_options)
        except ValueError:  # a rule set without these options
            return kind.rules_from_key(self.rules)

    def section(self, name: str) -> dict[str, str]:
        """The free-form section ``name`` (created empty if missing); change it in place, then save."""
        if name == SECTION:
            raise ValueError(f"[{SECTION}] holds the known settings; use the attributes")
        return self.sections.setdefault(name, {})

    def skin_settings(self, skin: str | None = None) -> dict[str, str]:
        """The free-form section ``[skin.<name>]`` of ``skin`` (default: the current skin)."""
        return self.section(f"skin.{skin or self.skin}")


_DEFAULTS = Options()


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return ""
    if isinstance(value, tuple):
        return names_to_text(value)
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


def names_to_text(names: Sequence[str]) -> str:
    """Names as one ynot.ini value that reads back whole with :func:`names_from_text`: "Ann, Bob" where
    that does, else a JSON list (a name with a comma, or starting with a quote or a bracket)."""
    plain = ", ".join(names)
    if names_from_text(plain) == list(names):
        return plain
    return json.dumps(list(names), ensure_ascii=False)


def names_from_text(raw: str, *, keep_empty: bool = False) -> list[str]:
    """The names in a ynot.ini value: a JSON list of texts as :func:`names_to_text` writes one, or the
    older ways, "Ann, Bob" or one name a line; ``keep_empty`` keeps the empty places of the older ways
    (seats kept by place: "Ann,,Bob"). Unchecked: check each with ``core.check_name``."""
    text = raw.strip()
    if text.startswith("["):
        try:
            value = json.loads(text)
        except (ValueError, RecursionError):
            value = None
        if isinstance(value, list) and all(isinstance(name, str) for name in value):
            return value
    parts = raw.split("\n") if "\n" in raw else raw.split(",")
    return [name.strip() for name in parts if keep_empty or name.strip()]


def _choice(key: str, raw: str, choices: tuple[str, ...]) -> str:
    value = raw.strip().lower()
    if value not in choices:
        raise ValueError(_("{key} should be one of {choices}").format(key=key, choices=", ".join(choices)))
    return value


def _skin(key: str, raw: str) -> str:
    """An installed look: one shipped with YNOT or a user's own skin folder (see ynot.looks)."""
    value = raw.strip().lower()
    known = look_names()
    if not LOOK_NAME.match(value) or value not in known:
        raise ValueError(
            _("{key} should name an installed look ({looks})").format(key=key, looks=", ".join(known) or _("none"))
        )
    return value


def _bool(key: str, raw: str) -> bool:
    value = raw.strip().lower()
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    raise ValueError(_("{key} should be yes or no").format(key=key))


def _int(key: str, raw: str, low: int, high: int) -> int:
    value = raw.strip()
    digits = value.removeprefix("-")
    # ASCII digits and a length check first: int() refuses 5,000 digits and reads other scripts' digits
    if not (digits.isascii() and digits.isdigit() and len(digits) <= 9) or not low <= int(value) <= high:
        raise ValueError(_("{key} should be a whole number from {low} to {high}").format(key=key, low=low, high=high))
    return int(value)


def _points(key: str, raw: str) -> float:
    """A number of points from 0.1 to 100, with at most one decimal (``2``, ``0.5``)."""
    value = raw.strip()
    whole, _dot, tenth = value.partition(".")
    digits = whole + tenth
    if not (digits.isascii() and digits.isdigit() and len(whole) <= 3 and len(tenth) <= 1) or not (
        0.1 <= float(value) <= 100
    ):
        raise ValueError(_("{key} should be a number of points from 0.1 to 100, such as 2 or 0.5").format(key=key))
    return float(value)


def _optional_int(key: str, raw: str) -> int | None:
    if not raw.strip():
        return None
    return _int(key, raw, -100_000, 100_000)


def _language(key: str, raw: str) -> str:
    """A language code as gettext writes it (de, de_AT, pt_BR), or empty for the system's language."""
    value = raw.strip()
    if value and not LANGUAGE_CODE.match(value):
        raise ValueError(
            _("{key} should be a language code such as de or pt_BR, or empty for the system's").format(key=key)
        )
    return value


class PartlyKept(ValueError):
    """A value partly damaged: ``kept`` is what is used of it; the text says what was left out."""

    def __init__(self, problem: str, kept: object) -> None:
        super().__init__(problem)
        self.kept = kept


def _players(key: str, raw: str) -> tuple[str, ...]:
    """The last players; a damaged entry (a name a player cannot have, one named twice, one too many)
    is left out and the others are kept (PartlyKept says so)."""
    kept: list[str] = []
    left_out: list[str] = []
    entries: list[object] = list(names_from_text(raw))
    if raw.strip().startswith("["):  # a JSON list holding something other than names: keep its names
        try:
            value = json.loads(raw.strip())
        except (ValueError, RecursionError):
            value = None
        if isinstance(value, list):
            entries = value
    for name in entries:
        if not isinstance(name, str):
            left_out.append(json.dumps(name)[:24])
            continue
        try:
            name = check_name(name)
        except ValueError:
            left_out.append(name)
            continue
        if len(kept) == MAX_PLAYERS or name.casefold() in {n.casefold() for n in kept}:
            left_out.append(name)
        else:
            kept.append(name)
    if left_out:
        shown = ", ".join(repr(n if len(n) <= 24 else n[:23] + "\u2026") for n in left_out[:3])
        problem = _("{key} holds names that cannot be used ({names}); they were left out").format(key=key, names=shown)
        raise PartlyKept(problem, tuple(kept))
    return tuple(kept)


_PARSERS = {
    "skin": lambda k, v: _skin(k, v),
    "rules": lambda k, v: _choice(k, v, _choices("rules")),
    "columns": lambda k, v: _int(k, v, 1, 6),
    "multiplier": _bool,
    "extra": lambda k, v: _choice(k, v, _choices("extra")),
    "sound": _bool,
    "computer_scores": _bool,
    "animation": _bool,
    "end_of_turn": lambda k, v: _choice(k, v, END_OF_TURN),
    "players": _players,
    "window_scale": lambda k, v: _int(k, v, 0, 16),
    "window_x": _optional_int,
    "window_y": _optional_int,
    "language": _language,
    "coach": _bool,
    "coach_threshold": _points,
}
KNOWN_KEYS = tuple(_PARSERS)


def options_from_parser(parser: configparser.ConfigParser, name: str = "ynot.ini") -> tuple[Options, list[str]]:
    """Options from a parsed file, and one sentence per bad value (each replaced by its default)."""
    options = Options()
    notices: list[str] = []
    if parser.has_section(SECTION):
        for key, raw in parser.items(SECTION, raw=True):
            parse = _PARSERS.get(key.strip().lower())
            if parse is None:
                options.unknown[key] = raw
                continue
            key = key.strip().lower()
            try:
                setattr(options, key, parse(key, raw))
            except PartlyKept as err:
                setattr(options, key, err.kept)
                kept = ", ".join(err.kept) or _("nobody")
                notices.append(
                    _("In {name}, {problem}; the others are kept: {kept}.").format(name=name, problem=err, kept=kept)
                )
            except ValueError as err:
                default = _text(getattr(_DEFAULTS, key)) or "nothing"
                shown = raw.strip() if len(raw.strip()) <= 40 else raw.strip()[:39] + "\u2026"
                notices.append(
                    _("In {name}, {problem}, not {value!r}; using {default}.").format(
                        name=name, problem=err, value=shown, default=default
                    )
                )
    for section in parser.sections():
        if section != SECTION:
            options.sections[section] = dict(parser.items(section, raw=True))
    return options, notices


def options_to_parser(options: Options) -> configparser.ConfigParser:
    """A parser holding ``options``, ready to write."""
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.add_section(SECTION)
    for f in fields(Options):
        if f.name in _PARSERS:
            parser.set(SECTION, f.name, _text(getattr(options, f.name)))
    for key, value in options.unknown.items():
        if key not in _PARSERS:
            parser.set(SECTION, key, value)
    for section, values in options.sections.items():
        if section == SECTION or not section.strip() or any(ch in section for ch in "[]\n\r"):
            continue
        parser.add_section(section)
        for key, value in values.items():
            parser.set(section, str(key), str(value).replace("\n", " "))
    return parser


def new_parser() -> configparser.ConfigParser:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    return parser


#: Sections that make a file ours: ``[ynot]``, or ``[mail]`` alone (a play-by-mail server's keeper's file,
#: read by ynot.pbm.mail.settings and kept as it is).
OUR_SECTIONS = (SECTION, "mail")


def load_options(path: Path) -> tuple[Options, list[str]]:
    """Options from ``ynot.ini`` and one sentence per problem; a bad file is moved aside."""
    if not (path.exists() or path.is_symlink()):
        return Options(), []
    reason = None
    parser = new_parser()
    try:
        if not path.is_file():
            reason = _("was not a file")
        else:
            raw = path.read_bytes()
            if not raw.strip():
                reason = _("was empty")
            else:
                parser.read_string(raw.decode("utf-8"), source=path.name)
                if not any(parser.has_section(ours) for ours in OUR_SECTIONS):
                    reason = _("is not a YNOT settings file")
    except (UnicodeDecodeError, configparser.Error):
        reason = _("was damaged")
    except OSError as err:
        sentence = _("{name} could not be read ({why}); the default settings are used.")
        return Options(), [sentence.format(name=path.name, why=why(err))]
    if reason is None:
        return options_from_parser(parser, path.name)
    return Options(), [move_aside(path, reason, then=_("the default settings are used")).sentence]


class OptionsFile(StoreBase):
    """The options part of :class:`ynot.store.Store`: ``self.options``, kept in ynot.ini."""

    options: Options
    settings_kept: bool

    def save_options(self, options: Options | None = None) -> bool:
        """Write ``options`` (default: ``self.options``) to ynot.ini atomically and make them current.
        Unknown keys and free-form sections are kept. Returns False (and adds a notice) if it could not
        be written."""
        if options is not None:
            self.options = options
        prefer(self.options.language)
        if self.config_dir is None or not self.settings_kept:  # said once, when the store was opened
            return False
        buffer = io.StringIO()
        options_to_parser(self.options).write(buffer)
        path = self.config_dir / INI_NAME
        try:
            if path.is_dir():
                self.notices.append(move_aside(path, _("was a folder")).sentence)
            if _holds(path, buffer.getvalue()):
                return True  # nothing changed: no write (and no flush to the disk) on every start and exit
            atomic_write(path, buffer.getvalue())
        except OSError as err:
            log.exception("cannot write %s", path)
            sentence = _("Could not save the settings to {name} ({why}).")
            self.notices.append(sentence.format(name=INI_NAME, why=why(err)))
            return False
        return True


def _holds(path: Path, text: str) -> bool:
    """Whether the file at ``path`` already holds exactly ``text`` (as atomic_write would write it)."""
    try:
        return path.is_file() and path.read_bytes() == text.encode("utf-8")
    except OSError:
        return False
