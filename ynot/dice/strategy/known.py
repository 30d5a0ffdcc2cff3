"""Perfect play's expected final score of every one-column rule set YNOT ships, as the solver computes it
(docs/strategy.md, "Optimal expected scores"; ``python benchmarks/optimal_scores.py`` prints them again), so
that a chart can mark perfect play without loading or building an 8 MB table. The tests check each against
the solver to 1e-9."""

from __future__ import annotations

from ..rules import RuleSet, get_rules

#: the solver's table name (``cache.table_name``: the rule set's name and its options but the columns and
#: the multiplier) -> the optimal expected final score
PERFECT_SCORES = {
    "ynot": 269.3842490873,
    "yahtzee": 254.5877287345,
    "yatcy": 242.5092040171,
    "yacht": 254.5953291720,
    "winzee-extra=bonus": 248.7122399187,
    "winzee-extra=wild": 246.0123712094,
    "winzee-extra=nothing": 245.8707745141,
    "yahtzee-free-joker": 254.5896094820,
    "yahtzee-plain": 245.8707745141,
}


def known_perfect_score(rules: RuleSet) -> float | None:
    """The optimal expected score of a one-column rule set YNOT ships (None for any other, a rule set made
    up with the name of one included)."""
    if rules.columns != 1:
        return None
    try:
        shipped = get_rules(rules.name, **dict(rules.options)) == rules
    except ValueError:
        shipped = False
    options = "-".join(f"{k}={v}" for k, v in rules.options if k not in ("columns", "multiplier"))
    return PERFECT_SCORES.get(rules.name + (f"-{options}" if options else "")) if shipped else None


__all__ = ["PERFECT_SCORES", "known_perfect_score"]
