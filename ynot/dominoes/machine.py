"""The dominoes machine: apply Actions, answer with Events, refuse with IllegalMove (nothing changed)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from ..core import IllegalMove, check_players
from ..i18n import _
from .actions import Action, Deal, Draw, Pass, PlayTile
from .events import Event, GameOver, HandOver, HandStarted, Passed, TileDrawn, TilePlayed
from .layout import Chain, Layout
from .rules import LEAST_PLAYERS, MOST_PLAYERS, DominoRules
from .scoring import blocked_points, out_points, play_points
from .state import DominoState, Phase
from .tiles import Tile


def check_order(rules: DominoRules, order: Sequence[Tile]) -> tuple[Tile, ...]:
    """``order`` if it holds every tile of the set exactly once, else ValueError with a sentence."""
    order = tuple(order)
    if len(order) != rules.tile_count or set(order) != set(rules.tiles):
        raise ValueError(
            _("A deal lists every tile of the {name} set once ({count} tiles).").format(
                name=_(rules.name), count=rules.tile_count
            )
        )
    return order


def deal(
    rules: DominoRules,
    players: tuple[str, ...],
    order: Sequence[Tile],
    *,
    hand_number: int = 1,
    scores: tuple[int, ...] | None = None,
) -> tuple[DominoState, list[Event]]:
    """A new hand from a shuffled ``order``: hands (dealt in seat order), boneyard, and the leader with
    the highest double. If nobody was dealt a double, the players draw in turn (the first hand's first
    seat first, the next hand's second seat first, and so on round the table) until one holds a double."""
    order = check_order(rules, order)
    count = len(players)
    size = rules.hand_size_for(count)
    hands = [list(order[seat * size : (seat + 1) * size]) for seat in range(count)]
    boneyard = list(order[count * size :])
    first_drawer = (hand_number - 1) % count
    events: list[Event] = []
    drawn = [0] * count
    seat = first_drawer
    while not any(t.is_double for hand in hands for t in hand):
        tile = boneyard.pop(0)  # a set always holds a double, so the boneyard holds one now
        hands[seat].append(tile)
        drawn[seat] += 1
        events.append(TileDrawn(seat, tile, len(boneyard)))
        seat = (seat + 1) % count
    opening = max((t for hand in hands for t in hand if t.is_double), key=lambda t: t[0])
    leader = next(seat for seat in range(count) if opening in hands[seat])
    state = DominoState(
        rules=rules,
        players=players,
        hands=tuple(tuple(hand) for hand in hands),
        boneyard=tuple(boneyard),
        layout=Layout(),
        scores=scores if scores is not None else (0,) * count,
        current=leader,
        hand_number=hand_number,
        leader=leader,
        opening=opening,
        drawn=(0,) * count,
        voids=(frozenset(),) * count,
        began_drawing=(None,) * count,
    )
    started = HandStarted(hand_number, leader, opening, len(boneyard), sum(drawn), first_drawer)
    return state, [started, *events]


class DominoGame:
    """One game of Muggins between two to four players (four may play as two partnerships), to the
    rules' target."""

    def __init__(
        self,
        rules: DominoRules,
        players: Sequence[str],
        *,
        rng: random.Random | None = None,
        seed: int | None = None,
        order: Sequence[Tile] | None = None,
    ) -> None:
        self.rules = rules
        self.seed = seed
        self.rng = rng if rng is not None else random.Random(seed)
        names = check_players(players, title=rules.title, most=MOST_PLAYERS, least=LEAST_PLAYERS)
        rules.check_players(len(names))
        first = self._order(order)
        self._state, events = deal(rules, tuple(names), first)
        #: Every action applied, deals included with their order: the game record's body.
        self.history: list[Action] = [Deal(first)]
        #: The events of the last deal or action, for a view's message line.
        self.last_events: tuple[Event, ...] = tuple(events)

    def _order(self, order: Sequence[Tile] | None) -> tuple[Tile, ...]:
        if order is None:
            shuffled = list(self.rules.tiles)
            self.rng.shuffle(shuffled)
            return tuple(shuffled)
        return check_order(self.rules, order)

    # --- reading --------------------------------------------------------------------------
    @property
    def state(self) -> DominoState:
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
        return self._state.scores

    def finished(self, seat: int) -> bool:
        """A player's score is final only when the game is over."""
        return self._state.is_over

    def fits(self, tile: Tile) -> tuple[Chain, ...]:
        """The chains ``tile`` may go on now (the opening double goes on none: it becomes the spinner)."""
        return self._state.layout.fits(tile)

    def plays(self) -> list[PlayTile]:
        """Every tile the player to move may play now, with its chain."""
        s = self._state
        if s.phase is not Phase.PLAY:
            return []
        if s.opening is not None:
            return [PlayTile(s.opening, None)]
        layout = s.layout
        return [PlayTile(t, c) for t in s.hands[s.current] for c in layout.fits(t)]

    def legal_actions(self) -> list[Action]:
        """Everything allowed now: plays, Draw while tiles remain, Pass with neither; Deal between hands."""
        s = self._state
        if s.phase is Phase.OVER:
            return []
        if s.phase is Phase.HAND_OVER:
            return [Deal()]
        actions: list[Action] = list(self.plays())
        if s.opening is None:
            if s.boneyard:
                actions.append(Draw())
            elif not actions:
                actions.append(Pass())
        return actions

    def snapshot(self) -> tuple[DominoState, tuple[Action, ...], tuple[Event, ...], object]:
        return self._state, tuple(self.history), self.last_events, self.rng.getstate()

    def restore(self, snapshot: tuple[DominoState, tuple[Action, ...], tuple[Event, ...], object]) -> None:
        state, history, last, rng_state = snapshot
        self._state, self.history, self.last_events = state, list(history), last
        self.rng.setstate(rng_state)  # type: ignore[arg-type]

    # --- changing -------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` and return what happened, or raise IllegalMove and change nothing."""
        s = self._state
        if s.phase is Phase.OVER:
            raise IllegalMove(_("The game is over."))
        if isinstance(action, Deal):
            events, new, action = self._deal(action)
        elif s.phase is Phase.HAND_OVER:
            raise IllegalMove(_("The hand is over: deal the next one."))
        elif isinstance(action, PlayTile):
            events, new = self._play(action)
        elif isinstance(action, Draw):
            events, new = self._draw()
        elif isinstance(action, Pass):
            events, new = self._pass()
        else:
            raise IllegalMove(_("{action!r} is not something a player can do.").format(action=action))
        self._state = new
        self.history.append(action)
        self.last_events = tuple(events)
        return events

    def _deal(self, action: Deal) -> tuple[list[Event], DominoState, Deal]:
        s = self._state
        if s.phase is not Phase.HAND_OVER:
            raise IllegalMove(_("The next hand is dealt only when this one is over."))
        try:
            order = self._order(action.order)
        except ValueError as err:
            raise IllegalMove(str(err)) from None
        new, events = deal(s.rules, s.players, order, hand_number=s.hand_number + 1, scores=s.scores)
        return events, new, Deal(order)

    def _play(self, action: PlayTile) -> tuple[list[Event], DominoState]:
        s = self._state
        seat, tile, chain = s.current, action.tile, action.chain
        if not isinstance(tile, Tile):
            raise IllegalMove(_("{tile!r} is not a tile.").format(tile=tile))
        hand = s.hands[seat]
        if s.opening is not None and tile != s.opening:
            raise IllegalMove(_("The hand opens with the highest double: play {tile}.").format(tile=s.opening))
        if tile not in hand:
            raise IllegalMove(_("You do not hold {tile}.").format(tile=tile))
        if s.opening is not None:
            layout = s.layout.with_spinner(tile)
        else:
            if not isinstance(chain, Chain):
                raise IllegalMove(_("Say which chain to play {tile} on: left, right, up or down.").format(tile=tile))
            if chain not in s.layout.open_chains():
                raise IllegalMove(_("The up and down chains open once the left and right chains each hold a tile."))
            if chain not in s.layout.fits(tile):
                raise IllegalMove(
                    _("{tile} does not match the {chain} end, which shows {end}.").format(
                        tile=tile, chain=chain.label, end=s.layout.end_number(chain)
                    )
                )
            layout = s.layout.place(tile, chain)
        value = layout.value()
        points = play_points(value)
        scores = _score(s, seat, points)
        rest = tuple(t for t in hand if t != tile)
        hands = _put(s.hands, seat, rest)
        began = _put(s.began_drawing, seat, _after_play(s.began_drawing[seat], s.drawing))
        new = replace(
            s,
            hands=hands,
            layout=layout,
            scores=scores,
            opening=None,
            passes=0,
            current=s.next_seat(seat),
            began_drawing=began,
            drawing=False,
        )
        placed_on = chain if s.opening is None else None
        events: list[Event] = [TilePlayed(seat, tile, placed_on, value, points, scores[seat])]
        if not rest:
            return self._hand_over(new, events, out=seat)
        if scores[seat] >= s.rules.target:
            events.append(GameOver(seat, scores))
            return events, replace(new, phase=Phase.OVER)
        return events, new

    def _draw(self) -> tuple[list[Event], DominoState]:
        s = self._state
        if s.opening is not None:
            raise IllegalMove(_("The hand opens with the highest double: play {tile}.").format(tile=s.opening))
        if not s.boneyard:
            raise IllegalMove(_("The boneyard is empty."))
        seat, tile = s.current, s.boneyard[0]
        hands = _put(s.hands, seat, s.hands[seat] + (tile,))
        drawn = _put(s.drawn, seat, s.drawn[seat] + 1)
        began = s.began_drawing
        if not s.drawing:  # the turn begins with a draw: what the ends showed, and the tiles held
            showing = frozenset(s.layout.end_number(c) for c in s.layout.open_chains())
            began = _put(began, seat, (showing, len(s.hands[seat])))
        new = replace(s, hands=hands, boneyard=s.boneyard[1:], drawn=drawn, began_drawing=began, drawing=True)
        return [TileDrawn(seat, tile, len(new.boneyard))], new

    def _pass(self) -> tuple[list[Event], DominoState]:
        s = self._state
        if s.opening is not None or self.plays():
            raise IllegalMove(_("You can play a tile, so you cannot pass."))
        if s.boneyard:
            raise IllegalMove(_("Draw from the boneyard until you can play; pass only when it is empty."))
        seat = s.current
        lacking = frozenset(s.layout.end_number(c) for c in s.layout.open_chains())
        voids = _put(s.voids, seat, s.voids[seat] | lacking)
        new = replace(s, passes=s.passes + 1, current=s.next_seat(seat), voids=voids, drawing=False)
        events: list[Event] = [Passed(seat)]
        if new.passes >= s.seats:
            return self._hand_over(new, events, out=None)
        return events, new

    def _hand_over(self, s: DominoState, events: list[Event], out: int | None) -> tuple[list[Event], DominoState]:
        pips = tuple(s.pips(seat) for seat in range(s.seats))
        scorer: int | None
        if out is not None:
            scorer, points = out, out_points(s.opponents_pips(out))
        else:
            side, points = blocked_points(s.side_pips())
            scorer = None if side is None else _lightest_of_side(s, side)
        scores = _score(s, scorer, points) if scorer is not None else s.scores
        events.append(HandOver(s.hand_number, out, pips, scorer, points, scores))
        new = replace(s, scores=scores, phase=Phase.HAND_OVER)
        if scorer is not None and scores[scorer] >= s.rules.target:
            events.append(GameOver(scorer, scores))
            new = replace(new, phase=Phase.OVER)
        return events, new


def _lightest_of_side(s: DominoState, side: int) -> int:
    """The seat of ``side`` holding the fewest pips (the lower seat on a tie)."""
    return min((seat for seat in range(s.seats) if s.rules.side(seat) == side), key=lambda seat: (s.pips(seat), seat))


def _after_play(began: tuple[frozenset[int], int] | None, drawing: bool) -> tuple[frozenset[int], int] | None:
    """What a seat's last turn begun with a draw still tells once it plays: the play that ends that turn is a
    drawn tile (the others fitted none of the ends then); each later play may be one of the tiles held then."""
    if began is None or drawing:
        return began
    numbers, held = began
    return (numbers, held - 1) if held > 1 else None


def _put(values: tuple, seat: int, value: object) -> tuple:
    """``values`` with ``seat``'s entry replaced."""
    return values[:seat] + (value,) + values[seat + 1 :]


def _score(s: DominoState, seat: int, points: int) -> tuple[int, ...]:
    """The scores after ``seat`` scores ``points`` for its side (a partner's score moves with it)."""
    side = s.rules.side(seat)
    return tuple(score + points if s.rules.side(other) == side else score for other, score in enumerate(s.scores))
