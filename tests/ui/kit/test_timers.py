"""The kit's timers: a countdown that calls back once, a tween, the nearest deadline."""

from __future__ import annotations

from ynot.ui.kit.timers import Timer, Tween, nearest


def test_a_timer_runs_out_once_and_calls_back():
    calls = []
    timer = Timer()
    assert not timer.running and timer.deadline_ms() is None
    timer.start(100, lambda: calls.append("out"))
    assert timer.running and timer.deadline_ms() == 100
    assert timer.update(60) is False and timer.deadline_ms() == 40 and calls == []
    assert timer.update(60) is True and calls == ["out"] and not timer.running
    assert timer.update(60) is False and calls == ["out"]


def test_a_stopped_timer_does_not_call_back_and_zero_never_runs():
    calls = []
    timer = Timer()
    timer.start(50, lambda: calls.append("out"))
    timer.stop()
    assert not timer.update(100) and calls == []
    timer.start(0, lambda: calls.append("zero"))
    assert not timer.running and not timer.update(10) and calls == []


def test_a_tween_goes_in_a_straight_line_and_stops_at_its_end():
    tween = Tween(10, 30, 200)
    tween.update(50)
    assert tween.value == 15 and not tween.done
    tween.update(500)
    assert tween.value == 30 and tween.done and tween.fraction == 1


def test_the_nearest_deadline():
    assert nearest(None, 40, 15, None) == 15
    assert nearest(None, None) is None
