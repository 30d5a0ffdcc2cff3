"""The coach: what the hard computer would play and why, and a review of a recorded game's decisions.

Both ask the hard computer's own estimator (``estimator.assess``), which seeds its samples from the
position: a hint is exactly the hard computer's choice, the same every time it is asked, and the review
weighs each decision on the same samples as the hint for that position did. So following the hint is
never flagged, and neither is any decision of the hard computer. A margin is told only when it is more
than its standard error; points and the chance to win the game are told apart.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import _, decimal, ngettext
from ..terminal import table, wrap
from .actions import Action, Draw, Pass, PlayTile
from .computer import LEVELS, HardPlayer
from .estimator import Assessment, Estimate, Margin, canonical, tie_key
from .machine import DominoGame
from .record import DominoRecord, replay_steps
from .scoring import play_points
from .state import Phase


@dataclass(frozen=True)
class Hint:
    """The hard computer's choice for the player to move, with what it scores now (and the field's value
    after it), the ends it leaves open, and the best other choice (a different tile, or drawing) with the
    margin between them on their common samples (None when there is only one thing to do)."""

    assessment: Assessment
    points: int
    field: int
    ends: tuple[int, ...]
    runner_up: Estimate | None
    margin: Margin | None

    @property
    def best(self) -> Estimate:
        return self.assessment.choice

    @property
    def stuck(self) -> bool:
        """Nothing fits and the boneyard is empty: the player can only say "I can't go"."""
        return isinstance(self.best.action, Pass)

    @property
    def must_draw(self) -> bool:
        """Nothing fits and tiles remain: the player must draw."""
        return self.assessment.method == "forced" and isinstance(self.best.action, Draw)


def hard_player() -> HardPlayer:
    """The hard computer every player meets (``computer.LEVELS``)."""
    return LEVELS["hard"]  # type: ignore[return-value]


def hint(game: DominoGame, player: HardPlayer | None = None) -> Hint | None:
    """What the hard computer would do for the player to move now; None between hands or at the end."""
    s = game.state
    if s.phase is not Phase.PLAY:
        return None
    assessment = (player or hard_player()).assess(game, s.current)
    best = assessment.choice
    layout = s.layout
    if isinstance(best.action, PlayTile):
        tile, chain = best.action.tile, best.action.chain
        after = layout.with_spinner(tile) if chain is None else layout.place(tile, chain)
    else:
        after = layout
    ends = tuple(after.end_number(c) for c in after.open_chains())
    runner_up = next((e for e in assessment.others() if _tile_of(e.action) != _tile_of(best.action)), None)
    margin = assessment.margin(best, runner_up) if runner_up is not None else None
    field = after.value()
    points = play_points(field) if isinstance(best.action, PlayTile) else 0
    return Hint(assessment, points, field, ends, runner_up, margin)  # type: ignore[arg-type]


def _tile_of(action: Action) -> object:
    """What tells two candidates apart for a person: the tile (the same tile on another chain is the same
    choice told twice when the chains are alike), or the kind of action."""
    return action.tile if isinstance(action, PlayTile) else type(action)


def action_text(action: Action) -> str:
    """A play or a draw in a sentence's words: ``[6|3] on the left chain``, ``drawing a tile``."""
    if isinstance(action, PlayTile):
        if action.chain is None:
            return _("{tile} as the spinner").format(tile=action.tile)
        return _("{tile} on the {chain} chain").format(tile=action.tile, chain=action.chain.label)
    if isinstance(action, Draw):
        return _("drawing a tile")
    return _('saying "I can\'t go"')


def short_text(action: Action) -> str:
    """A play or a draw for a table's column: ``6-3 left``, ``draw``, ``pass``."""
    if isinstance(action, PlayTile):
        return action.tile.code if action.chain is None else f"{action.tile.code} {action.chain.label}"
    return _("draw") if isinstance(action, Draw) else _("pass")


def percent(share: float, *, sign: bool = False) -> str:
    """A share of the samples as a whole percentage: ``62%`` (``sign``: ``+12%``, ``-5%``)."""
    number = round(100 * share)
    return _("{percent}%").format(percent=f"{number:+d}" if sign and number else number)


def margin_sentences(found: Hint, other: str) -> list[str]:
    """Why the choice beats ``other`` (the runner-up in the caller's words): the points this hand with
    their standard error, or that the two are about even and why the choice was made; then, when the
    choice changes it, the chance to win the game this hand. Empty when there is only one thing to do."""
    margin, runner = found.margin, found.runner_up
    if margin is None or runner is None:
        return []
    best = found.best
    method = found.assessment.method
    points = decimal(abs(margin.points))
    error = decimal(margin.points_error)
    if method == "exact":
        if margin.value > 0:
            first = _(
                "With every tile known and both playing their best, it comes out {points} points better "
                "this hand than {other}."
            ).format(points=points, other=other)
        else:
            first = _("With every tile known and both playing their best, {other} comes out just as well.").format(
                other=other
            )
    elif method == "known":
        first = _(
            "With every tile known, a look-ahead of its next moves makes it {points} points better this hand "
            "than {other}."
        ).format(points=decimal(margin.points), other=other)
    elif margin.meaningful:
        first = ngettext(
            "Over {samples} sampled deal it comes out {points} points better this hand than {other}, give or take "
            "{error}.",
            "Over {samples} sampled deals it comes out {points} points better this hand than {other}, give or take "
            "{error}.",
            margin.samples,
        ).format(samples=margin.samples, points=decimal(margin.points), other=other, error=error)
    else:
        first = ngettext(
            "Over {samples} sampled deal it and {other} are about even: {points} points apart, give or take {error}.",
            "Over {samples} sampled deals it and {other} are about even: {points} points apart, give or take {error}.",
            margin.samples,
        ).format(samples=margin.samples, points=points, other=other, error=error)
    sentences = [first]
    if not margin.meaningful:
        sentences.append(_tie_reason(best, runner, runner in found.assessment.contenders()))
    if _win_changes(best, runner, margin, method):
        if best.win != runner.win:
            sentences.append(
                _("It wins the game this hand in {mine} of the deals, {other} in {theirs}.").format(
                    mine=percent(best.win), other=other, theirs=percent(runner.win)
                )
            )
        else:
            sentences.append(
                _(
                    "Another side wins the game this hand in {mine} of the deals after it, in {theirs} after {other}."
                ).format(mine=percent(best.lose), theirs=percent(runner.lose), other=other)
            )
    return sentences


def _win_changes(best: Estimate, runner: Estimate, margin: Margin, method: str) -> bool:
    """Whether the choice changes the chance to win (or to lose) the game this hand, beyond the noise."""
    if best.win == runner.win and best.lose == runner.lose:
        return False
    return method != "sampled" or margin.win_meaningful or margin.lose_meaningful


def _tie_reason(best: Estimate, runner: Estimate, tied: bool) -> str:
    """Why the choice was made between two about even: its better mean, or (``tied``: equal estimates) the
    tie rules (``estimator.tie_key``)."""
    if not tied:
        return _("It is chosen because it came out a little ahead.")
    if best.now > runner.now:
        return _("It is chosen because it scores more now.")
    if isinstance(best.action, PlayTile) and not isinstance(runner.action, PlayTile):
        return _("It is chosen because a drawn tile is more for the others to count when somebody goes out.")
    if best.leaves < runner.leaves:
        return _("It is chosen because it leaves the next player less to score at once.")
    if tie_key(best)[3] > tie_key(runner)[3]:
        return _("It is chosen because it is the heavier tile, better not held when somebody goes out.")
    return _("It is chosen because it came out a little ahead.")


def hint_sentence(found: Hint) -> str:
    """The hint as sentences for a terminal, which plays ``pass`` and ``draw`` by typing them."""
    if found.stuck:
        return _("You can't go: no tile fits and the boneyard is empty. Type pass to say \"I can't go\".")
    if found.must_draw:
        return _("No tile fits: type draw to take a tile from the boneyard, until one fits.")
    best = found.best
    ends = ", ".join(str(e) for e in found.ends)
    if isinstance(best.action, PlayTile):
        if found.points:
            first = _(
                "The hard computer would play {play}: it scores {points} now (the field is {field}) and "
                "leaves the ends {ends} open."
            ).format(play=action_text(best.action), points=found.points, field=found.field, ends=ends)
        else:
            first = _(
                "The hard computer would play {play}: it scores nothing now (the field is {field}) and "
                "leaves the ends {ends} open."
            ).format(play=action_text(best.action), field=found.field, ends=ends)
    else:
        first = _("The hard computer would draw a tile, though it could play (the ends are {ends}).").format(ends=ends)
    if found.runner_up is None:
        return first + " " + _("It is the only play.")
    return " ".join([first, *margin_sentences(found, action_text(found.runner_up.action))])


# --- the review ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Reviewed:
    """One decision of a recorded game: the action ``chosen`` and the hard computer's ``best`` (the hint
    of that position), their estimates, the margin between them on their common samples, and how the
    estimate was made (``sampled``, ``exact`` or ``known``)."""

    hand: int
    seat: int
    chosen: Action
    best: Action
    chosen_estimate: Estimate
    best_estimate: Estimate
    margin: Margin
    method: str

    @property
    def flagged(self) -> bool:
        """The hard computer's choice is meaningfully better (more than a standard error; exact: better)."""
        return self.chosen_estimate is not self.best_estimate and self.margin.value > 0 and self.margin.meaningful

    @property
    def samples(self) -> int:
        return self.margin.samples


def review_game(record: DominoRecord, player: HardPlayer | None = None) -> list[Reviewed]:
    """Every decision (two or more things to do) of every seat in ``record``, weighed by the estimator the
    hint uses, on the same samples (they are seeded from the position)."""
    player = player or hard_player()
    found: list[Reviewed] = []
    for game, action in replay_steps(record):
        s = game.state
        if s.phase is not Phase.PLAY or len(game.legal_actions()) < 2:
            continue
        assessment = player.assess(game, s.current)
        chosen = assessment.estimate_of(canonical(action, s.layout))
        if chosen is None or assessment.method == "forced":
            continue
        best = assessment.choice
        margin = assessment.margin(best, chosen)
        found.append(Reviewed(s.hand_number, s.current, action, best.action, chosen, best, margin, assessment.method))
    return found


def review_lines(
    record: DominoRecord, found: list[Reviewed], players: tuple[str, ...] | None = None, columns: int | None = None
) -> list[str]:
    """The review as lines no wider than ``columns`` (None: as wide as they are): for each player (or only
    ``players``), each decision where the hard computer's choice is meaningfully better, by how many points
    this hand (give or take a standard error) and, when it changes it, the chance to win, in a table whose
    plays wrap inside their cells; and a summary line."""
    names = record.players
    heading = _("Review of a {set} game of {count} players against the hard computer's choices").format(
        set=_(record.rules.name), count=len(names)
    ) + (_(" (partners across)") if record.rules.partners else "")
    about = _(
        "A decision is listed when the hard computer's choice comes out better by more than the sampling's "
        "error: points this hand, on the same sampled deals as its hint for that position ('exact': every "
        "tile known, searched to the end of the hand); 'game' is how much more often its choice wins the game "
        "this hand, or less often loses it."
    )
    lines = [*wrap(heading + ":", columns).split("\n"), *wrap(about, columns).split("\n")]
    for seat, name in enumerate(names):
        if players and name not in players:
            continue
        mine = [r for r in found if r.seat == seat]
        flagged = [r for r in mine if r.flagged]
        lines += ["", name]
        if flagged:
            rows = [(_("hand"), _("played"), _("hard computer"), _("samples"), _("points more"), _("game"))]
            for r in flagged:
                points = decimal(r.margin.points)
                if r.method == "sampled":
                    points = _("{points} ± {error}").format(points=points, error=decimal(r.margin.points_error))
                game = percent(r.margin.win - r.margin.lose, sign=True) if r.margin.win or r.margin.lose else ""
                samples = _("exact") if r.method == "exact" else str(r.samples)
                rows.append((str(r.hand), short_text(r.chosen), short_text(r.best), samples, points, game))
            lines += [row.rstrip() for row in table(rows, "><<>>>", columns)]
        total = sum(r.margin.points for r in flagged)
        summary = ngettext(
            "{name}: the hard computer's choice was better in {flagged} of {count} decision, by {total} points in all.",
            "{name}: the hard computer's choice was better in {flagged} of {count} decisions, by {total} points "
            "in all.",
            len(mine),
        ).format(name=name, flagged=len(flagged), count=len(mine), total=decimal(total))
        lines += wrap(summary, columns, indent="  ", hanging="  ").split("\n")
    return lines
