"""Terminal play and play-by-mail (the pbmserv Yacht manual of 2003). No pygame here.

- :mod:`.art`: the manual's ASCII dice and score sheet.
- :mod:`.moves`: the manual's move syntax (pips to roll again, ``all``, box letters) as Actions.
- :mod:`.session`: an interactive game over any pair of text streams (``ynot text``).
- :mod:`.pbm_users`: play-by-mail users, their addresses and passwords (``ynot pbm user``).
- :mod:`.board`: numbered play-by-mail boards on disk, locked and written atomically (``ynot pbm``).
- :mod:`.mail`: the mail gateway: commands read from e-mail, boards and answers mailed back.
"""


from ..lazy import lazy_names

#: Each public name and the module that holds it, imported when first asked for (PEP 562), so that the
#: play-by-mail path loads only the game of the board it touches.
_WHERE = {
    "dice_art": ".art", "rolls_left_text": ".art", "score_sheet": ".art", "BoxMove": ".moves",
    "Command": ".moves", "MoveError": ".moves", "Reroll": ".moves", "apply_move": ".moves",
    "box_letter": ".moves", "parse_move": ".moves",
}

__all__ = sorted(_WHERE)


__getattr__ = lazy_names(__name__, _WHERE)
