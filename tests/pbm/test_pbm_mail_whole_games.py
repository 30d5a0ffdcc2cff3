"""Whole games by mail (issues 28 and 38): Yacht, Muggins dominoes for two and for four as two partnerships,
and a Yacht game of three readers of different languages, every message mailed into a Maildir that ``ynot
pbm poll`` reads, every answer and board out through a real SMTP server (aiosmtpd). No mail ever carries a
password, no mail shows a player a tile of another's hand (a partner's included) or of the boneyard, and
every reader gets every mail in their own language, whoever caused it."""

import mailbox

import pytest

from pbm.mail_helpers import SmtpServer, mail, write_mail_settings
from ynot.cli import main
from ynot.dominoes import Draw, PlayTile, get_domino_rules
from ynot.paths import data_dir
from ynot.pbm.boards import BoardStore

FRED, NED = "fred@example.org", "ned@example.net"
ADDRESSES = {"fred": FRED, "ned": NED, "amy": "amy@example.com", "karl": "karl@example.de"}
LANGUAGES = {"karl": "de"}
PASSWORDS = tuple(f"pw-{name}" for name in ADDRESSES)


@pytest.fixture
def server(monkeypatch, tmp_path):
    monkeypatch.setattr("ynot.pbm.boards.secrets.randbits", lambda bits: 2026)
    monkeypatch.setattr("ynot.pbm.users.SCRYPT_N", 2**4)  # cheap hashes: these are long games of mail
    users = BoardStore().users
    for name, address in ADDRESSES.items():
        users.add(name, f"pw-{name}", address, LANGUAGES.get(name, ""))
    with SmtpServer() as smtp:
        write_mail_settings(smtp=f"127.0.0.1:{smtp.port}", security="none", rate="1000",
                            **{"from": "games@ynot.test"})
        yield smtp.handler, mailbox.Maildir(tmp_path / "Maildir", create=True), tmp_path / "Maildir"


class Player:
    """Mails commands into the Maildir and has the server poll it."""

    def __init__(self, handler, box, path, capsys) -> None:
        self.handler, self.box, self.path, self.capsys = handler, box, path, capsys
        self.count = 0

    def send(self, user: str, line: str) -> list:
        """Mail ``line`` from ``user``; the mails the server sent in answer."""
        before = len(self.handler.mails)
        self.count += 1
        self.box.add(mail(ADDRESSES[user], f"{line}\n", message_id=f"<g{self.count}@example.org>"))
        assert main(["pbm", "poll", str(self.path)]) == 0, self.capsys.readouterr().err
        self.capsys.readouterr()
        new = self.handler.mails[before:]
        for received in new:
            text = received.message.as_string()
            assert not any(p in text for p in PASSWORDS), text
        return new


def no_password_in_the_outbox():
    for path in (data_dir() / "pbm").rglob("*"):
        if path.is_file() and "outbox" in path.parts:
            assert not any(p.encode() in path.read_bytes() for p in PASSWORDS), path


def test_a_whole_game_of_yacht_by_mail(server, capsys):
    handler, box, path = server
    player = Player(handler, box, path, capsys)
    player.send("fred", "yacht challenge fred pw-fred ned")
    for letter in "abcdeftrhslyx":
        for user in ("fred", "ned"):
            board = BoardStore().load(1)
            assert board.current_user == user
            new = player.send(user, f"yacht move 1#{board.move_number} {user} pw-{user} {letter}")
            assert sorted(r for m in new for r in m.recipients) == [NED, FRED] or len(new) == 1
    board = BoardStore().load(1)
    assert board.game.is_over and board.move_number == 26
    assert handler.mails[-1].subject == "Yacht board 1: the game is over"
    assert "Game over:" in handler.mails[-1].body
    no_password_in_the_outbox()


def tile_strings(tiles) -> set[str]:
    return {f"[{a}|{b}]" for a, b in tiles} | {f"[{b}|{a}]" for a, b in tiles}


def choose(game, seat) -> str:
    """A legal move as mail words: the first play, else draw, else pass."""
    for action in game.legal_actions():
        if isinstance(action, PlayTile):
            tile = f"{action.tile[0]}-{action.tile[1]}"
            return tile if action.chain is None else f"{tile} {action.chain.label}"
    return "draw" if any(isinstance(a, Draw) for a in game.legal_actions()) else "pass"


def play_dominoes(player: Player, handler, challenge: str) -> int:
    """Play the board ``challenge`` opens to its end by mail; after each move every mail it caused is checked:
    one a player, showing that player's tiles and no other seat's (a partner's neither), nor the boneyard."""
    player.send("fred", challenge)
    mails = len(handler.mails)
    moves = 0
    while True:
        board = BoardStore().load(1)
        if board.is_over:
            break
        seat = board.seat
        user = board.users[seat]
        move = choose(board.game, seat)
        verb = move if move in ("draw", "pass") else "move"
        words = f"domino {verb} 1#{board.move_number} {user} pw-{user}"
        player.send(user, words if verb != "move" else f"{words} {move}")
        after = BoardStore().load(1)
        assert after.move_number == board.move_number + 1, handler.mails[-1].body
        state = after.game.state
        hands = {name: tile_strings(state.hands[i]) for i, name in enumerate(after.users)}
        boneyard = tile_strings(state.boneyard)
        readers = []
        for received in handler.mails[mails:]:
            assert len(received.recipients) == 1  # each player a mail of their own
            reader = next(n for n, a in ADDRESSES.items() if a == received.recipients[0])
            readers.append(reader)
            german = LANGUAGES.get(reader) == "de"
            heading = f"Runde {state.hand_number}, auf" if german else f"Hand {state.hand_number}, to"
            table = received.body  # the table as it is now (the sentences before it may tell of a past hand)
            table = table[table.rindex(heading):]
            for other in after.users:
                if other != reader:
                    assert not hands[other] & set(table.replace("\r\n", " ").split()), (reader, other, table)
            assert not any(t in table for t in boneyard), table
            assert ("Ihre Steine:" if german else "Your tiles:") in table
        assert sorted(readers) == sorted(after.users)
        mails = len(handler.mails)
        moves += 1
        assert moves < 3000
    return moves


def short_games(monkeypatch, target: int = 60) -> None:
    """Boards of dominoes played to ``target`` points, not 300 (a whole game in a test's time)."""
    monkeypatch.setattr("ynot.dominoes.text.mail.get_domino_rules",
                        lambda **options: get_domino_rules(target=target, **options))


@pytest.mark.slow
def test_a_whole_game_of_dominoes_by_mail(server, capsys, monkeypatch):
    handler, box, path = server
    short_games(monkeypatch)
    moves = play_dominoes(Player(handler, box, path, capsys), handler, "domino challenge fred pw-fred ned")
    board = BoardStore().load(1)
    assert board.game.is_over and moves == board.move_number and max(board.game.scores()) >= 60
    assert "the game is over" in handler.mails[-1].subject
    no_password_in_the_outbox()
    capsys.readouterr()
    assert main(["pbm", "show", "1"]) == 0
    shown = capsys.readouterr().out
    assert "Your tiles" not in shown  # the keeper's view is the table's


@pytest.mark.slow
def test_a_whole_game_of_dominoes_for_four_partners_by_mail(server, capsys, monkeypatch):
    handler, box, path = server
    short_games(monkeypatch)
    play_dominoes(Player(handler, box, path, capsys), handler,
                  "domino challenge fred pw-fred amy ned karl --partners")
    board = BoardStore().load(1)
    state = board.game.state
    assert board.users == ("fred", "amy", "ned", "karl") and state.rules.partners and board.game.is_over
    winners = {board.users[seat] for seat in state.winners()}
    assert winners in ({"fred", "ned"}, {"amy", "karl"})  # partners across the table win together
    assert state.scores[0] == state.scores[2] and state.scores[1] == state.scores[3]
    last = {m.recipients[0]: m for m in handler.mails[-4:]}
    assert "the game is over" in last[FRED].subject and "Das Spiel ist aus" in last["karl@example.de"].subject
    no_password_in_the_outbox()
    capsys.readouterr()
    assert main(["pbm", "list", "--all"]) == 0
    out = capsys.readouterr().out
    assert "domino fred v amy v ned v karl  --  finished:" in out


def test_a_game_of_three_languages_every_reader_in_their_own(server, capsys):
    """fred and amy set no language (the server's, English), karl German: whoever moves or resigns, fred
    and amy read English and karl German, the news of the resignation too."""
    handler, box, path = server
    player = Player(handler, box, path, capsys)
    player.send("karl", "yacht challenge karl pw-karl fred amy")
    for letter in "abcdef":
        for user in ("karl", "fred", "amy"):
            board = BoardStore().load(1)
            new = player.send(user, f"yacht move 1#{board.move_number} {user} pw-{user} {letter}")
            by_reader = {r: m for m in new for r in m.recipients}
            assert set(by_reader) == {FRED, "amy@example.com", "karl@example.de"}
            assert by_reader[FRED] is by_reader["amy@example.com"]  # one mail for the English readers
            english, german = by_reader[FRED], by_reader["karl@example.de"]
            assert english.subject.startswith("Yacht board 1: ") and "Aces" in english.body
            assert german.subject.startswith("Yacht Brett 1: ") and "Einser" in german.body
            assert "Punkte" not in english.body and "Aces" not in german.body
    new = player.send("karl", "yacht resign 1 karl pw-karl")
    by_reader = {r: m for m in new for r in m.recipients}
    assert "karl resigns; the game ends" in by_reader[FRED].body
    assert "karl gibt auf; das Spiel endet" in by_reader["karl@example.de"].body
    new = player.send("karl", "yacht show 99\nyacht move 1 fred\n")
    [answer] = new
    assert "Es gibt kein Brett 99." in answer.body
    assert "So wird das nicht geschrieben: yacht move brett# benutzer kennwort zug." in answer.body
    new = player.send("fred", "yacht show 99\n")
    assert "There is no board 99." in new[0].body
    no_password_in_the_outbox()


@pytest.mark.slow
def test_a_whole_game_of_dominoes_to_300_by_mail(server, capsys):
    handler, box, path = server
    play_dominoes(Player(handler, box, path, capsys), handler, "domino challenge fred pw-fred ned")
    assert BoardStore().load(1).game.is_over
