"""What a standard dialog uses of the look it opens in: the look's kit Shell (``ynot.ui.kit.shell``), seen
through this protocol so the dialogs depend on no more than they use."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ..context import Context


class Host(Protocol):
    """The look's shell, as the standard dialogs see it."""

    ctx: Context  # the look's style, canvas, beep and sounds
    app: Any  # the window: what a dialog is pushed on, what a change of language starts again
    skin: Any  # its skin: its folder (help and about), its settings
    look: str  # its name
    options: Any  # the options (ynot.ini)
    audio: Any  # its sound (None: silent)
    store: Any  # None when the records could not be opened
    kind: Any  # the GameKind it plays
    session: Any  # the game played (None before one)
    coaching: Any  # the coach at the table (``kit.coaching.Coaching``)
    #: A look's heading for its high score table (its rules in its own words); None: the rules' title.
    scores_heading: Callable[[], str] | None
    #: The look's list of keys for its help (``@keys``), written from its bindings table; None: it has none.
    help_keys: Callable[[], list[str]] | None

    def call(self, fn: Callable[[], Any]) -> Any: ...
    def high_scores(self) -> list[Any]: ...
    def stats(self, name: str, rules: Any = None) -> Any: ...
    def looks(self) -> list[tuple[str, str]]: ...
    def switch_look(self, name: str) -> None: ...
    def save_options(self) -> bool: ...
    def tell(self, sentence: str) -> None: ...
    def keep(self) -> None: ...
    def open_dialog(self, command_id: str, **kw: Any) -> Any: ...
