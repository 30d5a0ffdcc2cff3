"""Golden images of the Macintosh look, in colour and in black and white: the opening, a play that
scored, a full four-chain layout with a scrunched chain, the end of a hand and the end of a game.

One seeded game is played by the mouse in each mode and the screen is kept at each of those moments.
Refresh on purpose: ``YNOT_UPDATE_GOLDEN=1 python -m pytest tests/ui/mac/test_golden.py``."""

import pytest

from tests.golden_images import compare_golden

from . import player

SEED = 3


def _scrunched(ctl) -> bool:  # noqa: ANN001
    view = ctl.flow.view()
    if view.spinner is None or not all(view.chains[c] for c in ("left", "right", "up", "down")):
        return False
    return ctl.flow.turn() == 0 and any(ctl.screen.layout(view).hidden.values())


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["colour", "bw"])
def test_golden_moments_of_a_game(mac, mode, tmp_path):
    app = mac(seed=SEED)
    ctl = player.controller(app)
    if mode == "bw":
        app.play_keys(player.menu_item(app, "Game", "Black & White"))
    compare_golden(app.frame_image(), "mac", f"{mode}-opening", tmp_path)
    wanted = ["scored", "scrunched", "hand-over"]
    for _ in range(2000):
        if ctl.flow.over:
            break
        if "scored" in wanted and "points!" in ctl.flow.message and not ctl.flow.waiting_for_next_hand():
            compare_golden(app.frame_image(), "mac", f"{mode}-scored", tmp_path)
            wanted.remove("scored")
        if "scrunched" in wanted and _scrunched(ctl):
            compare_golden(app.frame_image(), "mac", f"{mode}-scrunched", tmp_path)
            wanted.remove("scrunched")
        if ctl.flow.waiting_for_next_hand():
            if "hand-over" in wanted:
                compare_golden(app.frame_image(), "mac", f"{mode}-hand-over", tmp_path)
                wanted.remove("hand-over")
            app.play_keys("ENTER")
        elif ctl.flow.turn() == 0:
            app.play_keys(player.mouse_move(app))
        else:
            player.wait(app)
    assert ctl.flow.over and not wanted
    compare_golden(app.frame_image(), "mac", f"{mode}-game-over", tmp_path)
