"""The pure dice game: the turn state machine and its records. No pygame, no I/O.

Importing it registers the dice games in ``ynot.core``'s registry (records without a ``game`` line are
dice records). Its parts load when first used: the registry's entry (``kind.py``) needs only the rules,
so a start that only checks the dice settings (the Mac's dominoes) loads neither the machine nor its
records."""

from ..core import register
from ..lazy import lazy_names
from .kind import DICE

#: where each name lives, imported when first asked for
_HOMES = {
    "Action": "actions",
    "ReselectPrevious": "actions",
    "Roll": "actions",
    "Score": "actions",
    "ToggleDie": "actions",
    "Undo": "actions",
    "BonusAwarded": "events",
    "DiceRolled": "events",
    "DieToggled": "events",
    "Event": "events",
    "ExtraTurn": "events",
    "GameOver": "events",
    "MarksReselected": "events",
    "PlayerFinished": "events",
    "Scored": "events",
    "TurnStarted": "events",
    "Undone": "events",
    "DiceGame": "machine",
    "category_label": "machine",
    "check_players": "machine",
    "GameRecord": "record",
    "parse_record": "record",
    "replay": "record",
    "replay_text": "record",
    "write_record": "record",
    "format_scorecards": "report",
    "state_data": "report",
    "GameState": "state",
}

__getattr__ = lazy_names(__name__, _HOMES)

__all__ = [
    "DICE",
    "Action",
    "BonusAwarded",
    "DiceRolled",
    "DieToggled",
    "Event",
    "ExtraTurn",
    "DiceGame",
    "GameOver",
    "GameRecord",
    "GameState",
    "MarksReselected",
    "PlayerFinished",
    "ReselectPrevious",
    "Roll",
    "Score",
    "Scored",
    "ToggleDie",
    "TurnStarted",
    "Undo",
    "Undone",
    "category_label",
    "check_players",
    "format_scorecards",
    "parse_record",
    "replay",
    "replay_text",
    "state_data",
    "write_record",
]

register(DICE, default=True)
