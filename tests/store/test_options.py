"""ynot.ini: defaults, round trip, unknown keys kept, bad values replaced, bad files moved aside."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ynot import paths
from ynot.core import MAX_NAME_LENGTH, MAX_PLAYERS, check_name
from ynot.store import Options, Store
from ynot.store.options import KNOWN_KEYS, names_from_text, names_to_text


def ini():
    return paths.config_dir() / "ynot.ini"


def test_defaults_without_a_file(store):
    assert store.options == Options()
    assert store.notices == []
    assert store.options.rule_set().name == "ynot"
    assert not ini().exists()  # nothing written until asked


def test_round_trip_keeps_unknown_keys_and_sections(ynot_home):
    ini().write_text(
        "[ynot]\nskin = amiga\nfuture_key = 42\n[skin.amiga]\nscale = 3\n[someone.else]\nx = y\n",
        encoding="utf-8",
    )
    with Store.open() as store:
        assert store.notices == []
        opts = store.options
        assert opts.skin == "amiga"
        assert opts.skin_settings() == {"scale": "3"}
        opts.rules, opts.columns, opts.multiplier, opts.extra = "winzee", 3, True, "wild"
        opts.sound, opts.animation, opts.end_of_turn = False, False, "prompt"
        opts.players = ("Ann", "Bob")
        opts.window_scale, opts.window_x, opts.window_y = 2, 10, -5
        opts.skin_settings("psion")["scale"] = "4"
        assert store.save_options()
    text = ini().read_text(encoding="utf-8")
    assert "future_key = 42" in text and "[someone.else]" in text
    with Store.open() as store:
        again = store.options
        assert again == opts
        assert again.rule_set().columns == 3 and again.rule_set().multiplier
        assert again.section("skin.psion") == {"scale": "4"}


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("skin", "../elsewhere"),
        ("rules", "chess"),
        ("columns", "9"),
        ("columns", "two"),
        ("multiplier", "perhaps"),
        ("extra", "lots"),
        ("sound", "loud"),
        ("animation", "2"),
        ("end_of_turn", "later"),
        ("window_scale", "-1"),
        ("window_x", "left"),
    ],
)
def test_a_bad_value_is_reported_and_replaced_by_its_default(ynot_home, key, value):
    other = "sound = off\n" if key != "sound" else ""
    ini().write_text(f"[ynot]\n{key} = {value}\n{other}")
    with Store.open() as store:
        assert len(store.notices) == 1
        sentence = store.notices[0]
        assert key in sentence and value in sentence and sentence.endswith(".")
        assert getattr(store.options, key) == getattr(Options(), key)
        if key != "sound":
            assert store.options.sound is False  # the good values stay
    assert ini().exists()  # a bad value does not move the file aside


def test_keys_are_read_regardless_of_case(ynot_home):
    ini().write_text("[ynot]\nSKIN = Amiga\nSound = No\n")
    with Store.open() as store:
        assert (store.options.skin, store.options.sound) == ("amiga", False)
        assert store.notices == []


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"", "empty"),
        (b"  \n\n", "empty"),
        (b"\x00\xff\xfe garbage \x81", "damaged"),
        (b"[ynot\nskin = psion", "damaged"),
        (b"skin = psion\n", "damaged"),  # a key before any section
        (b"[ynot]\nskin = psion\nskin = amiga\n", "damaged"),  # a duplicate key
        (b"[other]\nfoo = bar\n", "not a YNOT settings file"),
        (b"SQLite format 3\x00" + bytes(200), "damaged"),
    ],
)
def test_a_bad_file_is_moved_aside(ynot_home, content, reason):
    ini().write_bytes(content)
    with Store.open() as store:
        assert store.options == Options()
        (sentence,) = store.notices
        assert reason in sentence and "moved aside as ynot.ini.corrupt-" in sentence
    asides = list(paths.config_dir().glob("ynot.ini.corrupt-*"))
    assert len(asides) == 1 and asides[0].read_bytes() == content
    assert not ini().exists()


def test_a_folder_where_the_file_should_be(ynot_home):
    ini().mkdir()
    (ini() / "inside.txt").write_text("kept")
    with Store.open() as store:
        assert "moved aside" in store.notices[0]
        assert store.save_options()
    assert ini().is_file()
    (aside,) = paths.config_dir().glob("ynot.ini.corrupt-*")
    assert (aside / "inside.txt").read_text() == "kept"


def test_saving_is_atomic_and_leaves_no_temporary_files(store):
    for scale in range(1, 6):
        store.options.window_scale = scale
        assert store.save_options()
    assert [p.name for p in paths.config_dir().iterdir()] == ["ynot.ini"]


def test_saving_unchanged_settings_leaves_the_file_alone(store):
    """A start and an exit save the settings; when nothing changed the file is not written again (no
    flush to the disk before the first frame), and a change is written."""
    store.options.sound = False
    assert store.save_options()
    first = ini().stat()
    assert store.save_options()
    assert ini().stat().st_ino == first.st_ino and ini().stat().st_mtime_ns == first.st_mtime_ns
    store.options.sound = True
    assert store.save_options()
    assert ini().stat().st_ino != first.st_ino
    with Store.open() as again:
        assert again.options.sound is True


def test_every_known_key_is_written(store):
    store.save_options()
    text = ini().read_text()
    for key in KNOWN_KEYS:
        assert f"{key} =" in text


def test_a_name_with_a_comma_survives(store):
    store.options.players = ("Smith, J", "Ann")
    store.save_options()
    with Store.open() as again:
        assert again.options.players == ("Smith, J", "Ann")
        assert again.notices == []


def test_a_users_own_skin_can_be_kept(ynot_home):
    own = paths.data_dir() / "skins" / "my-lcd_2"
    own.mkdir(parents=True)
    (own / "skin.toml").write_text("[skin]\n")
    ini().parent.mkdir(parents=True, exist_ok=True)
    ini().write_text("[ynot]\nskin = my-lcd_2\n")
    with Store.open() as store:
        assert store.notices == []
        assert store.options.skin == "my-lcd_2"


def test_a_look_that_is_not_installed_is_refused_with_a_sentence(ynot_home):
    ini().parent.mkdir(parents=True, exist_ok=True)
    ini().write_text("[ynot]\nskin = gone-look\n")
    with Store.open() as store:
        assert store.options.skin == "psion"
        [sentence] = store.notices
        assert "gone-look" in sentence and "psion" in sentence and "amiga" in sentence


def _good_name(name: str) -> bool:
    try:
        return check_name(name) == name
    except ValueError:
        return False


NAME_LETTERS = st.sampled_from(list("Ab ,;\"'[]{}\\=:%$Åöéß\u00ff0"))
NAMES = st.lists(
    st.text(NAME_LETTERS, min_size=1, max_size=MAX_NAME_LENGTH).filter(_good_name),
    max_size=MAX_PLAYERS,
    unique_by=str.casefold,
)


@settings(max_examples=300, deadline=None)
@given(NAMES)
def test_any_names_round_trip_through_one_value(names):
    text = names_to_text(names)
    assert "\n" not in text and text == text.strip()  # one line, safe in any section of ynot.ini
    assert names_from_text(text) == names


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(NAMES)
def test_any_players_names_survive_the_real_file(ynot_home, names):
    with Store.open() as store:
        store.options.players = tuple(names)
        store.options.skin_settings("amiga")["names"] = names_to_text(names)
        store.save_options()
    with Store.open() as again:
        assert again.notices == []
        assert again.options.players == tuple(names)
        assert names_from_text(again.options.skin_settings("amiga")["names"]) == names


@pytest.mark.parametrize(
    ("written", "names"),
    [
        ("Ann, Bob", ["Ann", "Bob"]),  # the first way
        ("\n\tSmith, J\n\tAnn", ["Smith, J", "Ann"]),  # last session's way for a name with a comma
        ('["Smith, J", "Ann"]', ["Smith, J", "Ann"]),  # today's
        ("[Ann], Bob", ["[Ann]", "Bob"]),  # a bracket that is no list is a name
        ('["Ann", 3]', ['["Ann"', "3]"]),
        ("", []),
    ],
)
def test_names_written_every_way_are_read(written, names):
    assert names_from_text(written) == names
