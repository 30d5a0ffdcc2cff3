"""The synthesized sounds: every name in every voice, deterministic, audible, and written as WAVs."""

import wave

import numpy as np
import pytest

from ynot.looks import look_names
from ynot.ui import synth
from ynot.ui.skin import load_skin
from ynot.ui.synth import SAMPLE_RATE, SOUND_NAMES, VOICES, render_wave

ALL = [(name, character) for character in VOICES for name in SOUND_NAMES]


@pytest.mark.parametrize(("name", "character"), ALL)
def test_every_sound_is_mono_int16_of_a_sensible_length_and_level(name, character):
    samples = render_wave(name, character)
    assert samples.dtype == np.int16 and samples.ndim == 1
    seconds = len(samples) / SAMPLE_RATE
    assert 0.004 <= seconds <= 2.0
    peak = int(np.max(np.abs(samples.astype(np.int32))))
    assert 3000 < peak < 32767
    assert samples[-1] == 0  # faded out: no click at the end


@pytest.mark.parametrize(("name", "character"), ALL)
def test_rendering_is_deterministic(name, character):
    assert np.array_equal(render_wave(name, character), render_wave(name, character))


def test_characters_sound_different():
    for name in SOUND_NAMES:
        waves = [render_wave(name, character) for character in VOICES]
        assert len({w.tobytes() for w in waves}) == len(VOICES), name


def test_psion_is_a_square_wave_buzzer():
    samples = render_wave("error", "psion")
    levels = set(np.unique(samples[:-50]).tolist())
    assert len(levels) == 2 and min(levels) == -max(levels)


def high_share(samples: np.ndarray) -> float:
    """The share of a sound's power above 6 kHz."""
    power = np.abs(np.fft.rfft(samples.astype(np.float64))) ** 2
    freqs = np.fft.rfftfreq(len(samples), 1 / SAMPLE_RATE)
    return float(power[freqs > 6000].sum() / power.sum())


@pytest.mark.parametrize("name", ["score", "bonus", "error"])
def test_amiga_is_low_passed_and_the_psion_buzzer_is_not(name):
    assert high_share(render_wave(name, "amiga")) < 0.01
    assert high_share(render_wave(name, "psion")) > 0.01


def test_unknown_names_are_clear_errors():
    with pytest.raises(KeyError, match="no sound called"):
        render_wave("fanfare", "psion")
    with pytest.raises(KeyError, match="no sound voice"):
        render_wave("roll", "atari")


def test_command_writes_every_sound_as_a_wav(tmp_path, capsys):
    assert synth.main([str(tmp_path / "wavs")]) == 0
    files = sorted((tmp_path / "wavs").glob("*.wav"))
    assert len(files) == len(look_names()) * len(SOUND_NAMES)
    assert len(capsys.readouterr().out.splitlines()) == len(files)
    with wave.open(str(tmp_path / "wavs" / "amiga-bonus.wav"), "rb") as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, SAMPLE_RATE)
        frames = np.frombuffer(wav.readframes(wav.getnframes()), dtype="<i2")
    assert np.array_equal(frames, render_wave("bonus", "amiga", load_skin("amiga").sound.peak))
    assert not list((tmp_path / "wavs").glob("*.tmp"))


def test_command_usage_and_unwritable_folder(tmp_path, capsys):
    assert synth.main([]) == 2
    assert "usage" in capsys.readouterr().err
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert synth.main([str(blocker / "wavs")]) == 1
    assert capsys.readouterr().err.startswith("Cannot write the sounds to")
