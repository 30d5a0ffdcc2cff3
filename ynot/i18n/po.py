"""Read a gettext ``.po`` catalog and compile it to ``.mo`` bytes, with the standard library only.

YNOT compiles with Babel when the wheel is built (``hatch_build.py``); this reader is for the catalogs that
arrive without a build: a translator's ``ynot.po`` in the user data folder and ``assets/locale/<lang>.po``
in a checkout. Like ``msgfmt``, it leaves out fuzzy and untranslated entries, so the English shows there.
"""

from __future__ import annotations

import ast
import struct
from dataclasses import dataclass, field


class PoError(ValueError):
    """A ``.po`` file that cannot be read; the message names the line."""


@dataclass
class Entry:
    """One message of a catalog: its id (and plural id and context), its translations, its flags."""

    msgid: str = ""
    msgid_plural: str | None = None
    msgctxt: str | None = None
    msgstr: dict[int, str] = field(default_factory=dict)
    flags: set[str] = field(default_factory=set)

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags

    @property
    def translated(self) -> bool:
        """Every form has a translation (a header, msgid "", counts as translated when it has text)."""
        return bool(self.msgstr) and all(self.msgstr.values())

    @property
    def key(self) -> str:
        """The id as a ``.mo`` file keeps it: context, EOT, singular (NUL plural)."""
        key = self.msgid if self.msgid_plural is None else f"{self.msgid}\0{self.msgid_plural}"
        return key if self.msgctxt is None else f"{self.msgctxt}\x04{key}"


def _string(token: str, line: int) -> str:
    if not (len(token) >= 2 and token[0] == token[-1] == '"'):
        raise PoError(f"line {line}: a quoted string was expected")
    try:
        value = ast.literal_eval(token)
    except (ValueError, SyntaxError) as err:
        raise PoError(f"line {line}: a string that cannot be read") from err
    if not isinstance(value, str):
        raise PoError(f"line {line}: a quoted string was expected")
    return value


def read_po(text: str) -> list[Entry]:
    """Every entry of a ``.po`` file's text, obsolete ones (``#~``) left out."""
    entries: list[Entry] = []
    entry = Entry()
    started = False
    target: tuple[str, int] | None = None

    def finish() -> None:
        nonlocal entry, started, target
        if started:
            entries.append(entry)
        entry, started, target = Entry(), False, None

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#~"):
            if not line and started:
                finish()
            continue
        if line.startswith("#,"):
            if started and target is not None and target[0] == "msgstr":
                finish()
            entry.flags.update(flag.strip() for flag in line[2:].split(",") if flag.strip())
            continue
        if line.startswith("#"):
            continue
        keyword, _space, rest = line.partition(" ")
        if keyword.startswith('"'):
            if target is None:
                raise PoError(f"line {number}: a string outside any entry")
            _append(entry, target, _string(line, number))
            continue
        if keyword in ("msgctxt", "msgid") and started and target is not None and target[0] == "msgstr":
            finish()
        value = _string(rest.strip(), number)
        if keyword == "msgctxt":
            entry.msgctxt, target = value, ("msgctxt", 0)
        elif keyword == "msgid":
            entry.msgid, target = value, ("msgid", 0)
        elif keyword == "msgid_plural":
            entry.msgid_plural, target = value, ("msgid_plural", 0)
        elif keyword == "msgstr":
            entry.msgstr[0], target = value, ("msgstr", 0)
        elif keyword.startswith("msgstr[") and keyword.endswith("]") and keyword[7:-1].isdigit():
            index = int(keyword[7:-1])
            entry.msgstr[index], target = value, ("msgstr", index)
        else:
            raise PoError(f"line {number}: unknown keyword {keyword!r}")
        started = True
    finish()
    return entries


def _append(entry: Entry, target: tuple[str, int], value: str) -> None:
    name, index = target
    if name == "msgstr":
        entry.msgstr[index] += value
    else:
        setattr(entry, name, (getattr(entry, name) or "") + value)


def mo_bytes(entries: list[Entry]) -> bytes:
    """The ``.mo`` file of ``entries`` (fuzzy and untranslated ones left out, the header always kept)."""
    pairs: dict[str, str] = {}
    for entry in entries:
        if entry.msgid == "" and entry.msgctxt is None:
            pairs[""] = entry.msgstr.get(0, "")
        elif entry.translated and not entry.fuzzy:
            forms = [entry.msgstr[i] for i in sorted(entry.msgstr)]
            pairs[entry.key] = "\0".join(forms)
    keys = sorted(pairs)
    ids = [key.encode("utf-8") for key in keys]
    strs = [pairs[key].encode("utf-8") for key in keys]
    header_size = 7 * 4
    ids_start = header_size + 16 * len(keys)
    offsets: list[int] = []
    blob = b""
    for item in ids + strs:
        offsets += [len(item), ids_start + len(blob)]
        blob += item + b"\0"
    table = struct.pack(f"<{len(offsets)}I", *offsets)
    header = struct.pack("<7I", 0x950412DE, 0, len(keys), header_size, header_size + 8 * len(keys), 0, 0)
    return header + table + blob
