"""``ynot play`` (the default command): the game in a window."""

from __future__ import annotations

import os
import sys
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from ..cli import UserError
from ..i18n import _
from ..launcher import set_window_class
from ..ui.collector import held_until_first_frame
from ..ui.timed import LIVE, first_frame_only

if TYPE_CHECKING:
    import argparse


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


#: The options ``quick`` reads, with what each turns its value into (None: a flag without a value).
QUICK_OPTIONS = {"--skin": str, "--scale": int, "--seed": int, "--new": None}


def quick(args: list[str]) -> SimpleNamespace | None:
    """``play``'s options as the parser reads them, without building it (argparse and its formatters cost a
    start several milliseconds before the first frame); None for anything unusual (help, a bad or repeated
    option, a scale out of 1-10), which the parser reads and answers."""
    found: dict[str, object] = {}
    rest = list(args)
    while rest:
        option, has_value, value = rest.pop(0).partition("=")
        if option not in QUICK_OPTIONS or option in found:
            return None
        convert = QUICK_OPTIONS[option]
        if convert is None:
            if has_value:
                return None
            found[option] = True
            continue
        if not has_value:
            if not rest or rest[0].startswith("-"):
                return None
            value = rest.pop(0)
        try:
            found[option] = convert(value)
        except ValueError:
            return None
    scale = found.get("--scale")
    if scale is not None and not 1 <= scale <= 10:  # type: ignore[operator]
        return None
    return SimpleNamespace(language=None, skin=found.get("--skin"), scale=scale, seed=found.get("--seed"),
                           new=bool(found.get("--new")))


def _check_display() -> None:
    """A window nobody can see (no desktop: SDL fell back to an off-screen driver) is a user error."""

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
    set_window_class()  # before anything starts SDL's video, which reads the class once
    opening = _opening(args)
    if opening is not None and first_frame_only() not in ("", LIVE):
        return 0  # the first frame is shown: a timed start ends here (benchmarks/first_frame.py)

    from ..ui.signals import closing_on_signals  # not at the top: pygame (docs/imports.md)

    # Ctrl+C or a logout close the window as its close button does. Entered before anything starts a
    # thread (numpy's), so that every thread leaves those signals to the one that waits for them.
    with closing_on_signals(), held_until_first_frame():
        return _play(args, opening)


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


def _opening(args: argparse.Namespace) -> Any:
    """The picture kept at the last close, in a new window, for a start that takes up the kept game
    (``ynot.ui.opening``: its key holds the language asked for, ``--language`` too); None when there is
    none to trust."""
    if args.new or args.seed is not None:
        return None
    from ..ui.opening import show_kept  # not at the top: pygame (docs/imports.md)


    return show_kept(args.skin, args.scale)


def _play(args: argparse.Namespace, opening: Any = None) -> int:
    """The game in its window (over ``opening``, the window showing the opening picture, if any)."""
    import pygame

    from ..ui.launch import build_app, open_store
    from ..ui.skin import SkinError, load_skin
    from ..ui.window import Placement, kept_placement, remember_window

    store = open_store()
    options = store.options if store is not None else None
    resume = not args.new
    try:
        if args.skin:
            skin = args.skin
        else:  # the first start (with two looks or more installed) asks which look to wear
            from ..ui.skin_chooser import first_start_skin  # its welcome screen: not for a start that names its look

            skin = first_start_skin(store)
        if skin is None:  # the player left the welcome screen without choosing
            return 0
        if not args.skin:
            skin = _kept_skin_or_default(skin)
        launched = True  # the run's first window; one started again (look, machine, language) is no launch
        carried = None  # a finished game the window before showed: the next one shows its final cards
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
                    opened=opening.window if opening is not None and opening.look == skin else None,
                    launched=launched,
                    carried=carried,
                )
            except SkinError as err:
                raise UserError(str(err)) from None
            except pygame.error as err:
                raise UserError(_("the window could not be opened ({why})").format(why=err)) from None
            _check_display()
            app.run()
            if first_frame_only() == LIVE:
                return 0  # a timed start: nothing is closed or kept
            if options is not None:
                remember_window(app, options)  # its scale (for this skin) and its position
                store.save_options()
            if not app.switch_to:
                break
            skin, resume, launched, carried = app.switch_to, True, False, app.carried
            pygame.display.quit()
        _keep_opening(skin, store)
        store = None  # closed
    finally:
        if store is not None:
            store.close()
        pygame.quit()
    return 0


def _keep_opening(skin: str, store: Any) -> None:
    """The window closes for good: it goes from the screen, the next start's first frame is kept
    (``ynot.ui.opening_keep``) and the store closed."""
    import pygame

    from ..ui.opening_keep import keep, rehearse

    pygame.display.quit()  # the player sees it close now (the rehearsal needs no window)
    if store is not None:
        store.let_go_of_games()  # a start right after this close takes its game up
    kept = rehearse(skin, store)
    if store is not None:
        store.close()
    keep(kept, store)
