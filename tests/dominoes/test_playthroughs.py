"""Random playthroughs through legal_actions() with invariants checked after every step."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ynot.core import IllegalMove
from ynot.dominoes import (
    Deal,
    DominoGame,
    DominoRules,
    Draw,
    GameOver,
    HandOver,
    Pass,
    Phase,
    PlayTile,
    Tile,
    TileDrawn,
    TilePlayed,
)
from ynot.dominoes.layout import CHAINS


def check(game: DominoGame, before, action, events) -> None:
    s = game.state
    rules = s.rules
    # every tile accounted for, once
    everything = [t for hand in s.hands for t in hand] + list(s.boneyard) + list(s.layout.tiles())
    assert len(everything) == rules.tile_count == len(set(everything))
    assert all(score % 5 == 0 for score in s.scores)
    assert all(after >= was for after, was in zip(s.scores, before.scores, strict=True))
    if rules.partners:  # partners score together
        assert s.scores[0] == s.scores[2] and s.scores[1] == s.scores[3]
    # nobody plays out of turn: every event of a play or draw belongs to the seat that was to move
    for event in events:
        if isinstance(event, TilePlayed | TileDrawn) and not isinstance(action, Deal):
            assert event.seat == before.current
        if isinstance(event, TilePlayed):
            assert event.points % 5 == 0 and event.value == s.layout.value() or isinstance(events[-1], HandOver)
    if isinstance(action, PlayTile | Pass) and s.phase is Phase.PLAY:
        assert s.current == (before.current + 1) % len(s.players)  # the turn goes round the table
    if isinstance(action, Draw):
        assert s.current == before.current and s.boneyard_count == before.boneyard_count - 1
    # the layout's ends match its chains; up and down hold tiles only once left and right do
    layout = s.layout
    if not layout.chain(CHAINS[0]) or not layout.chain(CHAINS[1]):
        assert not layout.chain(CHAINS[2]) and not layout.chain(CHAINS[3])
    for chain in CHAINS:
        placed = layout.chain(chain)
        inner = layout.spinner[0] if layout.spinner else None
        for p in placed:
            assert p.inner == inner and {p.inner, p.outer} == set(p.tile)
            inner = p.outer
    assert (s.phase is Phase.OVER) == any(score >= rules.target for score in s.scores)
    if s.phase is Phase.PLAY and s.opening is None:
        legal = game.legal_actions()
        assert (Pass() in legal) == (not s.boneyard and not any(isinstance(a, PlayTile) for a in legal))
        assert (Draw() in legal) == bool(s.boneyard)


NAMES = ("Ann", "Bob", "Cy", "Dan")


def playthrough(
    seed: int, highest: int, target: int, max_steps: int = 100_000, players: int = 2, partners: bool = False
) -> DominoGame:
    rng = random.Random(seed)
    game = DominoGame(DominoRules(highest, target, partners), NAMES[:players], seed=seed)
    for _ in range(max_steps):
        legal = game.legal_actions()
        if not legal:
            break
        # lean towards plays, so hands are not all drawn dry
        plays = [a for a in legal if isinstance(a, PlayTile)]
        action = rng.choice(plays) if plays and rng.random() < 0.8 else rng.choice(legal)
        before = game.state
        events = game.apply(action)
        check(game, before, action, events)
        if rng.random() < 0.05:  # an illegal action changes nothing
            state, legal = game.state, game.legal_actions()
            played = [PlayTile(t, chain) for t in state.layout.tiles() for chain in CHAINS]
            wrong = next(a for a in [Pass(), Draw(), Deal(), *played, PlayTile(Tile(9, 9))] if a not in legal)
            with pytest.raises(IllegalMove):
                game.apply(wrong)
            assert game.state is state
    assert game.is_over and isinstance(game.last_events[-1], GameOver)
    return game


@pytest.mark.slow
@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**9), st.sampled_from([6, 9]), st.sampled_from([100, 300]))
def test_random_games_keep_every_invariant(seed, highest, target):
    playthrough(seed, highest, target)


@pytest.mark.slow
@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**9), st.sampled_from([6, 9]), st.sampled_from([(3, False), (4, False), (4, True)]))
def test_random_games_of_three_and_four_keep_every_invariant(seed, highest, table):
    players, partners = table
    game = playthrough(seed, highest, 100, players=players, partners=partners)
    assert len(game.state.hands) == players


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(60))  # every set, table and partnership, ten times over
def test_many_random_games_to_300(seed):
    playthrough(seed, 6 if seed % 3 else 9, 300, players=2 + seed % 3, partners=seed % 6 == 5)
