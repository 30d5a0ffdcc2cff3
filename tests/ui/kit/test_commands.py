"""Standard commands as data: run when they can be chosen, refused with a sentence when not."""

from __future__ import annotations

from ynot.ui.kit.commands import Command, Commands


def test_a_command_runs_when_enabled_and_says_why_not_otherwise():
    done = []
    allowed = [True]
    commands = Commands([
        Command("new", "New game", lambda: done.append("new")),
        Command("undo", "Undo", lambda: done.append("undo"), enabled=lambda: allowed[0], why_not=lambda: "No move"),
    ])
    assert commands.ids() == ["new", "undo"] and "new" in commands and [c.id for c in commands] == commands.ids()
    assert commands.run("new") is None and done == ["new"]
    allowed[0] = False
    assert commands.run("undo") == "No move" and done == ["new"] and not commands.enabled("undo")
    allowed[0] = True
    assert commands.run("undo") is None and done == ["new", "undo"]
    assert "nothing" in (commands.run("nothing") or "") and not commands.enabled("nothing")
