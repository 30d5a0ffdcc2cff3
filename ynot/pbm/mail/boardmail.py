"""The mail the server writes: a board to its players (one mail for all, or one each when hands are hidden),
an answer to a sender, a warning that time runs out, a message from one player to the others.

Every mail is written in its reader's language (a user's own, else the server's), and no line of it is
wider than :data:`MAIL_COLUMNS`: sentences are wrapped (:func:`fit`), tables laid out to fit. No mail ever
holds a password (commands are quoted as :mod:`.quoting` rebuilds them) or a hand but its own player's.
"""

from __future__ import annotations

import email.utils
import textwrap
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from email.message import EmailMessage
from typing import Any

from ...i18n import _, speaking
from ..boards import Board
from ..kinds import MAIL_COLUMNS
from ..users import PbmError, UserStore
from .commands import parse_command
from .incoming import Incoming
from .outbox import ANSWERS_HEADER, BOARD_HEADER, THREAD_HEADER, Outbox, Staged
from .quoting import Quote, mask_text, quote_command, quote_line, quoted_subject
from .settings import MailSettings

#: The Message-ID of a board's mail names the board, so that a reply without a command finds it.
BOARD_ID = "ynot-board-{n}"


@dataclass
class Block:
    """One command's part of the answer: its quote (None for a sentence about the whole message) and what
    came of it."""

    quote: Quote | None
    text: str
    needs_answer: bool = True  # an accepted move or challenge alone asks for no answer
    refused: bool = False  # the text is a refusal: the quote's secrets are masked in it too


def fit(text: str, width: int = MAIL_COLUMNS) -> str:
    """``text`` with every line wider than ``width`` wrapped at its spaces: a sentence goes on at the margin,
    an indented line two further in, a quoted line quoted; a word longer than a line is cut."""
    lines: list[str] = []
    for line in text.split("\n"):
        if len(line) <= width:
            lines.append(line)
            continue
        lead = line[: len(line) - len(line.lstrip())]
        first = lead
        if line.lstrip().startswith("> "):
            first = lead + "> "
            line, later = line.lstrip()[2:], first
        else:
            later = lead + "  " if lead else ""
        lines += textwrap.wrap(line.strip(), width, initial_indent=first, subsequent_indent=later,
                               break_on_hyphens=False)
    return "\n".join(lines)


def subject_quote(line: str, known: Callable[[str], bool]) -> Quote:
    """A command line in a Subject as a reply quotes it: every word after the user id masked."""
    try:
        return quote_command(parse_command(line), known, verified=False)
    except PbmError:
        return quote_line(line, known)


class MailWriter:
    """Writes the server's mail into ``outbox``."""

    def __init__(self, settings: MailSettings, outbox: Outbox, users: UserStore, server_language: str) -> None:
        self.settings = settings
        self.outbox = outbox
        self.users = users
        #: The language of a reader who chose none: the server's own, never that of whoever caused the mail.
        self.server_language = server_language

    @staticmethod
    def prepare() -> None:
        """Load what writing a mail needs and reading one does not (``email.policy`` and its header
        registry): a mailed move does it while its password is checked."""
        import email.policy  # noqa: F401 - loaded now, used by EmailMessage and the outbox

    def new_message(self, to: Sequence[str], subject: str, body: str, *, board: int | None = None) -> EmailMessage:
        """A mail from the server, its body fitted to :data:`MAIL_COLUMNS`; a board's mail has a Message-ID
        that names the board."""
        message = EmailMessage()
        message["From"] = self.settings.sender
        message["To"] = ", ".join(to)
        message["Subject"] = subject
        message["Date"] = email.utils.formatdate(localtime=True)
        domain = self.settings.sender.rpartition("@")[2] or "localhost"
        idstring = BOARD_ID.format(n=board) if board is not None else None
        message["Message-ID"] = email.utils.make_msgid(idstring=idstring, domain=domain)
        body = fit(body)
        # ASCII boards go as they are (readable in any mailbox); anything else quoted-printable
        message.set_content(body, cte="7bit" if body.isascii() else "quoted-printable")
        return message

    def _address(self, user: str) -> str | None:
        account = self.users.get(user)
        return account.email if account is not None and account.email else None

    def _language(self, user: str) -> str:
        """The language ``user`` reads their boards in: their own, else the server's."""
        account = self.users.get(user)
        return (account.language if account is not None else "") or self.server_language

    def language_at(self, address: str | None) -> str:
        """The language of the reader at ``address``: their own, else the server's."""
        return self.users.language_at(address) or self.server_language

    def subject(self, board: Board) -> str:
        kind = board.kind
        if board.is_over:
            return _("{title} board {n}: the game is over").format(title=_(kind.title), n=board.number)
        return _("{title} board {n}: {user} to move ({progress})").format(
            title=_(kind.title), n=board.number, user=board.current_user, progress=kind.progress_text(board.game)
        )

    def board_text(self, board: Board, events: Sequence[Any], seat: int | None) -> str:
        """What a player (``seat``; None: anybody) reads of the board after ``events``."""
        kind = board.kind
        news = [item.sentence() for item in board.news]
        said = [board.title(), *news, *kind.said(board.game, events, seat), board.turn_line()]
        footer = ""
        if not board.is_over:
            footer = "\n\n" + _(
                "{user}, your move: {game} move {n}#{m} {user} PASSWORD MOVE\n({syntax}; '{game} help' says more)"
            ).format(
                user=board.current_user, game=kind.word, n=board.number, m=board.move_number, syntax=kind.move_syntax()
            )
        return "\n".join(said) + "\n\n" + kind.table(board.game, seat) + footer + "\n"

    def board_mails(self, board: Board, events: list[Any]) -> Callable[[], None] | None:
        """Stage the board's mail to every player with an address (called before the board is written):
        one mail for all, or, when hands are hidden, one for each player with their own hand."""
        kind = board.kind
        readers: list[tuple[list[str], int | None, str]] = []  # (addresses, seat shown, language)
        if kind.hidden_hands:
            readers = [
                ([address], seat, self._language(user))
                for seat, user in enumerate(board.users)
                if (address := self._address(user))
            ]
        else:
            by_language: dict[str, list[str]] = {}  # one mail for each language the players read
            for user in board.users:
                if address := self._address(user):
                    by_language.setdefault(self._language(user), []).append(address)
            readers = [(addresses, None, language) for language, addresses in by_language.items()]
        if not readers:
            return None
        messages = []
        for to, seat, language in readers:
            with speaking(language):
                messages.append(self.new_message(to, self.subject(board), self.board_text(board, events, seat),
                                                 board=board.number))
        batch = str(messages[0]["Message-ID"])
        for message in messages:
            if board.thread:
                root, last = board.thread
                message["In-Reply-To"] = last
                message["References"] = " ".join(dict.fromkeys([root, last]))
            message["Auto-Submitted"] = "auto-generated"
            message[BOARD_HEADER] = str(board.number)
            message[THREAD_HEADER] = batch
        board.thread = (board.thread[0] if board.thread else batch, batch)
        staged = [self.outbox.stage(message) for message in messages]
        return lambda: _commit(staged)

    def warning(self, board: Board, due: str) -> Callable[[Board, list[Any]], Callable[[], None] | None]:
        """A before-save hook staging the warning to the player to move that their time runs out."""

        def stage(board: Board, events: list[Any]) -> Callable[[], None] | None:
            address = self._address(board.current_user)
            if address is None:
                return None
            with speaking(self._language(board.current_user)):
                return self._warn(board, address, due)

        return stage

    def _warn(self, board: Board, address: str, due: str) -> Callable[[], None]:
        """Stage the warning to ``address``, in the language in use."""
        body = _(
            "{user}, it is your move on board {n} ({title}). If you do not move by {due} (UTC), you "
            "are dropped from the board and the game ends, every seat scored as it stands.\n\n"
            "Your move: {game} move {n}#{m} {user} PASSWORD MOVE"
        ).format(
            user=board.current_user,
            n=board.number,
            title=_(board.kind.title),
            due=due,
            game=board.kind.word,
            m=board.move_number,
        )
        message = self.new_message(
            [address],
            _("{title} board {n}: your move is due by {due}").format(
                title=_(board.kind.title), n=board.number, due=due
            ),
            body + "\n",
            board=board.number,
        )
        message["Auto-Submitted"] = "auto-generated"
        message[BOARD_HEADER] = str(board.number)
        if board.thread:
            message["In-Reply-To"] = board.thread[1]
            message[THREAD_HEADER] = board.thread[1]  # the thread is not moved on: kept when recovered
        return self.outbox.stage(message).commit

    def note(self, board: Board, sender: str, text: str) -> int:
        """``message``: ``text`` from ``sender`` to the board's other players; how many got it."""
        by_language: dict[str, list[str]] = {}
        for user in board.users:
            if user.casefold() != sender.casefold() and (address := self._address(user)):
                by_language.setdefault(self._language(user), []).append(address)
        for language, others in by_language.items():
            with speaking(language):
                body = _("{user} writes to the players of board {n} ({title}):\n\n{text}\n").format(
                    user=sender, n=board.number, title=_(board.kind.title), text=text
                )
                subject = _("{title} board {n}: a message from {user}")
                message = self.new_message(
                    others, subject.format(title=_(board.kind.title), n=board.number, user=sender), body,
                    board=board.number,
                )
            message["Auto-Submitted"] = "auto-generated"
            if board.thread:
                message["In-Reply-To"] = board.thread[1]
            self.outbox.add(message)
        return sum(len(others) for others in by_language.values())

    def answer(self, incoming: Incoming, blocks: list[Block]) -> EmailMessage:
        """The one answer to a message: each command quoted with its passwords masked, what came of it, and
        every word masked in any quote masked in the refusals and the Subject too."""
        assert incoming.reply_to is not None
        secrets: set[str] = set()
        for block in blocks:
            if block.quote is not None:
                secrets |= block.quote.secrets
        subject = quoted_subject(incoming.subject, lambda line: subject_quote(line, self.users.knows), secrets)
        parts = []
        for block in blocks:
            text = mask_text(block.text, secrets) if block.refused else block.text
            parts.append(f"> {block.quote.text(secrets)}\n{text}" if block.quote is not None else text)
        body = (
            "\n\n".join(parts)
            + "\n\n-- \n"
            + _("The play-by-mail server at {server}; 'yacht help' or 'domino help' says how to play.").format(
                server=self.settings.sender
            )
            + "\n"
        )
        message = self.new_message([incoming.reply_to], subject or "Re: " + _("your message"), body)
        if incoming.message_id:
            message["In-Reply-To"] = incoming.message_id
            message["References"] = " ".join(dict.fromkeys([*incoming.references, incoming.message_id]))
        message["Auto-Submitted"] = "auto-replied"
        message[ANSWERS_HEADER] = incoming.key
        return message


def _commit(staged: list[Staged]) -> None:
    for one in staged:
        one.commit()
