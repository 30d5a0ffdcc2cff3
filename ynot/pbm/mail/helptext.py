"""The part of ``help`` every mail-board shares: the commands, each on a line of its own with what it does
indented below it, so that no line is wider than a mail's 78 columns in any language."""

from __future__ import annotations

from ...i18n import _


def commands_text(game: str, server: str) -> str:
    """The commands every mail-board takes, for ``help``."""
    return _("""Every command is one line starting with the name of the game ({game}).
Put one or more in the text of a mail to the server,
  {server}
or one in its subject; other lines, quoted lines (>), quoted replies and
your signature are not read. Boards come back to every player by mail.
Your password is your own and the same on every board; it is never
written back to you. A board's number with # and a count, 7#12, is board
7 after 12 moves: a move to 7#12 is played only if the board is still
there.

  {game} challenge you yourpassword userid2 [userid3] [userid4]
      starts a board, the players seated in the order named (name
      yourself among them to sit later)
  {game} move board# userid password move
      makes your move
  {game} resign board# userid password
      leaves the board: the game ends, every seat scored as it stands
  {game} show board#
      mails you the board (board#move: as it was after that move)
  {game} list [userid]
      the unfinished boards (or that user's)
  {game} games userid [next|active|all]
      next: where it is your turn; active: your unfinished boards,
      your turn first; all: finished ones too
  {game} standings
      each user's games, wins, average and best
  {game} message board# userid password text
      mails the text to the other players
  {game} signup userid password
      an account for your address (when the keeper allows it)
  {game} password userid oldpassword newpassword
      changes your password
  {game} address userid password new@address
      where your boards go from now on
  {game} signoff userid password
      removes your account
  {game} language [code]
      your boards and answers in that language (de, en, ...)
  {game} help
      this help""").format(game=game, server=server)
