"""The coach (issue 27): a hint is the hard computer's own choice with its reasons; ``ynot review`` lists
the plays where the hard computer's choice comes out better, by the same sampling, with the samples."""

import io
import random

from dominoes_helpers import order_for, plays

from ynot.cli import main
from ynot.core import Session, as_player
from ynot.dominoes import DominoGame, DominoRules, Draw, PlayTile, parse_record, write_record
from ynot.dominoes.coach import hint, hint_sentence, review_game, review_lines
from ynot.dominoes.computer import HardPlayer, canonical, computer
from ynot.dominoes.text.board import DominoBoard
from ynot.text.play import TextPlay

NAMES = ("Ann", "Bob", "Cy")


def test_a_hint_is_the_hard_computers_choice_and_says_why():
    for seed in range(6):
        game = DominoGame(DominoRules(), NAMES[: 2 + seed % 2], seed=seed)
        rng = random.Random(seed)
        while game.state.opening is not None or len(game.legal_actions()) < 3:
            game.apply(computer("easy")(game, game.current, rng))
        found = hint(game, random.Random(99))
        chosen = HardPlayer()(game, game.current, random.Random(99))
        assert found.best.action == canonical(chosen, game.state.layout)
        text = hint_sentence(found)
        assert text.startswith("The hard computer would")
        if isinstance(found.best.action, PlayTile):
            now = f"scores {found.points} now" if found.points else "scores nothing now"
            assert f"{now} (the field is {found.field})" in text and "open" in text
        assert f"Over {found.best.samples} sampled deals" in text or "every tile known" in text


def test_a_hint_with_every_tile_known_searches_instead_of_sampling():
    # Ann 6-6 5-5; Bob 6-4 6-1: boneyard empty once every tile is dealt or drawn; here Bob must choose.
    game = DominoGame(DominoRules(), ["Ann", "Bob"], order=order_for("6-6 5-5 5-0", "6-4 6-1 4-4"))
    plays(game, ["6-6"])
    while game.state.boneyard:
        game.apply(Draw())
    found = hint(game, random.Random(1))
    assert found.best.samples == 1 and "every tile known" in hint_sentence(found)


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


def _played(seed: int) -> DominoGame:
    rng = random.Random(seed)
    game = DominoGame(DominoRules(target=100), ["Careless", "Greedy", "Cy"], seed=seed)
    seats = [computer("random"), computer("easy"), computer("easy")]
    while not game.is_over:
        game.apply(seats[game.current](game, game.current, rng))
    return game


def test_review_finds_more_given_away_by_a_careless_player_than_by_a_greedy_one():
    record = parse_record(write_record(_played(3)))
    found = review_game(record, player=HardPlayer(worlds=8, budget=1500))
    assert found and all(r.loss >= 0 for r in found)
    careless = sum(r.loss for r in found if r.seat == 0)
    greedy = sum(r.loss for r in found if r.seat == 1)
    assert careless > greedy
    lines = review_lines(record, found, ("Careless",))
    assert any(line.startswith("  Careless: the hard computer's choice would have scored") for line in lines)
    assert not any(line.startswith("  Greedy:") for line in lines)


def test_ynot_review_of_a_dominoes_record(tmp_path, capsys):
    path = tmp_path / "game.record"
    path.write_text(write_record(_played(5)))
    assert main(["review", str(path), "--player", "Careless"]) == 0
    out = capsys.readouterr().out
    assert "against the hard computer's choices" in out and "samples" in out
    assert "Careless: the hard computer's choice would have scored" in out
    lines = path.read_text().splitlines()
    bad = next(i for i, line in enumerate(lines) if line.startswith("play ") and i > 8)
    lines[bad] = "play 6-6 sideways"
    path.write_text("\n".join(lines) + "\n")
    assert main(["review", str(path)]) != 0
    assert f"line {bad + 1}" in capsys.readouterr().err
