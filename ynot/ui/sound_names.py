"""The names every sound voice provides, without the synthesizer (NumPy) behind them."""

SAMPLE_RATE = 22050
"""Samples per second of every rendered wave."""

SOUND_NAMES = ("roll", "land", "score", "bonus", "error", "gameover", "click", "select")
"""The sounds every voice provides."""

VOICES = ("psion", "amiga", "windows", "mac")
"""The voices a look's sound character may play with."""
