"""Mnemonic labels, names fitted by measuring, characters no font has."""

from __future__ import annotations

import pytest

from ynot.ui.kit import fit_text, missing_characters, refusal, split_mnemonic
from ynot.ui.kit.text import mnemonic_letter
from ynot.ui.pixelfont import get_font


@pytest.mark.parametrize(
    ("label", "expected"),
    [("&Roll", ("Roll", 0)), ("New &game", ("New game", 4)), ("Fish && chips", ("Fish & chips", None)),
     ("Plain", ("Plain", None)), ("&A &B", ("A B", 0))],
)
def test_split_mnemonic(label, expected):
    assert split_mnemonic(label) == expected


def test_mnemonic_letter_is_lower_case():
    assert mnemonic_letter("New &Game") == "g"
    assert mnemonic_letter("Game") == ""


@pytest.mark.parametrize("font_name", ["psion", "psion-bold", "topaz"])
def test_a_name_too_wide_is_cut_with_an_ellipsis_and_fits(font_name):
    font = get_font(font_name)
    name = "Bartholomew Featherstonehaugh"
    for width in (20, 40, 64, 100):
        shown = fit_text(font, name, width)
        assert font.line_width(shown) <= width
        assert shown.endswith("...") or shown == "" or shown.endswith(".")
    assert fit_text(font, name, 1000) == name  # room enough: untouched


def test_missing_characters_and_the_one_refusal():
    font = get_font("topaz")
    assert missing_characters(font, "Ann") == ""
    missing = missing_characters(font, "A\u4e2d\u4e2dB\u263a")
    assert missing == "\u4e2d\u263a"  # each once, in order
    sentence = refusal(missing)
    assert "\u4e2d" in sentence and sentence.endswith(".")
    assert refusal("\u4e2d") != sentence  # singular and plural
