"""Small endgames with every tile known (issue 37, point 3): the coach's and the hard computer's choice
equal the best found by an exhaustive search, written here on the machine itself (no code shared with
the estimator's search): every line of play of both players to the end of the hand."""

import random

import pytest
from dominoes_helpers import endgames

from ynot.dominoes import DominoGame, Phase, PlayTile, TilePlayed
from ynot.dominoes.coach import hint
from ynot.dominoes.computer import HardPlayer
from ynot.dominoes.estimator import Effort, canonical
from ynot.dominoes.search import WIN

HARD = HardPlayer(Effort(least=4, most=8, budget=800, nodes=200_000))


def exhaustive(game: DominoGame, seat: int, start: tuple[int, ...], seen: dict) -> float:
    """The value for ``seat`` of the position, both players playing their best to the end of the hand: its
    points this hand less the other's, and WIN more (or less) when a side reaches the target. ``seen``
    keeps the positions already valued (the same hands, ends, scores and turn: the same rest of the hand)."""
    s = game.state
    if s.phase is not Phase.PLAY:
        gained = s.scores[seat] - start[seat] - (s.scores[1 - seat] - start[1 - seat])
        winner = s.winner()
        return gained + (0 if winner is None else (WIN if winner == seat else -WIN))
    key = (s.hands, s.layout.ends(), s.layout.end_doubles(), s.current, s.passes, s.scores)
    if key not in seen:
        values = []
        for action in game.legal_actions():
            saved = game.snapshot()
            game.apply(action)
            values.append(exhaustive(game, seat, start, seen))
            game.restore(saved)
        seen[key] = max(values) if s.current == seat else min(values)
    return seen[key]


def move_values(game: DominoGame) -> dict:
    """Each play of the player to move (as the estimator names it), with its exhaustive value and what it
    scores now."""
    seat, start = game.current, game.state.scores
    found: dict = {}
    seen: dict = {}
    for action in game.legal_actions():
        saved = game.snapshot()
        events = game.apply(action)
        now = next((e.points for e in events if isinstance(e, TilePlayed)), 0)
        found[canonical(action, saved[0].layout)] = (exhaustive(game, seat, start, seen), now)
        game.restore(saved)
    return found


def test_the_coach_and_the_hard_computer_choose_the_exhaustive_best():
    games = endgames(24)
    assert len(games) == 24 and sum(max(g.state.scores) >= 250 for g in games) >= 6  # some near a win
    ties = 0
    for index, game in enumerate(games):
        values = move_values(game)
        best = max(value for value, _now in values.values())
        found = hint(game, HARD)
        assert found.assessment.method == "exact"
        choice = found.best.action
        chosen = HARD(game, game.current, random.Random(index))
        assert canonical(chosen, game.state.layout) == choice
        assert values[choice][0] == best
        tied = [action for action, (value, _now) in values.items() if value == best]
        assert values[choice][1] == max(values[action][1] for action in tied)  # ties: the play scoring most now
        ties += len(tied) > 1
        for estimate in found.assessment.estimates:  # the search's values are the exhaustive ones
            assert estimate.value == pytest.approx(values[estimate.action][0])
        assert isinstance(choice, PlayTile)
    assert ties >= 2
