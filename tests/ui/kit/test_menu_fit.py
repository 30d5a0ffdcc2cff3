"""Every menu of every look with a menu bar, in German (and in the pseudo-language ``qps``, a third longer):
each item's words and accelerator inside its drop-down, the drop-down on the canvas, no two texts on each
other, the bar's titles inside the bar. The dialogs have the same check in test_language_fit.py."""

from __future__ import annotations

import pygame
import pytest

from ynot import i18n
from ynot.ui.kit import MenuBar

from .fit import Drawn, _close_first_dialogs, _render, text_problems

#: look -> the keys that open its menu bar (then RIGHT goes to the next menu), and those of other menus.
OPEN = {"psion": "F2", "windows": "F10", "mac": "F10"}
OTHERS = {"windows": {"control menu": "Alt+SPACE"}}
CASES = [(language, look) for language in ("de", "qps") for look in OPEN]


class _Open:
    """The open menu as the fit check sees it: the bar and the drop-down drawn, its frame the drop-down."""

    def __init__(self, bar: MenuBar) -> None:
        self.bar = bar
        self.frame = bar.drop_rect()

    def draw(self, surface: pygame.Surface) -> None:
        self.bar.draw(surface)


def _overlaps(drawn: list[Drawn]) -> list[str]:
    """Two texts whose ink lies on each other (a long item over its accelerator)."""
    inked = [item for item in drawn if item.ink.width]
    return [f"on each other: {a.text!r} and {b.text!r}" for i, a in enumerate(inked) for b in inked[i + 1:]
            if a.ink.colliderect(b.ink)]


def _menu_problems(app) -> list[str]:  # noqa: ANN001
    bar = app.top
    assert isinstance(bar, MenuBar), f"no menu is open: {app.scenes!r}"
    scene = _Open(bar)
    canvas = pygame.Rect((0, 0), app.skin.canvas)
    problems = [] if canvas.contains(scene.frame) else [f"the drop-down leaves the canvas: {tuple(scene.frame)}"]
    _surface, drawn, _cut = _render(scene, app.skin.canvas, (0, 128, 128), draw_text=True)
    title = bar.menus[bar.menu].title or "(the box's menu)"
    return [f"{title}: {problem}" for problem in problems + text_problems(scene, app.skin.canvas) + _overlaps(drawn)]


@pytest.mark.parametrize(("language", "look"), CASES, ids=[f"{lang}-{look}" for lang, look in CASES])
def test_every_menu_fits_in_the_language(make_app, language, look):
    i18n.set_language(language)
    app = make_app(skin=look)
    _close_first_dialogs(app)
    app.play_keys(OPEN[look])
    problems: list[str] = []
    for _menu in app.top.menus:
        problems += _menu_problems(app)
        app.play_keys("RIGHT")
    for name, keys in OTHERS.get(look, {}).items():
        app.play_keys(f"ESC {keys}")
        problems += [f"{name}: {problem}" for problem in _menu_problems(app)]
    assert problems == []
