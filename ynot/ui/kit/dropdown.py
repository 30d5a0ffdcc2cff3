"""A drop-down list box, as Windows 3.1 had it: the choice in a box with an arrow button at its right;
a click on it (or Alt+DOWN, Alt+UP or F4) drops the list down under it, where a click or RETURN chooses
and ESC, or a click anywhere else, closes it leaving the choice as it was. While it is closed the arrow
keys step through the choices and a letter jumps to the next choice starting with it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ...i18n import _
from .style import Style
from .widgets import ENTER_KEYS, Choice, Flag, Host, next_starting_with

_STEPS = {pygame.K_UP: -1, pygame.K_LEFT: -1, pygame.K_DOWN: 1, pygame.K_RIGHT: 1}
_TOGGLES = (pygame.K_F4,)


class DropDown(Choice):
    """A drop-down list box; ``index`` is the choice, ``on_change`` hears it change (a Choice that looks
    before it changes)."""

    def __init__(
        self,
        label: str,
        options: Sequence[str],
        index: int = 0,
        *,
        on_change: Callable[[int], None] | None = None,
        enabled: Flag = True,
        visible: Flag = True,
    ) -> None:
        super().__init__(label, options, index, on_change=on_change, enabled=enabled, visible=visible)
        self.dropped = False  # the list is down
        self.lit = self.index  # the row lit in the dropped list
        self._row_height = 16

    @property
    def own_keys(self) -> frozenset[int]:  # type: ignore[override]
        keys = {*_STEPS, *_TOGGLES}
        if self.dropped:
            keys |= {pygame.K_ESCAPE, pygame.K_TAB, *ENTER_KEYS}
        return frozenset(keys)

    def size_hint(self, style: Style) -> tuple[int, int]:
        self._row_height = style.data.row_height
        return super().size_hint(style)

    def list_rect(self) -> pygame.Rect:
        """Where the dropped list lies: under the box, as wide as it, a row for each choice."""
        return pygame.Rect(self.rect.left, self.rect.bottom, self.rect.width, len(self.options) * self._row_height + 2)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        area = self.list_rect()
        if not area.collidepoint(pos):
            return None
        return min(len(self.options) - 1, max(0, (pos[1] - area.top - 1) // self._row_height))

    def captures_mouse(self) -> bool:
        return self.dropped

    # --- behaviour ----------------------------------------------------------------------------------
    def drop(self, host: Host) -> None:
        if not self.enabled:
            host.refuse(_("That cannot be changed now."))
            return
        self.dropped, self.lit = True, self.index
        host.sound("click")

    def close(self) -> None:
        """Put the list away; the choice stays as it was."""
        self.dropped = False

    def choose(self, index: int, host: Host) -> None:
        self.dropped = False
        if not self.enabled:
            host.refuse(_("That cannot be changed now."))
            return
        changed = index != self.index
        self.index = index
        if changed and self.on_change is not None:
            self.on_change(index)

    def activate(self, host: Host) -> None:
        self.drop(host)

    def leave(self) -> None:
        self.close()

    def key(self, event: pygame.event.Event, host: Host) -> bool:
        alt = getattr(event, "mod", 0) & pygame.KMOD_ALT
        toggles = event.key in _TOGGLES or alt and event.key in (pygame.K_UP, pygame.K_DOWN)
        if self.dropped:
            if toggles or event.key in ENTER_KEYS:
                self.choose(self.lit, host)
            elif event.key in (pygame.K_ESCAPE, pygame.K_TAB):
                self.close()
            elif event.key in _STEPS:
                self.lit = max(0, min(len(self.options) - 1, self.lit + _STEPS[event.key]))
            else:
                return False
            return True
        if toggles:
            self.drop(host)
            return True
        if event.key in _STEPS:
            self.choose(max(0, min(len(self.options) - 1, self.index + _STEPS[event.key])), host)
            return True
        return False

    def text_input(self, text: str, host: Host) -> bool:
        found = next_starting_with(self.options, self.lit if self.dropped else self.index, text)
        if found is None:
            return False
        if self.dropped:
            self.lit = found
        else:
            self.choose(found, host)
        return True

    def mouse(self, event: pygame.event.Event, host: Host) -> bool:
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return self.dropped
        if getattr(event, "button", 1) != 1 and event.type != pygame.MOUSEMOTION:
            return self.dropped
        inside = self.rect.collidepoint(event.pos)
        if not self.dropped:
            if event.type == pygame.MOUSEBUTTONDOWN and inside:
                self.drop(host)
                return True
            return False
        row = self.row_at(event.pos)
        if row is not None:
            self.lit = row
            if event.type == pygame.MOUSEBUTTONUP:
                self.choose(row, host)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.close()  # a click on the box or anywhere else: put away, unchanged
        return True

    def draw(self, surface: pygame.Surface, style: Style, focused: bool) -> None:
        style.drop_down(surface, self.rect, self.value, self.state(focused and not self.dropped))

    def draw_over(self, surface: pygame.Surface, style: Style) -> None:
        """The dropped list, over whatever lies under it."""
        if self.dropped:
            self._row_height = style.data.row_height
            style.drop_list(surface, self.list_rect(), self.options, self.lit, self._row_height)
