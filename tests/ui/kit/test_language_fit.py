"""Nothing overflows in another language: every dialog of every look (``fit.DIALOGS``, the kit-wide check)
in the pseudo-language ``qps`` (every letter accented, every line a third longer) and in German; no text
is cut and none touches a line."""

from __future__ import annotations

import pytest

from ynot import i18n
from ynot.ui.kit import Dialog

from .fit import DIALOGS, text_problems

CASES = [
    (language, look, name, opener)
    for language in ("qps", "de")
    for look, dialogs in DIALOGS.items()
    for name, opener in dialogs
]


@pytest.mark.parametrize(
    ("language", "look", "name", "opener"), CASES, ids=[f"{lang}-{look}-{name}" for lang, look, name, _ in CASES]
)
def test_every_dialog_fits_in_the_language(make_app, language, look, name, opener):
    i18n.set_language(language)
    app = make_app(skin=look)
    opener(app)
    app.settle()
    dialog = app.scenes[-1]
    assert isinstance(dialog, Dialog), f"{name} opened no dialog in the {look} look: {app.scenes!r}"
    assert text_problems(dialog, app.skin.canvas) == []


#: look -> keys that bring a game under way (the ``ynot screenshot`` tokens), after its first screen.
UNDER_WAY = {"psion": "ENTER WAIT:3000", "windows": "SPACE WAIT:3000", "amiga": "CLICK:96,222 WAIT:2000", "mac": ""}
SCREENS = [(language, look) for language in ("qps", "de") for look in UNDER_WAY]


def _main_screen_problems(app) -> list[str]:  # noqa: ANN001
    """What of the look's own screen is drawn outside its box: a text leaving the canvas. (A text the look
    shortens its own way, with an ellipsis, is allowed there: a long name on a card.)"""
    from .fit import _close_first_dialogs

    _close_first_dialogs(app)
    app.settle()
    return [p for p in text_problems(app.scenes[0], app.skin.canvas) if p.startswith("cut by the edge")]


@pytest.mark.parametrize(("language", "look"), SCREENS, ids=[f"{lang}-{look}" for lang, look in SCREENS])
def test_every_looks_own_screen_keeps_its_texts_inside_in_the_language(make_app, language, look):
    i18n.set_language(language)
    app = make_app(skin=look)
    assert _main_screen_problems(app) == []
    if UNDER_WAY[look]:
        app.play_keys(UNDER_WAY[look])
        assert _main_screen_problems(app) == []


@pytest.mark.parametrize("language", ["qps", "de"])
def test_the_first_start_keeps_its_words_inside_in_the_language(language):
    """The first start's chooser (its own drawing, not the kit's): the welcome, the hint and the keys fit
    the canvas's width, and each shipped look's German description its row's two lines."""
    from ynot.i18n import _
    from ynot.ui import skin_chooser
    from ynot.ui.pixelfont import get_font

    i18n.set_language(language)
    font = get_font("psion")
    width = skin_chooser.CANVAS[0] - 8
    for words in ("Choose a look. Each look's Options can change it again.",
                  "Up/Down: pick    Enter or click: start    Esc: leave"):
        assert font.line_width(_(words)) <= width, _(words)
    assert get_font("psion-bold").line_width(_("Welcome to YNOT")) <= width
    scene = skin_chooser.SkinChooser(skin_chooser.skin_choices())
    row = scene.row_rect(0)
    room = row.right - (row.x + skin_chooser.SWATCH.right + 10) - 6
    for choice in scene.choices:  # qps's third of padding may reach a third line: the row ends it in "..."
        assert len(font.wrap(_(choice.description), room)) <= (2 if language == "de" else 3), _(choice.description)


def _amiga_tour() -> list[tuple[str, str]]:
    """The Amiga's own screens one after another on one app (the ``ynot screenshot`` tokens that reach each):
    its selection screen with each rule set and each computer level, a game of four under way, the abandon
    requester, the selection screen offering the unfinished game, and a whole game's end with its verdict and
    high scores."""
    from tests.ui.amiga import mouse
    from ynot.dice.rules import ALL_CATEGORIES, get_rules
    from ynot.ui.amiga.card import CardLayout
    from ynot.ui.amiga.selection import RULE_NAMES
    from ynot.ui.pixelfont import get_font

    tour = [("the selection screen", "MOVE:300,150")]
    tour += [(f"the rules cycled {n} times", mouse.RULES) for n in range(1, len(RULE_NAMES))]
    tour.append(("the rules back at YATCY, four players", f"{mouse.RULES} {mouse.count_box(4)}"))
    levels = " ".join(mouse.seat_gadget(seat) for seat in range(4) for _click in range(seat))
    tour.append(("a computer at each level", f"{levels} {mouse.name_field(3)}"))
    back = " ".join(mouse.seat_gadget(seat) for seat in range(1, 4) for _click in range(4 - seat))
    tour.append(("a game of four under way", f"ENTER {back} {mouse.NEW_GAME} {mouse.ROLL} WAIT:2000 MOVE:560,200"))
    tour.append(("the abandon requester", "ESC"))
    tour.append(("the unfinished game offered", "Y MOVE:300,150"))
    card = CardLayout(mouse.SKIN.area("card"), get_rules("yatcy"), 1, mouse.SKIN.settings, get_font("topaz"))
    cells = {row.category: mouse.centre(card.cell(0, index)) for index, row in enumerate(card.rows)}
    play = " ".join(f"{mouse.ROLL} WAIT:2000 {mouse.ROLL} CLICK:{cells[category]}" for category in ALL_CATEGORIES)
    tour.append(("a game's end", f"{mouse.count_box(1)} {mouse.NEW_GAME} {play} MOVE:560,150"))
    return tour


@pytest.mark.parametrize("language", ["de", "qps"])
def test_every_amiga_screen_keeps_each_text_in_its_box_in_the_language(make_app, language):
    """The Amiga's own screens get the dialogs' whole check: a text meeting a gadget, the card's columns and
    cells, the panel, a bar, lies wholly in it, none is cut by an ellipsis, none lies on another and none
    touches a line; one app walks through them all."""
    from .fit import amiga_screen_problems

    i18n.set_language(language)
    app = make_app(skin="amiga")
    problems = []
    for name, keys in _amiga_tour():
        app.play_keys(keys)
        problems += [f"{name}: {problem}" for problem in amiga_screen_problems(app)]
    assert app.scenes[0].screen.state.is_over
    assert problems == []
