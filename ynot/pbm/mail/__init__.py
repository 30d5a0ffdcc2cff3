"""Play by e-mail: the pbmserv server (Yacht, and Muggins dominoes) on real mail, with the standard library
only. Every game is reached through its mail-board (:mod:`ynot.pbm.kinds`), never by name here.

- :mod:`.settings`: the ``[mail]`` section of ``ynot.ini`` (SMTP server, sender, limits, sign-up, time limit).
- :mod:`.incoming`: one message read: its text part (HTML converted), quotes, quoted replies and signature
  dropped, any charset decoded, auto-replies, bounces and lists recognised, the command lines (or the
  Subject's), a key that stands for the message.
- :mod:`.commands`: those lines as commands, and how a line is quoted back with its passwords masked.
- :mod:`.actions`: each command carried out (moves, challenges, questions, one's own account).
- :mod:`.boardmail`: the mail written: boards (one mail a player when hands are hidden), answers, warnings.
- :mod:`.standings`: each user's games, wins, average and best.
- :mod:`.outbox`: the Maildir ``pbm/outbox``: mail staged, committed once its board is on disk, sent by
  SMTP when one is set (4xx tried again later, 5xx kept and named per recipient), kept until it is.
- :mod:`.ledger`: messages already handled (by key), with their sender and time (the rate), and the clock.
- :mod:`.gateway`: all of it together for ``ynot pbm mail``, ``poll``, ``flush`` and ``tick``.
"""
