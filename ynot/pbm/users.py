"""Play-by-mail accounts: a user id, an optional e-mail address and a password, kept once for every board.

As on pbmserv, a password belongs to a user, not to a board: the keeper of the server adds each user once
(``ynot pbm user add NAME --email ADDRESS``), a challenge names only users that exist, and every move on
every board is checked against that user's password. The file ``users.txt`` in the boards' folder::

    ynot-pbm-users 1
    user fred fred@example.org scrypt$16384$8$1$<salt hex>$<hash hex> sum=<8 hex>
    user ned - scrypt$16384$8$1$<salt hex>$<hash hex> lang=de sum=<8 hex>

Passwords are kept only as salted scrypt hashes and compared in constant time. Every change happens under
``users.lock`` and is written atomically; a damaged file is moved aside and the keeper told. Each line ends
in a check sum of the rest, so a hash damaged without losing its shape is told from a wrong password: its
user is told the keeper knows, and the keeper is told how to give them a new password (a line of an older
file, without a sum, is read as it is and gets one at the next change).
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TypeVar

from ..i18n import _, ngettext
from ..store.safefile import atomic_write, exclusive_lock, move_aside

T = TypeVar("T")

MAGIC = "ynot-pbm-users 1"
#: A user id: up to 20 letters, digits, ``_`` and ``.``, not starting with ``.`` (``-`` is the index's "nobody").
USER_RE = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.]{0,19}$")
#: The ids older versions took (``-`` too, and a leading ``.``): still read from the files, never given anew.
OLD_USER_RE = re.compile(r"^[A-Za-z0-9_.-]{1,20}$")
LANGUAGE_RE = re.compile(r"[a-z]{2,3}(_[A-Z]{2})?\Z")
_EMAIL_RE = re.compile(r"^[^@\s<>(),;:\"\[\]\\]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$")
MAX_PASSWORD = 200
NO_EMAIL = "-"
#: What the index of boards writes for "nobody" (no player to move, nobody left): never a user id.
NOBODY = "-"

# scrypt: 16 MiB of memory and some tens of milliseconds a check.
SCRYPT_N, SCRYPT_R, SCRYPT_P, SCRYPT_LEN, SALT_BYTES = 2**14, 8, 1, 32, 16


class PbmError(Exception):
    """A refused play-by-mail command or an unreadable file; the message is one sentence for the user."""


class DamagedHash(ValueError):
    """A stored password hash that cannot be checked against any password (scrypt refuses its values)."""


# --- passwords ------------------------------------------------------------------------------
def hash_password(password: str) -> str:
    """A salted scrypt hash of ``password``, with its parameters: ``scrypt$n$r$p$salt$hash``."""
    salt = secrets.token_bytes(SALT_BYTES)
    digest = hashlib.scrypt(password.encode("utf-8"), salt=salt, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P, dklen=SCRYPT_LEN)
    return f"scrypt${SCRYPT_N}${SCRYPT_R}${SCRYPT_P}${salt.hex()}${digest.hex()}"


def check_password(password: str, stored: str) -> bool:
    """Does ``password`` match the stored hash? (constant-time comparison) DamagedHash when the hash's values
    are ones scrypt refuses: no password matches it, and it is not the password that is wrong."""
    try:
        kind, n, r, p, salt_hex, hash_hex = stored.split("$")
        if kind != "scrypt":
            return False
        salt, expected = bytes.fromhex(salt_hex), bytes.fromhex(hash_hex)
    except ValueError:
        return False
    try:
        digest = hashlib.scrypt(
            password.encode("utf-8", "surrogatepass"),
            salt=salt,
            n=int(n),
            r=int(r),
            p=int(p),
            dklen=len(expected),
            maxmem=256 * 1024 * 1024,
        )
    except UnicodeError:
        return False
    except (ValueError, MemoryError, OverflowError) as err:
        raise DamagedHash(str(err)) from None
    return hmac.compare_digest(digest, expected)


class PasswordCheck:
    """:func:`check_password` on a thread of its own, started at once. scrypt lets go of the interpreter while it
    works, so on a machine with two cores the check (tens of milliseconds, on purpose) and, say, loading the game
    a move needs take the time of the longer, not of both."""

    def __init__(self, password: str, stored: str) -> None:
        self.password, self.stored = password, stored
        self._outcome: dict[str, object] = {}
        self._worker = threading.Thread(target=self._check, name="password check", daemon=True)
        self._worker.start()

    def _check(self) -> None:
        try:
            self._outcome["matches"] = check_password(self.password, self.stored)
        except BaseException as err:  # noqa: BLE001 - handed over to the caller's thread by result()
            self._outcome["error"] = err

    def wait(self) -> None:
        """Wait until the check is over."""
        self._worker.join()

    def result(self) -> bool:
        """Does the password match (once the check is over)? What the check raised (DamagedHash) is raised here."""
        self.wait()
        if "error" in self._outcome:
            raise self._outcome["error"]  # type: ignore[misc]
        return bool(self._outcome["matches"])


def check_password_alongside(password: str, stored: str, meanwhile: Callable[[], object],
                             started: PasswordCheck | None = None) -> bool:
    """:func:`check_password` on a thread of its own (:class:`PasswordCheck`; ``started``, one started before)
    while ``meanwhile()`` runs on this one. Whatever ``meanwhile`` raises is raised once the check is over."""
    check = started if started is not None else PasswordCheck(password, stored)
    try:
        meanwhile()
    finally:
        check.wait()
    return check.result()


def is_hash(stored: str) -> bool:
    """Is ``stored`` shaped like a hash :func:`hash_password` writes (with sane parameters)?"""
    parts = stored.split("$")
    if len(parts) != 6 or parts[0] != "scrypt" or not all(x.isdigit() and len(x) <= 7 for x in parts[1:4]):
        return False
    try:
        return len(bytes.fromhex(parts[4])) >= 8 and len(bytes.fromhex(parts[5])) >= 16
    except ValueError:
        return False


def check_new_password(password: str) -> str:
    """A password fit to keep, or PbmError in one sentence."""
    if not password:
        raise PbmError(_("A password cannot be empty."))
    if len(password) > MAX_PASSWORD:
        raise PbmError(_("A password has at most {n} characters.").format(n=MAX_PASSWORD))
    if any(ch.isspace() or ch == "\0" for ch in password):
        raise PbmError(_("A password is one word: it cannot hold spaces, since a mailed command is read word by word."))
    return password


def check_user_id(name: str) -> str:
    """A user id fit for a new account, or PbmError in one sentence."""
    if not USER_RE.match(name):
        raise PbmError(_("{name!r} cannot be a user id: use up to 20 letters, digits, '_' or '.', not starting "
                         "with '.'.").format(name=name[:40]))
    return name


def may_name_user(name: str) -> bool:
    """Could ``name`` be the id of an account, one of an older version's included (never ``-``, which the
    index writes for "nobody")?"""
    return bool(OLD_USER_RE.match(name)) and name != NOBODY


def check_email(address: str) -> str:
    """A plain ``someone@example.org`` address (no display name), or PbmError in one sentence."""
    address = address.strip()
    if len(address) > 254 or not _EMAIL_RE.match(address):
        raise PbmError(_("{address!r} is not an e-mail address like fred@example.org.").format(address=address))
    return address


# --- accounts -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Account:
    """One play-by-mail user."""

    name: str
    email: str | None
    password_hash: str
    #: The language of this user's boards and answers (de, en, ...); empty: the server's own.
    language: str = ""
    #: The check sum read from a line it does not match (the line was damaged): kept on a rewrite, until the
    #: keeper gives the user a new password. Empty for a sound line.
    damaged_sum: str = ""

    def line(self) -> str:
        tail = f" lang={self.language}" if self.language else ""
        body = f"user {self.name} {self.email or NO_EMAIL} {self.password_hash}{tail}"
        return f"{body} {SUM}{self.damaged_sum or line_sum(body)}"


#: The last word of a line: ``sum=`` and the first 8 hex digits of the SHA-256 of the words before it.
SUM = "sum="


def line_sum(body: str) -> str:
    """The check sum of a user line's words (without its own ``sum=``)."""
    return hashlib.sha256(" ".join(body.split()).encode("utf-8")).hexdigest()[:8]


def parse_users(text: str) -> list[Account]:
    """Read ``users.txt``; raise PbmError naming the first bad line."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != MAGIC:
        raise PbmError(_("line 1: not a play-by-mail user file (it should start with '{magic}')").format(magic=MAGIC))
    accounts: list[Account] = []
    seen: set[str] = set()
    for number, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        parts = line.split()
        damaged_sum = ""
        if len(parts) > 1 and parts[-1].startswith(SUM):
            written = parts.pop()[len(SUM):]
            if written != line_sum(" ".join(parts)):
                damaged_sum = written or "-"
        language = ""
        if len(parts) == 5 and parts[4].startswith("lang=") and LANGUAGE_RE.match(parts[4][5:]):
            language = parts.pop()[5:]
        if len(parts) != 4 or parts[0] != "user" or not OLD_USER_RE.match(parts[1]) or not is_hash(parts[3]):
            raise PbmError(_("line {n}: a line reads 'user NAME ADDRESS HASH'").format(n=number))
        name, email = parts[1], parts[2]
        if email != NO_EMAIL and not _EMAIL_RE.match(email):
            raise PbmError(_("line {n}: {address!r} is not an e-mail address").format(n=number, address=email))
        if name.casefold() in seen:
            raise PbmError(_("line {n}: {name} is there twice").format(n=number, name=name))
        seen.add(name.casefold())
        accounts.append(Account(name, None if email == NO_EMAIL else email, parts[3], language, damaged_sum))
    return accounts


class UserStore:
    """The play-by-mail accounts in ``folder/users.txt``."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.path = folder / "users.txt"
        self.lock_path = folder / "users.lock"
        self._cache: tuple[tuple[int, int], list[Account]] | None = None
        self._early: PasswordCheck | None = None  # a check started by check_early, waiting for check()
        #: Sentences for the keeper (a user locked out by a damaged line), taken by :meth:`take_notices`.
        self.notices: list[str] = []

    def accounts(self) -> list[Account]:
        """Every account, in the order they were added; a damaged file is moved aside (PbmError)."""
        return self._accounts(heal=True)

    def _accounts(self, *, heal: bool) -> list[Account]:
        """:meth:`accounts`; without ``heal`` a damaged file is left where it is (PbmError all the same)."""
        try:
            stat = self.path.stat()
        except FileNotFoundError:
            return []
        except OSError as err:
            raise PbmError(_("The user file cannot be read ({why}).").format(why=err.strerror or err)) from None
        key = (stat.st_mtime_ns, stat.st_size)
        if self._cache is not None and self._cache[0] == key:
            return list(self._cache[1])
        try:
            accounts = parse_users(self.path.read_bytes().decode("utf-8"))
        except (PbmError, UnicodeDecodeError) as err:
            why = str(err) if isinstance(err, PbmError) else _("it is not UTF-8 text")
            if not heal:
                raise PbmError(why) from None
            aside = move_aside(
                self.path,
                _("is damaged ({why})").format(why=why),
                what=_("The play-by-mail user file"),
                then=_("the users must be added again with 'ynot pbm user add'"),
            )
            raise PbmError(aside.sentence) from None
        except OSError as err:
            raise PbmError(_("The user file cannot be read ({why}).").format(why=err.strerror or err)) from None
        self._cache = (key, accounts)
        return list(accounts)

    def old_ids(self) -> list[str]:
        """Sentences for the keeper about accounts whose ids new accounts may no longer have (they still play)."""
        odd = [a.name for a in self.accounts() if not USER_RE.match(a.name)]
        if not odd:
            return []
        return [ngettext(
            "The user id {ids} has characters new ids may not have (a user id is letters, digits, '_' and '.', not "
            "starting with '.'); it still plays, but lists and the index may read it wrongly: once its boards are "
            "over, remove it and add the user again under a new id.",
            "The user ids {ids} have characters new ids may not have (a user id is letters, digits, '_' and '.', "
            "not starting with '.'); they still play, but lists and the index may read them wrongly: once their "
            "boards are over, remove them and add the users again under new ids.", len(odd)).format(
            ids=", ".join(repr(name) for name in odd))]

    def get(self, name: str) -> Account | None:
        """The account named ``name`` (regardless of case), or None."""
        return next((a for a in self.accounts() if a.name.casefold() == name.casefold()), None)

    def knows(self, word: str) -> bool:
        """Does ``word`` name an account? (A mailed reply never echoes a word that names none: it could be a
        password written in the wrong place.)"""
        return may_name_user(word) and self.get(word) is not None

    def require(self, names: Iterable[str]) -> list[Account]:
        """The accounts of ``names``, or PbmError naming the first user id with no account."""
        found = []
        for name in names:
            account = self.get(name)
            if account is None:
                raise PbmError(_("There is no user {name}.").format(name=name))
            found.append(account)
        return found

    def check_early(self, name: str, password: str) -> None:
        """Start checking ``password`` for the user ``name`` now, on a thread of its own, so that the check runs
        while what it guards is loaded (``ynot pbm mail`` starts it once its message is read, before the mail
        gateway and the game load). :meth:`check` takes its result if it asks about the same user, password and
        stored hash, and checks anew otherwise; nothing is told here (an unknown user, a damaged line and a
        wrong password are told by :meth:`check`, and a damaged file is moved aside then)."""
        try:
            account = next((a for a in self._accounts(heal=False) if a.name.casefold() == name.casefold()), None)
        except PbmError:
            return
        if account is None or account.damaged_sum or not password:
            return
        self._early = PasswordCheck(password, account.password_hash)

    def _started(self, account: Account, password: str) -> PasswordCheck | None:
        """The check started early for this account's stored hash and ``password``, taken (used once)."""
        early, self._early = self._early, None
        if early is not None and early.stored == account.password_hash and early.password == password:
            return early
        return None

    def check(self, name: str, password: str, *, meanwhile: Callable[[], object] | None = None) -> Account:
        """The account of ``name`` if ``password`` is its password; PbmError otherwise (never the password).
        ``meanwhile`` (loading what comes next, nothing that changes a file) runs while the password is
        checked (:func:`check_password_alongside`); a check :meth:`check_early` started is taken over."""
        (account,) = self.require([name])
        try:
            if account.damaged_sum:
                raise DamagedHash
            started = self._started(account, password)
            if not password:
                matches = False
            elif meanwhile is not None:
                matches = check_password_alongside(password, account.password_hash, meanwhile, started)
            elif started is not None:
                matches = started.result()
            else:
                matches = check_password(password, account.password_hash)
        except DamagedHash:
            self.notices.append(
                _(
                    "The line of {name} in {file} is damaged, so no password of theirs can be checked; give"
                    " {name} a new password with 'ynot pbm user passwd {name}'."
                ).format(name=account.name, file=self.path.name)
            )
            raise PbmError(
                _("The password of {name} cannot be checked: the server's entry for it is damaged. Its keeper"
                  " has been told.").format(name=account.name)
            ) from None
        if not matches:
            raise PbmError(_("Wrong password for {name}.").format(name=account.name))
        return account

    # -- changes ---------------------------------------------------------------------------
    def _rewrite(self, change: Callable[[list[Account]], T]) -> T:
        """``change(accounts)`` (which may raise PbmError to change nothing) under the lock, then the file
        written anew; what ``change`` returned."""
        self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        with exclusive_lock(self.lock_path):
            accounts = self.accounts()
            changed = change(accounts)
            atomic_write(self.path, "\n".join([MAGIC, *(a.line() for a in accounts)]) + "\n", mode=0o600)
            self._cache = None
        return changed

    def language_at(self, address: str | None) -> str:
        """The language of the user whose boards go to ``address`` ("" when none: the server's own)."""
        wanted = (address or "").casefold()
        found = [a.language for a in self.accounts() if a.email and a.email.casefold() == wanted]
        return found[0] if found else ""

    def set_language(self, address: str, code: str) -> list[Account]:
        """Every account whose boards go to ``address`` now reads ``code`` ("" for the server's own language);
        the accounts changed (none when no account has that address)."""
        if code and not LANGUAGE_RE.match(code):
            raise PbmError(_("{code!r} is not a language code such as de or pt_BR.").format(code=code[:20]))
        wanted = address.casefold()

        def change(accounts: list[Account]) -> list[Account]:
            changed = []
            for i, account in enumerate(accounts):
                if account.email and account.email.casefold() == wanted:
                    accounts[i] = replace(account, language=code)
                    changed.append(accounts[i])
            return changed

        return self._rewrite(change)

    def add(self, name: str, password: str, email: str | None = None, language: str = "") -> Account:
        """Add a user (``language``: their boards' and answers' language, empty for the server's); PbmError
        if the id is taken or anything is malformed."""
        check_user_id(name)
        check_new_password(password)
        address = check_email(email) if email else None
        if language and not LANGUAGE_RE.match(language):
            raise PbmError(_("{code!r} is not a language code such as de or pt_BR.").format(code=language))

        def change(accounts: list[Account]) -> Account:
            if any(a.name.casefold() == name.casefold() for a in accounts):
                raise PbmError(_("There is already a user {name}.").format(name=name))
            account = Account(name, address, hash_password(password), language)
            accounts.append(account)
            return account

        return self._rewrite(change)

    def update(self, name: str, *, password: str | None = None, email: str | None = None) -> Account:
        """Change a user's password and/or address; PbmError if there is no such user."""
        new_hash = hash_password(check_new_password(password)) if password is not None else None
        address = check_email(email) if email else None

        def change(accounts: list[Account]) -> Account:
            for i, account in enumerate(accounts):
                if account.name.casefold() == name.casefold():
                    accounts[i] = replace(
                        account,
                        password_hash=new_hash or account.password_hash,
                        email=address or account.email,
                        damaged_sum="" if new_hash else account.damaged_sum,
                    )
                    return accounts[i]
            self.require([name])  # raises the sentence
            raise AssertionError

        return self._rewrite(change)

    def take_notices(self) -> list[str]:
        """The keeper's sentences not yet passed on, once."""
        notices, self.notices = self.notices, []
        return notices

    def remove(self, name: str) -> Account:
        """Close a user's account; PbmError if there is no such user."""

        def change(accounts: list[Account]) -> Account:
            (account,) = self.require([name])
            accounts[:] = [a for a in accounts if a.name.casefold() != name.casefold()]
            return account

        return self._rewrite(change)
