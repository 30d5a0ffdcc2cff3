"""Where a dominoes game stands, as text for a terminal and as JSON-ready data (``ynot replay``)."""

from __future__ import annotations

from typing import Any

from ..i18n import _, and_list
from .events import HandOver, TilePlayed
from .layout import CHAINS
from .machine import DominoGame
from .rules import DominoRules
from .scoring import crosses
from .state import DominoState


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


def sides(rules: DominoRules, players: int) -> tuple[tuple[int, ...], ...]:
    """The seats of each side, in the order of the sides: each player alone, or two partnerships."""
    return tuple(
        tuple(seat for seat in range(players) if rules.side(seat) == side) for side in range(rules.sides(players))
    )


def side_names(rules: DominoRules, names: tuple[str, ...]) -> list[str]:
    """Each side as people read it: a name, or two partners' names (``Ann and Cy``)."""
    return [and_list([names[seat] for seat in side]) for side in sides(rules, len(names))]


def result_sentence(state: DominoState) -> str:
    """How a finished game ended, each side named once: ``Ann and Cy win, 300 to 195.``; ``Bob wins,
    300 to 195 and 120.``"""
    rules, names = state.rules, state.players
    winners = state.winners()
    winning = rules.side(winners[0])
    score = state.scores[winners[0]]
    against = and_list([str(state.scores[side[0]]) for i, side in enumerate(sides(rules, len(names))) if i != winning])
    if len(winners) > 1:
        return _("{names} win, {score} to {against}.").format(
            names=and_list([names[s] for s in winners]), score=score, against=against
        )
    return _("{name} wins, {score} to {against}.").format(name=names[winners[0]], score=score, against=against)


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
        "partners": [[s.players[seat] for seat in side] for side in sides(s.rules, s.seats)]
        if s.rules.partners
        else [],
        "winner": s.players[s.winner()] if s.winner() is not None else None,  # type: ignore[index]
        "winners": [s.players[seat] for seat in s.winners()],
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
    if s.rules.partners:
        first, second = side_names(s.rules, s.players)
        lines.append(_("Partners: {first} against {second}").format(first=first, second=second))
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
    for side, name in zip(sides(s.rules, s.seats), side_names(s.rules, s.players), strict=True):
        lines.append(f"{name:<20} {score_marks(s.scores[side[0]])}")
    if s.is_over:
        lines.append(result_sentence(s))
    else:
        lines.append(_("The game is not finished."))
    return "\n".join(lines)
