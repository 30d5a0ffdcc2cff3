"""The dice games' review in text (``ynot review``; the kind's ``review``): each decision of a record against
perfect play (a heuristic for several columns), what it gave away, and, asked for, the luck of the dice
against the play."""

from __future__ import annotations

from ...core import ReviewOptions
from ...i18n import _, ngettext
from ...terminal import table, width, wrap
from .. import parse_record
from ..strategy.review import describe, review_record
from ..strategy.summary import balance_rows, turn_rows

#: A decision that gave away less than this is played as well as can be (the solver's rounding).
NOISE = 0.0005


def review(text: str, options: ReviewOptions) -> list[str]:
    """The review of a record's text as lines, fitted to ``options.columns`` (None: the terminal's);
    RecordError if the record does not replay."""
    record = parse_record(text)
    found = review_record(record)
    rules = record.rules
    columns = options.columns if options.columns is not None else width()
    if found.exact:
        heading = _("Review of {file} ({rules}) against perfect play:")
    else:
        heading = _("Review of {file} ({rules}) against YNOT's strongest player (a heuristic for several columns):")
    lines = [wrap(heading.format(file=options.title, rules=rules.name), columns)]
    for name, final in zip(found.players, found.finals, strict=True):
        if options.players and name not in options.players:
            continue
        mine = [d for d in found.decisions if d.player == name]
        score = _("final score {score}").format(score=final)
        if not found.finished:
            score = _("score so far {score} (the game is not finished)").format(score=final)
        lines += ["", f"{name}: {score}"]
        rows = [(_("turn"), _("roll"), _("dice"), _("chosen"), _("best"), _("given away"))]
        rows += [
            (str(d.turn), str(d.roll_number), str(d.dice), describe(d.chosen, rules), describe(d.best, rules),
             f"{d.loss:.3f}")
            for d in mine
            if d.loss >= NOISE or options.every
        ]
        lines += table(rows, ">><<<>", columns)
        costly = sum(1 for d in mine if d.loss >= NOISE)
        sentence = ngettext(
            "{name} gave away {points:.3f} expected points in {costly} of {count} decision.",
            "{name} gave away {points:.3f} expected points in {costly} of {count} decisions.",
            len(mine),
        ).format(name=name, points=found.given_away(name), costly=costly, count=len(mine))
        lines.append(wrap(sentence, columns, indent="  "))
        if options.luck:
            said = _("Luck against play (final score = expected score + luck + play):")
            lines.append(wrap(said, columns, indent="  "))
            lines += table([("", ""), *balance_rows(found, name)], "<>", columns, indent="    ")[1:]
            lines += table(turn_rows(found, name), ">>>>", columns, indent="    ")
    return lines
