"""Help in the manner of Windows Help: a window with Contents, Back and Close buttons over a white page
of text, jumps underlined in green, pictures of dice, a scroll bar. The kit's HelpViewer does the
topics, links, history and keys; this adds the button bar and the pictures."""

from __future__ import annotations

import re
from dataclasses import replace

import pygame

from ...i18n import _
from ..kit import Button, HelpViewer, State, look_help
from ..kit.help import CONTENTS
from .art import ShakerPicture, draw_game_die
from .owner import Owner, context

_DICE = re.compile(r"^\{dice ([1-6]) ([1-6]) ([1-6]) ([1-6]) ([1-6])\}$")
PICTURE = "\x01"  # a line that holds a picture instead of words
DIE = 26
SHAKER_SIZE = (64, 76)
BAR_HEIGHT = 30


def _pictures(text: str) -> str:
    """The topic's text with each picture line turned into a marker and the blank lines it covers."""
    out = []
    for line in text.split("\n"):
        found = _DICE.match(line.strip())
        if found:
            out += [PICTURE + "dice" + "".join(found.groups()), ""]
        elif line.strip() == "{shaker}":
            out += [PICTURE + "shaker"] + [""] * 4
        else:
            out.append(line)
    return "\n".join(out)


class WindowsHelp(HelpViewer):
    """The help window of the Windows look."""

    def __init__(self, owner: Owner, start: str | None = None) -> None:
        self.owner = owner
        book = look_help(owner.skin.folder).with_keys(owner.shell.help_keys() if owner.shell.help_keys else [])
        found = [replace(topic, text=_pictures(topic.text)) for topic in book.topics]
        super().__init__(context(owner), found, start=start, size=(440, 236), title=book.title, notice=book.problem)
        frame = self.frame
        self.button_bar = pygame.Rect(frame.left + 6, frame.top + 25, frame.width - 12, BAR_HEIGHT)
        self.page_rect = pygame.Rect(
            frame.left + 6, self.button_bar.bottom, frame.width - 12, frame.bottom - 6 - self.button_bar.bottom
        )
        self.body = self.page_rect.inflate(-12, -8).move(0, 1)
        self.buttons = [
            Button(_("&Contents"), lambda: self.show(CONTENTS)),
            Button(_("&Back"), self.back),
            Button(_("Cl&ose"), self.close),
        ]
        x = self.button_bar.left + 4
        for button in self.buttons:
            button.rect = pygame.Rect(x, self.button_bar.top + 3, 84, 24)
            x += 88
        self.shaker = ShakerPicture(owner.style, SHAKER_SIZE)
        self.show(self.topic, remember=False)  # lay the page out for its real width

    def page(self) -> int:
        return max(1, self.body.height // self.ctx.style.font.line_height)

    # --- the Host protocol for the buttons ----------------------------------------------------------
    @property
    def style(self):  # noqa: ANN201 - the look's style
        return self.ctx.style

    def refuse(self, sentence: str) -> None:
        self.ctx.beep()

    def sound(self, name: str) -> None:
        self.ctx.sound(name)

    # --- events ----------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            for button in self.buttons:
                if button.mouse(event, self):
                    return True
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._scroll_click(event.pos):
                return True
        if event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_ALT:
            for button in self.buttons:
                if button.mnemonic and event.key == ord(button.mnemonic):
                    button.press(self)
                    return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.show("help")
            return True
        return super().handle_event(event)

    def back(self) -> bool:
        if not super().back():
            self.ctx.beep()
            return False
        return True

    def _scroll_click(self, pos: tuple[int, int]) -> bool:
        """A click on the scroll bar's arrows or track scrolls a line or a page."""
        bar = self._scroll_rect()
        if bar is None or not bar.collidepoint(pos):
            return False
        width = bar.width
        if pos[1] < bar.top + width:
            self.scroll(-1)
        elif pos[1] >= bar.bottom - width:
            self.scroll(1)
        else:
            self.scroll(self.page() if pos[1] > bar.centery else -self.page())
        return True

    def _scroll_rect(self) -> pygame.Rect | None:
        if len(self.lines) <= self.page():
            return None
        width = self.ctx.style.scroll_bar_width()
        return pygame.Rect(self.page_rect.right - width - 2, self.page_rect.top + 2, width, self.page_rect.height - 4)

    def update(self, dt_ms: int) -> None:
        for button in self.buttons:
            button.update(dt_ms)

    def busy(self) -> bool:
        return any(button.busy() for button in self.buttons)

    # --- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        style = self.ctx.style
        font = style.font
        title = self.heading if self.topic == CONTENTS else f"{self.heading} - {self.topics[self.topic].title}"
        style.dialog(surface, self.frame, title)
        pygame.draw.rect(surface, style.c("face"), self.button_bar)
        for button in self.buttons:
            button.draw(surface, style, False)
        style.well(surface, self.page_rect)
        links = self.visible_links()
        focused = links[min(self.link, len(links) - 1)] if links else None
        for row in range(self.top, min(len(self.lines), self.top + self.page())):
            y = self.body.top + (row - self.top) * font.line_height
            segments = self.lines[row]
            if segments and segments[0][0].startswith(PICTURE):
                self._picture(surface, segments[0][0][1:].strip(), (self.body.left, y))
                continue
            x = self.body.left
            for index, (words, target) in enumerate(segments):
                if target is None:
                    style.text(surface, words, (x, y), style.c("frame"))
                else:
                    style.link(surface, (x, y), words.rstrip(), State(focused=(row, index) == focused))
                x += font.line_width(words + "|") - font.line_width("|")
        bar = self._scroll_rect()
        if bar is not None:
            style.scroll_bar(surface, bar, self.top, self.page(), len(self.lines))

    def _picture(self, surface: pygame.Surface, what: str, at: tuple[int, int]) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.page_rect.inflate(-4, -4))
        if what.startswith("dice"):
            for index, face in enumerate(what[4:]):
                rect = pygame.Rect(at[0] + 4 + index * (DIE + 6), at[1] + 2, DIE, DIE)
                draw_game_die(self.ctx.style, surface, rect, int(face))
        elif what == "shaker":
            self.shaker.draw(surface, pygame.Rect((at[0] + 8, at[1] + 2), SHAKER_SIZE), 0)
        surface.set_clip(clip)
