"""The times the store writes: UTC, ISO 8601."""

from __future__ import annotations

from datetime import UTC, datetime


def now_iso() -> str:
    """The current time, UTC, to the second, ISO 8601."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def now_precise() -> str:
    """The current time, UTC, to the microsecond, ISO 8601 (orders autosaves made in one second)."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
