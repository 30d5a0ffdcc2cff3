"""The ``[mail]`` section of ``ynot.ini``: where the play-by-mail server sends from and through.

Read here, not through :mod:`ynot.store.options`, because that module moves aside a ``ynot.ini`` without
a ``[ynot]`` section, and a mail server's keeper may well write one holding only ``[mail]``. This reader
only reads; the options machinery keeps every other section as it is when the game rewrites the file.
"""

from __future__ import annotations

import configparser
from dataclasses import dataclass, field
from pathlib import Path

from ... import paths
from ...i18n import _
from ..users import PbmError, check_email

SECTION = "mail"
SECURITY = ("none", "starttls", "ssl")
_LOCAL_HOSTS = ("localhost", "127.0.0.1", "::1")


@dataclass
class MailSettings:
    """What ``[mail]`` says, each value checked; bad values are replaced by their default with a notice."""

    smtp_host: str | None = None  # no SMTP: mail stays in the outbox Maildir
    smtp_port: int = 25
    security: str = "none"
    user: str | None = None
    password_file: Path | None = None
    sender: str = "yacht@localhost"
    max_size: int = 256 * 1024  # bytes of one incoming message
    max_commands: int = 20  # command lines in one message
    rate: int = 200  # messages a sender may send in an hour; more wait (two players live send ~60)
    signup: bool = False  # may anybody open an account by mail ("signup = open")?
    time_limit: int = 0  # days a player may take over a move on a new board; 0: no limit
    timeout: float = 10.0  # seconds to wait for the SMTP server to connect or answer
    notices: list[str] = field(default_factory=list)

    def smtp_password(self) -> str | None:
        """The first line of ``password_file``, or None."""
        if self.password_file is None:
            return None
        try:
            return self.password_file.read_text(encoding="utf-8").splitlines()[0].strip()
        except (OSError, UnicodeDecodeError, IndexError) as err:
            raise PbmError(
                _("The SMTP password file {path} cannot be read ({why}).").format(
                    path=self.password_file, why=getattr(err, "strerror", None) or type(err).__name__
                )
            ) from None


def _positive(key: str, raw: str, high: int) -> int:
    value = raw.strip()
    if not value.isdigit() or not 1 <= int(value) <= high:
        raise ValueError(_("{key} should be a whole number from 1 to {high}").format(key=key, high=high))
    return int(value)


def settings_from(values: dict[str, str]) -> MailSettings:
    """Settings from the ``[mail]`` keys and values."""
    settings = MailSettings()
    security_given = False
    for key, raw in values.items():
        key = key.strip().lower()
        try:
            if key == "smtp":
                if not raw.strip():
                    continue
                host, sep, port = raw.strip().rpartition(":")
                if not sep:
                    host, port = raw.strip(), "25"
                host = host.strip("[]")
                if not host:
                    raise ValueError(_("smtp should be host:port, e.g. mail.example.org:587"))
                settings.smtp_port = _positive(_("smtp's port"), port, 65535)
                settings.smtp_host = host
            elif key == "security":
                value = raw.strip().lower()
                if value not in SECURITY:
                    raise ValueError(_("security should be none, starttls or ssl"))
                settings.security, security_given = value, True
            elif key == "user":
                settings.user = raw.strip() or None
            elif key == "password_file":
                settings.password_file = Path(raw.strip()).expanduser() if raw.strip() else None
            elif key == "from":
                settings.sender = check_email(raw)
            elif key == "max_size":
                settings.max_size = _positive(key, raw, 50 * 1024 * 1024)
            elif key == "max_commands":
                settings.max_commands = _positive(key, raw, 1000)
            elif key == "rate":
                settings.rate = _positive(key, raw, 100_000)
            elif key == "signup":
                value = raw.strip().lower()
                if value not in ("open", "closed"):
                    raise ValueError(_("signup should be open or closed"))
                settings.signup = value == "open"
            elif key == "timeout":
                try:
                    seconds = float(raw.strip())
                except ValueError:
                    seconds = 0.0
                if not 0.05 <= seconds <= 300:
                    raise ValueError(_("timeout should be a number of seconds from 0.05 to 300"))
                settings.timeout = seconds
            elif key == "time_limit":
                value = raw.strip().lower().removesuffix("days").strip()
                settings.time_limit = 0 if value in ("0", "none", "") else _positive(key, value, 3650)
            else:
                settings.notices.append(_("ynot.ini [mail] has an unknown key {key!r}; it is ignored.").format(key=key))
        except (ValueError, PbmError) as err:
            settings.notices.append(
                _("In ynot.ini [mail], {problem}; its default is used.").format(problem=str(err).rstrip("."))
            )
    if settings.smtp_host and not security_given and settings.smtp_host not in _LOCAL_HOSTS:
        settings.security = "starttls"  # a server across the network: never send in the clear unasked
    return settings


def load_settings(path: Path | None = None) -> MailSettings:
    """The ``[mail]`` settings of ``ynot.ini`` (defaults if there is no file or no section)."""
    path = path if path is not None else paths.config_dir() / "ynot.ini"
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return MailSettings()
    except OSError as err:
        return MailSettings(
            notices=[
                _("{name} cannot be read ({why}); mail is kept in the outbox.").format(
                    name=path.name, why=err.strerror or err
                )
            ]
        )

    parser = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        parser.read_string(raw.decode("utf-8"), source=path.name)
    except (UnicodeDecodeError, configparser.Error):
        return MailSettings(notices=[_("{name} is damaged; its [mail] settings are not used.").format(name=path.name)])
    if not parser.has_section(SECTION):
        return MailSettings()
    return settings_from(dict(parser.items(SECTION, raw=True)))
