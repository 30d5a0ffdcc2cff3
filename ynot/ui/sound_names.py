"""The names every sound character provides, without the synthesizer (NumPy) behind them."""

SAMPLE_RATE = 22050
"""Samples per second of every rendered wave."""

SOUND_NAMES = ("roll", "land", "score", "bonus", "error", "gameover", "click", "select")
"""The sounds every character provides."""

CHARACTERS = ("psion", "amiga", "windows", "mac")
"""The sound characters, one per skin family."""
