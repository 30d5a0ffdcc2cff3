"""The scores to beat: the high score tables the selection screen and a game's end show, read through the
shell once until a game ends or the screen changes, with the author's 335 of the YATCY manual of 1994
("maybe even my score ... This was 335") seeded into an empty YATCY table."""

from __future__ import annotations

from typing import Any

from . import judge


class ScoresToBeat:
    """The high score tables by rule set, as the look shows them."""

    def __init__(self, shell: Any) -> None:
        self.shell = shell
        self._tables: dict[Any, list[Any]] = {}
        if shell.store is not None:
            author = [(judge.AUTHOR, judge.AUTHOR_SCORE, judge.AUTHOR_DATE)]
            shell.call(lambda: shell.store.seed_high_scores("yatcy", author))

    def forget(self) -> None:
        """Read the tables afresh next time (a game has ended, the screen has changed)."""
        self._tables.clear()

    def table(self, rules: Any) -> list[Any]:
        """The high score table of ``rules`` (read once until :meth:`forget`)."""
        found = self._tables.get(rules)
        if found is None:
            found = self._tables[rules] = self.shell.high_scores(rules)
        return found
