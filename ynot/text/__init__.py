"""Terminal play (the pbmserv Yacht manual of 2003's text screens, Muggins dominoes). No pygame here.
Play by mail, which shows the same boards, is its own package, :mod:`ynot.pbm`.

- :mod:`.art`: the manual's ASCII dice and score sheet.
- :mod:`.moves`: the manual's move syntax (pips to roll again, ``all``, box letters) as Actions.
- :mod:`.play`: the one text-play frame, an interactive game over any pair of text streams (``ynot text``).
- :mod:`.dice_board`, :mod:`.dominoes`: each game's text board.
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
