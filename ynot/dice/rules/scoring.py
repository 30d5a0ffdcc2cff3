"""What a roll scores where: box values, jokers, bonuses and the suggested box."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .categories import ALL_CATEGORIES, Category
from .dice import Dice
from .ruleset import JokerRule, RuleSet
from .scorecard import Column

FULL_HOUSE_POINTS = 25
SMALL_STRAIGHT_POINTS = 30
LARGE_STRAIGHT_POINTS = 40
FIVE_KIND_POINTS = 50

_RUNS_OF_FOUR = ({1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6})
_RUNS_OF_FIVE = ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6})


def has_small_straight(dice: Dice) -> bool:
    """Any four consecutive faces: [1, 2, 3, 3, 4] is one."""
    faces = set(dice.faces)
    return any(run <= faces for run in _RUNS_OF_FOUR)


def has_large_straight(dice: Dice) -> bool:
    return set(dice.faces) in _RUNS_OF_FIVE


def box_score(rules: RuleSet, category: Category, dice: Dice, *, joker: bool = False) -> int:
    """Points ``dice`` make in ``category``; ``joker`` scores Full House and straights at full value."""
    counts = dice.counts()
    if category.is_upper:
        return category.face * counts[category.face - 1]
    most = max(counts)
    if category is Category.THREE_KIND:
        return dice.total if most >= 3 else 0
    if category is Category.FOUR_KIND:
        return dice.total if most >= 4 else 0
    if category is Category.FULL_HOUSE:
        real = sorted(c for c in counts if c) == [2, 3]
        five = most == 5 and rules.five_kind_is_full_house
        return FULL_HOUSE_POINTS if real or five or joker else 0
    if category is Category.SMALL_STRAIGHT:
        return SMALL_STRAIGHT_POINTS if joker or has_small_straight(dice) else 0
    if category is Category.LARGE_STRAIGHT:
        return LARGE_STRAIGHT_POINTS if joker or has_large_straight(dice) else 0
    if category is Category.FIVE_KIND:
        return FIVE_KIND_POINTS if most == 5 else 0
    return dice.total  # Chance


class ScoreOption(NamedTuple):
    """One legal way to score the dice: which box, and everything it earns."""

    category: Category
    column: int
    points: int  # written in the box
    extra_bonus: int = 0  # a later five of a kind
    roll_bonus: int = 0  # YNOT's Roll! bonus
    extra_turn: bool = False  # Windows' Yahtzee bonus: no box used, the player goes again
    joker: bool = False

    @property
    def gain(self) -> int:
        """Points this option adds before any column multiplier."""
        return self.points + self.extra_bonus + self.roll_bonus


def _fifty_anywhere(columns: Sequence[Column]) -> bool:
    return any(_holds_fifty(col) for col in columns)


def _zero_anywhere(columns: Sequence[Column]) -> bool:
    return any(col.get(Category.FIVE_KIND) == 0 for col in columns)


def extra_five_eligible(rules: RuleSet, columns: Sequence[Column], dice: Dice) -> bool:
    """Do these dice earn the extra five-of-a-kind bonus now?"""
    if not dice.is_five_of_a_kind() or rules.extra_five_bonus <= 0:
        return False
    if rules.zero_blocks_extra and _zero_anywhere(columns):
        return False
    return _fifty_anywhere(columns)


def joker_active(rules: RuleSet, columns: Sequence[Column], dice: Dice) -> bool:
    """Does the Joker rule apply to these dice?"""
    if rules.joker is JokerRule.NONE or not dice.is_five_of_a_kind():
        return False
    if rules.zero_blocks_extra and _zero_anywhere(columns):
        return False
    if rules.joker_needs_upper and any(col.is_free(Category.for_face(dice[0])) for col in columns):
        return False
    if rules.joker_needs_fifty:
        return _fifty_anywhere(columns)
    return all(not col.is_free(Category.FIVE_KIND) for col in columns)


def roll_bonus(rules: RuleSet, category: Category, dice: Dice, points: int, roll_number: int) -> int:
    """YNOT's Roll! bonus: 3+ of a kind in section 1, or a non-zero score in section 2 but Chance."""
    if not rules.has_roll_bonus or not 1 <= roll_number <= 3:
        return 0
    qualifies = dice.count(category.face) >= 3 if category.is_upper else category is not Category.CHANCE and points > 0
    return rules.roll_bonus[roll_number - 1] if qualifies else 0


def score_options(rules: RuleSet, columns: Sequence[Column], dice: Dice, roll_number: int) -> list[ScoreOption]:
    """Every legal way to score ``dice`` after roll ``roll_number``, in column then card order."""
    joker = joker_active(rules, columns, dice)
    extra = rules.extra_five_bonus if extra_five_eligible(rules, columns, dice) else 0
    options = [
        _box_option(rules, category, col_index, dice, roll_number, joker, extra)
        for col_index, category in _allowed_boxes(rules, columns, dice, joker)
    ]
    if rules.extra_five_in_box and extra:
        options += [_extra_turn(col_index, extra) for col_index, col in enumerate(columns) if _holds_fifty(col)]
    return options


def score_option(
    rules: RuleSet, columns: Sequence[Column], dice: Dice, roll_number: int, category: Category, column: int
) -> ScoreOption | None:
    """The way to score ``dice`` in ``category`` of ``column`` (None when that is not legal): the option
    :func:`score_options` lists for it, without working out every other box (a kept game's record,
    replayed as it is resumed, scores a few hundred times)."""
    joker = joker_active(rules, columns, dice)
    extra = rules.extra_five_bonus if extra_five_eligible(rules, columns, dice) else 0
    if joker and rules.joker is JokerRule.FORCED:  # the Joker rule may send the dice to some free boxes only
        allowed = (column, category) in _allowed_boxes(rules, columns, dice, joker)
    else:  # any free box
        allowed = 0 <= column < len(columns) and columns[column].is_free(category)
    if allowed:
        return _box_option(rules, category, column, dice, roll_number, joker, extra)
    fifty = 0 <= column < len(columns) and _holds_fifty(columns[column])
    if rules.extra_five_in_box and extra and category is Category.FIVE_KIND and fifty:
        return _extra_turn(column, extra)
    return None


def _box_option(
    rules: RuleSet, category: Category, column: int, dice: Dice, roll_number: int, joker: bool, extra: int
) -> ScoreOption:
    """Scoring ``dice`` in a free box (``extra``: the bonus a further five of a kind earns, if any)."""
    points = box_score(rules, category, dice, joker=joker)
    return ScoreOption(
        category=category,
        column=column,
        points=points,
        extra_bonus=0 if rules.extra_five_in_box else extra,
        roll_bonus=roll_bonus(rules, category, dice, points, roll_number),
        joker=joker,
    )


def _holds_fifty(column: Column) -> bool:
    return column.get(Category.FIVE_KIND) == FIVE_KIND_POINTS


def _extra_turn(column: int, extra: int) -> ScoreOption:
    """A further five of a kind on a column whose box holds 50, where the bonus goes in the box (an extra turn)."""
    return ScoreOption(Category.FIVE_KIND, column, 0, extra_bonus=extra, extra_turn=True)


def _allowed_boxes(rules: RuleSet, columns: Sequence[Column], dice: Dice, joker: bool) -> list[tuple[int, Category]]:
    free = [(i, c) for i, col in enumerate(columns) for c in col.free()]
    if not (joker and rules.joker is JokerRule.FORCED):
        return free
    matching = Category.for_face(dice[0])
    for wanted in (
        lambda c: c is matching,
        lambda c: not c.is_upper,
        lambda c: c.is_upper,
    ):
        chosen = [(i, c) for i, c in free if wanted(c)]
        if chosen:
            return chosen
    return free


def find_option(options: Sequence[ScoreOption], category: Category, column: int = 0) -> ScoreOption | None:
    """The option for ``category`` in ``column``, or None if it is not legal."""
    for option in options:
        if option.category is category and option.column == column:
            return option
    return None


def suggest(options: Sequence[ScoreOption], rules: RuleSet, dice: Dice) -> ScoreOption | None:
    """The box YNOT's TAB key lands on: the highest-scoring free box, unless that is an upper box
    scored under par (fewer than three of its face), in which case the best other box that gains
    points; if no box gains points that way, simply the highest."""
    if not options:
        return None

    def value(option: ScoreOption) -> int:
        return option.gain * rules.column_multiplier(option.column)

    def under_par(option: ScoreOption) -> bool:
        return option.category.is_upper and dice.count(option.category.face) < 3

    good = [o for o in options if not under_par(o) and value(o) > 0]
    pool = good or list(options)
    best = max(value(o) for o in pool)
    return next(o for o in pool if value(o) == best)


__all__ = [
    "ALL_CATEGORIES",
    "ScoreOption",
    "box_score",
    "extra_five_eligible",
    "find_option",
    "has_large_straight",
    "has_small_straight",
    "joker_active",
    "roll_bonus",
    "score_option",
    "score_options",
    "suggest",
]
