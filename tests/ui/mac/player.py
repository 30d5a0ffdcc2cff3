"""Playing the Macintosh look as a person would: by the mouse only, or by the keys only.

Each helper looks at what the screen shows (the table view and the skin's geometry), picks a legal move
the way a player would, and makes it with synthetic events through ``App.play_keys``; nothing calls the
game directly.
"""

from __future__ import annotations

from ynot.ui.mac.layout import spinner_rect
from ynot.ui.mac.screen import LIFT

ARROWS = {"left": "LEFT", "right": "RIGHT", "up": "UP", "down": "DOWN"}


def controller(app):  # noqa: ANN001, ANN201 - App, MacDominoes
    return app.scenes[0]


def centre(rect) -> str:  # noqa: ANN001 - a rectangle
    x, y, w, h = rect
    return f"{x + w // 2},{y + h // 2}"


def area_point(app, chain: str) -> str:  # noqa: ANN001
    """A point in the general area of the table where ``chain`` grows (well away from the spinner)."""
    table = controller(app).screen.areas["table"]
    x, y, w, h = spinner_rect(tuple(table))
    cx, cy = x + w // 2, y + h // 2
    return {
        "left": f"{table.x + 12},{cy + 20}",
        "right": f"{table.right - 12},{cy - 20}",
        "up": f"{cx + 8},{table.y + 6}",
        "down": f"{cx - 8},{table.bottom - 6}",
        "spinner": f"{cx + 60},{cy + 70}",
    }[chain]


def tile_point(app, index: int) -> str:  # noqa: ANN001
    ctl = controller(app)
    ctl.screen.show_hand_tile(ctl.flow.view(), index)  # a long hand scrolled to it, as its arrows would
    rect = ctl.screen.hand_rects(ctl.flow.view())[index]
    x, y, w, h = rect
    if ctl.pointing.chosen == index:
        y += LIFT
    return f"{x + w // 2},{y + 8}"


def menu_item(app, menu_title: str, label: str) -> str:  # noqa: ANN001
    """Clicks that pull down ``menu_title`` and choose ``label``."""
    ctl = controller(app)
    bar = ctl.menu_bar()
    titles = [m.title for m in bar.menus]
    index = titles.index(menu_title)
    bar.open(index)
    labels = [item.label.replace("&&", "&") for item in bar.menus[index].items]
    return f"CLICK:{centre(bar.title_rects()[index])} CLICK:{centre(bar.item_rect(labels.index(label)))}"


def choose_play(ctl):  # noqa: ANN001, ANN201
    """A legal play for you, as a person would find it: the first tile of your hand that fits."""
    view = ctl.flow.view()
    for index, tile in enumerate(view.hand):
        chains = ctl.flow.fits(tile)
        if chains:
            return index, tile, chains
    return None


def mouse_move(app, *, drag: bool = False) -> str:  # noqa: ANN001
    """One move of yours by the mouse: a play (click the tile, click the area, or drag it), else a
    click on the draw pile, else I can't go from the Game menu."""
    ctl = controller(app)
    found = choose_play(ctl)
    if found is not None:
        index, _tile, chains = found
        chain = chains[-1]
        if drag:
            return f"DRAG:{tile_point(app, index)}:{area_point(app, chain)}"
        return f"CLICK:{tile_point(app, index)} WAIT:50 CLICK:{area_point(app, chain)}"
    if ctl.flow.view().boneyard:
        return f"CLICK:{centre(tuple(ctl.screen.pile_rect(ctl.flow.view())))}"
    return menu_item(app, "Game", "I can't go")


def key_move(app) -> str:  # noqa: ANN001
    """One move of yours by the keys only."""
    ctl = controller(app)
    found = choose_play(ctl)
    if found is not None:
        index, _tile, chains = found
        keys = "HOME " + "RIGHT " * index + "ENTER"
        if len(chains) > 1:
            keys += f" {ARROWS[chains[-1]]} ENTER"
        return keys
    if ctl.flow.view().boneyard:
        return "D"
    return "P"


def wait(app) -> None:  # noqa: ANN001
    """Let the computer take its turn, and any tile finish sliding."""
    app.play_keys("WAIT:1000")
    app.settle()


def step(app) -> None:  # noqa: ANN001
    """Your move by the mouse when it is your turn, else let the computer move."""
    if controller(app).flow.turn() == 0:
        app.play_keys(mouse_move(app))
    else:
        wait(app)


def play_game(app, *, by: str = "mouse", limit: int = 2000) -> int:  # noqa: ANN001
    """Play to the end of the game; returns how many moves you made."""
    ctl = controller(app)
    moves = 0
    for _ in range(limit):
        if ctl.flow.over:
            return moves
        if ctl.flow.waiting_for_next_hand():
            table = ctl.screen.areas["table"]
            app.play_keys("ENTER" if by == "keys" else f"CLICK:{table.centerx},{table.y + 20}")
        elif ctl.flow.turn() == 0:
            moves += 1
            app.play_keys(key_move(app) if by == "keys" else mouse_move(app, drag=by == "drag" and moves % 2 == 0))
        else:
            wait(app)
    raise AssertionError(f"the game did not end in {limit} steps: {ctl.flow.message}")
