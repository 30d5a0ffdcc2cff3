"""The scene contract: every screen, dialog, menu and help page is a Scene on the App's stack."""

from __future__ import annotations

from typing import Any

import pygame


class Scene:
    """One layer of the screen.

    ``handle_event`` returns True when it consumed the event; ``update`` advances animations by
    ``dt_ms`` milliseconds; ``draw`` paints the scene on the skin's logical canvas. A scene that is
    ``opaque`` hides the scenes under it, otherwise they are drawn first (dialogs over the game).
    """

    opaque = True

    def __init__(self) -> None:
        self.app: Any = None  # the App showing it, once pushed (not imported: the App imports scenes)

    # --- lifecycle -------------------------------------------------------------------
    def attach(self, app: Any) -> None:
        """Called when the scene is pushed on ``app``'s stack."""
        self.app = app

    def detach(self) -> None:
        """Called when the scene leaves the stack."""

    def close(self) -> None:
        """Take this scene off the stack."""
        if self.app is not None:
            self.app.remove(self)

    # --- the contract ----------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt_ms: int) -> None:
        """Advance time-based animation."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint on the logical canvas."""

    def busy(self) -> bool:
        """True while something moves or a timer runs, so the loop must keep ticking."""
        return False

    def next_deadline_ms(self) -> int | None:
        """Milliseconds until this scene needs an update though nothing moves (a timer), or None."""
        return None
