"""``ynot play`` (the default command): the game in a window."""

from __future__ import annotations

import argparse
import logging

from ..cli import UserError

HELP = "Play YNOT in a window (the default when no command is given)."


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--skin", help="the look to play in (default: the last one chosen, else psion)")
    parser.add_argument(
        "--scale",
        type=int,
        choices=range(1, 11),
        metavar="N",
        help="window size as a whole multiple of the skin's screen (1-10)",
    )
    parser.add_argument("--seed", type=int, help="seed the dice, to play the same game again")
    parser.add_argument(
        "--new", action="store_true", help="start a new game instead of resuming the last one"
    )


def _log_to_file() -> None:
    from ..paths import log_dir

    try:
        handler = logging.FileHandler(log_dir() / "ynot.log", encoding="utf-8")
    except OSError:
        return
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger("ynot")
    root.addHandler(handler)
    root.setLevel(logging.INFO)


def run(args: argparse.Namespace) -> int:
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from ..ui.launch import build_app, open_store
    from ..ui.skin import SkinError

    _log_to_file()
    store = open_store()
    options = store.options if store is not None else None
    skin = args.skin or (options.skin if options is not None else "psion")
    scale = args.scale or (options.window_scale if options is not None else 0) or None
    position = None
    if options is not None and options.window_x is not None and options.window_y is not None:
        position = (options.window_x, options.window_y)
    resume = not args.new
    try:
        while True:
            try:
                app = build_app(
                    skin,
                    store=store,
                    seed=args.seed,
                    scale=scale,
                    position=position,
                    resume=resume,
                    fit=not args.scale,  # a remembered scale shrinks to fit; one asked for is kept
                )
            except SkinError as err:
                raise UserError(str(err)) from None
            except pygame.error as err:
                raise UserError(f"the window could not be opened ({err})") from None
            app.run()
            scale, position = app.scale, app.window_position() or position
            if options is not None:
                options.window_scale = scale
                if position is not None:
                    options.window_x, options.window_y = position
                store.save_options()
            if not app.switch_to:
                break
            skin, resume = app.switch_to, True
            pygame.display.quit()
    finally:
        if store is not None:
            store.close()
        pygame.quit()
    return 0
