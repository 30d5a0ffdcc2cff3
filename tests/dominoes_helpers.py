"""Deals chosen by hand for the dominoes tests. Imported by name (pyproject.toml puts tests/ on the path)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable

from ynot.dominoes import Chain, DominoGame, DominoRules, Draw, Phase, PlayTile, Tile, parse_tile
from ynot.dominoes.computer import choose_easy
from ynot.dominoes.estimator import canonical


def tiles(text: str) -> list[Tile]:
    """``"6-6 6-3"`` as tiles."""
    return [parse_tile(word) for word in text.split()]


def order_for(first: str, second: str, boneyard: str = "", highest: int = 6) -> tuple[Tile, ...]:
    """A shuffled order dealing ``first`` and ``second`` (filled up with unused tiles, lowest first, when
    short) with ``boneyard`` on top of the rest of the boneyard."""
    rules = DominoRules(highest)
    chosen = [tiles(first), tiles(second), tiles(boneyard)]
    used = {t for group in chosen for t in group}
    spare = [t for t in rules.tiles if t not in used and not t.is_double]
    spare += [t for t in rules.tiles if t not in used and t.is_double]
    for group in chosen[:2]:
        while len(group) < rules.hand_size:
            group.append(spare.pop(0))
    rest = [t for t in rules.tiles if t not in {*chosen[0], *chosen[1], *chosen[2]}]
    return tuple(chosen[0] + chosen[1] + chosen[2] + rest)


def game_with(first: str, second: str, boneyard: str = "", highest: int = 6, target: int = 300) -> DominoGame:
    return DominoGame(DominoRules(highest, target), ["Ann", "Bob"], order=order_for(first, second, boneyard, highest))


def play(game: DominoGame, tile: str, chain: str | None = None) -> list:
    return game.apply(PlayTile(parse_tile(tile), Chain[chain.upper()] if chain else None))


def plays(game: DominoGame, moves: Iterable[str]) -> list:
    """Apply ``"6-3 left"``-style moves in turn; return the last events."""
    events: list = []
    for move in moves:
        tile, *chain = move.split()
        events = play(game, tile, chain[0] if chain else None)
    return events


def order_for_hands(
    hands: list[str], boneyard: str = "", highest: int = 6, players: int | None = None
) -> tuple[Tile, ...]:
    """A shuffled order dealing each of ``hands`` (filled up with unused non-doubles, lowest first, when
    short) with ``boneyard`` on top of the rest of the boneyard: for three or four players."""
    rules = DominoRules(highest)
    size = rules.hand_size_for(players or len(hands))
    chosen = [tiles(hand) for hand in hands] + [tiles(boneyard)]
    used = {t for group in chosen for t in group}
    spare = [t for t in rules.tiles if t not in used and not t.is_double]
    spare += [t for t in rules.tiles if t not in used and t.is_double]
    for group in chosen[:-1]:
        while len(group) < size:
            group.append(spare.pop(0))
    dealt = [t for group in chosen for t in group]
    return tuple(dealt + [t for t in rules.tiles if t not in set(dealt)])


def table_with(hands: list[str], boneyard: str = "", highest: int = 6, partners: bool = False, target: int = 300):
    """A game of len(hands) players (Ann, Bob, Cy, Dan) dealt ``hands``."""
    names = ["Ann", "Bob", "Cy", "Dan"][: len(hands)]
    order = order_for_hands(hands, boneyard, highest)
    return DominoGame(DominoRules(highest, target, partners), names, order=order)


def share_the_boneyard(game: DominoGame, seat: int, rng: random.Random):
    """Draw until holding half the boneyard the hand began with, then play the easy way."""
    s = game.state
    if s.boneyard and s.opening is None and s.drawn[seat] < (s.rules.tile_count - 2 * s.rules.hand_size + 1) // 2:
        return Draw()
    return choose_easy(game, seat, rng)


def endgames(count: int) -> list[DominoGame]:
    """Seeded double-six hands in which the two players draw the boneyard between them and then play the
    easy way, stopped when the two hands hold six tiles or fewer and the player to move has two or more
    plays. Every third one is told as if near the end of a game (scores a little below the target),
    where a play may win or lose the game."""
    found = []
    for seed in range(count * 3):
        game = DominoGame(DominoRules(), ["Ann", "Bob"], seed=seed)
        rng = random.Random(seed)
        while game.state.phase is Phase.PLAY:
            s = game.state
            small = not s.boneyard and s.opening is None and sum(len(hand) for hand in s.hands) <= 6
            if small and len({canonical(p, s.layout) for p in game.plays()}) >= 2:
                if seed % 3 == 2:  # the same hand near the end of a game
                    game._state = dataclasses.replace(s, scores=(285 - 5 * (seed % 4), 280 - 5 * (seed % 5)))
                found.append(game)
                break
            game.apply(share_the_boneyard(game, game.current, rng))
        if len(found) == count:
            break
    return found
