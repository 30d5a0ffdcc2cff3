"""argparse's own sentences that a player of ``ynot`` can meet, marked here so they are in our catalog.

argparse says them through the ``_`` and ``ngettext`` of its module, which ``ynot.cli.translate_argparse``
points at ours; the text must match argparse's exactly (these are Python 3.11's, unchanged since 3.10).
Sentences only a programmer meets (a badly built parser) are left out.
"""

from __future__ import annotations

from . import N_, Nn_

WORDS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("can't open '%(filename)s': %(error)s"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("invalid %(type)s value: %(value)r"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
)

#: argparse's one counted sentence.
COUNTED = (Nn_("expected %s argument", "expected %s arguments"),)
