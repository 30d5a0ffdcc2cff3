"""System 7 as its users remember it (issue 26 points 8 to 12): what the Macintosh look says and shows."""

from __future__ import annotations

from ynot import __version__


class NoDevice:
    """Stands in for Audio on a machine with no sound device."""

    enabled = True

    def play(self, name: str) -> bool:
        return False

    def device_opens(self) -> bool:
        return False


def test_sound_on_says_when_no_sound_device_is_available(mac):
    app = mac()
    controller = app.scenes[0]
    controller.audio = NoDevice()
    controller.options.sound = False
    controller.toggle_sound()
    assert "no sound device is available" in controller.flow.message
    controller.toggle_sound()
    assert controller.flow.message == "Sound off."


def test_about_names_dominoes_1_1_its_author_and_this_version(mac):
    app = mac()
    app.scenes[0].about()
    text = app.top.label.label
    for words in ("Dominoes v1.1", "Mike Perry", "1998", __version__):
        assert words in text
