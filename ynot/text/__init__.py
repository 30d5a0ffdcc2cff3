"""Terminal play for every game: the one text-play frame (:mod:`.play`), what it does with the terminal
(:mod:`.console`) and the error of a typed move (:mod:`.move_error`). No pygame here, and no game: each
game's text board lives in its own package (``ynot.dice.text``, ``ynot.dominoes.text``) and is named by its
kind. Play by mail, which shows the same boards, is its own package, :mod:`ynot.pbm`.
"""
