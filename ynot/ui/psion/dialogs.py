"""EPOC-style dialogs for the Psion skin: messages, confirmations, forms and choice lists, described as
the kit's rows and buttons.

The 3a's dialogs show no buttons: the buttons are there (``show_buttons=False``) so that ENTER confirms
and ESC goes back, as on the machine; any other key either does its documented thing or gives the
error beep. The drawing is :class:`.style.EpocStyle`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ...i18n import _
from .. import kit
from ..pixelfont import get_font
from .look import Look

MOD_PSION = pygame.KMOD_CTRL | pygame.KMOD_ALT
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class Context(kit.Context):
    """The kit's context in the EPOC style, with the Psion look its dialogs draw with."""

    @property
    def look(self) -> Look:
        return self.style.look  # type: ignore[attr-defined, no-any-return]


class MessageDialog(kit.MessageBox):
    """Lines of text (a line with tabs is a row of columns); ENTER, SPACE or ESC closes it."""

    def __init__(
        self, ctx: Context, title: str, lines: Sequence[str], *, width: int = 260,
        on_close: Callable[[], None] = lambda: None,
    ) -> None:
        super().__init__(
            ctx, title, "\n".join(lines), width=width, hint=_("Enter or Esc to continue"), show_buttons=False,
            on_ok=on_close,
        )
        self.buttons[0].shortcut = pygame.K_SPACE

    @property
    def lines(self) -> list[str]:
        """The lines as shown (long ones wrapped)."""
        return self.label.lines(self.style)

    def set_lines(self, lines: Sequence[str]) -> None:
        self.label.label = "\n".join(lines)


class ConfirmDialog(kit.MessageBox):
    """A question: ENTER or Y says yes, ESC or N says no."""

    def __init__(self, ctx: Context, title: str, question: str, on_yes: Callable[[], None]) -> None:
        super().__init__(
            ctx,
            title,
            question,
            ok=_("&Yes"),
            no=_("&No"),
            on_ok=on_yes,
            width=220,
            hint=_("Enter: Yes     Esc: No"),
            show_buttons=False,
        )


def name_field(label: str, value: str = "", max_length: int = 20) -> kit.TextField:
    """A line of text in a form: the kit's text field, its first text selected as in an EPOC edit box
    (the first key typed replaces it). A '#' and a character no Psion font has are refused."""
    return kit.TextField(label, value, max_length=max_length, check=_name_check, width_chars=min(max_length, 14))


def _name_check(text: str) -> str:
    return kit.name_refusal((get_font("psion"), get_font("psion-bold")), text)


class FormDialog(kit.Dialog):
    """Labelled fields, one a line; UP, DOWN and TAB move between them, ENTER accepts (``on_ok`` may
    answer with a sentence, and the form stays), ESC cancels."""

    def __init__(
        self, ctx: Context, title: str, fields: Sequence[kit.Widget], on_ok: Callable[[FormDialog], str | None]
    ) -> None:
        super().__init__(
            ctx,
            title,
            [(f.label, f) for f in fields],
            hint=_("Enter: OK     Esc: Cancel"),
            show_buttons=False,
            ok=_("OK"),
            cancel=_("Cancel"),
            check=lambda: on_ok(self),
        )


class ListDialog(kit.Dialog):
    """A list to choose from: UP/DOWN move (round the ends), a letter jumps, ENTER selects, SPACE does
    the list's extra action; either may answer with a sentence."""

    def __init__(
        self,
        ctx: Context,
        title: str,
        items: Sequence[str],
        on_select: Callable[[int], str | None],
        *,
        on_space: Callable[[int], str | None] | None = None,
        hint: str = "",
        current: int = 0,
    ) -> None:
        self.list = kit.ListBox(items, current, on_choose=on_select, rows=max(1, len(items)), wrap=True, width=140)
        buttons = []
        if on_space is not None:
            buttons.append(kit.Button(_("Other"), lambda: on_space(self.list.index), shortcut=pygame.K_SPACE))
        super().__init__(
            ctx, title, [self.list], buttons, hint=hint or _("Enter: choose     Esc: cancel"), show_buttons=False
        )

    @property
    def items(self) -> list[str]:
        return self.list.items
