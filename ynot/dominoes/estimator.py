"""The one estimator behind the hard computer, the hint and the review: what each thing a seat may do is
worth, told honestly.

- **Deterministic**: the deals it samples are seeded from the position as the seat sees it (its tiles,
  the table, the counts, the scores and what the others showed by saying "I can't go"), never from a clock
  or from what it cannot see. The same position always gets the same estimates, so the hard computer's
  choice, the hint and the review of the same decision agree.
- **Sampled** while tiles are hidden: every candidate (each play, a play on one of two empty twin chains
  once, drawing while tiles remain) is played out on the same sampled deals, everybody playing the easy way
  to the end of the hand. More deals are drawn, within a budget, until the choice stands out by more than a
  standard error of the paired differences; candidates clearly worse are dropped on the way.
- **Exact** when every tile is known (two players, the boneyard empty): both players' best play is
  searched to the end of the hand (``exact.py``); a hand too big for the search gets a look-ahead of the
  seat's own next moves instead, and says so.
- **Points kept apart from the win**: each candidate has its mean points this hand (its side's gain less
  the other sides' mean) and the shares of deals in which its side, or another, reaches the target.
- **Ties to the play that scores**: of the candidates whose estimate equals the best's (``TIED``), the
  choice is the one that scores most now, then the one after which the next player could score least at
  once, then the heavier tile.
"""

from __future__ import annotations

import hashlib
import math
import random
from dataclasses import dataclass, field

from .actions import Action, Draw, Pass, PlayTile
from .exact import solve
from .layout import Chain, Layout, open_chain_indexes
from .machine import DominoGame
from .scoring import play_points
from .search import WIN, Result, SimHand, legal_plays, plan, play_value, rollout, utility
from .state import DominoState, Phase
from .tiles import Tile

#: A margin is meaningful (told in points, flagged by the review) when it is more than this many standard errors.
MEANINGFUL = 1.0
#: A candidate whose mean is below the best's by at most this many standard errors of their difference is
#: alike to the best, and the tie rules choose among the alike. Zero: only an equal estimate is alike (the
#: best mean is the best guess; deferring to the play that scores now within a standard error made the hard
#: computer hardly better than the easy one where samples are few, as with three players and double-nine).
TIED = 0.0
#: Sampling goes on (within the budget) until the best is this many standard errors above the others.
SETTLED = 2.0
#: A candidate this many standard errors below the best is dropped from further sampling.
DROPPED = 3.0
#: Every tile known, hands of this many tiles in all are searched exactly with the whole budget of positions;
#: bigger ones only when one side holds ``FEW`` tiles or less (``_search_nodes``).
SMALL_HAND = 14
FEW = 2
#: Changes the seed of every position at once (a new series of samples everywhere).
_SALT = "ynot dominoes estimator 1"


@dataclass(frozen=True)
class Effort:
    """How much the estimator may spend on a decision: at least ``least`` and at most ``most`` sampled
    deals, ``budget`` tiles played out in all (a play-out costs about the tiles left in hands and
    boneyard), ``nodes`` positions for the exact search and ``plan_budget`` play-outs for the look-ahead
    that replaces it when a hand is too big."""

    least: int = 8
    most: int = 400
    budget: int = 12000
    nodes: int = 6000
    plan_budget: int = 120


@dataclass(frozen=True)
class Estimate:
    """What one candidate is worth to the seat: mean ``points`` this hand (its side's gain less the other
    sides' mean), the shares ``win`` and ``lose`` of deals in which its side or another reaches the target,
    over ``samples`` deals (1 when every tile is known); what it scores ``now`` and the most the next player
    could score at once after it (``leaves``)."""

    action: Action
    points: float
    win: float
    lose: float
    samples: int
    now: int = 0
    leaves: int = 0

    @property
    def value(self) -> float:
        """The one number the choice is made by: the points, a win worth ``WIN`` more."""
        return self.points + WIN * (self.win - self.lose)


@dataclass(frozen=True)
class Margin:
    """How much better one candidate is than another on their common deals: the mean difference and its
    standard error, in value (what the choice is made by), in points and in the share of deals won."""

    value: float
    value_error: float
    points: float
    points_error: float
    win: float
    win_error: float
    lose: float
    lose_error: float
    samples: int

    @property
    def meaningful(self) -> bool:
        """The difference is more than its standard error (exact results: any difference)."""
        return self.value > MEANINGFUL * self.value_error

    @property
    def tied(self) -> bool:
        """The first is not ahead by more than ``TIED`` standard errors: the tie rules choose between them."""
        return self.value <= TIED * self.value_error

    @property
    def win_meaningful(self) -> bool:
        """The share of deals won differs by more than its standard error (and by at least a hundredth)."""
        return abs(self.win) >= 0.01 and abs(self.win) > MEANINGFUL * self.win_error

    @property
    def lose_meaningful(self) -> bool:
        """The share of deals lost differs by more than its standard error (and by at least a hundredth)."""
        return abs(self.lose) >= 0.01 and abs(self.lose) > MEANINGFUL * self.lose_error


@dataclass(frozen=True)
class Assessment:
    """Every candidate of the seat to move with its estimate, and the choice. ``method`` is ``forced``
    (one thing to do), ``sampled``, ``exact`` or ``known`` (every tile known, the hand too big to search
    exactly: a look-ahead of the seat's own moves)."""

    seat: int
    estimates: tuple[Estimate, ...]
    choice: Estimate
    method: str
    results: tuple[tuple[Result, ...], ...] = field(default=(), repr=False)

    def estimate_of(self, action: Action) -> Estimate | None:
        """The estimate of ``action`` (a play on a twin chain found as the play weighed), None if it is not
        a candidate."""
        return next((e for e in self.estimates if e.action == action), None)

    def margin(self, better: Estimate, other: Estimate) -> Margin:
        """How much ``better`` beats ``other`` on the deals both were weighed on."""
        first = self.results[self.estimates.index(better)]
        second = self.results[self.estimates.index(other)]
        return paired_margin(first, second)

    def contenders(self) -> list[Estimate]:
        """The best estimate and every one alike to it (``Margin.tied``): the tie rules choose among them.
        A draw must stand out: when drawing has the best mean, every play not meaningfully below it is alike
        (the tie rules then play rather than draw). A drawn tile is the most uncertain candidate, so on few
        deals it comes out on top by chance more often than any play."""
        top = max(self.estimates, key=lambda e: e.value)
        if isinstance(top.action, Draw):
            return [e for e in self.estimates if e is top or not self.margin(top, e).meaningful]
        return [e for e in self.estimates if e is top or self.margin(top, e).tied]

    def others(self) -> list[Estimate]:
        """Every candidate but the choice, best first."""
        return sorted((e for e in self.estimates if e is not self.choice), key=lambda e: -e.value)


def paired_margin(first: tuple[Result, ...], second: tuple[Result, ...]) -> Margin:
    """The mean differences first - second over their common deals, with their standard errors."""
    count = min(len(first), len(second))
    values = [utility(a) - utility(b) for a, b in zip(first[:count], second[:count], strict=True)]
    points = [a[0] - b[0] for a, b in zip(first[:count], second[:count], strict=True)]
    wins = [(a[1] == 1) - (b[1] == 1) for a, b in zip(first[:count], second[:count], strict=True)]
    losses = [(a[1] == -1) - (b[1] == -1) for a, b in zip(first[:count], second[:count], strict=True)]
    value, value_error = _mean_error(values)
    point, point_error = _mean_error(points)
    win, win_error = _mean_error(wins)
    lose, lose_error = _mean_error(losses)
    return Margin(value, value_error, point, point_error, win, win_error, lose, lose_error, count)


def _mean_error(values: list[float] | list[int]) -> tuple[float, float]:
    """The mean and its standard error (0 for one value: an exact result has none)."""
    count = len(values)
    mean = sum(values) / count
    if count < 2:
        return mean, 0.0
    spread = sum((v - mean) ** 2 for v in values) / (count - 1)
    return mean, math.sqrt(spread / count)


# --- what a seat knows ------------------------------------------------------------------------------
def unseen_tiles(game: DominoGame, seat: int) -> list[Tile]:
    """The tiles ``seat`` cannot see: the other hands and the boneyard, together."""
    s = game.state
    seen = set(s.hands[seat]) | set(s.layout.tiles())
    return [t for t in s.rules.tiles if t not in seen]


def position_seed(game: DominoGame, seat: int) -> int:
    """A number for the position as ``seat`` sees it: its tiles, the table, how many tiles every hand and
    the boneyard hold, the scores, whose turn, and what every seat showed (its draws, its "I can't go")."""
    s = game.state
    layout = s.layout
    facts = (
        _SALT,
        s.rules.highest,
        s.rules.target,
        s.rules.partners,
        seat,
        s.current,
        s.hand_number,
        s.scores,
        tuple(t.code for t in s.hands[seat]),
        layout.spinner.code if layout.spinner else "",
        tuple(tuple(p.tile.code for p in chain) for chain in layout.chains),
        tuple(len(hand) for hand in s.hands),
        len(s.boneyard),
        tuple(tuple(sorted(v)) for v in s.voids),
        s.drawn,
        tuple(None if b is None else (tuple(sorted(b[0])), b[1]) for b in s.began_drawing),
        s.passes,
    )
    return int.from_bytes(hashlib.blake2b(repr(facts).encode(), digest_size=8).digest(), "big")


def sample_world(game: DominoGame, seat: int, rng: random.Random) -> SimHand:
    """One deal of the unseen tiles consistent with what ``seat`` has seen, as a hand to simulate: each
    other hand gets as many tiles as it holds, none showing a number it said "I can't go" to, no more
    doubles higher than the opening one than it has drawn tiles (nobody was dealt one), and, as a player
    draws only when it must, none of the numbers the ends showed when it last began to draw among the
    tiles it may still hold from then. When not every condition can be met, the rest is dealt freely."""
    s = game.state
    unseen = unseen_tiles(game, seat)
    rng.shuffle(unseen)
    opening = s.layout.spinner[0] if s.layout.spinner is not None else 99
    hands = [list(hand) for hand in s.hands]
    pool = unseen
    for other in range(s.seats):
        if other == seat:
            continue
        hands[other], pool = _deal_hand(
            pool, len(s.hands[other]), s.voids[other], s.drawn[other], opening, s.began_drawing[other]
        )
    rng.shuffle(pool)
    layout = s.layout
    return SimHand(
        spinner=layout.spinner[0],  # type: ignore[index]
        ends=list(layout.ends()),
        doubles=list(layout.end_doubles()),
        hands=hands,
        boneyard=pool,
        scores=[s.scores[_seat_of_side(s, side)] for side in range(s.rules.sides(s.seats))],
        current=s.current,
        passes=s.passes,
        side=tuple(s.rules.side(other) for other in range(s.seats)),
    )


def _deal_hand(
    pool: list[Tile],
    count: int,
    voids: frozenset[int],
    drawn: int,
    opening: int,
    began: tuple[frozenset[int], int] | None,
) -> tuple[list[Tile], list[Tile]]:
    """``count`` tiles of the shuffled ``pool`` for one hand, and the rest: first the tiles it may still
    hold from when it last began to draw (none showing the numbers of the ends then), then any others;
    never a number of ``voids``, and no more doubles above ``opening`` than the tiles it drew."""
    lacking, held = began if began is not None else (frozenset(), 0)
    held = min(held, count)
    hand: list[Tile] = []
    rest: list[Tile] = []
    doubles_left = drawn  # nobody was dealt a double above the opening one
    for strict in (True, False):
        source, rest = (pool, []) if strict else (rest, [])
        for tile in source:
            barred = voids | lacking if strict else voids
            if len(hand) >= (held if strict else count) or tile[0] in barred or tile[1] in barred:
                rest.append(tile)
            elif tile[0] == tile[1] and tile[0] > opening:
                if doubles_left > 0:
                    doubles_left -= 1
                    hand.append(tile)
                else:
                    rest.append(tile)
            else:
                hand.append(tile)
    while len(hand) < count:  # the conditions could not all be met: take what is left
        hand.append(rest.pop())
    return hand, rest


def _seat_of_side(s: DominoState, side: int) -> int:
    return next(seat for seat in range(s.seats) if s.rules.side(seat) == side)


def best_reply(spinner: int, ends: list[int | None], doubles: list[bool], theirs: list[Tile]) -> tuple[int, int]:
    """(the most a player holding some of ``theirs`` could score at once on this table, how many plays
    of theirs fit it)."""
    most, count = 0, 0
    for chain in open_chain_indexes(ends):
        end = ends[chain]
        match = spinner if end is None else end
        for tile in theirs:
            if tile[0] == match or tile[1] == match:
                count += 1
                most = max(most, play_points(play_value(spinner, ends, doubles, tile, chain)))
    return most, count


def may_hold(game: DominoGame, seat: int, other: int) -> list[Tile]:
    """The tiles ``seat`` cannot see that ``other`` may hold: none showing a number it said "I can't go" to."""
    voids = game.state.voids[other]
    return [t for t in unseen_tiles(game, seat) if not (t[0] in voids or t[1] in voids)]


# --- the candidates -----------------------------------------------------------------------------------
def canonical(action: Action, layout: Layout) -> Action:
    """``action`` with a play on the right (down) chain told as the left (up) one while both twins are
    empty: the field, and so everything after, is the same either way."""
    if not isinstance(action, PlayTile) or action.chain is None:
        return action
    twin = {Chain.RIGHT: Chain.LEFT, Chain.DOWN: Chain.UP}.get(action.chain)
    if twin is not None and not layout.chain(action.chain) and not layout.chain(twin):
        return PlayTile(action.tile, twin)
    return action


def candidates(game: DominoGame) -> list[Action]:
    """What is weighed for the player to move: every play (a play on an empty chain once, when its twin
    chain is empty too: they are the same play), drawing while tiles remain; "I can't go" when neither."""
    layout = game.state.layout
    found: list[Action] = []
    for play in game.plays():
        same = canonical(play, layout)
        if same not in found:
            found.append(same)
    if game.state.opening is None and game.state.boneyard:
        found.append(Draw())
    return found or [Pass()]


def _encode(action: Action) -> tuple[Tile, int] | None:
    """A play as (tile, chain index) for the fast search; None for a draw or a pass."""
    if isinstance(action, PlayTile):
        return action.tile, int(action.chain)  # type: ignore[arg-type]
    return None


def tie_key(estimate: Estimate) -> tuple[int, bool, int, int, float]:
    """The order among candidates whose estimates are alike: scoring more now; then a play before a draw
    (a drawn tile is more for the others to count when somebody goes out); then leaving the next player
    less to score at once; then the heavier tile; then the better estimate."""
    action = estimate.action
    playing = isinstance(action, PlayTile)
    return estimate.now, playing, -estimate.leaves, action.tile.pips if playing else -1, estimate.value


# --- the estimator ------------------------------------------------------------------------------------
def assess(game: DominoGame, seat: int, effort: Effort | None = None, *, target: int | None = None) -> Assessment:
    """Every candidate of ``seat`` (to move, in a hand) with its estimate, and the choice; ``target`` is the
    score that wins in the look-ahead (the game's own when None)."""
    s = game.state
    if s.phase is not Phase.PLAY or s.current != seat:
        raise ValueError(f"seat {seat} is not to play")
    effort = effort or Effort()
    target = s.rules.target if target is None else target
    weighed = candidates(game)
    now, leaves = _at_once(game, seat, weighed)
    if len(weighed) == 1:
        only = Estimate(weighed[0], 0.0, 0.0, 0.0, 0, now[0], leaves[0])
        return Assessment(seat, (only,), only, "forced", ((),))
    if not s.boneyard and s.seats == 2:
        results, method = _known(game, seat, weighed, effort, target)
    else:
        results, method = _sampled(game, seat, weighed, effort, target), "sampled"
    estimates = tuple(_estimate(a, r, n, left) for a, r, n, left in zip(weighed, results, now, leaves, strict=True))
    assessment = Assessment(seat, estimates, estimates[0], method, tuple(tuple(r) for r in results))
    choice = max(assessment.contenders(), key=tie_key)
    return Assessment(seat, estimates, choice, method, assessment.results)


def _estimate(action: Action, results: list[Result], now: int, leaves: int) -> Estimate:
    count = len(results)
    return Estimate(
        action,
        sum(r[0] for r in results) / count,
        sum(r[1] == 1 for r in results) / count,
        sum(r[1] == -1 for r in results) / count,
        count,
        now,
        leaves,
    )


def _at_once(game: DominoGame, seat: int, weighed: list[Action]) -> tuple[list[int], list[int]]:
    """For each candidate: what it scores now, and the most the next player could score at once after it."""
    s = game.state
    layout = s.layout
    if layout.spinner is None:
        return [0] * len(weighed), [0] * len(weighed)
    spinner = layout.spinner[0]
    ends, doubles = list(layout.ends()), list(layout.end_doubles())
    theirs = may_hold(game, seat, s.next_seat(seat))
    now, leaves = [], []
    for action in weighed:
        if isinstance(action, PlayTile) and action.chain is not None:
            after = layout.place(action.tile, action.chain)
            after_ends, after_doubles = list(after.ends()), list(after.end_doubles())
            now.append(play_points(after.value()))
            leaves.append(best_reply(spinner, after_ends, after_doubles, theirs)[0])
        else:
            now.append(0)
            leaves.append(best_reply(spinner, ends, doubles, theirs)[0])
    return now, leaves


def _known(
    game: DominoGame, seat: int, weighed: list[Action], effort: Effort, target: int
) -> tuple[list[list[Result]], str]:
    """Every tile known: the exact search, or the look-ahead of the seat's own moves when it is too big."""
    world = sample_world(game, seat, random.Random(0))  # the one world there is
    hand = world.hands[seat]
    keys = [(hand[index], chain) for index, chain in legal_plays(world.spinner, world.ends, hand)]
    nodes = _search_nodes(effort.nodes, [len(tiles) for tiles in world.hands])
    found = solve(world, seat, target, nodes) if nodes else None
    method = "exact"
    if found is None:
        found, method = plan(world, seat, target, effort.plan_budget), "known"
    if not keys:  # nothing fits: the one result is for passing
        return [[found[0]] for _action in weighed], method
    value = dict(zip(keys, found, strict=True))
    return [[value[_encode(action)]] for action in weighed], method  # type: ignore[index]


def _search_nodes(nodes: int, sizes: list[int]) -> int:
    """The positions the exact search may spend on hands of ``sizes`` tiles: all of ``nodes`` for a small
    hand (``SMALL_HAND`` tiles in all); a quarter when one side holds ``FEW`` tiles or less (the search
    is then shallow on one side, and may end in time); none otherwise (measured: with three tiles or more
    on each side and a dozen in all, 6,000 positions never sufficed, and failing cost a move 100-200 ms)."""
    if sum(sizes) <= SMALL_HAND:
        return nodes
    return nodes // 4 if min(sizes) <= FEW else 0


def _sampled(game: DominoGame, seat: int, weighed: list[Action], effort: Effort, target: int) -> list[list[Result]]:
    """Each candidate played out on the same sampled deals, more drawn until the choice stands out (or the
    budget is spent); a candidate clearly worse than the best is dropped on the way."""
    s = game.state
    rng = random.Random(position_seed(game, seat))
    cost = sum(len(hand) for hand in s.hands) + len(s.boneyard)
    moves = [_encode(action) for action in weighed]
    results: list[list[Result]] = [[] for _action in weighed]
    active = list(range(len(weighed)))
    spent = 0
    worlds = 0
    check = effort.least  # the candidates are looked at again at growing steps: the looks stay cheap
    while True:
        world = sample_world(game, seat, rng)
        worlds += 1
        for index in active:
            results[index].append(rollout(world.copy(), seat, moves[index], target))
        spent += cost * len(active)
        if worlds < effort.least:
            continue
        if worlds >= effort.most or spent + cost * len(active) > effort.budget:
            return results
        if worlds >= check:
            check = worlds + max(4, worlds // 4)
            active = _still_in(results, active)
            if _settled(results, active):
                return results


def _still_in(results: list[list[Result]], active: list[int]) -> list[int]:
    """The candidates still worth sampling: none far below the best."""
    means = {i: sum(utility(r) for r in results[i]) / len(results[i]) for i in active}
    top = max(active, key=lambda i: means[i])
    kept = []
    for index in active:
        margin = paired_margin(tuple(results[top]), tuple(results[index]))
        if index == top or margin.value <= DROPPED * margin.value_error:
            kept.append(index)
    return kept


def _settled(results: list[list[Result]], active: list[int]) -> bool:
    """Whether more deals cannot change the choice: one candidate left standing out, or the others level
    with it on every deal."""
    means = {i: sum(utility(r) for r in results[i]) / len(results[i]) for i in active}
    top = max(active, key=lambda i: means[i])
    for index in active:
        if index == top:
            continue
        margin = paired_margin(tuple(results[top]), tuple(results[index]))
        if margin.value_error > 0 and margin.value <= SETTLED * margin.value_error:
            return False
    return True
