"""The help viewer: topics of text with links between them, a contents page, and back.

The topics come from a look's help file (:mod:`.helpbook`). A topic's text marks a link as ``[[key]]`` or
``[[words shown|key]]``, where the key names the topic (its title when it has no key). Keys: UP/DOWN
scroll a line, PGUP/PGDN a page; TAB and Shift-TAB move between the links on the page, RETURN follows
one; BACKSPACE (or Alt-LEFT) goes back; ESC closes. The mouse follows a link with a click and
scrolls with the wheel.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

import pygame

from ...i18n import _
from ..scene import Scene
from .context import Context
from .helpbook import CONTENTS, HelpTopic
from .style import State
from .widgets import ENTER_KEYS

_LINK = re.compile(r"\[\[([^\]|]+)(?:\|([^\]]+))?\]\]")

__all__ = ["CONTENTS", "HelpTopic", "HelpViewer", "parse_links"]


Segment = tuple[str, str | None]  # words, and the topic they link to (None: plain text)


def parse_links(text: str) -> list[Segment]:
    """A paragraph as plain and linked pieces."""
    pieces: list[Segment] = []
    at = 0
    for found in _LINK.finditer(text):
        if found.start() > at:
            pieces.append((text[at : found.start()], None))
        shown, target = found.group(1), found.group(2)
        pieces.append((shown, (target or shown).strip()))
        at = found.end()
    if at < len(text):
        pieces.append((text[at:], None))
    return pieces


Word = list[Segment]  # a word as the reader sees it: its pieces (a link and the comma after it), spaces after


def _words(paragraph: str) -> list[Word]:
    """A paragraph's words; a piece that follows another without a space (the comma after a link) is part of
    the same word, so no line ever starts with it."""
    words: list[Word] = []
    for piece_text, target in parse_links(paragraph):
        for piece in re.findall(r"\S+\s*|\s+", piece_text):
            glued = bool(words) and not words[-1][-1][0][-1:].isspace()
            if piece[0].isspace() and words or glued:
                words[-1].append((piece, target))
            else:
                words.append([(piece, target)])
    return words


def _text(words: Sequence[Word]) -> str:
    return "".join(piece for word in words for piece, _target in word)


def wrap_words(paragraph: str, width: Callable[[str], int], room: int) -> list[list[Segment]]:
    """``paragraph`` (with links) broken into lines no wider than ``room`` as ``width`` measures them: a line
    breaks only between words, never before a piece glued to the word before it (", which decides who
    wins."), and the last line is never one word alone when the line above it can give it a word of its
    three or more ("them first." rather than "first.")."""
    rows: list[list[Word]] = [[]]
    for word in _words(paragraph):
        if rows[-1] and width(_text([*rows[-1], word]).rstrip()) > room:
            rows.append([])
            word = [(word[0][0].lstrip(), word[0][1]), *word[1:]]
        rows[-1].append(word)
    if len(rows) > 1 and len(rows[-1]) == 1 and len(rows[-2]) >= 3:
        moved = [rows[-2][-1], *rows[-1]]
        if width(_text(moved).rstrip()) <= room:
            rows[-2:] = [rows[-2][:-1], moved]
    return [_segments(row) for row in rows]


def _segments(row: list[Word]) -> list[Segment]:
    """A line's words as segments, the neighbouring pieces of one link (or of plain text) joined."""
    line: list[Segment] = []
    for word in row:
        for piece, target in word:
            if line and line[-1][1] == target:
                line[-1] = (line[-1][0] + piece, target)
            else:
                line.append((piece, target))
    return line


class HelpViewer(Scene):
    """Help topics in a dialog-sized window over the screen."""

    opaque = False

    def __init__(
        self,
        ctx: Context,
        topics: Sequence[HelpTopic],
        *,
        start: str | None = None,
        size: tuple[int, int] = (0, 0),
        title: str = "",
        notice: str = "",
    ) -> None:
        """``start`` is the key of the topic shown first (the contents by default); ``notice``, a sentence
        shown at the top of the contents (why the help is not the one asked for)."""
        super().__init__()
        self.ctx = ctx
        self.topics = {topic.ref: topic for topic in topics}
        contents = "\n".join(f"[[{topic.title}|{topic.ref}]]" for topic in topics)
        self.topics.setdefault(CONTENTS, HelpTopic(_("Contents"), contents, CONTENTS))
        if notice:
            first = self.topics[CONTENTS]
            self.topics[CONTENTS] = replace(first, text=f"{notice}\n\n{first.text}".rstrip("\n"))
        self.heading = title or _("Help")
        hint_width = ctx.style.font.line_width(self.hint()) + 8
        width = size[0] or min(ctx.canvas[0] - 40, max(340, hint_width))
        height = size[1] or min(ctx.canvas[1] - 40, 12 * ctx.style.font.line_height)
        self.size = (width, height)
        #: Where the player was before each link followed: the topic, the first line shown and the link
        #: with the keyboard's focus, so that going back returns to that very place.
        self.history: list[tuple[str, int, int]] = []
        self.topic = CONTENTS
        self.top = 0
        self.link = 0  # the link with the keyboard's focus, counted on the page shown
        self.frame, self.body = ctx.style.dialog_rects(ctx.canvas, self.heading, (width, height))
        self.show(start if start in self.topics else CONTENTS, remember=False)

    # --- pages -------------------------------------------------------------------------------------
    def show(self, title: str, *, remember: bool = True) -> None:
        if title not in self.topics:
            self.ctx.beep()
            return
        if remember:
            self.history.append((self.topic, self.top, self.link))
        self.topic = title
        self.top = 0
        self.link = 0
        self.lines = self._lay_out(self.topics[title].text)

    def back(self) -> bool:
        """Back to the page before the last link followed, scrolled as it was, the link followed selected."""
        if not self.history:
            return False
        topic, top, link = self.history.pop()
        self.show(topic, remember=False)
        self.top = max(0, min(top, len(self.lines) - self.page()))
        self.link = link if top == self.top else 0
        return True

    def _lay_out(self, text: str) -> list[list[Segment]]:
        """The text wrapped into lines of segments no wider than the page (:func:`wrap_words`)."""
        font = self.ctx.style.font
        room = self.body.width - self.ctx.style.scroll_bar_width() - 4
        lines: list[list[Segment]] = []
        for paragraph in text.split("\n"):
            lines += wrap_words(paragraph, lambda words: font.line_width(words), room)
        return lines

    def page(self) -> int:
        return max(1, (self.body.height - self.ctx.style.font.line_height - 2) // self.ctx.style.font.line_height)

    def visible_links(self) -> list[tuple[int, int]]:
        """(line, segment) of each link on the lines shown."""
        found = []
        for row in range(self.top, min(len(self.lines), self.top + self.page())):
            for index, (_words, target) in enumerate(self.lines[row]):
                if target is not None:
                    found.append((row, index))
        return found

    def scroll(self, rows: int) -> bool:
        last = max(0, len(self.lines) - self.page())
        new = max(0, min(last, self.top + rows))
        if new == self.top:
            return False
        self.top = new
        self.link = 0
        return True

    # --- events ---------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self.ctx.key_press(event, self.key)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            found = self.link_index_at(event.pos)
            if found is not None:
                self.link = found  # selected when the player comes back
                row, index = self.visible_links()[found]
                self.show(self.lines[row][index][1] or CONTENTS)
            return True
        return event.type in (pygame.KEYUP, pygame.TEXTINPUT, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION)

    def key(self, event: pygame.event.Event) -> bool:
        key, mod = event.key, getattr(event, "mod", 0)
        page = self.page()
        moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page}
        links = self.visible_links()
        if key == pygame.K_ESCAPE:
            self.close()
            return True
        if key == pygame.K_BACKSPACE or (key == pygame.K_LEFT and mod & pygame.KMOD_ALT):
            return self.back()
        if key in (pygame.K_UP, pygame.K_DOWN) and self._link_down(links, moves[key]):
            return True
        if key in moves:
            return self.scroll(moves[key])
        if key == pygame.K_TAB:
            if not links:
                return False
            self.link = (self.link + (-1 if mod & pygame.KMOD_SHIFT else 1)) % len(links)
            return True
        if key in ENTER_KEYS:
            if not links:
                self.close()
                return True
            row, index = links[min(self.link, len(links) - 1)]
            self.show(self.lines[row][index][1] or CONTENTS)
            return True
        if key == pygame.K_HOME:
            return self.scroll(-len(self.lines))
        if key == pygame.K_END:
            return self.scroll(len(self.lines))
        return False

    def _advance(self, words: str, target: str | None) -> int:
        """How far a segment moves the pen; a link followed straight by text ("Section 1's") one pixel
        further, so its highlight, a pixel wider than its words, does not swallow the next letter."""
        font = self.ctx.style.font
        extra = 1 if target is not None and words and not words[-1].isspace() else 0
        return font.line_width(words + "|") - font.line_width("|") + extra

    def _link_down(self, links: list[tuple[int, int]], step: int) -> bool:
        """DOWN (``step`` 1) or UP (-1): the keyboard moves to the first link on a line below (the last on
        a line above) the one it is on; False when there is none in sight (the page scrolls instead)."""
        if not links:
            return False
        row = links[min(self.link, len(links) - 1)][0]
        further = [index for index, (other, _segment) in enumerate(links) if (other - row) * step > 0]
        if not further:
            return False
        self.link = further[0] if step > 0 else further[-1]
        return True

    def link_at(self, pos: tuple[int, int]) -> str | None:
        """The topic of the link at ``pos`` (None: no link there)."""
        found = self.link_index_at(pos)
        if found is None:
            return None
        row, index = self.visible_links()[found]
        return self.lines[row][index][1]

    def link_index_at(self, pos: tuple[int, int]) -> int | None:
        """Which of the links shown (counted as :meth:`visible_links` counts them) is at ``pos``."""
        font = self.ctx.style.font
        count = 0
        for row in range(self.top, min(len(self.lines), self.top + self.page())):
            x = self.body.left
            y = self.body.top + (row - self.top) * font.line_height
            for words, target in self.lines[row]:
                width = font.line_width(words)
                if target is not None:
                    if pygame.Rect(x, y, width, font.line_height).collidepoint(pos):
                        return count
                    count += 1
                x += self._advance(words, target)
        return None

    # --- drawing --------------------------------------------------------------------------------------
    def hint(self) -> str:
        return _("Tab: next link  Enter: follow  Backspace: back  Esc: close")

    def draw(self, surface: pygame.Surface) -> None:
        style = self.ctx.style
        font = style.font
        title = self.heading if self.topic == CONTENTS else f"{self.heading}: {self.topics[self.topic].title}"
        style.dialog(surface, self.frame, title)
        links = self.visible_links()
        focused = links[min(self.link, len(links) - 1)] if links else None
        for row in range(self.top, min(len(self.lines), self.top + self.page())):
            x = self.body.left
            y = self.body.top + (row - self.top) * font.line_height
            for index, (words, target) in enumerate(self.lines[row]):
                if target is None:
                    style.text(surface, words, (x, y), style.data.ink)
                else:
                    style.link(surface, (x, y), words.rstrip(), State(focused=(row, index) == focused))
                x += self._advance(words, target)
        if len(self.lines) > self.page():
            bar = style.scroll_bar_width()
            rect = pygame.Rect(self.body.right - bar, self.body.top, bar, self.page() * font.line_height)
            style.scroll_bar(surface, rect, self.top, self.page(), len(self.lines))
        hint = self.hint()
        line = pygame.Rect(self.body.left, self.body.bottom - font.line_height - 1, self.body.width, font.line_height)
        style.text_in(surface, line, hint, style.data.grey, align="center")
