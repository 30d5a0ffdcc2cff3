"""The list of handled messages (``mail-seen.txt``), read as the mail gateway reads it once a message:
a key found anywhere in a long list, the last hour's senders counted, a damaged list moved aside."""

from ynot.pbm.mail import ledger
from ynot.pbm.mail.ledger import Ledger

NOW = 1_800_000_000


def _write(folder, lines):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "mail-seen.txt").write_text("".join(line + "\n" for line in lines), encoding="utf-8")


def _key(n: int) -> str:
    return f"{n:032x}"


def test_a_key_is_found_anywhere_in_a_long_list_and_only_that_key(tmp_path, monkeypatch):
    monkeypatch.setattr(ledger, "now", lambda: NOW)
    lines = [f"{_key(n)} ann@example.org {NOW - 86_400 + n}" for n in range(5_000)]
    lines[2_500] = f"{_key(2_500)}#2 bob@example.org {NOW - 50_000}"  # the second part of a message
    _write(tmp_path, lines)
    book = Ledger(tmp_path)
    assert book.seen(_key(0)) and book.seen(_key(4_999)) and book.seen(_key(1_234))
    assert book.seen(_key(2_500) + "#2") and not book.seen(_key(2_500))  # a part is not its whole
    assert not book.seen(_key(9_999)) and not book.seen(_key(1_234)[:-1])
    book.mark_seen(_key(9_999), "cy@example.org")
    assert book.seen(_key(9_999)) and Ledger(tmp_path).seen(_key(9_999))


def test_the_last_hours_messages_are_counted_per_sender(tmp_path, monkeypatch):
    monkeypatch.setattr(ledger, "now", lambda: NOW)
    old = [f"{_key(n)} ann@example.org {NOW - 7_200 + n}" for n in range(100)]
    new = [f"{_key(1_000 + n)} {'ann' if n % 3 else 'bob'}@example.org {NOW - 1_800 + n}" for n in range(30)]
    _write(tmp_path, old + new)
    book = Ledger(tmp_path)
    assert (book.recent("ann@example.org"), book.recent("bob@example.org")) == (20, 10)
    assert book.recent("ann@example.org", at=NOW + 3_600) == 0


def test_a_damaged_list_is_moved_aside_with_the_line_that_is_wrong(tmp_path, monkeypatch):
    monkeypatch.setattr(ledger, "now", lambda: NOW)
    _write(tmp_path, [f"{_key(n)} ann@example.org {NOW - 100 + n}" for n in range(5)] + ["half a line"])
    book = Ledger(tmp_path)
    assert not book.seen(_key(1))  # a new list is begun
    assert len(book.notices) == 1 and "line 6" in book.notices[0]
    assert [p.name for p in tmp_path.iterdir() if p.name != "mail-seen.txt"]  # the old one kept aside
    book.mark_seen(_key(1), "ann@example.org")
    assert Ledger(tmp_path).seen(_key(1))
