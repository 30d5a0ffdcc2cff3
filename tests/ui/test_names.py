"""Names in every look: Latin-1 letters are typed and drawn, a character no font has is refused with
the same sentence, a name too wide scrolls inside its field, and names are cut by measuring."""

from __future__ import annotations

import pytest

from ynot.ui.kit import Dialog, TextField, fit_text, refusal
from ynot.ui.psion.dialogs import FormDialog

from .amiga import mouse


def psion_name_dialog(make_app):
    app = make_app()
    app.play_keys("Ctrl+S ENTER DOWN SPACE")
    dialog = app.top
    assert isinstance(dialog, FormDialog)
    return app, dialog, next(f for _label, f in dialog.rows if isinstance(f, TextField))


def amiga_name_field(make_app):
    app = make_app(skin="amiga")
    app.play_keys(f"{mouse.name_field(0)} Ctrl+A BACKSPACE")
    selection = app.scenes[0].selection
    return app, selection, selection.fields[0]


def windows_name_field(make_app):
    from ynot.ui.windows.dialogs import PlayersDialog

    app = make_app(skin="windows")  # the first start opens the Players dialog
    dialog = app.top
    assert isinstance(dialog, PlayersDialog)
    return app, dialog, dialog.names[0]


@pytest.mark.parametrize("opener", [psion_name_dialog, amiga_name_field, windows_name_field])
def test_a_character_no_font_has_is_refused_the_same_way(make_app, opener):
    app, where, field = opener(make_app)
    app.play_keys("TEXT:\u00c5ngstr\u00f6m")  # Latin-1: every look's fonts have it
    assert field.value == "\u00c5ngstr\u00f6m"
    app.play_keys("TEXT:\u4e2d")
    assert field.value == "\u00c5ngstr\u00f6m"
    shown = where.message if isinstance(where, Dialog) else where.help_text()
    assert shown == refusal("\u4e2d")


@pytest.mark.parametrize("opener", [psion_name_dialog, amiga_name_field])
def test_a_name_too_wide_scrolls_inside_its_field(make_app, opener):
    app, where, field = opener(make_app)
    app.play_keys("TEXT:" + "W" * 20)
    app.draw()
    style = where.style
    view = field.view(style)
    assert field.value.startswith("W" * 15)
    assert style.font.line_width(view.shown) <= style.field_room(field.rect)
    assert view.shown.endswith("W") and len(view.shown) < len(field.value)


@pytest.mark.parametrize("font", ["psion", "psion-bold", "topaz"])
def test_names_are_cut_with_an_ellipsis_by_measuring(font):
    from ynot.ui.pixelfont import get_font

    pixel_font = get_font(font)
    name = "Maximilian Featherstone"
    cut = fit_text(pixel_font, name, 60)
    assert cut.endswith("...") and pixel_font.line_width(cut) <= 60 and name.startswith(cut[:-3])


@pytest.mark.parametrize("font", ["psion", "topaz"])
def test_one_check_of_a_typed_name_for_every_look(font):
    from ynot.core import check_name
    from ynot.ui.kit import name_refusal, sentence
    from ynot.ui.pixelfont import get_font

    pixel_font = get_font(font)
    for good in ("Ann, Bob", '"Q" [x]; y', "\u00c5ngstr\u00f6m", "", " "):  # empty while typing: let be
        assert name_refusal(pixel_font, good) == ""
    with pytest.raises(ValueError) as core:
        check_name("Ann#")
    said = name_refusal(pixel_font, "Ann#")
    assert said == sentence(str(core.value)) == "The name 'Ann#' holds '#', which a name cannot have."
    assert name_refusal(pixel_font, "Ann\u4e2d#") == refusal("\u4e2d")  # the font's refusal first


@pytest.mark.parametrize("opener", [psion_name_dialog, amiga_name_field, windows_name_field])
def test_a_name_core_refuses_is_refused_with_cores_sentence_in_every_look(make_app, opener):
    """The Psion said "A name cannot hold #" of its own; every look now says what core.check_name says."""
    app, where, field = opener(make_app)
    app.play_keys("TEXT:Ann")
    app.play_keys("TEXT:#")
    assert field.value == "Ann"
    shown = where.message if isinstance(where, Dialog) else where.help_text()
    assert shown == "The name 'Ann#' holds '#', which a name cannot have."
