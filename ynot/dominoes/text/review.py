"""Dominoes' review in text (``ynot review``; the kind's ``review``): each play where the hard computer's
choice would have scored more on average (``ynot.dominoes.coach``)."""

from __future__ import annotations

from ...core import ReviewOptions
from ...terminal import width
from ..coach import review_game, review_lines
from ..record import parse_record


def review(text: str, options: ReviewOptions) -> list[str]:
    """The review of a record's text as lines fitted to ``options.columns`` (None: the terminal's; only
    ``options.players``, when named); RecordError if the record does not replay."""
    record = parse_record(text)
    columns = options.columns if options.columns is not None else width()
    return review_lines(record, review_game(record), options.players, columns)
