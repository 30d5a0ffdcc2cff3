"""A synthesized sound in the mixer's own format (NumPy): what Audio keeps in the cache folder."""

from __future__ import annotations

import numpy as np

from .sound_names import SAMPLE_RATE
from .synth import render_wave


def mixer_bytes(name: str, voice: str, peak: float, mixer: tuple[int, int, int]) -> bytes:
    """Sound ``name`` in ``voice`` at loudness ``peak`` as raw bytes for a mixer of this format
    (frequency, size, channels)."""
    return _convert(render_wave(name, voice, peak), *mixer)


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
