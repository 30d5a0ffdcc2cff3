"""The German of the dice looks as a German player would write it: the wordings a reader found literal, cut
or English are gone from the catalog and the help files, and their better forms are what the looks say."""

from __future__ import annotations

from pathlib import Path

import pytest

from ynot import i18n
from ynot.i18n import _, pgettext
from ynot.ui.pixelfont import get_font

ROOT = Path(__file__).resolve().parents[2]
GERMAN = [ROOT / "assets" / "locale" / "de.po", *sorted((ROOT / "skins").glob("*/help/de.txt"))]

#: what a German reader found, in the catalog or the help files; none may come back
FOUND = [
    "Unbeendet", "jeder Code tut es", "zum Weitermachen", "ist zurück\"", "Maschine zeigen", "Zuerst auf",
    "der Knopf zeigt, was", "neu gemacht für YNOT", "Klänge und Worte", "doppelklicken Sie den Namen",
    "gleich WÜRFELN", "Die Marke",
]


@pytest.mark.parametrize("path", GERMAN, ids=lambda path: str(path.relative_to(ROOT)))
def test_the_wordings_found_literal_are_gone(path):
    text = path.read_text(encoding="utf-8")
    assert [found for found in FOUND if found in text] == []


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language(None)


def test_the_looks_say_it_the_better_way(german):
    turn = _("Turn {turn} of {turns}").format(turn=10, turns=13)
    assert f"{turn} - {_('no rerolls')}" == "Zug 10/13 - kein Nachwurf"  # the Amiga's line, whole at turns 10-13
    assert pgettext("the Psion's push button: ENTER scores the box", "Score") == "Werten"
    assert _("Scores") == "Punkte"  # the Psion's menu: no longer the same word as its push button
    assert _("Unfinished: {players}, {rules}, turn {turn}").startswith("Nicht beendet:")
    assert _("Psion-R registers your name (any code will do);").endswith("(jeder Code ist gültig);")
    assert _("Enter or Esc to continue") == "Enter oder Esc: weiter"
    assert _("Your last game is back") == "Ihr letztes Spiel ist wieder da"
    assert _("Show the machine") == "Gerät zeigen"
    assert _("First to") == "Ziel"
    assert "WÜRFELN ohne Auswahl behält alle" in _("Click dice to throw again, then ROLL ({left} left); ROLL now keeps "
                                                  "them all.")
    assert "doppelklicken Sie auf den Namen eines Feldes, um zu werten" in _(
        "Drag dice you want to roll again onto the shaker, or double-click a box's name to score.")


def test_the_system_language_is_named_in_the_language_in_use(german, monkeypatch):
    from ynot.ui.kit.language import language_choices

    monkeypatch.setattr(i18n, "system_language", lambda: "en")
    assert language_choices()[0] == ("", "System (Englisch)")
    i18n.set_language("en")
    assert language_choices()[0] == ("", "System (English)")


def test_a_german_percentage_keeps_its_number_and_sign_on_one_line():
    """German writes "38 %" with a space; a no-break space keeps a wrapped line from leaving the "%" alone
    (the Psion's infoprint showed "... 1993): 0" and "%" on the next line)."""
    catalog = GERMAN[0].read_text(encoding="utf-8")
    assert "} %" not in catalog
    i18n.set_language("de")
    try:
        sentence = _("The coach is working out perfect play for {rules}: {percent}%").format(rules="YNOT", percent=0)
    finally:
        i18n.set_language(None)
    font = get_font("psion")
    lines = font.wrap(sentence, font.line_width(sentence) - font.line_width("%"))
    assert lines[-1].endswith("0\u00a0%") and lines[-1] != "%"
