"""Three and four players, partnerships and people sharing one Macintosh (issue 27), played by the mouse.

The Players menu chooses the table (and the people's names); with one person the others are computers and
nothing is hidden; with two or more people every hand goes face down between two people's turns until the next
one clicks. Golden images: a three-player and a four-player (partnership) table, the hand-hiding screen, the
Players menu of a four-player table and the German hint. Refresh on purpose:
``YNOT_UPDATE_GOLDEN=1 python -m pytest tests/ui/mac/test_players.py``."""

import pygame
import pytest

from tests.golden_images import compare_golden
from ynot import i18n
from ynot.i18n import speaking
from ynot.ui.script import key_press

from . import player


def _table(app, players: str, people: str | None = None):  # noqa: ANN001, ANN202
    ctl = player.controller(app)
    app.play_keys(player.menu_item(app, "Players", players))
    if people is not None:
        app.play_keys(player.menu_item(app, "Players", people))
    if ctl.flow.in_progress():  # the computer opened the hand already: the new table starts with a new game
        app.play_keys(player.menu_item(app, "File", "New Game"))
        app.play_keys("ENTER")
    assert len(ctl.flow.names) == ctl.setup.players and ctl.flow.seats == list(ctl.setup.seat_levels)
    return ctl


def _step(app, ctl) -> None:  # noqa: ANN001
    """One thing a person at the table would do now."""
    table = ctl.screen.areas["table"]
    if ctl.flow.sharing.handover is not None or ctl.flow.waiting_for_next_hand():
        app.play_keys(f"CLICK:{table.centerx},{table.y + 20}")
    elif ctl.flow.turn() == ctl.flow.sharing.viewer:
        app.play_keys(player.mouse_move(app))
    else:
        player.wait(app)


def _fits_the_screen(ctl) -> None:  # noqa: ANN001
    view = ctl.flow.view()
    area = ctl.screen.areas["computer"]
    for index, other in enumerate(view.others):
        for x, y, w, h in ctl.screen.other_rects(view, other.count, index):
            assert area.left <= x and x + w <= area.right and area.top - 2 <= y and y + h <= area.bottom + 2
    for name in ("score_window", "pile_window"):
        x, y, w, h = ctl.screen.window_area(name, view)
        assert x >= 0 and x + w <= 640 and y >= 0 and y + h <= 480


@pytest.mark.slow
@pytest.mark.parametrize(("players", "seats", "sides"), [("Three Players", 3, 3), ("Four as Partners", 4, 2)])
def test_three_and_four_players_against_computers_to_the_end(mac, players, seats, sides, tmp_path):
    app = mac(seed=5)
    ctl = _table(app, players)
    view = ctl.flow.view()
    assert len(view.names) == seats and len(view.score_rows) == sides and len(view.others) == seats - 1
    assert ctl.flow.seats[0] == "" and all(ctl.flow.seats[1:])
    name = "three-players" if seats == 3 else "four-partners"
    shot = False
    turns: list[int] = []
    for _ in range(4000):
        if ctl.flow.over:
            break
        assert ctl.flow.sharing.handover is None and not ctl.flow.view().hidden  # one person: nothing is hidden
        _fits_the_screen(ctl)
        if not shot and "points!" in ctl.flow.message and ctl.flow.turn() == 0:
            compare_golden(app.frame_image(), "mac", name, tmp_path)
            shot = True
        turn = ctl.flow.turn()
        if turn is not None and (not turns or turns[-1] != turn):
            turns.append(turn)
        _step(app, ctl)
    assert ctl.flow.over and shot
    state = ctl.flow.game.state
    assert max(state.scores) >= 300 and all(score % 5 == 0 for score in state.scores)
    if seats == 4:
        assert state.scores[0] == state.scores[2] and state.scores[1] == state.scores[3]
        assert "win the game" in ctl.flow.message
    steps = [(b - a) % seats for a, b in zip(turns, turns[1:], strict=False)]
    assert set(steps) <= {1} | {(s * k) % seats for s in (1,) for k in range(seats)}


def test_people_sharing_the_macintosh_never_see_each_others_tiles(mac, tmp_path):
    app = mac(seed=11)
    ctl = _table(app, "Three Players", "Two People Share the Mac")
    flow = ctl.flow
    assert flow.sharing.people() == [0, 2] and flow.seats[1]
    handovers = 0
    shot = False
    for _ in range(3000):
        if flow.over or flow.game.state.hand_number > 2:
            break
        view = flow.view()
        if flow.sharing.handover is not None:
            assert view.hidden and flow.sharing.handover in (0, 2)
            assert f"Pass the Macintosh to {flow.names[flow.sharing.handover]}: click when ready." in flow.message
            if not shot:
                compare_golden(app.frame_image(), "mac", "pass-the-macintosh", tmp_path)
                shot = True
            handovers += 1
        elif flow.turn() in (0, 2):
            assert flow.sharing.viewer == flow.turn() and not view.hidden  # only the person to play sees a hand
        elif flow.turn() == 1 and flow.sharing.hiding:
            assert view.hidden
        _step(app, ctl)
    assert shot and handovers >= 4


def test_a_click_while_the_hands_are_hidden_only_shows_the_next_hand(mac):
    app = mac(seed=11)
    ctl = _table(app, "Two Players", "Two People Share the Mac")
    flow = ctl.flow
    for _ in range(50):
        if flow.sharing.handover is not None:
            break
        _step(app, ctl)
    waiting = flow.sharing.handover
    assert waiting is not None
    moves = len(flow.game.history)
    app.play_keys("D")  # a key at that moment draws nothing: it hands the Macintosh over
    assert len(flow.game.history) == moves and flow.sharing.viewer == waiting and flow.sharing.handover is None
    assert not flow.view().hidden and flow.names[waiting] in flow.message


def test_a_partnership_game_shared_by_two_people_is_kept_and_taken_up_again(mac):
    from ynot.ui.kit import MessageBox

    app = mac(seed=8)
    ctl = _table(app, "Four as Partners", "Two People Share the Mac")
    assert ctl.flow.game.rules.partners and ctl.flow.sharing.people() == [0, 2]
    for _ in range(12):
        _step(app, ctl)
    view = ctl.flow.view()
    for hook in app.on_quit:
        hook()
    ctl.store.close()
    again = mac(seed=99, resume=True)
    assert isinstance(again.top, MessageBox)
    again.play_keys("ENTER")  # Continue
    back = player.controller(again)
    assert back.flow.game.rules.partners and back.flow.names == view.names
    assert back.flow.seats == ctl.flow.seats and back.flow.sharing.people() == [0, 2]
    assert back.flow.game.state.hands == ctl.flow.game.state.hands


def test_a_hint_on_request_names_the_hard_computers_play_in_the_looks_words(mac):
    app = mac(seed=7)
    ctl = player.controller(app)
    for _ in range(40):
        if ctl.flow.turn() == ctl.flow.sharing.viewer and ctl.flow.game.state.opening is None:
            break
        _step(app, ctl)
    app.play_keys(player.menu_item(app, "Game", "Hint"))
    message = ctl.flow.message
    assert message.startswith("Hint: ") and "[" not in message  # the look writes tiles 6-3, not [6|3]
    assert any(why in message for why in ("sampled deal", "every tile known", "only play")), message
    moves = len(ctl.flow.game.history)
    app.feed(key_press(pygame.K_SLASH, pygame.KMOD_SHIFT, "?"))  # the key asks too, and plays nothing
    assert ctl.flow.message.startswith("Hint: ") and len(ctl.flow.game.history) == moves


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_menu_fits_the_screen_with_every_four_player_item(mac, language, tmp_path):
    app = mac(seed=3)
    ctl = _table(app, "Four as Partners", "Four People")
    assert ctl.setup.people_count == 4
    with speaking(language):
        bar = ctl.menu_bar()
        for index, menu in enumerate(bar.menus):
            bar.open(index)
            drop = bar.drop_rect()
            assert drop.left >= 0 and drop.right <= 640 and drop.bottom <= 480, (menu.title, drop)
            assert bar.item_rect(len(menu.items) - 1, drop).bottom <= drop.bottom
    if language == "en":
        app.play_keys(f"CLICK:{player.centre(bar.title_rects()[-1])}")  # the Players menu, pulled down
        compare_golden(app.frame_image(), "mac", "four-player-menu", tmp_path)


def test_people_sharing_the_macintosh_type_their_names(mac):
    app = mac(seed=4)
    ctl = _table(app, "Three Players", "Two People Share the Mac")
    app.play_keys(player.menu_item(app, "Players", "Names…"))
    dialog = app.top
    assert len(dialog.fields) == 2 and dialog.focus is dialog.fields[0]
    dialog.fields[0].edit.text, dialog.fields[1].edit.text = "Mac 2", "Bo"
    app.play_keys("ENTER")  # a computer's name is refused, and nothing is kept
    assert app.top is dialog and ctl.flow.games.known_names != ("Mac 2", "Bo")
    dialog.fields[0].edit.text = "Ann"
    app.play_keys("ENTER")
    assert app.top is not dialog and ctl.store.options.players == ("Ann", "Bo")
    if ctl.flow.in_progress():
        app.play_keys(player.menu_item(app, "File", "New Game"))
        app.play_keys("ENTER")
    assert ctl.flow.names == ("Ann", "Macintosh", "Bo")
    assert player.controller(mac(seed=4)).flow.games.known_names[:2] == ("Ann", "Bo")  # kept for next time


def test_the_german_hint_on_the_message_line(make_app, tmp_path):
    i18n.set_language("de")
    app = make_app(7, skin="mac")
    ctl = player.controller(app)
    for _ in range(40):
        if ctl.flow.turn() == ctl.flow.sharing.viewer and ctl.flow.game.state.opening is None:
            break
        _step(app, ctl)
    app.feed(key_press(pygame.K_SLASH, pygame.KMOD_SHIFT, "?"))
    assert ctl.flow.message.startswith("Tipp: ")
    compare_golden(app.frame_image(), "mac", "de_hint", tmp_path)
