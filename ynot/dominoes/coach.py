"""The coach: what the hard computer would play and why, and a review of a recorded game's plays.

Both use the hard player's own estimates (``HardPlayer.estimate``): the same sampled deals of the tiles
a seat cannot see and the same play-outs, so a hint is exactly the hard computer's choice.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..i18n import _, ngettext
from ..terminal import table, wrap
from .actions import Action, Draw, PlayTile
from .computer import Estimate, HardPlayer, canonical
from .machine import DominoGame
from .record import DominoRecord, replay_steps
from .scoring import play_points
from .search import WIN
from .state import Phase


@dataclass(frozen=True)
class Hint:
    """The hard computer's choice for the player to move: ``best`` and the runner-up (None when there is
    only one thing to do), the points ``best`` scores now and the ends it leaves open."""

    best: Estimate
    runner_up: Estimate | None
    points: int
    ends: tuple[int, ...]
    field: int


def action_text(action: Action) -> str:
    """A play or a draw in a sentence's words: ``[6|3] on the left``, ``draw a tile``."""
    if isinstance(action, PlayTile):
        if action.chain is None:
            return _("{tile} as the spinner").format(tile=action.tile)
        return _("{tile} on the {chain} chain").format(tile=action.tile, chain=action.chain.label)
    if isinstance(action, Draw):
        return _("drawing a tile")
    return _('saying "I can\'t go"')


def hint(game: DominoGame, rng: random.Random, player: HardPlayer | None = None) -> Hint | None:
    """What the hard computer would do for the player to move now; None between hands or at the end."""
    s = game.state
    if s.phase is not Phase.PLAY:
        return None
    player = player or HardPlayer()
    seat = s.current
    estimates = sorted(player.estimate(game, seat, rng), key=_order, reverse=True)
    best = estimates[0]
    points, ends, field = 0, (), s.layout.value()
    if isinstance(best.action, PlayTile):
        after = (
            s.layout.with_spinner(best.action.tile)
            if best.action.chain is None
            else s.layout.place(best.action.tile, best.action.chain)
        )
        field = after.value()
        points = play_points(field)
        ends = tuple(after.end_number(c) for c in after.open_chains())  # type: ignore[misc]
    else:
        ends = tuple(s.layout.end_number(c) for c in s.layout.open_chains())  # type: ignore[misc]
    runner_up = next((e for e in estimates[1:] if _tile_of(e.action) != _tile_of(best.action)), None)
    return Hint(best, runner_up, points, ends, field)


def _tile_of(action: Action) -> object:
    """What tells two candidates apart for a person: the tile (the same tile on another chain is the same
    choice told twice when the chains are alike), or the kind of action."""
    return action.tile if isinstance(action, PlayTile) else type(action)


def _order(estimate: Estimate) -> tuple[float, int]:
    action = estimate.action
    return estimate.value, action.tile.pips if isinstance(action, PlayTile) else -1


def hint_sentence(found: Hint) -> str:
    """The hint as sentences for a message line or a terminal."""
    best = found.best
    ends = ", ".join(str(e) for e in found.ends)
    if isinstance(best.action, PlayTile):
        if found.points:
            first = _("The hard computer would play {play}: it scores {points} now (the field is {field})").format(
                play=action_text(best.action), points=found.points, field=found.field
            )
        else:
            first = _("The hard computer would play {play}: it scores nothing now (the field is {field})").format(
                play=action_text(best.action), field=found.field
            )
        first += _(" and leaves the ends {ends} open.").format(ends=ends)
    elif isinstance(best.action, Draw):
        first = _("The hard computer would draw a tile: no play pays enough now (the ends are {ends}).").format(
            ends=ends
        )
    else:
        return _('The hard computer would say "I can\'t go": nothing fits and the boneyard is empty.')
    if found.runner_up is None:
        return first
    if best.samples == 1:
        why = _("With every tile known, it looks {gain:.1f} points better this hand than {other}.")
    else:
        why = ngettext(
            "Over {samples} sampled deal it comes out {gain:.1f} points better this hand than {other}.",
            "Over {samples} sampled deals it comes out {gain:.1f} points better this hand than {other}.",
            best.samples,
        )
    gain = best.value - found.runner_up.value
    if gain >= WIN / 10:  # the game's end is in sight: the difference is the chance to win it
        return (
            first
            + " "
            + _("It gives the best chance to win the game, better than {other}.").format(
                other=action_text(found.runner_up.action)
            )
        )
    return first + " " + why.format(samples=best.samples, gain=gain, other=action_text(found.runner_up.action))


@dataclass(frozen=True)
class Reviewed:
    """One decision of a recorded game: ``chosen`` and the hard computer's ``best``, their estimated
    results this hand (the same sampled deals for both), and the difference."""

    hand: int
    seat: int
    chosen: Action
    best: Action
    chosen_value: float
    best_value: float
    samples: int

    @property
    def loss(self) -> float:
        return self.best_value - self.chosen_value


#: The review counts points this hand only: no score reaches this, so a win's bonus never swamps them.
POINTS_ONLY = 10**9


def review_game(record: DominoRecord, seed: int = 0, player: HardPlayer | None = None) -> list[Reviewed]:
    """Every decision (two or more things to do) of every seat in ``record``, estimated by the hard
    player's sampling in points this hand (a win's bonus left out); ``seed`` seeds the sampling so a
    review is the same every time."""
    player = player or HardPlayer()
    rng = random.Random(seed)
    found: list[Reviewed] = []
    for game, action in replay_steps(record):
        s = game.state
        if s.phase is not Phase.PLAY or len(game.legal_actions()) < 2:
            continue
        estimates = player.estimate(game, s.current, rng, target=POINTS_ONLY)
        same = canonical(action, s.layout)
        chosen = next((e for e in estimates if e.action == same), None)
        if chosen is None:
            continue
        best = max(estimates, key=_order)
        found.append(Reviewed(s.hand_number, s.current, action, best.action, chosen.value, best.value, best.samples))
    return found


#: A difference smaller than this is the sampling's noise, not a point given away.
NOISE = 0.05


def review_lines(
    record: DominoRecord, found: list[Reviewed], players: tuple[str, ...] | None = None, columns: int | None = None
) -> list[str]:
    """The review as lines no wider than ``columns`` (None: as wide as they are): for each player (or only
    ``players``), each decision where the hard computer's choice comes out better on average, by how much and
    over how many sampled deals, in a table whose plays wrap inside their cells, and a summary line."""
    names = record.players
    heading = _("Review of a {set} game of {count} players against the hard computer's choices").format(
        set=record.rules.name, count=len(names)
    )
    heading += (_(" (partners across)") if record.rules.partners else "") + ":"
    how = _("(points this hand, estimated by the hard computer's own sampling of the tiles each could not see;")
    how += _(" 'exact' marks a choice searched with every tile known)")
    lines = [*wrap(heading, columns).split("\n"), *wrap(how, columns).split("\n")]
    for seat, name in enumerate(names):
        if players and name not in players:
            continue
        mine = [r for r in found if r.seat == seat]
        costly = [r for r in mine if r.loss >= NOISE]
        lines += ["", name]
        if costly:
            rows = [(_("hand"), _("played"), _("hard computer"), _("samples"), _("more"))]
            rows += [
                (str(r.hand), action_text(r.chosen), action_text(r.best),
                 _("exact") if r.samples == 1 else str(r.samples), f"{r.loss:.1f}")
                for r in costly
            ]
            lines += table(rows, "><<>>", columns)
        total = sum(r.loss for r in costly)
        summary = ngettext(
            "{name}: the hard computer's choice would have scored {total:.1f} more points on average, "
            "in {costly} of {count} decision.",
            "{name}: the hard computer's choice would have scored {total:.1f} more points on average, "
            "in {costly} of {count} decisions.",
            len(mine),
        ).format(name=name, total=total, costly=len(costly), count=len(mine))
        lines += wrap(summary, columns, indent="  ", hanging="  ").split("\n")
    return lines
