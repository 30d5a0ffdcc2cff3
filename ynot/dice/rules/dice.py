"""Five dice as an immutable value."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ...i18n import _

NUM_DICE = 5
FACES = range(1, 7)


def check_face(face: object) -> int:
    """Return ``face`` if it is a whole number 1-6, else raise ValueError."""
    if isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= 6:
        raise ValueError(_("a die shows 1 to 6, not {face!r}").format(face=face))
    return face


@dataclass(frozen=True, slots=True)
class Dice:
    """The faces of the five dice, in their positions on the table."""

    faces: tuple[int, ...]
    _counts: tuple[int, ...] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        faces = tuple(self.faces)
        if len(faces) != NUM_DICE:
            raise ValueError(_("a roll has {dice} dice, not {count}").format(dice=NUM_DICE, count=len(faces)))
        for face in faces:
            check_face(face)
        object.__setattr__(self, "faces", faces)
        object.__setattr__(self, "_counts", tuple(faces.count(face) for face in FACES))

    @classmethod
    def of(cls, *faces: int) -> Dice:
        """``Dice.of(1, 2, 3, 4, 5)``."""
        return cls(tuple(faces))

    @classmethod
    def parse(cls, text: str) -> Dice:
        """Read ``"1 2 3 4 5"``, ``"12345"`` or ``"1,2,3,4,5"``."""
        cleaned = text.replace(",", " ").split()
        if len(cleaned) == 1 and cleaned[0].isdigit():  # "12345", and "1234" is four dice, not one
            cleaned = list(cleaned[0])
        try:
            faces = tuple(int(part) for part in cleaned)
        except ValueError:
            raise ValueError(_("dice are five faces 1-6, not {text!r}").format(text=text)) from None
        return cls(faces)

    def __iter__(self):
        return iter(self.faces)

    def __len__(self) -> int:
        return NUM_DICE

    def __getitem__(self, index: int) -> int:
        return self.faces[index]

    def __str__(self) -> str:
        return " ".join(str(face) for face in self.faces)

    @property
    def total(self) -> int:
        """Sum of all five faces."""
        return sum(self.faces)

    def counts(self) -> tuple[int, ...]:
        """How many dice show each face: index 0 is face 1."""
        return self._counts

    def count(self, face: int) -> int:
        """How many dice show ``face``."""
        return self._counts[face - 1]

    def is_five_of_a_kind(self) -> bool:
        """All five dice the same."""
        return NUM_DICE in self._counts

    def replace(self, positions: Iterable[int], faces: Iterable[int]) -> Dice:
        """New dice with the dice at ``positions`` (in order) showing ``faces``."""
        new = list(self.faces)
        positions = list(positions)
        faces = list(faces)
        if len(positions) != len(faces):
            raise ValueError(f"{len(positions)} dice rolled but {len(faces)} faces given")
        for position, face in zip(positions, faces, strict=True):
            new[position] = check_face(face)
        return Dice(tuple(new))
