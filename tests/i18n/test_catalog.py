"""The catalog is complete: every marked sentence is in ynot.pot, the template is not stale, and every
language's .po translates every message (none untranslated, none fuzzy). ``python tools/catalog.py update``
brings the template and the .po files up to the sources."""

import shutil

import pytest
from catalog_tool import ROOT, catalog


def test_the_template_holds_every_marked_sentence_and_each_language_translates_them_all():
    faults = catalog.problems()
    assert not faults, "run 'python tools/catalog.py update' and translate:\n" + "\n".join(faults[:40])


def copy_of(tmp_path):
    package = tmp_path / "ynot"
    shutil.copytree(ROOT / "ynot", package, ignore=shutil.ignore_patterns("__pycache__"))
    locale = tmp_path / "locale"
    shutil.copytree(ROOT / "assets" / "locale", locale)
    return package, locale


def test_a_newly_marked_sentence_is_missing_until_the_template_is_extracted_again(tmp_path):
    package, locale = copy_of(tmp_path)
    (package / "newly_marked.py").write_text(
        'from .i18n import _, ngettext\n_("A sentence nobody extracted yet.")\nngettext("{n} new", "{n} news", 2)\n'
    )
    faults = catalog.problems(package, locale)
    assert "ynot.pot lacks the marked message (None, 'A sentence nobody extracted yet.')" in faults
    assert "ynot.pot lacks the marked message (None, ('{n} new', '{n} news'))" in faults
    assert "de.po lacks (None, 'A sentence nobody extracted yet.')" in faults


def test_a_sentence_no_longer_marked_makes_the_template_stale(tmp_path):
    package, locale = copy_of(tmp_path)
    template = catalog.read(locale / "ynot.pot")
    template.add("A sentence the sources no longer have.")
    catalog.write(template, locale / "ynot.pot")
    assert catalog.problems(package, locale) == [
        "ynot.pot keeps a message no longer marked (None, 'A sentence the sources no longer have.')"
    ]


def test_an_untranslated_or_fuzzy_german_entry_fails(tmp_path):
    package, locale = copy_of(tmp_path)
    german = catalog.read(locale / "de.po", "de")
    first, second = [m for m in german if m.id and isinstance(m.id, str)][:2]
    first.string = ""
    second.flags.add("fuzzy")
    catalog.write(german, locale / "de.po")
    assert catalog.problems(package, locale) == [
        f"de.po: untranslated {first.id!r}",
        f"de.po: fuzzy {second.id!r}",
    ]


@pytest.mark.slow
def test_update_adds_new_sentences_to_every_language_untranslated(tmp_path):
    package, locale = copy_of(tmp_path)
    (package / "newly_marked.py").write_text('from .i18n import _\n_("Brand new.")\n')
    catalog.update(package, locale)
    german = catalog.read(locale / "de.po", "de")
    assert german.get("Brand new.").string == ""
    assert catalog.problems(package, locale) == ["de.po: untranslated 'Brand new.'"]


def test_compiled_catalogs_hold_the_translations_but_no_fuzzy_entry(tmp_path):
    import gettext

    [mo] = [p for p in catalog.compile_all(tmp_path) if p.parts[-3] == "de"]
    german = gettext.GNUTranslations(mo.open("rb"))
    assert german.gettext("Score Card") == "Punkteblatt"
    assert german.ngettext("Solitaire: {count} game", "Solitaire: {count} games", 1) == "Solitär: {count} Spiel"
    assert german.ngettext("Solitaire: {count} game", "Solitaire: {count} games", 2) == "Solitär: {count} Spiele"


def test_every_marked_call_is_given_literal_text():
    """``_(f"...")`` or ``_("a" + b)`` cannot be extracted: the catalog would miss the sentence."""
    import ast

    wrong = []
    for path in sorted((ROOT / "ynot").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            literal = all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args)
            texts = node.args[:2] if node.func.id == "ngettext" else node.args[:1]
            glued = any(isinstance(a, (ast.JoinedStr, ast.BinOp)) for a in texts)
            if (node.func.id in ("N_", "Nn_") and not literal) or (node.func.id in ("_", "ngettext") and glued):
                wrong.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not wrong, "marked text that is not a literal: " + ", ".join(wrong)


def test_every_translation_keeps_the_fields_of_its_sentence():
    """A field a translation lacks or invents would show a wrong word or raise KeyError when shown; a plural
    form may leave the count out ("noch einen Wurf")."""
    import re

    field = re.compile(r"\{[^{}]*\}")
    wrong = []
    for po in catalog.languages():
        for message in catalog.read(po, po.stem):
            if not message.id:
                continue
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            allowed = set(field.findall(ids[0])) | set(field.findall(ids[-1]))
            for text in strings:
                found = set(field.findall(text))
                if found - allowed or (len(ids) == 1 and allowed - found):
                    wrong.append(f"{po.name}: {message.id!r} -> {text!r}")
    assert not wrong, "\n".join(wrong)


def test_no_function_that_translates_also_binds_the_name_underscore():
    """``a, _, b = text.partition(":")`` in a function that calls ``_()`` makes ``_`` a string there."""
    import ast

    wrong = []
    for path in sorted((ROOT / "ynot").rglob("*.py")):
        for function in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            calls = binds = False
            for node in ast.walk(function):
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "_":
                    calls = True
                if isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store):
                    binds = True
            if calls and binds:
                wrong.append(f"{path.relative_to(ROOT)}:{function.lineno} {function.name}")
    assert not wrong, "rename the throwaway _ in: " + ", ".join(wrong)
