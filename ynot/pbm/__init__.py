"""Play by mail (the pbmserv Yacht manual of 2003; Muggins dominoes): the server's own package. No pygame here.

- :mod:`.users`: play-by-mail users, their addresses and passwords (``ynot pbm user``).
- :mod:`.boards`: numbered play-by-mail boards on disk, locked and written atomically (``ynot pbm``).
- :mod:`.index`: one line a board, so that lists and limits never open every board.
- :mod:`.kinds`: what a game offers play by mail (its mail-board); :mod:`.dice`, :mod:`.dominoes` the two.
- :mod:`.finish`: finished boards into the records.
- :mod:`.mail`: the mail gateway: commands read from e-mail, boards and answers mailed back.
"""
