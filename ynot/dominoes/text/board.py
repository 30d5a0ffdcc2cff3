"""Dominoes' text board (``ynot dominoes``, ``ynot text --game dominoes``): Muggins for two to four,
people and computers, over any pair of text streams, played through the one text-play frame
(``ynot.text.play``). People sharing the terminal are asked to pass the keyboard between their turns;
``hint`` asks the coach what the hard computer would play.

Tiles are drawn ``[5|3]``, the layout as its spinner and four chains with their ends, the scores as
crosses and numbers. The frame plays it on a :class:`ynot.core.Session`, so it is saved after every
action and its result goes to the records when it ends. A wrong line gets a sentence and the game goes on.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...i18n import N_, _, ngettext
from ...text.console import NEW_PAGE
from ...text.move_error import MoveError
from .. import (
    CHAINS,
    Action,
    Chain,
    Deal,
    DominoGame,
    Draw,
    Event,
    GameOver,
    HandOver,
    HandStarted,
    Pass,
    Passed,
    Phase,
    PlayTile,
    TileDrawn,
    TilePlayed,
    parse_tile,
    score_marks,
)
from ..coach import hint, hint_sentence
from ..report import result_sentence

if TYPE_CHECKING:
    from ...core import Session

#: What a player may type for each chain and each command: the English words, and the words of the
#: player's language (each entry's translation, its words separated by spaces), which come first.
CHAIN_WORDS = {
    # TRANSLATORS: the words a player may type for the left chain, separated by spaces
    Chain.LEFT: N_("left l"),
    # TRANSLATORS: the words a player may type for the right chain, separated by spaces
    Chain.RIGHT: N_("right r"),
    # TRANSLATORS: the words a player may type for the up chain, separated by spaces
    Chain.UP: N_("up u top t"),
    # TRANSLATORS: the words a player may type for the down chain, separated by spaces
    Chain.DOWN: N_("down d bottom b"),
}
COMMAND_WORDS = {
    # TRANSLATORS: the words that may begin a play ("play 6-3 left"), separated by spaces
    "play": N_("play p"),
    # TRANSLATORS: the words for drawing a tile, separated by spaces
    "draw": N_("draw d"),
    # TRANSLATORS: the words for "I can't go", separated by spaces
    "pass": N_("pass cant can't"),
    # TRANSLATORS: the command asking the coach, one word
    "hint": N_("hint"),
    # TRANSLATORS: the command showing the table again, one word
    "show": N_("show"),
    # TRANSLATORS: the words for the help, separated by spaces
    "help": N_("help h ?"),
    # TRANSLATORS: the command stopping the game, one word
    "quit": N_("quit"),
}
# TRANSLATORS: what a player may type as a whole line to pass, lower case
I_CANT_GO = N_("i can't go")


def _words(entry: str) -> tuple[list[str], list[str]]:
    """An entry's words in the player's language, then in English."""
    return _(entry).lower().split(), entry.split()


def command_of(word: str) -> str | None:
    """The command a typed word names (``ziehen``: draw), the player's language first; None for none."""
    for mine in (True, False):
        for command, entry in COMMAND_WORDS.items():
            if word in _words(entry)[0 if mine else 1]:
                return command
    return None


def chain_of(word: str) -> Chain:
    """The chain a typed word names (``links``, ``left``, ``l``), the player's language first; ValueError
    with a sentence naming the words otherwise."""
    for mine in (True, False):
        for chain, entry in CHAIN_WORDS.items():
            if word in _words(entry)[0 if mine else 1]:
                return chain
    names = ", ".join(chain.label for chain in CHAIN_WORDS)
    raise ValueError(_("There is no chain {word!r}: the chains are {names}.").format(word=word, names=names))


class CommandError(MoveError):
    """A line that is not a move; the message is the sentence to show."""


def help_text() -> str:
    return "\n".join(
        [
            _(
                "Muggins: play a tile that matches the end of a chain. When the four ends add up to a multiple "
                "of 5 you score that many points; going out scores the other hand's pips. First to the target wins."
            ),
            "",
            _("Commands:"),
            _("  6-3 left    play [6|3] on the left chain (left, right, up, down; l r u d)"),
            _("  6-3         the same, when the tile fits one chain only (63 and [6|3] work too)"),
            _("  draw        take a tile from the boneyard (allowed even when you could play)"),
            _('  pass        "I can\'t go": only with no play and an empty boneyard'),
            _("  hint        what the hard computer would play here, and why"),
            _("  show        show the table again"),
            _("  help        these commands"),
            _("  quit        stop here (the game is saved and offered next time)"),
        ]
    )


def parse_line(text: str, game: DominoGame, seat: int) -> Action | str:
    """A typed line as an Action, or a command name; CommandError with a sentence otherwise. The words of
    the player's language are taken beside the English ones (``60 links``, ``ziehen``, ``hilfe``)."""
    words = text.strip().lower().replace(",", " ").split()
    if " ".join(words) in (_(I_CANT_GO).lower(), I_CANT_GO, "i cant go"):
        return Pass()
    if words and command_of(words[0]) == "play":
        words = words[1:]
    if not words:
        raise CommandError(_("Type a tile and a chain (e.g. 6-3 left), draw, pass or help."))
    first = words[0]
    command = command_of(first)
    if command == "draw" and len(words) == 1:
        return Draw()
    if command == "pass":
        return Pass()
    if command is not None and command != "draw" and len(words) == 1:
        return command
    try:
        tile = parse_tile(first)
    except ValueError:
        raise CommandError(
            _("{word!r} is not a tile or a command: type help for the commands.").format(word=first)
        ) from None
    if len(words) > 2:
        raise CommandError(_("Type a tile and one chain, e.g. 6-3 left."))
    state = game.state
    if tile not in state.hands[seat]:
        raise CommandError(_("You do not hold {tile}.").format(tile=tile))
    if state.opening is not None:
        return PlayTile(tile, None)
    if len(words) == 2:
        try:
            return PlayTile(tile, chain_of(words[1]))
        except ValueError as err:
            raise CommandError(str(err)) from None
    chains = game.fits(tile)
    if len(chains) == 1:
        return PlayTile(tile, chains[0])
    if not chains:
        raise CommandError(_("{tile} fits no open end.").format(tile=tile))
    names = ", ".join(c.label for c in chains)
    raise CommandError(_("{tile} fits more than one chain: say which ({names}).").format(tile=tile, names=names))


def side_name(game: DominoGame, seat: int) -> str:
    """A seat's name, or its partnership's two names (``Ann & Cy``)."""
    s = game.state
    partner = s.rules.partner(seat)
    if partner is None:
        return s.players[seat]
    first, second = sorted((seat, partner))
    return _("{first} & {second}").format(first=s.players[first], second=s.players[second])


def score_lines(game: DominoGame, columns: int | None = None) -> list[str]:
    """A line a side (a player, or a partnership) with its crosses; ``*`` marks the side to move. A line
    wider than ``columns`` puts the crosses on a line of their own."""
    s = game.state
    lines = []
    for side in range(s.rules.sides(s.seats)):
        moving = s.phase is Phase.PLAY and s.rules.side(s.current) == side
        marker = "*" if moving else " "
        line = f" {marker} {side_name(game, side):<20} {score_marks(s.scores[side])}"  # side n: seat n
        if columns is not None and len(line) > columns:
            lines += [f" {marker} {side_name(game, side)}", f"     {score_marks(s.scores[side])}"]
        else:
            lines.append(line)
    return lines


def _chain_line(label: str, pieces: Sequence[str], end: str, columns: int | None) -> str:
    """A chain's line: its last six tiles (fewer when they would make it wider than ``columns``) and its end."""
    for count in range(min(6, len(pieces)), -1, -1):
        shown = " ".join(pieces[len(pieces) - count:])
        if count < len(pieces):
            shown = ("... " + shown).strip()
        line = f"  {label:<6} {shown or '-':<32} {end}"
        if columns is None or len(line) <= columns:
            return line
    return f"  {label:<6} {end}"


def table_text(game: DominoGame, seat: int | None, *, named: bool = False, columns: int | None = None) -> str:
    """The table as ``seat`` sees it: scores, the layout and its ends, the boneyard count, the hand
    (``named``: "Ann's tiles", when people share the terminal; ``seat`` None: nobody's hand, every player's
    count). With ``columns``, no line is wider: a chain shows fewer tiles, a hand goes on below."""
    s = game.state
    lines = [_("Hand {hand}, to {target}").format(hand=s.hand_number, target=s.rules.target)]
    lines += score_lines(game, columns)
    layout = s.layout
    if layout.spinner is None:
        lines.append(_("The table is empty."))
    else:
        lines.append(_("Spinner {tile}").format(tile=layout.spinner))
        open_chains = layout.open_chains()
        for chain in CHAINS:
            pieces = [f"[{p.inner}|{p.outer}]" for p in layout.chain(chain)]
            if chain in open_chains:
                end = _("end {number}").format(number=layout.end_number(chain))
            else:
                end = _("closed until left and right hold a tile")
            lines.append(_chain_line(chain.label, pieces, end, columns))
        lines.append(_("Field value {value}").format(value=layout.value()))
    lines.append(_("Boneyard: {count}").format(count=s.boneyard_count))
    for other in range(s.seats):
        if other != seat:
            count = len(s.hands[other])
            lines.append(
                ngettext("{name} holds {count} tile.", "{name} holds {count} tiles.", count).format(
                    name=s.players[other], count=count
                )
            )
    if seat is not None:
        if named:
            hand = _("{name}'s tiles: {tiles}").format(name=s.players[seat], tiles=_tiles(s.hands[seat]))
        else:
            hand = _("Your tiles: {tiles}").format(tiles=_tiles(s.hands[seat]))
        lines += textwrap.wrap(hand, columns, subsequent_indent="    ") if columns else [hand]
    return "\n".join(lines)


def _tiles(tiles: Sequence) -> str:
    return " ".join(str(t) for t in tiles) or "-"


def describe(event: Event, game: DominoGame, seat: int) -> str | None:
    """One sentence for the message line about ``event``, as ``seat`` may know it."""
    names = game.players
    if isinstance(event, HandStarted):
        return _("Hand {hand}: {name} holds the highest double, {tile}, and leads.").format(
            hand=event.hand, name=names[event.leader], tile=event.opening
        )
    if isinstance(event, TilePlayed):
        chain = event.chain
        where = _("as the spinner") if chain is None else _("on the {chain} chain").format(chain=chain.label)
        text = _("{name} plays {tile} {where}: the field is {value}").format(
            name=names[event.seat], tile=event.tile, where=where, value=event.value
        )
        if event.points:
            return text + _(", {points} points.").format(points=event.points)
        return text + "."
    if isinstance(event, TileDrawn):
        if event.seat == seat:
            return _("You draw {tile} ({count} left).").format(tile=event.tile, count=event.boneyard)
        return _("{name} draws a tile ({count} left).").format(name=names[event.seat], count=event.boneyard)
    if isinstance(event, Passed):
        return _('{name}: "I can\'t go."').format(name=names[event.seat])
    if isinstance(event, HandOver):
        if event.out is not None:
            how = _("{name} goes out").format(name=names[event.out])
        else:
            how = _("Nobody can go: the hand is blocked")
        if len(names) == 2:
            pips = _("{a} holds {pa} pips, {b} {pb}").format(a=names[0], pa=event.pips[0], b=names[1], pb=event.pips[1])
        else:
            held = ", ".join(
                _("{name} {pips}").format(name=name, pips=count) for name, count in zip(names, event.pips, strict=True)
            )
            pips = _("pips held: {list}").format(list=held)
        if event.scorer is None:
            return _("{how} ({pips}); nobody scores.").format(how=how, pips=pips)
        return _("{how} ({pips}): {name} scores {points}.").format(
            how=how, pips=pips, name=names[event.scorer], points=event.points
        )
    if isinstance(event, GameOver):
        return result_sentence(game.state)
    return None


class DominoBoard:
    """The table as the people at the terminal see it. ``people`` are their seats (the others are the
    computers'); with one person the table is always theirs (``seat``), with several the keyboard is
    passed on before each person's turn and the table shown is the one of the person to move."""

    def __init__(self, session: Session | None = None, seat: int = 0, people: Sequence[int] | None = None) -> None:
        self.people = list(people) if people is not None else [seat]
        self.seat = self.people[0] if self.people else seat
        #: Show the table before the next prompt.
        self._show = True
        #: The person the keyboard is to be passed to (several people only), and who has it now.
        self._waiting: int | None = None
        self._holder: int | None = None

    @property
    def sharing(self) -> bool:
        return len(self.people) > 1

    def opening(self, game: DominoGame, resumed: bool) -> list[str]:
        self._show = True
        self._holder = None
        lines = [
            _("Muggins dominoes, {name} set, to {target}. Type help for the commands.").format(
                name=_(game.rules.name), target=game.rules.target
            )
        ]
        if resumed:
            lines.append(_("Your unfinished game goes on."))
        else:
            lines += [s for s in (describe(e, game, self.seat) for e in game.last_events) if s]
        return lines

    def help_text(self, game: DominoGame) -> str:
        return help_text()

    def show(self, game: DominoGame, seat: int) -> str:
        return table_text(game, self._eyes(seat), named=self.sharing)

    def _eyes(self, seat: int) -> int:
        """Whose tiles the table shows: the one person's, or (people sharing) the one to move."""
        return seat if self.sharing and seat in self.people else self.seat

    def actor(self, game: DominoGame) -> int:
        """The computers move in their turns; between hands a person deals on."""
        if game.state.phase is Phase.HAND_OVER:
            return self._holder if self._holder is not None else self.seat
        return game.current

    def before_prompt(self, game: DominoGame, seat: int) -> list[str]:
        if game.state.phase is Phase.HAND_OVER:
            return []
        if self.sharing and seat != self._holder:
            self._waiting = seat
            return [NEW_PAGE]  # the last person's tiles leave the screen before the keyboard is passed
        if not self._show:
            return []
        self._show = False
        return ["", table_text(game, self._eyes(seat), named=self.sharing)]

    def prompt(self, game: DominoGame, seat: int) -> str:
        if game.state.phase is Phase.HAND_OVER:
            return _("Press Enter for the next hand: ")
        if self._waiting is not None:
            return _("Pass the keyboard to {name}: press Enter when ready. ").format(name=game.players[self._waiting])
        if self.sharing:
            return _("{name}'s move: ").format(name=game.players[seat])
        return _("Your move: ")

    def read(self, line: str, game: DominoGame, seat: int) -> Sequence[Action] | str:
        if game.state.phase is Phase.HAND_OVER:
            return "quit" if command_of(line.strip().lower()) == "quit" else [Deal()]
        if self._waiting is not None:  # the keyboard changes hands: nothing is played
            if command_of(line.strip().lower()) == "quit":
                return "quit"
            self._holder, self._waiting, self._show = self._waiting, None, True
            return []
        move = parse_line(line, game, seat)
        if move == "hint":  # the coach's sentence is told as a line that is not a move
            found = hint(game)
            raise MoveError(hint_sentence(found) if found is not None else _("There is nothing to play now."))
        return move if isinstance(move, str) else [move]

    def describe(self, events: Sequence[Event], game: DominoGame, seat: int) -> list[str]:
        eyes = self._eyes(seat)
        lines = [s for s in (describe(e, game, eyes) for e in events) if s]
        mine = [e for e in events if isinstance(e, TileDrawn) and e.seat == eyes]
        if mine and not any(isinstance(e, TilePlayed | HandOver) for e in events):
            tiles = _tiles(game.state.hands[eyes])
            if self.sharing:
                lines.append(_("{name}'s tiles: {tiles}").format(name=game.players[eyes], tiles=tiles))
            else:
                lines.append(_("Your tiles: {tiles}").format(tiles=tiles))
        else:
            self._show = True
        if any(isinstance(e, HandStarted) for e in events):
            self._holder = None if self.sharing else self._holder
        return lines

    def final(self, game: DominoGame) -> list[str]:
        return ["", table_text(game, self.seat, named=self.sharing)]

