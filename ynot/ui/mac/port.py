"""The one place the Macintosh look meets the dominoes rules: the session, reading the game into a
:class:`TableView`, the actions it sends and the sentences it shows for the events that come back."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Any

from ...core import IllegalMove
from ...dominoes.actions import Deal, Draw, Pass, PlayTile
from ...dominoes.coach import hint, margin_sentences
from ...dominoes.computer import computer
from ...dominoes.events import GameOver, HandOver, HandStarted, Passed, TileDrawn, TilePlayed
from ...dominoes.layout import CHAINS, Chain
from ...dominoes.report import sides
from ...dominoes.rules import DominoRules
from ...dominoes.state import Phase
from ...dominoes.tiles import Tile as DominoTile
from ...dominoes.view import Pair as Tile
from ...dominoes.view import TableView, table_view
from ...i18n import _, and_list, ngettext

__all__ = ["IllegalMove"]

_BY_WORD = {chain.word: chain for chain in CHAINS}
SPINNER = "spinner"


# --- sessions ------------------------------------------------------------------------------------------
def rules_for(top: int, partners: bool = False) -> DominoRules:
    return DominoRules(highest=9 if top == 9 else 6, partners=partners)


# --- reading -------------------------------------------------------------------------------------------
def _pair(tile: Any) -> Tile:
    return (int(tile[0]), int(tile[1]))


def view(game: Any, names: tuple[str, ...], viewer: int = 0, hidden: bool = False) -> TableView:
    """The table as the person in ``viewer`` sees it; between hands every hand face up; ``hidden``: the
    viewer's tiles face down too (the machine is being passed on)."""
    return table_view(game.state, names, viewer=viewer, hidden=hidden)


def turn(game: Any) -> int | None:
    """The seat to play; None between hands and after the game."""
    state = game.state
    return state.current if state.phase is Phase.PLAY else None


def hand_over(game: Any) -> bool:
    """Waiting for the next deal."""
    return game.state.phase is Phase.HAND_OVER


def opening_tile(game: Any) -> Tile | None:
    """The double that must open the hand now (None once it is down)."""
    opening = game.state.opening
    return _pair(opening) if opening is not None else None


def fits(game: Any, tile: Tile) -> list[str]:
    """The chains ``tile`` may go on now ("spinner": it is the double that opens the hand)."""
    piece = DominoTile(*tile)
    if game.state.opening is not None:
        return [SPINNER] if piece == game.state.opening else []
    return [chain.word for chain in game.fits(piece)]


def may_draw(game: Any) -> bool:
    """Whether the rules let the player to move draw a tile now."""
    return any(isinstance(action, Draw) for action in game.legal_actions())


def may_pass(game: Any) -> bool:
    """Whether the rules let the player to move pass ("I can't go") now: no tile fits, none to draw."""
    return any(isinstance(action, Pass) for action in game.legal_actions())


def may_play(game: Any) -> bool:
    """Whether some tile of the hand to move fits now."""
    return any(isinstance(action, PlayTile) for action in game.legal_actions())


def hint_text(game: Any) -> str:
    """The coach on the two-line message line, in the look's words (the 5-2, the top): what the hard
    computer would play for the player to move, and why; the same every time for the same position."""
    found = hint(game)
    if found is None:
        return _("There is nothing to play now.")
    if found.stuck:
        return _("Hint: you can't go. Nothing fits and the boneyard is empty: choose Game > I can't go (Command-I).")
    if found.must_draw:
        return _("Hint: nothing fits. Click the draw pile (or choose Game > Draw Tile) until a tile fits.")
    best = found.best.action
    ends = ", ".join(str(end) for end in found.ends)
    if isinstance(best, PlayTile):
        where = (
            _("to open the hand")
            if best.chain is None
            else _("on the {chain}").format(chain=chain_name(best.chain.word))
        )
        text = _("Hint: the {tile} {where}, {points} points now, leaving {ends} open.").format(
            tile=tile_text(_pair(best.tile)), where=where, points=found.points, ends=ends
        )
    else:
        text = _("Hint: draw a tile, though you could play (the ends show {ends}).").format(ends=ends)
    other = found.runner_up
    if other is None:
        return text + " " + _("It is the only play.")
    if isinstance(other.action, PlayTile):
        instead = _("the {tile}").format(tile=tile_text(_pair(other.action.tile)))
    else:
        instead = _("drawing")
    return " ".join([text, *margin_sentences(found, instead)])


# --- actions ---------------------------------------------------------------------------------------------
def play(tile: Tile, chain: str) -> Any:
    return PlayTile(DominoTile(*tile), None if chain == SPINNER else _BY_WORD[chain])


def draw() -> Any:
    return Draw()


def pass_turn() -> Any:
    return Pass()


def deal() -> Any:
    return Deal()


def computer_move(game: Any, level: str, rng: random.Random, seat: int = 1) -> Any:
    """The choice of the computer in ``seat`` at ``level`` ("easy", "hard", "blocker")."""
    return computer(level)(game, seat, rng)


# --- telling ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Announcement:
    """One event as the look tells it: a sentence for the message line, a sound, what moved."""

    text: str
    sound: str = ""
    seat: int | None = None
    played: tuple[Tile, str] | None = None  # (tile, chain) laid on the table
    drew: bool = False
    points: int = 0
    hand_over: bool = False
    game_over: bool = False


def tile_text(tile: Tile) -> str:
    return f"{tile[0]}-{tile[1]}"


_RULES_TILE = re.compile(r"\[(\d+)\|(\d+)\]")


def in_look_words(sentence: str) -> str:
    """A sentence of the rules with its tiles written as this look writes them: the terminal's ``[7|7]``
    becomes ``7-7``, so one message line never mixes the two."""
    return _RULES_TILE.sub(r"\1-\2", sentence)


def chain_name(chain: str) -> str:
    """A chain as the player calls it: left, right, top, bottom."""
    return {"left": _("left"), "right": _("right"), "up": _("top"), "down": _("bottom")}.get(chain, chain)


class Names:
    """Who the message line tells of: ``you``, the one person playing against computers, is told in
    sentences of their own ("You played ..."), never by a name put into the sentence for the others;
    every seat by its name when people share the machine."""

    def __init__(self, names: tuple[str, ...], you: int | None) -> None:
        self.names = names
        self.you = you

    def two(self) -> bool:
        """The two-player game of the original, one person against the computer."""
        return len(self.names) == 2 and self.you == 0


def announce(
    events: list[Any], names: tuple[str, ...], you: int | None = 0, rules: Any = None, viewer: int | None = None
) -> list[Announcement]:
    """What the player reads and hears about ``events`` (``you``: the seat told as "you", None for none;
    ``viewer``: the person whose screen it is when people share the machine, whose own draw names the tile)."""
    who = Names(names, you)
    told: list[Announcement] = []
    for event in events:
        if isinstance(event, TilePlayed):
            told.append(_played(event, who))
        elif isinstance(event, TileDrawn):
            left = ngettext(
                "{count} tile is left in the boneyard.", "{count} tiles are left in the boneyard.", event.boneyard
            ).format(count=event.boneyard)
            if event.seat in (you, viewer):
                text = _("You drew the {tile}. {left}").format(tile=tile_text(_pair(event.tile)), left=left)
            else:
                text = _("{who} drew a tile. {left}").format(who=names[event.seat], left=left)
            told.append(Announcement(text, "roll", event.seat, drew=True))
        elif isinstance(event, Passed):
            text = _("You can't go.") if event.seat == you else _("{who} can't go.").format(who=names[event.seat])
            told.append(Announcement(text, "click", event.seat))
        elif isinstance(event, HandOver):
            text = _hand_text(event, names) if who.two() else _hand_text_many(event, who, rules)
            told.append(Announcement(text, "bonus" if event.points else "click", points=event.points, hand_over=True))
        elif isinstance(event, GameOver):
            told.append(Announcement(_game_over_text(event, who, rules), "gameover", game_over=True))
        elif isinstance(event, HandStarted):
            told.append(Announcement(opening_text(event, names, you)))
    return told


def _sides(rules: Any, count: int) -> tuple[tuple[int, ...], ...]:
    """The seats of each side (each seat alone when the rules are not given)."""
    return sides(rules, count) if rules is not None else tuple((seat,) for seat in range(count))


def _side_of(seat: int, rules: Any, count: int) -> tuple[int, ...]:
    return next(side for side in _sides(rules, count) if seat in side)


def _side_does(side: tuple[int, ...], who: Names, sentences: tuple[str, str, str, str], **fields: object) -> str:
    """A sentence about a side, its players named once: (``{name}`` alone, you alone, ``{names}`` of a
    partnership, you and ``{partner}``): "you" always a sentence of its own; ``fields`` fill the rest."""
    alone, you_alone, pair, you_pair = sentences
    names = who.names
    if who.you in side:
        partners = [seat for seat in side if seat != who.you]
        return you_pair.format(partner=names[partners[0]], **fields) if partners else you_alone.format(**fields)
    if len(side) > 1:
        return pair.format(names=and_list([names[seat] for seat in side]), **fields)
    return alone.format(name=names[side[0]], **fields)


def _game_over_text(event: Any, who: Names, rules: Any) -> str:
    if who.two():
        mine, theirs = event.scores
        if event.winner == 0:
            return _("You win the game, {mine} to {theirs}!").format(mine=mine, theirs=theirs)
        return _("{who} wins the game, {theirs} to {mine}.").format(who=who.names[1], mine=mine, theirs=theirs)
    count = len(who.names)
    winning = _side_of(event.winner, rules, count)
    score = event.scores[event.winner]
    against = and_list([str(event.scores[side[0]]) for side in _sides(rules, count) if side != winning])
    sentences = (
        _("{name} wins the game, {score} to {against}."),
        _("You win the game, {score} to {against}!"),
        _("{names} win the game, {score} to {against}."),
        _("You and {partner} win the game, {score} to {against}!"),
    )
    return _side_does(winning, who, sentences, score=score, against=against)


def _played(event: Any, who: Names) -> Announcement:
    tile = _pair(event.tile)
    chain = SPINNER if event.chain is None else event.chain.word
    where = _("to open the hand") if chain == SPINNER else _("on the {chain}").format(chain=chain_name(chain))
    mine = event.seat == who.you
    if event.points:
        sentence = (
            _("You played the {tile} {where}: the ends make {value}, {points} points!")
            if mine
            else _("{who} played the {tile} {where}: the ends make {value}, {points} points!")
        )
    else:
        sentence = _("You played the {tile} {where}.") if mine else _("{who} played the {tile} {where}.")
    text = sentence.format(
        who=who.names[event.seat], tile=tile_text(tile), where=where, value=event.value, points=event.points
    )
    return Announcement(text, "score" if event.points else "land", event.seat, (tile, chain), points=event.points)


def _hand_text(event: Any, names: tuple[str, ...]) -> str:
    mine, theirs = event.pips
    if event.out == 0:
        return _("You went out! {who} held {pips} pips: you score {points}.").format(
            who=names[1], pips=theirs, points=event.points
        )
    if event.out == 1:
        return _("{who} went out. You held {pips} pips: {who} scores {points}.").format(
            who=names[1], pips=mine, points=event.points
        )
    if event.scorer is None:
        return _("Blocked: nobody can go, and both hands hold {pips} pips. Nobody scores.").format(pips=mine)
    who = _("you score") if event.scorer == 0 else _("{who} scores").format(who=names[1])
    return _("Blocked: nobody can go. You hold {mine} pips, {who} {theirs}: {scorer} {points}.").format(
        mine=mine, who=names[1], theirs=theirs, scorer=who, points=event.points
    )


def _hand_text_many(event: Any, who: Names, rules: Any = None) -> str:
    """The end of a hand of three or four, or of people sharing the machine: each side named once."""
    pips = ", ".join(_("{who} {pips}").format(who=who.names[seat], pips=held) for seat, held in enumerate(event.pips))
    if event.out is None:
        how = _("Blocked: nobody can go.")
    elif event.out == who.you:
        how = _("You went out.")
    else:
        how = _("{who} went out.").format(who=who.names[event.out])
    if event.scorer is None:
        return _("{how} Pips held: {pips}. Nobody scores.").format(how=how, pips=pips)
    sentences = (
        _("{name} scores {points}."),
        _("You score {points}."),
        _("{names} score {points}."),
        _("You and {partner} score {points}."),
    )
    scores = _side_does(_side_of(event.scorer, rules, len(who.names)), who, sentences, points=event.points)
    return _("{how} Pips held: {pips}. {scores}").format(how=how, pips=pips, scores=scores)


def opening_text(event: Any, names: tuple[str, ...], you: int | None = 0) -> str:
    """How a hand begins: who holds the highest double."""
    double = tile_text(_pair(event.opening))
    drew = ""
    if event.opening_draws:
        drew = ngettext(
            "Nobody was dealt a double, so {count} tile was drawn. ",
            "Nobody was dealt a double, so {count} tiles were drawn. ",
            event.opening_draws,
        ).format(count=event.opening_draws)
    if event.leader == you:
        return drew + _("Hand {hand}: you hold the {tile}, the highest double: play it.").format(
            hand=event.hand, tile=double
        )
    return drew + _("Hand {hand}: {who} holds the {tile}, the highest double, and starts.").format(
        hand=event.hand, who=names[event.leader], tile=double
    )


def opening_events(game: Any) -> list[Any]:
    """The events of the deal that began the hand now on the table."""
    return [e for e in getattr(game, "last_events", ()) if isinstance(e, HandStarted)]


def chain_of(word: str) -> Chain | None:
    return _BY_WORD.get(word)
