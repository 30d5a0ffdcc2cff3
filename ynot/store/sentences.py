"""Seed 000 section 9's sentences for a finished game (high score place, personal best, average),
made from the facts the database keeps with each result, in the player's language when shown."""

from __future__ import annotations

import json
from typing import Any

from ..core import Stats
from ..i18n import _, decimal
from .access import whole


def result_facts(before: Stats, rank: int | None) -> str:
    """What the sentences of a result are made from, as the JSON the database keeps: the player's
    all-time statistics before it, and its place in the high score table (None: not entered)."""
    return json.dumps(
        {
            "rank": rank,
            "games": before.games,
            "best": before.best,
            "total": before.total,
            "wins": before.wins,
            "against": before.against,
        }
    )


def facts_from(raw: object) -> tuple[Stats, int | None] | None:
    """(statistics before, high score place) from the kept JSON, or None if it says nothing usable."""
    try:
        data: Any = json.loads(raw) if isinstance(raw, str | bytes) else None
    except ValueError:
        return None
    if not isinstance(data, dict) or not {"rank", "games", "best", "total"} <= data.keys():
        return None
    rank = data["rank"]
    rank = whole(rank) or None if rank is not None else None
    stats = Stats(
        whole(data["games"]),
        whole(data["best"]),
        whole(data["total"]),
        whole(data.get("wins", 0)),
        whole(data.get("against", 0)),
    )
    return stats, rank


def _one_place(value: float) -> str:
    return decimal(value)


def result_sentences(name: str, score: int, before: Stats, rank: int | None) -> list[str]:
    """Seed 000 section 9's events for a finished game, most important first."""
    result = []
    if rank is not None:
        result.append(
            _("{name} entered the high score table at number {rank} with {score}.").format(
                name=name, rank=rank, score=score
            )
        )
    if before.games == 0:
        result.append(_("{name}'s first game on record: {score}.").format(name=name, score=score))
        return result
    if score > before.best:
        result.append(
            _("{name} set a new personal best of {score} (the old best was {best}).").format(
                name=name, score=score, best=before.best
            )
        )
    old = before.average
    new = (before.total + score) / (before.games + 1)
    if _one_place(new) == _one_place(old):
        sentence = _("{name}'s all-time average stayed at {new}.")
    elif new > old:
        sentence = _("{name}'s all-time average rose from {old} to {new}.")
    else:
        sentence = _("{name}'s all-time average fell from {old} to {new}.")
    result.append(sentence.format(name=name, old=_one_place(old), new=_one_place(new)))
    return result
