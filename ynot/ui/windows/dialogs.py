"""The Windows look's dialogs, made of the kit's widgets: Players, End of Turn, Bonus, Columns, Register,
Edit registration, the language, New's question and "All done?", the end of a game (with the kit's high score
lines) and the heading of the kit's high score table. The look chooser, high scores, statistics and About are
the kit's standard dialogs."""

from __future__ import annotations

from collections.abc import Callable

from ...core import MAX_NAME_LENGTH
from ...dice import check_players
from ...dice.rules import RuleSet
from ...i18n import N_, _, ngettext
from ...logs import get_logger
from ..kit import (
    Button,
    CheckBox,
    Dialog,
    DropDown,
    Grid,
    Label,
    ListBox,
    MessageBox,
    RadioGroup,
    TextField,
    name_refusal,
    sentence,
)
from ..kit.language import change_language, chosen_index, language_choices
from ..kit.standard.scores import score_lines
from ..pixelfont import get_font
from .font import NAME as SYSTEM_FONT
from .owner import Owner, context
from .setup import LEVELS, SEATS, default_name, kept_name

log = get_logger("ynot.ui")

END_OF_TURN = ("prompt", "pause", "nothing")
EXTRA = ("bonus", "wild", "nothing")
#: what a later Yahtzee earns, in the words of the High Scores heading
EXTRA_WORDS = {"bonus": N_("bonus"), "wild": N_("wild card"), "nothing": N_("nothing")}
GAME_OVER_WIDTH = 280


def seat_kinds() -> list[str]:
    """What the Players dialog offers for a seat: a person, or a computer at each level."""
    names = {"beginner": _("Computer: beginner"), "good": _("Computer: good"), "perfect": _("Computer: perfect")}
    return [_("Person")] + [names.get(level, level) for level in LEVELS]


class PlayersDialog(Dialog):
    """Six seats in two rows of three (the kit's Grid): a name, the check box that makes it play, and
    who plays it."""

    def __init__(self, owner: Owner) -> None:
        self.owner = owner
        setup = owner.setup
        self.names = [
            TextField(f"&{i + 1}", setup.names[i], max_length=MAX_NAME_LENGTH, check=self._check, width_chars=12)
            for i in range(SEATS)
        ]
        self.plays = [CheckBox(_("Plays"), setup.playing[i]) for i in range(SEATS)]
        kinds = ["", *LEVELS]
        self.kinds = [DropDown("", seat_kinds(), kinds.index(setup.seats[i])) for i in range(SEATS)]
        rows: list = []
        for i in range(SEATS):
            rows += [self.names[i], self.plays[i], self.kinds[i]]
        hint = _("Tick the players who play; a name left empty is Player 1 to 6.")
        if owner.game_begun():
            hint = _("A game is under way: new players sit down at the next new game.")
        captions = tuple(_("Player &{n}").format(n=seat + 1) for seat in range(SEATS))
        grid = Grid(columns=3, per_cell=3, captions=captions, cell_width=168, gap=(12, 6))
        super().__init__(
            context(owner),
            _("Players"),
            rows,
            hint=hint,
            grid=grid,
            ok=_("OK"),
            cancel=_("Cancel"),
            check=self.refusal,
            on_accept=self.keep,
        )
        self.focus = self.names[0]

    @staticmethod
    def _check(text: str) -> str:
        return name_refusal(get_font(SYSTEM_FONT), text)

    def refusal(self) -> str | None:
        """Why the seats cannot be kept as they are (None: they can)."""
        names = [kept_name(field.value) for field in self.names]
        playing = [box.checked for box in self.plays]
        if not any(playing):
            return _("Tick the box under at least one name.")
        chosen = [names[i] or default_name(i) for i in range(SEATS) if playing[i]]
        try:
            check_players(chosen, self.owner.setup.rules())
        except ValueError as err:
            return sentence(str(err))
        return None

    def keep(self, _result: object) -> None:
        setup = self.owner.setup
        setup.names = [kept_name(field.value) for field in self.names]
        setup.playing = [box.checked for box in self.plays]
        setup.seats = [("", *LEVELS)[choice.index] for choice in self.kinds]
        setup.seen = True
        self.owner.options_changed(players=True)


def open_players(owner: Owner) -> None:
    owner.app.push(PlayersDialog(owner))


def open_end_of_turn(owner: Owner) -> None:
    setup = owner.setup
    group = RadioGroup([_("&Prompt"), _("P&ause"), _("&Nothing")], END_OF_TURN.index(setup.end_of_turn))

    def accept(_result: object) -> None:
        setup.end_of_turn = END_OF_TURN[group.index]
        owner.options_changed()

    text = Label(_("What happens after each score:"))
    owner.app.push(
        Dialog(context(owner), _("End of Turn"), [text, group], ok=_("OK"), cancel=_("Cancel"), on_accept=accept)
    )


def open_bonus(owner: Owner) -> None:
    setup = owner.setup
    begun = owner.game_begun()
    group = RadioGroup([_("&Bonus"), _("&Wild card"), _("&Nothing")], EXTRA.index(setup.extra), enabled=not begun)

    def accept(_result: object) -> None:
        if not begun:
            setup.extra = EXTRA[group.index]
        owner.options_changed(rules=not begun)

    hint = _("Fixed until the next new game: this game has begun.") if begun else ""
    text = Label(_("What every Yahtzee after the first earns:"))
    owner.app.push(
        Dialog(context(owner), _("Bonus"), [text, group], hint=hint, ok=_("OK"), cancel=_("Cancel"), on_accept=accept)
    )


def open_columns(owner: Owner) -> None:
    setup = owner.setup
    begun = owner.game_begun()
    count = RadioGroup([f"&{n}" for n in range(1, 7)], setup.columns - 1, across=True, enabled=not begun)
    multiply = CheckBox(_("&Multiply (column n counts n times)"), setup.multiplier, enabled=not begun)

    def accept(_result: object) -> None:
        if not begun:
            setup.columns = count.index + 1
            setup.multiplier = multiply.checked
        owner.options_changed(rules=not begun)

    hint = _("Fixed until the next new game: this game has begun.") if begun else ""
    rows = [Label(_("Scoring columns on the card:")), count, multiply]
    owner.app.push(
        Dialog(context(owner), _("Columns"), rows, hint=hint, ok=_("OK"), cancel=_("Cancel"), on_accept=accept)
    )


def open_register(owner: Owner) -> None:
    field = TextField(_("&Nickname"), "", max_length=MAX_NAME_LENGTH, width_chars=16, check=PlayersDialog._check)

    def refusal() -> str | None:
        return None if kept_name(field.value) else _("Type the nickname to register.")

    def accept(_result: object) -> None:
        name = kept_name(field.value)
        if not owner.setup.registered(name):
            owner.setup.nicknames.append(name)
        owner.options_changed()
        owner.say(_("{name} is registered: a right double-click on the shaker rolls a Yahtzee.").format(name=name))

    text = Label(
        _(
            "Registering is free. A player with this name may double-click the shaker with the right "
            "button to roll a Yahtzee; such a game never counts in the high scores."
        ),
        width=300,
    )
    owner.app.push(
        Dialog(
            context(owner),
            _("Register"),
            [text, (_("&Nickname:"), field)],
            ok=_("OK"),
            cancel=_("Cancel"),
            check=refusal,
            on_accept=accept,
        )
    )


def open_edit_registration(owner: Owner) -> None:
    nicknames = owner.setup.nicknames
    if not nicknames:
        owner.app.push(
            MessageBox(
                context(owner),
                _("Edit registration"),
                _("No nickname is registered yet: use Register, Register first."),
            )
        )
        return
    listing = ListBox(list(nicknames), rows=5, label=_("&Nicknames"))
    dialog = Dialog(context(owner), _("Edit registration"), [listing], ok=_("Close"))

    def remove() -> None:
        if not listing.items:
            dialog.refuse(_("There is no nickname left to remove."))
            return
        gone = listing.items.pop(listing.index)
        listing.index = max(0, min(listing.index, len(listing.items) - 1))
        owner.setup.nicknames = [n for n in owner.setup.nicknames if n != gone]
        owner.options_changed()

    dialog.buttons.insert(0, Button(_("&Remove"), remove))
    owner.app.push(dialog)


def open_language(owner: Owner) -> None:
    """The languages YNOT speaks; choosing another starts the window again in it (this game is kept)."""
    choices = language_choices()
    listing = ListBox([label for _code, label in choices], chosen_index(owner.shell.options, choices), rows=5,
                      label=_("&Languages"))

    def accept(_result: object) -> None:
        change_language(owner.shell, choices[listing.index][0])

    dialog = Dialog(context(owner), _("Language"), [Label(_("Play YNOT in another language:")), listing],
                    ok=_("OK"), cancel=_("Cancel"), on_accept=accept)
    listing.on_choose = lambda _index: dialog.accept()
    owner.app.push(dialog)


def ask(owner: Owner, question: str, on_yes: Callable[[], None]) -> None:
    """A question with OK and Cancel (New while a game is under way)."""
    owner.app.push(
        MessageBox(context(owner), _("Windows Yahtzee"), question, ok=_("OK"), no=_("Cancel"), on_ok=on_yes, width=260)
    )


def ask_all_done(owner: Owner, *, on_ok: Callable[[], None], on_cancel: Callable[[], None]) -> None:
    owner.app.push(
        MessageBox(
            context(owner),
            _("Windows Yahtzee"),
            _("All done?"),
            ok=_("OK"),
            no=_("Cancel"),
            on_ok=on_ok,
            on_no=on_cancel,
            width=200,
        )
    )


def coach_says(owner: Owner, sentence: str, *, on_ok: Callable[[], None], on_undo: Callable[[], None]) -> None:
    """The watching coach's word on a score just made, with Undo (the score taken back, as Cancel at "All
    done?" takes it back)."""
    owner.app.push(
        MessageBox(context(owner), _("Coach"), sentence, ok=_("OK"), no=_("&Undo"), on_ok=on_ok, on_no=on_undo,
                   width=300)
    )


def scores_heading(rules: RuleSet) -> str:
    """The high score table's heading: the options it is kept for (each set of options has its own)."""
    extra = rules.option_dict().get("extra", "")
    if rules.multiplier:
        heading = ngettext(
            "{columns} column, with multiplier, bonus: {extra}",
            "{columns} columns, with multiplier, bonus: {extra}",
            rules.columns,
        )
    else:
        heading = ngettext(
            "{columns} column, no multiplier, bonus: {extra}",
            "{columns} columns, no multiplier, bonus: {extra}",
            rules.columns,
        )
    return heading.format(columns=rules.columns, extra=_(EXTRA_WORDS[extra]) if extra in EXTRA_WORDS else extra)


def show_game_over(owner: Owner, totals: tuple[int, ...], winners: tuple[int, ...]) -> None:
    """The end of a game: who won, everyone's score, and the high scores (or why it is not counted)."""
    state = owner.game.state
    names = [state.players[w] for w in winners]
    best = totals[winners[0]]
    if len(state.players) == 1:
        lines = [_("Game over: {score} points.").format(score=best)]
    elif len(names) == 1:
        lines = [_("{name} wins with {score} points.").format(name=names[0], score=best)]
    else:
        lines = [_("{names} share the win with {score} points.").format(names=" & ".join(names), score=best)]
    if len(state.players) > 1:
        lines += [f"{name}: {totals[seat]}" for seat, name in enumerate(state.players)]
    if owner.flow.cheated:
        lines += ["", _("A registered Yahtzee was used: this game is not counted.")]
    else:
        lines += ["", _("High scores:"), *score_lines(owner.shell, GAME_OVER_WIDTH)]
    box = MessageBox(
        context(owner),
        _("Game Over"),
        "\n".join(lines),
        ok=_("&New game"),
        no=_("Close"),
        on_ok=lambda: owner.new_game(),
        width=GAME_OVER_WIDTH,
    )

    def review() -> None:  # YNOT's addition: the coach goes over the game
        box.close()
        owner.shell.open_dialog("review")

    if owner.shell.coaching.offered:
        box.buttons.insert(1, Button(_("&Review"), review))
        box.layout()
    owner.app.push(box)
