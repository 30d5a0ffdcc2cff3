"""Rule sets as data, and the named presets YNOT plays."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum

from ...i18n import N_, _


class JokerRule(Enum):
    """What a later five of a kind may be scored as."""

    NONE = "none"  # it scores like any other roll
    FREE = "free"  # any open box; Full House and both straights at full value
    FORCED = "forced"  # Hasbro: matching upper box, else any lower box (full value), else zero an upper box


class ExtraYahtzee(Enum):
    """Windows Yahtzee's option for a later Yahtzee (the Windows Yahtzee 2.21 manual of 1993)."""

    BONUS = "bonus"  # 50 more in the Yahtzee box and another turn
    WILD = "wild"  # a wild card: any lower box at full value, or the matching upper box
    NOTHING = "nothing"  # scores like any other roll


@dataclass(frozen=True)
class RuleSet:
    """Everything that differs between the games YNOT recreates."""

    name: str
    #: The game's name for people, marked with N_: shown through ``_(rules.title)``.
    title: str
    source: str
    #: The five-of-a-kind box's name, marked with N_ (each game keeps its own: YNOT!, Yahtzee, Yatcy, Yacht).
    five_kind_name: str = N_("Yahtzee")
    upper_bonus_threshold: int = 63
    upper_bonus: int = 35
    #: Points for each later five of a kind, when a five-of-a-kind box holds 50.
    extra_five_bonus: int = 0
    #: Windows "bonus": the extra points are claimed by scoring the filled box again, for another turn.
    extra_five_in_box: bool = False
    joker: JokerRule = JokerRule.NONE
    #: The joker needs 50 in a five-of-a-kind box (else it applies once every such box is filled).
    joker_needs_fifty: bool = True
    #: The joker's full values need the box of the rolled face in section 1 already filled (the
    #: free-choice Joker of Verhoeff's and Glenn's published optimal-play work).
    joker_needs_upper: bool = False
    #: Windows: "If you zero out any yahtzee squares, you can't get a bonus."
    zero_blocks_extra: bool = False
    #: YNOT: five of a kind always counts as a Full House.
    five_kind_is_full_house: bool = False
    #: YNOT's Roll! bonus by the roll the turn is scored after: (1st, 2nd, 3rd).
    roll_bonus: tuple[int, int, int] = (0, 0, 0)
    columns: int = 1
    multiplier: bool = False
    #: YNOT: each player plays a whole game before the next begins; others alternate turns.
    sequential_players: bool = False
    max_players: int = 6
    #: Option values this rule set was made with, as written to records and ynot.ini.
    options: tuple[tuple[str, str], ...] = field(default=())

    def column_multiplier(self, column: int) -> int:
        """What column ``column`` (0-based) is multiplied by."""
        return column + 1 if self.multiplier else 1

    @property
    def has_roll_bonus(self) -> bool:
        return any(self.roll_bonus)

    def option_dict(self) -> dict[str, str]:
        return dict(self.options)


_PRESETS: dict[str, RuleSet] = {}


def _register(rules: RuleSet) -> RuleSet:
    _PRESETS[rules.name] = rules
    return rules


YNOT = _register(
    RuleSet(
        name="ynot",
        title=N_("YNOT (Psion Series 3, 1993)"),
        source="YNOT 1.00 manual",
        five_kind_name=N_("YNOT!"),
        extra_five_bonus=100,
        five_kind_is_full_house=True,
        roll_bonus=(10, 5, 0),
        sequential_players=True,
    )
)
YAHTZEE = _register(
    RuleSet(
        name="yahtzee",
        title=N_("Yahtzee (Hasbro's official rules, forced Joker)"),
        source="Hasbro rules",
        extra_five_bonus=100,
        joker=JokerRule.FORCED,
        joker_needs_fifty=False,
    )
)
YATCY = _register(
    RuleSet(
        name="yatcy",
        title=N_("YATCY (Amiga, 1994)"),
        source="YATCY manual",
        five_kind_name=N_("Yatcy"),
        upper_bonus=30,
        max_players=4,
    )
)
YACHT = _register(
    RuleSet(
        name="yacht",
        title=N_("Yacht (pbmserv, 2003)"),
        source="pbmserv Yacht manual",
        five_kind_name=N_("Yacht"),
        extra_five_bonus=100,
        joker=JokerRule.FREE,
        joker_needs_fifty=True,
    )
)
YAHTZEE_FREE_JOKER = _register(
    RuleSet(
        name="yahtzee-free-joker",
        title=N_("Yahtzee with a free-choice Joker (for comparison with published work)"),
        source="Verhoeff; Glenn",
        extra_five_bonus=100,
        joker=JokerRule.FREE,
        joker_needs_fifty=False,
        joker_needs_upper=True,
    )
)
YAHTZEE_PLAIN = _register(
    RuleSet(
        name="yahtzee-plain",
        title=N_("Yahtzee with no extra-Yahtzee bonus and no Joker (for comparison)"),
        source="Verhoeff; Glenn",
    )
)

WINZEE_OPTIONS = ("columns", "multiplier", "extra")


def winzee(columns: int = 1, multiplier: bool = False, extra: ExtraYahtzee | str = ExtraYahtzee.BONUS) -> RuleSet:
    """Windows Yahtzee (its 2.21 manual of 1993) with its options: 1-6 columns, multiplier, extra-Yahtzee option."""
    if isinstance(columns, bool) or not isinstance(columns, int) or not 1 <= columns <= 6:
        raise ValueError(_("Windows Yahtzee has 1 to 6 scoring columns, not {value!r}").format(value=columns))
    try:
        extra = ExtraYahtzee(extra)
    except ValueError:
        choices = ", ".join(e.value for e in ExtraYahtzee)
        raise ValueError(
            _("the extra-Yahtzee option is one of {choices}, not {value!r}").format(choices=choices, value=extra)
        ) from None
    base = RuleSet(
        name="winzee",
        title=N_("Windows Yahtzee (1993)"),
        source="Windows Yahtzee 2.21 manual",
        columns=columns,
        multiplier=bool(multiplier),
        zero_blocks_extra=True,
        options=(
            ("columns", str(columns)),
            ("multiplier", "yes" if multiplier else "no"),
            ("extra", extra.value),
        ),
    )
    if extra is ExtraYahtzee.BONUS:
        return replace(base, extra_five_bonus=50, extra_five_in_box=True)
    if extra is ExtraYahtzee.WILD:
        return replace(base, joker=JokerRule.FREE, joker_needs_fifty=True)
    return base


WINZEE = _register(winzee())

#: The presets a player picks from; the comparison variants exist for the solver.
PLAYABLE = ("ynot", "yahtzee", "yatcy", "winzee", "yacht")

#: The dice games' name in the registry and in records ("game dice"), for all of these rule sets.
GAME_NAME = "dice"


def preset_names() -> tuple[str, ...]:
    """Every registered rule set name."""
    return tuple(_PRESETS)


def _parse_bool(value: str | bool) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("yes", "true", "on", "1"):
        return True
    if text in ("no", "false", "off", "0"):
        return False
    raise ValueError(_("expected yes or no, not {value!r}").format(value=value))


def get_rules(name: str, **options: object) -> RuleSet:
    """The preset called ``name``, with options (only ``winzee`` takes any)."""
    key = name.strip().lower()
    if key not in _PRESETS:
        raise ValueError(
            _("unknown rule set {name!r}; choose one of: {names}").format(name=name, names=", ".join(_PRESETS))
        )
    if key != "winzee":
        if options:
            raise ValueError(
                _("the {name} rules take no options (got {options})").format(name=key, options=", ".join(options))
            )
        return _PRESETS[key]
    unknown = set(options) - set(WINZEE_OPTIONS)
    if unknown:
        raise ValueError(
            _("unknown winzee option {option!r}; options are {options}").format(
                option=sorted(unknown)[0], options=", ".join(WINZEE_OPTIONS)
            )
        )
    columns = options.get("columns", 1)
    if isinstance(columns, str):
        if not columns.strip().isdigit():
            raise ValueError(_("Windows Yahtzee has 1 to 6 scoring columns, not {value!r}").format(value=columns))
        columns = int(columns)
    return winzee(
        columns=columns,  # type: ignore[arg-type]
        multiplier=_parse_bool(options.get("multiplier", False)),  # type: ignore[arg-type]
        extra=options.get("extra", ExtraYahtzee.BONUS),  # type: ignore[arg-type]
    )
