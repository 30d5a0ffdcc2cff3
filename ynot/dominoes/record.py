"""Dominoes records: the deal of every hand and every move, replayed exactly (docs/records.md)."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from ..core import IllegalMove, RecordError, header_lines, open_record, read_header
from ..i18n import _
from .actions import Action, Deal, Draw, Pass, PlayTile
from .events import Event, HandOver, HandStarted, TileDrawn, TilePlayed
from .layout import parse_chain
from .machine import DominoGame
from .rules import LEAST_PLAYERS, MOST_PLAYERS, DominoRules, get_domino_rules
from .tiles import Tile, parse_tile

GAME_NAME = "dominoes"


@dataclass
class DominoRecord:
    """The header and the steps of one game."""

    rules: DominoRules
    players: tuple[str, ...]
    steps: list[tuple[int, Action]] = field(default_factory=list)  # (line number, action)
    date: str = ""
    seed: int | None = None


# --- writing ------------------------------------------------------------------------------
def action_line(action: Action) -> str:
    """One step as a record line: ``deal 6-6 ...``, ``play 6-3 left``, ``draw``, ``pass``."""
    if isinstance(action, Deal):
        return "deal " + " ".join(t.code for t in action.order or ())
    if isinstance(action, PlayTile):
        return f"play {action.tile.code}" + (f" {action.chain.word}" if action.chain is not None else "")
    if isinstance(action, Draw):
        return "draw"
    if isinstance(action, Pass):
        return "pass"
    raise TypeError(f"not a dominoes action: {action!r}")


def write_record(game: DominoGame, *, date: str = "", comments: bool = True) -> str:
    """The record of ``game`` so far, with comments (who leads, what was drawn and scored) unless
    ``comments`` is False; comments are ignored on reading."""
    lines = header_lines(GAME_NAME, game.rules.name, game.rules.options, game.players, date=date, seed=game.seed)
    if not comments:
        return "\n".join(lines + [action_line(a) for a in game.history]) + "\n"
    first, *rest = game.history
    shadow = DominoGame(game.rules, game.players, order=first.order)  # type: ignore[union-attr]
    lines.append(action_line(first))
    lines += _notes(shadow, shadow.last_events)
    for action in rest:
        events = shadow.apply(action)
        line = action_line(action)
        if isinstance(action, Draw):
            line += f"  # {events[0].tile.code}"  # type: ignore[union-attr]
        elif isinstance(action, PlayTile) and isinstance(events[0], TilePlayed) and events[0].points:
            line += f"  # {events[0].points}"
        lines.append(line)
        lines += _notes(shadow, events)
    if game.is_over:
        finals = zip(game.players, game.scores(), strict=True)
        lines.append("# final: " + ", ".join(f"{name} {score}" for name, score in finals))
    return "\n".join(lines) + "\n"


def _notes(game: DominoGame, events: Sequence[Event]) -> list[str]:
    """Comment lines after a step: who leads a new hand (and the tiles drawn because nobody was dealt a
    double), and how a hand ended."""
    notes = []
    dealt = bool(events) and isinstance(events[0], HandStarted)
    for event in events:
        if isinstance(event, TileDrawn) and dealt:
            notes.append(f"# {game.players[event.seat]} draws {event.tile.code} (nobody was dealt a double)")
        elif isinstance(event, HandStarted):
            leader = game.players[event.leader]
            notes.append(f"# hand {event.hand}: {leader} leads with {event.opening.code}")
        elif isinstance(event, HandOver):
            how = "blocked" if event.blocked else f"{game.players[event.out]} goes out"  # type: ignore[index]
            who = f"{game.players[event.scorer]} scores {event.points}" if event.scorer is not None else "nobody scores"
            notes.append(f"# hand {event.hand} over: {how}, {who}")
    return notes


# --- reading ------------------------------------------------------------------------------
def _tile(line: int, word: str) -> Tile:
    try:
        return parse_tile(word)
    except ValueError as err:
        raise RecordError(line, str(err)) from None


def _parse_step(line: int, verb: str, words: tuple[str, ...]) -> Action:
    if verb == "deal":
        if not words:
            raise RecordError(line, _("a deal lists every tile in the order it was shuffled"))
        return Deal(tuple(_tile(line, w) for w in words))
    if verb == "play":
        if not 1 <= len(words) <= 2:
            raise RecordError(
                line, _("play takes a tile and a chain (left, right, up or down), e.g. 'play 6-3 left'")
            )
        tile = _tile(line, words[0])
        if len(words) == 1:
            return PlayTile(tile, None)
        try:
            return PlayTile(tile, parse_chain(words[1]))
        except ValueError as err:
            raise RecordError(line, str(err)) from None
    if verb in ("draw", "pass"):
        if words:
            raise RecordError(line, _("{verb} takes nothing after it").format(verb=verb))
        return Draw() if verb == "draw" else Pass()
    raise RecordError(line, _("unknown line {verb!r}; expected deal, play, draw or pass").format(verb=verb))


def parse_record(text: str) -> DominoRecord:
    """Read a dominoes record; RecordError names the first bad line."""
    framed = open_record(text)
    if framed.game != GAME_NAME:
        raise RecordError(
            framed.game_line, _("this is not a dominoes record (it needs '{line}')").format(line=f"game {GAME_NAME}")
        )
    header, moves = read_header(
        framed,
        get_domino_rules,
        first_move="deal",
        least_players=LEAST_PLAYERS,
        most_players=MOST_PLAYERS,
        check_names=True,
    )
    steps: list[tuple[int, Action]] = []
    for move in moves:
        step = _parse_step(move.number, move.verb, move.words)
        if not steps and not isinstance(step, Deal):
            raise RecordError(move.number, _("the moves begin with the deal"))
        steps.append((move.number, step))
    if not steps:
        raise RecordError(framed.game_line, _("the record has no deal"))
    return DominoRecord(header.rules, header.players, steps, header.date, header.seed)


def replay(record: DominoRecord) -> DominoGame:
    """Play a record through the machine; RecordError at the first step the rules refuse."""
    game = _first(record)
    for _game, _action in replay_steps(record, game):
        pass
    return game


def replay_steps(record: DominoRecord, game: DominoGame | None = None) -> Iterator[tuple[DominoGame, Action]]:
    """The record step by step: (the game as it stands, the step about to be applied), the step applied
    once the caller moves on; RecordError at the first step the rules refuse."""
    game = game if game is not None else _first(record)
    for line, action in record.steps[1:]:
        yield game, action
        try:
            game.apply(action)
        except IllegalMove as err:
            raise RecordError(line, str(err)) from None


def _first(record: DominoRecord) -> DominoGame:
    """The game after the record's first deal."""
    first_line, first = record.steps[0]
    try:
        game = DominoGame(
            record.rules,
            record.players,
            rng=random.Random(record.seed),
            seed=record.seed,
            order=first.order,  # type: ignore[union-attr]
        )
    except ValueError as err:
        raise RecordError(first_line, str(err)) from None
    return game


def replay_text(text: str) -> DominoGame:
    """Parse and replay a dominoes record's text."""
    return replay(parse_record(text))
