"""Frames made the way the loop makes them (only the rectangles of the canvas that changed are scaled and
pushed to the window; static layers put back from their kept pictures) leave the window, after every
frame, exactly as a redraw of the same state from nothing, scaled: per look, at the scale its benchmark
uses (the Psion at 3, with its case drawn round the screen; the others at 2), while dice roll, a die is
dragged, tiles slide, a gadget is pressed and menus open."""

from __future__ import annotations

import os

import pygame
import pytest

from ynot.ui.amiga.selection import SelectionLayout
from ynot.ui.amiga.table import PanelLayout
from ynot.ui.kit.layer import forget_layers
from ynot.ui.launch import build_app, open_store
from ynot.ui.script import parse_script
from ynot.ui.skin import load_skin

SCALES = {"psion": 3, "amiga": 2, "windows": 2, "mac": 2}
NOWHERE = (255, 0, 255)  # the canvas is wiped to this before the redraw from nothing


class Watched:
    """A look's App in a window at its scale, every frame checked against a redraw from nothing."""

    def __init__(self, app) -> None:  # noqa: ANN001 - App
        self.app = app
        self.pushed: list[list[pygame.Rect]] = []  # the rectangles each partial frame pushed

    def frame(self, dt_ms: int = 16) -> None:
        """One frame as the loop makes it, then the window compared with a full redraw."""
        app = self.app
        app.update(dt_ms)
        app.present()
        where = app.display.canvas_rect()
        shown = pygame.image.tobytes(app.display.surface.subsurface(where), "RGB")
        forget_layers(app)
        app.canvas.fill(NOWHERE)
        redrawn = pygame.transform.scale(app.draw(), where.size)
        assert shown == pygame.image.tobytes(redrawn, "RGB"), f"frame {app.frames} differs from a full redraw"

    def events(self, script: str, *, frames: int = 1) -> None:
        """Play ``script`` (ynot.ui.script; mouse positions in canvas pixels), ``frames`` frames after each
        event."""
        for step in parse_script(script):
            for event in step.events:
                if hasattr(event, "pos"):
                    event = pygame.event.Event(event.type, {**event.dict, "pos": self.app.display.to_window(event.pos)})
                self.app.dispatch(event)
                for _ in range(frames):
                    self.frame()

    def mouse(self, kind: int, pos: tuple[int, int], **extra: object) -> None:
        """A mouse event at canvas ``pos``, then a frame."""
        self.app.dispatch(pygame.event.Event(kind, pos=self.app.display.to_window(pos), touch=False, **extra))
        self.frame()

    def while_busy(self, limit: int = 200) -> int:
        """Frames until nothing moves (at most ``limit``): how many."""
        count = 0
        while self.app.busy() and count < limit:
            self.frame()
            count += 1
        return count


@pytest.fixture
def look(monkeypatch):
    """look(name, machine=False) -> a Watched App of that look in a window at its benchmark's scale."""
    made = []
    real_update = pygame.display.update

    def make(name: str, *, machine: bool = False) -> Watched:
        store = open_store()
        if name == "windows":  # straight to the table: the Players dialog seen, no end-of-turn question
            store.options.skin_settings("windows")["seen"] = "yes"
            store.options.end_of_turn = "nothing"
        app = build_app(name, store=store, seed=3, scale=SCALES[name], resume=False, sound=False, machine=machine)
        watched = Watched(app)

        def update(rects=None):  # noqa: ANN001, ANN202 - pygame's own, watched
            if rects:
                watched.pushed.append([pygame.Rect(r) for r in rects])
            return real_update(rects) if rects is not None else real_update()

        monkeypatch.setattr(pygame.display, "update", update)
        app.present()
        made.append((watched, store))
        return watched

    yield make
    for watched, store in made:
        assert watched.app.errors == []
        store.close()
    pygame.quit()


def only_parts_were_pushed(watched: Watched) -> bool:
    """Some frames pushed less than the whole window (else the test would prove nothing of the parts)."""
    whole = watched.app.display.canvas_rect()
    area = whole.width * whole.height
    return any(rects and sum(r.width * r.height for r in rects) < area for rects in watched.pushed)


@pytest.mark.slow
def test_the_psion_with_its_case_at_scale_3(look):
    psion = look("psion", machine=True)
    assert psion.app.frame is not None and psion.app.display.scale == 3
    psion.events("ENTER")  # Start: the first roll
    assert psion.while_busy() > 3, "the dice rolled"
    psion.events("SPACE RIGHT SPACE ENTER")  # two dice marked, rolled again
    psion.while_busy()
    game = psion.app.scenes[0]
    psion.events("TAB DOWN ENTER")  # a box on the card chosen and scored: the card changes
    psion.while_busy()
    assert game.state.turn_number() == 2, "a box was scored"
    psion.events("MENU RIGHT RIGHT LEFT DOWN ESC")
    assert only_parts_were_pushed(psion)


@pytest.mark.slow
def test_windows_dice_roll_a_die_is_dragged_into_the_shaker_and_a_menu_opens(look):
    windows = look("windows")
    board = windows.app.scenes[0].board
    table = board.table
    shaker = table.shaker.center
    windows.events(f"DCLICK:{shaker[0]},{shaker[1]}")
    assert windows.while_busy() > 3, "the dice rolled"
    windows.events("ENTER ENTER")  # the box cursor shown, then its box scored: the card changes
    windows.while_busy()
    assert board.state.roll_number == 0 and board.state.turn_number() == 2
    windows.events(f"DCLICK:{shaker[0]},{shaker[1]}")
    assert windows.while_busy() > 3, "the dice rolled"
    start = table.places[0].center
    windows.mouse(pygame.MOUSEBUTTONDOWN, start, button=1)
    for i in range(1, 9):  # carried to the shaker with the button held, a frame a move
        at = (start[0] + (shaker[0] - start[0]) * i // 8, start[1] + (shaker[1] - start[1]) * i // 8)
        windows.mouse(pygame.MOUSEMOTION, at, rel=(0, 0), buttons=(1, 0, 0))
    windows.mouse(pygame.MOUSEBUTTONUP, shaker, button=1)
    assert board.state.marks, "the die went into the shaker"
    windows.events("Alt+G RIGHT RIGHT LEFT ESC ESC")
    assert only_parts_were_pushed(windows)


def test_the_amiga_dice_roll_the_pointer_crosses_the_card_and_the_menu_gadget(look):
    amiga = look("amiga")
    skin = load_skin("amiga")
    selection, panel = SelectionLayout.from_skin(skin), PanelLayout.from_skin(skin)
    count = selection.count_boxes[0].center
    new_game = selection.new_game.center
    amiga.events(f"CLICK:{count[0]},{count[1]} CLICK:{new_game[0]},{new_game[1]}")
    roll = panel.roll.center
    for _roll in range(3):  # rolled to the end: the box under the pointer is lit with its score
        amiga.events(f"CLICK:{roll[0]},{roll[1]}")
        assert amiga.while_busy() > 3, "the dice rolled"
    screen = amiga.app.scenes[0].screen
    assert screen.must_score()
    cells = [pygame.Rect(screen.layout.cell(0, row)).center for row in range(0, len(screen.layout.rows), 3)]
    amiga.events(" ".join(f"MOVE:{x},{y}" for x, y in cells))
    menu, again = panel.menu.center, selection.continue_.center
    amiga.events(f"CLICK:{menu[0]},{menu[1]}", frames=3)
    amiga.events(f"CLICK:{again[0]},{again[1]}", frames=3)
    assert only_parts_were_pushed(amiga)


@pytest.mark.slow
def test_the_mac_tiles_slide_and_a_menu_opens(look):
    mac = look("mac")
    controller = mac.app.scenes[0]
    flow = controller.flow
    slid = 0
    for _turn in range(6):
        if flow.over:
            break
        if flow.turn() == 0:
            view = flow.view()
            playable = [(i, flow.fits(tile)) for i, tile in enumerate(view.hand) if flow.fits(tile)]
            if playable:
                flow.person.plays(playable[0][0], playable[0][1][0])
            elif view.boneyard:
                flow.person.draws()
            else:
                flow.person.passes()
        else:
            flow.computer_moves()
        slid += mac.while_busy()
    assert slid > 3, "tiles slid"
    mac.events("F10 RIGHT RIGHT DOWN LEFT ESC")
    assert only_parts_were_pushed(mac)


@pytest.mark.parametrize("asked", [None, "1"])
def test_the_window_is_the_systems_own_surface_unless_the_player_asks_for_opengl(monkeypatch, asked):
    """SDL would put the window's pixels through OpenGL on X11 when it guesses that is faster, and on a
    software GL every partial update then draws the whole window: the App asks for the system's own
    surface, which pushes only the rectangles, unless SDL_FRAMEBUFFER_ACCELERATION is set already."""
    from ynot.ui.app import App
    from ynot.ui.scaled import FRAMEBUFFER_ACCELERATION

    if asked is None:
        monkeypatch.delenv(FRAMEBUFFER_ACCELERATION, raising=False)
    else:
        monkeypatch.setenv(FRAMEBUFFER_ACCELERATION, asked)
    pygame.display.init()
    App(load_skin("psion"), scale=1).open_window()
    assert os.environ[FRAMEBUFFER_ACCELERATION] == (asked or "0")
    pygame.quit()
