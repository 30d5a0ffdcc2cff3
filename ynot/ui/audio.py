"""Play the synthesized game sounds through pygame.mixer, quietly doing nothing when it cannot.

``Audio(character="psion")`` opens the mixer the first time a sound is played. With no audio device, a
mixer that will not open, sound switched off or an unknown sound name, :meth:`Audio.play` simply returns
False: playing a sound never raises.
"""

from __future__ import annotations

import logging
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager

import numpy as np
import pygame

from ynot.ui.synth import CHARACTERS, SAMPLE_RATE, SOUND_NAMES, render_wave

log = logging.getLogger(__name__)


def _convert(samples: np.ndarray, frequency: int, size: int, channels: int) -> bytes:
    """Mono int16 ``samples`` at SAMPLE_RATE as raw bytes in the mixer's own format."""
    values = samples.astype(np.float64) / 32768.0
    if frequency != SAMPLE_RATE:
        count = max(1, int(round(len(values) * frequency / SAMPLE_RATE)))
        values = np.interp(np.linspace(0, len(values) - 1, count), np.arange(len(values)), values)
    frames = np.repeat(values[:, None], channels, axis=1)
    if size == -16:
        data = np.round(frames * 32767).astype("<i2")
    elif size == 16:
        data = np.round(frames * 32767 + 32768).astype("<u2")
    elif size == -8:
        data = np.round(frames * 127).astype(np.int8)
    elif size == 8:
        data = np.round(frames * 127 + 128).astype(np.uint8)
    elif size == 32:
        data = frames.astype("<f4")
    else:
        raise ValueError(f"unsupported mixer sample size {size}")
    return data.tobytes()


@contextmanager
def _stderr_to_log() -> Iterator[None]:
    """Catch what C libraries write straight to file descriptor 2 (ALSA's "cannot find card" lines when
    there is no sound device) and put it in the log once, keeping the player's terminal quiet."""
    with tempfile.TemporaryFile() as caught:
        try:
            saved = os.dup(2)
            os.dup2(caught.fileno(), 2)
        except OSError:  # no descriptor 2 to borrow (a windowed launch): nothing to keep quiet
            yield
            return
        try:
            yield
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            caught.seek(0)
            said = caught.read().decode("utf-8", "replace").strip()
            if said:
                log.info("the audio libraries said, while opening the sound device:\n%s", said)


class Audio:
    """The game's sounds in one character ("psion", "amiga" or "windows"); switchable on and off."""

    def __init__(self, character: str = "psion", enabled: bool = True) -> None:
        if character not in CHARACTERS:
            raise ValueError(f"no sound character {character!r}; the characters are {', '.join(CHARACTERS)}")
        self._character = character
        self._enabled = bool(enabled)
        self._mixer_failed = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}

    @property
    def character(self) -> str:
        """The sound character in use."""
        return self._character

    @character.setter
    def character(self, value: str) -> None:
        if value not in CHARACTERS:
            raise ValueError(f"no sound character {value!r}; the characters are {', '.join(CHARACTERS)}")
        if value != self._character:
            self._character = value
            self._sounds.clear()

    @property
    def enabled(self) -> bool:
        """Whether sounds are played (the player's sound option)."""
        return self._enabled

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self._enabled = bool(value)
        if not self._enabled:
            self.stop()

    @property
    def available(self) -> bool:
        """False once the mixer has failed to open: there is no sound device to play on."""
        return not self._mixer_failed

    def device_opens(self) -> bool:
        """Whether there is a sound device to play on (the mixer is opened to find out)."""
        return self._mixer_ready()

    def _mixer_ready(self) -> bool:
        if self._mixer_failed:
            return False
        if pygame.mixer.get_init():
            return True
        try:
            with _stderr_to_log():  # the audio libraries' own complaints go to the log, not the terminal
                pygame.mixer.init(frequency=SAMPLE_RATE, size=-16, channels=2, buffer=512)
        except Exception as error:  # pygame.error, or anything a broken audio driver throws
            log.info("sound is off: the audio device would not open (%s)", error)
            self._mixer_failed = True
            return False
        return bool(pygame.mixer.get_init())

    def sound(self, name: str) -> pygame.mixer.Sound | None:
        """The cached Sound for ``name``, made on first use; None when there is no mixer."""
        cached = self._sounds.get(name)
        if cached is not None:
            return cached
        if not self._mixer_ready():
            return None
        frequency, size, channels = pygame.mixer.get_init()
        data = _convert(render_wave(name, self._character), frequency, size, channels)
        sound = self._sounds[name] = pygame.mixer.Sound(buffer=data)
        return sound

    def play(self, name: str) -> bool:
        """Play sound ``name``; True if it started, False if silent (disabled, no device, unknown name)."""
        if not self._enabled:
            return False
        if name not in SOUND_NAMES:
            log.warning("no sound called %r", name)
            return False
        try:
            sound = self.sound(name)
            if sound is None:
                return False
            sound.play()
        except Exception as error:  # a sound must never stop the game
            log.info("could not play sound %r: %s", name, error)
            return False
        return True

    def preload(self) -> None:
        """Make every sound now, so the first play of each has no delay."""
        if self._enabled:
            for name in SOUND_NAMES:
                try:
                    self.sound(name)
                except Exception as error:
                    log.info("could not make sound %r: %s", name, error)
                    return

    def stop(self) -> None:
        """Stop every sound that is playing."""
        try:
            if pygame.mixer.get_init():
                pygame.mixer.stop()
        except Exception as error:
            log.info("could not stop the sounds: %s", error)
