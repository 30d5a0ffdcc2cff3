"""YNOT: the 1990s shareware dice games (the Yahtzee family) as one Python desktop game."""

__version__ = "0.1.0"
#: The date of this version: the manual page's and the software centre's (changed with the version).
__date__ = "2026-11-28"
