"""Where a dominoes game stands, as text for a terminal and as JSON-ready data (``ynot replay``)."""

from __future__ import annotations

from typing import Any

from ..i18n import _
from .events import HandOver, TilePlayed
from .layout import CHAINS
from .machine import DominoGame
from .scoring import crosses


def scoring_events(game: DominoGame) -> list[dict[str, Any]]:
    """Every score of the game, in order: plays that made a multiple of 5, going out, blocked hands."""
    first, *rest = game.history
    shadow = DominoGame(game.rules, game.players, order=first.order)  # type: ignore[union-attr]
    found: list[dict[str, Any]] = []
    for action in rest:
        hand = shadow.state.hand_number
        for event in shadow.apply(action):
            if isinstance(event, TilePlayed) and event.points:
                found.append(
                    {
                        "hand": hand,
                        "player": game.players[event.seat],
                        "kind": "play",
                        "tile": event.tile.code,
                        "value": event.value,
                        "points": event.points,
                    }
                )
            elif isinstance(event, HandOver) and event.scorer is not None and event.points:
                found.append(
                    {
                        "hand": hand,
                        "player": game.players[event.scorer],
                        "kind": "blocked" if event.blocked else "out",
                        "points": event.points,
                    }
                )
    return found


def game_data(game: DominoGame) -> dict[str, Any]:
    """The game for ``--json``: hands, the layout's four ends, every score and the totals."""
    s = game.state
    layout = s.layout
    ends = layout.ends()
    return {
        "game": "dominoes",
        "rules": s.rules.name,
        "target": s.rules.target,
        "finished": s.is_over,
        "hand": s.hand_number,
        "to_move": None if s.is_over else s.players[s.current],
        "players": [
            {"name": name, "hand": [t.code for t in s.hands[seat]], "pips": s.pips(seat), "score": s.scores[seat]}
            for seat, name in enumerate(s.players)
        ],
        "spinner": layout.spinner.code if layout.spinner else None,
        "ends": {c.word: ends[c] for c in CHAINS},
        "chains": {c.word: [p.tile.code for p in layout.chain(c)] for c in CHAINS},
        "value": layout.value(),
        "boneyard": s.boneyard_count,
        "scores": scoring_events(game),
        "totals": {name: s.scores[seat] for seat, name in enumerate(s.players)},
        "winner": s.players[s.winner()] if s.winner() is not None else None,  # type: ignore[index]
    }


def score_marks(score: int) -> str:
    """A score the manual's way: a cross for 10, a stroke for 5, crosses in sets of five (50):
    ``XXXXX XX/ 75``."""
    whole, half = crosses(score)
    marks = "X" * whole + ("/" if half else "")
    sets = " ".join(marks[i : i + 5] for i in range(0, len(marks), 5))
    return f"{sets} {score}" if sets else str(score)


def format_game(game: DominoGame) -> str:
    """The position as text: the layout's ends, the hands, the boneyard and the scores."""
    s = game.state
    layout = s.layout
    lines = [
        _("Muggins dominoes ({name}, to {target}), hand {hand}").format(
            name=_(s.rules.name), target=s.rules.target, hand=s.hand_number
        )
    ]
    if layout.spinner is not None:
        lines.append(_("Spinner: {tile}").format(tile=layout.spinner))
        for chain in CHAINS:
            tiles = " ".join(str(p.tile) for p in layout.chain(chain)) or "-"
            end = layout.ends()[chain]
            lines.append(f"  {chain.label:<6} {tiles}" + (f"  (end {end})" if end is not None else ""))
        lines.append(_("Field value: {value}").format(value=layout.value()))
    lines.append(_("Boneyard: {count} tiles").format(count=s.boneyard_count))
    for seat, name in enumerate(s.players):
        held = " ".join(str(t) for t in s.hands[seat]) or "-"
        lines.append(f"{name}: {held} ({s.pips(seat)} pips)")
    lines.append("")
    for seat, name in enumerate(s.players):
        lines.append(f"{name:<20} {score_marks(s.scores[seat])}")
    winner = s.winner()
    if winner is not None:
        lines.append(_("Winner: {name}").format(name=s.players[winner]))
    else:
        lines.append(_("The game is not finished."))
    return "\n".join(lines)
