"""``ynot screenshot`` and ``ynot play`` as a player runs them."""

from __future__ import annotations

from pathlib import Path

import pygame

from ynot.cli import main
from ynot.store import Store

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "psion"


def _pixels(path: Path) -> bytes:
    return pygame.image.tobytes(pygame.image.load(str(path)), "RGB")


def test_screenshot_shows_what_the_window_shows(tmp_path, capsys):
    out = tmp_path / "shot.png"
    assert main(["screenshot", "--seed", "7", "--keys", "ENTER TAB", str(out)]) == 0
    pygame.init()
    assert _pixels(out) == _pixels(GOLDEN / "card-preview.png")
    pygame.quit()
    assert "wrote" in capsys.readouterr().out


def test_screenshot_scales_by_whole_numbers(tmp_path):
    out = tmp_path / "big.png"
    assert main(["screenshot", "--scale", "3", str(out)]) == 0
    pygame.init()
    assert pygame.image.load(str(out)).get_size() == (1440, 480)
    pygame.quit()


def test_screenshot_leaves_the_players_records_alone(tmp_path, ynot_home):
    out = tmp_path / "shot.png"
    assert main(["screenshot", "--keys", "ENTER " + "TAB ENTER " * 13, str(out)]) == 0
    with Store.open() as store:
        assert store.high_scores("ynot") == []


def test_screenshot_errors_are_one_sentence(tmp_path, capsys):
    assert main(["screenshot", "--keys", "ENTER FROB", str(tmp_path / "a.png")]) == 1
    assert "unknown key 'FROB'" in capsys.readouterr().err
    assert main(["screenshot", "--skin", "nosuch", str(tmp_path / "a.png")]) == 1
    assert "no skin called" in capsys.readouterr().err
    assert main(["screenshot", str(tmp_path / "a.jpg")]) == 1
    assert main(["screenshot", str(tmp_path / "no" / "such" / "dir.png")]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err and "cannot write" in err


def test_play_opens_the_window_and_remembers_it(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from ynot.ui.skin import available_skins

    enter = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0),
             pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)]
    script = [enter] * (2 if len(available_skins()) > 1 else 1)  # with two looks, ENTER first picks one

    def get():  # the player presses ENTER, then closes the window
        return script.pop() if script else [pygame.event.Event(pygame.QUIT)]

    monkeypatch.setattr(pygame.event, "get", get)
    assert main(["play", "--scale", "2", "--seed", "5"]) == 0
    with Store.open() as store:
        assert store.options.window_scale == 2
        saved = store.load_autosave()
    assert saved is not None and saved.game.state.roll_number == 1
    assert main([]) == 0  # play is the default command, and resumes
