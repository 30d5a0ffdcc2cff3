"""What every game shares (pure, imports nothing of ours but the translation function): the Game
protocol, IllegalMove and RecordError, players' names, the series, the registry of games, the record
framing and the session that autosaves and talks to the store."""

from .errors import IllegalMove, RecordError
from .players import MAX_NAME_LENGTH, MAX_PLAYERS, check_name, check_players
from .protocol import ChoosingFunction, Game, Player, as_player
from .records import (
    MAGIC,
    VERSION,
    Framed,
    Header,
    RecordLine,
    header_lines,
    header_start,
    open_record,
    read_header,
    record_lines,
    whole_number,
)
from .registry import (
    GameKind,
    announce,
    default_kind,
    default_name,
    get_kind,
    kind_for_key,
    kind_for_record,
    kind_for_rules,
    kind_of,
    kinds,
    read_record,
    register,
    rules_key,
    unregister,
)
from .results import SeatResult, Stats, winners
from .series import Series, SeriesMode
from .session import DEFAULT_PLAYER, Session

__all__ = [
    "ChoosingFunction",
    "DEFAULT_PLAYER",
    "MAGIC",
    "MAX_NAME_LENGTH",
    "MAX_PLAYERS",
    "VERSION",
    "Framed",
    "Game",
    "GameKind",
    "Header",
    "Player",
    "SeatResult",
    "Stats",
    "IllegalMove",
    "RecordError",
    "RecordLine",
    "Series",
    "SeriesMode",
    "Session",
    "announce",
    "as_player",
    "check_name",
    "check_players",
    "default_kind",
    "default_name",
    "get_kind",
    "header_lines",
    "header_start",
    "kind_for_key",
    "kind_for_record",
    "kind_for_rules",
    "kind_of",
    "kinds",
    "open_record",
    "read_header",
    "read_record",
    "record_lines",
    "register",
    "rules_key",
    "unregister",
    "whole_number",
    "winners",
]
