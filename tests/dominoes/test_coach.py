"""The coach (issues 27 and 37): a hint is the hard computer's own choice with its reasons, the same every
time for the same position, honest about its margins; ``ynot review`` weighs each decision on the same
samples as the hint, so following the hint is never flagged, nor is any decision of the hard computer."""

import io
import random

import pytest
from dominoes_helpers import endgames, game_with, order_for, plays, table_with

from ynot.cli import main
from ynot.core import Session, as_player
from ynot.dominoes import DominoGame, DominoRules, Draw, Pass, PlayTile, parse_record, write_record
from ynot.dominoes.coach import hint, hint_sentence, review_game, review_lines
from ynot.dominoes.computer import HardPlayer, computer
from ynot.dominoes.estimator import Effort, canonical, tie_key
from ynot.dominoes.text.board import DominoBoard
from ynot.i18n import speaking
from ynot.text.play import TextPlay

NAMES = ("Ann", "Bob", "Cy")
#: A small effort keeps the tests fast; the estimator is the same at every effort.
SMALL = HardPlayer(Effort(least=6, most=24, budget=2500, nodes=3000))


def _midgame(seed: int, players: int = 2) -> DominoGame:
    """A seeded game of easy players, at a decision with three or more things to do."""
    game = DominoGame(DominoRules(), NAMES[:players], seed=seed)
    rng = random.Random(seed)
    while game.state.opening is not None or len(game.legal_actions()) < 3:
        game.apply(computer("easy")(game, game.current, rng))
    return game


def test_a_hint_is_the_hard_computers_choice_and_says_why():
    for seed in range(6):
        game = _midgame(seed, 2 + seed % 2)
        found = hint(game, SMALL)
        chosen = SMALL(game, game.current, random.Random(seed))
        assert found.best.action == canonical(chosen, game.state.layout)
        text = hint_sentence(found)
        assert text.startswith("The hard computer would")
        if isinstance(found.best.action, PlayTile):
            now = f"scores {found.points} now" if found.points else "scores nothing now"
            assert f"{now} (the field is {found.field})" in text and "open" in text
        assert f"Over {found.margin.samples} sampled deals" in text


def test_the_same_position_gets_the_same_hint_every_time():
    for seed in range(4):
        game = _midgame(seed)
        first = hint_sentence(hint(game, SMALL))
        assert [hint_sentence(hint(game, SMALL)) for _ in range(3)] == [first] * 3
        twin = parse_record(write_record(game))  # the same position, reached again from its record
        from ynot.dominoes import replay

        assert hint_sentence(hint(replay(twin), SMALL)) == first
        # the hard computer, whatever random source it is handed, makes that same choice
        moves = {SMALL(game, game.current, random.Random(n)) for n in range(3)}
        assert {canonical(m, game.state.layout) for m in moves} == {hint(game, SMALL).best.action}


def test_a_margin_is_told_only_when_it_is_more_than_its_standard_error():
    told = even = 0
    for seed in range(10):
        found = hint(_midgame(seed), SMALL)
        text = hint_sentence(found)
        margin = found.margin
        if margin.meaningful:
            told += 1
            assert "comes out" in text and "give or take" in text and "about even" not in text
            assert margin.value > margin.value_error
        else:
            even += 1
            assert "about even" in text and "It is chosen because" in text
    assert told and even


def test_with_every_tile_known_the_hint_is_exact():
    game = endgames(1)[0]  # the boneyard drawn empty, six tiles in the two hands
    found = hint(game, SMALL)
    assert found.assessment.method == "exact" and found.best.samples == 1
    assert "With every tile known and both playing their best" in hint_sentence(found)
    # Bob draws all 14 tiles: every tile is known, but 21 tiles in a hand are too many to search exactly
    game = DominoGame(DominoRules(), ["Ann", "Bob"], order=order_for("6-6 5-5 5-0", "6-4 6-1 4-4"))
    plays(game, ["6-6"])
    while game.state.boneyard:
        game.apply(Draw())
    found = hint(game, SMALL)
    assert found.assessment.method == "known" and found.best.samples == 1
    assert "With every tile known, a look-ahead of its next moves" in hint_sentence(found)


def _stuck(players: int, partners: bool = False) -> DominoGame:
    """Bob (second to play) holds no six, the boneyard none either: after Ann's 6-6 he draws it empty and
    can only say "I can't go"."""
    if players == 2:
        game = game_with("6-6 6-5 6-4 6-3 6-2 6-1 6-0", "5-5 5-4 5-3 5-2 5-1 5-0 4-4")
    else:
        hands = ["6-6 6-5 6-4 6-3 6-2", "5-5 5-4 5-3 5-2 5-1", "6-1 6-0"] + [""] * (players - 3)
        game = table_with(hands, partners=partners)
    plays(game, ["6-6"])
    while game.legal_actions() == [Draw()]:
        game.apply(Draw())
    assert game.legal_actions() == [Pass()] and game.current == 1
    return game


@pytest.mark.parametrize(("players", "partners"), [(2, False), (3, False), (4, False), (4, True)])
def test_a_stuck_player_is_told_to_say_i_cant_go(players, partners):
    game = _stuck(players, partners)
    found = hint(game)
    assert found.stuck and found.best.action == Pass() and found.runner_up is None
    assert hint_sentence(found) == (
        'You can\'t go: no tile fits and the boneyard is empty. Type pass to say "I can\'t go".'
    )
    assert HardPlayer()(game, 1, random.Random(0)) == Pass()


def test_with_no_tile_that_fits_the_hint_says_draw():
    game = game_with("6-6 6-5 6-4 6-3 6-2 6-1 6-0", "5-5 5-4 5-3 5-2 5-1 5-0 4-4")
    plays(game, ["6-6"])
    found = hint(game)
    assert found.must_draw and hint_sentence(found).startswith("No tile fits: type draw")


def test_points_are_points_and_the_chance_to_win_is_told_apart():
    """Near the end a choice changes the chance to win: that chance is told in percent, and the points
    stay the points this hand (never a win's bonus counted as points)."""
    told = 0
    for seed in range(40):
        game = DominoGame(DominoRules(target=40), ["Ann", "Bob"], seed=seed)
        rng = random.Random(seed)
        while not game.is_over and told < 3:
            legal = game.legal_actions()
            if game.state.opening is None and len(legal) >= 2 and max(game.state.scores) >= 15:
                found = hint(game, SMALL)
                for estimate in found.assessment.estimates:
                    assert abs(estimate.points) < 200 and 0 <= estimate.win + estimate.lose <= 1
                text = hint_sentence(found)
                if "% of the deals" in text:
                    told += 1
                    assert "wins the game this hand in" in text or "Another side wins the game" in text
                    assert " 1000" not in text and "points better" in text or "about even" in text
            game.apply(computer("easy")(game, game.current, rng))
        if told >= 3:
            break
    assert told >= 3


def _last_tile_positions(count: int) -> list[DominoGame]:
    """Seeded positions where the player to move holds one tile that fits two or more chains, the boneyard
    not empty (the issue's 4-2: going out whichever chain it goes on)."""
    found = []
    for seed in range(400):
        game = DominoGame(DominoRules(target=100 + 50 * (seed % 3)), ["Ann", "Bob"], seed=seed)
        rng = random.Random(seed)
        while not game.is_over and len(found) < count:
            s = game.state
            hand = s.hands[s.current] if s.phase.value == "play" else ()
            if len(hand) == 1 and s.boneyard and len({canonical(p, s.layout) for p in game.plays()}) >= 2:
                found.append(game)
                break
            game.apply(computer("easy")(game, game.current, rng))
        if len(found) >= count:
            return found
    return found


def test_going_out_goes_where_it_scores_now():
    positions = _last_tile_positions(6)
    assert len(positions) == 6
    for game in positions:
        found = hint(game, SMALL)
        outs = [e for e in found.assessment.estimates if isinstance(e.action, PlayTile)]
        best_out = max(outs, key=lambda e: e.value)
        assert best_out.now == max(e.now for e in outs)
        if isinstance(found.best.action, PlayTile):  # drawing instead may give a better chance to win
            assert found.best is best_out or found.best.now == best_out.now
        for other in outs:  # every sample ends the hand at once: the margins are the points scored now
            margin = found.assessment.margin(best_out, other)
            assert margin.points == pytest.approx(best_out.now - other.now) and margin.points_error == 0


def test_ties_go_to_the_play_that_scores_now_then_to_the_one_that_leaves_less():
    checked = 0
    for game in [_midgame(seed, 2 + seed % 3) for seed in range(12)] + endgames(12):
        assessment = SMALL.assess(game, game.current)
        top = max(assessment.estimates, key=lambda e: e.value)
        if isinstance(top.action, Draw):  # a draw must stand out: a play not meaningfully below it is alike
            alike = [e for e in assessment.estimates if e is top or not assessment.margin(top, e).meaningful]
        else:
            alike = [e for e in assessment.estimates if e is top or assessment.margin(top, e).tied]
        assert assessment.choice == max(alike, key=tie_key)
        assert assessment.choice.now == max(e.now for e in alike)
        checked += len(alike) > 1
    assert checked >= 5


def test_the_text_hint_command():
    for seed in range(3):
        session = Session(DominoRules(), ["Ann", "Computer"], seed=seed)
        out = io.StringIO()
        computers = {1: as_player(computer("easy"))}
        TextPlay(session, io.StringIO("hint\nquit\n"), out, computers=computers, viewer=0, again=False).run()
        text = out.getvalue()
        assert "The hard computer would" in text and len(session.game.history) >= 1
        assert "not a move" not in text


def _shared_game(out: io.StringIO) -> str:
    """Ann and Bob share the terminal against a computer, every prompt answered (Enter to take the
    keyboard, then the first legal play, or draw, or pass); what ``out`` received."""
    session = Session(DominoRules(target=100), ["Ann", "Hard Computer", "Bob"], seed=2)

    class Typist(io.StringIO):
        def readline(self) -> str:  # noqa: D102
            text = out.getvalue()
            if text.rstrip().endswith("press Enter when ready."):
                return "\n"
            legal = session.game.legal_actions()
            play = next((a for a in legal if isinstance(a, PlayTile)), legal[0] if legal else None)
            if isinstance(play, PlayTile):
                chain = play.chain.word if play.chain is not None else ""
                return f"{play.tile.code} {chain}\n"
            return "draw\n" if isinstance(play, Draw) else ("quit\n" if play is None else "pass\n")

    board = DominoBoard(session, people=[0, 2])
    computers = {1: as_player(computer("easy"))}
    play = TextPlay(session, Typist(), out, board=board, computers=computers, viewer=None, again=False)
    assert play.run() == 0 and session.game.is_over
    return out.getvalue()


def test_people_sharing_the_terminal_pass_the_keyboard_and_see_only_their_tiles():
    text = _shared_game(io.StringIO())
    playing = text[: text.index(" wins, ")]  # the final table, after the game, is not anybody's turn
    chunks = playing.split("Pass the keyboard to ")[1:]
    assert {chunk.split(":")[0] for chunk in chunks} == {"Ann", "Bob"} and len(chunks) >= 6
    for chunk in chunks:  # between two hand-overs only the holder's tiles are ever shown
        holder = chunk.split(":")[0]
        shown = {line.split("'s tiles:")[0] for line in chunk.splitlines() if "'s tiles: " in line}
        assert shown <= {holder}
    assert "Your tiles:" not in playing and "Ann's tiles: " in playing and "Bob's tiles: " in playing


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_on_a_terminal_the_screen_is_cleared_before_the_keyboard_is_passed():
    clear = "\x1b[H\x1b[2J\x1b[3J"
    text = _shared_game(_Terminal())
    passes = text.split("Pass the keyboard to ")[:-1]  # what was on the screen before each hand-over
    assert len(passes) >= 6
    for before in passes:  # nobody's tiles are left on the screen when the next person sits down
        assert before.endswith(clear) or clear in before
        assert "'s tiles: " not in before.rsplit(clear, 1)[-1]
    assert clear not in _shared_game(io.StringIO())  # into a file or a pipe, no terminal codes


def _played(seed: int, seats: list, target: int = 100, names=("Careless", "Greedy", "Cy")) -> DominoGame:
    rng = random.Random(seed)
    game = DominoGame(DominoRules(target=target), list(names[: len(seats)]), seed=seed)
    while not game.is_over:
        game.apply(seats[game.current](game, game.current, rng))
    return game


def _follow_the_hint(game: DominoGame, seat: int, rng: random.Random):
    """A person who always does what the hint says."""
    if game.state.phase.value != "play":
        return computer("easy")(game, seat, rng)
    return hint(game, SMALL).best.action


def test_following_every_hint_is_never_flagged_nor_is_the_hard_computer():
    game = _played(1, [_follow_the_hint, SMALL], target=60, names=("Ann", "Hard"))
    found = review_game(parse_record(write_record(game)), player=SMALL)
    assert len([r for r in found if r.seat == 0]) >= 5 and len([r for r in found if r.seat == 1]) >= 5
    assert [r for r in found if r.flagged] == []
    lines = review_lines(parse_record(write_record(game)), found)
    assert "  Ann: the hard computer's choice was better in 0 of" in "\n".join(lines)


def test_review_finds_more_given_away_by_a_careless_player_than_by_a_greedy_one():
    record = parse_record(write_record(_played(3, [computer("random"), computer("easy"), computer("easy")])))
    found = review_game(record, player=SMALL)
    flagged = [r for r in found if r.flagged]
    assert flagged and all(r.margin.value > r.margin.value_error for r in flagged)
    careless = sum(r.margin.points for r in flagged if r.seat == 0)
    greedy = sum(r.margin.points for r in flagged if r.seat == 1)
    assert careless > greedy
    lines = review_lines(record, found, ("Careless",), 80)
    assert any(line.startswith("  Careless: the hard computer's choice was better in") for line in lines)
    assert not any(line.startswith("  Greedy:") for line in lines)
    assert all(len(line) <= 80 for line in lines)
    assert any(" ± " in line for line in lines)


def test_review_and_hint_speak_german_with_decimal_commas():
    record = parse_record(write_record(_played(3, [computer("random"), computer("easy"), computer("easy")])))
    found = review_game(record, player=SMALL)
    with speaking("de"):
        lines = review_lines(record, found, ("Careless",), 80)
        text = hint_sentence(hint(_midgame(2), SMALL))
    rows = [line for line in lines if " ± " in line]
    assert rows and all("," in row.split(" ± ")[0][-4:] for row in rows)
    assert not any(ch.isdigit() and "." in row for row in rows for ch in row[-14:])
    assert "," in text and "Punkte" in text


def test_ynot_review_of_a_dominoes_record(tmp_path, capsys):
    path = tmp_path / "game.record"
    path.write_text(write_record(_played(5, [computer("random"), computer("easy")], target=25)))
    assert main(["review", str(path), "--player", "Careless"]) == 0
    out = capsys.readouterr().out
    assert "against the hard computer's choices" in out and "samples" in out
    assert "Careless: the hard computer's choice was better in" in out
    lines = path.read_text().splitlines()
    bad = next(i for i, line in enumerate(lines) if line.startswith("play ") and i > 8)
    lines[bad] = "play 6-6 sideways"
    path.write_text("\n".join(lines) + "\n")
    assert main(["review", str(path)]) != 0
    assert f"line {bad + 1}" in capsys.readouterr().err
