"""A fast, mutable copy of one hand for the computer's look-ahead, on plain numbers and lists.

What fits and what a field is worth come from ``layout``'s pure functions (one definition of the rules);
this module only keeps them in lists so thousands of plays a move stay cheap. Two to four seats; points
go to a seat's side (itself, or its partnership).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .layout import field_value, open_chain_indexes
from .scoring import blocked_points, out_points, play_points
from .tiles import Tile

#: What reaching the target is worth, against points scored in a hand, when one number must choose.
WIN = 1000.0

#: What a look-ahead tells of a hand for one seat: (its side's points minus the other sides' mean, the
#: outcome: 1 when its side reached the target, -1 when another side did, 0 when the game goes on).
Result = tuple[float, int]

#: A play policy inside a look-ahead: (sim, seat) -> (index in hand, chain) or None when nothing fits.
Policy = Callable[["SimHand", int], "tuple[int, int] | None"]


@dataclass
class SimHand:
    """One hand in progress with every tile known (a sampled world). ``scores`` are per side and
    ``side[seat]`` is the side a seat scores for."""

    spinner: int
    ends: list[int | None]
    doubles: list[bool]
    hands: list[list[Tile]]
    boneyard: list[Tile]
    scores: list[int]
    current: int
    passes: int = 0
    side: tuple[int, ...] = (0, 1)

    def copy(self) -> SimHand:
        return SimHand(
            self.spinner,
            self.ends[:],
            self.doubles[:],
            [hand[:] for hand in self.hands],
            self.boneyard[:],
            self.scores[:],
            self.current,
            self.passes,
            self.side,
        )

    def pips(self, seat: int) -> int:
        return sum(t[0] + t[1] for t in self.hands[seat])


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


def legal_plays(spinner: int, ends: list[int | None], hand: list[Tile]) -> list[tuple[int, int]]:
    """Every (index in hand, chain) that fits now."""
    found = []
    for chain in open_chain_indexes(ends):
        end = ends[chain]
        match = spinner if end is None else end
        for index, tile in enumerate(hand):
            if tile[0] == match or tile[1] == match:
                found.append((index, chain))
    return found


def best_greedy(
    spinner: int, ends: list[int | None], doubles: list[bool], hand: list[Tile]
) -> tuple[int, int, int] | None:
    """The easy player's choice: (index in hand, chain, points) of the play scoring most now, the
    heavier tile on a tie; None when nothing fits. (A play changes one chain's end, so the field's value
    after it is today's value with that chain's share replaced: ``field_value`` once, not per play.)"""
    best: tuple[int, int, int] | None = None
    best_key = (-1, -1)
    total = field_value(spinner, ends, doubles)
    for chain in open_chain_indexes(ends):
        end = ends[chain]
        if end is None:
            match, share = spinner, (spinner if chain >= 2 else 0)
        else:
            match, share = end, (2 * end if doubles[chain] else end)
        base = total - share
        for index, tile in enumerate(hand):
            high, low = tile
            if high == match:
                value = base + (2 * low if high == low else low)
            elif low == match:
                value = base + high
            else:
                continue
            points = value if value > 0 and value % 5 == 0 else 0
            key = (points, high + low)
            if key > best_key:
                best_key, best = key, (index, chain, points)
    return best


def greedy_policy(sim: SimHand, seat: int) -> tuple[int, int] | None:
    """The easy way, as a look-ahead policy."""
    choice = best_greedy(sim.spinner, sim.ends, sim.doubles, sim.hands[seat])
    return None if choice is None else (choice[0], choice[1])


def _place(sim: SimHand, seat: int, index: int, chain: int) -> tuple[int, bool]:
    """Play hand[index] on ``chain``: (points scored, whether the player went out)."""
    tile = sim.hands[seat].pop(index)
    end = sim.ends[chain]
    match = sim.spinner if end is None else end
    sim.ends[chain] = tile[1] if tile[0] == match else tile[0]
    sim.doubles[chain] = tile[0] == tile[1]
    points = play_points(field_value(sim.spinner, sim.ends, sim.doubles))
    sim.scores[sim.side[seat]] += points
    sim.passes = 0
    return points, not sim.hands[seat]


def _result(sim: SimHand, seat: int, start: list[int], outcome: int) -> Result:
    """What the hand so far is worth to ``seat``: (its side's gain minus the other sides' mean gain, the
    outcome: 1 when its side reached the target, -1 when another side did, 0 when the game goes on)."""
    mine = sim.side[seat]
    gains = [score - before for score, before in zip(sim.scores, start, strict=True)]
    others = [gain for side, gain in enumerate(gains) if side != mine]
    return float(gains[mine] - sum(others) / len(others)), outcome


def utility(result: Result) -> float:
    """One number to choose by: the points, and reaching the target worth ``WIN`` more."""
    return result[0] + WIN * result[1]


def _turn(sim: SimHand, seat: int, start: list[int], target: int, choice: tuple[int, int] | None) -> Result | None:
    """One move for ``sim.current``: ``choice`` (index in hand, chain) or None (draw while tiles remain,
    else pass). The result for ``seat`` when it ended the hand or reached the target, else None."""
    mover = sim.current
    count = len(sim.hands)
    if choice is not None:
        went_out = _place(sim, mover, choice[0], choice[1])[1]
        if went_out:  # the play's points, then the going-out points, then the target (as the machine)
            return _hand_end(sim, seat, start, mover, target)
        if sim.scores[sim.side[mover]] >= target:
            return _result(sim, seat, start, 1 if sim.side[mover] == sim.side[seat] else -1)
        sim.current = (mover + 1) % count
    elif sim.boneyard:
        sim.hands[mover].append(sim.boneyard.pop())
    else:
        sim.passes += 1
        if sim.passes >= count:
            return _hand_end(sim, seat, start, None, target)
        sim.current = (mover + 1) % count
    return None


def rollout(
    sim: SimHand,
    seat: int,
    first: tuple[Tile, int] | None,
    target: int,
    policies: tuple[Policy, ...] | None = None,
    start: list[int] | None = None,
) -> Result:
    """Play ``first`` for ``sim.current`` (a (tile, chain) play, or None: draw, or pass when the boneyard
    is empty), then every player by its policy (``policies[seat]``, the easy way when None) to the end of
    the hand; the result for ``seat`` (``_result``). ``start`` is the scores the points count from (now,
    when None)."""
    start = sim.scores[:] if start is None else start
    if first is not None:
        choice: tuple[int, int] | None = (sim.hands[sim.current].index(first[0]), first[1])
    else:
        choice = None
    result = _turn(sim, seat, start, target, choice)
    if result is not None:
        return result
    return finish(sim, seat, start, target, policies)


def finish(
    sim: SimHand, seat: int, start: list[int], target: int, policies: tuple[Policy, ...] | None = None
) -> Result:
    """Every player by its policy (the easy way when None) to the end of the hand: the result for ``seat``."""
    while True:
        mover = sim.current
        if policies is None:
            choice = best_greedy(sim.spinner, sim.ends, sim.doubles, sim.hands[mover])
            if choice is None and sim.boneyard:
                choice = _draw_until_it_fits(sim, mover)
        else:
            choice = policies[mover](sim, mover)  # type: ignore[assignment]
        result = _turn(sim, seat, start, target, None if choice is None else (choice[0], choice[1]))
        if result is not None:
            return result


def _draw_until_it_fits(sim: SimHand, mover: int) -> tuple[int, int, int] | None:
    """The easy way for a player with nothing to play: draw until a tile fits (the ends stay as they are, so
    only the tile just drawn can), and then the best chain for it; None when the boneyard runs out first."""
    hand = sim.hands[mover]
    while sim.boneyard:
        hand.append(sim.boneyard.pop())
        choice = best_greedy(sim.spinner, sim.ends, sim.doubles, hand[-1:])
        if choice is not None:
            return len(hand) - 1, choice[1], choice[2]
    return None


def plan(sim: SimHand, seat: int, target: int, budget: int, start: list[int] | None = None) -> list[Result]:
    """With every tile known, a look-ahead cheaper than the exact search: the result for ``seat`` (to move
    in ``sim``) of each of its legal plays (in ``legal_plays`` order; one for passing when nothing fits).
    After each, the others play the easy way until ``seat`` moves again; that move is searched the same way
    while ``budget`` (the play-outs this search may spend) allows, else everybody plays the easy way to the
    hand's end."""
    start = sim.scores[:] if start is None else start
    choices: list[tuple[int, int] | None] = list(legal_plays(sim.spinner, sim.ends, sim.hands[seat])) or [None]
    share = budget // len(choices)
    results = []
    for choice in choices:
        branch = sim.copy()
        result = _turn(branch, seat, start, target, choice)
        while result is None and branch.current != seat:
            greedy = best_greedy(branch.spinner, branch.ends, branch.doubles, branch.hands[branch.current])
            result = _turn(branch, seat, start, target, None if greedy is None else (greedy[0], greedy[1]))
        if result is None:
            if share >= 2:
                result = max(plan(branch, seat, target, share, start), key=utility)
            else:
                result = finish(branch, seat, start, target)
        results.append(result)
    return results


def _hand_end(sim: SimHand, seat: int, start: list[int], out: int | None, target: int) -> Result:
    count = len(sim.hands)
    if out is not None:
        scorer: int | None = sim.side[out]
        points = out_points(sum(sim.pips(s) for s in range(count) if sim.side[s] != scorer))
    else:
        side_pips = [0] * len(sim.scores)
        for s in range(count):
            side_pips[sim.side[s]] += sim.pips(s)
        scorer, points = blocked_points(side_pips)
    outcome = 0
    if scorer is not None:
        sim.scores[scorer] += points
        if sim.scores[scorer] >= target:
            outcome = 1 if scorer == sim.side[seat] else -1
    return _result(sim, seat, start, outcome)

