"""The computer players: ``choose(game, seat, rng) -> action`` for each level.

- ``random``: any legal action.
- ``easy``: the play that scores most now (the heavier tile on a tie); draws or passes only when it must.
- ``hard``: looks ahead over what it cannot see. It samples deals of the unseen tiles (the opponent's hand
  and the boneyard) consistent with what it has seen: the tiles played, how many the opponent holds and
  has drawn, the numbers the opponent showed it lacks by saying "I can't go", and the doubles the opponent
  cannot have been dealt (it led, so the opponent held no higher double). In each sampled deal it plays
  every candidate (each play, and drawing while tiles remain) out to the end of the hand with both
  players playing the easy way, and picks the candidate with the best average result (its points minus
  the opponent's, with the game's target counting as a win). Drawing when no play pays, to fish for a
  scoring tile or to keep a dangerous one back, is a candidate like any other.

A computer uses only what its seat can see: its own hand, the layout, counts and the public history.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .actions import Action, Deal, Draw, Pass, PlayTile
from .layout import CHAINS
from .machine import DominoGame
from .search import SimHand, best_greedy, rollout
from .state import Phase
from .tiles import Tile

Chooser = Callable[[DominoGame, int, random.Random], Action]


def _forced(game: DominoGame, seat: int) -> Action | None:
    """The action when there is no choice (deal, opening double, a single legal action)."""
    s = game.state
    if s.phase is Phase.HAND_OVER:
        return Deal()
    if s.current != seat:
        raise ValueError(f"it is not seat {seat}'s turn")
    legal = game.legal_actions()
    if not legal:
        raise ValueError("the game is over")
    return legal[0] if len(legal) == 1 else None


def choose_random(game: DominoGame, seat: int, rng: random.Random) -> Action:
    """Any legal action, each as likely."""
    forced = _forced(game, seat)
    return forced if forced is not None else rng.choice(game.legal_actions())


def choose_easy(game: DominoGame, seat: int, rng: random.Random) -> Action:
    """The play that scores most now (heavier tile first on a tie); else draw, else pass."""
    forced = _forced(game, seat)
    if forced is not None:
        return forced
    s = game.state
    plays = game.plays()
    if not plays:
        return Draw() if s.boneyard else Pass()
    layout = s.layout
    hand = list(s.hands[seat])
    index, chain, _points = best_greedy(layout.spinner[0], list(layout.ends()), list(layout.end_doubles()), hand)  # type: ignore[index,misc]
    return PlayTile(hand[index], CHAINS[chain])


class HardPlayer:
    """The sampling player. ``worlds`` deals are sampled a move; ``budget`` caps the rollouts a move
    (worlds shrink when there are many candidates), so a move stays fast."""

    def __init__(self, worlds: int = 40, budget: int = 240) -> None:
        self.worlds = worlds
        self.budget = budget

    def __call__(self, game: DominoGame, seat: int, rng: random.Random) -> Action:
        forced = _forced(game, seat)
        if forced is not None:
            return forced
        s = game.state
        candidates: list[Action] = list(game.plays())
        if s.boneyard:
            candidates.append(Draw())
        if len(candidates) == 1:
            return candidates[0]
        worlds = max(6, min(self.worlds, self.budget // len(candidates)))
        totals = [0.0] * len(candidates)
        for _ in range(worlds):
            world = sample_world(game, seat, rng)
            for index, action in enumerate(candidates):
                totals[index] += rollout(world.copy(), seat, _encode(action), s.rules.target)
        best = max(range(len(candidates)), key=lambda i: (totals[i], _tie_break(candidates[i])))
        return candidates[best]


def _tie_break(action: Action) -> int:
    return action.tile.pips if isinstance(action, PlayTile) else -1


def _encode(action: Action) -> tuple[Tile, int] | None:
    """A play as (tile, chain index) for the fast search; None for a draw."""
    if isinstance(action, PlayTile):
        return action.tile, int(action.chain)  # type: ignore[arg-type]
    return None


def unseen_tiles(game: DominoGame, seat: int) -> list[Tile]:
    """The tiles ``seat`` cannot see: the opponent's hand and the boneyard, together."""
    s = game.state
    seen = set(s.hands[seat]) | set(s.layout.tiles())
    return [t for t in s.rules.tiles if t not in seen]


def sample_world(game: DominoGame, seat: int, rng: random.Random) -> SimHand:
    """One deal of the unseen tiles consistent with what ``seat`` has seen, as a hand to simulate."""
    s = game.state
    other = 1 - seat
    unseen = unseen_tiles(game, seat)
    count = len(s.hands[other])
    voids = s.voids[other]
    # the opponent was dealt no double higher than the one ``seat`` led with
    unlikely = {
        t for t in unseen if t.is_double and s.leader == seat and s.opening is None and t[0] > _opening_number(game)
    }
    allowed_unlikely = s.drawn[other]
    rng.shuffle(unseen)
    hand: list[Tile] = []
    rest: list[Tile] = []
    deferred: list[Tile] = []
    taken_unlikely = 0
    for tile in unseen:
        if len(hand) == count or (voids and (tile[0] in voids or tile[1] in voids)):
            rest.append(tile)
        elif tile in unlikely and taken_unlikely >= allowed_unlikely:
            deferred.append(tile)
        else:
            taken_unlikely += tile in unlikely
            hand.append(tile)
    while len(hand) < count:  # the constraints could not all be met: fill from what is left
        hand.append((deferred or rest).pop())
    rest += deferred
    rng.shuffle(rest)
    hands = [list(s.hands[0]), list(s.hands[1])]
    hands[other] = hand
    layout = s.layout
    return SimHand(
        spinner=layout.spinner[0],  # type: ignore[index]
        ends=list(layout.ends()),
        doubles=list(layout.end_doubles()),
        hands=hands,
        boneyard=rest,
        scores=list(s.scores),
        current=s.current,
        passes=s.passes,
    )


def _opening_number(game: DominoGame) -> int:
    spinner = game.state.layout.spinner
    return spinner[0] if spinner is not None else 99


LEVELS: dict[str, Chooser] = {
    "random": choose_random,
    "easy": choose_easy,
    "hard": HardPlayer(),
}


def computer(level: str) -> Chooser:
    """The chooser of a level (``random``, ``easy``, ``hard``); KeyError with a sentence otherwise."""
    try:
        return LEVELS[level]
    except KeyError:
        raise KeyError(f"there is no computer level {level!r} (random, easy or hard)") from None
