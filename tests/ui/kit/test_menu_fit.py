"""Every menu of every dice look (the Psion's, Windows', the Amiga's, the Mac's), in German and in the
pseudo-language ``qps`` (a third longer): each item's words and accelerator inside its drop-down and clear of
its lines, none cut by an ellipsis, the drop-down on the canvas, no two texts on each other, each title inside
its place in the bar. The dialogs have the same check in test_language_fit.py, the looks' own screens in
test_screen_fit.py."""

from __future__ import annotations

import pygame
import pytest

from ynot import i18n
from ynot.ui.kit import MenuBar

from .fit import _close_first_dialogs, text_problems


def _amiga_menus(app) -> None:  # noqa: ANN001
    """The Amiga's menus are held on the right mouse button (``menu.py``): its ``menus`` command shows them."""
    assert app.scenes[0].shell.commands.run("menus") is None


#: look -> what opens its menu bar (the keys, or a function of the app; then RIGHT goes to the next menu),
#: and those of other menus.
OPEN = {"psion": "F2", "windows": "F10", "mac": "F10", "amiga": _amiga_menus}
OTHERS = {"windows": {"control menu": "Alt+SPACE"}}
CASES = [(language, look) for language in ("de", "qps") for look in OPEN]


class _Open:
    """The open menu as the fit check sees it: the bar and the drop-down drawn, its frame the drop-down."""

    def __init__(self, bar: MenuBar) -> None:
        self.bar = bar
        self.frame = bar.drop_rect()

    def draw(self, surface: pygame.Surface) -> None:
        self.bar.draw(surface)


def _menu_problems(app) -> list[str]:  # noqa: ANN001
    bar = app.top
    assert isinstance(bar, MenuBar), f"no menu is open: {app.scenes!r}"
    scene = _Open(bar)
    canvas = pygame.Rect((0, 0), app.skin.canvas)
    problems = [] if canvas.contains(scene.frame) else [f"the drop-down leaves the canvas: {tuple(scene.frame)}"]
    boxes = [scene.frame, *(bar.item_rect(index) for index in range(len(bar.menus[bar.menu].items)))]
    boxes += [bar.bar_rect(), *bar.title_rects()]
    title = bar.menus[bar.menu].title or "(the box's menu)"
    return [f"{title}: {problem}" for problem in problems + text_problems(scene, app.skin.canvas, boxes=boxes)]


@pytest.mark.parametrize(("language", "look"), CASES, ids=[f"{lang}-{look}" for lang, look in CASES])
def test_every_menu_fits_in_the_language(make_app, language, look):
    i18n.set_language(language)
    app = make_app(skin=look)
    _close_first_dialogs(app)
    opener = OPEN[look]
    app.play_keys(opener) if isinstance(opener, str) else opener(app)
    app.settle()
    problems: list[str] = []
    for _menu in app.top.menus:
        problems += _menu_problems(app)
        app.play_keys("RIGHT")
    for name, keys in OTHERS.get(look, {}).items():
        app.play_keys(f"ESC {keys}")
        problems += [f"{name}: {problem}" for problem in _menu_problems(app)]
    assert problems == []
