"""Dominoes kept like the dice game: saved after every action and resumed, results per player, a
damaged saved game moved aside with a sentence. Real files and a real sqlite database."""

import io
import random

from ynot.cli import main
from ynot.core import Session, as_player
from ynot.dominoes import DominoRules, Draw, PlayTile
from ynot.dominoes.computer import computer
from ynot.store import Store
from ynot.text.play import TextPlay


def against_easy(session: Session, stdin, out, rng: random.Random | None = None) -> TextPlay:
    """One game at the terminal against the easy computer, the person at seat 0 (no second game)."""
    return TextPlay(session, stdin, out, computers={1: as_player(computer("easy"))}, rng=rng, viewer=0, again=False)


RULES = DominoRules(target=100)


def play_some(session: Session, steps: int, rng: random.Random) -> None:
    easy = computer("easy")
    for _ in range(steps):
        if session.game.is_over:
            return
        session.apply(easy(session.game, session.game.current, rng))


def test_a_game_is_saved_after_every_action_and_offered_again(ynot_home):
    with Store.open() as store:
        session = Session(RULES, ["Ann", "Computer"], store=store, seed=4)
        play_some(session, 9, random.Random(4))
        state, history = session.game.state, list(session.game.history)
    with Store.open() as store:
        again = Session(RULES, ["Ann", "Computer"], store=store, seed=99)
        assert again.resume(max_players=2)
        assert again.game.state == state and again.game.history == history
        # the boneyard still comes in the same order: the next draws are the same
        assert again.game.rng.getstate() == session.game.rng.getstate()
        other = Session(DominoRules(9), ["Ann", "Computer"], store=store, seed=1)
        assert not other.resume(max_players=2)  # a double-nine game does not take a double-six save


def test_a_partner_is_no_opponent_in_the_points_against(ynot_home):
    names = ["Ann", "Bob", "Cy", "Dan"]
    with Store.open() as store:
        session = Session(DominoRules(target=100, partners=True), names, store=store, seed=5)
        play_some(session, 10_000, random.Random(5))
        scores = session.game.scores()
        assert session.game.is_over and scores[0] != scores[1]
        against = {name: store.all_stats(name)[0].all_time.against for name in names}
    # Ann and Cy play across from Bob and Dan: each side's points are against the other side only
    assert against == {"Ann": scores[1], "Bob": scores[0], "Cy": scores[1], "Dan": scores[0]}


def test_results_per_player_are_kept_when_a_game_ends(ynot_home):
    with Store.open() as store:
        for seed in (1, 2):
            session = Session(RULES, ["Ann", "Computer"], store=store, seed=seed)
            play_some(session, 10_000, random.Random(seed))
            assert session.game.is_over
        (ann_stats,) = store.all_stats("Ann")
        (computer_stats,) = store.all_stats("Computer")
        ann, computer_record = ann_stats.all_time, computer_stats.all_time
        assert ann_stats.rules_key == "dominoes double-six target=100" and ann.games == 2
        assert ann.wins + computer_record.wins == 2
        assert ann.total == computer_record.against and ann.against == computer_record.total
        assert ann.best >= 0 and ann.total % 5 == 0
        assert store.load_autosave() is None
        assert [g.rules_key for g in store.games()] == ["dominoes double-six target=100"] * 2
        assert store.high_score_rules() == []  # dominoes keeps no high score table
        store.reset_player("Ann")
        assert store.all_stats("Ann") == []


def test_a_damaged_saved_game_is_moved_aside_with_a_sentence(ynot_home):
    with Store.open() as store:
        session = Session(RULES, ["Ann", "Computer"], store=store, seed=4)
        play_some(session, 5, random.Random(4))
        [path] = list(store.data_dir.glob("autosave-*.json"))
    path.write_bytes(path.read_bytes().replace(b"play", b"pl@y", 1))
    with Store.open() as store:
        assert store.load_autosave() is None and path.exists()  # the dice games' look leaves it alone
        assert store.notices == []
        assert store.load_autosave("dominoes") is None  # dominoes reads it
        [notice] = store.notices
        assert notice.startswith(f"The saved game {path.name} could not be resumed because")
        assert not path.exists() and list(store.data_dir.glob("autosave-*.json*"))


def test_ynot_dominoes_offers_the_unfinished_game_on_the_next_start(ynot_home, monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO("draw\nquit\n"))
    assert main(["dominoes", "--seed", "8", "--name", "Ann", "--level", "easy"]) == 0
    first = capsys.readouterr().out
    assert "The game is saved; it will be offered the next time you play." in first
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert main(["dominoes", "--name", "Ann"]) == 0
    assert "Your unfinished game goes on." in capsys.readouterr().out
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert main(["dominoes", "--name", "Ann", "--new"]) == 0
    assert "Your unfinished game goes on." not in capsys.readouterr().out


def test_a_text_game_to_the_end_says_each_players_record(ynot_home):
    with Store.open() as store:
        session = Session(RULES, ["Ann", "Computer"], store=store, seed=3)
        rng = random.Random(3)
        easy = computer("easy")

        class Typist(io.TextIOBase):
            def readline(self, size=-1):
                game = session.game
                if game.state.phase.value == "hand-over":
                    return "\n"
                action = easy(game, game.current, rng)
                if isinstance(action, PlayTile):
                    chain = action.chain.word if action.chain is not None else ""
                    return f"{action.tile.code} {chain}\n"
                return ("draw" if action == Draw() else "pass") + "\n"

        out = io.StringIO()
        assert against_easy(session, Typist(), out, rng=random.Random(3)).run() == 0
        text = out.getvalue()
        assert "Ann has played 1 game of dominoes (double-six target=100): " in text
        assert "Computer has played 1 game of dominoes" in text


def test_a_saved_dice_game_and_a_saved_dominoes_game_do_not_hide_each_other(ynot_home):
    from ynot.dice import Roll
    from ynot.dice.rules import get_rules

    with Store.open() as store:
        dominoes = Session(RULES, ["Ann", "Computer"], store=store, seed=4)
        play_some(dominoes, 5, random.Random(4))
        dice = Session(get_rules("yacht"), ["Ann"], store=store, seed=2)
        dice.apply(Roll())  # saved last
    with Store.open() as store:
        again = Session(RULES, ["Ann", "Computer"], store=store, seed=1)
        assert again.resume(max_players=2) and again.game.state == dominoes.game.state
        other = Session(get_rules("yacht"), ["Ann"], store=store, seed=1)
        assert other.resume() and other.game.state == dice.game.state


def test_a_look_that_plays_dice_is_never_offered_a_dominoes_game(ynot_home):
    with Store.open() as store:
        session = Session(RULES, ["Ann", "Computer"], store=store, seed=4)
        play_some(session, 3, random.Random(4))
    with Store.open() as store:
        assert store.load_autosave() is None  # dice games only, unless told
        assert store.load_autosave("dominoes").game.state == session.game.state
        assert store.load_autosave(None).game.state == session.game.state
