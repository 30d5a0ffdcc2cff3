"""Choosing the language: the system, ynot.ini, a look's Options (at once) and --language; a translator's
catalog in the user data folder; the pseudo-language."""

import gettext

import pytest

from ynot import i18n
from ynot.i18n import _, ngettext
from ynot.i18n.po import mo_bytes, read_po
from ynot.i18n.pseudo import pseudo
from ynot.i18n.system import from_environment, language_code
from ynot.store import Store


def test_codes_are_read_as_gettext_writes_them():
    assert language_code("de_DE.UTF-8@euro") == "de_DE"
    assert language_code("de-at") == "de_AT"
    assert language_code("C") == language_code("POSIX") == "en"


def test_the_first_variable_set_decides_in_gettexts_order():
    assert from_environment({"LANG": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"}) == ["de_DE"]
    assert from_environment({"LANGUAGE": "de_AT:fr", "LC_ALL": "en_GB"}) == ["de_AT", "fr"]
    assert from_environment({"LC_ALL": "it_IT", "LANG": "de_DE"}) == ["it_IT"]
    assert from_environment({}) == []


@pytest.mark.parametrize("variable", ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"])
def test_the_system_language_is_used_with_a_region_falling_back_to_the_language(monkeypatch, variable):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv(variable, "de_CH.UTF-8")
    i18n.prefer(None)  # asks the system again
    i18n.set_language(None)
    assert i18n.language() == "de"
    assert _("Score Card") == "Punkteblatt"


def test_a_language_we_lack_falls_through_to_the_next_asked_and_then_english(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "xx:de")
    i18n.set_language(None)
    assert i18n.language() == "de"
    monkeypatch.setenv("LANGUAGE", "xx")
    i18n.set_language(None)
    assert i18n.language() == "en" and _("Score Card") == "Score Card"


def test_ynot_ini_overrides_the_system_and_the_command_line_overrides_both(ynot_home, monkeypatch):
    (ynot_home / "config").mkdir(parents=True)
    (ynot_home / "config" / "ynot.ini").write_text("[ynot]\nlanguage = de\n", encoding="utf-8")
    with Store.open() as store:
        assert store.options.language == "de"
        assert i18n.language() == "de"
        i18n.set_language("en")  # --language en
        assert _("Score Card") == "Score Card"
        i18n.choose("de")  # a look's Options dialog: at once, over the command line
        assert _("Score Card") == "Punkteblatt"
        store.options.language = ""
        store.save_options()  # the system's again: LANGUAGE=en in the tests
        assert i18n.language() == "en"


def test_a_bad_language_in_ynot_ini_is_one_sentence_and_the_default(ynot_home):
    (ynot_home / "config").mkdir(parents=True)
    (ynot_home / "config" / "ynot.ini").write_text("[ynot]\nlanguage = Deutsch!\n", encoding="utf-8")
    with Store.open() as store:
        assert store.options.language == ""
        assert any("language should be a language code" in notice for notice in store.notices)


def test_nothing_is_translated_at_import_a_table_is_translated_where_it_is_shown():
    table = {"sheet": i18n.N_("Score Card")}
    assert table["sheet"] == "Score Card"
    i18n.set_language("de")
    assert _(table["sheet"]) == "Punkteblatt"
    i18n.set_language("en")
    assert _(table["sheet"]) == "Score Card"


def test_counts_take_each_languages_plural():
    i18n.set_language("de")
    shown = [ngettext("Solitaire: {count} game", "Solitaire: {count} games", n).format(count=n) for n in (1, 2)]
    assert shown == ["Solitär: 1 Spiel", "Solitär: 2 Spiele"]


def test_speaking_a_users_language_returns_to_the_one_before():
    i18n.set_language("en")
    with i18n.speaking("de") as used:
        assert used == "de" and _("Score Card") == "Punkteblatt"
    assert _("Score Card") == "Score Card"
    with i18n.speaking(""):
        assert _("Score Card") == "Score Card"


FRENCH = r'''msgid ""
msgstr ""
"Language: fr\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\n"
"Content-Type: text/plain; charset=UTF-8\n"

msgid "Score Card"
msgstr "Feuille de marque"

#, fuzzy
msgid "Roll"
msgstr "Roulez"

msgid "Solitaire: {count} game"
msgid_plural "Solitaire: {count} games"
msgstr[0] "Solitaire : {count} partie"
msgstr[1] "Solitaire : {count} parties"
'''


@pytest.mark.parametrize("form", ["ynot.po", "ynot.mo", "LC_MESSAGES/ynot.mo"])
def test_a_translators_catalog_in_the_user_data_folder_is_used(ynot_home, form):
    target = ynot_home / "data" / "locale" / "fr" / form
    target.parent.mkdir(parents=True)
    if form.endswith(".po"):
        target.write_text(FRENCH, encoding="utf-8")
    else:
        target.write_bytes(mo_bytes(read_po(FRENCH)))
    assert "fr" in i18n.languages()
    assert i18n.set_language("fr_FR") == "fr"
    assert _("Score Card") == "Feuille de marque"
    assert _("Roll") == "Roll"  # a fuzzy entry is not used, as msgfmt leaves it out
    assert ngettext("Solitaire: {count} game", "Solitaire: {count} games", 0) == "Solitaire : {count} partie"


def test_a_translators_german_catalog_goes_over_the_shipped_one_message_by_message(ynot_home):
    target = ynot_home / "data" / "locale" / "de" / "ynot.po"
    target.parent.mkdir(parents=True)
    target.write_text('msgid ""\nmsgstr "Language: de\\n"\n\nmsgid "Score Card"\nmsgstr "Spielzettel"\n')
    i18n.set_language("de")
    assert _("Score Card") == "Spielzettel"
    assert ngettext("Solitaire: {count} game", "Solitaire: {count} games", 2) == "Solitär: {count} Spiele"


def test_a_po_catalog_is_compiled_once_and_kept_until_it_changes(ynot_home, monkeypatch):
    from ynot.i18n import po

    compiled = []
    real = po.read_po
    monkeypatch.setattr(po, "read_po", lambda text: compiled.append(1) or real(text))
    target = ynot_home / "data" / "locale" / "fr" / "ynot.po"
    target.parent.mkdir(parents=True)
    target.write_text(FRENCH, encoding="utf-8")
    for _run in range(2):  # the second run reads the kept compiled catalog
        assert i18n._read(target).gettext("Score Card") == "Feuille de marque"
    assert len(compiled) == 1
    kept = list((ynot_home / "cache" / "catalogs").glob("ynot-*.mo"))
    assert len(kept) == 1 and kept[0].read_bytes() == mo_bytes(read_po(FRENCH))
    target.write_text(FRENCH.replace("Feuille de marque", "Carte des points"), encoding="utf-8")
    assert i18n._read(target).gettext("Score Card") == "Carte des points"  # edited: compiled again
    assert len(compiled) == 2 and len(list((ynot_home / "cache" / "catalogs").glob("ynot-*.mo"))) == 1
    newest = next((ynot_home / "cache" / "catalogs").glob("ynot-*.mo"))
    newest.write_bytes(b"\x00damaged")
    assert i18n._read(target).gettext("Score Card") == "Carte des points"  # a damaged kept file: compiled again
    assert len(compiled) == 3 and newest.read_bytes() != b"\x00damaged"


DAMAGED = [b"\x00\x01garbage", b'msgid "open\n', 'msgid "\u00e4"\nmsgstr "x"'.encode("latin-1")]


@pytest.mark.parametrize("damage", DAMAGED)
def test_a_damaged_translators_catalog_is_passed_over_without_a_crash(ynot_home, damage):
    target = ynot_home / "data" / "locale" / "fr" / "ynot.po"
    target.parent.mkdir(parents=True)
    target.write_bytes(damage)
    assert i18n.set_language("fr") == "en"
    assert _("Score Card") == "Score Card"


def _messages(translations: gettext.GNUTranslations) -> dict:
    """A compiled catalog's messages without its header (the empty msgid)."""
    return {key: text for key, text in translations._catalog.items() if key != ""}


def test_our_po_reader_compiles_as_babel_does():
    import io

    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po as babel_read_po
    from catalog_tool import catalog

    german = catalog.read(catalog.LOCALE / "de.po", "de")
    buffer = io.BytesIO()
    write_mo(buffer, german, use_fuzzy=False)
    theirs = gettext.GNUTranslations(io.BytesIO(buffer.getvalue()))
    ours = gettext.GNUTranslations(io.BytesIO(mo_bytes(read_po((catalog.LOCALE / "de.po").read_text("utf-8")))))
    # every message, plural forms included; not the header, whose Generated-By names the Babel that ran
    assert _messages(theirs) == _messages(ours) and len(_messages(ours)) > 100
    assert babel_read_po(io.BytesIO(FRENCH.encode()))  # and the sample is a valid catalog


def test_the_pseudo_language_accents_every_letter_it_can_and_is_a_third_longer_keeping_fields():
    text = "There is no box called {name}."
    shown = pseudo(text)
    assert "{name}" in shown and shown.startswith("Théré îs ñö böx çålléð {name}.")
    assert len(shown) >= len(text) * 4 / 3 and not shown.endswith(" ")
    assert not set("aeiouAEIOU") & set(shown.replace("{name}", ""))
    assert pseudo("%(prog)s: error: %(message)s\n").count("%(prog)s") == 1
    assert pseudo("Line one\nLine two").count("\n") == 1
