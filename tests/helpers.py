"""Small builders shared by the rules and game tests."""

from __future__ import annotations

from ynot.dice.rules import ALL_CATEGORIES, Category, Column, Dice


def dice(text: str) -> Dice:
    """``dice("11123")``."""
    return Dice.parse(text)


def column(**scores: int) -> Column:
    """A column with the given boxes filled, e.g. ``column(ones=3, five_kind=50)``."""
    boxes: list[int | None] = [None] * len(ALL_CATEGORIES)
    for name, value in scores.items():
        boxes[Category[name.upper()].index] = value
    return Column(tuple(boxes))


def full_column(except_: tuple[Category, ...] = (), value: int = 0, **scores: int) -> Column:
    """Every box filled with ``value`` (or the given scores) except the listed ones."""
    boxes: list[int | None] = []
    for category in ALL_CATEGORIES:
        if category in except_:
            boxes.append(None)
        else:
            boxes.append(scores.get(category.name.lower(), value))
    return Column(tuple(boxes))


def unwrapped(text: str) -> str:
    """Output fitted to the terminal's width (80 columns into a pipe), its lines joined again: a sentence
    wrapped over several lines reads as one, and the lines a command wrote stay apart."""
    return text.replace("\n  ", " ").replace(" \n", "\n")
