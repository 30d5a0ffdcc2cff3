"""The coach (issue 27): a hint is the hard computer's own choice with its reasons; ``ynot review`` lists
the plays where the hard computer's choice comes out better, by the same sampling, with the samples."""

import io
import random

from dominoes_helpers import order_for, plays

from ynot.cli import main
from ynot.core import Session
from ynot.dominoes import DominoGame, DominoRules, Draw, PlayTile, parse_record, write_record
from ynot.dominoes.coach import hint, hint_sentence, review_game, review_lines
from ynot.dominoes.computer import HardPlayer, canonical, computer
from ynot.text.dominoes import DominoTextSession

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
            assert f"scores {found.points} now (the field is {found.field})" in text and "open" in text
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
    session = Session(DominoRules(), ["Ann", "Computer"], seed=4)
    out = io.StringIO()
    DominoTextSession(session, computer("easy"), io.StringIO("hint\nquit\n"), out, rng=random.Random(4)).run()
    text = out.getvalue()
    assert "The hard computer would" in text or "There is nothing to play now." in text


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
