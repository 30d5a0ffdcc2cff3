"""Whole games played as a person plays them: by the mouse only, by the keys only, dragging tiles."""

import pytest

from ynot.ui.script import parse_script

from . import player


@pytest.mark.slow
@pytest.mark.parametrize("by", ["mouse", "keys", "drag"])
def test_a_whole_game_is_played_to_300_without_a_word_of_complaint(mac, by):
    app = mac(seed=11)
    ctl = player.controller(app)
    moves = player.play_game(app, by=by)
    assert ctl.flow.over and moves > 10
    scores = ctl.flow.game.scores()
    assert max(scores) >= 300 and all(score % 5 == 0 for score in scores)
    assert ctl.beeps == 0  # every move the helper made was a good one
    assert "win" in ctl.flow.message


@pytest.mark.slow
def test_a_double_nine_game_deals_nine_tiles_each(mac):
    app = mac(seed=5)
    ctl = player.controller(app)
    app.play_keys(player.menu_item(app, "Game", "Double Nine"))
    view = ctl.flow.view()
    assert ctl.setup.top == 9
    assert len(view.hand) + (1 if view.spinner is not None else 0) >= 8
    assert view.computer_tiles + len(view.hand) + view.boneyard + (view.spinner is not None) == 55
    player.play_game(app, by="mouse")
    assert ctl.flow.over


def test_a_tile_that_does_not_fit_gets_its_reason_and_a_beep(mac):
    app = mac(seed=11)
    ctl = player.controller(app)
    for _ in range(50):  # to a moment where you hold a tile that does not fit where you aim it
        view = ctl.flow.view()
        if ctl.flow.turn() == 0 and view.spinner is not None:
            misfit = [i for i, t in enumerate(view.hand) if not ctl.flow.fits(t)]
            if misfit:
                break
        player.step(app)
    else:
        pytest.fail("never held a tile that does not fit")
    before = (ctl.flow.view(), len(ctl.flow.game.history))
    app.play_keys(f"CLICK:{player.tile_point(app, misfit[0])} CLICK:{player.area_point(app, 'left')}")
    assert ctl.beeps == 1
    assert "fits no open end" in ctl.flow.message
    assert (ctl.flow.view(), len(ctl.flow.game.history)) == before  # nothing changed


def _play_until(app, wanted, limit=120):  # noqa: ANN001
    """Play by the mouse until ``wanted(ctl)`` holds on your turn; what it returns."""
    ctl = player.controller(app)
    for _ in range(limit):
        if ctl.flow.turn() == 0 and ctl.flow.view().spinner is not None:
            found = wanted(ctl)
            if found is not None:
                return found
        if ctl.flow.waiting_for_next_hand():
            app.play_keys("ENTER")
        player.step(app)
    pytest.fail("the moment never came")


def _one_way(ctl):  # noqa: ANN001
    for index, tile in enumerate(ctl.flow.view().hand):
        chains = ctl.flow.fits(tile)
        if len(chains) == 1:
            return index, tile, chains[0]
    return None


def test_a_tile_that_fits_one_way_goes_there_wherever_the_table_is_clicked(mac):
    app = mac(seed=11)
    ctl = player.controller(app)
    index, tile, chain = _play_until(app, _one_way)
    elsewhere = next(c for c in ("left", "right", "up", "down") if c != chain)
    app.play_keys(f"CLICK:{player.tile_point(app, index)} CLICK:{player.area_point(app, elsewhere)}")
    assert ctl.beeps == 0 and tile not in ctl.flow.view().hand
    view = ctl.flow.view()
    assert tile in view.chains[chain] or tile[::-1] in view.chains[chain]  # on the one end it fits


def test_a_tile_that_fits_one_way_plays_when_clicked_again(mac):
    app = mac(seed=11)
    ctl = player.controller(app)
    index, tile, _chain = _play_until(app, _one_way)
    app.play_keys(f"CLICK:{player.tile_point(app, index)} CLICK:{player.tile_point(app, index)}")
    assert tile not in ctl.flow.view().hand and ctl.beeps == 0


def test_aiming_by_keys_at_an_end_the_tile_does_not_fit_is_refused(mac):
    app = mac(seed=11)
    ctl = player.controller(app)

    def two_ways(ctl):  # noqa: ANN001
        for index, tile in enumerate(ctl.flow.view().hand):
            chains = ctl.flow.fits(tile)
            if len(chains) >= 2 and len(chains) < 4:
                return index, tile, chains
        return None

    index, tile, chains = _play_until(app, two_ways)
    wrong = next(c for c in ("left", "right", "up", "down") if c not in chains)
    app.play_keys("HOME " + "RIGHT " * index + "ENTER " + player.ARROWS[wrong])
    assert ctl.beeps == 1 and "does not fit" in ctl.flow.message and tile in ctl.flow.view().hand
    app.play_keys(f"{player.ARROWS[chains[0]]} ENTER")
    assert tile not in ctl.flow.view().hand and ctl.beeps == 1


def test_the_computer_waits_for_a_person_to_follow_and_announces_each_score(mac):
    app = mac(seed=11)
    ctl = player.controller(app)
    index, tile, chain = _play_until(app, _one_way)
    events = [e for step in parse_script(f"CLICK:{player.tile_point(app, index)}") for e in step.events]
    app.feed(events, settle=False)
    events = [e for step in parse_script(f"CLICK:{player.area_point(app, chain)}") for e in step.events]
    app.feed(events, settle=False)  # your play, and no time passing
    before = len(ctl.flow.game.history)
    assert ctl.flow.message.startswith(f"You played the {tile[0]}-{tile[1]}")
    for _ in range(20):  # 600 ms: the computer has not moved yet, your play is still on the message line
        app.update(30)
    assert ctl.flow.computer_turn()
    assert len(ctl.flow.game.history) == before and ctl.flow.message.startswith("You played")
    for _ in range(60):
        app.update(30)
    assert len(ctl.flow.game.history) > before
    assert ctl.flow.message.startswith("Macintosh")


def test_drawing_from_the_pile_and_from_the_menu(mac):
    app = mac(seed=3)
    ctl = player.controller(app)
    for _ in range(30):
        if ctl.flow.turn() == 0 and ctl.flow.view().spinner is not None and ctl.flow.view().boneyard >= 2:
            break
        player.step(app)
    hand = len(ctl.flow.view().hand)
    app.play_keys(f"CLICK:{player.centre(tuple(ctl.screen.pile_rect(ctl.flow.view())))}")
    assert len(ctl.flow.view().hand) == hand + 1 and "You drew the" in ctl.flow.message
    app.play_keys(player.menu_item(app, "Game", "Draw Tile"))
    assert len(ctl.flow.view().hand) == hand + 2
    app.play_keys("Ctrl+D")
    assert len(ctl.flow.view().hand) == hand + 3
    assert ctl.beeps == 0


def test_i_cant_go_while_you_can_is_refused_with_the_reason(mac):
    app = mac(seed=3)
    ctl = player.controller(app)
    for _ in range(30):
        if ctl.flow.turn() == 0 and ctl.flow.view().spinner is not None:
            break
        player.step(app)
    item = next(i for menu in ctl.menus() for i in menu.items if i.label == "I can't go")
    assert not item.can_choose, "dimmed in the Game menu while a tile can be played (issue 26 point 8)"
    app.play_keys("Ctrl+I")  # its Command key still tells why, in the rules' words
    assert ctl.beeps == 1 and ctl.flow.turn() == 0
    assert "pass" in ctl.flow.message


def test_a_menu_pulled_down_by_the_mouse_lights_only_the_item_under_the_pointer(mac):
    """System 7's pull-down menus: pressed open, nothing is lit; the light follows the pointer over the items
    and leaves with it; held across the bar, the next title's menu drops; let go off the menu, nothing is
    chosen and the menu closes. A click on a title keeps its menu open for a click on an item."""
    app = mac(seed=3)
    ctl = player.controller(app)
    bar = ctl.menu_bar()
    titles = [player.centre(rect) for rect in bar.title_rects()]
    app.play_keys(f"CLICK:{titles[1]}")
    menu = app.scenes[-1]
    assert menu is not ctl and menu.menu == 1 and menu.item is None
    first = menu.item_rect(0)
    app.play_keys(f"MOVE:{player.centre(first)}")
    assert menu.item == 0
    app.play_keys("MOVE:300,300")
    assert menu.item is None and app.scenes[-1] is menu  # off the items: none lit, the menu still down
    app.play_keys("ESC")
    assert app.scenes[-1] is ctl
    app.play_keys(f"DRAG:{titles[0]}:{titles[1]}")
    held = app.scenes[-1]
    assert held is not ctl and held.menu == 1 and held.item is None  # held across: the next menu dropped
    app.play_keys("ESC")
    hand = len(ctl.flow.view().hand)
    app.play_keys(f"DRAG:{titles[1]}:300,300")
    assert app.scenes[-1] is ctl  # let go off the menu: closed, and nothing chosen
    assert len(ctl.flow.view().hand) == hand and ctl.beeps == 0
