"""A kept skin that has gone (a user's own folder, removed) never stops the game from starting."""

from ynot.commands.play import _kept_skin_or_default


def test_a_missing_kept_skin_falls_back_to_psion(capsys):
    assert _kept_skin_or_default("gone-skin") == "psion"
    err = capsys.readouterr().err
    assert "gone-skin" in err and "Psion look instead" in err and "Traceback" not in err


def test_an_installed_skin_is_kept():
    assert _kept_skin_or_default("amiga") == "amiga"
