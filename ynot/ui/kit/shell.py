"""The application round a look's table, written once for every look and game.

A look's game scene makes one :class:`Shell` and keeps its table (what it draws, how input becomes
Actions) to itself; the shell does the rest the same way everywhere:

- the session: a new one (the game kept from last time abandoned: ``--new``, or New while one is kept),
  one resumed, one given up; the seats (a person, or a computer at a level) kept with the session and
  saved with it, the names the session's players, so the screen, the records and the statistics agree;
- the store: every call through :meth:`call`, a failure a sentence for the player, never an exception;
  the options saved the same way; high scores and statistics read through it;
- the looks installed (one list) and switching to another; quitting (a game only computers play is not
  kept: nobody is waiting to come back to it);
- the standard commands as data (:mod:`.commands`): the look's presenter maps them to its menus,
  hotkeys or gadgets. New game, options and quit can always be chosen, also while computers play. Each
  opens the kit's standard dialog (:mod:`.standard`: options, high scores, statistics, the look chooser,
  help, about, and the yes/no question New asks), drawn by the look's Style, unless the look gives its own.

The shell knows the look only through the small :class:`Table` protocol.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from ... import i18n
from ...core import GameKind, Session, shown_name, stored_name
from ...i18n import _
from ...logs import get_logger
from ...looks import in_order
from ...store.options import Options
from ..collector import between_games
from ..skin import SkinError, available_skins, load_skin
from . import standard
from .coaching import Coaching
from .commands import Command, Commands
from .context import Context

if TYPE_CHECKING:
    from .bindings import Bindings

log = get_logger("ynot.ui")



def standard_ids() -> tuple[str, ...]:
    """The standard commands every look offers, by id: New, each standard dialog's, Quit."""
    return ("new", *(dialog.id for dialog in standard.DIALOGS), "quit")


class Table(Protocol):
    """What the shell asks of a look's game scene."""

    def tell(self, sentence: str) -> None:
        """Show a passing sentence (an option chosen, a store problem); the instruction comes back after."""

    def message_line(self) -> str:
        """What the look's message (status, help) line shows now."""


class Stage(Protocol):
    """What the shell asks of the App: the window to close, the look to go on with, a dialog to show."""

    switch_to: str | None
    carried: Any

    def quit(self) -> None: ...
    def push(self, scene: Any) -> Any: ...


def look_titles() -> list[tuple[str, str]]:
    """(name, title) of every look installed that can be read: the one list of looks, the originals first
    (``ynot.looks.in_order``)."""
    found = []
    for name in in_order(available_skins()):
        try:
            found.append((name, load_skin(name).title))
        except SkinError:
            log.info("the look %s cannot be read", name)
    return found


class Shell:
    """The session, seats, store, options, looks and quitting of one look's window (see the module)."""

    def __init__(
        self,
        app: Stage,
        *,
        store: Any,
        skin: Any,
        resume: bool,
        table: Table,
        plays: Callable[[Any], bool] = lambda saved: True,
    ) -> None:
        self.app = app
        self.plays = plays  # which kept games (the store's SavedGame) this look would take up
        self.store = store
        self.skin = skin
        self.look: str = skin.name
        self.table = table
        self.kind: GameKind = skin.game_kind()  # the game skin.toml names
        self.options: Options = store.options if store is not None else Options()
        self.session: Session | None = None
        #: The language this window speaks (a new one starts the window again): the one the names are shown in.
        self.spoken = i18n.language()
        #: The coach at the table (hint, watching coach, review), for the game's kind, with the Coach option.
        self.coaching = Coaching(self.kind, self.options, self.save_options)
        #: Sentences for the player nobody has shown yet (store problems found while opening).
        self.notices: list[str] = []
        self.commands = Commands()
        self.begun: Callable[[], bool] | None = None
        #: The look's heading for its high score table (its rules in its own words); None: the rules' title.
        self.scores_heading: Callable[[], str] | None = None
        #: The look's bindings table (``kit.bindings``: each command's keys, menu item and help line), and the
        #: list of keys its help shows where a topic says ``@keys``, written from the table.
        self.bindings: Bindings | None = None
        self.help_keys: Callable[[], list[str]] | None = None
        #: What the standard dialogs are drawn with and sound through (given to :meth:`standard_commands`).
        self.ctx: Context | None = None
        self.audio: Any = None
        self._ask: Callable[[str, Callable[[], None]], None] | None = None
        #: Writes the look's own settings into the options just before they are saved (None: it has none).
        self.before_save: Callable[[], None] | None = None
        if not resume:
            self.abandon_kept()

    # --- the session -----------------------------------------------------------------------------------
    def abandon_kept(self) -> int:
        """Give up every kept unfinished game this look would take up (a new game was asked for): how
        many. A game another running copy is playing, or one of another look's rules, is left alone."""
        if self.store is None:
            return 0
        return self.call(lambda: self.store.give_up_kept(self.kind.name, self.plays)) or 0

    def make_style(self, **options: Any) -> Any:
        """The look's kit Style, the class skin.toml's ``style`` names (``from_skin(skin, **options)``)."""
        return self.skin.make_style(**options)

    def use(self, session: Session) -> Session:
        """Make ``session`` the one played (with the seats it holds)."""
        self.session = session
        self.coaching.use(session.rules)
        return session

    def start(
        self, rules: Any, players: Sequence[str], *, seats: Sequence[str] = (), seed: int | None = None, **kw: Any
    ) -> Session:
        """A new game for ``players`` (the one played until now given up if unfinished)."""
        self.give_up()
        between_games()
        session = Session(rules, players, kind=self.kind, store=self.store, seed=seed, **kw)
        session.seats = seats
        if self.store is not None:
            for name in players:
                session.call_store(lambda name=name: self.store.add_player(name))
        self.use(session)
        session.save()
        return session

    def resume(
        self,
        rules: Any,
        players: Sequence[str],
        *,
        max_players: int,
        seed: int | None = None,
        saved: Any = None,
        levels: Collection[str] | None = None,
    ) -> Session | None:
        """The game kept from last time, if it is one ``rules`` play (with at most ``max_players``), with
        the seats it was saved with (a computer level not among ``levels``, when given, sits a person);
        None when there is none. ``saved``: the kept game the look has just read (``store.load_autosave``)
        to see whether it fits, taken up without reading it again."""
        if self.store is None:
            return None
        try:  # the look's players for these rules (a partnership of two is no table: nothing kept fits)
            session = Session(rules, players, kind=self.kind, store=self.store, seed=seed, autosave=False)
        except ValueError:
            return None
        if not session.resume(max_players, saved):
            self.notices += session.take_notices()
            return None
        session.autosave_enabled = True
        if levels is not None:
            session.seats = [seat if seat in levels else "" for seat in session.seats]
        return self.use(session)

    def carried(self, fits: Callable[[Session], bool] = lambda session: True) -> Session | None:
        """The finished game the window showed before it started again for an option (a language, a look,
        the machine), made the one played, when it is this look's game and ``fits`` it: the look shows its
        final cards again, a default name in the language spoken now. None when there is none (taken once),
        or the game cannot be renamed."""
        carried, self.app.carried = getattr(self.app, "carried", None), None
        if carried is None:
            return None
        session, kept = carried
        if session.kind.name != self.kind.name or not fits(session):
            return None
        shown = tuple(shown_name(name) for name in kept)
        if shown != tuple(session.players) and not session.rename(shown):
            return None
        return self.use(session)

    def keep_seats(self, seats: Sequence[str]) -> None:
        """The seats of the session played (per seat "" a person, else a computer's level): marked in the
        records, saved with the game."""
        if self.session is not None:
            self.session.seats = seats

    @property
    def seats(self) -> list[str]:
        """The session's seats (per seat "" a person, else a computer's level)."""
        return list(self.session.seats) if self.session is not None else []

    def names(self) -> tuple[str, ...]:
        """The players' names as the screen, the records and the statistics give them: the session's."""
        return tuple(self.session.players) if self.session is not None else ()

    def in_progress(self) -> bool:
        """A game that has begun and is not over: giving it up asks first (a look may say what "begun"
        is for its game with ``begun``)."""
        session = self.session
        if session is None or session.game.is_over:
            return False
        return self.begun() if self.begun is not None else bool(getattr(session.game, "history", ()))

    def people_play(self) -> bool:
        """Whether a person sits at the game (a game only computers play is not worth keeping)."""
        return self.session is not None and self.session.people_play()

    def give_up(self) -> None:
        """The game played is abandoned: its save goes (a finished one is in the records already)."""
        session = self.session
        if session is not None and session.store is not None and not session.game.is_over:
            session.call_store(lambda: session.store.clear_autosave(session.game))

    def ask_new(self, start: Callable[[], None]) -> None:
        """New game: ``start`` at once, or (a game a person plays is in progress) once :meth:`ask` has had
        a yes."""
        if self.in_progress() and self.people_play():
            self.ask(_("Give up this game and start a new one?"), start, title=_("New game"), yes=_("New game"))
        else:
            start()

    def ask(self, question: str, on_yes: Callable[[], None], *, title: str = "", yes: str = "") -> None:
        """The yes/no question: the look's own (given to :meth:`standard_commands`) or the kit's, under
        ``title`` with ``yes`` naming what yes does."""
        if self._ask is not None:
            self._ask(question, on_yes)
        else:
            self.app.push(standard.QUESTION.load()(self, question, on_yes, title=title, yes=yes))

    # --- the store -------------------------------------------------------------------------------------
    def call(self, fn: Callable[[], Any]) -> Any:
        """Ask the store (``fn``); a failure becomes a sentence told on the table and None."""
        if self.session is not None:
            result = self.session.call_store(fn)
            for notice in self.session.take_notices():
                self.tell(notice)
            return result
        try:
            return fn()
        except Exception as err:
            log.exception("the records store failed")
            sentence = _("Your records could not be updated ({reason}).").format(reason=err)
            if isinstance(getattr(self.store, "notices", None), list):
                self.store.notices.append(sentence)  # no game yet: the look tells the store's notices as it opens
            else:
                self.tell(sentence)
            return None

    def high_scores(self, rules: Any = None) -> list[Any]:
        """The high score table of ``rules`` (the session's by default); empty when there is none to read."""
        rules = rules if rules is not None else getattr(self.session, "rules", None)
        if self.store is None or rules is None:
            return []
        return self.call(lambda: self.store.high_scores(rules)) or []

    def stats(self, name: str, rules: Any = None) -> Any:
        """``name``'s statistics with ``rules`` (the session's by default); None when there are none to read."""
        rules = rules if rules is not None else getattr(self.session, "rules", None)
        if self.store is None or rules is None:
            return None
        return self.call(lambda: self.store.stats(name, rules))

    def save_options(self) -> bool:
        """Keep the options in ynot.ini; False (and a sentence told) when they could not be written."""
        if self.before_save is not None:
            self.before_save()
        if self.store is None:
            return True
        try:
            saved = self.store.save_options()
        except Exception:
            log.exception("the options could not be saved")
            saved = False
        if saved is False:
            if getattr(self.store, "settings_kept", True):  # a folder that takes nothing was said once, on opening
                self.tell(_("Your choices could not be saved."))
            return False
        return True

    def tell(self, sentence: str) -> None:
        self.table.tell(sentence)

    # --- options every look has ------------------------------------------------------------------------
    def toggle_sound(self, audio: Any) -> bool:
        """Sound on or off: the option, the ``audio`` (None: there is none), saved. Whether it is on now."""
        self.options.sound = not self.options.sound
        if audio is not None:
            audio.enabled = self.options.sound
        self.save_options()
        return bool(self.options.sound)

    def toggle_animation(self) -> bool:
        """Animation on or off, saved: whether it is on now."""
        self.options.animation = not self.options.animation
        self.save_options()
        return bool(self.options.animation)

    # --- looks and quitting ------------------------------------------------------------------------------
    def looks(self) -> list[tuple[str, str]]:
        return look_titles()

    def switch_look(self, name: str) -> None:
        """Leave this look for ``name`` (the game here is kept); the options remember the choice."""
        if name == self.look:
            return
        self.options.skin = name
        self.save_options()
        self.keep()
        self.app.switch_to = name
        self.app.quit()

    def keep(self) -> None:
        """The window closes: the game is kept for next time, unless only computers play it; a finished
        one is handed to a window started again for an option (:meth:`carried`)."""
        session = self.session
        if session is None:
            return
        if session.game.is_over:  # its names as kept, read in the language they were shown in
            with i18n.speaking(self.spoken):
                self.app.carried = (session, tuple(stored_name(name) for name in session.players))
            return
        if self.people_play():
            session.save()
        else:
            self.give_up()

    def quit(self) -> None:
        self.keep()
        self.coaching.close()
        self.app.quit()

    # --- the standard commands ---------------------------------------------------------------------------
    def standard_commands(
        self,
        ctx: Context,
        *,
        audio: Any = None,
        ask: Callable[[str, Callable[[], None]], None] | None = None,
        **runs: Callable[[], None],
    ) -> Commands:
        """The standard commands, drawn in ``ctx`` (the look's style) and sounding through ``audio``. ``new``
        is the look's; ``quit`` is the shell's unless given; every other opens the kit's standard dialog
        (:mod:`.standard`) unless the look gives its own way (``options=...``, ``high_scores=...``: only
        where its manual shows it differently). New asks first (the kit's question, or the look's ``ask``)
        before it gives up a game a person has under way. They can always be chosen."""
        self.ctx = ctx
        self.audio = audio
        self._ask = ask
        dialogs = standard.DIALOGS
        labels = {"new": _("New game"), "quit": _("Quit"), **{dialog.id: _(dialog.label) for dialog in dialogs}}
        runs.setdefault("quit", self.quit)
        start = runs.get("new")
        if start is not None:
            runs["new"] = lambda: self.ask_new(start)
        for dialog in dialogs:
            if dialog.needs and not self.kind.offers(dialog.needs):
                continue  # (the coach's dialogs, at a game without a coach)
            runs.setdefault(dialog.id.replace("-", "_"), lambda command_id=dialog.id: self.open_dialog(command_id))
        for command_id in standard_ids():
            run = runs.get(command_id.replace("-", "_"))
            if run is not None:
                self.commands.add(Command(command_id, labels[command_id], run))
        return self.commands

    def open_dialog(self, command_id: str, **kw: Any) -> Any:
        """Open the kit's standard dialog of ``command_id`` (``topic=`` for help...) over the look: the
        scene pushed, or None when it opens none."""
        dialog = standard.dialog_named(command_id)
        scene = dialog.make.load()(self, **kw) if dialog is not None else None
        if scene is not None:
            self.app.push(scene)
        return scene
