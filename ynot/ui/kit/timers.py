"""Time in the looks, written once: a :class:`Timer` counts down milliseconds (a button shown pressed,
a message on the status line, a pause before the next player), a :class:`Tween` goes from one value to
another over a time. The App's loop sleeps until the nearest deadline a scene gives
(``Scene.next_deadline_ms``, from :func:`nearest`) and ticks while one is ``running`` and the scene
says it is ``busy``. Time is milliseconds given by ``update(dt_ms)``, never frames or the clock.
"""

from __future__ import annotations

from collections.abc import Callable


class Timer:
    """A countdown: :meth:`start` it for ``ms``; it runs until :meth:`update` has used the time up, then
    ``then`` (if any) is called once. A stopped or finished timer is not ``running`` and has no deadline."""

    def __init__(self) -> None:
        self.left_ms = 0
        self._then: Callable[[], None] | None = None

    def start(self, ms: int, then: Callable[[], None] | None = None) -> None:
        """Run for ``ms`` milliseconds (0 or less: not at all, ``then`` is not called)."""
        self.left_ms = max(0, int(ms))
        self._then = then if self.left_ms else None

    def stop(self) -> None:
        """Stop without calling ``then``."""
        self.left_ms, self._then = 0, None

    @property
    def running(self) -> bool:
        return self.left_ms > 0

    def update(self, dt_ms: int) -> bool:
        """Time passes; True when the timer runs out now (and ``then`` has been called)."""
        if self.left_ms <= 0:
            return False
        self.left_ms = max(0, self.left_ms - dt_ms)
        if self.left_ms:
            return False
        then, self._then = self._then, None
        if then is not None:
            then()
        return True

    def deadline_ms(self) -> int | None:
        """Milliseconds until it runs out, or None when it is not running."""
        return self.left_ms if self.left_ms > 0 else None

    def __bool__(self) -> bool:
        return self.running


class Tween:
    """A value going from ``start`` to ``end`` in ``ms`` milliseconds, in a straight line."""

    def __init__(self, start: float, end: float, ms: int) -> None:
        self.start, self.end, self.ms = start, end, max(1, int(ms))
        self.elapsed = 0

    def update(self, dt_ms: int) -> None:
        self.elapsed = min(self.ms, self.elapsed + dt_ms)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.ms

    @property
    def fraction(self) -> float:
        return self.elapsed / self.ms

    @property
    def value(self) -> float:
        return self.start + (self.end - self.start) * self.fraction


def nearest(*deadlines: int | None) -> int | None:
    """The nearest of several deadlines (a timer's ``deadline_ms()``, a scene's), None if there is none."""
    found = [deadline for deadline in deadlines if deadline is not None]
    return min(found) if found else None
