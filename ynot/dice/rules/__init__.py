"""The pure rules of the five-dice games: dice, boxes, rule sets, scorecards. No pygame, no I/O."""

from .categories import ALL_CATEGORIES, LOWER, PBM_LETTERS, UPPER, Category, parse_category
from .dice import NUM_DICE, Dice, check_face
from .ruleset import (
    PLAYABLE,
    ExtraYahtzee,
    JokerRule,
    RuleSet,
    get_rules,
    preset_names,
    winzee,
)
from .scorecard import Column, UpperBonus, column_total, total_score
from .scoring import (
    ScoreOption,
    box_score,
    extra_five_eligible,
    find_option,
    has_large_straight,
    has_small_straight,
    joker_active,
    roll_bonus,
    score_option,
    score_options,
    suggest,
)

__all__ = [
    "ALL_CATEGORIES",
    "LOWER",
    "NUM_DICE",
    "PBM_LETTERS",
    "PLAYABLE",
    "UPPER",
    "Category",
    "Column",
    "Dice",
    "ExtraYahtzee",
    "JokerRule",
    "RuleSet",
    "ScoreOption",
    "UpperBonus",
    "box_score",
    "check_face",
    "column_total",
    "extra_five_eligible",
    "find_option",
    "get_rules",
    "has_large_straight",
    "has_small_straight",
    "joker_active",
    "parse_category",
    "preset_names",
    "roll_bonus",
    "score_option",
    "score_options",
    "suggest",
    "total_score",
    "winzee",
]
