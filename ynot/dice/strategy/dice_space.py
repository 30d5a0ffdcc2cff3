"""The dice as multisets: the 252 distinct rolls of five dice and the 462 keeps of 0-5 dice.

A multiset is a tuple of six counts (index 0 is face 1). Keeps of ``n`` dice are listed per level
``n``; moving between levels by adding or removing one die gives the index tables the solver uses
to build expectations one die at a time and best-keep maxima one die at a time.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement
from math import factorial

import numpy as np

FACES = 6
DICE = 5


def _pattern_rank(counts: tuple[int, ...]) -> int:
    """Order inside a group of equally many distinct faces, chosen so that the rolls each lower box
    scores on form one run of rows: four of a kind before a full house, three of a kind before two
    pairs, small straights last among four faces and first (large ones leading) among five."""
    shape = sorted((c for c in counts if c), reverse=True)
    faces = {f for f in range(FACES) if counts[f]}
    small = any(set(range(a, a + 4)) <= faces for a in range(3))
    large = len(faces) == 5 and max(faces) - min(faces) == 4
    if shape in ([4, 1], [3, 1, 1]):
        return 0
    if len(faces) == 4:
        return 1 if small else 0
    if len(faces) == 5:
        return 0 if large else 1 if small else 2
    return 1


def _multisets(n: int) -> list[tuple[int, ...]]:
    """Count vectors of ``n`` dice, by how many distinct faces they show (so the best-keep step works
    on contiguous slices), then by pattern (see _pattern_rank), then by their sorted faces."""
    result = []
    for faces in combinations_with_replacement(range(1, FACES + 1), n):
        result.append(tuple(faces.count(f) for f in range(1, FACES + 1)))
    return sorted(result, key=lambda c: (sum(1 for x in c if x), _pattern_rank(c), [-x for x in c]))


#: KEEPS[n] lists the multisets of n dice; KEEPS[5] are the 252 rolls.
KEEPS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(tuple(_multisets(n)) for n in range(DICE + 1))
INDEX: tuple[dict[tuple[int, ...], int], ...] = tuple({k: i for i, k in enumerate(level)} for level in KEEPS)
ROLLS = KEEPS[DICE]
NUM_ROLLS = len(ROLLS)  # 252
NUM_KEEPS = sum(len(level) for level in KEEPS)  # 462

#: counts of each face in each roll, shape (252, 6)
ROLL_COUNTS = np.array(ROLLS, dtype=np.int64)
#: the faces of each roll in ascending order, shape (252, 5)
ROLL_FACES = np.array([[f + 1 for f in range(FACES) for _ in range(c[f])] for c in ROLLS], dtype=np.int64)
#: rows of the five-of-a-kind rolls, by face 1-6
FIVE_KIND_ROWS = np.array(
    [INDEX[DICE][tuple(5 if f == g else 0 for f in range(FACES))] for g in range(FACES)], dtype=np.intp
)


def multiset_probability(counts: tuple[int, ...]) -> float:
    """Chance that rolling sum(counts) dice shows exactly this multiset."""
    n = sum(counts)
    ways = factorial(n)
    for c in counts:
        ways //= factorial(c)
    return ways / FACES**n


#: probability of each roll of all five dice, shape (252,)
ROLL_PROB = np.array([multiset_probability(c) for c in ROLLS])


def _add_table(n: int) -> np.ndarray:
    """For each keep of n dice, the keep of n+1 dice after adding face f: shape (len, 6)."""
    table = np.empty((len(KEEPS[n]), FACES), dtype=np.intp)
    for i, keep in enumerate(KEEPS[n]):
        for f in range(FACES):
            bigger = list(keep)
            bigger[f] += 1
            table[i, f] = INDEX[n + 1][tuple(bigger)]
    return table


def _parents(n: int, keep: tuple[int, ...]) -> list[int]:
    result = []
    for f in range(FACES):
        if keep[f]:
            smaller = list(keep)
            smaller[f] -= 1
            result.append(INDEX[n - 1][tuple(smaller)])
    return result


def _remove_groups(n: int) -> tuple[tuple[int, int, np.ndarray], ...]:
    """For the keeps of n >= 1 dice, grouped by distinct faces ``d`` into contiguous slices
    ``start:stop``: the keeps of n-1 dice after removing one die of each face, shape (d, stop-start)."""
    groups = []
    level = KEEPS[n]
    start = 0
    while start < len(level):
        d = sum(1 for x in level[start] if x)
        stop = start
        while stop < len(level) and sum(1 for x in level[stop] if x) == d:
            stop += 1
        table = np.array([_parents(n, level[i]) for i in range(start, stop)], dtype=np.intp).T
        groups.append((start, stop, np.ascontiguousarray(table)))
        start = stop
    return tuple(groups)


#: ADD[n][k, f]: index in level n+1 of keep k of level n plus one die showing f+1 (n = 0..4)
ADD: tuple[np.ndarray, ...] = tuple(_add_table(n) for n in range(DICE))
#: REMOVE[n]: groups (start, stop, parents) of the keeps of level n minus one die (n = 1..5; [0] empty)
REMOVE: tuple[tuple[tuple[int, int, np.ndarray], ...], ...] = ((),) + tuple(
    _remove_groups(n) for n in range(1, DICE + 1)
)


def roll_index(faces: tuple[int, ...] | list[int]) -> int:
    """Row of five faces (in any order) among the 252 rolls."""
    return INDEX[DICE][tuple(list(faces).count(f) for f in range(1, FACES + 1))]


def keep_counts(faces: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    """The multiset (six counts) of some faces."""
    return tuple(list(faces).count(f) for f in range(1, FACES + 1))


@cache
def sub_keeps(roll: int) -> tuple[tuple[int, int], ...]:
    """Every distinct keep (level, index) that roll ``roll`` of five dice contains, all five included."""
    counts = ROLLS[roll]
    result = []

    def walk(face: int, chosen: list[int]) -> None:
        if face == FACES:
            n = sum(chosen)
            result.append((n, INDEX[n][tuple(chosen)]))
            return
        for c in range(counts[face] + 1):
            walk(face + 1, chosen + [c])

    walk(0, [])
    return tuple(result)


def faces_of(counts: tuple[int, ...]) -> tuple[int, ...]:
    """Ascending faces of a multiset."""
    return tuple(f + 1 for f in range(FACES) for _ in range(counts[f]))
