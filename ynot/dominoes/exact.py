"""The exact search of a hand with every tile known: two players and the boneyard empty (as after one has
drawn it all), so nothing is left to chance.

Both players play their best to the end of the hand: a minimax with alpha-beta pruning and a table of the
positions already searched, on the same pure rules as the machine (``layout``'s functions, ``scoring``).
A result is ``search.Result``: the points this hand of the player it is told for, less the other's, and
whether a side reached the target (the hand, and the game, end there). The search gives up, and says so,
when a hand is too big to search within its budget of positions.
"""

from __future__ import annotations

from .layout import field_value, open_chain_indexes
from .scoring import blocked_points, out_points, play_points
from .search import Result, SimHand, legal_plays, utility
from .tiles import Tile

Hands = tuple[tuple[Tile, ...], tuple[Tile, ...]]


class _OutOfNodes(Exception):
    """The budget of positions is spent."""


class _Search:
    """One search: the target, the positions left to spend and the table of positions searched."""

    def __init__(self, spinner: int, target: int, nodes: int) -> None:
        self.spinner = spinner
        self.target = target
        self.nodes = nodes
        #: key -> (result, bound): bound 0 exact, 1 at least, -1 at most (on the utility).
        self.table: dict[tuple, tuple[Result, int]] = {}

    def moves(self, hand: tuple[Tile, ...], ends: tuple[int | None, ...], doubles: tuple[bool, ...]) -> list:
        """Every play of ``hand`` as (points now, index, chain, ends after, doubles after), best first."""
        found = []
        spinner = self.spinner
        for chain in open_chain_indexes(ends):
            end = ends[chain]
            match = spinner if end is None else end
            for index, tile in enumerate(hand):
                if tile[0] != match and tile[1] != match:
                    continue
                new_ends = list(ends)
                new_doubles = list(doubles)
                new_ends[chain] = tile[1] if tile[0] == match else tile[0]
                new_doubles[chain] = tile[0] == tile[1]
                points = play_points(field_value(spinner, new_ends, new_doubles))
                found.append((points, index, chain, tuple(new_ends), tuple(new_doubles)))
        found.sort(key=lambda move: -move[0])
        return found

    def value(
        self,
        hands: Hands,
        ends: tuple[int | None, ...],
        doubles: tuple[bool, ...],
        mover: int,
        passes: int,
        scores: tuple[int, int],
        alpha: float,
        beta: float,
    ) -> Result:
        """The result for ``mover`` of the rest of the hand, both playing their best."""
        self.nodes -= 1
        if self.nodes < 0:
            raise _OutOfNodes
        key = (hands, ends, doubles, mover, passes, scores)
        known = self.table.get(key)
        if known is not None:
            result, bound = known
            worth = utility(result)
            if bound == 0 or (bound > 0 and worth >= beta) or (bound < 0 and worth <= alpha):
                return result
        start_alpha = alpha
        best: Result | None = None
        moves = self.moves(hands[mover], ends, doubles)
        if not moves:
            best = self._pass(hands, ends, doubles, mover, passes, scores, alpha, beta)
        for points, index, _chain, new_ends, new_doubles in moves:
            result = self._after(hands, mover, index, points, new_ends, new_doubles, scores, alpha, beta)
            if best is None or utility(result) > utility(best):
                best = result
            alpha = max(alpha, utility(result))
            if alpha >= beta:
                break
        assert best is not None
        worth = utility(best)
        bound = 1 if worth >= beta else (-1 if worth <= start_alpha else 0)
        self.table[key] = (best, bound)
        return best

    def _after(
        self,
        hands: Hands,
        mover: int,
        index: int,
        points: int,
        ends: tuple[int | None, ...],
        doubles: tuple[bool, ...],
        scores: tuple[int, int],
        alpha: float,
        beta: float,
    ) -> Result:
        """The result for ``mover`` of playing ``hands[mover][index]`` (scoring ``points``), then the rest."""
        hand = hands[mover]
        rest = hand[:index] + hand[index + 1 :]
        new_hands: Hands = (rest, hands[1]) if mover == 0 else (hands[0], rest)
        new_scores = (scores[0] + points, scores[1]) if mover == 0 else (scores[0], scores[1] + points)
        if not rest:  # the play's points, then the going-out points, then the target (as the machine)
            gained = out_points(sum(t[0] + t[1] for t in new_hands[1 - mover]))
            return float(points + gained), 1 if new_scores[mover] + gained >= self.target else 0
        if new_scores[mover] >= self.target:
            return float(points), 1
        # the reply's worth w gives this play points - w: the window moves by the points
        reply = self.value(new_hands, ends, doubles, 1 - mover, 0, new_scores, points - beta, points - alpha)
        return points - reply[0], -reply[1]

    def _pass(
        self,
        hands: Hands,
        ends: tuple[int | None, ...],
        doubles: tuple[bool, ...],
        mover: int,
        passes: int,
        scores: tuple[int, int],
        alpha: float,
        beta: float,
    ) -> Result:
        """``mover`` says "I can't go"; two in a row block the hand."""
        if passes + 1 >= 2:
            return _blocked(hands, mover, scores, self.target)
        reply = self.value(hands, ends, doubles, 1 - mover, passes + 1, scores, -beta, -alpha)
        return -reply[0], -reply[1]


def _blocked(hands: Hands, mover: int, scores: tuple[int, int], target: int) -> Result:
    """A blocked hand for ``mover``: the lighter hand scores the difference, rounded."""
    pips = [sum(t[0] + t[1] for t in hand) for hand in hands]
    scorer, points = blocked_points(pips)
    if scorer is None:
        return 0.0, 0
    won = 1 if scores[scorer] + points >= target else 0
    return (float(points), won) if scorer == mover else (float(-points), -won)


def solve(sim: SimHand, seat: int, target: int, nodes: int) -> list[Result] | None:
    """The exact result for ``seat`` (two players, to move in ``sim``, the boneyard empty) of each of its
    legal plays, in ``legal_plays`` order (one result for passing when nothing fits), both players playing
    their best to the end of the hand; None when the hand needs more than ``nodes`` positions."""
    if len(sim.hands) != 2 or sim.boneyard or sim.current != seat:
        raise ValueError("the exact search needs two players, every tile known and the seat to move")
    search = _Search(sim.spinner, target, nodes)
    hands: Hands = (tuple(sorted(sim.hands[0])), tuple(sorted(sim.hands[1])))
    ends, doubles = tuple(sim.ends), tuple(sim.doubles)
    scores = (sim.scores[sim.side[0]], sim.scores[sim.side[1]])
    plays = legal_plays(sim.spinner, sim.ends, sim.hands[seat])
    window = 10 * (abs(utility((0.0, 1))) + 1000.0)
    try:
        if not plays:
            return [search._pass(hands, ends, doubles, seat, sim.passes, scores, -window, window)]
        results = []
        for index, chain in plays:
            tile = sim.hands[seat][index]
            moved = [move for move in search.moves(hands[seat], ends, doubles) if move[2] == chain]
            points, at, _chain, new_ends, new_doubles = next(m for m in moved if hands[seat][m[1]] == tile)
            results.append(search._after(hands, seat, at, points, new_ends, new_doubles, scores, -window, window))
        return results
    except _OutOfNodes:
        return None
