"""``ynot dominoes``: text play driven by text streams, wrong lines included."""

import io
import random

import pytest
from dominoes_helpers import order_for

from ynot.core import Session, as_player
from ynot.dominoes import Chain, Deal, DominoGame, DominoRules, Draw, Pass, Phase, PlayTile, Tile
from ynot.dominoes.computer import computer
from ynot.dominoes.text.board import CommandError, parse_line, table_text
from ynot.i18n import speaking
from ynot.text.play import TextPlay


def against_easy(session: Session, stdin, out, rng: random.Random | None = None) -> TextPlay:
    """One game at the terminal against the easy computer, the person at seat 0 (no second game)."""
    return TextPlay(session, stdin, out, computers={1: as_player(computer("easy"))}, rng=rng, viewer=0, again=False)


RULES = DominoRules(target=100)
JUNK = ["", "   ", "xyzzy", "6-6 sideways", "9-9 left", "play", "7-1", "6-3 left right", "[4|", "pass now", "\x00\xff"]


class Typist(io.TextIOBase):
    """Standard input that types a legal move for the player at seat 0, after a wrong line now and then."""

    def __init__(self, session: Session, seed: int) -> None:
        self.session = session
        self.rng = random.Random(seed)
        self.lines = 0

    def readline(self, size: int = -1) -> str:
        self.lines += 1
        game = self.session.game
        if self.rng.random() < 0.15:
            return self.rng.choice(JUNK) + "\n"
        if game.state.phase is Phase.HAND_OVER:
            return "\n"
        action = self.rng.choice(game.legal_actions())
        if isinstance(action, Draw):
            return self.rng.choice(["draw", "d", "DRAW"]) + "\n"
        if isinstance(action, Pass):
            return self.rng.choice(["pass", "I can't go"]) + "\n"
        assert isinstance(action, PlayTile)
        tile = self.rng.choice([action.tile.code, f"{action.tile[1]}{action.tile[0]}", str(action.tile)])
        chain = action.chain.word if action.chain is not None else ""
        if len(game.fits(action.tile)) == 1 and self.rng.random() < 0.5:
            chain = ""
        return f"{self.rng.choice(['', 'play '])}{tile} {chain}\n"


@pytest.mark.parametrize("seed", range(4))
def test_whole_games_typed_line_by_line_with_wrong_lines_on_the_way(seed):
    session = Session(RULES, ["Ann", "Computer"], seed=seed)
    out = io.StringIO()
    typist = Typist(session, seed)
    status = against_easy(session, typist, out, rng=random.Random(seed)).run()
    text = out.getvalue()
    assert status == 0 and session.game.is_over
    assert "Traceback" not in text and text.count(" wins, ") == 1
    assert session.series.is_over and session.series.totals == session.game.scores()


def test_each_wrong_line_gets_a_sentence_and_the_game_goes_on():
    order = order_for("6-6 6-4 6-1 4-1", "6-3 6-2 3-3")
    session = Session(RULES, ["Ann", "Computer"], seed=1)
    session.game = DominoGame(RULES, ["Ann", "Computer"], order=order)
    lines = ["hello", "5-5", "6-6 up", "help", "6-6", "6-4 up", "6-4 sideways", "6-4", "quit"]
    out = io.StringIO()
    against_easy(session, io.StringIO("\n".join(lines) + "\n"), out).run()
    text = out.getvalue()
    assert "'hello' is not a tile or a command" in text
    assert "You do not hold [5|5]." in text
    assert "Ann plays [6|6] as the spinner: the field is 12." in text  # "6-6 up": the chain is ignored
    assert "Computer plays [6|3] on the left chain: the field is 15, 15 points." in text
    assert "Commands:" in text
    assert "There is no chain 'sideways'" in text
    assert "Ann plays [6|4] on the right chain: the field is 19." in text
    assert text.rstrip().endswith("The game was left unfinished.")


def test_the_table_shows_ends_boneyard_hand_and_crosses():
    game = DominoGame(RULES, ["Ann", "Computer"], order=order_for("6-6 6-4 6-1 4-1", "6-3 6-2 3-3"))
    for action in (PlayTile(Tile(6, 6)), PlayTile(Tile(6, 3), Chain.LEFT), PlayTile(Tile(6, 4), Chain.RIGHT)):
        game.apply(action)
    text = table_text(game, 0)
    assert "Spinner [6|6]" in text and "Boneyard: 14" in text and "Computer 15" not in text
    assert text.splitlines()[2] == " * Computer             X/ 15"
    assert "left   [6|3]" in text and "end 3" in text and "right  [6|4]" in text
    assert "up     -" in text and "end 6" in text and "Field value 19" in text
    assert "Your tiles: [6|1] [4|1]" in text


@pytest.mark.parametrize(
    ("line", "words"),
    [
        ("", "Type a tile"),
        ("6", "not a tile"),
        ("6-1 left up", "one chain"),
        ("6-2", "do not hold"),
        ("4-1", "fits no open end"),
        ("6-1", "fits more than one chain"),
    ],
)
def test_lines_that_are_not_moves(line, words):
    game = DominoGame(RULES, ["Ann", "Computer"], order=order_for("6-6 6-1 4-1", "6-3 6-2 3-3"))
    game.apply(PlayTile(Tile(6, 6)))
    game.apply(Draw())  # the computer draws: Ann is still not to move, but parsing reads her hand
    with pytest.raises(CommandError, match=words):
        parse_line(line, game, 0)


def test_commands_and_moves_are_read():
    game = DominoGame(RULES, ["Ann", "Computer"], order=order_for("6-6 6-1 4-1", "6-3 6-2 3-3"))
    assert parse_line("66", game, 0) == PlayTile(Tile(6, 6))
    assert parse_line("d", game, 0) == Draw() and parse_line("I can't go", game, 0) == Pass()
    assert parse_line("?", game, 0) == "help" and parse_line("QUIT", game, 0) == "quit"
    game.apply(PlayTile(Tile(6, 6)))
    assert parse_line("play [1|6] r", game, 0).chain == 1
    assert game.legal_actions() != [Deal()]


def test_ynot_dominoes_runs_from_the_command_line(monkeypatch, capsys):
    from ynot.cli import main

    monkeypatch.setattr("sys.stdin", io.StringIO("what\nhelp\nquit\n"))
    assert main(["dominoes", "--no-keep", "--seed", "5", "--level", "easy"]) == 0
    out = capsys.readouterr().out
    assert "Muggins dominoes, double-six set, to 300." in out and "'what' is not a tile" in out
    assert "Your tiles:" in out and out.rstrip().endswith("The game was left unfinished.")
    assert main(["dominoes", "--no-keep", "--target", "7"]) == 1
    assert "multiple of 5" in capsys.readouterr().err


def test_a_player_called_computer_plays_the_computer(capsys, monkeypatch):
    """``--name Computer`` was refused as a duplicate name, though nobody had said what the computer is called."""
    import io

    from ynot.cli import main

    monkeypatch.setattr("sys.stdin", io.StringIO("scores\nquit\n"))
    assert main(["dominoes", "--name", "Computer", "--seed", "2", "--no-keep"]) == 0
    out = capsys.readouterr().out
    assert "Computer (hard)" in out and "same name" not in out


def test_an_empty_name_is_refused_not_replaced(capsys):
    from ynot.cli import main

    assert main(["dominoes", "--name", "", "--no-keep"]) == 1
    assert "a player needs a name" in capsys.readouterr().err


def test_the_command_line_offers_every_level_the_game_has(capsys, monkeypatch):
    """``--level`` and ``--players`` take their levels from the game's kind, so a level the game adds (the
    hoarder) is offered at once; the Mac look's levels and the seats' words are the same names."""
    from ynot.cli import main
    from ynot.core import get_kind
    from ynot.dominoes.computer import LEVELS
    from ynot.dominoes.seats import parse_seats
    from ynot.ui.mac.setup import LEVELS as MAC_LEVELS

    levels = tuple(LEVELS)
    with pytest.raises(SystemExit):
        main(["dominoes", "--help"])
    shown = capsys.readouterr().out
    assert "--level {" + ",".join(levels) + "}" in shown
    assert "a computer (" + ", ".join(levels) + ")" in " ".join(shown.split())
    assert get_kind("dominoes").level_names() == levels
    assert set(MAC_LEVELS) <= set(levels)
    assert [parse_seats(f"Ann,{level}")[1].level for level in levels] == list(levels)
    for level in levels:
        monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
        assert main(["dominoes", "--no-keep", "--seed", "3", "--level", level]) == 0, level
        assert "Muggins dominoes, double-six set, to 300." in capsys.readouterr().out


@pytest.mark.parametrize(("language", "default"), [(None, "Player 1"), ("de", "Spieler 1")])
def test_the_terminal_and_the_mac_give_a_nameless_player_the_same_name(language, default, capsys, monkeypatch):
    """Text play called a nameless player "Player", the Mac look "Player 1": both take core's one default
    (numbered, as a table of two to four needs), in the language in use."""
    from ynot import i18n
    from ynot.cli import main
    from ynot.ui.mac.seating import TableGames

    i18n.set_language(language)
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert main(["dominoes", "--no-keep", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert TableGames(None, ()).first_names()[0] == default
    assert default in out and f"{default} 1" not in out


GERMAN_CHAINS = {Chain.LEFT: "links", Chain.RIGHT: "rechts", Chain.UP: "oben", Chain.DOWN: "unten"}


def test_the_german_terminal_takes_german_chains_and_commands_beside_the_english_ones():
    game = DominoGame(DominoRules(), ["Ann", "Bob"], order=order_for("6-6 6-0 6-1", "5-5 4-4"))
    with speaking("de"):
        assert parse_line("66", game, 0) == PlayTile(Tile(6, 6), None)
        game.apply(PlayTile(Tile(6, 6), None))
        game.apply(Draw())  # Bob draws, then it is still Bob's turn; Ann's hand is read as hers
        for line, chain in [
            ("60 links", Chain.LEFT),
            ("legen 60 l", Chain.LEFT),
            ("60 rechts", Chain.RIGHT),
            ("60 left", Chain.LEFT),
            ("6-0 right", Chain.RIGHT),
        ]:
            assert parse_line(line, game, 0) == PlayTile(Tile(6, 0), chain)
        assert parse_line("ziehen", game, 0) == Draw() and parse_line("z", game, 0) == Draw()
        assert parse_line("draw", game, 0) == Draw()
        assert parse_line("passen", game, 0) == Pass() and parse_line("Ich muss passen", game, 0) == Pass()
        assert [parse_line(word, game, 0) for word in ("hilfe", "tipp", "zeigen", "ende", "help", "hint")] == [
            "help",
            "hint",
            "show",
            "quit",
            "help",
            "hint",
        ]
        with pytest.raises(CommandError, match="Die Ketten sind links, rechts, oben, unten"):
            parse_line("60 seitlich", game, 0)
    assert parse_line("60 left", game, 0) == PlayTile(Tile(6, 0), Chain.LEFT)
    with pytest.raises(CommandError, match="the chains are left, right, up, down"):
        parse_line("60 links", game, 0)


class GermanTypist(Typist):
    """Types only German words: legen, ziehen, passen, links, rechts, oben, unten, and hilfe and tipp."""

    def readline(self, size: int = -1) -> str:
        self.lines += 1
        game = self.session.game
        if game.state.phase is Phase.HAND_OVER:
            return "\n"
        if self.lines in (2, 3, 4):
            return ["hilfe", "tipp", "zeigen"][self.lines - 2] + "\n"
        action = self.rng.choice(game.legal_actions())
        if isinstance(action, Draw):
            return self.rng.choice(["ziehen", "z"]) + "\n"
        if isinstance(action, Pass):
            return self.rng.choice(["passen", "ich muss passen"]) + "\n"
        chain = GERMAN_CHAINS[action.chain] if action.chain is not None else ""
        return f"{self.rng.choice(['', 'legen '])}{action.tile.code} {chain}\n"


def test_a_whole_game_typed_in_german():
    session = Session(RULES, ["Ann", "Computer"], seed=3)
    out = io.StringIO()
    with speaking("de"):
        status = against_easy(session, GermanTypist(session, 3), out, rng=random.Random(3)).run()
    text = out.getvalue()
    assert status == 0 and session.game.is_over
    assert "ist weder ein Stein noch ein Befehl" not in text and "Es gibt keine Kette" not in text
    assert "  ziehen      nimmt einen Stein" in text and "Der starke Computer würde" in text
    assert "Tippen Sie hilfe für die Befehle." in text


def test_the_series_line_names_partnerships_once_and_no_solitaire():
    session = Session(DominoRules(target=50, partners=True), ["Ann", "Bob", "Cy", "Dan"], seed=5)
    out = io.StringIO()
    computers = {seat: as_player(computer("easy")) for seat in range(4)}
    TextPlay(session, io.StringIO("no\n"), out, computers=computers, rng=random.Random(5), viewer=None).run()
    text = out.getvalue()
    totals = session.series.totals
    line = f"1 game played: Ann and Cy {totals[0]}, Bob and Dan {totals[1]}."
    assert line in text and "Solitaire" not in text
