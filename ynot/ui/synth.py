"""Game sounds synthesized in code: NumPy only, no samples, no pygame.

``render_wave(name, voice, peak)`` returns mono 16-bit samples at :data:`SAMPLE_RATE`. A look chooses its
sound character in its ``skin.toml`` (``[sound]``: one of these voices and how loud it plays):

* ``"psion"``: a piezo buzzer: bare square waves at full level, short beeps, no envelopes.
* ``"amiga"``: soft waveforms with envelopes, played back as 8-bit samples at a Paula-like rate and
  smoothed by the fixed low-pass filter, so they come out warm and a little grainy.
* ``"windows"``: a PC sound card: clean sine tones and bells with gentle envelopes, in 16 bits.
* ``"mac"``: a Macintosh playing dominoes: ivory tiles clicking on a table, a glassy chime for a score,
  a short wooden "bonk" for a play that does not fit.

Random parts (the rattle of the dice) use a generator seeded from the sound's name, so every render of a
sound is identical. Run ``python -m ynot.ui.synth OUTDIR`` to write every look's sounds as WAV files to listen to.
"""

from __future__ import annotations

import sys
import wave
import zlib
from collections.abc import Callable, Mapping
from pathlib import Path

import numpy as np

from ..store.safefile import atomic_path
from .skin import SkinError, available_skins, load_skin
from .sound_names import SAMPLE_RATE, SOUND_NAMES, VOICES

DEFAULT_PEAK = 0.7
"""The loudest sample as a fraction of full scale, when a character does not say."""

Wave = np.ndarray  # float64 samples in [-1, 1]


# -- building blocks ------------------------------------------------------------------------------------


def _time(seconds: float) -> np.ndarray:
    return np.arange(int(round(seconds * SAMPLE_RATE))) / SAMPLE_RATE


def _note(semitones_from_a4: float) -> float:
    """Frequency in Hz of the note this many semitones from A4 (440 Hz)."""
    return 440.0 * 2.0 ** (semitones_from_a4 / 12.0)


def _square(freq: float, seconds: float, duty: float = 0.5) -> Wave:
    phase = (_time(seconds) * freq) % 1.0
    return np.where(phase < duty, 1.0, -1.0)


def _sine(freq: float, seconds: float) -> Wave:
    return np.sin(2 * np.pi * freq * _time(seconds))


def _triangle(freq: float, seconds: float) -> Wave:
    phase = (_time(seconds) * freq) % 1.0
    return 4.0 * np.abs(phase - 0.5) - 1.0


def _saw(freq: float, seconds: float) -> Wave:
    phase = (_time(seconds) * freq) % 1.0
    return 2.0 * phase - 1.0


def _silence(seconds: float) -> Wave:
    return np.zeros(len(_time(seconds)))


def _envelope(wave_: Wave, attack: float = 0.005, decay: float | None = None, release: float = 0.01) -> Wave:
    """Shape a wave: linear attack, optional exponential decay (time constant), linear release."""
    n = len(wave_)
    env = np.ones(n)
    a = min(n, int(attack * SAMPLE_RATE))
    if a:
        env[:a] = np.linspace(0.0, 1.0, a, endpoint=False)
    if decay:
        env *= np.exp(-np.arange(n) / (decay * SAMPLE_RATE))
    r = min(n, int(release * SAMPLE_RATE))
    if r:
        env[n - r :] *= np.linspace(1.0, 0.0, r)
    return wave_ * env


def _join(*parts: Wave) -> Wave:
    return np.concatenate(parts)


def _mix(*parts: Wave) -> Wave:
    out = np.zeros(max(len(p) for p in parts))
    for part in parts:
        out[: len(part)] += part
    return out


def _at(seconds: float, part: Wave) -> Wave:
    """``part`` delayed by ``seconds`` of silence."""
    return _join(_silence(seconds), part)


def _lowpass(wave_: Wave, cutoff: float) -> Wave:
    """A one-pole RC low-pass filter, like the fixed filters after an Amiga's Paula chip."""
    alpha = 1.0 - np.exp(-2 * np.pi * cutoff / SAMPLE_RATE)
    out = np.empty_like(wave_)
    acc = 0.0
    for i, x in enumerate(wave_):
        acc += alpha * (x - acc)
        out[i] = acc
    return out


def _paula(wave_: Wave, rate: float = 11025.0, cutoff: float = 4400.0) -> Wave:
    """Play ``wave_`` as an 8-bit sample at ``rate`` (held samples), then through a two-pole low-pass."""
    step = SAMPLE_RATE / rate
    held = wave_[(np.arange(len(wave_)) // step * step).astype(int)]
    peak = float(np.max(np.abs(held))) or 1.0
    eight_bit = np.round(held / peak * 127.0) / 127.0 * peak
    return _lowpass(_lowpass(eight_bit, cutoff), cutoff)


def _rng(name: str, voice: str) -> np.random.Generator:
    return np.random.default_rng(zlib.crc32(f"{voice}:{name}".encode()))


# -- the psion: a piezo buzzer --------------------------------------------------------------------------


def _psion(name: str, rng: np.random.Generator) -> Wave:
    if name == "roll":  # a fast chatter of clicks at random pitches
        ticks = []
        for _ in range(18):
            ticks.append(_square(float(rng.uniform(900, 2600)), 0.008))
            ticks.append(_silence(float(rng.uniform(0.012, 0.03))))
        return _join(*ticks)
    if name == "land":
        return _join(_square(1200, 0.015), _silence(0.03), _square(800, 0.03))
    if name == "score":
        return _join(_square(_note(3), 0.05), _silence(0.01), _square(_note(10), 0.08))
    if name == "bonus":  # a little fanfare: up the chord and hold the top
        notes = [_note(3), _note(7), _note(10), _note(15)]
        parts = []
        for freq in notes[:-1]:
            parts += [_square(freq, 0.07), _silence(0.015)]
        return _join(*parts, _square(notes[-1], 0.22))
    if name == "error":  # the error beep: a short low buzz
        return _square(330, 0.18)
    if name == "gameover":
        notes = [_note(15), _note(10), _note(7), _note(3), _note(-2)]
        parts = []
        for freq in notes:
            parts += [_square(freq, 0.11), _silence(0.03)]
        return _join(*parts, _square(_note(-9), 0.3))
    if name == "click":
        return _square(2000, 0.006)
    if name == "select":
        return _square(1600, 0.025)
    raise KeyError(name)


# -- the amiga: soft waveforms through Paula --------------------------------------------------------------


def _amiga_rattle(rng: np.random.Generator, seconds: float, hits: int) -> Wave:
    """Dice knocking together: short filtered noise bursts with a little pitch, at random moments."""
    out = _silence(seconds)
    for _ in range(hits):
        start = int(rng.uniform(0, seconds - 0.05) * SAMPLE_RATE)
        length = int(rng.uniform(0.01, 0.03) * SAMPLE_RATE)
        pitch = _triangle(float(rng.uniform(700, 1500)), length / SAMPLE_RATE)
        burst = rng.uniform(-1, 1, length) * 0.6 + pitch
        burst *= np.exp(-np.arange(length) / (0.006 * SAMPLE_RATE)) * float(rng.uniform(0.4, 1.0))
        out[start : start + length] += burst
    return out


def _amiga(name: str, rng: np.random.Generator) -> Wave:
    if name == "roll":
        return _paula(_amiga_rattle(rng, 0.55, 26))
    if name == "land":  # a wooden thud: a falling low tone and a knock of noise
        t = _time(0.16)
        thud = np.sin(2 * np.pi * (180 * t - 150 * t * t)) * np.exp(-t / 0.04)
        knock = rng.uniform(-1, 1, len(t)) * np.exp(-t / 0.008) * 0.5
        return _paula(thud + knock)
    if name == "score":  # a bell: fundamental plus a bright partial, decaying
        f = _note(7)
        bell = _sine(f, 0.35) + 0.5 * _sine(f * 2.76, 0.35) + 0.3 * _triangle(f * 2, 0.35)
        return _paula(_envelope(bell, 0.002, decay=0.09))
    if name == "bonus":  # brass-ish fanfare: two detuned saws per note
        notes = [(_note(-2), 0.09), (_note(2), 0.09), (_note(5), 0.09), (_note(10), 0.35)]
        parts = [
            _envelope(_saw(f, d) + _saw(f * 1.006, d), 0.008, decay=0.5 if d > 0.2 else None, release=0.02)
            for f, d in notes
        ]
        return _paula(_join(*parts))
    if name == "error":  # a buzzy low pair
        tone = _envelope(_saw(110, 0.12) + _square(111, 0.12, 0.3), 0.004, release=0.02)
        return _paula(_join(tone, _silence(0.05), tone))
    if name == "gameover":  # a slow minor descent
        notes = [_note(12), _note(7), _note(3), _note(0)]
        parts = [_envelope(_triangle(f, 0.2) + 0.4 * _saw(f, 0.2), 0.01, decay=0.25) for f in notes[:-1]]
        last = _envelope(_triangle(notes[-1], 0.6) + 0.4 * _saw(notes[-1], 0.6), 0.01, decay=0.3, release=0.1)
        return _paula(_join(*parts, last))
    if name == "click":
        n = int(0.012 * SAMPLE_RATE)
        return _paula(rng.uniform(-1, 1, n) * np.exp(-np.arange(n) / (0.002 * SAMPLE_RATE)))
    if name == "select":
        return _paula(_envelope(_triangle(_note(19), 0.06), 0.002, decay=0.03))
    raise KeyError(name)


# -- windows: a clean PC sound card -----------------------------------------------------------------------


def _bell(freq: float, seconds: float, decay: float) -> Wave:
    return _envelope(
        _sine(freq, seconds) + 0.35 * _sine(freq * 2, seconds) + 0.1 * _sine(freq * 3, seconds), 0.003, decay=decay
    )


def _windows_knock(rng: np.random.Generator, low: float, high: float, ring: float) -> Wave:
    """One die knocking on something: a short tone with a tick of noise on top."""
    n = int(0.03 * SAMPLE_RATE)
    t = np.arange(n) / SAMPLE_RATE
    knock = np.sin(2 * np.pi * float(rng.uniform(low, high)) * t) * np.exp(-t / ring)
    return knock + rng.uniform(-0.4, 0.4, n) * np.exp(-t / 0.0015)


def _windows_rattle(rng: np.random.Generator) -> Wave:
    """Three shakes of the cup; the knocks ring with the cup's hollow body (a low resonance)."""
    seconds = 0.6
    out = _silence(seconds)
    for shake in range(3):
        centre = 0.08 + shake * 0.19
        for _ in range(11):
            start = int(max(0.0, centre + float(rng.normal(0, 0.035))) * SAMPLE_RATE)
            knock = _windows_knock(rng, 1500, 2800, 0.004) * float(rng.uniform(0.3, 1.0))
            out[start : start + len(knock)] += knock[: len(out) - start]
    t = _time(seconds)
    body = np.sin(2 * np.pi * 310 * t) * 0.25
    return out + np.convolve(np.abs(out), np.ones(60) / 60, mode="same") * body


def _windows_clatter(rng: np.random.Generator) -> Wave:
    """Five dice landing on the table one after another, each with a smaller second bounce."""
    seconds = 0.5
    out = _silence(seconds)
    for die in range(5):
        first = 0.01 + die * 0.06 + float(rng.uniform(0, 0.02))
        for bounce, loud in ((0.0, 1.0), (float(rng.uniform(0.05, 0.09)), 0.45)):
            start = int((first + bounce) * SAMPLE_RATE)
            knock = _windows_knock(rng, 700, 1400, 0.008) * loud
            out[start : start + len(knock)] += knock[: len(out) - start]
    return out


def _windows(name: str, rng: np.random.Generator) -> Wave:
    if name == "roll":  # the rattle: dice knocking inside a hollow cup, shaken three times
        return _windows_rattle(rng)
    if name == "land":  # the clatter: five dice hitting the table, each bouncing once or twice
        return _windows_clatter(rng)
    if name == "score":  # the ding
        return _bell(_note(12), 0.5, 0.12)
    if name == "bonus":  # a bright "ta-da"
        first = _mix(_bell(_note(3), 0.15, 0.08), _bell(_note(7), 0.15, 0.08))
        chord = _mix(*(_bell(_note(n), 0.8, 0.25) for n in (3, 7, 10, 15)))
        return _join(first, _silence(0.03), chord)
    if name == "error":  # a chord, struck once
        return _mix(*(_bell(_note(n), 0.45, 0.12) for n in (-12, -9, -5)))
    if name == "gameover":
        notes = [_note(n) for n in (10, 7, 3)]
        parts = [_at(0.22 * i, _bell(f, 0.3, 0.1)) for i, f in enumerate(notes)]
        parts.append(_at(0.66, _mix(*(_bell(_note(n), 0.9, 0.3) for n in (-9, -2, 3)))))
        return _mix(*parts)
    if name == "click":
        t = _time(0.01)
        return np.sin(2 * np.pi * 3000 * t) * np.exp(-t / 0.0015)
    if name == "select":
        return _bell(_note(19), 0.08, 0.025)
    raise KeyError(name)


# -- the mac: tiles on a table, and a chime -----------------------------------------------------------


def _tile_click(rng: np.random.Generator, pitch: float, seconds: float = 0.05) -> Wave:
    """Two hard pieces meeting: a very short noise burst with a bright resonance."""
    t = _time(seconds)
    ring = np.sin(2 * np.pi * pitch * t) * np.exp(-t / 0.006)
    noise = rng.uniform(-1, 1, len(t)) * np.exp(-t / 0.0015)
    return ring + 0.6 * noise


def _chime(freq: float, seconds: float, decay: float) -> Wave:
    """A glassy bell: a pure tone and two inharmonic partials."""
    return _envelope(
        _sine(freq, seconds) + 0.4 * _sine(freq * 2.4, seconds) + 0.15 * _sine(freq * 4.1, seconds),
        0.002,
        decay=decay,
    )


def _mac(name: str, rng: np.random.Generator) -> Wave:
    if name == "roll":  # tiles shuffled and one drawn: a quick run of soft clicks
        clicks = []
        for i in range(6):
            start = i * 0.035 + float(rng.uniform(0, 0.01))
            clicks.append(_at(start, 0.5 * _tile_click(rng, float(rng.uniform(1800, 2600)))))
        return _mix(*clicks)
    if name == "land":  # a tile laid on the table: click and clack
        return _mix(_tile_click(rng, 2300), _at(0.045, 0.7 * _tile_click(rng, 1700)))
    if name == "score":  # the chime: a rising third
        return _mix(_chime(_note(10), 0.6, 0.15), _at(0.11, _chime(_note(14), 0.7, 0.2)))
    if name == "bonus":  # going out: the chime up a chord
        return _mix(*(_at(0.1 * i, _chime(_note(n), 0.8, 0.22)) for i, n in enumerate((10, 14, 17, 22))))
    if name == "error":  # a short low "bonk": a falling tone, like a finger on a wooden box
        t = _time(0.22)
        tone = np.sin(2 * np.pi * (330 * t - 260 * t * t)) + 0.3 * np.sin(2 * np.pi * 990 * t)
        return tone * np.exp(-t / 0.07)
    if name == "gameover":
        return _mix(*(_at(0.18 * i, _chime(_note(n), 1.0, 0.3)) for i, n in enumerate((22, 17, 14, 10, 5))))
    if name == "click":
        return _tile_click(rng, 3000, 0.02)
    if name == "select":
        return 0.7 * _tile_click(rng, 2600, 0.03)
    raise KeyError(name)


_VOICES: dict[str, Callable[[str, np.random.Generator], Wave]] = {
    "psion": _psion,
    "amiga": _amiga,
    "windows": _windows,
    "mac": _mac,
}


def render_wave(name: str, voice: str = "psion", peak: float = DEFAULT_PEAK) -> np.ndarray:
    """Mono int16 samples at :data:`SAMPLE_RATE` of sound ``name`` in ``voice``, its loudest sample ``peak``
    of full scale; always the same."""
    if name not in SOUND_NAMES:
        raise KeyError(f"no sound called {name!r}; the sounds are {', '.join(SOUND_NAMES)}")
    play = _VOICES.get(voice)
    if play is None:
        raise KeyError(f"no sound voice {voice!r}; the voices are {', '.join(VOICES)}")
    samples = play(name, _rng(name, voice))
    loudest = float(np.max(np.abs(samples)))
    if loudest > 0:
        samples = samples / loudest * min(1.0, max(0.0, peak))
    fade = min(len(samples), int(0.002 * SAMPLE_RATE))  # no click at the very end
    samples[len(samples) - fade :] *= np.linspace(1.0, 0.0, fade)
    return np.round(samples * 32767).astype(np.int16)


def write_wav(path: Path, samples: np.ndarray) -> None:
    """Write mono int16 ``samples`` as a WAV file, atomically."""
    with atomic_path(Path(path)) as temp, wave.open(str(temp), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SAMPLE_RATE)
        out.writeframes(samples.astype("<i2").tobytes())


def write_all(folder: Path, characters: Mapping[str, tuple[str, float]]) -> list[Path]:
    """Write every sound of every character (a look's name: its voice and peak) to ``folder`` as
    ``<look>-<name>.wav``."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for look, (voice, peak) in characters.items():
        for name in SOUND_NAMES:
            path = folder / f"{look}-{name}.wav"
            write_wav(path, render_wave(name, voice, peak))
            written.append(path)
    return written


def look_characters() -> dict[str, tuple[str, float]]:
    """The sound character of every installed look, as its skin.toml gives it."""

    found = {}
    for name in available_skins():
        try:
            sound = load_skin(name).sound
        except SkinError:
            continue
        found[name] = (sound.voice, sound.peak)
    return found


def main(argv: list[str] | None = None) -> int:
    """``python -m ynot.ui.synth OUTDIR``: write every look's sounds as WAV files to listen to."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1 or args[0].startswith("-"):
        print("usage: python -m ynot.ui.synth OUTDIR  (writes <look>-<sound>.wav)", file=sys.stderr)
        return 2
    try:
        paths = write_all(Path(args[0]), look_characters())
    except OSError as error:
        print(f"Cannot write the sounds to {args[0]}: {error.strerror or error}.", file=sys.stderr)
        return 1
    for path in paths:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
