"""Solved tables on disk: one file per rule set in the per-user cache folder, checked before use.

A file is a one-line JSON header (format, cache key, shape, SHA-256 of the payload) followed by the
raw float64 values. A file that is missing, foreign, truncated or fails its checksum is never
trusted: it is moved aside as ``<name>.corrupt-<timestamp>`` and the table is computed again.
"""

from __future__ import annotations

import hashlib
import json
import threading
from pathlib import Path

import numpy as np

from ... import paths
from ...i18n import _
from ...logs import get_logger
from ...store.safefile import atomic_path, move_aside, why
from ..rules import RuleSet, winzee
from .known import known_perfect_score
from .model import FULL, UPPER_CAP, ScoringModel, model_for
from .search import Progress, solve
from .table import Table

log = get_logger("ynot.dice.strategy")

MAGIC = "ynot-solver-table"
SHAPE = (FULL + 1, UPPER_CAP + 1, 2)
_MEMORY: dict[str, Table] = {}
#: Sentences of a load that was given no ``notice`` list (a table moved aside or not kept), for whoever shows
#: this run's messages: the command line prints them when the command ends.
UNSAID: list[str] = []
_LOCK = threading.Lock()


class CacheProblem(Exception):
    """A cached table that cannot be trusted (the message says why)."""


def table_name(rules: RuleSet) -> str:
    """A readable, unique name for a rule set's table."""
    options = "-".join(f"{k}={v}" for k, v in rules.options if k != "columns" and k != "multiplier")
    return rules.name + (f"-{options}" if options else "")


def table_rules(rules: RuleSet) -> RuleSet:
    """The one-column rule set whose table stands for each column of ``rules``."""
    if rules.columns == 1:
        return rules
    return winzee(columns=1, multiplier=False, extra=rules.option_dict().get("extra", "bonus"))


def table_path(model: ScoringModel) -> Path:
    return paths.cache_dir() / "solver" / f"{table_name(model.rules)}-{model.cache_key()}.table"


def write_table(path: Path, model: ScoringModel, values: np.ndarray) -> None:
    """Write the table to ``path`` atomically (see ynot.store.safefile), the values straight from
    memory (no copy of their 8 MB)."""
    payload = memoryview(np.ascontiguousarray(values, dtype="<f8")).cast("B")
    header = {
        "format": MAGIC,
        "key": model.cache_key(),
        "shape": list(values.shape),
        "sha256": hashlib.sha256(payload).hexdigest(),
    }
    with atomic_path(path) as tmp, open(tmp, "wb") as handle:
        handle.write(json.dumps(header).encode() + b"\n")
        handle.write(payload)


def read_table(path: Path, model: ScoringModel) -> np.ndarray:
    """The values in ``path``, or CacheProblem if anything about the file is wrong."""
    try:
        data = path.read_bytes()
    except OSError as err:
        raise CacheProblem(_("cannot read it ({reason})").format(reason=err.strerror or err)) from None
    line, sep, payload = data.partition(b"\n")
    try:
        header = json.loads(line.decode())
    except ValueError:  # not UTF-8, not JSON, or a number too long for Python to read
        raise CacheProblem(_("its header is unreadable")) from None
    if not isinstance(header, dict) or header.get("format") != MAGIC:
        raise CacheProblem(_("it is not a solver table"))
    if header.get("key") != model.cache_key():
        raise CacheProblem(_("it was made for other rules or another solver version"))
    if header.get("shape") != list(SHAPE) or len(payload) != 8 * int(np.prod(SHAPE)) or not sep:
        raise CacheProblem(_("it is truncated or the wrong size"))
    if hashlib.sha256(payload).hexdigest() != header.get("sha256"):
        raise CacheProblem(_("its checksum does not match"))
    return np.frombuffer(payload, dtype="<f8").reshape(SHAPE).copy()


def load_table(
    rules: RuleSet,
    progress: Progress | None = None,
    *,
    rebuild: bool = False,
    notice: list[str] | None = None,
) -> Table:
    """The solved table for a one-column rule set: from memory, from the cache, or computed (and
    cached). Problems with the cached file are appended to ``notice`` as sentences (to :data:`UNSAID` when
    there is none)."""
    model = model_for(rules)
    key = model.cache_key()
    with _LOCK:
        if not rebuild and key in _MEMORY:
            return _MEMORY[key]
        path = table_path(model)
        values = None
        if not rebuild and path.exists():
            try:
                values = read_table(path, model)
            except CacheProblem as err:
                what = _("The saved solver table for {rules}").format(rules=rules.name)
                message = move_aside(path, _("was not used ({why})").format(why=err), what=what).sentence
                log.warning(message)
                (notice if notice is not None else UNSAID).append(message)
        if values is None:
            table = solve(model, progress)
            try:
                write_table(path, model, table.values)
            except OSError as err:
                log.warning("could not save the solver table %s: %s", path, err)
                sentence = _("The solver table for {rules} could not be kept in {path} ({why}); it is worked"
                             " out again next time.")
                (notice if notice is not None else UNSAID).append(
                    sentence.format(rules=rules.name, path=path.parent, why=why(err)))
        else:
            table = Table(rules, model, values)
        _MEMORY[key] = table
        return table


def perfect_score(rules: RuleSet) -> float | None:
    """The solver's expected score for a one-column rule set (its table computed the first time, some
    seconds); None for several columns, which the solver plays by a heuristic (the dice kind's
    ``perfect_score``)."""
    if rules.columns != 1:
        return None
    known = known_perfect_score(rules)
    return known if known is not None else load_table(rules).expected_score


def is_cached(rules: RuleSet) -> bool:
    """Is the rule set's table in memory or in the cache folder? (The file is checked when it is read.)"""
    model = model_for(rules)
    return model.cache_key() in _MEMORY or table_path(model).is_file()


def forget_memory() -> None:
    """Drop tables held in memory (tests, benchmarks)."""
    with _LOCK:
        _MEMORY.clear()
