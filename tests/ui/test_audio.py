"""The Audio facade: plays on the dummy driver, and falls silent (never raises) without a mixer."""

import numpy as np
import pygame
import pytest

from ynot.ui import audio as audio_module
from ynot.ui.audio import Audio
from ynot.ui.sound_convert import _convert
from ynot.ui.synth import SAMPLE_RATE, SOUND_NAMES, render_wave


@pytest.fixture(autouse=True)
def fresh_mixer():
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def test_plays_every_sound_on_the_dummy_driver():
    audio = Audio("psion")
    assert all(audio.play(name) for name in SOUND_NAMES)
    assert audio.available
    assert pygame.mixer.get_init() is not None


def test_sounds_are_cached_until_the_character_changes():
    audio = Audio("amiga")
    first = audio.sound("score")
    assert first is not None and audio.sound("score") is first
    audio.character = "windows"
    assert audio.sound("score") is not first
    length = audio.sound("score").get_length()
    assert length == pytest.approx(len(render_wave("score", "windows")) / SAMPLE_RATE, abs=0.01)


def test_disabled_audio_is_silent_and_never_opens_the_mixer():
    audio = Audio("psion", enabled=False)
    assert audio.play("roll") is False
    assert pygame.mixer.get_init() is None
    audio.enabled = True
    assert audio.play("roll") is True
    audio.enabled = False
    assert audio.enabled is False and audio.play("roll") is False


def test_no_audio_device_means_silence_not_an_error(monkeypatch):
    calls = []

    def broken_init(*args, **kwargs):
        calls.append(1)
        raise pygame.error("No available audio device")

    monkeypatch.setattr(audio_module.pygame.mixer, "init", broken_init)
    monkeypatch.setattr(audio_module.pygame.mixer, "get_init", lambda: None)
    audio = Audio("windows")
    assert [audio.play(name) for name in SOUND_NAMES] == [False] * len(SOUND_NAMES)
    assert audio.available is False
    assert len(calls) == 1  # tried once, then stays quiet
    audio.preload()
    audio.stop()


def test_a_failing_sound_object_does_not_raise(monkeypatch):
    audio = Audio("psion")

    def broken_sound(*args, **kwargs):
        raise pygame.error("out of memory")

    monkeypatch.setattr(audio_module.pygame.mixer, "Sound", broken_sound)
    assert audio.play("bonus") is False


def test_unknown_sound_name_is_silent_and_bad_character_is_an_error():
    audio = Audio("psion")
    assert audio.play("applause") is False
    with pytest.raises(ValueError, match="no sound voice"):
        Audio("c64")
    with pytest.raises(ValueError):
        audio.character = "c64"


def test_preload_makes_every_sound():
    audio = Audio("amiga")
    audio.preload()
    assert set(audio._sounds) == set(SOUND_NAMES)


@pytest.mark.parametrize(("size", "dtype"), [(-16, "<i2"), (16, "<u2"), (-8, "i1"), (8, "u1"), (32, "<f4")])
def test_convert_fits_any_mixer_format(size, dtype):
    samples = np.array([0, 16384, -16384, 32767], dtype=np.int16)
    data = np.frombuffer(_convert(samples, SAMPLE_RATE, size, 2), dtype=dtype).reshape(-1, 2)
    assert len(data) == 4 and np.array_equal(data[:, 0], data[:, 1])
    as_float = {"<i2": 32767, "i1": 127}.get(dtype)
    if as_float:
        assert data[1, 0] == pytest.approx(as_float / 2, abs=1)


def test_convert_resamples_to_the_mixer_rate():
    samples = render_wave("select", "psion")
    data = np.frombuffer(_convert(samples, 44100, -16, 1), dtype="<i2")
    assert abs(len(data) - 2 * len(samples)) <= 1


def test_a_sound_made_once_is_read_from_the_cache_folder_and_a_damaged_one_made_again(monkeypatch):
    from ynot import paths
    from ynot.ui import sound_convert

    first = Audio("mac").sound("land").get_raw()
    kept = list((paths.cache_dir() / "sounds").glob("*-mac-*-land-*.raw"))
    assert len(kept) == 1

    def no_synthesizer(*args):
        raise AssertionError("synthesized again")

    with monkeypatch.context() as patch:
        patch.setattr(sound_convert, "mixer_bytes", no_synthesizer)
        assert Audio("mac").sound("land").get_raw() == first  # read back, not made
    kept[0].write_bytes(kept[0].read_bytes()[:-7])  # cut short
    assert Audio("mac").sound("land").get_raw() == first  # made again
    assert kept[0].read_bytes()[32:] == first


def test_what_the_audio_libraries_write_on_the_terminal_goes_to_the_log_once(capfd, caplog):
    """Issue 26 point 12: with no sound device ALSA writes eight lines straight to file descriptor 2; they
    go to the log, and the terminal stays quiet."""
    import logging
    import os

    from ynot.ui.audio import _stderr_to_log

    with caplog.at_level(logging.INFO, logger="ynot.ui.audio"), _stderr_to_log():
        os.write(2, b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n")
    assert capfd.readouterr().err == ""
    said = [record.getMessage() for record in caplog.records if "cannot find card" in record.getMessage()]
    assert len(said) == 1
