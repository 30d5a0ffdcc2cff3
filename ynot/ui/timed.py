"""How a timed ``ynot play`` ends (benchmarks/first_frame.py, resume.py): read by the start before it loads
anything, so this module loads nothing."""

from __future__ import annotations

import os

#: Set (to anything but empty), ``ynot play`` ends right after its first frame, closing as usual; set to
#: LIVE, it ends after the first frame the loaded game draws (an opening picture shown before it does not
#: count) and closes nothing: the start alone is timed.
EXIT_AFTER_FIRST_FRAME = "YNOT_EXIT_AFTER_FIRST_FRAME"
LIVE = "live"


def first_frame_only() -> str:
    """How ``ynot play`` ends at its first frame: "" (it does not), LIVE, or anything else (at the first)."""
    return os.environ.get(EXIT_AFTER_FIRST_FRAME, "")
