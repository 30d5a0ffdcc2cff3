"""The help files: their format, languages falling back to English, every shipped look's links, and a bad
or missing file told in a plain sentence."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ynot.looks import look_names
from ynot.resources import data_path
from ynot.ui.kit.help import HelpViewer, parse_links
from ynot.ui.kit.helpbook import CONTENTS, HelpFileError, HelpTopic, load_help, parse_help, wanted_languages

SAMPLE = """\
# a note for translators
@title Sample Help
@about About Sample
Sample
version {version}
@topic rules The Rules

Thirteen turns. See [[the keys|keys]].
\\@ starts this line
\\# and this one.

@topic keys Keys
Enter rolls.
"""


def write(folder: Path, language: str, text: str) -> None:
    (folder / "help").mkdir(parents=True, exist_ok=True)
    (folder / "help" / f"{language}.txt").write_text(text, encoding="utf-8")


def test_a_help_file_gives_its_title_topics_and_about_box():
    book = parse_help(SAMPLE)
    assert book.title == "Sample Help" and book.about_title == "About Sample"
    assert book.about_text("1.2") == "Sample\nversion 1.2"
    assert book.topics == (
        HelpTopic("The Rules", "Thirteen turns. See [[the keys|keys]].\n@ starts this line\n# and this one.", "rules"),
        HelpTopic("Keys", "Enter rolls.", "keys"),
    )
    assert book.topic("keys").title == "Keys" and book.topic("nothing") is None


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("words first\n@topic a A\nx", "line 1: text before the first @topic"),
        ("@topic A\nx", "line 1: a topic is written '@topic key Title'"),
        ("@topic Big-Key Title\nx", "line 1: a topic is written"),
        ("@topic a A\nx\n@picture dice", "line 3: there is no @picture"),
        ("@topic a A\nx\n@topic a Again\ny", "has two topics called a"),
        ("@title Only a title\n", "has no topics"),
        ("@about\n@topic a A\nx", "line 1: @about needs its words after it"),
    ],
)
def test_a_malformed_help_file_is_refused_in_one_sentence(text, words):
    with pytest.raises(HelpFileError, match=re.escape(words)):
        parse_help(text, where="x.txt")


def test_a_translation_is_chosen_by_language_and_completed_from_english(tmp_path):
    write(tmp_path, "en", SAMPLE)
    write(tmp_path, "de", "@title Beispielhilfe\n@topic keys Tasten\nEnter würfelt.\n")
    book = load_help("sample", folder=tmp_path, languages=["de_AT.UTF-8"])
    assert book.language == "de" and book.title == "Beispielhilfe" and book.about_title == "About Sample"
    assert [t.title for t in book.topics] == ["The Rules", "Tasten"]
    assert book.topic("keys").text == "Enter würfelt."
    assert load_help("sample", folder=tmp_path, languages=["fr"]).language == "en"
    assert load_help("sample", folder=tmp_path, languages=["en", "de"]).title == "Sample Help"


def test_a_broken_translation_gives_the_english_help_and_says_why(tmp_path):
    write(tmp_path, "en", SAMPLE)
    write(tmp_path, "de", "@thema x\n")
    book = load_help("sample", folder=tmp_path, languages=["de"])
    assert book.title == "Sample Help" and "there is no @thema" in book.problem


def test_a_missing_or_unreadable_help_file_is_a_sentence_not_a_traceback(tmp_path):
    book = load_help("nowhere", folder=tmp_path, languages=[])
    assert book.problem.startswith("This look has no help file") and book.problem.endswith("en.txt).")
    assert book.topic(CONTENTS) is not None
    (tmp_path / "help").mkdir()
    (tmp_path / "help" / "en.txt").write_bytes(b"@topic a A\n\xff\xfe")
    book = load_help("nowhere", folder=tmp_path, languages=[])
    assert book.problem == f"The help file {tmp_path / 'help' / 'en.txt'} cannot be read."


def test_languages_are_those_the_game_is_asked_to_speak(monkeypatch):
    from ynot import i18n

    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    assert wanted_languages() == []
    monkeypatch.setenv("LANG", "de_CH.UTF-8")
    assert wanted_languages() == ["de_CH", "de"]
    monkeypatch.setenv("LANGUAGE", "fr:en")
    assert wanted_languages() == ["fr", "en"]
    i18n.prefer("de")  # ynot.ini or a look's Options dialog
    assert wanted_languages() == ["de"]
    i18n.set_language("pt_BR")  # --language
    assert wanted_languages() == ["pt_BR", "pt"]
    assert wanted_languages(["C", "pt_BR@euro"]) == ["pt_BR", "pt"]


@pytest.mark.parametrize("look", look_names())
def test_every_shipped_help_file_reads_and_every_link_leads_to_a_topic(look):
    folder = data_path("skins", look, "help")
    for path in sorted(folder.glob("*.txt")):
        book = parse_help(path.read_text(encoding="utf-8"), where=str(path))
        keys = {topic.ref for topic in book.topics} | {CONTENTS}
        for topic in book.topics:
            for _words, target in parse_links(topic.text):
                assert target is None or target in keys, (path.name, topic.ref, target)
    english = load_help(look, languages=[])
    assert english.title and english.topics and not english.problem


def test_the_viewer_says_why_a_looks_help_is_missing_and_a_topic_opens_by_its_key(kit_app, tmp_path):
    app, ctx, feedback = kit_app
    book = load_help("nowhere", folder=tmp_path, languages=[])
    viewer = HelpViewer(ctx, book.topics, title=book.title, notice=book.problem)
    app.push(viewer)
    shown = "".join(words for line in viewer.lines for words, _target in line)
    assert viewer.topic == CONTENTS and shown.startswith("This look has no help file")
    write(tmp_path, "en", SAMPLE)
    book = load_help("sample", folder=tmp_path, languages=[])
    viewer = HelpViewer(ctx, book.topics, title=book.title, start="keys")
    assert viewer.topic == "keys" and viewer.topics["keys"].title == "Keys"
    viewer.show("no-such-topic")
    assert viewer.topic == "keys" and feedback.beeps == 1


@pytest.mark.parametrize("look", look_names())
def test_a_shipped_translation_has_every_topic_of_the_english(look):
    english = load_help(look, languages=[])
    for path in sorted(data_path("skins", look, "help").glob("*.txt")):
        language = path.stem
        book = load_help(look, languages=[language])
        assert book.language == language and not book.problem
        own = parse_help(path.read_text(encoding="utf-8"))
        assert [t.key for t in own.topics] == [t.key for t in english.topics], path.name
        assert bool(own.about_title) == bool(english.about_title), path.name


def test_the_windows_help_in_german():
    book = load_help("windows", languages=["de_DE.UTF-8"])
    assert book.title == "Windows Yahtzee Hilfe" and book.about_title == "Über Windows Yahtzee"
    assert book.topic("contents").title == "Inhalt" and "{version}" in book.about
