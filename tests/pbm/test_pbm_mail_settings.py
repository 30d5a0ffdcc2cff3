"""The [mail] section of ynot.ini: values checked, defaults with a sentence, nothing moved or rewritten."""

from ynot.paths import config_dir
from ynot.pbm.mail.settings import MailSettings, load_settings, settings_from


def test_no_file_or_no_section_means_the_outbox_only():
    assert load_settings().smtp_host is None
    (config_dir() / "ynot.ini").write_text("[ynot]\nskin = amiga\n")
    assert load_settings() == MailSettings()


def test_good_values_are_read():
    settings = settings_from({"smtp": "mail.example.org:587", "user": "yacht", "password_file": "~/pw",
                              "from": "yacht@example.org", "max_size": "1000", "max_commands": "5", "rate": "9"})
    assert (settings.smtp_host, settings.smtp_port, settings.security) == ("mail.example.org", 587, "starttls")
    assert settings.sender == "yacht@example.org" and settings.password_file.name == "pw"
    assert (settings.max_size, settings.max_commands, settings.rate, settings.notices) == (1000, 5, 9, [])
    local = settings_from({"smtp": "localhost"})
    assert (local.smtp_host, local.smtp_port, local.security) == ("localhost", 25, "none")
    assert settings_from({"smtp": "[::1]:2525", "security": "ssl"}).smtp_host == "::1"


def test_bad_values_get_a_sentence_and_their_default():
    settings = settings_from({"smtp": "host:99999", "security": "maybe", "from": "nobody", "rate": "-3",
                              "colour": "red"})
    assert settings.smtp_port == 25 and settings.security == "none" and settings.rate == 200
    assert settings.sender == "yacht@localhost"
    text = " ".join(settings.notices)
    assert "smtp's port should be a whole number from 1 to 65535" in text
    assert "security should be none, starttls or ssl" in text
    assert "'nobody' is not an e-mail address" in text and "rate should be" in text
    assert "unknown key 'colour'" in text


def test_a_damaged_file_is_reported_and_left_in_place():
    path = config_dir() / "ynot.ini"
    path.write_bytes(b"[mail\nsmtp = \xff\n")
    settings = load_settings()
    assert settings.smtp_host is None and "ynot.ini is damaged" in settings.notices[0]
    assert path.exists()
