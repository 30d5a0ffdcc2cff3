"""The turn flow of the Macintosh look, on the kit's :class:`GameFlow`: your actions and the computer's
applied through the session, the computer paced so a person can follow it (the kit's pacer), every event
told on the message line, the end of a hand held on the table until you go on, the end of the game."""

from __future__ import annotations

import logging
import random
from typing import Any

from ...dominoes.view import Pair as Tile
from ...dominoes.view import TableView
from ...i18n import N_, _
from ..kit.controller import GameFlow, Move
from ..kit.shell import SEATS_KEY
from . import port
from .owner import Owner
from .screen import Slide

log = logging.getLogger("ynot.ui")

COMPUTER_NAME = "Macintosh"
DEFAULT_PLAYER = N_("Player 1")
SCORE_PAUSE_MS = 700  # a score stays a little longer on the message line before the next move


class TurnFlow(GameFlow):
    """Applies actions, paces the computers and keeps the message line. The session comes with the first
    game (:meth:`start_game` or :meth:`resume`). The table has two to four seats, each a person or a
    computer (the look's options); the screen shows the hand of ``viewer``, the person playing now, and
    between two people's turns hides every hand until the next one clicks (``handover``)."""

    def __init__(self, owner: Owner, *, store: Any, seed: int | None) -> None:
        self.pace_ms = int(owner.skin.settings.get("computer_pace_ms", 900))
        super().__init__(None, audio=owner.audio, pace_ms=self.pace_ms, scene=owner)
        self.owner = owner
        self.store = store
        self.rng = random.Random(seed)
        self.known_names = tuple(getattr(getattr(store, "options", None), "players", ()) or ())
        self.names: tuple[str, ...] = (self.known_names[0] if self.known_names else _(DEFAULT_PLAYER), COMPUTER_NAME)
        self.viewer = 0
        self.handover: int | None = None  # the person the Macintosh is to be passed to
        self.hiding = False  # every hand face down: a person's turn is over and others share the machine
        self.message = ""
        self._acting: tuple[TableView, int | None, int | None] | None = None  # before, seat, hand index
        self._scored = False
        self.slide_ms = int(owner.skin.settings.get("slide_ms", 260))
        self._notices: list[str] = list(getattr(store, "notices", []) or [])
        if store is not None and self._notices:
            store.notices.clear()

    # --- games --------------------------------------------------------------------------------------
    def start_game(self) -> None:
        """Deal a new game with the set and the table the options name (the shell gives up the game played
        till now)."""
        shell = self.owner.shell
        self.names = self.table_names()
        partners = self.owner.partners and len(self.names) == 4
        seed = self.rng.randrange(2**31)
        rules = port.rules_for(self.owner.top, partners)
        self._use(shell.start(rules, self.names, seats=self.owner.seat_levels, seed=seed), self.owner.seat_levels)
        self.say(self._opening())
        self._pass_on()

    def table_names(self) -> tuple[str, ...]:
        """The seats' names: people by the names YNOT knows (Player 1, 2... else), computers Macintosh
        (numbered when there are several)."""
        seats = self.owner.seat_levels
        computers = [index for index, level in enumerate(seats) if level]
        names: list[str] = []
        people = 0
        for index, level in enumerate(seats):
            if level:
                number = computers.index(index) + 1
                names.append(COMPUTER_NAME if len(computers) == 1 else _("Mac {number}").format(number=number))
            else:
                known = self.known_names[people] if people < len(self.known_names) else ""
                names.append(known or _("Player {number}").format(number=people + 1))
                people += 1
        return tuple(names)

    def resume(self) -> bool:
        """Take up the unfinished game kept from last time (either set); False when there is none."""
        before = self.rng.getstate()
        seed = self.rng.randrange(2**31)
        for top in (6, 9):
            for partners in (False, True):
                rules = port.rules_for(top, partners)
                names = self.table_names() if not partners else ("North", "East", "South", "West")  # any four
                session = self.owner.shell.resume(rules, names, max_players=4, seed=seed)
                if session is not None:
                    seats = list(self.owner.shell.seats)
                    if SEATS_KEY not in session.extra:  # kept before seats were: you against the computer
                        seats = ["", *[self.owner.level] * (len(session.players) - 1)]
                    self._use(session, seats)
                    return True
        self.rng.setstate(before)  # nothing kept: the new game deals as with --new (the same seed, the same deal)
        return False

    def continue_game(self) -> None:
        turn = self.turn()
        if turn is not None and self.seats[turn]:
            self.say(_("{who} is thinking.").format(who=self.names[turn]))
        else:
            self.say(self._your_turn_text())
        self._pass_on()

    def _use(self, session: Any, seats: Any) -> None:
        """Play ``session``'s game with ``seats`` (per seat "" a person, else a computer's level); the names
        are the game's, so the screen says what the records keep."""
        self.names = tuple(session.players)
        self.use(session, seats=seats)
        self.owner.shell.keep_seats(self.seats)
        self.viewer = self.people()[0] if self.people() else 0
        self.handover = None
        self.hiding = False
        self._scored = False
        pointing = self.owner.pointing
        pointing.chosen = pointing.aim = pointing.drag = None
        pointing.hide_hand = pointing.hide_table = None
        pointing.slides.clear()

    @property
    def game(self) -> Any:
        return self.session.game

    @property
    def over(self) -> bool:
        return bool(self.game.is_over)

    def in_progress(self) -> bool:
        """A game with something played that is not over."""
        if self.session is None or self.over:
            return False
        view = self.view()
        return view.spinner is not None or any(view.scores) or len(self.game.history) > 1

    def take_notices(self) -> list[str]:
        notices, self._notices = self._notices, []
        notices += list(getattr(self.session, "notices", []) or [])
        if self.session is not None and getattr(self.session, "notices", None):
            self.session.notices.clear()
        return notices

    # --- reading -------------------------------------------------------------------------------------
    def view(self) -> TableView:
        return port.view(self.game, self.names, self.viewer, self.hiding)

    def turn(self) -> int | None:
        return port.turn(self.game)

    def people(self) -> list[int]:
        """The seats people play."""
        return [seat for seat, level in enumerate(self.seats) if not level]

    def you(self) -> int | None:
        """The seat the message line calls "you": the one person playing computers (None when people share)."""
        people = self.people()
        return people[0] if len(people) == 1 else None

    def _pass_on(self) -> None:
        """When people share the Macintosh: once a person's turn is over every hand is hidden, and when
        the next person is to play the message line asks for the Macintosh to be passed to them."""
        if len(self.people()) < 2:
            return
        turn = self.turn()
        if turn is None:
            self.hiding = False  # between hands every hand lies face up anyway
            return
        if self.seats[turn]:
            self.hiding = self.hiding or turn != self.viewer
            return
        if self.handover == turn:
            return
        if turn != self.viewer or self.hiding:
            self.handover, self.hiding = turn, True
            told = _("Pass the Macintosh to {name}: click when ready.").format(name=self.names[turn])
            self.say(" ".join(part for part in (self.message, told) if part))

    def taken_over(self) -> bool:
        """The hand-hiding screen was up and a click or key takes it down: the next person's tiles show."""
        if self.handover is None:
            return False
        self.viewer, self.handover, self.hiding = self.handover, None, False
        self.say(
            _("{name}, your turn: pick a tile and click where it goes, or draw.").format(name=self.names[self.viewer])
        )
        return True

    def hint(self) -> None:
        """The coach on the message line: what the hard computer would play for you now, and why."""
        if self.turn() != self.viewer or self.handover is not None or self.over:
            self.refuse(_("A hint is given on your turn."))
            return
        self.say(port.hint_text(self.game, random.Random(self.rng.random())))

    def fits(self, tile: Tile) -> list[str]:
        if self.turn() is None:
            return []
        return port.fits(self.game, tile)

    def waiting_for_next_hand(self) -> bool:
        return port.hand_over(self.game)

    def describe_choice(self, tile: Tile, chains: list[str]) -> str:
        name = port.tile_text(tile)
        if "spinner" in chains:
            return _("The {tile} starts the game: click the table (or press Return) to play it.").format(tile=name)
        if not chains:
            return self.no_fit_reason(tile)
        if len(chains) == 1:
            return _("The {tile} fits only the {chain}: click the table or the tile again.").format(
                tile=name, chain=port.chain_name(chains[0])
            )
        where = ", ".join(port.chain_name(c) for c in chains[:-1])
        return _("The {tile} fits the {where} or the {last}: click near the end you want.").format(
            tile=name, where=where, last=port.chain_name(chains[-1])
        )

    def no_fit_reason(self, tile: Tile) -> str:
        view = self.view()
        if view.spinner is None:
            opening = port.opening_tile(self.game)
            if opening is None:
                return _("The hand is over.")
            turn = self.turn()
            if turn is not None and turn != self.viewer:
                return _("{who} holds the highest double and plays first.").format(who=self.names[turn])
            return _("A hand opens with the highest double: play your {double}, not the {tile}.").format(
                double=port.tile_text(opening), tile=port.tile_text(tile)
            )
        ends = ", ".join(str(end) for end in view.open_ends())
        name = port.tile_text(tile)
        if self.turn() == self.viewer and port.may_pass(self.game):
            return _("The {tile} fits no open end (the ends show {ends}), nor does any of your tiles, and the "
                     "boneyard is empty: choose Game > I can't go (Command-I).").format(tile=name, ends=ends)
        if self.turn() == self.viewer and not port.may_play(self.game):
            return _("The {tile} fits no open end (the ends show {ends}), nor does any of your tiles: draw a tile "
                     "from the pile.").format(tile=name, ends=ends)
        if self.turn() == self.viewer and port.may_draw(self.game):
            return _("The {tile} fits no open end (the ends show {ends}): pick another, or draw a tile.").format(
                tile=name, ends=ends)
        return _("The {tile} fits no open end (the ends show {ends}): pick another.").format(tile=name, ends=ends)

    def stuck_advice(self) -> str:
        """When "I can't go" is the only move: say so (else "")."""
        if self.turn() == self.viewer and port.may_pass(self.game):
            return _("None of your tiles fits and the boneyard is empty: choose Game > I can't go (Command-I).")
        return ""

    # --- messages -------------------------------------------------------------------------------------
    def say(self, text: str) -> None:
        self.message = text

    def refuse(self, sentence: str, action: Any = None) -> bool:
        """A refused move: the beep, and the reason on the message line."""
        self.owner.beep()
        self.say(port.in_look_words(sentence))
        return True

    def beep(self) -> None:
        self.owner.beep()

    def sound(self, name: str) -> None:
        self.owner.sound(name)

    def set_level(self, level: str) -> None:
        """The computers play at ``level`` from their next move (kept in the records' computer mark)."""
        if self.session is not None:
            self.seats = [level if seat else "" for seat in self.seats]
            self.owner.shell.keep_seats(self.seats)

    def _opening(self) -> str:
        told = [port.opening_text(event, self.names, self.you()) for event in port.opening_events(self.game)]
        return " ".join(told) or self._your_turn_text()

    def _your_turn_text(self) -> str:
        """What you can do now, and only that."""
        opening = port.opening_tile(self.game)
        if opening is not None and not port.may_draw(self.game):
            return _("Your turn: play your {double}, the highest double, to open the hand.").format(
                double=port.tile_text(opening))
        stuck = self.stuck_advice()
        if stuck:
            return stuck
        if port.may_play(self.game) and port.may_draw(self.game):
            return _("Your turn: pick a tile and click where it goes, or draw.")
        if port.may_play(self.game):
            return _("Your turn: pick a tile and click where it goes (the boneyard is empty).")
        return _("Your turn: none of your tiles fits, so draw a tile from the pile.")

    # --- your actions ---------------------------------------------------------------------------------
    def _your_turn(self) -> bool:
        if self.over:
            self.refuse(_("The game is over: choose New Game from the File menu."))
            return False
        if self.handover is not None:
            self.refuse(_("Pass the Macintosh to {name}: click when ready.").format(name=self.names[self.handover]))
            return False
        turn = self.turn()
        if turn != self.viewer:
            who = self.names[turn] if turn is not None else ""
            self.refuse(_("Wait: it is {who}'s turn.").format(who=who))
            return False
        return True

    def person_plays(self, index: int, chain: str) -> None:
        if not self._your_turn():
            return
        tile = self.view().hand[index]
        self.act(port.play(tile, chain), self.viewer, index)

    def person_plays_towards(self, index: int, area: str) -> None:
        """Play the tile toward the general area clicked (or dropped on)."""
        if not self._your_turn():
            return
        tile = self.view().hand[index]
        chains = self.fits(tile)
        if "spinner" in chains:
            chain = "spinner"
        elif area in chains:
            chain = area
        elif len(chains) == 1:
            chain = chains[0]
        elif not chains:
            self.refuse(self.no_fit_reason(tile))
            return
        else:
            chain = area  # the rules say why it does not go there
        self.act(port.play(tile, chain), self.viewer, index)

    def person_draws(self) -> None:
        if not self._your_turn():
            return
        opening = port.opening_tile(self.game)
        if port.may_draw(self.game):
            self.act(port.draw(), self.viewer)
        elif opening is not None:
            self.refuse(_("A hand opens with the highest double: play your {double} before anyone draws.").format(
                double=port.tile_text(opening)))
        elif self.stuck_advice():
            self.refuse(_("The boneyard is empty.") + " " + self.stuck_advice())
        else:
            self.act(port.draw(), self.viewer)  # the rules say why not

    def person_passes(self) -> None:
        if self._your_turn():
            self.act(port.pass_turn(), self.viewer)

    # --- applying -------------------------------------------------------------------------------------
    def act(
        self,
        action: Any,
        seat: int | None = None,
        hand_index: int | None = None,
        *,  # type: ignore[override]
        quiet: bool = False,
    ) -> bool:
        """Apply ``action`` for ``seat`` (the hand tile it came from, for the slide); a refusal is told with
        a beep and changes nothing."""
        self._acting = (self.view(), seat, hand_index)
        try:
            made = super().act(action, quiet=quiet)
        finally:
            self._acting = None
        if made and seat == self.viewer:
            pointing = self.owner.pointing
            pointing.chosen = pointing.aim = None
        if made:
            self._pass_on()
        return made

    def after_events(self, events: list[Any]) -> None:
        before, seat, hand_index = self._acting or (self.view(), None, None)
        self._tell(events, before, seat, hand_index)

    def show_notices(self, notices: list[str]) -> None:
        self.say(" ".join([self.message, *notices]).strip())

    def _tell(self, events: list[Any], before: TableView, seat: int | None, hand_index: int | None) -> None:
        told = port.announce(events, self.names, self.you(), self.game.rules)
        texts = [item.text for item in told]
        played = next((item.played for item in told if item.played is not None), None)
        sounds = [item.sound for item in told if item.sound]
        for name in ("gameover", "bonus", "score", "land", "roll", "click"):
            if name in sounds:
                self.owner.sound(name)
                break
        if self.over:
            texts.append(_("Choose New Game from the File menu to play again."))
        elif self.waiting_for_next_hand():
            texts.append(_("Click or press a key for the next hand."))
        self.say(" ".join(texts))
        if self.owner.animation_on:
            self._slide(before, seat, played, hand_index, any(item.drew for item in told))
        self._scored = any(item.points for item in told)

    def _slide(
        self, before: TableView, seat: int, played: tuple[Tile, str] | None, hand_index: int | None, drew: bool
    ) -> None:
        screen, pointing = self.owner.screen, self.owner.pointing
        view = self.view()
        if played is not None:
            layout = screen.layout(view)
            tile, chain = played
            if chain == "spinner" or layout.spinner is None:
                target, key = layout.spinner, ("spinner", -1)
            else:
                target = layout.last(chain)
                key = (chain, target.index) if target is not None else None
            if target is None or key is None:
                return
            if seat == before.viewer and hand_index is not None and hand_index < len(before.hand):
                start = screen.hand_rects(before)[hand_index][:2]
            else:
                start = screen.other_start(before, seat)
            picture = screen.tiles.face(target.first, target.second, upright=target.upright)
            pointing.slides[:] = [Slide(picture, start, target.rect[:2], self.slide_ms)]
            pointing.hide_table = key
        elif drew and seat == self.viewer and view.hand and not view.hidden:
            end = screen.hand_rects(view)[-1][:2]
            first, second = view.hand[-1]
            pile = screen.pile_rect(view)
            pointing.slides[:] = [Slide(screen.tiles.face(first, second), pile.topleft, end, self.slide_ms)]
            pointing.hide_hand = len(view.hand) - 1

    def finish_slides(self) -> None:
        pointing = self.owner.pointing
        if pointing.slides:
            pointing.slides.clear()
            pointing.hide_table = None
            pointing.hide_hand = None

    # --- the computer (the kit's pacer times it) -------------------------------------------------------
    def computer_turn(self) -> bool:
        turn = self.turn()
        return turn is not None and bool(self.seats[turn])

    def computer_waits(self) -> bool:
        """The computer waits while a tile slides (and, as the kit has it, while a dialog or menu is open)."""
        return super().computer_waits() or bool(self.owner.pointing.slides)

    def next_computer_move(self) -> Move | None:
        if not self.computer_turn():
            return None
        return Move(self.computer_moves, then_ms=self.pace_ms)

    def computer_moves(self) -> None:
        """The computer's move now; after a score the next waits a little longer."""
        seat = self.turn()
        if seat is None or not self.seats[seat]:
            return
        action = port.computer_move(self.game, self.seats[seat], self.rng, seat)
        if not self.act(action, seat, quiet=True):
            log.error("the computer chose an illegal move: %r", action)
        elif self._scored:
            self.pacer.wait_ms += SCORE_PAUSE_MS

    def next_hand(self) -> None:
        """Deal the next hand (after you have seen how the last one ended)."""
        self.finish_slides()
        self.act(port.deal())

    # --- time ------------------------------------------------------------------------------------------
    def update(self, dt_ms: int) -> None:
        pointing = self.owner.pointing
        for slide in pointing.slides:
            slide.elapsed += dt_ms
        if pointing.slides and all(slide.done for slide in pointing.slides):
            self.finish_slides()
        self.update_flow(dt_ms)

    def busy(self) -> bool:
        return bool(self.owner.pointing.slides) or self.flow_busy()
