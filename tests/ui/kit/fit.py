"""Does every text of a dialog fit? The check the kit-wide dialog test and the pseudo-language test share.

:func:`text_problems` draws a scene twice onto a plain canvas. The first time every text drawn is
recorded (through ``Style.text`` and ``PixelFont.draw``, which every look's text goes through) with the
box of its ink,
and every text the kit's ``fit_text`` had to shorten with an ellipsis is noted: that text is *cut*.
The second time the same scene is drawn with no text at all; round each text's ink (its mnemonic's
underline included) a ring one pixel wide must then be one colour: a frame, a bevel, a radio
button's circle or the dialog's edge there means the text *touches* it. A text whose ink crosses the
dialog's frame or leaves the canvas is cut too (a text wholly outside the frame, such as the Amiga's
help bar under a requester, is the scene's own). The keyboard's focus is taken away first (a caret or a
dotted focus ring is meant to sit close to its text).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

from ynot.ui.kit import Style
from ynot.ui.kit import text as kit_text
from ynot.ui.kit.layer import forget_layers
from ynot.ui.pixelfont import PixelFont


@dataclass(frozen=True)
class Drawn:
    """One text as it was drawn: the text and the box of its ink (a mnemonic's underline included)."""

    text: str
    ink: pygame.Rect


def _ink(draw, size: tuple[int, int], pos) -> pygame.Rect:  # noqa: ANN001
    """The box of the ink that ``draw(surface, at)`` puts on a clear surface when asked to draw at ``pos``
    of a canvas of ``size``: a strip round ``pos`` reaching a canvas's width to either side of it (text
    aligned right or centred reaches left of it) is drawn on, so that ink beyond the canvas's edges is seen
    too."""
    origin = (int(pos[0]) - size[0], int(pos[1]) - INK_ABOVE)
    scratch = pygame.Surface((size[0] * 2, INK_ABOVE + INK_BELOW), pygame.SRCALPHA)
    drawn = draw(scratch, (pos[0] - origin[0], pos[1] - origin[1]))
    box = scratch.get_bounding_rect()
    if not box.width:
        return pygame.Rect(drawn.left + origin[0], drawn.top + origin[1], 0, 0)
    return box.move(origin)


#: the strip a text's ink is looked for in: this many pixels above where it is drawn, and below
INK_ABOVE, INK_BELOW = 48, 208


_ORIGINAL_DRAW = PixelFont.draw
_ORIGINAL_TEXT = Style.text


@contextmanager
def _recording(drawn: list[Drawn], cut: list[tuple[str, str]], *, draw_text: bool) -> Iterator[None]:
    """Patch text drawing: record every text (drawn, or left out with ``draw_text`` False) with the box
    of its ink, a mnemonic's underline included, and every text ``fit_text`` shortened. Texts go
    through ``Style.text`` or, in a look's own drawing, straight through ``PixelFont.draw``."""
    inside_text = [False]

    def draw(self: PixelFont, surface: pygame.Surface, text: str, pos, color, align: str = "left"):  # noqa: ANN001
        if inside_text[0]:
            target = surface if draw_text else pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            return _ORIGINAL_DRAW(self, target, text, pos, color, align)
        if text.strip() and draw_text:  # the texts are measured once, on the drawing with them
            ink = _ink(lambda scratch, at: _ORIGINAL_DRAW(self, scratch, text, at, (255, 255, 255), align),
                       surface.get_size(), pos)
            drawn.append(Drawn(text, ink))
        if draw_text:
            return _ORIGINAL_DRAW(self, surface, text, pos, color, align)
        return _ORIGINAL_DRAW(self, pygame.Surface(surface.get_size(), pygame.SRCALPHA), text, pos, color, align)

    def text(self: Style, surface: pygame.Surface, text: str, pos, colour=None, **kwargs):  # noqa: ANN001, ANN003
        inside_text[0] = True
        try:
            if text.strip() and draw_text:
                ink = _ink(lambda scratch, at: _ORIGINAL_TEXT(self, scratch, text, at, (255, 255, 255), **kwargs),
                           surface.get_size(), pos)
                drawn.append(Drawn(text, ink))
            target = surface if draw_text else pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            return _ORIGINAL_TEXT(self, target, text, pos, colour, **kwargs)
        finally:
            inside_text[0] = False

    original_fit = kit_text.fit_text

    def fit(font: PixelFont, text: str, width: int, **kwargs) -> str:  # noqa: ANN003
        shown = original_fit(font, text, width, **kwargs)
        if shown != text:
            cut.append((text, shown))
        return shown

    patched = [
        module
        for module in list(sys.modules.values())
        if getattr(module, "__name__", "").startswith("ynot.") and getattr(module, "fit_text", None) is original_fit
    ]
    PixelFont.draw = draw  # type: ignore[method-assign]
    Style.text = text  # type: ignore[method-assign]
    for module in patched:
        module.fit_text = fit
    try:
        yield
    finally:
        PixelFont.draw = _ORIGINAL_DRAW  # type: ignore[method-assign]
        Style.text = _ORIGINAL_TEXT  # type: ignore[method-assign]
        for module in patched:
            module.fit_text = original_fit


def _app_of(scene):  # noqa: ANN001, ANN202
    """The App ``scene`` draws in (its own, its owner's or its first scene's), or None."""
    for holder in (scene, getattr(scene, "owner", None), *getattr(scene, "scenes", [])[:1]):
        app = getattr(holder, "app", None)
        if app is not None:
            return app
    return None


def _render(scene, size: tuple[int, int], backdrop: tuple[int, int, int], *, draw_text: bool):  # noqa: ANN001
    app = _app_of(scene)
    if app is not None:
        forget_layers(app)  # a kept picture of a part (the Amiga's card) would keep its texts in the drawing without
    surface = pygame.Surface(size)
    surface.fill(backdrop)
    drawn: list[Drawn] = []
    cut: list[tuple[str, str]] = []
    with _recording(drawn, cut, draw_text=draw_text):
        scene.draw(surface)
    if app is not None:
        forget_layers(app)  # nor may the next frame show the picture kept here (without its texts)
    return surface, drawn, cut


def _one_colour(surface: pygame.Surface, box: pygame.Rect) -> bool:
    ring = box.inflate(2, 2).clip(surface.get_rect())
    colours = set()
    for x in range(ring.left, ring.right):
        colours.add(tuple(surface.get_at((x, ring.top)))[:3])
        colours.add(tuple(surface.get_at((x, ring.bottom - 1)))[:3])
    for y in range(ring.top, ring.bottom):
        colours.add(tuple(surface.get_at((ring.left, y)))[:3])
        colours.add(tuple(surface.get_at((ring.right - 1, y)))[:3])
    return len(colours) == 1


def overlaps(drawn: list[Drawn]) -> list[str]:
    """Two texts whose ink lies on each other (a long menu item over its accelerator, a label over the
    gadget's words). A text drawn twice a pixel apart (the Amiga's drop shadow) is one text."""
    inked = [item for item in drawn if item.ink.width]
    return [f"on each other: {a.text!r} and {b.text!r}" for i, a in enumerate(inked) for b in inked[i + 1:]
            if a.ink.colliderect(b.ink) and not (a.text == b.text and _shadow(a.ink, b.ink))]


def _shadow(a: pygame.Rect, b: pygame.Rect) -> bool:
    return a.size == b.size and abs(a.x - b.x) <= 1 and abs(a.y - b.y) <= 1


def text_problems(scene, size: tuple[int, int], backdrop: tuple[int, int, int] = (0, 128, 128), *,  # noqa: ANN001
                  boxes: tuple[pygame.Rect, ...] | list[pygame.Rect] = ()) -> list[str]:
    """Every text of ``scene`` (a kit Dialog, or anything with ``draw`` and a ``frame``) that is cut or
    touches a line, as sentences naming the text; empty when all fit. ``size`` is the canvas. ``boxes``,
    the boxes a look's own screen draws its texts in (its gadgets, a menu's frame, a card's columns):
    a text that meets one must lie wholly inside it, and no two texts may lie on each other."""
    focus = getattr(scene, "focus", None)
    if focus is not None:
        scene.focus = None
    try:
        _with_text, drawn, cut = _render(scene, size, backdrop, draw_text=True)
        bare, _again, _cut = _render(scene, size, backdrop, draw_text=False)
    finally:
        if focus is not None:
            scene.focus = focus
    frame = getattr(scene, "frame", pygame.Rect((0, 0), size))
    outside = {item.text for item in drawn if item.ink.width and not frame.colliderect(item.ink)}
    problems = [f"cut: {text!r}" for text, shown in cut if shown not in outside]  # the scene's own help bar
    for item in drawn:
        if not item.ink.width:
            continue
        across_frame = frame.colliderect(item.ink) and not frame.contains(item.ink)
        left = [box for box in boxes if box.colliderect(item.ink) and not box.contains(item.ink)]
        if across_frame or not bare.get_rect().contains(item.ink):
            problems.append(f"cut by the edge: {item.text!r} at {tuple(item.ink)}")
        elif left:
            problems.append(f"leaves its box {tuple(left[0])}: {item.text!r} at {tuple(item.ink)}")
        elif not _one_colour(bare, item.ink):
            problems.append(f"touches a line: {item.text!r} at {tuple(item.ink)}")
    return problems + (overlaps(drawn) if boxes else [])


# --- every dialog of every look, for the kit-wide test and the pseudo-language test ------------------------
def _keys(script: str):  # noqa: ANN202
    """An opener that plays ``script`` (the ``ynot screenshot`` tokens) on the app."""

    def open_(app) -> None:  # noqa: ANN001
        app.play_keys(script)

    return open_


def _call(name: str, *args, **kwargs):  # noqa: ANN002, ANN003, ANN202
    """An opener that calls ``name`` (a function of the look, by its dotted path) with the look's scene."""

    def open_(app) -> None:  # noqa: ANN001
        import importlib

        _close_first_dialogs(app)

        module, _dot, function = name.rpartition(".")
        getattr(importlib.import_module(module), function)(app.scenes[0], *args, **kwargs)

    return open_


def _close_first_dialogs(app) -> None:  # noqa: ANN001
    """What a look opens by itself the first time (the Windows Players dialog) is closed first."""
    from ynot.ui.kit import Dialog

    while len(app.scenes) > 1 and isinstance(app.scenes[-1], Dialog):
        app.scenes[-1].close()


def _method(name: str, *args):  # noqa: ANN002, ANN202
    """An opener that calls the look's scene's method ``name``."""

    def open_(app) -> None:  # noqa: ANN001
        _close_first_dialogs(app)
        getattr(app.scenes[0], name)(*args)

    return open_


def _command(command_id: str):  # noqa: ANN202
    """An opener that runs the look's standard command ``command_id`` (the kit's standard dialog)."""

    def open_(app) -> None:  # noqa: ANN001
        _close_first_dialogs(app)
        assert app.scenes[0].shell.commands.run(command_id) is None

    return open_


def _both(*openers):  # noqa: ANN002, ANN202
    def open_(app) -> None:  # noqa: ANN001
        for opener in openers:
            opener(app)

    return open_


def _a_move_made(app) -> None:  # noqa: ANN001
    """Dominoes: the first move the rules allow is made, so a game is under way."""
    flow = app.scenes[0].flow
    flow.act(flow.game.legal_actions()[0])
    app.settle()


def _another_language(app) -> None:  # noqa: ANN001
    """The Amiga's Language gadget moved to a language other than the one spoken: the requester asking first."""
    from ynot import i18n

    selection = app.scenes[0].selection
    index = next(index for index, (code, _label) in enumerate(selection.languages)
                 if code and code != i18n.language() and code != i18n.PSEUDO)
    selection.language_gadget.index = index
    selection.ask_language(index)


def _finished_games(app, rules: str) -> None:  # noqa: ANN001
    """Six finished games of the first player in the records, for a histogram of their scores."""
    from store_helpers import finished

    from ynot.core import default_player_name

    for seed in range(6):
        app.scenes[0].store.finish_game(finished((default_player_name(1),), rules=rules, seed=seed))


_WIN = "ynot.ui.windows.dialogs."
_ROLLED = _both(_close_first_dialogs, _keys("SPACE WAIT:3000"))

#: look -> (what the dialog is, how to open it on a fresh app of that look).
DIALOGS = {
    "windows": [
        ("players", _call(_WIN + "open_players")),
        ("players in a game", _both(_ROLLED, _call(_WIN + "open_players"))),
        ("end of turn", _call(_WIN + "open_end_of_turn")),
        ("bonus", _call(_WIN + "open_bonus")),
        ("bonus in a game", _both(_ROLLED, _call(_WIN + "open_bonus"))),
        ("columns", _call(_WIN + "open_columns")),
        ("columns in a game", _both(_ROLLED, _call(_WIN + "open_columns"))),
        ("register", _call(_WIN + "open_register")),
        ("edit registration, none", _call(_WIN + "open_edit_registration")),
        ("look", _command("look")),
        ("about", _command("about")),
        ("high scores", _command("high-scores")),
        ("statistics", _command("stats")),
        ("game over", _call(_WIN + "show_game_over", (123,), (0,))),
        ("all done", _call(_WIN + "ask_all_done", on_ok=lambda: None, on_cancel=lambda: None)),
        ("new game in a game", _both(_ROLLED, _keys("F2"))),
        ("edit registration", _both(_keys("Alt+R R TEXT:Ann ENTER"), _call(_WIN + "open_edit_registration"))),
        ("language", _call(_WIN + "open_language")),
    ],
    "psion": [
        ("high scores", _keys("Ctrl+H")),
        ("clear", _keys("Ctrl+C")),
        ("player stats", _keys("ENTER Ctrl+P")),
        ("set up players", _keys("Ctrl+S")),
        ("select player", _keys("Ctrl+S RIGHT ENTER")),
        ("player name", _keys("Ctrl+S ENTER DOWN SPACE TEXT:Ann")),
        ("reset player", _keys("Ctrl+S ENTER SPACE")),
        ("options", _keys("Ctrl+O")),
        ("about", _keys("Ctrl+A")),
        ("registration", _keys("Ctrl+R")),
        ("look", _command("look")),
        ("game over", _keys("ENTER " + "TAB ENTER " * 13)),
        ("new series in a game", _keys("ENTER Ctrl+N")),
    ],
    "amiga": [
        ("abandon", _keys("CLICK:183,78 CLICK:96,222 WAIT:2000 ESC")),
        ("a message", _method("inform", "The records could not be opened: this game is played but not kept.")),
        ("look", _command("look")),
        ("about", _command("about")),
        ("another language", lambda app: _another_language(app)),
        ("watching coach", _command("coach")),
        ("statistics", _command("stats")),
        ("statistics with a histogram", _both(lambda app: _finished_games(app, "yatcy"), _command("stats"))),
    ],
    "mac": [
        ("about", _command("about")),
        ("new game", _both(_a_move_made, _method("new_game"))),
        ("look", _command("look")),
        ("high scores", _command("high-scores")),
        ("statistics", _command("stats")),
    ],
}


# --- the message, status, prompt and help lines ------------------------------------------------------------
class _Visible:
    """The scenes of an app a player sees (from the last opaque one up), drawn as one."""

    def __init__(self, scenes: list) -> None:
        opaque = [index for index, scene in enumerate(scenes) if getattr(scene, "opaque", False)]
        self.scenes = scenes[opaque[-1] if opaque else 0:]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.scenes:
            scene.draw(surface)


#: ends each part but the last of a sentence a look shows in parts
CONTINUED = " ..."


def message_problems(app, box: pygame.Rect, backdrop: tuple[int, int, int] = (0, 128, 128)) -> list[str]:  # noqa: ANN001
    """Is the sentence of the look's message line (``message_line()`` of the app's first scene) shown
    whole inside ``box``, the room the look gives that line, on the screen as the player sees it? A
    look may show a long sentence in parts, one after another (``StatusLine`` pages, each part but the
    last ending in " ..."): the parts are read as time passes, while the line says the same. The
    problems, as sentences: the sentence cut short (an ellipsis, words left out), a text drawn across
    the box's edge or the canvas's, a piece of the sentence touching a line. Empty when it fits, or
    when the line says nothing."""
    sentence = app.scenes[0].message_line()
    if not sentence.strip():
        return []
    words = sentence.split()
    shown: list[str] = []
    problems: list[str] = []
    parts: list[str] = []
    waited = 0
    while waited < 60_000:
        part, part_problems = _line_in_box(app, box, sentence, backdrop)
        if not parts or part != parts[-1]:
            if part in parts:
                break  # the parts begin again
            parts.append(part)
            problems += part_problems
            shown += part.removesuffix(CONTINUED).split()
        wait = app.next_deadline_ms() if part.endswith(CONTINUED) else None
        if not wait:
            break
        app.update(wait)
        waited += wait
        if app.scenes[0].message_line() != sentence:
            break
    if not any(shown[at:at + len(words)] == words for at in range(len(shown) - len(words) + 1)):
        problems.append(f"not shown whole: {sentence!r}; the box shows {' / '.join(parts)!r}")
    return problems


def _line_in_box(app, box: pygame.Rect, sentence: str, backdrop: tuple[int, int, int]) -> tuple[str, list[str]]:  # noqa: ANN001
    """The part of ``sentence`` that ``box`` shows now (the texts drawn there that are pieces of it, in
    reading order) and the problems of every text drawn there."""
    scenes = _Visible(app.scenes)
    size = app.skin.canvas
    _with_text, drawn, cut = _render(scenes, size, backdrop, draw_text=True)
    bare, _again, _cut = _render(scenes, size, backdrop, draw_text=False)
    pieces = sorted((item for item in drawn if item.ink.width and box.colliderect(item.ink)),
                    key=lambda item: (item.ink.top, item.ink.left))
    in_box = {item.text for item in pieces}
    problems = [f"cut: {text!r} shown as {shown!r}" for text, shown in cut if shown in in_box]
    of_sentence = []
    for item in pieces:
        piece = item.text.removesuffix(CONTINUED)
        if not box.contains(item.ink) or not bare.get_rect().contains(item.ink):
            problems.append(f"leaves its box {tuple(box)}: {item.text!r} at {tuple(item.ink)}")
        elif piece in sentence and not _one_colour(bare, item.ink):
            problems.append(f"touches a line: {item.text!r} at {tuple(item.ink)}")
        if piece in sentence or piece.rstrip(".") in sentence:
            of_sentence.append(item.text)
    return " ".join(of_sentence), problems


# --- the Amiga's own screens: its gadgets, its card and its panel are the boxes of its texts -----------------
def amiga_boxes(app) -> list[pygame.Rect]:  # noqa: ANN001
    """The boxes the Amiga's screen on top draws its texts in: the title and help bars and, on the selection
    screen, every gadget shown (a string gadget with its frame) and the scores to beat; in a game, the
    card (its label column and each player's column, number box and cells), the panel, the tray, the message
    box and the buttons."""
    from ynot.ui.amiga.table import GameScreen

    owner = app.scenes[0]
    skin = owner.skin
    boxes = [pygame.Rect(skin.area("title_bar")), pygame.Rect(skin.area("help_bar"))]
    screen = owner.screen
    if isinstance(screen, GameScreen):
        layout, panel = screen.layout, screen.panel
        boxes += [layout.outline(), panel.panel]
        if not screen.state.is_over:  # at the end the verdict and the high scores take the tray's and news' place
            boxes += [panel.tray, panel.news]
        boxes += [button.rect for button in screen.buttons if button.visible]
        for index, top in enumerate(layout.row_tops):
            boxes.append(pygame.Rect(layout.left + 4, top, layout.label_w, layout.row_h))
            boxes += [layout.cell(seat, index) for seat in range(layout.players)]
        for seat in range(layout.players):
            boxes += [layout.column_frame(seat), layout.number_box(seat)]
        return boxes
    selection = screen
    boxes.append(selection.layout.scores)
    boxes += [button.rect for button in selection.buttons if button.visible]
    boxes += [gadget.rect for gadget in selection.gadgets if selection.gadget_shown(gadget)]
    boxes += [field.rect.inflate(4, 2) for field in selection.fields[:selection.choice.count]]
    return boxes


def amiga_screen_problems(app) -> list[str]:  # noqa: ANN001
    """Every text of the Amiga's screen as the player sees it (a requester over it included) that is cut, leaves
    its box, lies on another or touches a line."""
    app.settle()
    top = app.top
    if top is not app.scenes[0] and top is not app.scenes[0].screen:  # a requester: the kit's dialog check
        return text_problems(top, app.skin.canvas)
    return text_problems(_Visible(app.scenes), app.skin.canvas, boxes=amiga_boxes(app))
