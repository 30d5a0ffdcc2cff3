"""The turn state machine: apply Actions, answer with Events, refuse with IllegalMove."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from ..core import IllegalMove
from ..core import check_players as check_names
from ..i18n import N_, _, ngettext
from .actions import Action, ReselectPrevious, Roll, Score, ToggleDie, Undo
from .events import (
    BonusAwarded,
    DiceRolled,
    DieToggled,
    Event,
    ExtraTurn,
    GameOver,
    MarksReselected,
    PlayerFinished,
    Scored,
    TurnStarted,
    Undone,
)
from .rules import (
    NUM_DICE,
    Category,
    Column,
    Dice,
    RuleSet,
    ScoreOption,
    check_face,
    find_option,
    score_option,
    score_options,
    suggest,
)
from .state import GameState


def check_players(players: Sequence[str], rules: RuleSet) -> tuple[str, ...]:
    """Validate player names: 1 to the rule set's maximum, unique, not blank."""
    return check_names(players, title=rules.title, most=rules.max_players)


class DiceGame:
    """One game: the state, the dice source, the undo stack and the log of applied actions."""

    def __init__(
        self,
        rules: RuleSet,
        players: Sequence[str],
        *,
        rng: random.Random | None = None,
        seed: int | None = None,
    ) -> None:
        self.rules = rules
        self.seed = seed
        self.rng = rng if rng is not None else random.Random(seed)
        self._state = GameState.new(rules, check_players(players, rules))
        self._undo: list[GameState] = []
        #: Every action applied, with the faces every roll showed: the game record's body.
        self.history: list[Action] = []
        #: The score options last listed, with the (columns, dice, roll number) they were listed for.
        self._options: tuple[tuple[tuple[Column, ...], Dice, int], list[ScoreOption]] | None = None

    @classmethod
    def from_state(
        cls, state: GameState, history: Sequence[Action] = (), *, rng: random.Random | None = None
    ) -> DiceGame:
        """Continue a game from a saved state (resume)."""
        game = cls(state.rules, state.players, rng=rng)
        game._state = state
        game.history = list(history)
        return game

    # --- reading ----------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self._state

    @property
    def players(self) -> tuple[str, ...]:
        return self._state.players

    @property
    def is_over(self) -> bool:
        return self._state.is_over

    @property
    def current(self) -> int:
        """The seat to move."""
        return self._state.current

    def scores(self) -> tuple[int, ...]:
        """Each player's total so far."""
        return self._state.totals()

    def finished(self, seat: int) -> bool:
        """True once ``seat`` has filled every box."""
        return self._state.player_finished(seat)

    def snapshot(self) -> tuple[GameState, tuple[GameState, ...], tuple[Action, ...], object]:
        """The state, undo stack, history and dice generator's state, to come back to."""
        return self._state, tuple(self._undo), tuple(self.history), self.rng.getstate()

    def restore(self, snapshot: tuple[GameState, tuple[GameState, ...], tuple[Action, ...], object]) -> None:
        """Come back to a :meth:`snapshot`."""
        state, undo, history, rng_state = snapshot
        self._state, self._undo, self.history = state, list(undo), list(history)
        self.rng.setstate(rng_state)  # type: ignore[arg-type]

    def rename(self, players: Sequence[str]) -> None:
        """The same game with its players called ``players`` (as many, in the same seats): a default name
        shown in another language once the language has changed."""
        names = tuple(players)
        if len(names) != len(self._state.players):
            raise ValueError(_("a game keeps its number of players"))
        self._state = replace(self._state, players=names)
        self._undo = [replace(state, players=names) for state in self._undo]

    def score_options(self) -> list[ScoreOption]:
        """Every legal box for the current dice (empty before the first roll)."""
        s = self._state
        if s.dice is None or s.roll_number == 0 or s.is_over:
            return []
        if not self._options_fit(s):
            listed = score_options(s.rules, s.columns, s.dice, s.roll_number)
            self._options = ((s.columns, s.dice, s.roll_number), listed)
        return list(self._options[1])

    def _options_fit(self, s: GameState) -> bool:
        """Whether the options listed last are those of ``s`` (marking dice changes the state, not the boxes
        open, so they are listed again only when the columns, the dice or the roll changed)."""
        if self._options is None:
            return False
        columns, dice, roll_number = self._options[0]
        return columns is s.columns and dice == s.dice and roll_number == s.roll_number

    def suggested(self) -> ScoreOption | None:
        """The box YNOT's TAB key lands on."""
        s = self._state
        return suggest(self.score_options(), s.rules, s.dice) if s.dice else None

    @property
    def can_undo(self) -> bool:
        return bool(self._undo) and not self.is_over

    def legal_actions(self) -> list[Action]:
        """Everything allowed now (a Roll without faces stands for any roll)."""
        s = self._state
        if s.is_over:
            return []
        actions: list[Action] = []
        if s.roll_number == 0 or (s.roll_number < 3 and s.marks):
            actions.append(Roll())
        if 1 <= s.roll_number < 3:
            actions.extend(ToggleDie(i) for i in range(NUM_DICE))
            if s.previous_marks and s.previous_marks != s.marks:
                actions.append(ReselectPrevious())
        actions.extend(Score(o.category, o.column) for o in self.score_options())
        if self.can_undo:
            actions.append(Undo())
        return actions

    # --- changing ---------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` and return what happened, or raise IllegalMove and change nothing."""
        if isinstance(action, Undo):
            return self._undo_last()
        if self._state.is_over:
            raise IllegalMove(_("The game is over."))
        if isinstance(action, Roll):
            events, new_state, action = self._roll(action)
            self._undo.clear()  # new dice were seen: nothing before them can be taken back
        elif isinstance(action, ToggleDie):
            events, new_state = self._toggle(action)
            self._push_undo()
        elif isinstance(action, ReselectPrevious):
            events, new_state = self._reselect()
            self._push_undo()
        elif isinstance(action, Score):
            events, new_state = self._score(action)
            if new_state.player_finished(self._state.current):
                self._undo.clear()  # a finished player's game is final: it goes to the records
            else:
                self._push_undo()
        else:
            raise IllegalMove(_("{action!r} is not something a player can do.").format(action=action))
        self._state = new_state
        self.history.append(action)
        return events

    def _push_undo(self) -> None:
        self._undo.append(self._state)

    def _undo_last(self) -> list[Event]:
        if self._state.is_over:
            raise IllegalMove(_("The game is over; nothing can be taken back."))
        if not self._undo:
            raise IllegalMove(_("Nothing to undo: a roll of the dice can never be taken back."))
        state = self._undo.pop()
        undone = self.history[-1]
        self._state = state
        self.history.append(Undo())
        return [Undone(undone)]

    def _roll(self, action: Roll) -> tuple[list[Event], GameState, Roll]:
        s = self._state
        if s.roll_number >= 3:
            raise IllegalMove(_("No rolls are left this turn: choose a box to score."))
        if s.roll_number == 0:
            positions: tuple[int, ...] = tuple(range(NUM_DICE))
        else:
            if not s.marks:
                raise IllegalMove(_("Mark at least one die to roll again, or choose a box to score."))
            positions = tuple(sorted(s.marks))
        if action.faces is None:
            faces = tuple(self.rng.randint(1, 6) for _position in positions)
        else:
            faces = tuple(action.faces)
            if len(faces) != len(positions):
                raise IllegalMove(
                    _("{rolled} dice are being rolled, but {given} faces were given.").format(
                        rolled=len(positions), given=len(faces)
                    )
                )
            for face in faces:
                try:
                    check_face(face)
                except ValueError as err:
                    raise IllegalMove(_("A die shows 1 to 6, not {face!r}.").format(face=face)) from err
        base = s.dice if s.dice is not None else Dice((1,) * NUM_DICE)
        dice = base.replace(positions, faces) if s.roll_number else Dice(faces)
        roll_number = s.roll_number + 1
        new = replace(
            s,
            dice=dice,
            roll_number=roll_number,
            marks=frozenset(),
            previous_marks=s.marks if s.roll_number else s.previous_marks,
        )
        return [DiceRolled(s.current, dice, positions, roll_number)], new, Roll(faces)

    def _toggle(self, action: ToggleDie) -> tuple[list[Event], GameState]:
        s = self._state
        index = action.index
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < NUM_DICE:
            raise IllegalMove(_("There are five dice, numbered 1 to 5; there is no die {index!r}.").format(index=index))
        if s.roll_number == 0:
            raise IllegalMove(_("Roll the dice first: the first roll of a turn rolls all five."))
        if s.roll_number >= 3:
            raise IllegalMove(_("No rolls are left this turn: choose a box to score."))
        marked = index not in s.marks
        marks = s.marks | {index} if marked else s.marks - {index}
        return [DieToggled(index, marked)], replace(s, marks=frozenset(marks))

    def _reselect(self) -> tuple[list[Event], GameState]:
        s = self._state
        if s.roll_number == 0:
            raise IllegalMove(_("Roll the dice first: the first roll of a turn rolls all five."))
        if s.roll_number >= 3:
            raise IllegalMove(_("No rolls are left this turn: choose a box to score."))
        if not s.previous_marks:
            raise IllegalMove(_("No dice have been rolled again yet, so there is no previous set to mark."))
        return [MarksReselected(s.previous_marks)], replace(s, marks=s.previous_marks)

    def _score(self, action: Score) -> tuple[list[Event], GameState]:
        s = self._state
        if not isinstance(action.category, Category):
            raise IllegalMove(_("There is no box called {name!r}.").format(name=action.category))
        if s.roll_number == 0 or s.dice is None:
            raise IllegalMove(_("Roll the dice before scoring."))
        column = action.column
        if isinstance(column, bool) or not isinstance(column, int) or not 0 <= column < s.rules.columns:
            shown = column + 1 if isinstance(column, int) and not isinstance(column, bool) else repr(column)
            raise IllegalMove(
                ngettext(
                    "This game has {count} scoring column; there is no column {shown}.",
                    "This game has {count} scoring columns; there is no column {shown}.",
                    s.rules.columns,
                ).format(count=s.rules.columns, shown=shown)
            )
        if self._options_fit(s):  # the options were listed for these dice
            option = find_option(self._options[1], action.category, column)
        else:  # only the box chosen is worked out (a record replayed as a kept game is resumed)
            option = score_option(s.rules, s.columns, s.dice, s.roll_number, action.category, column)
        if option is None:
            raise IllegalMove(self._why_not(action.category, column))
        return self._apply_score(option)

    def _why_not(self, category: Category, column: int) -> str:
        s = self._state
        name = category_label(category, s.rules)
        if not s.columns[column].is_free(category):
            return _("{name} is already used; choose a free box.").format(name=name)
        allowed = ", ".join(category_label(o.category, s.rules) for o in self.score_options())
        return _("The Joker rule says this {five_kind} must go in: {allowed}.").format(
            five_kind=_(s.rules.five_kind_name), allowed=allowed
        )

    def _apply_score(self, option: ScoreOption) -> tuple[list[Event], GameState]:
        s = self._state
        player, col = s.current, option.column
        before = s.columns[col]
        if option.extra_turn:
            after = before.with_bonus(extra_bonus=option.extra_bonus)
        else:
            after = before.with_score(
                option.category, option.points, extra_bonus=option.extra_bonus, roll_bonus=option.roll_bonus
            )
        columns = s.columns[:col] + (after,) + s.columns[col + 1 :]
        cards = s.cards[:player] + (columns,) + s.cards[player + 1 :]
        events: list[Event] = []
        if not option.extra_turn:
            events.append(Scored(player, col, option.category, option.points))
        if option.extra_bonus:
            events.append(BonusAwarded(player, col, "extra-five", option.extra_bonus))
        if option.roll_bonus:
            events.append(BonusAwarded(player, col, "roll", option.roll_bonus))
        if after.upper_bonus(s.rules) and not before.upper_bonus(s.rules):
            events.append(BonusAwarded(player, col, "upper", s.rules.upper_bonus))
        extra_turns = s.extra_turns
        if option.extra_turn:
            extra_turns = extra_turns[:player] + (extra_turns[player] + 1,) + extra_turns[player + 1 :]
            events.append(ExtraTurn(player))
        new = replace(s, cards=cards, dice=None, roll_number=0, marks=frozenset(), extra_turns=extra_turns)
        if new.player_finished(player):
            events.append(PlayerFinished(player, new.total(player)))
        if new.is_over:
            events.append(GameOver(new.totals(), new.winners()))
            return events, new
        nxt = player if option.extra_turn else self._next_player(new, player)
        new = replace(new, current=nxt)
        events.append(TurnStarted(nxt, new.turn_number(nxt)))
        return events, new

    @staticmethod
    def _next_player(state: GameState, player: int) -> int:
        count = len(state.players)
        if state.rules.sequential_players and not state.player_finished(player):
            return player
        for step in range(1, count + 1):
            candidate = (player + step) % count
            if not state.player_finished(candidate):
                return candidate
        return player


def category_label(category: Category, rules: RuleSet) -> str:
    """A box's name as the rule set calls it."""
    if category is Category.FIVE_KIND:
        return _(rules.five_kind_name)
    return _(LABELS[category])


#: Each box's name, translated where it is shown (the five-of-a-kind box is named by its rule set).
LABELS = {
    Category.ONES: N_("Ones"),
    Category.TWOS: N_("Twos"),
    Category.THREES: N_("Threes"),
    Category.FOURS: N_("Fours"),
    Category.FIVES: N_("Fives"),
    Category.SIXES: N_("Sixes"),
    Category.THREE_KIND: N_("3 of a Kind"),
    Category.FOUR_KIND: N_("4 of a Kind"),
    Category.FULL_HOUSE: N_("Full House"),
    Category.SMALL_STRAIGHT: N_("Small Straight"),
    Category.LARGE_STRAIGHT: N_("Large Straight"),
    Category.FIVE_KIND: N_("Yahtzee"),
    Category.CHANCE: N_("Chance"),
}
