"""The Options, Register and Game menus of the Windows look: dialogs, options kept between runs, the
first start, End of Turn (Prompt with its Cancel, Pause, Nothing), the Bonus and Columns fixed once a
game has begun, the Control menu."""

from __future__ import annotations

from ynot.dice.rules import ALL_CATEGORIES, Category
from ynot.ui.windows.dialogs import PlayersDialog
from ynot.ui.windows.help import WindowsHelp

from . import mouse


def at(rect) -> str:  # noqa: ANN001 - pygame.Rect
    return f"{rect.centerx},{rect.centery}"


def test_the_players_dialog_opens_by_itself_the_first_time_and_is_kept(windows, make_app):
    app = windows(seen=False, players=())
    dialog = app.top
    assert isinstance(dialog, PlayersDialog)
    app.play_keys(f"CLICK:{at(dialog.names[0].rect)} TEXT:Ann CLICK:{at(dialog.names[1].rect)} TEXT:Bob "
                  f"CLICK:{at(dialog.plays[1].rect)} CLICK:{at(dialog.plays[0].rect)} CLICK:{at(dialog.plays[0].rect)} "
                  f"CLICK:{at(dialog.buttons[0].rect)}")
    controller = app.scenes[0]
    assert app.top is controller
    assert controller.game.state.players == ("Ann", "Bob")
    again = make_app(skin="windows")  # the same ynot.ini: names kept, no dialog this time
    assert again.top is again.scenes[0]
    assert again.scenes[0].setup.names[:2] == ["Ann", "Bob"]
    assert again.scenes[0].setup.playing[:3] == [True, True, False]


def test_unticked_names_are_kept_and_empty_names_play_as_player_n(windows):
    app = windows(players=("Ann", "Bob"))
    app.play_keys("Alt+O P")
    dialog = app.top
    app.play_keys(f"CLICK:{at(dialog.plays[0].rect)} CLICK:{at(dialog.plays[2].rect)} ENTER")
    controller = app.scenes[0]
    assert controller.game.state.players == ("Bob", "Player 3")
    assert controller.setup.names[0] == "Ann"


def test_players_cannot_change_in_the_middle_of_a_game(windows):
    app = windows(players=("Ann",))
    app.play_keys(f"{mouse.roll()} Alt+O P")
    dialog = app.top
    assert "under way" in dialog.hint
    app.play_keys(f"CLICK:{at(dialog.plays[1].rect)} ENTER")
    controller = app.scenes[0]
    assert controller.game.state.players == ("Ann",) and controller.game.state.roll_number == 1
    assert "next new game" in controller.status_line.message
    app.play_keys("F2 ENTER")  # New, and OK to give up the game under way
    assert controller.game.state.players == ("Ann", "Player 2")


def test_prompt_asks_all_done_and_cancel_takes_the_score_back(windows):
    app = windows(players=("Ann", "Bob"), end_of_turn="prompt")
    controller = app.scenes[0]
    app.play_keys(f"{mouse.roll()} DCLICK:{mouse.box_name(Category.CHANCE)}")
    assert app.top.title == "Windows Yahtzee" and controller.turns.ending
    assert controller.turns.shown_player == 0
    app.play_keys("ESC")
    state = controller.game.state
    assert state.current == 0 and state.roll_number == 1 and state.cards[0][0].is_free(Category.CHANCE)
    app.play_keys(f"DCLICK:{mouse.box_name(Category.CHANCE)} ENTER")
    assert controller.game.state.current == 1 and controller.turns.shown_player == 1


def test_pause_shows_the_card_for_a_while_then_the_next_player(windows):
    app = windows(players=("Ann", "Bob"), end_of_turn="pause")
    controller = app.scenes[0]
    app.play_keys(f"{mouse.roll()} DCLICK:{mouse.box_name(Category.CHANCE)}")
    assert controller.turns.shown_player == 0 and controller.turns.pause.running
    app.play_keys("WAIT:3000")
    assert controller.turns.shown_player == 1 and not controller.turns.ending


def test_nothing_passes_at_once(windows):
    app = windows(players=("Ann", "Bob"), end_of_turn="nothing")
    controller = app.scenes[0]
    app.play_keys(f"{mouse.roll()} DCLICK:{mouse.box_name(Category.CHANCE)}")
    assert controller.turns.shown_player == 1 and not controller.turns.ending


def test_columns_and_multiply_before_the_first_roll_start_the_game_again(windows):
    app = windows()
    app.play_keys("Alt+O C 3 Alt+M ENTER")
    rules = app.scenes[0].game.rules
    assert rules.columns == 3 and rules.multiplier
    assert app.scenes[0].options.columns == 3


def test_bonus_and_columns_are_fixed_once_a_game_has_begun(windows):
    app = windows(extra="bonus")
    app.play_keys(f"{mouse.roll()} Alt+O B")  # greyed in the menu, as the docs say, and the status bar says why
    assert app.top.__class__.__name__ == "MenuBar"
    assert "this game has begun" in app.scenes[0].status_line.message
    app.play_keys("ESC")
    from ynot.ui.windows import dialogs

    dialogs.open_bonus(app.scenes[0])  # and its dialog, were it reached, could not change it
    dialog = app.top
    assert not dialog.rows[1][1].enabled
    app.play_keys("DOWN ENTER")
    assert app.scenes[0].game.rules.option_dict()["extra"] == "bonus"
    app.play_keys("F2 ENTER Alt+O B W ENTER")
    assert app.scenes[0].game.rules.option_dict()["extra"] == "wild"


def test_register_and_edit_registration_keep_nicknames(windows):
    app = windows(players=("Ann",))
    app.play_keys("Alt+R R TEXT:Ann ENTER")
    controller = app.scenes[0]
    assert controller.setup.nicknames == ["Ann"]
    assert controller.options.skin_settings("windows")["nicknames"] == "Ann"
    app.play_keys("Alt+R E Alt+R ESC")
    assert controller.setup.nicknames == []


def test_help_opens_with_f1_follows_links_and_goes_back(windows):
    app = windows()
    app.play_keys("F1")
    help_ = app.top
    assert isinstance(help_, WindowsHelp) and help_.topic == "contents"
    app.play_keys("TAB ENTER")
    assert help_.topic == "the-score-card"
    app.play_keys(f"CLICK:{at(help_.buttons[1].rect)}")
    assert help_.topic == "contents"
    app.play_keys("ESC")
    assert app.top is app.scenes[0]


def test_every_help_link_leads_to_a_topic(windows):
    app = windows()
    app.play_keys("F1")
    help_ = app.top
    for title in list(help_.topics):
        help_.show(title)
        for line in help_.lines:
            for _words, target in line:
                assert target is None or target in help_.topics, (title, target)


def test_the_control_menu_closes_the_window_and_the_game_comes_back(windows, make_app):
    app = windows()
    app.play_keys(f"{mouse.roll()} {mouse.throw_by_drag(2)} DRAG:{mouse.place(0)}:{mouse.place(2)}")
    places = list(app.scenes[0].board.places.slots)
    app.play_keys("Alt+SPACE C")
    assert not app.running
    app.scenes[0].store.close()  # as the program does when the window closes (it holds the game)
    again = make_app(resume=True, skin="windows")
    controller = again.scenes[0]
    assert controller.game.state.roll_number == 1 and len(controller.game.state.marks) == 1
    assert controller.board.places.slots == places


def test_the_kept_game_is_read_and_replayed_once_as_the_look_starts(windows, make_app, monkeypatch):
    """The look reads the kept game to see whether it fits, then takes up that very game: its record is
    replayed once (a late game of four players, three columns, is some 470 actions, about 13 ms)."""
    from ynot.dice import record

    app = windows()
    app.play_keys(f"{mouse.roll()} {mouse.throw_by_drag(2)} Alt+SPACE C")
    app.scenes[0].store.close()
    replayed: list[str] = []
    replay = record.replay_text
    monkeypatch.setattr(record, "replay_text", lambda text: replayed.append(text) or replay(text))
    again = make_app(resume=True, skin="windows")
    assert again.scenes[0].game.state.roll_number == 1 and again.scenes[0].session.resumed
    assert len(replayed) == 1


def test_a_computer_seat_plays_its_turn_by_itself(windows):
    app = windows(players=("Ann", "Cat"), seats=("", "beginner"))
    controller = app.scenes[0]
    app.play_keys(f"{mouse.roll()} DCLICK:{mouse.box_name(ALL_CATEGORIES[-1])}")  # time runs till Ann's turn
    state = controller.game.state
    assert state.current == 0 and state.turn_number(1) == 2
    assert not controller.computer_turn() and controller.board.ghost_die is None
    scored = [c for c in ALL_CATEGORIES if not state.cards[1][0].is_free(c)]
    assert len(scored) == 1


def test_new_gives_up_the_game_in_progress(windows):
    app = windows()
    controller = app.scenes[0]
    app.play_keys(f"{mouse.roll()} Alt+G N")
    assert "Give up" in app.top.label.label  # a game under way: the shell asks first
    app.play_keys("ESC")  # Cancel: the game goes on
    assert controller.game.state.roll_number == 1
    app.play_keys("Alt+G N ENTER")
    assert controller.game.state.roll_number == 0
    store = controller.store
    autosaves = list(store.data_dir.glob("autosave-*.json"))
    assert len(autosaves) == 1
    assert store.load_autosave().game.state.roll_number == 0


def test_a_long_help_topic_scrolls_by_keys_wheel_and_scroll_bar(windows):
    import pygame

    app = windows()
    app.play_keys("F1 TAB TAB ENTER")
    help_ = app.top
    assert help_.topic == "controls" and len(help_.lines) > help_.page()
    app.play_keys("PGDN")
    assert help_.top > 0
    app.play_keys("HOME")
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0,
                                    touch=False))
    assert help_.top == 1
    bar = help_._scroll_rect()
    app.play_keys(f"CLICK:{bar.centerx},{bar.bottom - 3} CLICK:{bar.centerx},{bar.bottom - 3}")
    assert help_.top == 3
    app.play_keys(f"CLICK:{bar.centerx},{bar.top + 3}")
    assert help_.top == 2


def test_any_name_a_seat_takes_comes_back_whole_after_a_restart(windows, make_app):
    """Names were kept comma-separated, so a comma was refused and stripped; now any name core takes
    round-trips through ynot.ini, empty seats keeping their places."""
    app = windows(players=("Ann",))
    app.play_keys("Alt+O P")
    dialog = app.top
    names = ["Ann, Bob", "", "\u00c5ngstr\u00f6m", '"Q" [x]; y']
    for field, name in zip(dialog.names, names, strict=False):
        typed = name.replace(" ", "_")  # the script's space
        app.play_keys(f"CLICK:{at(field.rect)} Ctrl+A BACKSPACE" + (f" TEXT:{typed}" if name else ""))
    app.play_keys(f"CLICK:{at(dialog.plays[2].rect)} CLICK:{at(dialog.plays[3].rect)} ENTER")
    assert app.scenes[0].game.state.players == ("Ann, Bob", "\u00c5ngstr\u00f6m", '"Q" [x]; y')
    again = make_app(skin="windows")
    assert again.scenes[0].setup.names[:4] == names
    assert again.scenes[0].setup.playing[:4] == [True, False, True, True]


def test_seats_kept_the_older_way_load_in_their_places(windows):
    app = windows(players=("Ann", "", "Cy"))  # written "Ann,,Cy,,," as before
    assert app.scenes[0].setup.names[:3] == ["Ann", "", "Cy"]
    assert app.scenes[0].game.state.players == ("Ann", "Player 2", "Cy")
