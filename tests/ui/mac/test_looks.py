"""System 7 as its users remember it (issue 26 points 8 to 12): what the Macintosh look says and shows."""

from __future__ import annotations

from ynot import __version__
from ynot.ui.mac.layout import SHORT, hand_capacity


class NoDevice:
    """Stands in for Audio on a machine with no sound device."""

    enabled = True

    def play(self, name: str) -> bool:
        return False

    def device_opens(self) -> bool:
        return False


def test_sound_on_says_when_no_sound_device_is_available(mac):
    app = mac()
    controller = app.scenes[0]
    controller.audio = NoDevice()
    controller.options.sound = False
    controller.setup.toggle_sound()
    assert "no sound device is available" in controller.message_line()
    controller.setup.toggle_sound()
    assert controller.message_line() == "Sound off."


def test_about_names_dominoes_1_1_its_author_and_this_version(mac):
    app = mac()
    app.scenes[0].run("about")
    text = app.top.label.label
    for words in ("Dominoes v1.1", "Mike Perry", "1998", __version__):
        assert words in text


def _many_tiles(app):  # noqa: ANN001, ANN202
    """A double-nine game where you have drawn every tile you could."""
    controller = app.scenes[0]
    controller.setup.choose_set(9)
    app.settle()
    flow = controller.flow
    for _step in range(80):
        if flow.turn() == 0 and flow.view().boneyard:
            flow.person.draws()
        elif flow.turn() == 0:
            break
        app.settle()
        app.play_keys("WAIT:2000")
    return controller


def test_a_long_hand_stays_readable_and_scrolls(mac):
    """Issue 26 point 9 and issue 37: every tile of a long hand whole and apart; a tile you draw comes into
    sight, the arrows scroll the row by a page, and the tile chosen by the keys is brought into sight."""
    app = mac(seed=5)
    controller = _many_tiles(app)
    view = controller.flow.view()
    assert len(view.hand) > 25
    screen = controller.screen
    rects = screen.hand_rects(view)
    shown = [r for r in rects if r[0] >= 0]
    assert all(b[0] - a[0] >= SHORT + 2 for a, b in zip(shown, shown[1:], strict=False)), "no tile hides another"
    assert rects[-1][0] >= 0, "the tile drawn last is in sight"
    page = hand_capacity(tuple(screen.areas["hand"]))
    assert len(shown) == page and screen.hand_first == len(view.hand) - page
    left, right = screen.hand_arrows(view)
    app.play_keys(f"CLICK:{left[0] + 5},{left[1] + 10}")
    assert screen.hand_first == len(view.hand) - 2 * page, "one click scrolls a page"
    app.play_keys(f"CLICK:{right[0] + 5},{right[1] + 10}")
    assert screen.hand_first == len(view.hand) - page
    app.play_keys("HOME")
    assert screen.hand_first == 0, "the first tile chosen by the keys is in sight"
    app.play_keys("END")
    assert screen.hand_rects(view)[-1][0] >= 0, "the last tile chosen by the keys is in sight"


def _stuck(app):  # noqa: ANN001, ANN202
    """Draw whenever the rules allow, else play the first tile that fits, until "I can't go" is the only
    move left to you (seed 27 gets there in a few turns)."""
    from ynot.dominoes.actions import PlayTile
    from ynot.ui.mac import port

    flow = app.scenes[0].flow
    for _step in range(100):
        if flow.turn() == 0:
            game = flow.game
            if port.may_pass(game):
                return flow
            if port.may_draw(game):
                flow.person.draws()
            else:
                flow.act(next(a for a in game.legal_actions() if isinstance(a, PlayTile)), 0)
        app.settle()
        app.play_keys("WAIT:1500")
    raise AssertionError("never stuck")


def test_a_stuck_player_is_told_to_choose_i_cant_go_and_draw_is_dimmed(mac):
    """Issue 26 point 8."""
    app = mac(seed=27)
    flow = _stuck(app)
    controller = app.scenes[0]
    items = {i.label: i for menu in controller.menus() for i in menu.items}
    assert not items["Draw Tile"].can_choose and items["I can't go"].can_choose
    app.play_keys("RIGHT")  # a tile picked up: it fits nowhere, and the way on is named
    assert "Choose Game > I can't go (Command-I)".lower() in flow.message.lower()
    controller.flow.person.draws()  # the pile clicked
    assert "I can't go (Command-I)" in flow.message
    before = len(flow.game.history)
    app.play_keys("Ctrl+I")
    assert type(flow.game.history[before]).__name__ == "Pass", "Command-I passes"


def test_every_prompt_says_only_what_can_be_done(mac):
    """Issue 26 point 10: at a hand's opening the prompt names the double to play, not drawing; drawing
    then is refused with the same reason."""
    from ynot.ui.mac import port

    app = mac(seed=7)
    flow = app.scenes[0].flow
    assert port.opening_tile(flow.game) is not None and flow.turn() == 0
    assert "draw" not in flow.words.your_turn_text()
    items = {i.label: i for menu in app.scenes[0].menus() for i in menu.items}
    assert not items["Draw Tile"].can_choose
    flow.person.draws()
    assert "highest double" in flow.message


def test_the_message_line_writes_every_tile_one_way(mac):
    """Issue 26 point 11: the rules' refusals and the look's sentences both write a tile 7-7."""
    from ynot.ui.mac import port

    app = mac(seed=7)
    flow = app.scenes[0].flow
    hand = flow.view().hand
    opening = port.opening_tile(flow.game)
    other = next(i for i, tile in enumerate(hand) if tile != opening)
    flow.act(port.play(hand[other], "left"), 0, other)  # the rules refuse it, naming tiles
    assert "[" not in flow.message and "|" not in flow.message
    assert port.tile_text(hand[other]) in flow.message or port.tile_text(opening) in flow.message


def test_each_draw_says_how_many_tiles_are_left():
    """Issue 26 point 12: eight draws in a row read as eight different lines."""
    from ynot.dominoes.events import TileDrawn
    from ynot.dominoes.tiles import Tile
    from ynot.ui.mac import port

    names = ("You", "Macintosh")
    lines = [port.announce([TileDrawn(1, Tile(3, 2), left)], names)[0].text for left in (8, 7, 1)]
    assert lines == [
        "Macintosh drew a tile. 8 tiles are left in the boneyard.",
        "Macintosh drew a tile. 7 tiles are left in the boneyard.",
        "Macintosh drew a tile. 1 tile is left in the boneyard.",
    ]
    mine = port.announce([TileDrawn(0, Tile(3, 2), 0)], names)[0].text
    assert mine == "You drew the 3-2. 0 tiles are left in the boneyard."
