"""The attack mails (issue 38): every command form, malformed in every way a password could end up in the
wrong place, in the text and in the Subject behind every kind of reply prefix, mailed through a real SMTP
server (aiosmtpd). No password appears anywhere: in any answer or board, in the outbox, the log, the index
or any other file the server keeps, or in what the runs print."""

import itertools
import mailbox

import pytest

from pbm.mail_helpers import SmtpServer, mail, write_mail_settings
from ynot import paths
from ynot.cli import main
from ynot.pbm.boards import BoardStore

FRED, NED = "fred@example.org", "ned@example.net"
PW, NEW_PW, NED_PW = "Sesame-42x", "Zebra.9new", "N3d_Secret"
SECRETS = (PW, NEW_PW, NED_PW)

#: Every command form as its user writes it, ``PW`` where fred's password goes, ``NEW`` the new one.
FORMS = (
    "yacht challenge fred PW ned",
    "domino challenge fred PW ned",
    "yacht move 1 fred PW e",
    "yacht move 1#0 fred PW 2414",
    "domino move 2 fred PW 6-6 left",
    "domino draw 2 fred PW",
    "domino pass 2 fred PW",
    "yacht resign 1 fred PW",
    "yacht message 1 fred PW see you",
    "yacht message 1 fred PW my password is PW",
    "yacht signup fred PW",
    "yacht password fred PW NEW",
    "yacht address fred PW fred@example.org",
    "yacht signoff fred PW",
    "yacht show 1",
    "yacht list fred",
    "yacht games fred next",
    "yacht language de",
    "yacht standings",
    "yacht help",
)
#: The Subject's reply prefixes of English, German and Scandinavian mailers, list tags, and made-up ones.
PREFIXES = ("", "Re: ", "RE: ", "Re[2]: ", "Re^3: ", "Antw: ", "AW: ", "Aw(2): ", "SV: ", "VS: ", "Fwd: Re: ",
            "WG: ", "[Yacht] ", "[yacht-players] Re: ", "Odp: ", "my move: ", "Re: my move - ")


def malformed(form: str) -> list[str]:
    """``form`` with a word dropped, two words swapped, the password moved to every place, a word too many,
    the verb misspelt, shouting, two commands on one line; each with fred's password in it."""
    words = form.split()
    head, rest = words[:2], words[2:]
    if "PW" not in rest:
        rest = [*rest, "PW"]  # a form without a password: fred types his anyway
    found = set()
    for i in range(len(rest)):
        found.add(" ".join(head + rest[:i] + rest[i + 1:]))
    for i, j in itertools.combinations(range(len(rest)), 2):
        swapped = list(rest)
        swapped[i], swapped[j] = swapped[j], swapped[i]
        found.add(" ".join(head + swapped))
    without = [w for w in rest if w != "PW"]
    for i in range(len(without) + 1):
        found.add(" ".join(head + without[:i] + ["PW"] + without[i:]))
    found |= {" ".join(head + rest + ["extra"]), " ".join(head + rest + ["PW"]),
              " ".join([head[0], head[1][::-1], *rest]), " ".join(head + rest).upper(),
              " ".join(head + rest) + " " + " ".join(head + rest), " ".join([head[0], "PW", *rest])}
    return sorted(line.replace("PW", PW).replace("NEW", NEW_PW) for line in found)


@pytest.fixture
def server(monkeypatch, tmp_path):
    monkeypatch.setattr("ynot.pbm.users.SCRYPT_N", 2**4)  # cheap hashes: what is tested here is the echo
    monkeypatch.setattr("ynot.pbm.boards.secrets.randbits", lambda bits: 38)
    users = BoardStore().users
    users.add("fred", PW, FRED)
    users.add("ned", NED_PW, NED, "de")
    BoardStore().challenge(["fred", "ned"], "yacht")
    BoardStore().challenge(["fred", "ned"], "domino")
    with SmtpServer() as smtp:
        write_mail_settings(smtp=f"127.0.0.1:{smtp.port}", security="none", rate="100000", max_commands="1000",
                            **{"from": "yacht@ynot.test"})
        yield smtp.handler, mailbox.Maildir(tmp_path / "Maildir", create=True), tmp_path / "Maildir"


def test_no_malformed_command_echoes_a_password_anywhere(server, capsys):
    handler, box, maildir = server
    lines = sorted({line for form in FORMS for line in malformed(form)})
    assert len(lines) > 200
    count = itertools.count()
    for start in range(0, len(lines), 60):  # the text of a few mails
        box.add(mail(FRED, "\n".join(lines[start:start + 60]) + "\n", message_id=f"<a{next(count)}@example.org>"))
    for prefix, form in itertools.product(PREFIXES, ("yacht move fred PW e", "yacht move 1 PW fred e")):
        subject = prefix + form.replace("PW", PW)  # alone: read as the command
        box.add(mail(FRED, "", subject=subject, message_id=f"<s{next(count)}@example.org>"))
    for prefix in PREFIXES:  # beside a command in the text: set aside, and named
        subject = prefix + f"yacht address x@y fred {PW}"
        box.add(mail(FRED, "yacht show 1\n", subject=subject, message_id=f"<b{next(count)}@example.org>"))
    two = f"yacht move 1 fred {PW} e yacht show 1"  # two commands in one Subject
    box.add(mail(NED, "", subject=f"Re[2]: {two}".replace(PW, NED_PW), message_id="<two@example.net>"))
    box.add(mail(NED, f"Antw: {two}\n".replace(PW, NED_PW), subject=f"AW: {two}".replace(PW, NED_PW),
                 message_id="<both@example.net>"))
    assert main(["pbm", "poll", str(maildir)]) == 0
    printed = capsys.readouterr()
    answers = [m for m in handler.mails if m.subject.startswith("Re: ")]
    assert len(answers) >= 3 * len(PREFIXES)
    quoted = sum(m.body.count("\n> ") + m.body.startswith("> ") for m in answers)
    assert quoted >= len(lines)  # every line was answered, quoted
    for received in handler.mails:
        raw = received.message.as_bytes()
        text = received.message.as_string() + received.body
        for secret in SECRETS:
            assert secret not in text and secret.encode() not in raw, (secret, received.subject, received.body)
    for secret in SECRETS:
        assert secret not in printed.out and secret not in printed.err
    home = paths.data_dir().parent
    files = [p for p in home.rglob("*") if p.is_file() and p.name != "users.txt"]
    assert any(p.parent.name == "pbm" and p.name == "index.txt" for p in files)
    assert any(p.name == "mail-seen.txt" for p in files) and any(p.name.startswith("board-") for p in files)
    assert any(p.name == "ynot.log" for p in files)  # the keeper's log, where every run's sentences go
    for path in files:
        data = path.read_bytes()
        for secret in SECRETS:
            assert secret.encode() not in data, (secret, path)


def test_the_reply_prefixes_are_taken_off_and_the_command_carried_out(server, capsys):
    handler, box, maildir = server
    for number, (prefix, move) in enumerate((("Re[2]: ", "all"), ("Antw: ", "all"), ("[Yacht] SV: ", "e"))):
        box.add(mail(FRED, "Hello!\n", subject=f"{prefix}yacht move 1 fred {PW} {move}",
                     message_id=f"<p{number}@example.org>"))
        assert main(["pbm", "poll", str(maildir)]) == 0
        assert BoardStore().load(1).move_number == number + 1
    capsys.readouterr()
    assert BoardStore().load(1).current_user == "ned"
    assert not [m for m in handler.mails if m.subject.startswith("Re: ")]  # moves accepted need no answer
