"""Whole games by mail (issue 28's Show): a game of Yacht and a game of Muggins dominoes, every message mailed
into a Maildir that ``ynot pbm poll`` reads, every answer and board out through a real SMTP server
(aiosmtpd). No mail ever carries a password, and no mail shows a player a tile of the other's hand or of
the boneyard."""

import mailbox

import pytest

from pbm.mail_helpers import SmtpServer, mail, write_mail_settings
from ynot.cli import main
from ynot.dominoes import Draw, PlayTile, get_domino_rules
from ynot.paths import data_dir
from ynot.pbm.boards import BoardStore

FRED, NED = "fred@example.org", "ned@example.net"
ADDRESSES = {"fred": FRED, "ned": NED}
PASSWORDS = ("pw-fred", "pw-ned")


@pytest.fixture
def server(monkeypatch, tmp_path):
    monkeypatch.setattr("ynot.pbm.boards.secrets.randbits", lambda bits: 2026)
    users = BoardStore().users
    for name, address in ADDRESSES.items():
        users.add(name, f"pw-{name}", address)
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


def play_dominoes(player: Player, handler) -> int:
    player.send("fred", "domino challenge fred pw-fred ned")
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
        hidden = {name: tile_strings(state.hands[i]) for i, name in enumerate(after.users)}
        boneyard = tile_strings(state.boneyard)
        for received in handler.mails[mails:]:
            assert len(received.recipients) == 1  # each player a mail of their own
            reader = next(n for n, a in ADDRESSES.items() if a == received.recipients[0])
            other = next(n for n in after.users if n != reader)
            body = received.body  # the table as it is now (the sentences before it may tell of a past hand)
            body = body[body.rindex(f"Hand {state.hand_number}, to"):]
            assert not any(t in body for t in hidden[other]), (reader, [t for t in hidden[other] if t in body], body)
            assert not any(t in body for t in boneyard), body
        mails = len(handler.mails)
        moves += 1
        assert moves < 2000
    return moves


def test_a_whole_game_of_dominoes_by_mail(server, capsys, monkeypatch):
    handler, box, path = server
    monkeypatch.setattr("ynot.dominoes.text.mail.get_domino_rules", lambda: get_domino_rules(target=60))
    moves = play_dominoes(Player(handler, box, path, capsys), handler)
    board = BoardStore().load(1)
    assert board.game.is_over and moves == board.move_number and max(board.game.scores()) >= 60
    assert "the game is over" in handler.mails[-1].subject
    no_password_in_the_outbox()
    capsys.readouterr()
    assert main(["pbm", "show", "1"]) == 0
    shown = capsys.readouterr().out
    assert "Your tiles" not in shown  # the keeper's view is the table's


@pytest.mark.slow
def test_a_whole_game_of_dominoes_to_300_by_mail(server, capsys):
    handler, box, path = server
    play_dominoes(Player(handler, box, path, capsys), handler)
    assert BoardStore().load(1).game.is_over
