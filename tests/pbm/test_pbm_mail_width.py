"""78 columns (issue 38, point 4): every mail the server writes, in English and in German, with the
longest user ids and double-nine hands grown by drawing, has no line wider than 78 columns; and the parts
laid out as tables (the sheet, the dominoes table, help) fit by their layout, not by being wrapped."""

import email
import email.policy
import itertools
from email.message import EmailMessage

import pytest

from ynot.dominoes import get_domino_rules
from ynot.i18n import speaking
from ynot.pbm.boards import BoardStore
from ynot.pbm.kinds import MAIL_COLUMNS, mail_kind
from ynot.pbm.mail import ledger
from ynot.pbm.mail.boardmail import fit
from ynot.pbm.mail.gateway import Gateway
from ynot.pbm.mail.helptext import commands_text
from ynot.pbm.mail.settings import MailSettings

NAMES = ("annabelle_longnames1", "bartholomew_longest2", "cornelius_lengthy_3", "desdemona_wordy_id4")
LONG_TEXT = " ".join(["Thanks for the game, see you on Monday with a longer word like Donaudampfschiff"] * 6)
SERVER = "long.server.address.for.yacht.and.dominoes@play-by-mail.example.org"


def sender(name: str) -> str:
    return f"{name}@example.org"


def raw_mail(name: str, body: str, subject: str = "my moves") -> bytes:
    message = EmailMessage()
    message["From"] = sender(name)
    message["Subject"] = subject
    message["Message-ID"] = f"<{next(_IDS)}@example.org>"
    message.set_content(body)
    return message.as_bytes()


_IDS = itertools.count()


def too_wide(text: str) -> list[str]:
    return [line for line in text.splitlines() if len(line) > MAIL_COLUMNS]


@pytest.fixture
def boards(monkeypatch):
    monkeypatch.setattr("ynot.pbm.users.SCRYPT_N", 2**4)  # cheap hashes: this is about the mail's width
    store = BoardStore()
    return store


def grow_hands(store: BoardStore, number: int, draws: int) -> None:
    """Let the players of a dominoes board draw (the manual allows it while the boneyard holds tiles)."""
    board = store.load(number)
    if board.game.state.opening is not None:
        store.play(number, board.current_user, str(board.game.state.opening))
    for _draw in range(draws):
        board = store.load(number)
        if board.game.state.boneyard_count == 0:
            return
        store.play(number, board.current_user, "draw")


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_mail_fits_78_columns_in_both_languages(boards, monkeypatch, language):
    for name in NAMES:
        boards.users.add(name, f"pw-{name}", sender(name), language)
    gateway = Gateway(boards, MailSettings(sender=SERVER, rate=1000, max_commands=100))
    hook = gateway.writer.board_mails
    yacht = boards.challenge(NAMES, "yacht", seed=5, before_save=hook).number
    pair = boards.challenge(NAMES[:2], "domino", seed=6, rules=get_domino_rules("double-nine"),
                            before_save=hook).number
    four = boards.challenge(NAMES, "domino", seed=7, rules=get_domino_rules("double-nine", partners=True),
                            before_save=hook).number
    three = boards.challenge(NAMES[:3], "domino", seed=8, before_save=hook).number
    grow_hands(boards, pair, 36)  # 37 in the boneyard: one is left to draw by mail
    grow_hands(boards, four, 20)
    first, second = NAMES[0], NAMES[1]
    lines = [
        f"yacht move {yacht} {first} pw-{first} all",
        f"yacht move {yacht} {first} pw-{first} a",
        f"yacht move {yacht} {second} pw-{second} 9",
        f"yacht move {yacht}#0 {second} pw-{second} x",
        f"yacht show {yacht}", f"yacht show {yacht}#1", f"yacht show {yacht}#99", f"yacht show {pair}",
        f"domino show {pair}", f"domino show {four}", f"domino show {three}#0",
        "yacht list", f"yacht games {first} all", "domino games " + second, "yacht standings", "yacht language",
        "yacht language xx", "yacht help", "domino help", f"yacht message {yacht} {first} pw-{first} {LONG_TEXT}",
        f"yacht challenge {first} pw-{first} {second} zzz", f"yacht challenge {NAMES[2]} {first} {second}",
        f"domino challenge {first} pw-{first} {second} --partners", "yacht frobnicate " + "x" * 60,
        f"yacht move 1 {first} pw-{first} " + "q" * 70, f"yacht password {first} pw-{first} two words",
        f"yacht signoff {first} pw-{first}", f"yacht address {first} pw-{first} not-an-address",
    ]
    gateway.deliver(raw_mail(first, "\n".join(lines) + "\n", subject="Re: " + " ".join(lines[:3])))
    board = boards.load(pair)
    gateway.deliver(raw_mail(board.current_user, f"domino draw {pair} {board.current_user} "
                                                 f"pw-{board.current_user}\n"))
    board = boards.load(four)
    gateway.deliver(raw_mail(board.current_user, f"domino move {four} {board.current_user} "
                                                 f"pw-{board.current_user} 0-0\n"))
    gateway.deliver(raw_mail(NAMES[3], "Hello there, nothing to say.\n", subject="AW: Yacht board 1: x"))
    gateway.deliver(raw_mail(NAMES[3], "\n".join(["yacht list"] * 101)))
    gateway.deliver(raw_mail(second, f"yacht resign {yacht} {second} pw-{second}\n"))
    boards.change(three, lambda b: setattr(b, "limit", 2) or [])
    now = ledger.now()
    monkeypatch.setattr(ledger, "now", lambda: now + 1.5 * 86400)
    gateway.tick()  # the warning
    monkeypatch.setattr(ledger, "now", lambda: now + 3 * 86400)
    gateway.tick()  # the drop
    slow = Gateway(boards, MailSettings(sender=SERVER, rate=1))
    for _message in range(3):
        slow.deliver(raw_mail(NAMES[2], "yacht list\n"))  # past the rate: told it waits

    mails = [email.message_from_bytes(p.read_bytes(), policy=email.policy.default)
             for p in sorted((boards.folder / "outbox" / "new").iterdir())]
    subjects = {str(m["Subject"]) for m in mails}
    assert len(mails) > 20 and len(subjects) >= 12
    for message in mails:
        body = message.get_content()
        assert not too_wide(body), (str(message["Subject"]), too_wide(body))
        assert not [line for line in message.as_string().splitlines() if len(line) > 998]
    with speaking(language):
        for name in ("yacht", "domino"):
            kind = mail_kind(name)
            assert not too_wide(kind.help_text(SERVER)) and not too_wide(commands_text(name, SERVER)), name
        for number in (yacht, pair, four, three):
            board = boards.load(number)
            for seat in (None, *range(len(board.users))):
                table = board.kind.table(board.game, seat)
                assert not too_wide(table), (number, seat, too_wide(table))
    hands = [m.get_content() for m in mails if "[9|" in m.get_content()]
    assert any(sum(line.startswith("    [") for line in hand.splitlines()) >= 3 for hand in hands)  # grown long


def test_fit_wraps_sentences_quotes_and_indented_lines():
    sentence = "word " * 30
    assert all(len(line) <= 78 for line in fit(sentence).splitlines())
    assert all(line.startswith("> ") for line in fit("> " + sentence).splitlines())
    assert all(line.startswith("  ") for line in fit("  " + sentence).splitlines())
    assert fit("x" * 200).splitlines() == ["x" * 78, "x" * 78, "x" * 44]
    table = "\n".join(["     a) Aces               .       .", "", "short"])
    assert fit(table) == table
