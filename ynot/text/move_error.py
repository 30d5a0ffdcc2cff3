"""The one error of a typed move, for every game's text board and the mail-boards (its own module, so
that reading a mailed move does not load the text-play frame)."""


class MoveError(ValueError):
    """A typed line that is not a move now; its text is the sentence to show."""
