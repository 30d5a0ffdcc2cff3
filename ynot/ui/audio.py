"""Play the synthesized game sounds through pygame.mixer, quietly doing nothing when it cannot.

``Audio(skin.sound)`` (a look's sound character, or just a voice's name) opens the mixer the first time a
sound is played. A sound is synthesized (NumPy, ynot.ui.synth) the first time it is played on this
machine and kept in the cache folder, so later games read it and load no NumPy for it. With no audio
device, a mixer that will not open, sound switched off or an unknown sound name, :meth:`Audio.play`
simply returns False: playing a sound never raises.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame

from .. import __version__, paths
from ..logs import get_logger
from ..store.safefile import atomic_write
from .skin import SoundCharacter
from .sound_names import SAMPLE_RATE, SOUND_NAMES, VOICES

log = get_logger(__name__)


def _cache_key() -> str:
    """Names the synthesizer's version: sounds kept on disk by an older one are made again."""

    digest = hashlib.sha256()
    for module in ("synth.py", "sound_convert.py"):
        try:
            digest.update((Path(__file__).with_name(module)).read_bytes())
        except OSError:  # a frozen build without sources: the sounds are kept under the package's version
            digest.update(__version__.encode())
    return digest.hexdigest()[:12]


def mixer_sound_bytes(name: str, character: SoundCharacter, mixer: tuple[int, int, int]) -> bytes:
    """Sound ``name`` in ``character`` as raw bytes in the mixer's format (frequency, size, channels):
    from the cache folder, else synthesized (NumPy, loaded then) and kept there. A kept file carries
    the SHA-256 of its bytes; one that does not match is made again."""

    frequency, size, channels = mixer
    kind = f"{character.voice}-{character.peak:g}-{name}-{frequency}-{size}-{channels}"
    path = paths.cache_dir() / "sounds" / f"{_cache_key()}-{kind}.raw"
    try:
        kept = path.read_bytes()
        if hashlib.sha256(kept[32:]).digest() == kept[:32]:
            return kept[32:]
    except OSError:
        pass
    from .sound_convert import mixer_bytes

    data = mixer_bytes(name, character.voice, character.peak, mixer)
    try:
        atomic_write(path, hashlib.sha256(data).digest() + data)
    except OSError as error:
        log.info("could not keep sound %r: %s", name, error)
    return data


def _character(value: SoundCharacter | str) -> SoundCharacter:
    """A sound character; a voice's name alone plays that voice at its usual loudness."""
    character = SoundCharacter(value) if isinstance(value, str) else value
    if character.voice not in VOICES:
        raise ValueError(f"no sound voice {character.voice!r}; the voices are {', '.join(VOICES)}")
    return character


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
    """The game's sounds in one look's sound character; switchable on and off."""

    def __init__(self, character: SoundCharacter | str = "psion", enabled: bool = True) -> None:
        self._character = _character(character)
        self._enabled = bool(enabled)
        self._mixer_failed = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}

    @property
    def character(self) -> SoundCharacter:
        """The sound character in use."""
        return self._character

    @character.setter
    def character(self, value: SoundCharacter | str) -> None:
        character = _character(value)
        if character != self._character:
            self._character = character
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
        data = mixer_sound_bytes(name, self._character, pygame.mixer.get_init())
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
