"""The turn flow of the Macintosh look, on the kit's :class:`GameFlow`: your actions and the computer's
applied through the session, the computer paced so a person can follow it (the kit's pacer), every event
told on the message line, the end of a hand held on the table until you go on, the end of the game."""

from __future__ import annotations

import logging
import random
from typing import Any

from ...dominoes.view import Pair as Tile
from ...dominoes.view import TableView
from ...i18n import _
from ..kit.controller import GameFlow, Move
from . import port
from .owner import Owner
from .screen import Slide

log = logging.getLogger("ynot.ui")

COMPUTER_NAME = "Macintosh"
DEFAULT_PLAYER = "Player 1"
SCORE_PAUSE_MS = 700  # a score stays a little longer on the message line before the next move


class TurnFlow(GameFlow):
    """Applies actions, paces the computer and keeps the message line. The session comes with the first
    game (:meth:`start_game` or :meth:`resume`); the computer sits in seat 1."""

    def __init__(self, owner: Owner, *, store: Any, seed: int | None) -> None:
        self.pace_ms = int(owner.skin.settings.get("computer_pace_ms", 900))
        super().__init__(None, audio=owner.audio, pace_ms=self.pace_ms, scene=owner)
        self.owner = owner
        self.store = store
        self.rng = random.Random(seed)
        players = tuple(getattr(getattr(store, "options", None), "players", ()) or ())
        self.names: tuple[str, str] = (players[0] if players else DEFAULT_PLAYER, COMPUTER_NAME)
        self.message = ""
        self._acting: tuple[TableView, int | None, int | None] | None = None  # before, seat, hand index
        self._scored = False
        self.slide_ms = int(owner.skin.settings.get("slide_ms", 260))
        self._notices: list[str] = list(getattr(store, "notices", []) or [])
        if store is not None and self._notices:
            store.notices.clear()

    # --- games --------------------------------------------------------------------------------------
    def start_game(self) -> None:
        """Deal a new game with the set the options name (the shell gives up the game played till now)."""
        shell = self.owner.shell
        seed = self.rng.randrange(2**31)
        self._use(shell.start(port.rules_for(self.owner.top), self.names, seats=("", self.owner.level), seed=seed))
        self.say(self._opening())

    def resume(self) -> bool:
        """Take up the unfinished game kept from last time (either set); False when there is none."""
        before = self.rng.getstate()
        seed = self.rng.randrange(2**31)
        for top in (6, 9):
            session = self.owner.shell.resume(port.rules_for(top), self.names, max_players=2, seed=seed)
            if session is not None:
                self._use(session)
                return True
        self.rng.setstate(before)  # nothing kept: the new game deals as with --new (the same seed, the same deal)
        return False

    def continue_game(self) -> None:
        self.say(self._your_turn_text() if self.turn() == 0 else _("{who} is thinking.").format(who=self.names[1]))

    def _use(self, session: Any) -> None:
        """Play ``session``'s game: you in seat 0, the computer at the chosen level in seat 1; the names
        are the game's, so the screen says what the records keep."""
        self.names = (session.players[0], session.players[1])
        self.use(session, seats=("", self.owner.level))
        self.owner.shell.keep_seats(self.seats)
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
        view = port.view(self.game, self.names)
        return view.spinner is not None or any(view.scores) or len(self.game.history) > 1

    def take_notices(self) -> list[str]:
        notices, self._notices = self._notices, []
        notices += list(getattr(self.session, "notices", []) or [])
        if self.session is not None and getattr(self.session, "notices", None):
            self.session.notices.clear()
        return notices

    # --- reading -------------------------------------------------------------------------------------
    def view(self) -> TableView:
        return port.view(self.game, self.names)

    def turn(self) -> int | None:
        return port.turn(self.game)

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
            if self.turn() == 1:
                return _("{who} holds the highest double and plays first.").format(who=self.names[1])
            return _("A hand opens with the highest double: play your {double}, not the {tile}.").format(
                double=port.tile_text(opening), tile=port.tile_text(tile)
            )
        ends = ", ".join(str(end) for end in view.open_ends())
        name = port.tile_text(tile)
        if self.turn() == 0 and port.may_pass(self.game):
            return _("The {tile} fits no open end (the ends show {ends}), nor does any of your tiles, and the "
                     "boneyard is empty: choose Game > I can't go (Command-I).").format(tile=name, ends=ends)
        if self.turn() == 0 and not port.may_play(self.game):
            return _("The {tile} fits no open end (the ends show {ends}), nor does any of your tiles: draw a tile "
                     "from the pile.").format(tile=name, ends=ends)
        if self.turn() == 0 and port.may_draw(self.game):
            return _("The {tile} fits no open end (the ends show {ends}): pick another, or draw a tile.").format(
                tile=name, ends=ends)
        return _("The {tile} fits no open end (the ends show {ends}): pick another.").format(tile=name, ends=ends)

    def stuck_advice(self) -> str:
        """When "I can't go" is the only move: say so (else "")."""
        if self.turn() == 0 and port.may_pass(self.game):
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
        """The computer plays at ``level`` from its next move (kept in the records' computer mark)."""
        if self.session is not None:
            self.seats[1] = level
            self.owner.shell.keep_seats(self.seats)

    def _opening(self) -> str:
        told = [port.opening_text(event, self.names) for event in port.opening_events(self.game)]
        return " ".join(told) or self._your_turn_text()

    def _your_turn_text(self) -> str:
        """What you can do now, and only that."""
        if port.opening_tile(self.game) is not None:
            return _("Your turn: play your {double}, the highest double, to open the hand.").format(
                double=port.tile_text(port.opening_tile(self.game)))
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
        if self.turn() != 0:
            self.refuse(_("Wait: it is {who}'s turn.").format(who=self.names[1]))
            return False
        return True

    def person_plays(self, index: int, chain: str) -> None:
        if not self._your_turn():
            return
        tile = self.view().hand[index]
        self.act(port.play(tile, chain), 0, index)

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
        self.act(port.play(tile, chain), 0, index)

    def person_draws(self) -> None:
        if not self._your_turn():
            return
        if port.opening_tile(self.game) is not None:
            self.refuse(_("A hand opens with the highest double: play your {double} before anyone draws.").format(
                double=port.tile_text(port.opening_tile(self.game))))
        elif not port.may_draw(self.game) and self.stuck_advice():
            self.refuse(_("The boneyard is empty.") + " " + self.stuck_advice())
        else:
            self.act(port.draw(), 0)

    def person_passes(self) -> None:
        if self._your_turn():
            self.act(port.pass_turn(), 0)

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
        if made and seat == 0:
            pointing = self.owner.pointing
            pointing.chosen = pointing.aim = None
        return made

    def after_events(self, events: list[Any]) -> None:
        before, seat, hand_index = self._acting or (self.view(), None, None)
        self._tell(events, before, seat, hand_index)

    def show_notices(self, notices: list[str]) -> None:
        self.say(" ".join([self.message, *notices]).strip())

    def _tell(self, events: list[Any], before: TableView, seat: int | None, hand_index: int | None) -> None:
        told = port.announce(events, self.names)
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
            if seat == 0 and hand_index is not None and hand_index < len(before.hand):
                start = screen.hand_rects(before)[hand_index][:2]
            else:
                rects = screen.computer_rects(max(1, before.computer_tiles))
                start = rects[-1][:2]
            picture = screen.tiles.face(target.first, target.second, upright=target.upright)
            pointing.slides[:] = [Slide(picture, start, target.rect[:2], self.slide_ms)]
            pointing.hide_table = key
        elif drew and seat == 0 and view.hand:
            end = screen.hand_rects(view)[-1][:2]
            first, second = view.hand[-1]
            pile = screen.pile_rect()
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
        return self.turn() == 1

    def computer_waits(self) -> bool:
        """The computer waits while a tile slides (and, as the kit has it, while a dialog or menu is open)."""
        return super().computer_waits() or bool(self.owner.pointing.slides)

    def next_computer_move(self) -> Move | None:
        if self.turn() != 1:
            return None
        return Move(self.computer_moves, then_ms=self.pace_ms)

    def computer_moves(self) -> None:
        """The computer's move now; after a score the next waits a little longer."""
        action = port.computer_move(self.game, self.seats[1] or "hard", self.rng)
        if not self.act(action, 1, quiet=True):
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
