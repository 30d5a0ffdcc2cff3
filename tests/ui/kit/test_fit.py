"""Kit-wide: in every dialog of every look no text is cut and no text touches a frame (tests/ui/kit/fit.py)."""

from __future__ import annotations

import pygame
import pytest

from ynot.ui.kit import Dialog

from .fit import DIALOGS, text_problems

CASES = [(look, name, opener) for look, dialogs in DIALOGS.items() for name, opener in dialogs]


@pytest.mark.parametrize(("look", "name", "opener"), CASES, ids=[f"{look}-{name}" for look, name, _ in CASES])
def test_every_text_of_the_dialog_fits(make_app, look, name, opener):
    app = make_app(skin=look)
    opener(app)
    app.settle()
    dialog = app.scenes[-1]
    assert isinstance(dialog, Dialog), f"{name} opened no dialog in the {look} look: {app.scenes!r}"
    assert text_problems(dialog, app.skin.canvas) == []


def test_the_check_sees_a_cut_text_and_a_text_on_a_line(kit_app):
    app, ctx, _feedback = kit_app
    from ynot.ui.kit import Label, MessageBox

    box = MessageBox(ctx, "T", "x")
    box.label = Label("A sentence far too long to fit", width=20)
    assert text_problems(box, app.skin.canvas) == []  # a wrapped label is not cut
    surface_size = app.skin.canvas

    class Lined:
        frame = pygame.Rect((0, 0), surface_size)

        def draw(self, surface):
            ctx.style.text_in(surface, pygame.Rect(10, 10, 30, 20), "Far too long for thirty pixels")
            ctx.style.text(surface, "Hi", (50, 50))
            pygame.draw.line(surface, (1, 2, 3), (50, 40), (50, 80))

    problems = text_problems(Lined(), surface_size)
    assert any(p.startswith("cut:") for p in problems)
    assert any(p.startswith("touches a line: 'Hi'") for p in problems)


def test_the_check_sees_a_text_leaving_its_box_and_two_texts_on_each_other(kit_app):
    """A look's own screen tells its boxes (gadgets, columns): a text that meets one lies wholly in it, and no
    two texts lie on each other (a text drawn twice a pixel apart, a drop shadow, is one)."""
    app, ctx, _feedback = kit_app
    gadget = pygame.Rect(40, 40, 30, 20)

    class Screen:
        def draw(self, surface):
            ctx.style.text(surface, "Far too long for thirty pixels", (42, 44))
            ctx.style.text(surface, "Over", (100, 100))
            ctx.style.text(surface, "Under", (104, 100))
            ctx.style.text(surface, "Shadow", (100, 150))
            ctx.style.text(surface, "Shadow", (101, 151))

    problems = text_problems(Screen(), app.skin.canvas, boxes=[gadget])
    assert [p for p in problems if p.startswith("leaves its box")] == [
        next(p for p in problems if "Far too long" in p)]
    assert [p for p in problems if p.startswith("on each other")] == ["on each other: 'Over' and 'Under'"]
    assert text_problems(Screen(), app.skin.canvas) == []  # without boxes: the dialogs' check, as before
