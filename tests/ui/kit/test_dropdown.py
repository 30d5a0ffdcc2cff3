"""The kit's drop-down list box (Windows 3.1's): a click looks, the list chooses, ESC leaves it as it was."""

from __future__ import annotations

import pygame

from ynot.ui.kit import Button, Dialog, DropDown

from .test_widgets import click, press

SEATS = ["Person", "Computer: beginner", "Computer: good", "Computer: perfect"]


def _dialog(ctx, log):
    seat = DropDown("&Seat", SEATS, 0, on_change=log.append)
    ok = Button("&OK", lambda: log.append("ok"), default=True)
    cancel = Button("&Cancel", lambda: log.append("cancel"), cancel=True)
    return Dialog(ctx, "Seat", [("Seat", seat)], [ok, cancel]), seat


def test_a_click_drops_the_list_down_without_changing_the_choice(kit_app):
    app, ctx, _feedback = kit_app
    log = []
    dialog, seat = _dialog(ctx, log)
    app.push(dialog)
    arrow = (seat.rect.right - 4, seat.rect.centery)
    click(app, arrow)
    assert seat.dropped and seat.index == 0 and log == []
    click(app, seat.list_rect().move(0, 1 + 2 * seat._row_height).topleft)  # the third row: good
    assert not seat.dropped and seat.value == "Computer: good" and log == [2]
    click(app, arrow)
    click(app, (dialog.frame.left + 2, dialog.frame.bottom - 2))  # anywhere else puts it away, unchanged
    assert not seat.dropped and seat.index == 2 and app.scenes[-1] is dialog


def test_alt_down_drops_it_escape_puts_it_away_unchanged_enter_chooses(kit_app):
    app, ctx, feedback = kit_app
    log = []
    dialog, seat = _dialog(ctx, log)
    app.push(dialog)
    press(app, "Alt+DOWN")
    assert seat.dropped
    press(app, "DOWN DOWN ESC")
    assert not seat.dropped and seat.index == 0 and log == [] and app.scenes[-1] is dialog
    press(app, "Alt+DOWN DOWN ENTER")
    assert not seat.dropped and seat.index == 1 and log == [1]
    assert app.scenes[-1] is dialog, "RETURN in the dropped list chooses; it does not press OK"
    press(app, "F4 TEXT:p ENTER")  # a letter lights the next choice starting with it (round the end)
    assert seat.value == "Person" and log == [1, 0]
    assert feedback.beeps == 0


def test_the_dropped_list_is_drawn_over_the_dialog(kit_app):
    app, ctx, _feedback = kit_app
    dialog, seat = _dialog(ctx, [])
    app.push(dialog)
    before = pygame.image.tobytes(app.draw(), "RGB")
    press(app, "Alt+DOWN")
    after = app.draw()
    assert pygame.image.tobytes(after, "RGB") != before
    bottom = seat.list_rect()
    assert tuple(after.get_at((bottom.left, bottom.bottom - 1)))[:3] == tuple(ctx.style.data.ink)[:3]
