"""``ynot play`` (the default command): the game in a window."""

from __future__ import annotations

import argparse
import sys

from ..cli import UserError
from ..i18n import N_, _

HELP = N_("Play YNOT in a window (the default when no command is given).")


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--skin", help=_("the look to play in (default: the last one chosen, else psion)"))
    parser.add_argument(
        "--scale",
        type=int,
        choices=range(1, 11),
        metavar="N",
        help=_("window size as a whole multiple of the skin's screen (1-10)"),
    )
    parser.add_argument("--seed", type=int, help=_("seed the dice, to play the same game again"))
    parser.add_argument("--new", action="store_true", help=_("start a new game instead of resuming the last one"))


def _check_display() -> None:
    """A window nobody can see (no desktop: SDL fell back to an off-screen driver) is a user error."""
    import os

    import pygame

    driver = pygame.display.get_driver()
    if driver in ("offscreen", "dummy") and os.environ.get("SDL_VIDEODRIVER") != driver:
        raise UserError(
            _(
                "there is no desktop to open a window on; "
                "play in the terminal with 'ynot text', or make pictures with 'ynot screenshot'"
            )
        )


def run(args: argparse.Namespace) -> int:
    from ..launcher import set_window_class

    set_window_class()  # before anything starts SDL's video, which reads the class once
    from ..ui.collector import held_until_first_frame
    from ..ui.signals import closing_on_signals

    # Ctrl+C or a logout close the window as its close button does. Entered before anything starts a
    # thread (numpy's), so that every thread leaves those signals to the one that waits for them.
    with closing_on_signals(), held_until_first_frame():
        return _play(args)


def _kept_skin_or_default(skin: str) -> str:
    """The kept skin, or the Psion one (with a sentence) when the kept one has gone, e.g. a user's own
    skin folder that was removed: the game still starts."""
    from ..ui.skin import SkinError, load_skin

    try:
        load_skin(skin)
    except SkinError as err:
        print("ynot: " + _("{problem}; starting with the Psion look instead.").format(problem=err), file=sys.stderr)
        return "psion"
    return skin


def _play(args: argparse.Namespace) -> int:
    import pygame

    from ..ui.launch import build_app, open_store
    from ..ui.skin import SkinError, load_skin
    from ..ui.skin_chooser import first_start_skin
    from ..ui.window import Placement, kept_placement, remember_window

    store = open_store()
    options = store.options if store is not None else None
    resume = not args.new
    try:
        # The first start (with two looks or more installed) asks which look to wear.
        skin = args.skin or first_start_skin(store)
        if skin is None:  # the player left the welcome screen without choosing
            return 0
        if not args.skin:
            skin = _kept_skin_or_default(skin)
        while True:
            try:
                placement = kept_placement(options, load_skin(skin)) if options is not None else Placement()
                app = build_app(
                    skin,
                    store=store,
                    seed=args.seed,
                    scale=args.scale or placement.scale,
                    position=placement.position,
                    resume=resume,
                    # a kept scale shrinks until the window (with the machine, if shown) fits
                    fit=not args.scale,
                )
            except SkinError as err:
                raise UserError(str(err)) from None
            except pygame.error as err:
                raise UserError(_("the window could not be opened ({why})").format(why=err)) from None
            _check_display()
            app.run()
            if options is not None:
                remember_window(app, options)  # its scale (for this skin) and its position
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
