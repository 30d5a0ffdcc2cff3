"""Deals chosen by hand for the dominoes tests. Imported by name (pyproject.toml puts tests/ on the path)."""

from __future__ import annotations

from collections.abc import Iterable

from ynot.dominoes import Chain, DominoGame, DominoRules, PlayTile, Tile, parse_tile


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
