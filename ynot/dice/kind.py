"""The dice games' entry in the registry of games (``ynot.core.registry``): everything the store and
the shells need to know of them. The computer levels are added by ``ynot.dice.strategy`` when it is
imported (it sits a floor above the machine).

The entry needs only the rules: the machine, its records and reports load when a game is first made,
read, written or reported (the functions below), so a start that only checks the dice settings in
ynot.ini (the Mac's dominoes) does not load them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core import GameKind, Later
from ..i18n import N_, _
from .rules.ruleset import GAME_NAME, PLAYABLE, ExtraYahtzee, RuleSet, get_rules

if TYPE_CHECKING:
    from ..core import SeatResult
    from .machine import DiceGame
    from .rules import Column


def new_game(*args: Any, **kwargs: Any) -> DiceGame:
    """A fresh game: ``DiceGame(rules, players, rng=..., seed=...)``."""
    from .machine import DiceGame

    return DiceGame(*args, **kwargs)


def read_record(text: str) -> DiceGame:
    """The game a record's text replays to (RecordError names the first bad line)."""
    from .record import replay_text

    return replay_text(text)


def write_record(game: DiceGame, *args: Any, **kwargs: Any) -> str:
    """The record of a game so far (``ynot.dice.record.write_record``)."""
    from .record import write_record as written

    return written(game, *args, **kwargs)


def report_text(game: DiceGame) -> str:
    """The score cards as text for a terminal."""
    from .report import format_scorecards

    return format_scorecards(game.state)


def report_data(game: DiceGame) -> dict[str, Any]:
    """The position as JSON-ready data."""
    from .report import state_data

    return state_data(game.state)


def rules_key(rules: RuleSet) -> str:
    """The name high scores and statistics are kept under: the rule set's name and its options as a
    record writes them, e.g. ``ynot`` or ``winzee columns=3 multiplier=yes extra=bonus``."""
    options_text = " ".join(f"{k}={v}" for k, v in rules.options)
    return f"{rules.name} {options_text}" if options_text else rules.name


def rules_from_key(text: str) -> RuleSet:
    """The rule set of a key (``"winzee columns=3"``: missing options take their defaults); ValueError
    for a name or option that is not the dice games'."""
    name, *words = text.split()
    options = {}
    for word in words:
        key, sep, value = word.partition("=")
        if not sep:
            raise ValueError(_("rule options are written key=value, not {text!r}").format(text=word))
        options[key] = value
    return get_rules(name, **options)


def rules_title(rules: RuleSet) -> str:
    """A rule set's title, marked with N_ (``Yahtzee (Hasbro)``)."""
    return rules.title


def column_boxes(column: Column, rules: RuleSet) -> list[tuple[str, int | None]]:
    """(box, score) for each of a column's boxes and its three bonuses."""
    from .rules import ALL_CATEGORIES

    rows: list[tuple[str, int | None]] = [(c.value, column.get(c)) for c in ALL_CATEGORIES]
    rows.append(("upper-bonus", column.upper_bonus(rules)))
    rows.append(("extra-bonus", column.extra_bonus))
    rows.append(("roll-bonus", column.roll_bonus))
    return rows


def result(game: DiceGame, seat: int) -> SeatResult:
    """A player's total, whether they won (once the game is over) and every box of every column."""
    from ..core import SeatResult, winners  # a result is kept: not before a first frame

    state = game.state
    details = tuple(
        (col, box, value)
        for col, column in enumerate(state.cards[seat])
        for box, value in column_boxes(column, state.rules)
    )
    won = game.is_over and seat in winners(state.totals())
    return SeatResult(state.total(seat), won, details)


def fingerprint(game: DiceGame) -> dict[str, Any]:
    """A few facts of the position to check a replayed autosave against."""
    state = game.state
    return {
        "current": state.current,
        "dice": list(state.dice.faces) if state.dice is not None else None,
        "roll_number": state.roll_number,
        "marks": sorted(state.marks),
        "previous_marks": sorted(state.previous_marks),
        "totals": list(state.totals()),
    }


DICE = GameKind(
    name=GAME_NAME,
    title=N_("YNOT dice games"),
    rules_type=RuleSet,
    new_game=new_game,
    read_record=read_record,
    write_record=write_record,
    report_text=report_text,
    report_data=report_data,
    fingerprint=fingerprint,
    rules_key=rules_key,
    rules_from_key=rules_from_key,
    result=result,
    choices={"rules": PLAYABLE, "extra": tuple(e.value for e in ExtraYahtzee)},
    perfect_score=Later("ynot.dice.strategy.cache", "perfect_score"),
    rules_title=rules_title,
    text_board=Later("ynot.dice.text.board", "DiceBoard"),
    mail_board=Later("ynot.dice.text.mail", "MAIL_KIND"),
    mail_word="yacht",
    review=Later("ynot.dice.text.review", "review"),
    dice=Later("ynot.dice.terms", "TERMS"),
    coach=Later("ynot.dice.strategy.table_coach", "coach_for"),
)
