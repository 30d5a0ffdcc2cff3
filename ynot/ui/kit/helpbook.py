"""A look's help and about texts, read from data files a translator can translate (no pygame here).

Each look keeps its texts in ``skins/<look>/help/<lang>.txt`` (``en.txt`` always; ``de.txt``, ``de_AT.txt``
... beside it). The file is plain UTF-8 text, one line of the file a line of the page::

    # a comment (a note for translators, say): the whole line is left out
    @title Windows Yahtzee Help
    @about About Windows Yahtzee
    Windows Yahtzee
    YNOT {version}
    @topic contents Contents
    [[How to Play|how-to-play]]
    @topic how-to-play How to Play
    Fill every box of your [[score card|the-score-card]] with as many points as you can.

``@title`` names the help window. ``@about <heading>`` starts the about box, ``@topic <key> <title>`` a
topic; the lines up to the next ``@`` line are its text (blank lines at either end left out). The key is
the same in every language (links and the program name topics by it); the title, the words and the
heading are what a translator changes. ``[[words|key]]`` is a link to the topic ``key``. ``{version}``
in the about box is the version of YNOT. ``@keys`` on a line of its own in a topic stands for the look's list
of keys, written from its bindings table (``ynot.ui.kit.bindings``; :meth:`HelpBook.with_keys`), so that a
key is named in one place, translated with the program's words. A line that should begin with ``@``, ``#``
or ``\\`` begins with ``\\`` in the file.

A language's file may leave topics out: they come from ``en.txt``. A missing, unreadable or malformed
file never stops the game: the book then holds one topic saying so in a plain sentence.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from ... import i18n
from ...i18n import _
from ...resources import data_path

ENGLISH = "en"
#: Where ``@keys`` stood in a topic's text, until the look's list of keys is put there.
KEYS_MARK = "\x00keys"
CONTENTS = "contents"  # the key of the first page a help window shows (made from the topics when a book has none)
_KEY = re.compile(r"^[a-z0-9][a-z0-9-]*$")
_LANG = re.compile(r"^[A-Za-z]{2,3}(_[A-Za-z0-9]{2,8})?$")


@dataclass(frozen=True)
class HelpTopic:
    """One page of help: its title, its text (links as ``[[words|key]]``) and the key links name it by
    (its title when it has none)."""

    title: str
    text: str
    key: str = ""

    @property
    def ref(self) -> str:
        """What a link names this topic by."""
        return self.key or self.title


@dataclass(frozen=True)
class HelpBook:
    """A look's help window title, its topics in order, and its about box."""

    title: str = ""
    topics: tuple[HelpTopic, ...] = ()
    about_title: str = ""
    about: str = ""
    language: str = ENGLISH
    problem: str = field(default="", compare=False)  # the sentence telling why the help could not be read

    def topic(self, key: str) -> HelpTopic | None:
        return next((topic for topic in self.topics if topic.ref == key), None)

    def about_text(self, version: str) -> str:
        """The about box's text with the version filled in."""
        return self.about.replace("{version}", version)

    def with_keys(self, lines: Sequence[str]) -> HelpBook:
        """The book with ``lines`` (the look's list of keys) where its topics say ``@keys``."""
        keys = "\n".join(lines)
        topics = tuple(replace(topic, text=topic.text.replace(KEYS_MARK, keys)) for topic in self.topics)
        return replace(self, topics=topics)


class HelpFileError(ValueError):
    """A help file that cannot be used; the message is one plain sentence."""


def parse_help(text: str, *, where: str | None = None) -> HelpBook:
    """The book a help file's ``text`` describes; HelpFileError (one sentence) when it is malformed.
    ``where`` names the file in those sentences."""
    where = where or _("the help file")
    title, about_title = "", ""
    sections: list[tuple[str, str, list[str]]] = []  # (key, title, lines); key "" is the about box
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip()
        if line.startswith("#"):
            continue
        if not line.startswith("@"):
            if not sections:
                if line.strip():
                    raise HelpFileError(
                        _("{where}, line {line}: text before the first @topic.").format(where=where, line=number)
                    )
                continue
            sections[-1][2].append(line[1:] if line.startswith("\\") else line)
            continue
        word, _space, rest = line[1:].partition(" ")
        rest = rest.strip()
        if word == "keys" and sections and sections[-1][0]:
            sections[-1][2].append(KEYS_MARK)
            continue
        if word in ("title", "about", "topic") and not rest:
            raise HelpFileError(
                _("{where}, line {line}: @{word} needs its words after it.").format(where=where, line=number, word=word)
            )
        if word == "title":
            title = rest
        elif word == "about":
            about_title = rest
            sections.append(("", rest, []))
        elif word == "topic":
            key, _space, name = rest.partition(" ")
            if not _KEY.match(key) or not name.strip():
                raise HelpFileError(
                    _("{where}, line {line}: a topic is written '@topic key Title'.").format(where=where, line=number)
                )
            sections.append((key, name.strip(), []))
        else:
            raise HelpFileError(
                _("{where}, line {line}: there is no @{word} (use @title, @about, @topic or @keys in a topic).").format(
                    where=where, line=number, word=word
                )
            )
    topics, about, seen = [], "", set()
    for key, name, lines in sections:
        body = "\n".join(lines).strip("\n")
        if not key:
            about = body
            continue
        if key in seen:
            raise HelpFileError(_("{where} has two topics called {key}.").format(where=where, key=key))
        seen.add(key)
        topics.append(HelpTopic(name, body, key))
    if not topics:
        raise HelpFileError(_("{where} has no topics.").format(where=where))
    return HelpBook(title=title, topics=tuple(topics), about_title=about_title, about=about)


def wanted_languages(languages: Sequence[str] | None = None) -> list[str]:
    """The languages to look for, best first: ``languages`` or those the game is asked to speak (see
    ``ynot.i18n``: --language, ynot.ini, the system), each also without its region (``de_AT``, ``de``)."""
    if languages is None:
        languages = i18n.asked_languages()  # --language, ynot.ini's or the Options dialog's, the system's
    out: list[str] = []
    for language in languages:
        code = language.split(".")[0].split("@")[0]
        for candidate in (code, code.split("_")[0]):
            if _LANG.match(candidate) and candidate not in out and candidate not in ("C", "POSIX"):
                out.append(candidate)
    return out


def help_folders(look: str, folder: Path | None = None) -> list[Path]:
    """Where a look's help files are: its skin folder (a user's own skin first), then the shipped one."""
    shipped = data_path("skins", look, "help")
    places = [folder / "help"] if folder is not None else []
    return places + ([shipped] if shipped not in places else [])


def look_help(folder: Path, languages: Sequence[str] | None = None) -> HelpBook:
    """The help of the look whose skin is in ``folder`` (a skin's ``folder``)."""
    return load_help(folder.name, folder=folder, languages=languages)


def load_help(look: str, *, folder: Path | None = None, languages: Sequence[str] | None = None) -> HelpBook:
    """The help of ``look`` in the first of ``languages`` it has (English otherwise), topics missing
    from a translation taken from English. Never raises: a problem is told in the book itself."""
    folders = help_folders(look, folder)
    english = _read_first(folders, ENGLISH)
    if isinstance(english, str):
        return _problem_book(english)
    for language in wanted_languages(languages):
        if language == ENGLISH:
            break
        found = _read_first(folders, language)
        if found is None:
            continue
        if isinstance(found, str):
            return replace(english, problem=found)  # a broken translation: the English help, and why
        return _merge(found, english, language)
    return english


def _read_first(folders: list[Path], language: str) -> HelpBook | str | None:
    """The book in the first folder with ``<language>.txt``; the problem's sentence; None: no such file."""
    for place in folders:
        path = place / f"{language}.txt"
        if not path.is_file():
            continue
        try:
            return parse_help(path.read_text(encoding="utf-8"), where=str(path))
        except (OSError, UnicodeDecodeError):
            return _("The help file {path} cannot be read.").format(path=path)
        except HelpFileError as error:
            return str(error)
    if language == ENGLISH:
        return _("This look has no help file ({path}).").format(path=folders[-1] / f"{ENGLISH}.txt")
    return None


def _merge(book: HelpBook, english: HelpBook, language: str) -> HelpBook:
    """A translation completed from English: its own topics, then the English ones it lacks, in the
    English order."""
    topics = [book.topic(topic.ref) or topic for topic in english.topics]
    topics += [topic for topic in book.topics if english.topic(topic.ref) is None]
    return HelpBook(
        title=book.title or english.title,
        topics=tuple(topics),
        about_title=book.about_title or english.about_title,
        about=book.about or english.about,
        language=language,
    )


def _problem_book(sentence: str) -> HelpBook:
    return HelpBook(
        title=_("Help"),
        topics=(HelpTopic(_("Help"), "", CONTENTS),),
        about_title=_("About"),
        about=sentence,
        problem=sentence,
    )
