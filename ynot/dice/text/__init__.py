"""The dice games in text (the pbmserv Yacht manual of 2003): at a terminal and by mail. No pygame here.

- :mod:`.art`: the manual's ASCII dice and lettered score sheet.
- :mod:`.moves`: the manual's move syntax (pips to roll again, ``all``, box letters) as Actions.
- :mod:`.narrate`: events told as sentences, the way the server reports a move.
- :mod:`.board`: the text board ``ynot text`` plays on (``ynot.text.play``).
- :mod:`.mail`: the mail-board play by mail plays (``ynot.pbm``).

The kind names the boards (``GameKind.text_board``, ``mail_board``); each loads when first used, so a
mailed move loads neither the text-play frame nor the other game.
"""
