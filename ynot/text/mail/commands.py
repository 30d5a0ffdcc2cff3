"""The pbmserv command lines of seed 004, read from mail: ``yacht challenge``, ``move``, ``show``, ``list``
and ``help``; and the help the server sends, in our own words."""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import _
from ..board import MAX_USERS, MIN_USERS
from ..pbm_users import PbmError

MASK = "****"


@dataclass(frozen=True)
class Challenge:
    users: tuple[str, ...]


@dataclass(frozen=True)
class MailMove:
    board: int
    user: str
    password: str
    move: str


@dataclass(frozen=True)
class Show:
    board: int


@dataclass(frozen=True)
class ListBoards:
    user: str | None


@dataclass(frozen=True)
class Help:
    pass


MailCommand = Challenge | MailMove | Show | ListBoards | Help


def shown(line: str) -> str:
    """A command line as it may be quoted back: a move's password masked, anything after it kept."""
    words = line.split()
    if len(words) >= 5 and words[1].lower() == "move":
        words[4] = MASK
    elif len(words) > 8:
        words = [*words[:8], "..."]
    return " ".join(word[:40] for word in words)


def _board(word: str) -> int:
    cleaned = word.lstrip("#")
    if not cleaned.isdigit() or not 1 <= int(cleaned) < 10**9:
        raise PbmError(_("A board number is a whole number like 7, not {word!r}.").format(word=word[:20]))
    return int(cleaned)


def parse_command(line: str) -> MailCommand:
    """One ``yacht ...`` line as a command, or PbmError with a sentence (never quoting a password)."""
    words = line.split()
    verb = words[1].lower() if len(words) > 1 else ""
    rest = words[2:]
    if verb == "help" and not rest:
        return Help()
    if verb == "list" and len(rest) <= 1:
        return ListBoards(rest[0] if rest else None)
    if verb == "show" and len(rest) == 1:
        return Show(_board(rest[0]))
    if verb == "challenge":
        if not MIN_USERS <= len(rest) <= MAX_USERS:
            raise PbmError(_("A challenge names {low} to {high} users, not {n}: "
                             "yacht challenge userid1 userid2 [userid3] [userid4].").format(
                low=MIN_USERS, high=MAX_USERS, n=len(rest)))
        return Challenge(tuple(rest))
    if verb == "move":
        if len(rest) < 4:
            raise PbmError(_("A move reads: yacht move board# userid password move (e.g. 2414, all or e)."))
        return MailMove(_board(rest[0]), rest[1], rest[2], " ".join(rest[3:]))
    known = ("help", "list", "show", "challenge", "move")
    if verb in known:
        raise PbmError(_("'yacht {verb}' is not written that way; send 'yacht help' for the commands.").format(
            verb=verb))
    raise PbmError(_("'yacht {verb}' is not a command: the commands are challenge, move, show, list and help."
                     ).format(verb=verb[:20] or "?"))


def help_text(server: str) -> str:
    """What ``yacht help`` answers: the seed's help, told afresh."""
    return _("""Yacht by mail: how to play

Every command is one line starting with the word yacht. Put one or more
in the text of a mail to {server}; other lines, quoted lines (>) and your
signature are not read. The boards come back to every player by mail.

  yacht challenge userid1 userid2 [userid3] [userid4]
      Starts a board for two to four players; the first named begins.
  yacht move board# userid password move
      Makes your move on that board. The move is:
        2414   roll again the dice showing 2, 4, 1 and 4 pips
        3      roll again the die showing 3 pips
        all    roll all five dice again
        e      score the dice in box e) (a letter from the sheet)
      You may score a box instead of either of your rerolls.
  yacht show board#         mails you the board
  yacht list [userid]       lists the boards (or that user's)
  yacht help                this help

The game: each turn starts with five dice rolled for you. You may roll
any of them again, twice, then you must choose a box for the dice:

  a-f) Aces to Sixes: the total of the dice showing that number.
       63 or more in these six boxes earns 35 more points.
  t) 3 of a Kind, r) 4 of a Kind: the total of all dice, if you have them.
  h) Full House: 25 for three of one number and two of another.
  s) Small Straight: 30 for four numbers in a row.
  l) Large Straight: 40 for five numbers in a row.
  y) Yacht: 50 for five of a kind.
  x) Chance: the total of all dice.

A box the dice do not fit scores 0. Every Yacht after a 50 in the Yacht
box earns 100 more; you then score it in a free box, where a Full House
or a Straight counts in full. After thirteen rounds the highest total
wins.

Your password is your own and the same on every board: ask the keeper of
the server for an account. It is never written back to you.""").format(server=server)
