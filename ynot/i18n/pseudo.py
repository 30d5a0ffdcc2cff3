"""The pseudo-language ``qps``: every letter that Latin-1 can accent is accented and every line is a third
longer (short words of accented letters added at its end), so a screen shows at once any text that is not
translated, cut or drawn outside its box.
Fields (``{name}``, ``{count:>3}``, ``%s``) and line breaks are kept as they are."""

from __future__ import annotations

import gettext
import math
import re

_ACCENTED = str.maketrans(
    "AaCcDdEeIiNnOoPpUuYy",
    "ÅåÇçÐðÉéÎîÑñÖöÞþÛûÝý",
)
#: What is kept untouched: a format field, a printf field, a help link's target.
_KEPT = re.compile(r"\{[^{}]*\}|%(?:\([^)]*\))?[-#0 +]*\d*(?:\.\d+)?[sdifr%]|\[\[[^\]]*\]\]")
_PAD = "ëâ"


def _accent(text: str) -> str:
    out, last = [], 0
    for match in _KEPT.finditer(text):
        out += [text[last : match.start()].translate(_ACCENTED), match.group()]
        last = match.end()
    out.append(text[last:].translate(_ACCENTED))
    return "".join(out)


def _longer(line: str) -> str:
    """``line`` a third longer, the extra as short words so it can wrap (a space alone never ends it)."""
    if not line.strip():
        return line
    extra = math.ceil(len(line) / 3)
    pad = ""
    while len(pad) < extra:
        pad += " " + _PAD * 3
    return line + pad[:extra].rstrip() + pad[len(pad[:extra].rstrip()):extra].replace(" ", _PAD[0])


def pseudo(text: str) -> str:
    """``text`` in the pseudo-language."""
    return "\n".join(_longer(_accent(line)) for line in text.split("\n"))


class PseudoTranslations(gettext.NullTranslations):
    """A catalog that translates every message into the pseudo-language."""

    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)
