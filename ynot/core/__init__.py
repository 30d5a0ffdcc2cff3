"""What every game shares (pure, imports nothing of ours but the translation function): the Game
protocol, IllegalMove and RecordError, players' names, the series, the registry of games, the record
framing and the session that autosaves and talks to the store."""

from .errors import IllegalMove, RecordError
from .players import MAX_NAME_LENGTH, MAX_PLAYERS, check_name, check_players
from .protocol import Game
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
from .registry import GameKind, get_kind, kind_for_record, kind_for_rules, kinds, read_record, register
from .series import Series, SeriesMode
from .session import DEFAULT_PLAYER, Session

__all__ = [
    "DEFAULT_PLAYER",
    "MAGIC",
    "MAX_NAME_LENGTH",
    "MAX_PLAYERS",
    "VERSION",
    "Framed",
    "Game",
    "GameKind",
    "Header",
    "IllegalMove",
    "RecordError",
    "RecordLine",
    "Series",
    "SeriesMode",
    "Session",
    "check_name",
    "check_players",
    "get_kind",
    "header_lines",
    "header_start",
    "kind_for_record",
    "kind_for_rules",
    "kinds",
    "open_record",
    "read_header",
    "read_record",
    "record_lines",
    "register",
    "whole_number",
]
