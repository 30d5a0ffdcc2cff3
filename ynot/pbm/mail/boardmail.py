"""The mail the server writes: a board to its players (one mail for all, or one each when hands are hidden),
an answer to a sender, a warning that time runs out, a message from one player to the others.

No mail ever holds a password (commands are quoted through :func:`.commands.shown`) or a hand but its
own player's.
"""

from __future__ import annotations

import email.utils
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from email.message import EmailMessage
from typing import Any

from ...i18n import _, speaking
from ..boards import Board
from ..users import UserStore
from .commands import shown
from .incoming import Incoming, subject_command
from .outbox import ANSWERS_HEADER, BOARD_HEADER, THREAD_HEADER, Outbox, Staged
from .settings import MailSettings


@dataclass
class Block:
    """One command's part of the answer: the line (passwords masked) and what came of it."""

    line: str
    text: str
    needs_answer: bool = True  # an accepted move or challenge alone asks for no answer


class MailWriter:
    """Writes the server's mail into ``outbox``."""

    def __init__(self, settings: MailSettings, outbox: Outbox, users: UserStore) -> None:
        self.settings = settings
        self.outbox = outbox
        self.users = users

    @staticmethod
    def prepare() -> None:
        """Load what writing a mail needs and reading one does not (``email.policy`` and its header
        registry): a mailed move does it while its password is checked."""
        import email.policy  # noqa: F401 - loaded now, used by EmailMessage and the outbox

    def new_message(self, to: Sequence[str], subject: str, body: str) -> EmailMessage:
        message = EmailMessage()
        message["From"] = self.settings.sender
        message["To"] = ", ".join(to)
        message["Subject"] = subject
        message["Date"] = email.utils.formatdate(localtime=True)
        domain = self.settings.sender.rpartition("@")[2] or "localhost"
        message["Message-ID"] = email.utils.make_msgid(domain=domain)
        # ASCII boards go as they are (readable in any mailbox); anything else quoted-printable
        message.set_content(body, cte="7bit" if body.isascii() else "quoted-printable")
        return message

    def _address(self, user: str) -> str | None:
        account = self.users.get(user)
        return account.email if account is not None and account.email else None

    def _language(self, user: str) -> str:
        """The language ``user`` reads their boards in ("" for the server's own)."""
        account = self.users.get(user)
        return account.language if account is not None else ""

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
        said = [board.title(), *board.news, *kind.said(board.game, events, seat), board.turn_line()]
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
                messages.append(self.new_message(to, self.subject(board), self.board_text(board, events, seat)))
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
                    others, subject.format(title=_(board.kind.title), n=board.number, user=sender), body
                )
            message["Auto-Submitted"] = "auto-generated"
            if board.thread:
                message["In-Reply-To"] = board.thread[1]
            self.outbox.add(message)
        return sum(len(others) for others in by_language.values())

    def answer(self, incoming: Incoming, blocks: list[Block]) -> EmailMessage:
        """The one answer to a message: each command quoted (passwords masked) with what came of it."""
        assert incoming.reply_to is not None
        original = incoming.subject
        command = subject_command(original)
        if command is not None:
            original = shown(command)  # a command in the Subject: its password is never echoed
        subject = original or _("your message")
        if not subject.lower().startswith("re:"):
            subject = "Re: " + subject
        parts = [f"> {block.line}\n{block.text}" if block.line else block.text for block in blocks]
        body = (
            "\n\n".join(parts)
            + "\n\n-- \n"
            + _("The play-by-mail server at {server}; 'yacht help' or 'domino help' says how to play.").format(
                server=self.settings.sender
            )
            + "\n"
        )
        message = self.new_message([incoming.reply_to], subject, body)
        if incoming.message_id:
            message["In-Reply-To"] = incoming.message_id
            message["References"] = " ".join(dict.fromkeys([*incoming.references, incoming.message_id]))
        message["Auto-Submitted"] = "auto-replied"
        message[ANSWERS_HEADER] = incoming.key
        return message


def _commit(staged: list[Staged]) -> None:
    for one in staged:
        one.commit()
