"""Text helpers every look shares: mnemonic labels, fitting a name into a width, and refusing a
character no font of the look can draw (the same way in every look)."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from ...core import check_name
from ...i18n import _
from ..pixelfont import PixelFont

ELLIPSIS = "..."


def split_mnemonic(label: str) -> tuple[str, int | None]:
    """``"&Roll"`` -> ``("Roll", 0)``: the text without its ``&`` and the index of the letter after it
    (``&&`` is a plain ``&``); None when the label has no mnemonic."""
    text: list[str] = []
    mnemonic: int | None = None
    chars = iter(label)
    for char in chars:
        if char == "&":
            following = next(chars, "")
            if following and following != "&" and mnemonic is None:
                mnemonic = len(text)
            text.append(following)
        else:
            text.append(char)
    return "".join(text), mnemonic


def line_top(font: PixelFont, rect: pygame.Rect) -> int:
    """Where a line of ``font`` is drawn in ``rect``: its capitals centred, and lowered so that a capital's
    accent, in the font's headroom, stays inside with a row of air above it, as far as its descenders
    keep a row of air below them."""
    y = rect.top + (rect.height - font.cap_height) // 2 - (font.baseline - font.cap_height)
    if not font.headroom:
        return y
    lowest = rect.bottom - 1 - (font.glyph_height - font.headroom)
    return max(y, min(rect.top + 1 + font.headroom, lowest))


def mnemonic_letter(label: str) -> str:
    """The lower-case mnemonic letter of a label, or ''."""
    text, index = split_mnemonic(label)
    return text[index].lower() if index is not None else ""


def fit_text(font: PixelFont, text: str, width: int, *, ellipsis: str = ELLIPSIS) -> str:
    """``text`` as it fits ``width`` pixels: whole, or cut with an ellipsis (measured, never counted)."""
    if font.line_width(text) <= width:
        return text
    mark = ellipsis if _covers(font, ellipsis) else "."
    room = width - font.line_width(mark) - 1
    cut = len(text)
    while cut > 0 and font.line_width(text[:cut].rstrip()) > room:
        cut -= 1
    if cut:
        return text[:cut].rstrip() + mark
    return mark if font.line_width(mark) <= width else ""


def first_fitting(font: PixelFont, width: int, *wordings: str) -> str:
    """The first of ``wordings`` (longest first) that fits ``width`` pixels whole; the last when none does (a
    shorter wording where a longer language leaves no room, instead of a cut)."""
    return next((words for words in wordings if font.line_width(words) <= width), wordings[-1])


def _covers(font: PixelFont, text: str) -> bool:
    return not missing_characters(font, text)


def missing_characters(fonts: PixelFont | Iterable[PixelFont], text: str) -> str:
    """The characters of ``text`` (each once, in order) that some font of ``fonts`` cannot draw."""
    fonts = [fonts] if isinstance(fonts, PixelFont) else list(fonts)
    missing = ""
    for char in text:
        if char in missing or char in "\t\n":
            continue
        for font in fonts:
            method = getattr(font, "missing", None)
            lacks = bool(method(char)) if callable(method) else char not in font.glyphs
            if lacks:
                missing += char
                break
    return missing


def refusal(missing: str) -> str:
    """The one sentence every look gives for a character its fonts cannot draw."""
    shown = " ".join(missing[:3])
    return (
        _("The letter {chars} cannot be written here.").format(chars=shown)
        if len(missing) == 1
        else _("The letters {chars} cannot be written here.").format(chars=shown)
    )


def sentence(reason: str) -> str:
    """A reason as the core gives it ("the name ... is longer than 20 characters") written as a
    sentence: a capital letter first, a full stop at the end."""
    reason = reason.strip()
    return reason[:1].upper() + reason[1:] + ("" if reason.endswith((".", "!", "?")) else ".")


def name_refusal(fonts: PixelFont | Iterable[PixelFont], text: str) -> str:
    """What a name field says no to, the same in every look: a character no font of the look has
    (:func:`refusal`), or what ``core.check_name`` refuses; '' when ``text`` may stand. A field left
    empty while the name is typed is let be (the look puts a name back when typing ends)."""
    missing = missing_characters(fonts, text)
    if missing:
        return refusal(missing)
    if text.strip():
        try:
            check_name(text)
        except ValueError as err:
            return sentence(str(err))
    return ""


def score_name(font: PixelFont, name: str, computer: str, width: int) -> str:
    """A high score table's name as every look writes it: fitted to ``width`` by measuring, and
    marked (C) when a computer player made the score."""
    mark = _(" (C)") if computer else ""
    return fit_text(font, name, width - font.line_width(mark)) + mark
