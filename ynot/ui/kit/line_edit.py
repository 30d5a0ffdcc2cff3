"""The editing of one line of text, apart from any drawing: caret, selection, the editing keys, a
length limit, characters typed through pygame's TEXTINPUT events (so dead keys and input methods work),
and the part of a text too wide for its field that is shown (it scrolls with the caret)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...i18n import _
from ..pixelfont import PixelFont

MOD_WORD = pygame.KMOD_CTRL  # Ctrl with an editing key: by words, or all (Ctrl+A)


class LineEdit:
    """A line of text being edited. Keys come as KEYDOWN events, characters as TEXTINPUT events.

    ``check`` returns a sentence refusing a text (a character no font has, a comma...), or "".
    Each method returns "" when it did its job, or a sentence saying why not (the caller beeps).
    """

    def __init__(
        self,
        text: str = "",
        *,
        max_length: int = 40,
        check: Callable[[str], str] = lambda text: "",
        select_all: bool = False,
    ) -> None:
        self.text = text[:max_length]
        self.max_length = max_length
        self.check = check
        self.caret = len(self.text)
        self.anchor: int | None = 0 if select_all and self.text else None
        self.scroll = 0  # the first character shown

    # --- reading ----------------------------------------------------------------------------------
    def selection(self) -> tuple[int, int] | None:
        """(start, end) of the selected text, or None."""
        if self.anchor is None or self.anchor == self.caret:
            return None
        return (min(self.anchor, self.caret), max(self.anchor, self.caret))

    def visible(self, font: PixelFont, room: int) -> tuple[str, int]:
        """The part of the text shown in ``room`` pixels, keeping the caret in sight, and where it starts."""
        self.scroll = max(0, min(self.scroll, self.caret, len(self.text)))
        while self.scroll < self.caret and font.line_width(self.text[self.scroll : self.caret]) > room:
            self.scroll += 1
        end = self.scroll
        while end < len(self.text) and font.line_width(self.text[self.scroll : end + 1]) <= room:
            end += 1
        while self.scroll > 0 and font.line_width(self.text[self.scroll - 1 : end]) <= room:
            self.scroll -= 1  # room to spare on the right: show more on the left
        return self.text[self.scroll : end], self.scroll

    # --- editing ----------------------------------------------------------------------------------
    def set_text(self, text: str) -> None:
        self.text = text[: self.max_length]
        self.caret = len(self.text)
        self.anchor = None

    def insert(self, typed: str) -> str:
        """Type ``typed`` at the caret, replacing the selection."""
        typed = "".join(ch for ch in typed if ch.isprintable())
        if not typed:
            return ""
        start, end = self.selection() or (self.caret, self.caret)
        text = self.text[:start] + typed + self.text[end:]
        if len(text) > self.max_length:
            return _("At most {count} letters fit here.").format(count=self.max_length)
        refused = self.check(text)
        if refused:
            return refused
        self.text = text
        self.caret = start + len(typed)
        self.anchor = None
        return ""

    def delete(self, forward: bool) -> str:
        """BACKSPACE (``forward`` False) or DELETE: the selection, or one character."""
        selected = self.selection()
        if selected is None:
            if forward and self.caret >= len(self.text) or not forward and self.caret == 0:
                return _("There is nothing to delete there.")
            selected = (self.caret, self.caret + 1) if forward else (self.caret - 1, self.caret)
        start, end = selected
        self.text = self.text[:start] + self.text[end:]
        self.caret = start
        self.anchor = None
        return ""

    def move(self, to: int, *, extend: bool = False) -> None:
        """Put the caret at ``to``; ``extend`` grows the selection (Shift held)."""
        to = max(0, min(len(self.text), to))
        if extend:
            if self.anchor is None:
                self.anchor = self.caret
        else:
            selected = self.selection()
            if selected is not None and to != self.caret:  # an arrow first collapses the selection
                to = selected[0] if to < self.caret else selected[1]
            self.anchor = None
        self.caret = to

    def _word(self, step: int) -> int:
        """Where Ctrl+LEFT (``step`` -1) or Ctrl+RIGHT puts the caret: the start of a word."""
        index, text = self.caret, self.text
        if step < 0:
            while index > 0 and text[index - 1] == " ":
                index -= 1
            while index > 0 and text[index - 1] != " ":
                index -= 1
        else:
            while index < len(text) and text[index] != " ":
                index += 1
            while index < len(text) and text[index] == " ":
                index += 1
        return index

    def key(self, event: pygame.event.Event) -> str | None:
        """An editing key: "" done, a sentence refused, None not an editing key."""
        key = event.key
        mod = getattr(event, "mod", 0)
        shift = bool(mod & pygame.KMOD_SHIFT)
        word = bool(mod & MOD_WORD)
        if key == pygame.K_BACKSPACE:
            return self.delete(False)
        if key == pygame.K_DELETE:
            return self.delete(True)
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if key == pygame.K_LEFT else 1
            self.move(self._word(step) if word else self.caret + step, extend=shift)
            return ""
        if key == pygame.K_HOME:
            self.move(0, extend=shift)
            return ""
        if key == pygame.K_END:
            self.move(len(self.text), extend=shift)
            return ""
        if key == pygame.K_a and word:
            self.anchor, self.caret = 0, len(self.text)
            return ""
        return None
