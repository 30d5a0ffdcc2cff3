"""Terminal play and play-by-mail (seed 004, pbmserv Yacht). No pygame here.

- :mod:`.art`: the manual's ASCII dice and score sheet.
- :mod:`.moves`: the manual's move syntax (pips to roll again, ``all``, box letters) as Actions.
- :mod:`.session`: an interactive game over any pair of text streams (``ynot text``).
- :mod:`.pbm_users`: play-by-mail users, their addresses and passwords (``ynot pbm user``).
- :mod:`.board`: numbered play-by-mail boards on disk, locked and written atomically (``ynot pbm``).
- :mod:`.mail`: the mail gateway: commands read from e-mail, boards and answers mailed back.
"""

from .art import dice_art, rolls_left_text, score_sheet
from .moves import BoxMove, Command, MoveError, Reroll, apply_move, box_letter, parse_move

__all__ = [
    "BoxMove",
    "Command",
    "MoveError",
    "Reroll",
    "apply_move",
    "box_letter",
    "dice_art",
    "parse_move",
    "rolls_left_text",
    "score_sheet",
]
