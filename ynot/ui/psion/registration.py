"""The start-up screens and the registration of the YNOT 1.00 manual's section 2, without the money.

"For the very first time you run YNOT, the full registration and copyright information is displayed.
For the next 24 times you run YNOT only a brief welcome screen is displayed. For any subsequent run of
YNOT the full registration and copyright is always displayed." Psion-R "presents the YNOT registration
dialog where you can enter your registration name and code", and then "your name appears as a
registered user in the program information display. This will also suppress any further copyright
information displays on start up."

Here registering is free and any code is accepted: nothing is ever asked for or locked. The launches
counted and the registered name are kept in ynot.ini, section ``[skin.psion]`` (``launches``,
``registered``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from ...i18n import _
from ...store.options import Options
from ..kit import Context

if TYPE_CHECKING:
    from .dialogs import StartupScreen


class PsionGame(Protocol):
    """What the start-up screens and the registration use of the Psion's game scene, and no more."""

    app: Any
    ctx: Context
    skin: Any
    store: Any
    options: Any

    @property
    def session(self) -> Any: ...
    def tell(self, sentence: str) -> None: ...

BRIEF_LAUNCHES = 24  # after the first launch, this many see only the brief welcome
FULL_MS = 6000  # how long the full screen stays unless a key closes it
BRIEF_MS = 2000


def _section(options: Options, skin: str) -> dict[str, str]:
    return options.skin_settings(skin)


def registered_name(options: Options, skin: str) -> str:
    """The name registered with Psion-R, or ""."""
    return _section(options, skin).get("registered", "").strip()


def count_launch(options: Options, skin: str) -> int:
    """Count this launch (kept in the options; the caller saves them) and return its number, 1 first."""
    section = _section(options, skin)
    try:
        launches = max(0, int(section.get("launches", "0"))) + 1
    except ValueError:
        launches = 1
    section["launches"] = str(launches)
    return launches


def startup_lines(launch: int, registered: str) -> tuple[str, list[str]] | None:
    """The start-up screen of launch number ``launch`` (its title and lines), or None once registered."""
    if registered:
        return None
    if 1 < launch <= 1 + BRIEF_LAUNCHES:
        return _("Welcome"), [_("YNOT - a dice game, why not?"), _("Press Help for the rules and keys.")]
    return _("YNOT"), [
        _("YNOT Version 1.00 (1st Release) 18th July, 1993"),
        _("A Dice Game for the Psion Series 3"),
        _("Copyright 1993 Right Hand Software Ltd."),
        "",
        _("This re-creation is free: there is nothing to pay."),
        _("Psion-R registers your name (any code will do);"),
        _("it then shows in About and this screen is not shown."),
    ]


def startup_screen(game: PsionGame) -> StartupScreen | None:
    """Count this launch and give its start-up screen (None: registered, nothing to show; or the window
    started again within the run, for a changed option or look, which is no launch)."""
    if not game.app.launched:
        return None
    launch = count_launch(game.options, game.skin.name)
    if game.store is not None:
        game.session.call_store(game.store.save_options)
    shown = startup_lines(launch, registered_name(game.options, game.skin.name))
    if shown is None:
        return None
    title, lines = shown
    from .dialogs import StartupScreen  # a dialog: the dialogs load with the first one shown

    return StartupScreen(game.ctx, title, lines, FULL_MS if len(lines) > 2 else BRIEF_MS)


def register(game: PsionGame) -> None:
    """Psion-R: the registration dialog, a name and a code; any code is accepted."""
    from .dialogs import FormDialog, name_field  # the dialogs load when the first one opens

    section = _section(game.options, game.skin.name)
    name = name_field(_("Name"), section.get("registered", ""))
    code = name_field(_("Code"), section.get("code", ""))

    def accept(_form: FormDialog) -> str | None:
        typed = name.value.strip()
        if not typed:
            return _("Type the name to register")
        section["registered"] = typed
        section["code"] = code.value.strip()
        if game.store is not None:
            game.session.call_store(game.store.save_options)
        game.tell(_("Registered to {name}").format(name=typed))
        return None

    game.app.push(FormDialog(game.ctx, _("Register YNOT"), [name, code], accept))


def about_line(options: Options, skin: str) -> str:
    """The About screen's line on registration."""
    name = registered_name(options, skin)
    if name:
        return _("Registered user: {name}").format(name=name)
    return _("Unregistered: Psion-R registers, free.")
