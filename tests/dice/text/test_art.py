"""The manual's screens (the pbmserv Yacht manual of 2003): ASCII dice, the lettered sheet, rolls left."""

from dataclasses import replace

import pytest

from ynot.dice import DiceGame, Roll, Score
from ynot.dice.rules import Category, Dice, get_rules
from ynot.dice.text.art import dice_art, rolls_left_text, score_sheet

# Copied from the pbmserv Yacht manual's sample game: the dice 6 4 3 2 5.
MANUAL_DICE = """\
     .-----.  .-----.  .-----.  .-----.  .-----.
     |o   o|  |o   o|  |o    |  |o    |  |o   o|
     |o   o|  |     |  |  o  |  |     |  |  o  |
     |o   o|  |o   o|  |    o|  |    o|  |o   o|
     `-----'  `-----'  `-----'  `-----'  `-----'"""

# The manual's sheet for fred and ned (its "Upper Total" and "Lower Total" lines lost their indent in
# the mail archive; here they line up with the rest).
MANUAL_SHEET_ROWS = [
    "     Scores              fred     ned",
    "     " + "-" * 62,
    "     a) Aces               .       .",
    "     b) Twos               .       .",
    "     c) Threes             .       .",
    "     d) Fours              .       .",
    "     e) Fives              .       .",
    "     f) Sixes              .       .",
    "     Total                 0       0",
    "     Bonus for 63  (35)    .       .",
    "     t) 3 of a Kind        .       .",
    "     r) 4 of a Kind        .       .",
    "     h) Full House (25)    .       .",
    "     s) Small Strt (30)    .       .",
    "     l) Large Strt (40)    .       .",
    "     y) Yacht      (50)    .       .",
    "     x) Chance             .       .",
    "     Grand Total           0       0",
    "     " + "=" * 62,
]


def test_dice_art_matches_the_manual():
    assert dice_art(Dice.of(6, 4, 3, 2, 5)) == MANUAL_DICE


def test_every_face_has_its_pips():
    art = dice_art(Dice.of(1, 2, 3, 4, 5)).splitlines()
    pips = [sum(line[5 + 9 * k : 5 + 9 * k + 7].count("o") for line in art) for k in range(5)]
    assert pips == [1, 2, 3, 4, 5]
    assert dice_art(Dice.of(6, 6, 6, 6, 6)).count("o") == 30


def test_fresh_sheet_matches_the_manual_rows_in_order():
    game = DiceGame(get_rules("yacht"), ["fred", "ned"], seed=1)
    lines = score_sheet(game.state).splitlines()
    positions = [lines.index(row) for row in MANUAL_SHEET_ROWS]
    assert positions == sorted(positions)
    assert "     Upper Total           0       0" in lines
    assert "     Lower Total           0       0" in lines


def test_rolls_left_in_words():
    game = DiceGame(get_rules("yacht"), ["fred", "ned"], seed=1)
    game.apply(Roll((6, 4, 3, 2, 5)))
    assert rolls_left_text(game.state) == "fred has two rolls left."
    state = replace(game.state, roll_number=2)
    assert rolls_left_text(state) == "fred has one roll left."
    assert rolls_left_text(replace(game.state, roll_number=3)) == "fred has no rolls left."


def test_scores_totals_and_bonus_show_on_the_sheet():
    game = DiceGame(get_rules("yacht"), ["fred", "ned"], seed=1)
    game.apply(Roll((6, 6, 6, 6, 6)))
    game.apply(Score(Category.FIVE_KIND))
    lines = score_sheet(game.state).splitlines()
    assert "     y) Yacht      (50)   50       ." in lines
    assert "     Lower Total          50       0" in lines
    assert "     Grand Total          50       0" in lines


def test_upper_bonus_shows_dot_then_amount_or_zero():
    game = DiceGame(get_rules("yatcy"), ["fred"], seed=1)
    for face in range(1, 7):
        game.apply(Roll((face,) * 4 + ((face % 6) + 1,)))
        game.apply(Score(Category.for_face(face)))
    lines = score_sheet(game.state).splitlines()
    assert "     Bonus for 63  (30)   30" in lines  # Yatcy's bonus is 30
    assert "     Upper Total         114" in lines


def test_five_kind_box_takes_the_rule_sets_name():
    for name, label in [("yacht", "Yacht"), ("yahtzee", "Yahtzee"), ("ynot", "YNOT!"), ("yatcy", "Yatcy")]:
        sheet = score_sheet(DiceGame(get_rules(name), ["ann"], seed=1).state)
        assert f"y) {label:<10} (50)" in sheet


def test_ynot_sheet_shows_its_roll_and_ynot_bonuses():
    sheet = score_sheet(DiceGame(get_rules("ynot"), ["ann"], seed=1).state)
    assert "YNOT! Bonus (100)" in sheet
    assert "Roll! Bonus (10/5)" in sheet
    assert "Roll!" not in score_sheet(DiceGame(get_rules("yatcy"), ["ann"], seed=1).state)


def test_winzee_columns_and_multipliers_are_shown():
    rules = get_rules("winzee", columns=3, multiplier="yes")
    game = DiceGame(rules, ["fred", "ned"], seed=1)
    game.apply(Roll((5, 5, 5, 2, 2)))
    game.apply(Score(Category.FIVES, 2))
    lines = score_sheet(game.state).splitlines()
    assert "     Column                1       2       3       1       2       3" in lines
    assert "     e) Fives              .       .      15       .       .       ." in lines
    assert "     Multiplier           x1      x2      x3      x1      x2      x3" in lines
    assert "     Column Total          0       0      45       0       0       0" in lines
    assert any("e2 enters Fives in column 2" in line for line in lines)


def test_long_names_widen_the_columns():
    game = DiceGame(get_rules("yacht"), ["Bartholomew-the-3rd", "ned"], seed=1)
    lines = score_sheet(game.state, columns=100).splitlines()
    head = lines[0]
    aces = next(line for line in lines if "a) Aces" in line)
    # Each value sits just left of the right end of its player's name.
    assert head.index("Bartholomew-the-3rd") + len("Bartholomew-the-3rd") - 2 == aces.index(".")
    assert head.rstrip().endswith("ned") and aces.rstrip().endswith(".")
    assert len(head.rstrip()) == len(aces.rstrip()) + 1


def test_bonuses_are_told_and_shown():
    from ynot.dice.text.narrate import describe

    game = DiceGame(get_rules("yacht"), ["fred", "ned"], seed=1)
    game.apply(Roll((6,) * 5))
    assert describe(game.apply(Score(Category.FIVE_KIND)), game.state) == ["fred scores 50 in y) Yacht."]
    game.apply(Roll((1, 2, 3, 4, 5)))
    game.apply(Score(Category.CHANCE))
    game.apply(Roll((6,) * 5))
    sentences = describe(game.apply(Score(Category.LARGE_STRAIGHT)), game.state)  # the Joker: full 40
    assert sentences == ["fred scores 40 in l) Large Strt.", "fred earns a 100-point Yacht bonus!"]
    assert "     Yacht Bonus (100)   100       ." in score_sheet(game.state).splitlines()


@pytest.mark.parametrize(("players", "columns", "blocks"), [(2, 4, 2), (6, 6, 6), (3, 1, 1), (4, 3, 2), (2, 3, 1)])
def test_a_sheet_wider_than_the_terminal_folds_into_blocks_of_whole_players(players, columns, blocks):
    """``ynot text --rules winzee`` for six players of six columns was 309 characters wide."""
    names = [f"Player{n}" for n in range(players)]
    rules = get_rules("winzee", columns=columns, multiplier="yes") if columns > 1 else get_rules("yacht")
    sheet = score_sheet(DiceGame(rules, names, seed=1).state, columns=80)
    assert max(len(line) for line in sheet.splitlines()) <= 80
    heads = [line for line in sheet.splitlines() if line.strip().startswith("Scores")]
    assert len(heads) == blocks
    assert [name for head in heads for name in head.split()[1:]] == names  # each player once, in order


def test_a_mailed_sheet_is_fitted_to_mail_whatever_terminal_the_server_runs_in(monkeypatch):
    from ynot.dice import DiceGame
    from ynot.dice.rules import get_rules
    from ynot.dice.text.mail import MAIL_KIND
    from ynot.pbm.kinds import MAIL_COLUMNS

    game = DiceGame(get_rules("winzee", columns=6), ["Ann", "Bob", "Cy", "Dan", "Eve", "Fay"], seed=3)
    mailed = {}
    for columns in ("40", "200"):
        monkeypatch.setenv("COLUMNS", columns)
        mailed[columns] = MAIL_KIND.table(game, None)
    assert mailed["40"] == mailed["200"]
    lines = mailed["40"].splitlines()
    assert max(len(line) for line in lines) <= MAIL_COLUMNS and sum("Fay" in line for line in lines) >= 1
