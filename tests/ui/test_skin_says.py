"""What a skin.toml says is what is used: the game a look plays, the style it draws its widgets with and
its sound character, each read through the skin (and refused in one sentence when it does not exist)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import numpy as np
import pygame
import pytest

from tests.looks import every_look, install
from ynot import paths
from ynot.looks import LookEntry, installed_looks, look_names, looks_playing
from ynot.ui.audio import Audio
from ynot.ui.kit.style import Style
from ynot.ui.launch import build_app
from ynot.ui.skin import SkinError, SoundCharacter, load_skin, read_skin
from ynot.ui.synth import VOICES, render_wave

MINE = """
[skin]
name = "mine"
title = "Mine"
game = "dice"
style = "ynot.ui.psion.style:EpocStyle"
controller = "ynot.ui.psion.controller:PsionGame"
[sound]
voice = "windows"
peak = 0.4
[canvas]
width = 480
height = 160
[palette]
background = "#000000"
"""


def write(tmp_path, text: str):
    path = tmp_path / "skin.toml"
    path.write_text(text, encoding="utf-8")
    return read_skin(path)


@pytest.mark.parametrize("name", every_look())
def test_every_look_names_a_game_a_style_and_a_sound_it_has(name):
    install(name)
    pygame.init()
    skin = load_skin(name)
    assert skin.game_kind().name == skin.game
    assert isinstance(skin.make_style(), Style)
    assert skin.sound.voice in VOICES and 0.05 <= skin.sound.peak <= 1.0
    pygame.quit()


@pytest.mark.parametrize("name", every_look())
def test_the_sound_characters_are_the_skins_own(name):
    install(name)
    skin = load_skin(name)
    table = tomllib.loads(Path(skin.folder, "skin.toml").read_text(encoding="utf-8")).get("sound", {})
    default = SoundCharacter()
    assert skin.sound == SoundCharacter(table.get("voice", default.voice), table.get("peak", default.peak))
    assert Audio(skin.sound).character == skin.sound


def test_a_new_look_sounds_as_its_skin_says(tmp_path):
    skin = write(tmp_path, MINE)
    assert skin.sound == SoundCharacter("windows", 0.4)
    audio = Audio(skin.sound)
    assert audio.character == SoundCharacter("windows", 0.4)
    loud = int(np.max(np.abs(render_wave("score", "windows", 0.4).astype(np.int32))))
    assert loud == round(0.4 * 32767)
    assert write(tmp_path, MINE.replace('voice = "windows"\npeak = 0.4\n', "")).sound == SoundCharacter()


def test_a_skin_toml_is_parsed_again_only_when_its_text_changed(tmp_path):
    first = write(tmp_path, MINE)
    assert read_skin(tmp_path / "skin.toml") is first  # a start asks for its look more than once
    changed = write(tmp_path, MINE.replace('title = "Mine"', 'title = "Yours"'))
    assert changed is not first and (changed.title, first.title) == ("Yours", "Mine")
    with pytest.raises(SkinError, match="not valid TOML"):
        write(tmp_path, MINE + "[canvas\n")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("peak = 0.4", "peak = 3"), "peak must be a number from 0.05 to 1.0"),
        (("peak = 0.4", 'peak = "loud"'), "peak must be a number"),
        (('voice = "windows"', "voice = 7"), "voice must name a voice"),
    ],
)
def test_a_bad_sound_character_is_refused_in_one_sentence(tmp_path, change, message):
    with pytest.raises(SkinError, match=message):
        write(tmp_path, MINE.replace(*change))


def test_a_sound_that_is_no_table_is_refused(tmp_path):
    with pytest.raises(SkinError, match=r"\[sound\] must be a table"):
        write(tmp_path, 'sound = "loud"\n' + MINE.replace("[sound]", "[other]"))


def test_an_unknown_voice_is_refused_by_the_audio():
    with pytest.raises(ValueError, match="no sound voice 'sid'"):
        Audio(SoundCharacter("sid", 0.5))


def test_a_skin_naming_a_game_or_style_ynot_lacks_is_refused_in_one_sentence(tmp_path):
    with pytest.raises(SkinError, match="plays 'chess', a game YNOT does not have"):
        write(tmp_path, MINE.replace('game = "dice"', 'game = "chess"')).game_kind()
    with pytest.raises(SkinError, match="names no kit style"):
        write(tmp_path, MINE.replace("ynot.ui.psion.style:EpocStyle", "ynot.ui.psion.look:Look")).make_style()
    with pytest.raises(SkinError, match="names no kit style"):
        write(tmp_path, MINE.replace('style = "ynot.ui.psion.style:EpocStyle"\n', "")).make_style()


def test_the_launcher_refuses_a_look_whose_game_does_not_exist():
    folder = paths.data_dir() / "skins" / "chess"
    folder.mkdir(parents=True)
    (folder / "skin.toml").write_text(MINE.replace('game = "dice"', 'game = "chess"'), encoding="utf-8")
    with pytest.raises(SkinError, match="a game YNOT does not have"):
        build_app("chess", store=None)


def test_the_installed_looks_say_what_they_play():
    looks = installed_looks()
    assert LookEntry("mac", "Macintosh (Dominoes)", "dominoes") in looks
    install("plain")  # a user's look is found beside the shipped ones
    assert "mac" in looks_playing("dominoes") and {"amiga", "psion", "windows", "plain"} <= set(looks_playing("dice"))
    assert sorted(looks_playing("dice") + looks_playing("dominoes")) == look_names()  # each plays one game
    folder = paths.data_dir() / "skins" / "broken"
    folder.mkdir(parents=True)
    (folder / "skin.toml").write_text("[skin", encoding="utf-8")
    assert "broken" in look_names() and "broken" not in [entry.name for entry in installed_looks()]
