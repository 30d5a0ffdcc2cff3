"""How a reply quotes what it answers, so that no password ever leaves: a command is quoted only as rebuilt
from its words (:meth:`parts`), every word that could be a password masked, and those words masked wherever
else they would appear in the same answer (a refusal's sentence, the Subject).

- A command understood and whose password was right: its password masked, a user id shown only if it
  names an account (a word that names none could be a password in the wrong place).
- A word masked is masked in the rest of the answer too, unless it names an account (a user's id is known
  to all, and naming it says nothing of where it was written) or is a word commands are made of.
- A command whose password was not found right (no such user, a wrong password, no such board before the
  check): every word after the user id masked, since the words may be in the wrong places.
- A line that cannot be read as a command: every word after the user id masked; a word before it is shown
  only if it has the shape its place asks for (a board number, a user id that names an account).

A reply's Subject is the Subject it answers with its reply prefixes taken off (``Re:``, ``Re[2]:``, ``AW:``,
``Antw:``, ``SV:``, ``[list]`` ...) and anything from a game's word on quoted as a command line.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from ..kinds import words as game_words
from .commands import (
    BOARD_VERBS,
    LIST_CHOICES,
    PARTNERS,
    SECRET,
    USER,
    USER_VERBS,
    VERBS,
    WITH_PASSWORD,
    MailCommand,
    is_board_word,
)

MASK = "****"
#: A quote shows at most this many words, each cut to this many characters.
QUOTE_WORDS, WORD_CHARS = 12, 40
_ALNUM = "A-Za-z0-9\u00c0-\u024f"

#: Reply and forward prefixes of English, German, Scandinavian, Dutch, French, Italian, Spanish and Polish
#: mailers, with a count (``Re[2]:``, ``Re^2:``, ``AW(3):``), and ``[list]`` tags.
_PREFIX = re.compile(
    r"^\s*(?:(?:re|aw|antw|antwort|wg|fw|fwd|sv|svar|vs|vl|vb|fs|tr|rv|rif|odp|pd|doorst|ref)"
    r"\s*(?:\[\d{1,4}\]|\(\d{1,4}\)|\^\d{1,4})?\s*:|\[[^\]\n]{0,60}\])\s*",
    re.IGNORECASE,
)

Known = Callable[[str], bool]


def _vocabulary() -> set[str]:
    """The words commands are made of (``yacht``, ``move``, ``next`` ...): masked where they may stand for a
    password, but never sought in the rest of an answer, where they are the server's own words."""
    return {*game_words(), *VERBS, *LIST_CHOICES, PARTNERS}


def _secret(word: str, known: Known) -> bool:
    """Is a masked ``word`` to be masked in the rest of the answer too?"""
    return not known(word) and word.lower() not in _vocabulary()


@dataclass(frozen=True)
class Quote:
    """A command line as a reply may quote it: its words with every possible password masked, and the words
    masked (kept in memory only, to be masked in the rest of the same answer too)."""

    words: tuple[str, ...]
    secrets: frozenset[str] = frozenset()

    def text(self, secrets: Iterable[str] = ()) -> str:
        """The quoted line, also masking any word of ``secrets`` (the rest of the answer's)."""
        hidden = self.secrets | set(secrets)
        words = [MASK if word in hidden else word[:WORD_CHARS] for word in self.words]
        if len(words) > QUOTE_WORDS:
            words = [*words[:QUOTE_WORDS], "..."]
        return " ".join(words)


def quote_command(command: MailCommand, known: Known, *, verified: bool = True) -> Quote:
    """``command`` rebuilt from its words: passwords masked, user ids that name no account masked, and, when
    its password was not found right (``verified`` False), every word after the user id masked."""
    words: list[str] = []
    secrets: set[str] = set()
    hide_rest = False
    for word, role in command.parts():
        hidden = hide_rest or role == SECRET or (role == USER and not known(word))
        words.append(MASK if hidden else word)
        if hidden and _secret(word, known):
            secrets.add(word)
        if role == USER and not verified and isinstance(command, WITH_PASSWORD):
            hide_rest = True
    return Quote(tuple(words), frozenset(secrets))


def quote_line(line: str, known: Known) -> Quote:
    """A line that could not be read as a command: shown up to its user id, each word there only if it has
    the shape its place asks for; every word after it masked. A word in a verb's place that is no verb is
    shown only if it is a plain word of letters (as the refusal names it)."""
    words = line.split()
    verb = words[1].lower() if len(words) > 1 else ""
    shown, rest, places = [words[0].lower()], words[1:], ()
    if verb in VERBS or (verb.isalpha() and len(verb) <= 20):
        shown.append(verb)
        rest = words[2:]
        if verb == "show":
            places = ("board",)
        elif verb in BOARD_VERBS:
            places = ("board", "user")
        elif verb in USER_VERBS:
            places = ("user",)
    secrets: set[str] = set()
    masking = False
    for index, word in enumerate(rest):
        place = places[index] if index < len(places) else None
        fits = (place == "board" and is_board_word(word)) or (place == "user" and known(word))
        masking = masking or not fits
        shown.append(MASK if masking else word)
        if masking and _secret(word, known):
            secrets.add(word)
    return Quote(tuple(shown), frozenset(secrets))


def hidden_forms(secrets: Iterable[str]) -> set[str]:
    """The secrets and the forms a sentence may show them in: cut to 20 or 40 characters, or escaped by repr."""
    forms: set[str] = set()
    for secret in secrets:
        forms.add(secret)
        forms.add(repr(secret)[1:-1])
        forms.update(secret[:n] for n in (20, WORD_CHARS) if len(secret) > n)
    return {form for form in forms if form}


def mask_text(text: str, secrets: Iterable[str]) -> str:
    """``text`` with every whole-word occurrence of a secret masked (a secret is not masked inside a longer
    word: ``e`` in "the"; it is next to punctuation: ``'e'``, ``e.``)."""
    forms = sorted(hidden_forms(secrets), key=len, reverse=True)
    if not forms:
        return text
    pattern = "|".join(re.escape(form) for form in forms)
    return re.sub(f"(?<![{_ALNUM}])(?:{pattern})(?![{_ALNUM}])", MASK, text)


def strip_prefixes(subject: str) -> str:
    """The Subject without its reply and forward prefixes and list tags, however many."""
    text = subject.strip()
    while True:
        found = _PREFIX.match(text)
        if found is None or not found.group(0):
            return text
        text = text[found.end():]


#: The start of this server's own Subjects, ``Yacht board 7:`` or ``Yacht Brett 7``: a title, not a command.
_TITLE = re.compile(r"\s+(?:board|brett)\s+#?\d{1,9}(?![\d#])", re.IGNORECASE)


def is_title(text: str) -> bool:
    """Does ``text`` start as this server's own Subjects do (``Yacht board 7: ...``), a title, not a command?"""
    first = text.split(maxsplit=1)[0] if text.split() else ""
    return first.lower() in game_words() and bool(_TITLE.match(text, text.find(first) + len(first)))


def game_word_at(text: str) -> int | None:
    """Where the first word that is a game's name starts a command in ``text`` (None if none): not where it
    starts the title of a board's mail (``Yacht board 7: ...``)."""
    names = "|".join(re.escape(word) for word in game_words())
    for found in re.finditer(rf"(?<![{_ALNUM}])(?:{names})(?![{_ALNUM}])", text, re.IGNORECASE):
        if not _TITLE.match(text, found.end()):
            return found.start()
    return None


def quoted_subject(subject: str, quote: Callable[[str], Quote], secrets: Iterable[str]) -> str:
    """The Subject of a reply to ``subject``: prefixes taken off, anything from a game's name on quoted as a
    command (``quote(line)``), every secret masked; then ``Re: `` before it."""
    text = strip_prefixes(subject)
    start = game_word_at(text)
    hidden = set(secrets)
    if start is not None:
        quoted = quote(text[start:])
        hidden |= quoted.secrets
        text = (text[:start] + quoted.text(hidden)).strip()
    return "Re: " + mask_text(text, hidden) if text else ""
