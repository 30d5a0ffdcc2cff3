"""Each mailed command carried out: a move, a challenge, a question about the boards, a change to one's own
account. Every refusal is a sentence in the answer; a board locked for too long or a full disk is an
OSError that goes up to the gateway, which asks the mail system to bring the message again (exit 75).

Every command is quoted back only as rebuilt from its words (:mod:`.quoting`): with its password masked
once the password was found right, with every word after the user id masked before that.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from ...i18n import _, language_name, languages, ngettext, speaking
from ..boards import BoardError, BoardStore, prepare_move, same_game
from ..index import BoardSummary
from ..kinds import mail_kind
from ..users import LANGUAGE_RE, PbmError
from ..users import Account as UserAccount
from .boardmail import Block, MailWriter
from .commands import (
    Account,
    Challenge,
    Games,
    Help,
    Language,
    ListBoards,
    MailMove,
    Message,
    Resign,
    Show,
    Standings,
    parse_command,
)
from .helptext import commands_text
from .quoting import mask_text, quote_command, quote_line
from .settings import MailSettings
from .standings import standings_text

LIST_LINES = 100


@dataclass
class Reply:
    """What a command that was carried out answers."""

    text: str
    needs_answer: bool = True  # an accepted move or challenge alone asks for no answer


class Carrier:
    """Carries out one message's commands for the sender at ``reply_to``, in the language in use; what it
    tells the keeper (``note``) is said in ``keeper_language``."""

    def __init__(self, boards: BoardStore, settings: MailSettings, writer: MailWriter,
                 record: Callable[[object], list[str]], note: Callable[[str], None], reply_to: str,
                 keeper_language: str) -> None:
        self.boards = boards
        self.settings = settings
        self.writer = writer
        self.reply_to = reply_to
        self._record = record  # a finished board to the high scores: its sentences
        self._note = note  # a sentence for the keeper
        self._keeper_language = keeper_language
        self._verified = False  # the password of the command being carried out was found right
        self._handlers: dict[type, Callable[..., Reply]] = {
            Help: self._help, ListBoards: self._list, Games: self._games, Standings: self._standings,
            Show: self._show, Challenge: self._challenge, MailMove: self._move, Resign: self._resign,
            Message: self._message, Account: self._account, Language: self._language,
        }

    def known(self, word: str) -> bool:
        return self.boards.users.knows(word)

    def carry_out(self, line: str, key: str) -> Block:
        """One command line carried out: its quote and what came of it."""
        self._verified = False
        try:
            command = parse_command(line)
        except PbmError as err:
            return Block(quote_line(line, self.known), self._manual_challenge(line.split()) or str(err),
                         refused=True)
        try:
            reply = self._handlers[type(command)](command, key)
        except PbmError as err:
            return Block(quote_command(command, self.known, verified=self._verified), str(err), refused=True)
        return Block(quote_command(command, self.known), reply.text, reply.needs_answer)

    def _check(self, user: str, password: str, meanwhile: Callable[[], object] | None = None) -> UserAccount:
        account = self.boards.users.check(user, password, meanwhile=meanwhile)
        self._verified = True
        return account

    def _keeper_hears(self, sentences: Iterable[str]) -> None:
        for sentence in sentences:
            self._note(sentence)

    def _known_user(self, user: str) -> None:
        if not self.known(user):
            raise PbmError(_("There is no user {name}.").format(name=user))

    # -- questions -------------------------------------------------------------------------
    def _help(self, command: Help, key: str) -> Reply:
        kind = mail_kind(command.game)
        return Reply(kind.help_text(self.settings.sender) + "\n\n" + commands_text(command.game, self.settings.sender))

    def _lines(self, entries: Iterable[BoardSummary], empty: str) -> str:
        lines: list[str] = []
        more = 0
        for entry in entries:
            if len(lines) < LIST_LINES:
                lines.append(entry.line())
            else:
                more += 1
        if more:
            lines.append(ngettext("... and {n} more.", "... and {n} more.", more).format(n=more))
        return "\n".join(lines) if lines else empty

    def _list(self, command: ListBoards, key: str) -> Reply:
        if command.user is not None:
            self._known_user(command.user)
        entries = (e for e in self.boards.summaries(command.user, finished=False) if e.word == command.game)
        empty = (_("{user} plays on no unfinished board.").format(user=command.user) if command.user
                 else _("There are no unfinished boards; start one with '{game} challenge'.").format(
                     game=command.game))
        return Reply(self._lines(entries, empty))

    def _games(self, command: Games, key: str) -> Reply:
        user = command.user
        self._known_user(user)
        if command.which == "next":
            entries = list(self.boards.summaries(user, finished=False, mine=True))
        else:
            entries = list(self.boards.summaries(user, finished=command.which == "all"))
            entries.sort(key=lambda e: (e.current.casefold() != user.casefold(), e.totals is not None))
        entries = [e for e in entries if e.word == command.game]
        empty = (_("It is {user}'s turn on no board.").format(user=user) if command.which == "next"
                 else _("{user} plays on no board.").format(user=user))
        return Reply(self._lines(entries, empty))

    def _standings(self, command: Standings, key: str) -> Reply:
        entries = [e for e in self.boards.summaries() if e.word == command.game]
        return Reply(standings_text(entries))

    def _show(self, command: Show, key: str) -> Reply:
        board = self.boards.load(command.board)
        same_game(board, command.game)
        kind = board.kind
        if command.at is None:
            return Reply(f"{board.title()}\n{board.turn_line()}\n\n{kind.table(board.game, None)}")
        if not 0 <= command.at <= board.move_number:
            raise BoardError(ngettext("Board {n} has had {m} move; show {n}#0 to {n}#{m}.",
                                      "Board {n} has had {m} moves; show {n}#0 to {n}#{m}.", board.move_number).format(
                n=board.number, m=board.move_number))
        past = kind.position(board.game, board.marks[command.at])
        heading = _("Board {n} as it was at {n}#{m}, after move {m}:").format(n=board.number, m=command.at)
        return Reply(f"{board.title()}\n{heading}\n\n{kind.table(past, None)}")

    def _language(self, command: Language, key: str) -> Reply:
        have = languages()
        if command.code is None:
            names = ", ".join(f"{code} ({language_name(code)})" for code in have)
            return Reply(_("The languages of this server: {names}. Send '{game} language CODE' to have your boards "
                           "and answers in one of them.").format(names=names, game=command.game))
        base, _sep, region = command.code.replace("-", "_").partition("_")
        code = f"{base.lower()}_{region.upper()}" if region else base.lower()
        if not LANGUAGE_RE.match(code) or not ({code, code.split("_")[0]} & set(have)):
            raise PbmError(_("This server has no such language; it has {codes}.").format(codes=", ".join(have)))
        changed = self.boards.users.set_language(self.reply_to, code)
        if not changed:
            raise PbmError(_("No user's boards go to {address}, so there is nobody to set a language for.").format(
                address=self.reply_to))
        with speaking(code):
            names = ", ".join(account.name for account in changed)
            return Reply(ngettext("The boards and answers of {names} now come in {language}.",
                                  "The boards and answers of {names} now come in {language}.", len(changed)).format(
                names=names, language=language_name(code)))

    # -- boards ------------------------------------------------------------------------------
    def _challenge(self, command: Challenge, key: str) -> Reply:
        try:
            self._check(command.challenger, command.password)
        except PbmError:
            manual = self._manual_challenge([command.game, "challenge", command.challenger, command.password,
                                             *command.named])
            if manual is not None:
                raise PbmError(manual) from None
            raise
        board = self.boards.challenge(command.users, command.game, before_save=self.writer.board_mails, key=key,
                                      limit=self.settings.time_limit, partners=command.partners)
        return Reply(_("Board {n} was started and mailed to its players.").format(n=board.number),
                     needs_answer=False)

    def _manual_challenge(self, names: list[str]) -> str | None:
        """The sentence for the manual's own form, ``yacht challenge camb yourname``: every word after
        ``challenge`` names a user, and no password is given. None for anything else."""
        if len(names) < 4 or names[1].lower() != "challenge":
            return None
        game, users = names[0].lower(), names[2:]
        if not 2 <= len(users) <= 4 or not all(self.known(u) for u in users):
            return None
        mine = [a.name for a in self.boards.users.accounts() if a.email and a.email.casefold() == self.reply_to]
        you = next((u for u in users if any(u.casefold() == m.casefold() for m in mine)), None)
        form = " ".join([game, "challenge", you or _("yourid"), _("PASSWORD"), *users])
        return _("A challenge here names the challenger and their password first, so that nobody opens boards for "
                 "others: write '{form}' (the players in the order written, the first moves first).").format(form=form)

    def _move(self, command: MailMove, key: str) -> Reply:
        self.boards.require(command.board)
        account = self._check(command.user, command.password,
                              meanwhile=lambda: prepare_move(command.game, self.writer.prepare))
        result = self.boards.play(command.board, account.name, command.move, key=key,
                                  before_save=self.writer.board_mails, expect=command.expect, word=command.game)
        if result.repeated:
            with speaking(self._keeper_language):
                self._note(_("A move on board {n} was played before; not again.").format(n=command.board))
            return Reply(_("This move was played before; it is not played again."), needs_answer=False)
        if result.board.is_over:
            self._finished(result.board)
        return Reply(_("Played; board {n} was mailed to its players.").format(n=command.board), needs_answer=False)

    def _resign(self, command: Resign, key: str) -> Reply:
        self.boards.require(command.board)
        account = self._check(command.user, command.password)
        result = self.boards.resign(command.board, account.name, key=key, before_save=self.writer.board_mails,
                                    word=command.game)
        if not result.repeated:
            self._finished(result.board)
        return Reply(_("You resigned; board {n} was mailed to its players.").format(n=command.board),
                     needs_answer=False)

    def _message(self, command: Message, key: str) -> Reply:
        self.boards.require(command.board)
        account = self._check(command.user, command.password)
        board = self.boards.load(command.board)
        same_game(board, command.game)
        if board.user_named(account.name) is None:
            raise BoardError(_("{user} is not playing on board {number}.").format(user=account.name,
                                                                                   number=board.number))
        sent = self.writer.note(board, account.name, mask_text(command.text, {command.password}))
        return Reply(ngettext("Your message went to {n} player.", "Your message went to {n} players.",
                              sent).format(n=sent))

    def _finished(self, board) -> None:
        with speaking(self._keeper_language):
            self._keeper_hears(self._record(board))

    # -- accounts ----------------------------------------------------------------------------
    def _account(self, command: Account, key: str) -> Reply:
        users = self.boards.users
        if command.verb == "signup":
            if not self.settings.signup:
                raise PbmError(_("This server does not take sign-ups by mail; ask its keeper for an account."))
            account = users.add(command.user, command.password, self.reply_to)
            return Reply(_("Welcome, {name}: your account is open and your boards will come to {address}.").format(
                name=account.name, address=account.email))
        account = self._check(command.user, command.password)
        if command.verb == "password":
            users.update(account.name, password=command.value)
            return Reply(_("{name}'s password was changed.").format(name=account.name))
        if command.verb == "address":
            account = users.update(account.name, email=command.value)
            return Reply(_("{name}'s boards now go to {address}.").format(name=account.name, address=account.email))
        playing = [e.number for e in self.boards.summaries(account.name, finished=False)]
        if playing:
            raise PbmError(ngettext(
                "{name} still plays on board {boards}; resign it first.",
                "{name} still plays on boards {boards}; resign them first.", len(playing)).format(
                name=account.name, boards=", ".join(str(n) for n in playing)))
        users.remove(account.name)
        return Reply(_("{name}'s account is closed. Goodbye!").format(name=account.name))

