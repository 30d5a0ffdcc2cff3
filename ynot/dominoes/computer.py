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
from dataclasses import dataclass

from ..i18n import N_, _
from .actions import Action, Deal, Draw, PlayTile
from .layout import CHAINS, Chain, Layout
from .machine import DominoGame
from .scoring import play_points
from .search import SimHand, best_greedy, legal_plays, plan, rollout
from .state import DominoState, Phase
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
    s = game.state  # with no tile to play, drawing or passing is the only action: _forced gave it
    layout = s.layout
    hand = list(s.hands[seat])
    index, chain, _points = best_greedy(layout.spinner[0], list(layout.ends()), list(layout.end_doubles()), hand)  # type: ignore[index,misc]
    return PlayTile(hand[index], CHAINS[chain])


def choose_blocker(game: DominoGame, seat: int, rng: random.Random) -> Action:
    """The spoiler: of its plays, the one scoring most now less the most the next player could score
    back with a tile it may hold (the unseen tiles, without the numbers it said "I can't go" to), and
    on a tie the one leaving the next player the fewest tiles to play at all. Draws only when it must."""
    forced = _forced(game, seat)
    if forced is not None:
        return forced
    s = game.state  # with no tile to play, drawing or passing is the only action: _forced gave it
    plays = game.plays()
    nxt = s.next_seat(seat)
    if s.rules.side(nxt) == s.rules.side(seat):  # never: partners sit across
        return choose_easy(game, seat, rng)
    voids = s.voids[nxt]
    theirs = [t for t in unseen_tiles(game, seat) if not (t[0] in voids or t[1] in voids)]
    return max(plays, key=lambda play: _spoil(s.layout.place(play.tile, play.chain), play, theirs))  # type: ignore[arg-type]


def _spoil(after: Layout, play: PlayTile, theirs: list[Tile]) -> tuple[int, int, int]:
    """How good ``play`` is to a blocker: (points now less the best reply, fewer replies, heavier tile)."""
    points = play_points(after.value())
    replies = [(t, c) for t in theirs for c in after.fits(t)]
    best_reply = max((play_points(after.place(t, c).value()) for t, c in replies), default=0)
    return points - best_reply, -len(replies), play.tile.pips


def choose_hoarder(game: DominoGame, seat: int, rng: random.Random) -> Action:
    """Draws the whole boneyard first, then always the play that scores most (the way issue 26 found to
    beat an earlier hard player): a yardstick for the benchmark, not offered in the looks."""
    forced = _forced(game, seat)
    if forced is not None:
        return forced
    if game.state.boneyard:
        return Draw()
    return choose_easy(game, seat, rng)


@dataclass(frozen=True)
class Estimate:
    """What the hard player thinks of one candidate: its mean result over ``samples`` sampled deals
    (its side's points this hand minus the other sides' mean, a win counting WIN), and how many."""

    action: Action
    value: float
    samples: int


class HardPlayer:
    """The sampling player. At most ``worlds`` deals are sampled a move, fewer when the candidates are
    many or the hand is long: ``budget`` caps the tiles played out in a move (each play-out costs about
    the tiles left in hands and boneyard), so a move stays fast with a double-nine set too. With two
    players and the boneyard empty every tile is known: it then searches its own next moves
    (``plan_budget`` play-outs) against the others playing the easy way."""

    def __init__(self, worlds: int = 40, budget: int = 4000, plan_budget: int = 120) -> None:
        self.worlds = worlds
        self.budget = budget
        self.plan_budget = plan_budget

    def __call__(self, game: DominoGame, seat: int, rng: random.Random) -> Action:
        forced = _forced(game, seat)
        if forced is not None:
            return forced
        estimates = self.estimate(game, seat, rng)
        return max(estimates, key=lambda e: (e.value, _tie_break(e.action))).action

    def candidates(self, game: DominoGame) -> list[Action]:
        """What it weighs: every play (a play on an empty chain once, when its twin chain is empty too:
        they are the same play), and drawing while tiles remain."""
        layout = game.state.layout
        candidates: list[Action] = []
        for play in game.plays():
            same = canonical(play, layout)
            if same not in candidates:
                candidates.append(same)
        if game.state.boneyard and game.state.opening is None:
            candidates.append(Draw())
        return candidates

    def estimate(self, game: DominoGame, seat: int, rng: random.Random, *, target: int | None = None) -> list[Estimate]:
        """Every candidate of ``seat`` (to move, in a hand) with its mean result, as the choice is made
        (``target``: the score that wins in the look-ahead, the game's own when None)."""
        s = game.state
        target = s.rules.target if target is None else target
        candidates = self.candidates(game)
        if len(candidates) == 1:
            return [Estimate(candidates[0], 0.0, 0)]
        if not s.boneyard and s.seats == 2:
            return self._plan(game, seat, candidates, rng, target)
        cost = sum(len(hand) for hand in s.hands) + len(s.boneyard)
        worlds = max(4, min(self.worlds, self.budget // (len(candidates) * cost)))
        totals = [0.0] * len(candidates)
        for _world in range(worlds):
            world = sample_world(game, seat, rng)
            for index, action in enumerate(candidates):
                totals[index] += rollout(world.copy(), seat, _encode(action), target)
        return [Estimate(action, total / worlds, worlds) for action, total in zip(candidates, totals, strict=True)]

    def _plan(
        self, game: DominoGame, seat: int, candidates: list[Action], rng: random.Random, target: int
    ) -> list[Estimate]:
        """Every tile known (two players, the boneyard empty): search its own next moves."""
        world = sample_world(game, seat, rng)  # the one world there is
        hand = world.hands[seat]
        keys = [(hand[index], chain) for index, chain in legal_plays(world.spinner, world.ends, hand)]
        value = dict(zip(keys, plan(world, seat, target, self.plan_budget), strict=True))
        return [Estimate(a, value[(a.tile, int(a.chain))], 1) for a in candidates]  # type: ignore[union-attr]


def canonical(action: Action, layout: Layout) -> Action:
    """``action`` with a play on the right (down) chain told as the left (up) one while both twins are
    empty: the field, and so everything after, is the same either way."""
    if not isinstance(action, PlayTile) or action.chain is None:
        return action
    twin = {Chain.RIGHT: Chain.LEFT, Chain.DOWN: Chain.UP}.get(action.chain)
    if twin is not None and not layout.chain(action.chain) and not layout.chain(twin):
        return PlayTile(action.tile, twin)
    return action


def _tie_break(action: Action) -> int:
    return action.tile.pips if isinstance(action, PlayTile) else -1


def _encode(action: Action) -> tuple[Tile, int] | None:
    """A play as (tile, chain index) for the fast search; None for a draw."""
    if isinstance(action, PlayTile):
        return action.tile, int(action.chain)  # type: ignore[arg-type]
    return None


def unseen_tiles(game: DominoGame, seat: int) -> list[Tile]:
    """The tiles ``seat`` cannot see: the other hands and the boneyard, together."""
    s = game.state
    seen = set(s.hands[seat]) | set(s.layout.tiles())
    return [t for t in s.rules.tiles if t not in seen]


def sample_world(game: DominoGame, seat: int, rng: random.Random) -> SimHand:
    """One deal of the unseen tiles consistent with what ``seat`` has seen, as a hand to simulate: each
    other hand gets as many tiles as it holds, none showing a number it said "I can't go" to, and no
    more doubles higher than the opening one than it has drawn tiles (nobody was dealt one)."""
    s = game.state
    unseen = unseen_tiles(game, seat)
    rng.shuffle(unseen)
    opening = _opening_number(game)
    hands = [list(hand) for hand in s.hands]
    pool = unseen
    for other in range(s.seats):
        if other == seat:
            continue
        count, voids = len(s.hands[other]), s.voids[other]
        unlikely_left = s.drawn[other]  # nobody was dealt a double above the opening one
        hand: list[Tile] = []
        rest: list[Tile] = []
        for tile in pool:
            if len(hand) == count or (voids and (tile[0] in voids or tile[1] in voids)):
                rest.append(tile)
            elif tile[0] == tile[1] and tile[0] > opening:
                if unlikely_left > 0:
                    unlikely_left -= 1
                    hand.append(tile)
                else:
                    rest.append(tile)
            else:
                hand.append(tile)
        while len(hand) < count:  # the constraints could not all be met: take what is left
            hand.append(rest.pop())
        hands[other] = hand
        pool = rest
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


def _seat_of_side(s: DominoState, side: int) -> int:
    return next(seat for seat in range(s.seats) if s.rules.side(seat) == side)


def _opening_number(game: DominoGame) -> int:
    spinner = game.state.layout.spinner
    return spinner[0] if spinner is not None else 99  # before the opening nothing is known


LEVELS: dict[str, Chooser] = {
    "random": choose_random,
    "easy": choose_easy,
    "hard": HardPlayer(),
    "blocker": choose_blocker,
    "hoarder": choose_hoarder,
}

#: The computers a person may play against, in the order the looks offer them: (level, title, what it
#: does), the texts translated at use.
OFFERED: tuple[tuple[str, str, str], ...] = (
    ("easy", N_("Easy Computer"), N_("Plays the tile that scores most now, and draws only when it must.")),
    (
        "hard",
        N_("Hard Computer"),
        N_(
            "Deals the tiles it cannot see in many ways and plays each move out to the end of the hand: "
            "it keeps scoring ends from you, fishes in the boneyard when that pays, and goes out early."
        ),
    ),
    (
        "blocker",
        N_("Blocking Computer"),
        N_(
            "A spoiler: it plays what scores now less what the next player could score back, and leaves "
            "the ends the next player has shown it lacks."
        ),
    ),
)


def computer(level: str) -> Chooser:
    """The chooser of a level (``random``, ``easy``, ``hard``, ``blocker``, ``hoarder``); KeyError with a
    sentence otherwise."""
    try:
        return LEVELS[level]
    except KeyError:
        raise KeyError(
            _("there is no computer level {level!r} ({levels})").format(level=level, levels=", ".join(LEVELS))
        ) from None


def title(level: str) -> str:
    """An offered level's title for people (``Hard Computer``); the level itself for the others."""
    return next((_(name) for key, name, _about in OFFERED if key == level), level)


def description(level: str) -> str:
    """What an offered level does, in a sentence or two."""
    return next((_(about) for key, _name, about in OFFERED if key == level), "")
