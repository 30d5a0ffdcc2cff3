"""Whatever arrives by mail, the gateway answers, ignores or notes it: never an exception, never a board
changed without a password."""

import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from ynot.pbm.boards import BoardStore
from ynot.pbm.mail.gateway import Gateway
from ynot.pbm.mail.incoming import read_message
from ynot.pbm.mail.settings import MailSettings
from ynot.pbm.users import MAGIC, Account, hash_password

USERS = f"{MAGIC}\n{Account('fred', None, hash_password('the-real-one')).line()}\n"

HEADERS = st.sampled_from([
    b"From: fred@example.org\r\n", b"From: =?utf-8?q?F=C3=A9?= <f@x.org>\r\n", b"From: <>\r\n", b"From: \xff\xfe\r\n",
    b"Reply-To: a@b\r\n", b"Message-ID: <x@y>\r\n", b"Message-ID: <<<>>>\r\n",
    b"Content-Type: text/html; charset=x-unknown\r\n", b"Content-Type: multipart/mixed; boundary=zz\r\n",
    b"Content-Transfer-Encoding: base64\r\n", b"Content-Transfer-Encoding: quoted-printable\r\n",
    b"Auto-Submitted: no\r\n", b"Subject: =?bogus?b?////?=\r\n", b"References: <a@b> junk <c@d>\r\n",
])
BODIES = st.sampled_from([
    b"yacht move 1 fred pw x\r\n", b"yacht challenge fred pw-fred ned\r\n", b"yacht show 1\r\n", b"yacht list\r\n",
    b"--zz\r\nContent-Type: text/plain\r\n\r\nyacht help\r\n--zz--\r\n", b"<p>yacht show 1</p>", b"eWFjaHQgbGlzdA==",
    b"yacht move 1 fred pw =E4\r\n", b"> yacht move 1 fred pw x\r\n", b"-- \r\nyacht list\r\n",
])


@settings(max_examples=60)
@given(st.lists(HEADERS, max_size=5), st.lists(BODIES | st.binary(max_size=200), max_size=4))
def test_any_message_is_handled_without_an_exception(headers, bodies):
    raw = b"".join(headers) + b"\r\n" + b"".join(bodies)
    with tempfile.TemporaryDirectory() as folder:
        boards = BoardStore(Path(folder))
        (Path(folder) / "users.txt").write_text(USERS)  # a move needs fred's password: none of these has it
        gateway = Gateway(boards, MailSettings(max_size=2000))
        report = gateway.deliver(raw)
        assert report.status == 0, report.notices
        assert boards.numbers() in ([], [1])  # at most a challenge (of users who exist) was made
        for path in gateway.outbox.waiting():
            assert b"the-real-one" not in path.read_bytes()


@settings(max_examples=200)
@given(st.binary(max_size=3000))
def test_random_bytes_are_read_without_an_exception(raw):
    incoming = read_message(raw, max_size=2000)
    assert len(incoming.key) == 32 and len(incoming.commands) <= raw.count(b"\n") + 1
