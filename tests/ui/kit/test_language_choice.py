"""The Language choice of every look's Options: the kept choice shown, or the language a ``--language``
speaks for this run when that is another."""

from types import SimpleNamespace

from ynot import i18n
from ynot.ui.kit.language import chosen_index, language_choices


def _shown(kept: str) -> str:
    i18n.prefer(kept)  # as the game does with ynot.ini's language when it starts
    choices = language_choices()
    return choices[chosen_index(SimpleNamespace(language=kept), choices)][0]


def test_the_kept_choice_is_shown():
    i18n.set_language(None)
    assert _shown("") == "" and _shown("de") == "de" and _shown("xx") == ""


def test_a_language_given_for_this_run_is_shown_over_the_kept_choice():
    try:
        i18n.set_language("de")
        assert i18n.language() == "de"
        assert _shown("") == "de" and _shown("en") == "de"
    finally:
        i18n.set_language(None)
    assert _shown("") == ""
