"""One scorecard column: boxes, section totals, bonuses and the upper "par"."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum
from functools import cached_property

from .categories import ALL_CATEGORIES, UPPER, Category
from .ruleset import RuleSet


class UpperBonus(Enum):
    """Where the section 1 bonus stands."""

    OPEN = "open"
    WON = "won"
    LOST = "lost"


@dataclass(frozen=True)
class Column:
    """One column of thirteen boxes plus the bonuses earned in it."""

    boxes: tuple[int | None, ...] = field(default=(None,) * len(ALL_CATEGORIES))
    #: Points from later five-of-a-kinds (YNOT!/Yahtzee/Yacht bonus).
    extra_bonus: int = 0
    #: How many later five-of-a-kinds earned that bonus.
    extra_count: int = 0
    #: YNOT's Roll! bonuses.
    roll_bonus: int = 0

    def __post_init__(self) -> None:
        if len(self.boxes) != len(ALL_CATEGORIES):
            raise ValueError("a column has 13 boxes")
        for value in self.boxes:
            if value is not None and (not isinstance(value, int) or value < 0):
                raise ValueError(f"a box holds a score of 0 or more, not {value!r}")
        # A column never changes, so its section sums are computed once.
        object.__setattr__(self, "_upper", sum(v for v in self.boxes[:6] if v is not None))
        object.__setattr__(self, "_lower", sum(v for v in self.boxes[6:] if v is not None))

    def get(self, category: Category) -> int | None:
        """The score in ``category``, or None while it is free."""
        return self.boxes[category.index]

    def is_free(self, category: Category) -> bool:
        return self.boxes[category.index] is None

    def free(self) -> tuple[Category, ...]:
        """The boxes not yet used, in card order."""
        return tuple(c for c in ALL_CATEGORIES if self.boxes[c.index] is None)

    @cached_property
    def filled_count(self) -> int:
        return sum(1 for value in self.boxes if value is not None)

    @property
    def is_complete(self) -> bool:
        return self.filled_count == len(ALL_CATEGORIES)

    def with_score(self, category: Category, points: int, *, extra_bonus: int = 0, roll_bonus: int = 0) -> Column:
        """A new column with ``points`` written in ``category`` (which must be free)."""
        if not self.is_free(category):
            raise ValueError(f"{category.value} is already used")
        boxes = list(self.boxes)
        boxes[category.index] = points
        return replace(
            self,
            boxes=tuple(boxes),
            extra_bonus=self.extra_bonus + extra_bonus,
            extra_count=self.extra_count + (1 if extra_bonus else 0),
            roll_bonus=self.roll_bonus + roll_bonus,
        )

    def with_bonus(self, extra_bonus: int = 0, roll_bonus: int = 0) -> Column:
        """A new column with bonuses added and no box used (Windows' Yahtzee bonus)."""
        return replace(
            self,
            extra_bonus=self.extra_bonus + extra_bonus,
            extra_count=self.extra_count + (1 if extra_bonus else 0),
            roll_bonus=self.roll_bonus + roll_bonus,
        )

    # --- totals -------------------------------------------------------------------------
    def upper_total(self) -> int:
        """Section 1: Ones to Sixes."""
        return self._upper  # type: ignore[attr-defined]

    def upper_bonus(self, rules: RuleSet) -> int:
        return rules.upper_bonus if self.upper_total() >= rules.upper_bonus_threshold else 0

    def upper_section_total(self, rules: RuleSet) -> int:
        """Section 1 with its bonus."""
        return self.upper_total() + self.upper_bonus(rules)

    def lower_total(self) -> int:
        """Section 2: Three of a Kind to Chance (without bonuses)."""
        return self._lower  # type: ignore[attr-defined]

    def bonus_total(self) -> int:
        """Extra five-of-a-kind and Roll! bonuses."""
        return self.extra_bonus + self.roll_bonus

    def grand_total(self, rules: RuleSet) -> int:
        """Everything in this column, before its multiplier."""
        return self.upper_section_total(rules) + self.lower_total() + self.bonus_total()

    def par(self) -> int:
        """YNOT's on/off-target figure: over filled upper boxes, score minus three of that face."""
        return sum((self.boxes[c.index] or 0) - 3 * c.face for c in UPPER if self.boxes[c.index] is not None)

    def upper_bonus_state(self, rules: RuleSet) -> UpperBonus:
        """Won, lost (cannot be reached even with five of each free face) or still open."""
        total = self.upper_total()
        if total >= rules.upper_bonus_threshold:
            return UpperBonus.WON
        best = total + sum(5 * c.face for c in UPPER if self.boxes[c.index] is None)
        return UpperBonus.LOST if best < rules.upper_bonus_threshold else UpperBonus.OPEN

    def par_text(self, rules: RuleSet) -> str:
        """``+n``/``-n`` while the bonus is open, ``= 35`` once won, ``= 0`` once lost."""
        state = self.upper_bonus_state(rules)
        if state is UpperBonus.WON:
            return f"= {rules.upper_bonus}"
        if state is UpperBonus.LOST:
            return "= 0"
        par = self.par()
        return f"+{par}" if par >= 0 else f"-{-par}"


def column_total(column: Column, rules: RuleSet, index: int) -> int:
    """A column's grand total times its multiplier."""
    return column.grand_total(rules) * rules.column_multiplier(index)


def total_score(columns: tuple[Column, ...], rules: RuleSet) -> int:
    """A player's total score: the sum of the column totals."""
    return sum(column_total(col, rules, i) for i, col in enumerate(columns))
