"""600 seeded random playthroughs through legal_actions(), invariants checked after every step (every rule
set, one to three players). ``YNOT_PLAYTHROUGHS=10000`` plays more, the same way, for a long check."""

import os
import random

import pytest

from ynot.core import IllegalMove
from ynot.dice import DiceGame, Roll, Score, ToggleDie, Undo
from ynot.dice.rules import ALL_CATEGORIES, get_rules, total_score

GAMES = int(os.environ.get("YNOT_PLAYTHROUGHS", "600"))
CHUNKS = 10
ALL_DICE = frozenset(range(5))

RULES = [
    get_rules("ynot"),
    get_rules("yahtzee"),
    get_rules("yatcy"),
    get_rules("yacht"),
    get_rules("winzee"),
    get_rules("winzee", extra="wild"),
    get_rules("winzee", columns=2, multiplier=True, extra="nothing"),
]


def pick(rng: random.Random, actions):
    """A random legal action, weighted so games end in a reasonable number of steps."""
    scores = [a for a in actions if isinstance(a, Score)]
    rolls = [a for a in actions if isinstance(a, Roll)]
    toggles = [a for a in actions if isinstance(a, ToggleDie)]
    others = [a for a in actions if not isinstance(a, Score | Roll | ToggleDie)]
    groups = [(g, w) for g, w in ((scores, 3), (rolls, 3), (toggles, 4), (others, 1)) if g]
    group = rng.choices([g for g, _ in groups], weights=[w for _, w in groups])[0]
    return rng.choice(group)


def check(game: DiceGame, before, action) -> list:
    """Check the invariants after ``action``; return the legal actions now.

    Only the player who acted can have changed, so the expensive sums are checked for that card."""
    s = game.state
    assert 0 <= s.roll_number <= 3
    assert (s.dice is None) == (s.roll_number == 0)
    assert s.marks <= ALL_DICE
    if s.roll_number in (0, 3):
        assert not s.marks
    actor = before.current
    card, old = s.cards[actor], before.cards[actor]
    filled_before = sum(c.filled_count for c in old)
    filled_now = sum(c.filled_count for c in card)
    step = -1 if isinstance(action, Undo) else 1
    assert filled_now in (filled_before, filled_before + step)
    if card is not old:
        for col in card:
            assert all(v is None or v >= 0 for v in col.boxes)
            parts = col.upper_total() + col.upper_bonus(s.rules) + col.lower_total() + col.bonus_total()
            assert col.grand_total(s.rules) == parts
        assert s.total(actor) == total_score(card, s.rules) >= 0
    assert s.turn_number(actor) <= 13 * s.rules.columns + s.extra_turns[actor] + 1
    legal = game.legal_actions()
    if s.is_over:
        assert legal == [] and all(s.player_finished(p) for p in range(len(s.players)))
    else:
        assert legal and not s.player_finished(s.current)
    return legal


def play_one(seed: int) -> DiceGame:
    rng = random.Random(seed)
    rules = RULES[seed % len(RULES)]
    players = ["Ann", "Bob", "Cy"][: 1 + seed % min(3, rules.max_players)]
    game = DiceGame(rules, players, seed=seed)
    legal = game.legal_actions()
    while legal:
        action = pick(rng, legal)
        before = game.state
        game.apply(action)
        legal = check(game, before, action)
        if rng.random() < 0.02:  # now and then, something illegal: refused, nothing changed
            probe = rng.choice([Score(rng.choice(ALL_CATEGORIES), rng.randint(-1, 2)), ToggleDie(rng.randint(-2, 7))])
            if probe not in legal:
                state = game.state
                with pytest.raises(IllegalMove):
                    game.apply(probe)
                assert game.state is state
    return game


@pytest.mark.slow  # 3,000 games: CI plays them; -m "not slow" leaves them out of a quick check
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_playthroughs(chunk):
    for seed in range(chunk, GAMES, CHUNKS):
        game = play_one(seed)
        assert game.is_over
        turns = sum(13 * game.rules.columns + game.state.extra_turns[p] for p in range(len(game.state.players)))
        assert sum(1 for a in game.history if isinstance(a, Roll)) >= turns


def test_same_seed_same_game():
    assert play_one(1234).history == play_one(1234).history
