"""The Psion-key commands (the YNOT 1.00 manual of 1993, sections 9 and 10), the menu bar, help and end-of-game
notices."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol

from ... import __version__
from ...core import MAX_NAME_LENGTH, MAX_PLAYERS, SeriesMode
from ...core.coaching import THRESHOLDS
from ...i18n import N_, _
from ..kit import Choice, Context, NumberField, score_name
from ..kit.commands import Command
from ..kit.language import chosen_index, keep_language, language_choices
from ..kit.shell import Shell
from . import registration
from .bindings import BINDINGS, help_keys
from .look import Look
from .menu import psion_menu_bar

if TYPE_CHECKING:
    from .dialogs import FormDialog, ListDialog, MessageDialog


class PsionGame(Protocol):
    """What the commands use of the Psion's game scene (its controller), and no more."""

    app: Any
    ctx: Context
    look: Look
    skin: Any
    store: Any
    audio: Any
    options: Any
    shell: Shell

    @property
    def session(self) -> Any: ...
    @property
    def state(self) -> Any: ...
    def refuse(self, message: str, action: Any = None) -> bool: ...
    def tell(self, sentence: str) -> None: ...
    def sound(self, name: str) -> None: ...
    def reset_cursors(self) -> None: ...
    def seat_people(self) -> None: ...


SERIES_CHOICES = (N_("First to a total"), N_("Most in a number of games"))


def dialogs() -> ModuleType:
    """The look's dialogs (:mod:`ynot.ui.psion.dialogs`), loaded when one first opens: a first frame that
    shows none (a registered player's, without notices) does not load them, nor the kit's dialog with them."""
    from . import dialogs as module

    return module


def standard_commands(game: PsionGame) -> None:
    """The shell's standard commands, run the Psion's way where the YNOT 1.00 manual of 1993 shows its own
    (Psion-N is its new game: a new series); the look chooser and the help are the kit's, in the EPOC style."""
    game.shell.standard_commands(
        game.ctx,
        audio=game.audio,
        # EPOC's query dialog, as section 9's "Clear high scores" asks: Enter yes, Esc no
        ask=lambda question, yes: game.app.push(dialogs().ConfirmDialog(game.ctx, _("New series"), question, yes)),
        new=lambda: new_series(game),
        options=lambda: options(game),  # section 10, Psion-O: the options form
        high_scores=lambda: high_scores(game),  # section 9, Psion-H: rank, name, score and date
        stats=lambda: player_stats(game),  # section 9, Psion-P: all-time and series, player by player
        about=lambda: about(game),  # the about screen, with the registration line (section 2)
        coach=lambda: coach_form(game),  # YNOT's Coach option as an EPOC form, like section 10's options
        quit=lambda: exit_now(game),
    )
    game.shell.bindings = BINDINGS
    game.shell.help_keys = help_keys
    own = (
        ("setup", _("Set up players"), lambda: set_up_players(game)),
        ("clear-scores", _("Clear high scores"), lambda: clear_scores(game)),
        ("register", _("Register"), lambda: registration.register(game)),
        ("menus", _("Menus"), lambda: open_menu(game)),
    )
    for command_id, label, run_it in own:
        game.shell.commands.add(Command(command_id, label, run_it))


def open_menu(game: PsionGame) -> None:
    """MENU or F2: the menu bar, made from the look's bindings table."""
    game.sound("click")
    game.app.push(psion_menu_bar(game.ctx, BINDINGS.menus(game.shell.commands)))


def _needs_store(game: PsionGame) -> bool:
    if game.store is None:
        game.refuse(_("Records are not available"))
        return False
    return True


# --- section 9 ---------------------------------------------------------------------------------
def high_scores(game: PsionGame) -> None:
    if not _needs_store(game):
        return
    table = game.shell.high_scores()
    if table:
        font = game.look.font
        lines = [f"{h.rank}.  {score_name(font, h.name, h.computer, 110)}\t{h.score}\t{h.date[:10]}" for h in table]
    else:
        lines = [_("The table is empty: play a game to get into it.")]
    game.app.push(dialogs().MessageDialog(game.ctx, _("High scores"), lines, width=230))


def clear_scores(game: PsionGame) -> None:
    if not _needs_store(game):
        return

    def clear() -> None:
        game.shell.call(lambda: game.store.clear_high_scores(game.session.rules))
        game.tell(_("High score table cleared"))

    game.app.push(dialogs().ConfirmDialog(
            game.ctx, _("Clear high scores"), _("Delete every entry in the high score table?"), clear
        ))


def player_stats(game: PsionGame) -> None:
    if _needs_store(game):
        game.app.push(dialogs().StatsDialog(game.ctx, game.shell))


def player_finished(game: PsionGame, seat: int, notices: list[str], game_over: bool) -> None:
    """Section 9: after a player's 13th turn, their notices (from the records, through the kit's turn
    flow); after the last player, the results."""
    session = game.session
    name = session.players[seat]
    if game_over and len(session.players) == 1:
        results = _results(game)
        game.app.push(dialogs().MessageDialog(game.ctx, _("Game over"), results[:1] + notices + results[1:]))
    else:
        if game_over:
            game.app.push(dialogs().MessageDialog(game.ctx, _("Game over"), _results(game)))
        lines = [_("{name} scored {score}.").format(name=name, score=game.state.total(seat))] + notices
        if not game_over:
            lines.append(
                _("Now it is {name}'s game: press Enter to start.").format(name=session.players[game.state.current])
            )
            game.card_seat = seat  # their card stays on the screen behind the notice

        def closed() -> None:
            game.card_seat = None

        title = _("{name}'s game is over").format(name=name)
        game.app.push(dialogs().MessageDialog(game.ctx, title, lines, on_close=closed))


def coach_says(game: PsionGame, remark: Any) -> None:
    """The watching coach's remark on a decision just made, in a message the player closes with ENTER."""
    game.app.push(dialogs().MessageDialog(game.ctx, _("Coach"), [remark.sentence], width=300))


def notices_dialog(game: PsionGame, notices: list[str]) -> MessageDialog:
    """Sentences about the player's files (a bad file moved aside...), shown once at the start."""
    return dialogs().MessageDialog(game.ctx, _("Please note"), notices, width=300)


def _results(game: PsionGame) -> list[str]:
    session = game.session
    state = game.state
    series = session.series
    lines: list[str] = []
    if len(state.players) > 1:
        for name, score in zip(state.players, state.totals(), strict=True):
            lines.append(f"{name}\t{score}")
        winners = [state.players[i] for i in state.winners()]
        drawn = len(winners) > 1
        lines.append(_("This game is a draw.") if drawn else _("{name} wins this game.").format(name=winners[0]))
        if series.mode is not SeriesMode.SINGLE:
            standing = zip(series.players, series.totals, strict=True)
            lines.append(_("Series: {standing}").format(standing=_(", ").join(f"{n} {t}" for n, t in standing)))
            if series.is_over:
                best = [series.players[i] for i in series.winners()]
                drawn = len(best) > 1
                lines.append(_("The series is drawn.") if drawn else _("{name} wins the series!").format(name=best[0]))
    else:
        lines.append(_("You scored {score}.").format(score=state.totals()[0]))
        if series.games_played > 1:
            lines.append(
                _("{games} games, {total} in all.").format(games=series.games_played, total=series.totals[0])
            )
    lines.append(_("Psion-V: the coach reviews this game."))
    return lines


# --- section 10 --------------------------------------------------------------------------------
def new_series(game: PsionGame) -> None:
    """Psion-N: the same players, people all (a game kept with computer seats stops here)."""
    game.session.new_series()
    game.seat_people()
    game.reset_cursors()
    game.tell(_("A new series begins"))


def set_up_players(game: PsionGame) -> None:
    """Psion-S: how many players and which series, then a Select Player dialog for each seat."""
    if not _needs_store(game):
        return
    series = game.session.series
    two = len(series.players) > 1
    count = Choice(_("Players"), [_("1 (solitaire)"), "2"], 1 if two else 0)
    kind = Choice(
        _("Series"),
        [_(choice) for choice in SERIES_CHOICES],
        1 if series.mode is SeriesMode.GAMES else 0,
        visible=lambda: count.index == 1,
    )
    total = NumberField(
        _("First to"),
        series.target if series.mode is SeriesMode.FIRST_TO else 1000,
        100,
        99999,
        100,
        visible=lambda: count.index == 1 and kind.index == 0,
    )
    games = NumberField(
        _("Games"),
        series.target if series.mode is SeriesMode.GAMES else 3,
        1,
        99,
        1,
        visible=lambda: count.index == 1 and kind.index == 1,
    )

    def accept(_form: FormDialog) -> str | None:
        if count.index == 0:
            mode, target = SeriesMode.SINGLE, 0
        elif kind.index == 0:
            mode, target = SeriesMode.FIRST_TO, total.value
        else:
            mode, target = SeriesMode.GAMES, games.value
        _choose_players(game, count.index + 1, mode, target, [])
        return None

    game.app.push(dialogs().FormDialog(game.ctx, _("Set up players"), [count, kind, total, games], accept))


def _choose_players(
    game: PsionGame, seats: int, mode: SeriesMode, target: int, chosen: list[str], focus: str | None = None
) -> None:
    """The Select Player dialog for the next seat (``focus`` highlighted); when all are chosen, the new
    series starts."""
    if len(chosen) == seats:
        game.session.new_series(chosen, mode, target)
        game.seat_people()
        game.reset_cursors()
        game.tell(_("New series: {series}").format(series=game.session.describe_series()))
        return
    store = game.store
    names = [p.name for p in (game.shell.call(store.players) or [])]
    items = names + ([_("(new player)")] if len(names) < MAX_PLAYERS else [])
    current_names = game.session.players
    start = (
        names.index(current_names[len(chosen)])
        if len(chosen) < len(current_names) and current_names[len(chosen)] in names
        else 0
    )
    if focus in names:
        start = names.index(focus)
    dialog: ListDialog

    def select(index: int) -> str | None:
        if index >= len(names):
            return space(index)
        name = names[index]
        if any(name.casefold() == c.casefold() for c in chosen):
            return _("{name} is already playing").format(name=name)
        dialog.close()
        _choose_players(game, seats, mode, target, chosen + [name])
        return None

    def space(index: int) -> str | None:
        existing = names[index] if index < len(names) else ""
        _name_dialog(game, existing, lambda name: _refresh(dialog, name))
        return None

    def _refresh(old: ListDialog, name: str) -> None:
        old.close()
        _choose_players(game, seats, mode, target, chosen, name)

    title = _("Select player") if seats == 1 else _("Select player {number}").format(number=len(chosen) + 1)
    dialog = dialogs().ListDialog(
        game.ctx, title, items, select, on_space=space, current=start, hint=_("Enter: choose   Space: new/reset")
    )
    game.app.push(dialog)


def _name_dialog(game: PsionGame, existing: str, done: Callable[[str], None]) -> None:
    """SPACE in the player list: a new player's name, or an existing player whose statistics to reset."""
    field = dialogs().name_field(_("Name"), existing, MAX_NAME_LENGTH)
    store = game.store

    def accept(_form: FormDialog) -> str | None:
        name = field.value.strip()
        if not name:
            return _("Type a name")
        known = {p.name.casefold(): p.name for p in (game.shell.call(store.players) or [])}
        if name.casefold() in known:
            real = known[name.casefold()]

            def reset() -> None:
                game.shell.call(lambda: store.reset_player(real))
                game.tell(_("{name}'s statistics reset").format(name=real))
                done(real)

            game.app.push(dialogs().ConfirmDialog(
                    game.ctx, _("Reset player"), _("Reset all of {name}'s statistics?").format(name=real), reset
                ))
            return None
        if len(known) >= MAX_PLAYERS:
            return _("There are already {count} players").format(count=MAX_PLAYERS)
        try:
            store.add_player(name)
        except ValueError as err:
            return str(err)[:40]
        done(name)
        return None

    game.app.push(dialogs().FormDialog(game.ctx, _("Player name"), [field], accept))


def options(game: PsionGame) -> None:
    """Psion-O: dice animation and sound, the machine round the screen and the language (the look is the kit's
    chooser, Psion-L). A change of machine or language starts the window again (the game carries on)."""
    opts = game.options
    animation = Choice(_("Dice animation"), [_("On"), _("Off")], 0 if opts.animation else 1)
    sound = Choice(_("Sound"), [_("On"), _("Off")], 0 if opts.sound else 1)
    shown = game.app.frame is not None
    machine = Choice(
        _("Show the machine"), [_("No"), _("Yes")], 1 if shown else 0, visible=lambda: bool(game.skin.frame)
    )
    languages = language_choices()
    language = Choice(_("Language"), [label for _code, label in languages], chosen_index(opts, languages))

    def accept(_form: FormDialog) -> str | None:
        opts.animation = animation.index == 0
        opts.sound = sound.index == 0
        if game.audio is not None:
            game.audio.enabled = opts.sound
        spoken = keep_language(opts, languages[language.index][0])  # every label is to be drawn again
        if (machine.index == 1) != shown:
            opts.skin_settings(game.skin.name)["machine"] = "yes" if machine.index == 1 else "no"
        game.shell.save_options()
        if (machine.index == 1) != shown or spoken:  # the look again: with or without its machine, in a new language
            game.shell.keep()
            game.app.switch_to = game.skin.name
            game.app.quit()
        return None

    game.app.push(dialogs().FormDialog(game.ctx, _("Options"), [animation, sound, machine, language], accept))


def coach_form(game: PsionGame) -> None:
    """Psion-W: the Coach option and its threshold as an EPOC form of two choices (LEFT and RIGHT change them,
    as in the options form); ENTER keeps them."""
    from ..kit.standard.coach import threshold_words  # with the kit's dialogs, loaded when a form first opens

    coaching = game.shell.coaching
    watching = Choice(_("Coach"), [_("On"), _("Off")], 0 if coaching.watching else 1)
    nearest = min(range(len(THRESHOLDS)), key=lambda i: abs(THRESHOLDS[i] - coaching.threshold))
    threshold = Choice(_("Speaks up above"), [threshold_words(points) for points in THRESHOLDS], nearest)

    def accept(_form: FormDialog) -> str | None:
        coaching.set_watching(watching.index == 0, THRESHOLDS[threshold.index])
        if coaching.watching:
            game.tell(_("The coach watches your decisions"))
        else:
            game.tell(_("The coach no longer watches."))
        return None

    game.app.push(dialogs().FormDialog(game.ctx, _("Coach"), [watching, threshold], accept))


def about(game: PsionGame) -> None:
    from ..kit import look_help  # help loads when first opened

    book = look_help(game.app.skin.folder)
    text = book.about_text(__version__).replace("{registration}", registration.about_line(game.options, game.skin.name))
    game.app.push(dialogs().MessageDialog(game.ctx, book.about_title, text.split("\n")))


def exit_now(game: PsionGame) -> None:
    """Psion-X: leave at once; the unfinished game is kept for next time."""
    game.shell.quit()
