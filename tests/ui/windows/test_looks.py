"""Windows 3.1 as its users remember it: the caption's buttons, the sizing border, greyed text, and text
that keeps clear of the lines round it (issue 26, points 1, 2 and 7)."""

from __future__ import annotations

import pygame

from ynot.dice.rules import Category
from ynot.dice.sheet import Total
from ynot.ui.skin import load_skin
from ynot.ui.windows import dialogs
from ynot.ui.windows.card import ROWS
from ynot.ui.windows.style import SIZING_BORDER, Windows31Style

from . import mouse

SKIN = load_skin("windows")
BLACK, FACE, GREY, WHITE = (0, 0, 0), (192, 192, 192), (128, 128, 128), (255, 255, 255)


def _style() -> Windows31Style:
    return Windows31Style.from_skin(SKIN)


def _row_widths(surface: pygame.Surface, box: pygame.Rect) -> list[int]:
    """How many black pixels each row of ``box`` holds (inside its bevel)."""
    inner = box.inflate(-4, -4)
    return [
        n
        for y in range(inner.top, inner.bottom)
        if (n := sum(surface.get_at((x, y))[:3] == BLACK for x in range(inner.left, inner.right)))
    ]


def test_minimize_points_down_then_maximize_points_up():
    surface = pygame.Surface((200, 30))
    caption = pygame.Rect(0, 0, 200, 18)
    _style().caption(surface, caption, "Windows Yahtzee")
    maximize = pygame.Rect(caption.right - 18, 0, 18, 18)
    minimize = maximize.move(-18, 0)
    down, up = _row_widths(surface, minimize), _row_widths(surface, maximize)
    assert down[0] > down[-1], f"minimize's triangle must point down: {down}"
    assert up[0] < up[-1], f"maximize's triangle must point up: {up}"


def test_the_main_window_has_a_sizing_border_with_corner_marks():
    surface = pygame.Surface((640, 480))
    inside = _style().window_frame(surface, pygame.Rect(0, 0, 640, 480))
    assert inside.left == SIZING_BORDER
    band = [surface.get_at((x, 200))[:3] for x in range(SIZING_BORDER)]
    assert band == [BLACK, FACE, FACE, BLACK]
    mark = [surface.get_at((x, 22))[:3] for x in range(SIZING_BORDER)]
    assert mark == [BLACK] * SIZING_BORDER, "the border is crossed where a corner handle ends"


def test_greyed_text_is_plain_grey_without_a_white_relief():
    surface = pygame.Surface((120, 30))
    surface.fill(FACE)
    _style().label(surface, "&Bonus", (4, 4), greyed=True)
    colours = {surface.get_at((x, y))[:3] for x in range(120) for y in range(30)}
    assert colours == {FACE, GREY}


def _frame(app) -> pygame.Surface:  # noqa: ANN001
    surface = pygame.Surface(app.skin.canvas)
    for scene in app.scenes:
        scene.draw(surface)
    return surface


def _ink_columns(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> list[int]:
    return [x for x in range(rect.left, rect.right) if any(surface.get_at((x, y))[:3] == colour
                                                            for y in range(rect.top, rect.bottom))]


def test_the_columns_numbers_keep_clear_of_the_next_radio_button(windows):
    app = windows()
    dialogs.open_columns(app.scenes[0])
    group = next(w for _label, w in app.scenes[-1].rows if hasattr(w, "option_rect"))
    surface = _frame(app)
    for index in range(5):
        text = group.option_rect(index)
        next_circle = group.option_rect(index + 1).left
        ink = _ink_columns(surface, text.inflate(0, -4), BLACK)
        assert next_circle - max(ink) >= 8, f"{index + 1} runs into the next circle"


def test_rolls_remaining_keeps_clear_of_its_box_and_the_dice_of_the_frame(windows):
    app = windows()
    table = app.scenes[0].board.table
    surface = _frame(app)
    rolls = table.rolls
    words = [x for x in range(rolls.left, rolls.right) if surface.get_at((x, rolls.top + 8))[:3] == BLACK]
    gaps = [b - a for a, b in zip(words, words[1:], strict=False)]
    assert max(gaps) >= 6, "the words and the counter's box are apart"
    inner_right = 640 - SIZING_BORDER
    assert inner_right - (table.places[-1].right + 3) >= 8, "the fifth place's well keeps clear of the frame"


def test_card_numbers_keep_clear_of_the_grid(windows):
    app = windows()
    app.play_keys("SPACE WAIT:3000 HOME ENTER")  # a box scored: the sums below it hold numbers
    surface = _frame(app)
    layout = mouse.card()
    row = ROWS.index(Total.PLAYER)
    square = layout.square(row, 0)
    ink = _ink_columns(surface, square.inflate(-2, -4), BLACK)
    assert ink, "the total is written in its square"
    assert square.right - 1 - max(ink) >= 5, "the number keeps clear of the square's right line"


def test_the_players_drop_down_looks_before_it_changes_a_seat(windows):
    """Issue 26 point 3: a click on the arrow drops the list down; the seat changes only in the list."""
    app = windows()
    dialogs.open_players(app.scenes[0])
    dialog = app.scenes[-1]
    seat = dialog.kinds[0]
    arrow = (seat.rect.right - 5, seat.rect.centery)
    app.play_keys(f"CLICK:{arrow[0]},{arrow[1]}")
    assert seat.dropped and seat.value == "Person"
    row = seat.list_rect().move(0, 1 + 3 * seat._row_height)
    app.play_keys(f"CLICK:{row.left + 5},{row.top + 3}")
    assert not seat.dropped and seat.value == "Computer: perfect"
    app.play_keys("Alt+DOWN ESC")
    assert seat.value == "Computer: perfect" and app.scenes[-1] is dialog


def test_cancel_at_all_done_brings_the_dice_back_as_they_lay(windows):
    """Issue 26 point 4: the player's arrangement of the dice comes back with the score taken back."""
    app = windows(players=("Ann", "Bob"), end_of_turn="prompt")
    board = app.scenes[0].board
    app.play_keys(f"{mouse.roll()} {mouse.throw_by_drag(1)} {mouse.roll()}")
    app.play_keys(f"DRAG:{mouse.place(0)}:{mouse.place(4)} DRAG:{mouse.place(1)}:{mouse.place(3)}")
    arranged = list(board.places.slots)
    assert arranged != sorted(arranged), "the dice were rearranged"
    app.play_keys(f"DCLICK:{mouse.box_name(Category.CHANCE)} ESC")
    assert board.places.slots == arranged


def test_every_key_after_a_mouse_roll_says_what_it_did(windows):
    """Issue 26 point 5: the first ENTER after a roll by the mouse brings the box cursor back and says so;
    the next scores; a key that does nothing says that too."""
    app = windows(players=("Ann",))
    controller = app.scenes[0]
    app.play_keys(mouse.roll())
    beeps = controller.beeps
    app.play_keys("ENTER")
    assert "cursor" in controller.status_line.message and controller.beeps == beeps + 1
    assert controller.game.state.roll_number == 1, "nothing was scored yet"
    app.play_keys("ENTER")
    assert controller.game.state.cards[0][0].filled_count == 1
    app.play_keys("Z")
    assert "does nothing" in controller.status_line.message


def test_game_new_asks_before_it_gives_up_a_game_under_way(windows):
    """Issue 26 point 6: Game, New (F2) in the middle of a game asks first."""
    app = windows(players=("Ann",))
    controller = app.scenes[0]
    app.play_keys(mouse.roll())
    before = controller.session
    app.play_keys("F2")
    assert "Give up" in app.top.label.label and controller.session is before
    app.play_keys("ESC")
    assert controller.session is before and controller.game.state.roll_number == 1
    app.play_keys("F2 ENTER")
    assert controller.session is not before and controller.game.state.roll_number == 0


def test_every_players_final_card_can_be_looked_at(windows):
    app = windows(players=("Ann", "Bob"), animation=False)
    controller = app.scenes[0]
    while not controller.game.is_over:
        app.play_keys("SPACE")
        app.play_keys(f"DCLICK:{mouse.box_name(controller.game.suggested().category)} WAIT:600")
    app.play_keys("ESC")  # the Game Over box
    first = controller.turns.shown_player
    app.play_keys("TAB")
    assert controller.turns.shown_player == 1 - first
    app.play_keys(f"CLICK:{mouse.at(mouse.TABLE.indicator)}")
    assert controller.turns.shown_player == first


def test_information_is_black_and_refusals_red(windows):
    app = windows(players=("Ann",))
    controller = app.scenes[0]
    red = tuple(int(SKIN.palette["red"][i:i + 2], 16) for i in (1, 3, 5)) if isinstance(
        SKIN.palette["red"], str) else tuple(SKIN.palette["red"])[:3]
    status = pygame.Rect(SKIN.area("status"))

    def reds() -> int:
        surface = _frame(app)
        return sum(surface.get_at((x, y))[:3] == red for x in range(status.left, status.right)
                   for y in range(status.top, status.bottom))

    controller.options_changed(rules=True)
    assert "new options" in controller.status_line.message and reds() == 0
    app.play_keys("5")  # place 5 is empty before the first roll: a refusal
    assert reds() > 0


def test_bonus_and_columns_are_greyed_once_a_game_has_begun(windows):
    from ynot.ui.windows.menus import control_menu, game_menus

    app = windows(players=("Ann",))
    controller = app.scenes[0]

    def item(label: str):  # noqa: ANN202
        return next(i for menu in game_menus(controller) for i in menu.items if i.label.replace("&", "") == label)

    assert item("Bonus...").can_choose and item("Columns...").can_choose
    app.play_keys(mouse.roll())
    assert not item("Bonus...").can_choose and not item("Columns...").can_choose
    switch = [i for i in control_menu(controller).items if i.label.replace("&", "") == "Switch To..."]
    assert switch and not switch[0].can_choose


def test_about_names_what_it_re_creates_and_this_version(windows):
    from ynot import __version__

    app = windows(players=("Ann",))
    app.scenes[0].shell.commands.run("about")
    text = app.top.label.label
    for words in ("Windows Yahtzee V2.21", "1993 Scott Gifford", __version__):
        assert words in text


def test_a_menu_items_check_mark_keeps_clear_of_its_label():
    from ynot.ui.kit.style import State

    style = _style()
    rect = pygame.Rect(0, 0, 120, 18)
    for label in ("Animate dice", "Würfel animieren", "Sound", "Ton", "Wide"):
        surface = pygame.Surface(rect.size)
        surface.fill(WHITE)
        style.menu_item(surface, rect, label, "", State(checked=True))
        inked = [x for x in range(rect.width) if any(surface.get_at((x, y))[:3] != WHITE for y in range(rect.height))]
        mark_end = max(x for x in inked if x < 11)
        label_start = min(x for x in inked if x >= 11)
        assert label_start - mark_end >= 5, (label, mark_end, label_start)  # four clear columns at least


def test_the_high_score_heading_says_the_multiplier_in_a_whole_sentence():
    """Issue 39: "2 Spalten, mit Multiplikator", not "multiplizieren ein"; the column count is counted."""
    from ynot import i18n
    from ynot.dice.rules import get_rules

    two = get_rules("winzee", columns=2, multiplier=True, extra="bonus")
    one = get_rules("winzee", columns=1, extra="wild")
    assert dialogs.scores_heading(two) == "2 columns, with multiplier, bonus: bonus"
    assert dialogs.scores_heading(one) == "1 column, no multiplier, bonus: wild card"
    i18n.set_language("de")
    assert dialogs.scores_heading(two) == "2 Spalten, mit Multiplikator, Bonus: Bonus"
    assert dialogs.scores_heading(one) == "1 Spalte, ohne Multiplikator, Bonus: Joker"


def test_restore_shows_a_triangle_up_over_one_down():
    surface = pygame.Surface((200, 30))
    caption = pygame.Rect(0, 0, 200, 18)
    _style().caption(surface, caption, "Windows Yahtzee", maximized=True)
    _minimize, restore = Windows31Style.caption_button_rects(caption)
    rows = _row_widths(surface, restore)
    assert len(rows) == 6 and rows[:3] == rows[3:][::-1] and rows[0] < rows[2], f"up over down: {rows}"


def test_minimize_and_maximize_from_the_caption_and_the_control_menu(windows):
    from ynot.ui.windows.menus import control_menu

    app = windows(players=("Ann",))
    controller = app.scenes[0]
    caption = controller.menus.caption_rect
    minimize, maximize = Windows31Style.caption_button_rects(caption)

    def item(label: str):  # noqa: ANN202
        return next(i for i in control_menu(controller).items if i.label.replace("&", "") == label)

    assert item("Minimize").can_choose and item("Maximize").can_choose and not item("Restore").can_choose
    app.play_keys(f"CLICK:{minimize.centerx},{minimize.centery} CLICK:{maximize.centerx},{maximize.centery}")
    assert "could not" not in controller.status_line.message  # both were asked of the desktop
    answer = (pygame.event.Event(pygame.WINDOWMAXIMIZED), pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 1000)))
    for event in answer:  # the desktop's answer: maximized, and the window's new size
        app.dispatch(event)
    app.settle()
    assert app.display.maximized and app.display.scale == 2  # 640x480 twice fits 1600x1000
    assert item("Restore").can_choose and not item("Maximize").can_choose
    rows = _row_widths(app.draw(), maximize)
    assert rows[:3] == rows[3:][::-1], "the maximize button became restore"
    app.play_keys("Alt+SPACE X")  # Maximize greyed: it says why, on the status bar
    assert "maximized already" in controller.status_line.message
    app.play_keys(f"ESC CLICK:{maximize.centerx},{maximize.centery}")  # the restore button
    app.dispatch(pygame.event.Event(pygame.WINDOWRESTORED))
    assert not app.display.maximized and item("Maximize").can_choose
    app.play_keys("Alt+SPACE S")
    assert "frame" in controller.status_line.message  # Size: the desktop's own frame


def test_the_greyed_control_menu_items_say_why_in_german(windows):
    from ynot import i18n

    i18n.set_language("de")
    app = windows(players=("Ann",))
    app.play_keys("Alt+SPACE Z")  # Wechseln &zu...: W is Wiederherstellen
    message = app.scenes[0].status_line.message
    assert message and "cannot" not in message and "Aufgaben" in message
