"""The kit's dialog options a look may ask for: buttons kept but not shown (EPOC), a button's shortcut
key and refusal, the number field, table rows in a label, a list that wraps round, the beep for a
character nothing takes, and the style's layout data (rows as wide as the dialog, a steady width, a
refusal shown whole, Shift-TAB, silent widgets)."""

from __future__ import annotations

import pygame

from ynot.ui.kit import (
    Button,
    Choice,
    Context,
    Dialog,
    DialogLayout,
    Label,
    ListBox,
    MessageBox,
    NumberField,
    plain_style,
)

from .test_widgets import picture, press

PAPER, INK, GREY = (255, 255, 255), (0, 0, 0), (128, 128, 128)


def test_buttons_kept_but_not_shown_still_answer_their_keys(kit_app):
    app, ctx, feedback = kit_app
    answers = []
    box = MessageBox(ctx, "Clear", "Delete them all?", ok="&Yes", no="&No", on_ok=lambda: answers.append("yes"),
                     on_no=lambda: answers.append("no"), show_buttons=False, hint="Enter: Yes   Esc: No")
    app.push(box)
    assert box.focus is None and box.widgets() == [box.label]  # nothing to see, nothing to focus
    press(app, "TAB")  # no widget to move to: the beep
    assert feedback.beeps == 1
    press(app, "SPACE")  # no focused button to press either
    assert feedback.beeps == 2 and answers == []
    press(app, "N")  # a hidden button's mnemonic presses it
    assert answers == ["no"] and app.top is None
    app.push(MessageBox(ctx, "Clear", "Delete them all?", ok="&Yes", no="&No", on_ok=lambda: answers.append("yes"),
                        show_buttons=False))
    press(app, "ENTER")
    assert answers == ["no", "yes"] and app.top is None


def test_hidden_buttons_are_not_drawn(kit_app):
    app, ctx, _ = kit_app
    rows = [Label("Three dice are kept.")]
    app.push(Dialog(ctx, "Note", rows, [Button("OK", lambda: None, default=True)], hint="Enter", show_buttons=False))
    hidden = picture(app)
    app.top.close()
    app.push(Dialog(ctx, "Note", [Label("Three dice are kept.")], [], hint="Enter"))
    assert picture(app) == hidden
    app.top.close()
    shown = Dialog(ctx, "Note", [Label("Three dice are kept.")], [Button("OK", lambda: None)], hint="Enter",
                   show_buttons=True)
    app.push(shown)
    assert picture(app) != hidden


def test_a_style_says_whether_dialogs_show_their_buttons_and_else_the_hint_names_the_keys(kit_app, look):
    app, ctx, _ = kit_app
    dialog = Dialog(ctx, "Note", [Label("Keep these dice?")], ok="&Keep", cancel="Cancel")
    assert dialog.show_buttons is ctx.style.dialog_layout.buttons_shown
    if look == "psion":  # EPOC's dialogs show no buttons: ENTER and ESC are named on the last line
        assert not dialog.show_buttons and dialog.hint == "Enter: Keep     Esc: Cancel"
        assert Dialog(ctx, "Note", [Label("Read.")], ok="OK").hint == "Enter or Esc to continue"
    else:
        assert dialog.show_buttons and dialog.hint == ""


def test_a_shortcut_presses_its_button_and_a_sentence_refuses_the_press(kit_app):
    app, ctx, feedback = kit_app
    tries = []

    def add() -> str | None:
        tries.append(len(tries))
        return "The list is full" if len(tries) > 1 else None

    dialog = Dialog(ctx, "Players", [ListBox(["Ann", "Bob"])], [Button("&Add", add, shortcut=pygame.K_SPACE)])
    app.push(dialog)
    press(app, "SPACE")
    assert tries == [0] and feedback.beeps == 0
    press(app, "SPACE")
    assert tries == [0, 1] and dialog.message == "The list is full" and feedback.beeps == 1
    assert app.top is dialog


def test_a_number_field_steps_types_and_keeps_within_its_range(kit_app):
    app, ctx, feedback = kit_app
    target = NumberField("&Target", 1000, 100, 9999, 100)
    other = Choice("&Kind", ["Total", "Games"])
    accepted = []
    dialog = Dialog(ctx, "Series", [("Target", target), ("Kind", other)],
                    [Button("OK", lambda: accepted.append(target.value), default=True)], show_buttons=False)
    app.push(dialog)
    press(app, "RIGHT RIGHT LEFT")
    assert target.value == 1100 and target.text() == "1100"
    press(app, "BACKSPACE BACKSPACE BACKSPACE BACKSPACE")
    assert target.text() == "_" and target.value == 100  # nothing typed counts as the least
    press(app, "0")  # a number does not start with 0
    assert feedback.beeps == 1 and "100" in dialog.message
    press(app, "5 0")
    assert target.text() == "50_" and target.value == 100  # shown as typed, used within range
    press(app, "TAB")  # leaving brings it within range
    assert target.text() == "100"
    press(app, "Shift+TAB 7 7 7 7")
    assert target.text() == "7777_"
    press(app, "7")  # too big
    assert target.text() == "7777_" and feedback.beeps == 2
    press(app, "TEXT:+")
    assert target.value == 7877 and target.text() == "7877"
    press(app, "ENTER")
    assert accepted == [7877]
    app.draw()  # every look draws it


def test_a_label_sets_lines_with_tabs_as_table_rows(kit_app):
    app, ctx, _ = kit_app
    style = ctx.style
    table = Label("High scores of the week\n1.  Ann\t250\n2.  Bob\t1234", width=180)
    assert table.lines(style)[-2:] == ["1.  Ann\t250", "2.  Bob\t1234"]  # never wrapped
    width, height = table.size_hint(style)
    assert width == 180 and height == len(table.lines(style)) * style.font.line_height
    surface = pygame.Surface((200, height))
    surface.fill(style.data.paper)
    table.rect = pygame.Rect(0, 0, 200, height)
    table.draw(surface, style, False)
    row = pygame.Rect(0, height - style.font.line_height, 200, style.font.line_height)
    paper = style.data.paper
    inked = [x for x in range(200) for y in range(row.top, row.bottom) if surface.get_at((x, y))[:3] != paper]
    assert min(inked) == 0 and max(inked) == 200 - 4 - 1  # the last cell ends 4 pixels short of the right


def test_a_wrapping_list_goes_round_and_a_choice_may_be_refused(kit_app):
    app, ctx, feedback = kit_app
    chosen = []

    def choose(index: int) -> str | None:
        if index == 0:
            return "Ann is already playing"
        chosen.append(index)
        return None

    names = ListBox(["Ann", "Bob", "Cy"], on_choose=choose, wrap=True, rows=3, width=150)
    dialog = Dialog(ctx, "Select player", [names])
    app.push(dialog)
    assert names.size_hint(ctx.style)[0] >= 150
    press(app, "UP")
    assert names.index == 2
    press(app, "DOWN ENTER")
    assert names.index == 0 and dialog.message == "Ann is already playing" and feedback.beeps == 1
    press(app, "C ENTER")  # a letter jumps
    assert chosen == [2]


def test_a_character_nothing_takes_beeps(kit_app):
    app, ctx, feedback = kit_app
    rules = Choice("Rules", ["Yatcy", "Ynot"])
    app.push(Dialog(ctx, "Rules", [("Rules", rules)], [Button("OK", lambda: None, default=True)]))
    press(app, "Y")  # Ynot, the next starting with Y: the choice takes it
    assert rules.value == "Ynot" and feedback.beeps == 0
    press(app, "Q")  # nothing starts with Q, no mnemonic Q
    assert feedback.beeps == 1


class Layout:
    """A plain style with a look's dialog layout (and its widgets heard or not)."""

    def __init__(self, *, widget_sounds: bool = True, **layout: object) -> None:
        self.style = plain_style(PAPER, INK, GREY)
        self.style.dialog_layout = DialogLayout(**layout)  # type: ignore[arg-type]
        self.style.widget_sounds = widget_sounds

    def context(self) -> Context:
        return Context(self.style, (480, 160))


def test_rows_as_wide_as_the_dialog_and_a_steady_width():
    pygame.display.init()
    kind = Choice("Kind", ["One", "Two"])
    long_row = Choice("Series", ["First to a total", "Most games"], visible=lambda: kind.index == 1)
    rows = [("Kind", kind), ("Series", long_row)]
    plain = Dialog(Layout().context(), "Series", rows)
    assert kind.rect.width == kind.size_hint(plain.style)[0]
    narrow = plain.frame.width
    steady = Dialog(Layout(fill=True, steady=True, label_gap=12).context(), "Series", rows)
    body = steady.body
    assert steady.frame.width > narrow  # the hidden row counts
    assert kind.rect.left == body.left + steady.style.label_size("Series")[0] + 12 and kind.rect.right == body.right
    width = steady.frame.width
    kind.index = 1
    steady.draw(pygame.Surface((480, 160)))
    assert steady.frame.width == width and long_row.rect.right == body.right
    assert steady.body.width == body.width


def test_a_refusal_is_shown_whole_where_the_style_says_so():
    pygame.display.init()
    sentence = "There are already six players in the records of this machine"
    for fit in (False, True):
        dialog = Dialog(Layout(fit_message=fit).context(), "Name", [Label("Ann")])
        before = dialog.frame.width
        dialog.refuse(sentence)
        dialog.draw(pygame.Surface((480, 160)))
        assert (dialog.body.width >= dialog.style.font.line_width(sentence)) is fit
        assert (dialog.frame.width > before) is fit


def test_shift_tab_goes_back_unless_the_style_says_tab_only_moves_on():
    pygame.display.init()
    for back in (True, False):
        first, second, third = Choice("A", ["1"]), Choice("B", ["1"]), Choice("C", ["1"])
        dialog = Dialog(Layout(back_tab=back).context(), "Tab", [first, second, third])
        dialog.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT, unicode=""))
        assert dialog.focus is (third if back else second)


def test_silent_widgets_make_no_click():
    pygame.display.init()
    for loud in (True, False):
        sounds: list[str] = []
        layout = Layout(widget_sounds=loud)
        ctx = Context(layout.style, (480, 160), sound=sounds.append)
        dialog = Dialog(ctx, "Sound", [Choice("Sound", ["On", "Off"])])
        dialog.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
        assert sounds == (["click"] if loud else [])
