"""How the help viewer breaks its lines (issue 39): never before a piece glued to the word before it (the comma
after a link), and never a paragraph's last word alone on its line when the line above can give it a word."""

from __future__ import annotations

import pytest

import ynot.ui.windows.font  # noqa: F401 - registers the windows-system font
from ynot import i18n
from ynot.ui.kit.help import wrap_words
from ynot.ui.kit.helpbook import load_help
from ynot.ui.pixelfont import get_font


def _width(text: str) -> int:
    return len(text)  # one unit a character: the lines are easy to read off


def _shown(lines) -> list[str]:  # noqa: ANN001
    return ["".join(words for words, _target in line) for line in lines]


def test_a_comma_after_a_link_goes_with_the_link():
    lines = wrap_words("the [[Total Score|total-score]], which decides who wins.", _width, 15)
    shown = _shown(lines)
    assert not any(line.lstrip().startswith(",") for line in shown), shown
    assert shown[0].rstrip() == "the Total" and shown[1].startswith("Score, which")
    assert lines[1][0] == ("Score", "total-score"), "the link keeps its own piece"


def test_the_last_word_is_not_left_alone_when_the_line_above_can_give_it_one():
    shown = _shown(wrap_words("All the dice must be out of the shaker: roll them or Rescue them first.", _width, 60))
    assert [line.rstrip() for line in shown] == [
        "All the dice must be out of the shaker: roll them or Rescue", "them first."
    ]
    two = _shown(wrap_words("Roll first.", _width, 6))
    assert [line.rstrip() for line in two] == ["Roll", "first."], "a line of two words keeps both"


def test_a_line_that_fits_and_an_indent_stay_as_they_were():
    assert _shown(wrap_words("  indented words", _width, 40)) == ["  indented words"]
    assert _shown(wrap_words("", _width, 40)) == [""]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("look", ["windows", "psion", "amiga"])
def test_no_shipped_help_line_starts_with_a_glued_piece_or_ends_a_paragraph_with_one_word(look, language):
    i18n.set_language(language)
    font = get_font({"windows": "windows-system", "psion": "psion", "amiga": "topaz"}[look])
    for room in (300, 404, 420):
        for topic in load_help(look, languages=[language]).topics:
            for paragraph in topic.text.split("\n"):
                shown = [line.rstrip() for line in _shown(wrap_words(paragraph, font.line_width, room))]
                assert not any(line[:1] in ",.;:)!?" and line for line in shown), (topic.ref, shown)
                if len(shown) > 1:
                    alone = len(shown[-1].split()) == 1 and len(shown[-2].split()) >= 3
                    widow = [shown[-2].split()[-1], *shown[-1].split()]
                    assert not alone or font.line_width(" ".join(widow)) > room, (topic.ref, shown)
