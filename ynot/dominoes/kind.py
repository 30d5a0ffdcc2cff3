"""Dominoes' entry in the registry of games (``ynot.core.registry``): everything the store and the
shells need to know of Muggins. Its computer levels are ``computer.LEVELS``, one factory a level."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..core import GameKind, Later, Player, as_player
from ..i18n import N_, _, ngettext
from .computer import LEVELS
from .machine import DominoGame
from .record import GAME_NAME, replay_text, write_record
from .report import format_game, game_data, sides
from .rules import LEAST_PLAYERS, MOST_PLAYERS, SETS, DominoRules, get_domino_rules

if TYPE_CHECKING:
    from ..core import SeatResult, Stats

#: Every dominoes rules key starts with this word, so the records never mix it with a dice rule set.
KEY_PREFIX = "dominoes"


def rules_key(rules: DominoRules) -> str:
    """``dominoes double-six``, ``dominoes double-nine target=150``."""
    options = " ".join(f"{k}={v}" for k, v in rules.options)
    return f"{KEY_PREFIX} {rules.name}" + (f" {options}" if options else "")


def rules_from_key(text: str) -> DominoRules:
    """The rule set of a key such as ``dominoes double-nine target=150`` (``dominoes`` alone: the double-six
    set to 300); ValueError for any other text."""
    first, *words = text.split() or [""]
    if first != KEY_PREFIX:
        raise ValueError(_("{text!r} is not a rules key of dominoes").format(text=text))
    if not words:
        return get_domino_rules()
    options: dict[str, str] = {}
    for word in words[1:]:
        key, sep, value = word.partition("=")
        if not sep:
            raise ValueError(_("rule options are written key=value, not {word!r}").format(word=word))
        options[key] = value
    return get_domino_rules(words[0], **options)


def fingerprint(game: DominoGame) -> dict[str, Any]:
    """A few facts of the position to check a replayed autosave against."""
    s = game.state
    return {
        "game": KEY_PREFIX,
        "hand": s.hand_number,
        "phase": s.phase.value,
        "current": s.current,
        "scores": list(s.scores),
        "hands": [[t.code for t in hand] for hand in s.hands],
        "boneyard": s.boneyard_count,
        "value": s.layout.value(),
    }


def result(game: DominoGame, seat: int) -> SeatResult:
    """A player's points, whether their side (they, or their partnership) reached the target first, and the
    best score of the other sides (a partner's points are not against)."""
    rules, scores = game.rules, game.scores()
    from ..core import SeatResult  # a result is kept: not before a first frame

    against = max((score for other, score in enumerate(scores) if rules.side(other) != rules.side(seat)), default=0)
    return SeatResult(scores[seat], seat in game.state.winners(), against=against)


def record_sentence(name: str, key: str, stats: Stats) -> list[str]:
    """A player's record of play under one rules key, in a sentence."""
    sentence = ngettext(
        "{name} has played {games} game of dominoes ({key}): {wins} won, {points_for} points for, {against} against,"
        " best game {best}.",
        "{name} has played {games} games of dominoes ({key}): {wins} won, {points_for} points for, {against} against,"
        " best game {best}.",
        stats.games,
    )
    return [
        sentence.format(
            name=name,
            games=stats.games,
            key=key.removeprefix(KEY_PREFIX + " "),
            wins=stats.wins,
            points_for=stats.total,
            against=stats.against,
            best=stats.best,
        )
    ]


def _level(level: str) -> Callable[[DominoRules], Player]:
    """The registry's factory of a level of ``computer.LEVELS`` (a function or a Player)."""

    def factory(rules: DominoRules) -> Player:
        return as_player(LEVELS[level])

    return factory


DOMINOES = GameKind(
    name=GAME_NAME,
    title=N_("Muggins dominoes"),
    rules_type=DominoRules,
    new_game=DominoGame,
    read_record=replay_text,
    write_record=write_record,
    report_text=format_game,
    report_data=game_data,
    fingerprint=fingerprint,
    rules_key=rules_key,
    rules_from_key=rules_from_key,
    result=result,
    levels={name: _level(name) for name in LEVELS},
    high_scores=False,
    record_sentences=record_sentence,
    seats=(LEAST_PLAYERS, MOST_PLAYERS),
    sides=sides,
    choices={"rules": tuple(f"{KEY_PREFIX} {name}" for name in SETS)},
    text_board=Later("ynot.dominoes.text.board", "DominoBoard"),
    mail_board=Later("ynot.dominoes.text.mail", "MAIL_KIND"),
    mail_word="domino",
    review=Later("ynot.dominoes.text.review", "review"),
)
