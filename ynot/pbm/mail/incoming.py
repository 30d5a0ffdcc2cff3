"""One incoming message, read as pbmserv read them: the text part's command lines (or its Subject's).

The text/plain part is read (an HTML-only message is turned into text), in whatever charset it declares
(an unknown or wrong one falls back to UTF-8, then Windows-1252); quoted lines (``>``), quoted replies
(``-----Original Message-----``, ``On ... wrote:``) and everything after the signature line ``-- `` are
ignored. A message whose text holds no command is read for one in its Subject (reply prefixes and list tags
taken off); one whose text holds commands has its Subject's command set aside, to be named in the answer.
A reply without a command is known by the board it quotes (its In-Reply-To names a board's mail, or its
Subject a board). Auto-replies, bounces and mailing lists are recognised so that they are never answered.
"""

from __future__ import annotations

import email
import email.parser
import email.utils
import hashlib
import re
from dataclasses import dataclass, field
from email.header import decode_header, make_header
from email.message import Message
from typing import BinaryIO

from ...i18n import _
from ..users import PbmError
from .commands import credentials, is_command, parse_command
from .quoting import MASK, is_title, strip_prefixes

#: Headers are read from at most this much of a message that is too big to read whole.
HEADER_BYTES = 64 * 1024
_MAX_LINE = 1000


@dataclass
class Incoming:
    """What the gateway needs of one message."""

    key: str  # stands for the message: a hash of its Message-ID, or of its bytes if it has none
    message_id: str | None
    references: list[str]
    reply_to: str | None  # where an answer goes (Reply-To, else From), a bare address
    subject: str
    commands: list[str] = field(default_factory=list)  # the 'yacht ...' lines, in order
    ignore: str | None = None  # why nothing is answered: an auto-reply, a bounce, a list
    too_big: bool = False
    #: A command in the Subject not carried out, because the text holds commands.
    subject_set_aside: str | None = None
    #: The board a reply without a command quotes (from its In-Reply-To or its Subject), if any.
    quoted_board: int | None = None


def _header(message: Message, name: str) -> str:
    """A header as text (encoded words decoded), '' if missing or unreadable."""
    value = message.get(name)
    if value is None:
        return ""
    try:
        return str(make_header(decode_header(str(value)))).strip()
    except (ValueError, LookupError, UnicodeError, TypeError):
        return str(value).strip()


def _address(value: str) -> str | None:
    _name, address = email.utils.parseaddr(value)
    address = address.strip()
    if not address or "@" not in address or any(ch.isspace() or ord(ch) < 32 for ch in address):
        return None
    return address.lower() if len(address) <= 254 else None


def _ids(value: str) -> list[str]:
    return re.findall(r"<[^<>\s]{1,250}>", value)


def why_not_answered(message: Message, envelope_sender: str | None) -> str | None:
    """Why a message must get no answer (RFC 3834 and common practice), or None."""
    if envelope_sender is not None and envelope_sender.strip() in ("", "<>"):
        return _("it is a bounce (null sender)")
    return_path = _header(message, "Return-Path")
    if return_path.replace(" ", "") == "<>":
        return _("it is a bounce (null sender)")
    auto = _header(message, "Auto-Submitted").lower()
    if auto and auto != "no":
        return _("it is an automatic message (Auto-Submitted: {value})").format(value=auto[:40])
    precedence = _header(message, "Precedence").lower()
    if precedence in ("bulk", "list", "junk", "auto_reply"):
        return _("it is a list or bulk message (Precedence: {value})").format(value=precedence)
    if message.get("List-Id") or message.get("List-Unsubscribe") or message.get("List-Post"):
        return _("it came through a mailing list")
    if message.get("X-Autoreply") or message.get("X-Autorespond") or message.get("X-Auto-Response-Suppress"):
        return _("it is an automatic reply")
    sender = _address(_header(message, "From")) or ""
    if sender.split("@")[0] in ("mailer-daemon", "postmaster"):
        return _("it is a bounce (from {sender})").format(sender=sender)
    if message.get_content_type() == "multipart/report":
        return _("it is a delivery report")
    return None


def decode_part(part: Message) -> str:
    """A text part's content in its declared charset; an unknown or wrong one falls back to UTF-8, then
    Windows-1252, then Latin-1 (which reads any bytes)."""
    payload = part.get_payload(decode=True)
    if not isinstance(payload, bytes):
        return ""
    declared = part.get_content_charset() or "utf-8"
    for charset in (declared, "utf-8", "cp1252", "latin-1"):
        try:
            return payload.decode(charset)
        except (LookupError, UnicodeDecodeError):
            continue
    return payload.decode("latin-1")


def body_text(message: Message) -> str:
    """The message's text: its first text/plain part, else its first HTML part as text."""
    plain = html = None
    for part in message.walk():
        if part.is_multipart() or part.get_content_disposition() == "attachment":
            continue
        kind = part.get_content_type()
        if kind == "text/plain" and plain is None:
            plain = part
        elif kind == "text/html" and html is None:
            html = part
    if plain is not None:
        return decode_part(plain)
    if html is not None:
        from .html_text import html_to_text  # html.parser only for an HTML-only message

        return html_to_text(decode_part(html))
    return ""


#: Where a quoted reply begins in mail clients that quote without ">": everything below is not read.
_QUOTE_STARTS = (
    re.compile(r"^-{2,}\s*(original message|forwarded message|urspr\u00fcngliche nachricht)\s*-{2,}$", re.I),
    re.compile(r"^_{10,}$"),
    re.compile(r"^(from|von|de):\s+\S", re.I),
)
_WROTE = re.compile(r"(wrote|writes|schrieb|a \u00e9crit)\s*:$", re.I)
_ON = re.compile(r"^(on|am|le)\s", re.I)


def _starts_quote(line: str, previous: str) -> bool:
    """Is ``line`` the top of a quoted reply (``-----Original Message-----``, ``On ... wrote:``)?"""
    if any(pattern.match(line) for pattern in _QUOTE_STARTS):
        return True
    if _WROTE.search(line):
        return bool(_ON.match(line) or _ON.match(previous))  # "On Tue, fred <" / "fred@x> wrote:"
    return False


def command_lines(text: str) -> list[str]:
    """The command lines of a message's text; quoted lines, quoted replies and the signature left out."""
    found = []
    previous = ""
    for raw in text.splitlines():
        line = raw.strip()
        if raw.rstrip() == "--" or _starts_quote(line, previous):
            break  # the signature line, "-- " (its space often lost on the way), or a quoted reply
        previous = line
        if line.startswith(">") or len(line) > _MAX_LINE:
            continue
        if is_command(line):
            found.append(" ".join(line.split()))
    return found


def subject_command(subject: str) -> str | None:
    """A command in the Subject line (reply prefixes and list tags taken off), or None. The title of a
    board's mail (``Yacht board 7: ...``) is none, nor is a command quoted with its password masked (the
    Subject of this server's own answer)."""
    text = " ".join(strip_prefixes(subject).split())
    if not is_command(text) or is_title(text) or MASK in text.split():
        return None
    return text


_BOARD_ID = re.compile(r"\.ynot-board-(\d{1,9})@")
_BOARD_WORD = re.compile(r"(?<![A-Za-z])(?:board|brett)\s*#?\s*(\d{1,9})(?!\d)", re.IGNORECASE)


def quoted_board(ids: list[str], subject: str) -> int | None:
    """The board a reply quotes: named in the Message-ID it answers, else in its Subject (``Yacht board 7``,
    ``Yacht Brett 7``, ``yacht move 7 ...``)."""
    for message_id in reversed(ids):
        found = _BOARD_ID.search(message_id)
        if found:
            return int(found.group(1))
    text = strip_prefixes(subject)
    found = _BOARD_WORD.search(text)
    if found:
        return int(found.group(1))
    words = text.split()
    if len(words) > 2 and is_command(text) and words[2].lstrip("#").partition("#")[0].isdigit():
        return int(words[2].lstrip("#").partition("#")[0][:9])
    return None


#: Headers each hop of delivery adds: left out of a message's key, so a mail without a Message-ID that
#: comes again by another way (one more Received:) is still the same mail.
_TRACE = (
    b"received",
    b"return-path",
    b"delivered-to",
    b"x-original-to",
    b"envelope-to",
    b"x-envelope-from",
    b"x-envelope-to",
    b"dkim-signature",
    b"arc-",
    b"authentication-results",
    b"x-spam",
    b"x-virus",
    b"status",
    b"x-status",
    b"x-uid",
    b"lines",
    b"content-length",
)


def _without_trace(raw: bytes) -> bytes:
    """The message's bytes without its trace headers (folded lines included)."""
    head, sep, body = raw.replace(b"\r\n", b"\n").partition(b"\n\n")
    kept: list[bytes] = []
    dropping = False
    for line in head.split(b"\n"):
        if line[:1] in (b" ", b"\t"):
            if not dropping:
                kept.append(line)
            continue
        name = line.split(b":", 1)[0].strip().lower()
        dropping = name.startswith(_TRACE) or line.startswith(b"From ")
        if not dropping:
            kept.append(line)
    return b"\n".join(kept) + sep + body


def read_input(stream: BinaryIO, max_size: int) -> bytes:
    """One message from ``stream`` (standard input, as a mail system delivers it): at most ``max_size`` bytes and
    enough more to tell it is too big; the rest is read and dropped, so the delivering program finishes writing."""
    raw = stream.read(max_size + 1)
    if len(raw) > max_size:
        raw += stream.read(max_size)
        while stream.read(1 << 20):
            pass
    return raw


def first_credentials(incoming: Incoming) -> tuple[str, str] | None:
    """The user id and password of the message's first command, if it is one to be carried out that carries them
    (for a check started early: :meth:`ynot.pbm.users.UserStore.check_early`)."""
    if incoming.too_big or incoming.ignore is not None or incoming.reply_to is None or not incoming.commands:
        return None
    try:
        return credentials(parse_command(incoming.commands[0]))
    except PbmError:
        return None


def message_key(message_id: str | None, raw: bytes) -> str:
    """A short fixed-size stand-in for a message: of its Message-ID, or of its bytes without the headers
    delivery adds if it has none."""
    basis = message_id.encode("utf-8", "replace") if message_id else _without_trace(raw)
    return hashlib.sha256(basis).hexdigest()[:32]


def read_message(raw: bytes, *, max_size: int, envelope_sender: str | None = None) -> Incoming:
    """Read one message's bytes (at most ``max_size`` read whole; a bigger one only for its headers)."""
    too_big = len(raw) > max_size
    if too_big:
        message = email.parser.BytesHeaderParser().parsebytes(raw[:HEADER_BYTES])
    else:
        message = email.message_from_bytes(raw)
    ids = _ids(_header(message, "Message-ID"))
    message_id = ids[0] if ids else None
    answered = _ids(_header(message, "In-Reply-To"))
    references = _ids(_header(message, "References"))
    incoming = Incoming(
        key=message_key(message_id, raw),
        message_id=message_id,
        references=(references or answered)[-10:],
        reply_to=_address(_header(message, "Reply-To")) or _address(_header(message, "From")),
        subject=" ".join(_header(message, "Subject").split())[:200],
        ignore=why_not_answered(message, envelope_sender),
        too_big=too_big,
    )
    if not too_big and incoming.ignore is None:
        incoming.commands = command_lines(body_text(message))
        from_subject = subject_command(incoming.subject)
        if not incoming.commands:
            incoming.commands = [from_subject] if from_subject else []
        else:
            incoming.subject_set_aside = from_subject
        if not incoming.commands:
            incoming.quoted_board = quoted_board([*references[-10:], *answered], incoming.subject)
    return incoming
