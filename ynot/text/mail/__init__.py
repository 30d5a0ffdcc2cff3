"""Play by e-mail: the pbmserv Yacht server (seed 004) on real mail, with the standard library only.

- :mod:`.settings`: the ``[mail]`` section of ``ynot.ini`` (SMTP server, sender, limits).
- :mod:`.incoming`: one message read: its text part (HTML converted), quotes and signature dropped, any
  charset decoded, auto-replies, bounces and lists recognised, the ``yacht ...`` command lines.
- :mod:`.commands`: those lines as commands (``challenge``, ``move``, ``show``, ``list``, ``help``).
- :mod:`.outbox`: the Maildir ``pbm/outbox``: mail staged, committed once its board is on disk, sent
  by SMTP when one is set, kept until it is.
- :mod:`.ledger`: messages already handled (by Message-ID), with their sender and time (the rate limit).
- :mod:`.gateway`: all of it together for ``ynot pbm mail``, ``ynot pbm poll`` and ``ynot pbm flush``.
"""
