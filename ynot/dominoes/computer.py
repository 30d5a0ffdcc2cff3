"""The computer players: ``choose(game, seat, rng) -> action`` for each level.

- ``random``: any legal action.
- ``easy``: the play that scores most now (the heavier tile on a tie); draws or passes only when it must.
- ``blocker``: a spoiler: what scores now less the most the next player could score back.
- ``hoarder``: draws the whole boneyard first, then plays the easy way (a yardstick, not offered).
- ``hard``: the choice of the estimator (``estimator.py``): every candidate played out over sampled deals
  of what it cannot see, seeded from the position, or searched exactly when every tile is known; ties go
  to the play that scores now, then to the one that leaves the next player less.

A computer uses only what its seat can see: its own hand, the layout, counts and the public history.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..i18n import N_, _
from .actions import Action, Deal, Draw, PlayTile
from .estimator import Assessment, Effort, assess, best_reply, may_hold
from .layout import CHAINS
from .machine import DominoGame
from .scoring import play_points
from .search import best_greedy
from .state import Phase

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
    nxt = s.next_seat(seat)
    if s.rules.side(nxt) == s.rules.side(seat):  # never: partners sit across
        return choose_easy(game, seat, rng)
    theirs = may_hold(game, seat, nxt)
    spinner = s.layout.spinner[0]  # type: ignore[index]

    def spoil(play: PlayTile) -> tuple[int, int, int]:
        after = s.layout.place(play.tile, play.chain)  # type: ignore[arg-type]
        most, replies = best_reply(spinner, list(after.ends()), list(after.end_doubles()), theirs)
        return play_points(after.value()) - most, -replies, play.tile.pips

    return max(game.plays(), key=spoil)


def choose_hoarder(game: DominoGame, seat: int, rng: random.Random) -> Action:
    """Draws the whole boneyard first, then always the play that scores most (the way issue 26 found to
    beat an earlier hard player): a yardstick for the benchmark, not offered in the looks."""
    forced = _forced(game, seat)
    if forced is not None:
        return forced
    if game.state.boneyard:
        return Draw()
    return choose_easy(game, seat, rng)


class HardPlayer:
    """The hard computer: the estimator's choice (``estimator.assess``) at ``effort``. Its sampling is seeded
    from the position as its seat sees it, so it ignores the random source it is given: the same position
    gets the same move, and a hint or a review of it finds the same choice."""

    def __init__(self, effort: Effort | None = None) -> None:
        self.effort = effort or Effort()

    def __call__(self, game: DominoGame, seat: int, rng: random.Random) -> Action:
        forced = _forced(game, seat)
        if forced is not None:
            return forced
        return self.assess(game, seat).choice.action

    def assess(self, game: DominoGame, seat: int, *, target: int | None = None) -> Assessment:
        """Every candidate of ``seat`` (to move, in a hand) with its estimate, and the choice."""
        return assess(game, seat, self.effort, target=target)


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
            "Deals the tiles it cannot see in many ways and plays each move on for two turns of every player: "
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
