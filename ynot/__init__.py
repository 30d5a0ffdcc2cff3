"""YNOT: the 1990s shareware dice games (the Yahtzee family) as one Python desktop game."""

__version__ = "0.1.0"
