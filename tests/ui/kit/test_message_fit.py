"""Nothing overflows on the message lines: every look's status, help, prompt or message line, through the
states where it says something (``tours.TOURS``), in English, the pseudo-language ``qps`` (every letter
accented, every sentence a third longer) and German, shows its whole sentence inside its room, cut by
nothing and touching no line (``fit.message_problems``). And the check does fail on a line that
overflows."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from ynot import i18n
from ynot.ui.kit import text as kit_text
from ynot.ui.skin import load_skin

from .fit import message_problems
from .tours import ENDINGS, MESSAGE_BOX, TOURS

CASES = [(language, look) for language in ("en", "qps", "de") for look in TOURS]


def _tour(app, look: str, steps) -> None:  # noqa: ANN001
    box = pygame.Rect(app.skin.area(MESSAGE_BOX[look]))
    problems, silent = [], []
    for name, step in steps:
        step(app)
        if not app.scenes[0].message_line().strip():
            silent.append(name)
        problems += [f"{name}: {problem}" for problem in message_problems(app, box)]
    assert not silent, f"the {look} look's line said nothing after: {silent}"
    assert problems == []


@pytest.mark.parametrize(("language", "look"), CASES, ids=[f"{lang}-{look}" for lang, look in CASES])
def test_every_message_line_shows_its_whole_sentence_in_its_room(make_app, language, look):
    i18n.set_language(language)
    _tour(make_app(skin=look), look, TOURS[look])


ENDED = [(language, look) for language in ("en", "qps", "de") for look in ENDINGS]


@pytest.mark.slow
@pytest.mark.parametrize(("language", "look"), ENDED, ids=[f"{lang}-{look}" for lang, look in ENDED])
def test_the_message_line_fits_to_the_end_of_the_game(make_app, language, look):
    i18n.set_language(language)
    _tour(make_app(skin=look), look, TOURS[look] + ENDINGS[look])


class OneLine:
    """A look's message line in a scene of its own: ``draw`` as the look would, the sentence as told."""

    opaque = True

    def __init__(self, sentence: str, draw) -> None:  # noqa: ANN001
        self.sentence = sentence
        self.draw = draw

    def message_line(self) -> str:
        return self.sentence


def _app(scene: OneLine, size: tuple[int, int]) -> SimpleNamespace:
    return SimpleNamespace(scenes=[scene], skin=SimpleNamespace(canvas=size))


def test_the_check_fails_on_a_sentence_cut_short_drawn_past_its_box_or_touching_a_line():
    pygame.display.init()
    style = load_skin("windows").make_style()
    font = style.font
    box = pygame.Rect(10, 10, 200, 20)
    sentence = "A sentence far too long for a box two hundred pixels wide."

    def ellipsis(surface: pygame.Surface) -> None:
        style.text(surface, kit_text.fit_text(font, sentence, box.width - 8), (box.left + 4, box.top + 2))

    def past_the_box(surface: pygame.Surface) -> None:
        style.text(surface, sentence, (box.left + 4, box.top + 2))

    def on_a_line(surface: pygame.Surface) -> None:
        style.text(surface, "Short.", (box.left + 4, box.top + 2))
        pygame.draw.line(surface, (0, 0, 0), (box.left + 4, box.top + 3), (box.left + 40, box.top + 3))

    def fits(surface: pygame.Surface) -> None:
        for row, line in enumerate(font.wrap(sentence, box.width - 8)):
            style.text(surface, line, (box.left + 4, box.top + 2 + row * font.line_height))

    size = (400, 80)
    cut = message_problems(_app(OneLine(sentence, ellipsis), size), box)
    assert any(p.startswith("cut: ") for p in cut) and any(p.startswith("not shown whole") for p in cut)
    past = message_problems(_app(OneLine(sentence, past_the_box), size), box)
    assert any(p.startswith("leaves its box") for p in past)
    lined = message_problems(_app(OneLine("Short.", on_a_line), size), box)
    assert any(p.startswith("touches a line") for p in lined), lined
    assert message_problems(_app(OneLine(sentence, fits), size), pygame.Rect(10, 10, 200, 60)) == []
    assert message_problems(_app(OneLine("", fits), size), box) == []  # a silent line has nothing to check


def test_the_check_sees_the_german_windows_status_line_cut_in_a_one_line_bar(make_app):
    """The Windows status bar given the old room of one line: the German instruction after a roll is cut."""
    i18n.set_language("de")
    app = make_app(skin="windows")
    for _name, step in TOURS["windows"][:4]:
        step(app)
    controller = app.scenes[0]
    one_line = pygame.Rect(app.skin.area("status"))
    one_line.height = 18
    one_line.bottom = pygame.Rect(app.skin.area("status")).bottom

    def old_bar(surface: pygame.Surface) -> None:
        controller.draw(surface)
        controller.style.status_line(surface, one_line, controller.message_line())

    problems = message_problems(_app(OneLine(controller.message_line(), old_bar), app.skin.canvas), one_line)
    assert any(p.startswith("cut: ") for p in problems), problems
