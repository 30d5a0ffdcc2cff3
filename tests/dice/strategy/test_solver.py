"""The solver: published optimal values, and every turn checked against a plain reference."""

import random

import numpy as np
import pytest
from strategy_cases import ONE_COLUMN

from ynot.dice.rules import get_rules
from ynot.dice.strategy.dice_space import DICE, KEEPS, ROLL_PROB, ROLLS, multiset_probability, sub_keeps
from ynot.dice.strategy.model import FULL, NUM_BOXES, UPPER_CAP, ScoringModel, TurnState
from ynot.dice.strategy.search import _pieces, level_states
from ynot.dice.strategy.turn import ExtraTurn, TurnEvaluator

# Published optimal expected scores (Verhoeff; Glenn), kept to ten decimals.
PUBLISHED = [
    ("yahtzee-free-joker", "254.5896094820"),
    ("yahtzee", "254.5877287345"),
    ("yahtzee-plain", "245.8707745141"),
]


@pytest.mark.parametrize(("name", "value"), PUBLISHED)
def test_published_optimal_scores(solved, name, value):
    assert f"{solved(name).expected_score:.10f}" == value


@pytest.mark.slow
def test_ynot_value_is_stable(solved):
    # never published; documented in docs/strategy.md
    assert solved("ynot").expected_score == pytest.approx(269.3842490873, abs=1e-9)


def _outcomes(n):
    """Multisets of n rolled dice with their probabilities."""
    return [(k, multiset_probability(k)) for k in KEEPS[n]]


def _plus(a, b):
    return tuple(x + y for x, y in zip(a, b, strict=True))


def reference_turn(model, state, values, squares, self_pair=None):
    """One state's turn written out plainly with dictionaries: (expected, expected square)."""
    index5 = {k: i for i, k in enumerate(ROLLS)}

    def option_pairs(r, roll_number):
        pairs = []
        for box, gain in model.box_options(state, r, roll_number).items():
            if box == -1:
                v, w = self_pair
                pairs.append((gain + v, w + 2 * gain * v + gain * gain))
                continue
            filled, upper, fifty = state.filled | 1 << box, state.upper, state.fifty
            if box < 6:
                pts = int(model.points[r, box])
                upper = min(UPPER_CAP, state.upper + pts)
                if state.upper < model.threshold <= state.upper + pts:
                    gain += model.upper_bonus
            if box == 11 and gain >= 50 and model.fifty_matters:
                fifty = True
            v, w = values[filled, upper, int(fifty)], squares[filled, upper, int(fifty)]
            pairs.append((gain + v, w + 2 * gain * v + gain * gain))
        return max(pairs)

    now = [[option_pairs(r, t + 1) for r in range(len(ROLLS))] for t in range(3)]

    def keep_values(top):
        result = {}
        for n in range(DICE + 1):
            for keep in KEEPS[n]:
                v = w = 0.0
                for outcome, p in _outcomes(DICE - n):
                    tv, tw = top[index5[_plus(keep, outcome)]]
                    v += p * tv
                    w += p * tw
                result[(n, keep)] = (v, w)
        return result

    def best_rolls(keeps, scoring):
        out = []
        for r in range(len(ROLLS)):
            cands = [keeps[(n, KEEPS[n][k])] for n, k in sub_keeps(r)] + [scoring[r]]
            out.append(max(cands))
        return out

    r2 = best_rolls(keep_values(now[2]), now[1])
    r1 = best_rolls(keep_values(r2), now[0])
    return sum(p * v for p, (v, _) in zip(ROLL_PROB, r1, strict=True)), sum(
        p * w for p, (_, w) in zip(ROLL_PROB, r1, strict=True)
    )


@pytest.mark.parametrize(("name", "options"), ONE_COLUMN)
def test_turn_and_second_moment_match_reference(name, options):
    """Against random successor tables, the batched turn (values and squares) equals the reference."""
    model = ScoringModel(get_rules(name, **options))
    rng = np.random.default_rng(5)
    values = rng.uniform(0, 150, size=(FULL + 1, UPPER_CAP + 1, 2))
    squares = values**2 + rng.uniform(0, 900, size=values.shape)
    if not model.fifty_matters:
        values[:, :, 1], squares[:, :, 1] = values[:, :, 0], squares[:, :, 0]
    evaluator = TurnEvaluator(model, moments=True)
    pick = random.Random(name + str(options))
    # (one open box makes exact ties between keeps of different spread: any of them is optimal)
    for level in (11, 8, 4):
        masks, ups, flags = level_states(model, level)
        for i in pick.sample(range(masks.size), 2):
            state = TurnState(int(masks[i]), int(ups[i]), bool(flags[i]))
            self_pair = (float(pick.uniform(0, 150)), 0.0)
            self_pair = (self_pair[0], self_pair[0] ** 2 + 50.0)
            got = evaluator.turn(
                masks[i : i + 1], ups[i : i + 1], flags[i : i + 1], values + 1j * squares,
                self_value=np.array([self_pair[0] + 1j * self_pair[1]]),
            )[0]
            want_v, want_w = reference_turn(model, state, values, squares, self_pair)
            assert got.real == pytest.approx(want_v, abs=1e-9)
            # equal values reached by different keeps may spread differently (YNOT's Roll! makes
            # such exact ties); either is optimal, so squares agree to a part in a million
            assert got.imag == pytest.approx(want_w, rel=1e-6)


def test_table_agrees_with_single_state_turns(solved):
    """Batching across upper totals and states, and filling equivalent totals, change nothing."""
    table = solved("yahtzee")
    model = table.model
    evaluator = TurnEvaluator(model)
    pick = random.Random(3)
    for level in range(13):
        masks, _, flags = level_states(model, level)
        for i in pick.sample(range(masks.size), min(3, masks.size)):
            mask, flag = int(masks[i]), int(flags[i])
            for upper in sorted(model.upper_maps.reachable[mask & 63])[:: max(1, 7)]:
                got = evaluator.turn(
                    np.array([mask]), np.array([upper]), np.array([flag]), table.values
                )[0]
                assert got == pytest.approx(table.values[mask, upper, flag], abs=1e-9)


@pytest.mark.slow
def test_extra_turn_fixed_point(solved):
    """Windows' bonus: every state's value is, to 1e-9, the value of its whole turn with the extra
    turn worth 50 + itself (x == g(x), checked with the plain turn, not the solver's shortcut)."""
    table = solved("winzee", extra="bonus")
    model = table.model
    evaluator = TurnEvaluator(model)
    for level in range(NUM_BOXES):
        masks, ups, flags = level_states(model, level)
        pick = np.flatnonzero(flags)
        if level == 0:
            assert pick.size == 0
            continue
        own = table.values[masks[pick], ups[pick], flags[pick]]
        again = evaluator.turn(masks[pick], ups[pick], flags[pick], table.values, self_value=own)
        assert np.max(np.abs(again - own)) <= 1e-9, level
        without = evaluator.turn(masks[pick], ups[pick], flags[pick], table.values)
        assert np.all(own >= without - 1e-12)
        assert np.any(own > without + 1e-6)


def test_extra_turn_shortcut_equals_whole_turn():
    """ExtraTurn's g(x) (the x-independent part of a turn computed once) equals the whole turn for
    any x, whether the extra turn is taken on every five of a kind, on some, or never; also after
    settled states are dropped."""
    model = ScoringModel(get_rules("winzee", extra="bonus"))
    evaluator = TurnEvaluator(model)
    rng = np.random.default_rng(8)
    values = rng.uniform(0, 150, size=(FULL + 1, UPPER_CAP + 1, 2))
    for level in (12, 9, 5, 1):
        masks, ups, flags = level_states(model, level)
        pick = np.flatnonzero(flags)
        pick = rng.choice(pick, size=min(40, pick.size), replace=False)
        m, u, f = masks[pick], ups[pick], flags[pick]
        g = ExtraTurn(evaluator, m, u, f, values)
        for x in (rng.uniform(-200, 300, size=pick.size), np.full(pick.size, -1e6), np.full(pick.size, 1e4)):
            want = evaluator.turn(m, u, f, values, self_value=x)
            assert np.max(np.abs(g(x) - want)) <= 1e-9 * max(1.0, np.max(np.abs(want)))
        keep = np.arange(0, pick.size, 3)
        g.keep(keep)
        x = rng.uniform(0, 200, size=keep.size)
        want = evaluator.turn(m[keep], u[keep], f[keep], values, self_value=x)
        assert np.max(np.abs(g(x) - want)) <= 1e-9


def test_pieces_cover_a_level_evenly():
    for start, stop, chunk, workers in [(0, 1418, 1024, 2), (5, 77974, 1024, 2), (0, 54, 1024, 2), (0, 700, 512, 1)]:
        pieces = _pieces(start, stop, chunk, workers)
        covered = [i for piece in pieces for i in range(piece.start, piece.stop)]
        assert covered == list(range(start, stop))
        sizes = [piece.stop - piece.start for piece in pieces]
        assert max(sizes) <= chunk and max(sizes) - min(sizes) <= 1
        if stop - start >= 64 * workers:
            assert len(pieces) % workers == 0
    assert _pieces(3, 3, 512, 2) == []


def test_unreachable_totals_are_not_numbers(solved):
    table = solved("yahtzee-plain")
    ones_only = 1  # only Ones filled: totals 0-5
    assert np.isnan(table.values[ones_only, 6, 0])
    assert not np.isnan(table.values[ones_only, 5, 0])
    assert table.value(TurnState(ones_only, 5, False)) > 0
