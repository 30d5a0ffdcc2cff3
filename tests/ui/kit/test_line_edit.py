"""LineEdit: the editing keys, TEXTINPUT typing, the length limit, selection, scrolling in the field."""

from __future__ import annotations

import pygame

from ynot.ui.kit import LineEdit
from ynot.ui.pixelfont import get_font


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")


def test_typing_moves_the_caret_and_replaces_a_selection():
    edit = LineEdit("Ann", select_all=True)
    assert edit.selection() == (0, 3)
    assert edit.insert("B") == ""  # typing replaces the selected text, as in an EPOC edit box
    assert (edit.text, edit.caret) == ("B", 1)
    edit.insert("ob")
    assert edit.text == "Bob"


def test_the_length_limit_is_a_sentence_and_loses_nothing():
    edit = LineEdit("abc", max_length=4)
    assert edit.insert("d") == ""
    refused = edit.insert("e")
    assert "4" in refused and edit.text == "abcd"


def test_a_check_refuses_with_its_own_sentence():
    edit = LineEdit(check=lambda text: "No commas." if "," in text else "")
    assert edit.insert("Ann,") == "No commas."
    assert edit.text == ""


def test_editing_keys():
    edit = LineEdit("hello world")
    assert edit.key(key(pygame.K_HOME)) == "" and edit.caret == 0
    edit.key(key(pygame.K_DELETE))
    assert edit.text == "ello world"
    edit.key(key(pygame.K_END))
    edit.key(key(pygame.K_BACKSPACE))
    assert edit.text == "ello worl"
    edit.key(key(pygame.K_LEFT, pygame.KMOD_CTRL))
    assert edit.caret == 5  # the start of "worl"
    edit.key(key(pygame.K_RIGHT, pygame.KMOD_SHIFT))
    edit.key(key(pygame.K_RIGHT, pygame.KMOD_SHIFT))
    assert edit.selection() == (5, 7)
    edit.insert("W")
    assert edit.text == "ello Wrl"
    edit.key(key(pygame.K_a, pygame.KMOD_CTRL))
    assert edit.selection() == (0, len(edit.text))
    assert edit.key(key(pygame.K_F5)) is None  # not an editing key


def test_nothing_to_delete_is_said():
    edit = LineEdit("")
    assert edit.delete(False) and edit.delete(True)


def test_a_text_too_wide_scrolls_inside_the_field():
    font = get_font("psion")
    edit = LineEdit("", max_length=40)
    edit.insert("W" * 20)
    room = 60
    shown, start = edit.visible(font, room)
    assert font.line_width(shown) <= room and start > 0 and shown.endswith("W")
    edit.key(key(pygame.K_HOME))
    shown, start = edit.visible(font, room)
    assert start == 0 and font.line_width(shown) <= room
