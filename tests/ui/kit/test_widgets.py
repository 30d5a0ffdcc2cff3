"""The kit's dialogs, widgets, menus, help viewer and status line, driven by synthetic events in each
look's style: the behaviour is the same in every look, only the pixels differ."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from ynot.ui.kit import (
    SEPARATOR,
    Button,
    CheckBox,
    Choice,
    Dialog,
    HelpTopic,
    HelpViewer,
    ListBox,
    Menu,
    MenuBar,
    MenuItem,
    MessageBox,
    RadioGroup,
    StatusLine,
    TextField,
)
from ynot.ui.kit.help import CONTENTS
from ynot.ui.script import key_press, parse_script


def press(app, token):
    for step in parse_script(token):
        for event in step.events:
            app.dispatch(event)


def click(app, pos):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.dispatch(pygame.event.Event(kind, pos=app.display.to_window(pos), button=1))


def picture(app):
    return pygame.image.tobytes(app.draw(), "RGB")


def form(ctx, log):
    name = TextField("&Name", "Ann", max_length=8)
    sound = CheckBox("&Sound", True)
    players = RadioGroup(["&One", "&Two"], 0)
    rules = Choice("&Rules", ["Yatcy", "Yahtzee", "Ynot"])
    ok = Button("&OK", lambda: log.append(("ok", name.value, sound.checked, players.index, rules.value)),
                default=True)
    cancel = Button("&Cancel", lambda: log.append("cancel"), cancel=True)
    rows = [("Name", name), sound, players, ("Rules", rules)]
    return Dialog(ctx, "Set up", rows, [ok, cancel], show_buttons=True), name  # buttons to click, in every look


def test_a_form_is_typed_in_and_accepted(kit_app):
    app, ctx, feedback = kit_app
    log = []
    dialog, name = form(ctx, log)
    app.push(dialog)
    assert dialog.focus is name
    press(app, "TEXT:Bob")  # the selected text is replaced by what is typed (TEXTINPUT events)
    assert name.value == "Bob"
    press(app, "TAB SPACE")  # the check box, unticked
    press(app, "TAB DOWN")  # the radio group keeps the arrows: Two
    press(app, "TAB RIGHT RIGHT")  # the choice: Ynot
    press(app, "ENTER")  # the default button from anywhere
    assert log == [("ok", "Bob", False, 1, "Ynot")]
    assert feedback.beeps == 0


def test_mnemonics_escape_and_refusals(kit_app):
    app, ctx, feedback = kit_app
    log = []
    dialog, name = form(ctx, log)
    app.push(dialog)
    press(app, "Alt+S")  # the check box's mnemonic ticks it off, and takes the focus
    assert dialog.rows[1][1].checked is False and dialog.focus is dialog.rows[1][1]
    press(app, "Alt+N")
    assert dialog.focus is name
    press(app, "TEXT:Bartholomew")  # past the 8 letters: each refused with a sentence and a beep
    assert name.value == "Bartholo" and feedback.beeps == 3 and "8" in dialog.message
    press(app, "F7")  # a key that does nothing here beeps
    assert feedback.beeps == 4
    press(app, "ESC")
    assert log == ["cancel"]


def test_a_click_presses_a_button_only_when_let_go_on_it(kit_app):
    app, ctx, _ = kit_app
    log = []
    dialog, _name = form(ctx, log)
    app.push(dialog)
    ok = dialog.buttons[0]
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.display.to_window(ok.rect.center), button=1))
    assert ok.pressed
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=app.display.to_window((1, 1)), button=1))
    assert log == [] and not ok.held
    click(app, ok.rect.center)
    assert log and log[0][0] == "ok"


def test_a_greyed_button_is_refused(kit_app):
    app, ctx, feedback = kit_app
    pressed = []
    button = Button("&Go", lambda: pressed.append(1), enabled=False)
    app.push(Dialog(ctx, "Greyed", [], [button, Button("&Back", lambda: None, cancel=True)], show_buttons=True))
    press(app, "Alt+G")
    click(app, button.rect.center)
    assert pressed == [] and feedback.beeps == 2


def test_a_lit_button_and_a_greyed_one_that_still_takes_clicks(kit_app):
    app, ctx, feedback = kit_app
    pressed = []
    lit = Button("&One", lambda: pressed.append("one"), on=lambda: not pressed, sound=None)
    greyed = Button("&Two", lambda: pressed.append("two"), greyed=True)
    plain = Button("T&hree", lambda: None)
    app.push(Dialog(ctx, "Buttons", [], [lit, greyed, plain], show_buttons=True))
    style = ctx.style
    calls = []
    style.button = lambda surface, rect, label, state: calls.append((label, state))  # what is asked of it
    app.draw()
    states = dict(calls)
    assert states["&One"].on and not states["T&hree"].on
    assert not states["&Two"].enabled and states["T&hree"].enabled
    del style.button
    click(app, greyed.rect.center)  # greyed, yet its action runs: it says itself why it cannot act
    click(app, lit.rect.center)
    clicks = ["click"] if style.widget_sounds else []  # One makes no sound of its own: its action does
    assert pressed == ["two", "one"] and feedback.sounds == clicks and feedback.beeps == 0
    calls.clear()
    style.button = lambda surface, rect, label, state: calls.append((label, state))
    app.draw()
    assert not dict(calls)["&One"].on  # One is no longer lit
    del style.button


def test_the_message_box_answers_after_closing(kit_app):
    app, ctx, _ = kit_app
    answers = []
    box = MessageBox(ctx, "Question", "Abandon the game?", ok="&Yes", no="&No",
                     on_ok=lambda: answers.append(("yes", list(app.scenes))), on_no=lambda: answers.append("no"))
    app.push(box)
    press(app, "ENTER")
    assert answers == [("yes", [])]
    app.push(MessageBox(ctx, "Question", "Again?", ok="&Yes", no="&No", on_no=lambda: answers.append("no")))
    press(app, "ESC")
    assert answers[-1] == "no" and app.scenes == []


def test_a_list_box_scrolls_to_keep_its_choice_in_sight(kit_app):
    app, ctx, _ = kit_app
    chosen = []
    names = [f"Player {n}" for n in range(1, 21)]
    box = ListBox(names, rows=4, on_choose=chosen.append)
    app.push(Dialog(ctx, "Players", [box]))
    app.draw()
    assert box.page() == 4
    press(app, "PGDN PGDN DOWN")
    assert box.index == 9 and box.top == 6
    press(app, "END")
    assert box.top == 16
    press(app, "HOME ENTER")
    assert chosen == [0] and box.top == 0
    before = picture(app)
    box.scroll(3)
    assert picture(app) != before  # the rows and the scroll bar moved


def test_menus_mnemonics_shortcuts_and_greyed_items(kit_app):
    app, ctx, feedback = kit_app
    run = []
    menus = [
        Menu("&Game", (MenuItem("&New game", "new", "n"), MenuItem("&Undo", "undo", "z", enabled=False))),
        Menu("&Scores", (MenuItem("&High scores", "high", "h"),)),
    ]
    app.push(MenuBar(ctx, menus, lambda item: run.append(item.command)))
    press(app, "DOWN ENTER")  # the greyed Undo is refused
    assert run == [] and feedback.beeps == 1
    press(app, "U")  # its mnemonic too
    assert run == [] and feedback.beeps == 2
    press(app, "RIGHT ENTER")
    assert run == ["high"] and app.scenes == []
    app.push(MenuBar(ctx, menus, lambda item: run.append(item.command)))
    press(app, "N")
    assert run == ["high", "new"]
    app.push(MenuBar(ctx, menus, lambda item: run.append(item.command)))
    press(app, "H")  # not a mnemonic of the open menu: the accelerator letter
    assert run[-1] == "high"


def test_a_greyed_item_chosen_tells_why_the_looks_way_and_the_menu_stays(kit_app):
    app, ctx, feedback = kit_app
    told: list[str] = []
    ctx = dataclasses.replace(ctx, refuse=told.append)
    menus = [Menu("&Game", (MenuItem("&New", "new"), MenuItem("&Undo", "undo", enabled=False),
                            MenuItem("&Bonus", "bonus", enabled=False, why_not=lambda: "Fixed: the game has begun.")))]
    bar = MenuBar(ctx, menus, lambda item: None)
    app.push(bar)
    press(app, "B")  # its own reason
    press(app, "U")  # none of its own: the sentence naming it
    assert told == ["Fixed: the game has begun.", "Undo cannot be chosen now."]
    assert app.top is bar and feedback.beeps == 0  # the look's refuse beeps (here: only tells)


def test_a_click_on_a_menu_title_and_an_item(kit_app):
    app, ctx, _ = kit_app
    run = []
    menus = [Menu("&Game", (MenuItem("&New", "new"),)), Menu("&Help", (MenuItem("&Rules", "rules"),))]
    bar = MenuBar(ctx, menus, lambda item: run.append(item.command))
    app.push(bar)
    click(app, bar.title_rects()[1].center)
    assert bar.menu == 1
    click(app, bar.item_rect(0).center)
    assert run == ["rules"] and app.scenes == []


def test_help_topics_links_and_back(kit_app):
    app, ctx, feedback = kit_app
    topics = [HelpTopic("Rules", "Thirteen turns. See [[Scoring]] and [[the keys|Keys]]."),
              HelpTopic("Scoring", "Boxes score once. Back to [[Rules]]."), HelpTopic("Keys", "Enter rolls.")]
    viewer = HelpViewer(ctx, topics, start="Rules")
    app.push(viewer)
    press(app, "ENTER")  # the first link on the page
    assert viewer.topic == "Scoring"
    press(app, "BACKSPACE")
    assert viewer.topic == "Rules"
    press(app, "TAB ENTER")
    assert viewer.topic == "Keys"
    press(app, "BACKSPACE BACKSPACE")  # back to Rules, then nothing more to go back to: a beep
    assert viewer.topic == "Rules" and feedback.beeps == 1
    press(app, "ESC")
    assert app.scenes == []


def test_back_returns_to_the_place_the_link_was_followed_from(kit_app):
    """BackSpace comes back with the link that was followed selected and the page scrolled as it was
    (issue 39), whether the link was followed by the keys or by a click."""
    app, ctx, _ = kit_app
    many = "\n".join(f"Line {n}." for n in range(30))
    topics = [HelpTopic("Rules", f"{many}\nSee [[Scoring]], [[Keys]] and [[Luck]]."),
              HelpTopic("Scoring", "Boxes."), HelpTopic("Keys", "Enter."), HelpTopic("Luck", "Dice.")]
    viewer = HelpViewer(ctx, topics, start="Rules")
    app.push(viewer)
    press(app, "END TAB ENTER")  # the second link of the last page
    assert viewer.topic == "Keys"
    press(app, "BACKSPACE")
    assert viewer.topic == "Rules" and viewer.top > 0
    row, index = viewer.visible_links()[viewer.link]
    assert viewer.lines[row][index][1] == "Keys"
    press(app, "ENTER")
    assert viewer.topic == "Keys"
    press(app, "BACKSPACE")
    luck = next(i for i, (r, s) in enumerate(viewer.visible_links()) if viewer.lines[r][s][1] == "Luck")
    row, index = viewer.visible_links()[luck]
    font = ctx.style.font
    x = viewer.body.left + sum(viewer._advance(w, t) for w, t in viewer.lines[row][:index])
    y = viewer.body.top + (row - viewer.top) * font.line_height
    click(app, (x + 2, y + font.line_height // 2))
    assert viewer.topic == "Luck"
    press(app, "BACKSPACE")
    assert viewer.topic == "Rules" and viewer.link == luck


def test_help_contents_lists_every_topic_and_a_click_follows_a_link(kit_app):
    app, ctx, _ = kit_app
    viewer = HelpViewer(ctx, [HelpTopic("One", "1"), HelpTopic("Two", "2")])
    app.push(viewer)
    assert viewer.topic == CONTENTS and len(viewer.visible_links()) == 2
    font = ctx.style.font
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=app.display.to_window(
        (viewer.body.left + 2, viewer.body.top + font.line_height + 2)), button=1))
    assert viewer.topic == "Two"


def test_the_status_line_says_a_message_for_a_while():
    line = StatusLine(lambda: "Click ROLL.", ms=1000)
    line.say("Not now.")
    assert line.text == "Not now." and line.next_deadline_ms() == 1000
    line.update(600)
    assert line.next_deadline_ms() == 400
    line.update(400)
    assert line.text == "Click ROLL." and line.next_deadline_ms() is None


def test_every_widget_draws_its_focus(kit_app):
    app, ctx, _ = kit_app
    dialog, _name = form(ctx, [])
    app.push(dialog)
    seen = set()
    for _ in range(len(dialog.focusable())):
        seen.add(picture(app))
        for event in key_press(pygame.K_TAB):
            app.dispatch(event)
    assert len(seen) == len(dialog.focusable())  # every widget shows it has the keyboard


def test_help_pages_are_wrapped_inside_the_window(kit_app):
    app, ctx, _ = kit_app
    text = " ".join(["If section 1 adds up to 63 or more you win a bonus of 35 points. 63 is three"] * 3)
    viewer = HelpViewer(ctx, [HelpTopic("Long", text + " See [[Long]].")], start="Long")
    font = ctx.style.font
    for line in viewer.lines:
        assert font.line_width("".join(words for words, _target in line).rstrip()) <= viewer.body.width


@pytest.mark.parametrize("style_of", ["plain", "windows", "mac"])
def test_a_checked_menu_item_shows_its_mark_and_toggles(style_of):
    from ynot.ui.app import App
    from ynot.ui.kit import Context, plain_style
    from ynot.ui.skin import load_skin

    pygame.display.init()
    skin = load_skin("windows" if style_of == "plain" else style_of)
    app = App(skin, scale=1)
    if style_of == "plain":
        style = plain_style((255, 255, 255), (0, 0, 0), (128, 128, 128))
    else:
        style = skin.style_class().from_skin(skin)
    ctx = Context(style, skin.canvas)
    sound = [True]
    toggle = MenuItem("&Sound", lambda: sound.__setitem__(0, not sound[0]), checked=lambda: sound[0])
    plain = MenuItem("&Help", lambda: None)
    bar = MenuBar(ctx, [Menu("&Options", (toggle, plain))], lambda item: item.command())
    app.push(bar)
    assert Menu("&Game", (plain,)).has_marks is False and bar.menus[0].has_marks
    first, second = bar.item_rect(0), bar.item_rect(1)
    on = app.draw().subsurface(first).copy()
    sound[0] = False
    off = app.draw().subsurface(first).copy()
    assert pygame.image.tobytes(on, "RGB") != pygame.image.tobytes(off, "RGB")  # the mark is drawn
    help_row = app.draw().subsurface(second).copy()
    sound[0] = True
    assert pygame.image.tobytes(app.draw().subsurface(second), "RGB") == pygame.image.tobytes(help_row, "RGB")
    press(app, "S")  # its mnemonic chooses it: the option turns off and the bar closes
    assert sound == [False] and app.scenes == []


def test_the_letter_that_opens_a_dialog_does_not_type_itself_into_it(kit_app):
    app, ctx, _ = kit_app
    field = TextField("&Name", "", select_all=False)

    def open_form() -> None:
        app.push(Dialog(ctx, "Name", [field], [Button("OK", lambda: None, default=True)]))

    app.push(MenuBar(ctx, [Menu("&Game", (MenuItem("&Players", open_form),))]))
    press(app, "P")  # KEYDOWN chooses the item, then comes the TEXTINPUT "p" of the same key
    assert isinstance(app.top, Dialog) and field.value == ""
    press(app, "P TEXT:at")  # the next keys type
    assert field.value == "pat"


def test_a_menu_bar_in_a_window_and_a_menu_popped_up_from_a_box(kit_app):
    from ynot.ui.kit import PopupMenu

    app, ctx, _ = kit_app
    run = []
    menus = [Menu("&Game", (MenuItem("&New", lambda: run.append("new")),)),
             Menu("&Help", (MenuItem("&About", lambda: run.append("about")),))]
    window_bar = pygame.Rect(20, 40, 300, ctx.style.menu_bar_height())
    bar = MenuBar(ctx, menus, bar=window_bar, left=2)
    titles = bar.title_rects()
    assert titles[0].left == 22 and all(window_bar.contains(rect) for rect in titles)
    assert bar.drop_rect().top > window_bar.bottom
    app.push(bar)
    click(app, titles[1].center)
    assert bar.menu == 1
    click(app, bar.item_rect(0).center)
    assert run == ["about"] and app.scenes == []
    pressed = []
    box = pygame.Rect(4, 4, 18, 18)
    menu = Menu("", (MenuItem("&Restore", enabled=False), SEPARATOR, MenuItem("&Close", lambda: run.append("close"))))
    popup = PopupMenu(ctx, menu, box, draw_box=lambda surface: pressed.append(True), item=2)
    app.push(popup)
    assert popup.drop_rect().topleft == (box.left, box.bottom + 1)
    app.draw()
    assert pressed  # the look drew its box pressed
    press(app, "ENTER")
    assert run == ["about", "close"] and app.scenes == []


def test_a_one_bit_pattern_is_lined_up_with_the_canvas_or_an_origin():
    from ynot.ui.kit import CHECKER, fill_pattern, plain_style
    from ynot.ui.kit.style import StyleData

    ink, paper, under = (0, 0, 0), (255, 255, 255), (9, 9, 9)
    surface = pygame.Surface((20, 12))
    surface.fill(under)
    fill_pattern(surface, pygame.Rect(3, 2, 9, 7), ("#..", "..."), ink, paper)
    inked = {(x, y) for x in range(20) for y in range(12) if surface.get_at((x, y))[:3] == ink}
    assert inked == {(x, y) for x in (3, 6, 9) for y in (2, 4, 6, 8)}  # every third column from x=0
    assert surface.get_at((2, 2))[:3] == under and surface.get_at((4, 2))[:3] == paper
    surface.fill(under)
    fill_pattern(surface, pygame.Rect(5, 0, 4, 2), CHECKER, ink, origin=(5, 0))  # no paper: see-through
    row = [surface.get_at((x, 0))[:3] for x in range(5, 9)]
    assert row == [ink, under, ink, under] and surface.get_at((5, 1))[:3] == under
    style = plain_style(paper, ink, under)
    data = StyleData(**{**style.data.__dict__, "patterns": {"stripes": ("#", ".")}})
    surface.fill(under)
    type(style)(data).pattern(surface, pygame.Rect(0, 0, 4, 4), "stripes")
    assert [surface.get_at((0, y))[:3] for y in range(4)] == [ink, paper, ink, paper]


def test_a_dialog_grid_lays_cells_out_in_columns_and_keeps_the_focus_order(kit_app):
    from ynot.ui.kit import Grid

    app, ctx, _ = kit_app
    names = [TextField(f"&{n}", "", width_chars=6) for n in range(1, 5)]
    plays = [CheckBox("Plays") for _ in range(4)]
    rows = [widget for pair in zip(names, plays, strict=True) for widget in pair]
    grid = Grid(columns=2, per_cell=2, captions=tuple(f"Seat {n}" for n in range(1, 5)), gap=(10, 6))
    dialog = Dialog(ctx, "Seats", rows, [Button("OK", lambda: None, default=True)], grid=grid)
    app.push(dialog)
    app.draw()
    first, second, third = dialog.cells[0], dialog.cells[1], dialog.cells[2]
    assert second.left == first.right + 10 and second.top == first.top  # side by side
    assert third.left == first.left and third.top == first.bottom + 6  # the next row of cells
    assert names[0].rect.top == first.top + ctx.style.font.line_height  # under its caption
    assert plays[0].rect.top > names[0].rect.bottom and first.contains(plays[0].rect)
    assert all(dialog.frame.contains(widget.rect) for widget in rows)
    assert dialog.focus is names[0]
    press(app, "TAB")
    assert dialog.focus is plays[0]  # down its own cell first, then the next cell
    press(app, "TAB")
    assert dialog.focus is names[1]


def test_a_dialog_answers_for_itself_check_accept_reject(kit_app):
    app, ctx, feedback = kit_app
    field = TextField("&Name", "")
    answers = []
    dialog = Dialog(ctx, "Name", [field], ok="OK", cancel="Cancel",
                    check=lambda: None if field.value else "Type a name.",
                    on_accept=lambda result: answers.append(("ok", result, list(app.scenes))),
                    on_cancel=lambda: answers.append("cancel"))
    app.push(dialog)
    press(app, "ENTER")  # refused by its check: it stays, with the sentence
    assert app.top is dialog and dialog.message == "Type a name." and answers == [] and feedback.beeps == 1
    press(app, "TEXT:Ann ENTER")
    assert answers == [("ok", True, [])] and dialog.accepted and dialog.result is True
    again = Dialog(ctx, "Name", [TextField("&Name", "")], ok="OK", cancel="Cancel",
                   on_cancel=lambda: answers.append("cancel"))
    app.push(again)
    press(app, "ESC")
    assert answers[-1] == "cancel" and not again.accepted and again.result is None and app.scenes == []
