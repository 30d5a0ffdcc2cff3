"""A fast, mutable copy of one hand for the computer's look-ahead, on plain numbers and lists.

What fits and what a field is worth come from ``layout``'s pure functions (one definition of the rules);
this module only keeps them in lists so thousands of plays a move stay cheap.
"""

from __future__ import annotations

from dataclasses import dataclass

from .layout import field_value, open_chain_indexes
from .scoring import blocked_points, out_points, play_points
from .tiles import Tile

#: What reaching the target is worth in a look-ahead, against points scored in a hand (tens).
WIN = 1000.0


@dataclass
class SimHand:
    """One hand in progress with every tile known (a sampled world)."""

    spinner: int
    ends: list[int | None]
    doubles: list[bool]
    hands: list[list[Tile]]
    boneyard: list[Tile]
    scores: list[int]
    current: int
    passes: int = 0

    def copy(self) -> SimHand:
        return SimHand(
            self.spinner,
            self.ends[:],
            self.doubles[:],
            [self.hands[0][:], self.hands[1][:]],
            self.boneyard[:],
            self.scores[:],
            self.current,
            self.passes,
        )


def play_value(spinner: int, ends: list[int | None], doubles: list[bool], tile: Tile, chain: int) -> int:
    """The field's value after ``tile`` goes on ``chain`` (which it must fit)."""
    end = ends[chain]
    match = spinner if end is None else end
    outer = tile[1] if tile[0] == match else tile[0]
    saved = end, doubles[chain]
    ends[chain], doubles[chain] = outer, tile[0] == tile[1]
    value = field_value(spinner, ends, doubles)
    ends[chain], doubles[chain] = saved
    return value


def best_greedy(
    spinner: int, ends: list[int | None], doubles: list[bool], hand: list[Tile]
) -> tuple[int, int, int] | None:
    """The easy player's choice: (index in hand, chain, points) of the play scoring most now, the
    heavier tile on a tie; None when nothing fits."""
    best: tuple[int, int, int] | None = None
    best_key = (-1, -1)
    for chain in open_chain_indexes(ends):
        end = ends[chain]
        match = spinner if end is None else end
        for index, tile in enumerate(hand):
            if tile[0] != match and tile[1] != match:
                continue
            points = play_points(play_value(spinner, ends, doubles, tile, chain))
            key = (points, tile[0] + tile[1])
            if key > best_key:
                best_key, best = key, (index, chain, points)
    return best


def _place(sim: SimHand, seat: int, index: int, chain: int) -> tuple[int, bool]:
    """Play hand[index] on ``chain``: (points scored, whether the player went out)."""
    tile = sim.hands[seat].pop(index)
    end = sim.ends[chain]
    match = sim.spinner if end is None else end
    sim.ends[chain] = tile[1] if tile[0] == match else tile[0]
    sim.doubles[chain] = tile[0] == tile[1]
    points = play_points(field_value(sim.spinner, sim.ends, sim.doubles))
    sim.scores[seat] += points
    sim.passes = 0
    return points, not sim.hands[seat]


def rollout(sim: SimHand, seat: int, first: tuple[Tile, int] | None, target: int) -> float:
    """Play ``first`` for ``sim.current`` (a (tile, chain) play, or None: draw), then both players the
    easy way to the end of the hand; the result for ``seat``: its points minus the opponent's, or
    +-WIN if somebody reaches ``target``."""
    other = 1 - seat
    start = sim.scores[seat] - sim.scores[other]
    mover = sim.current
    if first is None:
        sim.hands[mover].append(sim.boneyard.pop())
    else:
        went_out = _place(sim, mover, sim.hands[mover].index(first[0]), first[1])[1]
        if sim.scores[mover] >= target:
            return WIN if mover == seat else -WIN
        if went_out:
            return _hand_end(sim, seat, other, start, mover, target)
        sim.current = 1 - mover
    while True:
        mover = sim.current
        hand = sim.hands[mover]
        choice = best_greedy(sim.spinner, sim.ends, sim.doubles, hand)
        if choice is not None:
            went_out = _place(sim, mover, choice[0], choice[1])[1]
            if sim.scores[mover] >= target:
                return WIN if mover == seat else -WIN
            if went_out:
                return _hand_end(sim, seat, other, start, mover, target)
            sim.current = 1 - mover
        elif sim.boneyard:
            hand.append(sim.boneyard.pop())
        else:
            sim.passes += 1
            if sim.passes >= 2:
                return _hand_end(sim, seat, other, start, None, target)
            sim.current = 1 - mover


def _hand_end(sim: SimHand, seat: int, other: int, start: int, out: int | None, target: int) -> float:
    pips = (sum(t[0] + t[1] for t in sim.hands[0]), sum(t[0] + t[1] for t in sim.hands[1]))
    if out is not None:
        scorer: int | None = out
        points = out_points(pips[1 - out])
    else:
        scorer, points = blocked_points(pips)
    if scorer is not None:
        sim.scores[scorer] += points
        if sim.scores[scorer] >= target:
            return WIN if scorer == seat else -WIN
    return float(sim.scores[seat] - sim.scores[other] - start)
