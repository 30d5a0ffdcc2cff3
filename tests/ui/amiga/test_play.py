"""Seed 001's mouse play, click by click, and a whole two-player game played by synthetic mouse events."""

from __future__ import annotations

from collections import Counter

import pygame

from ynot.dice.rules import Category
from ynot.dice.sheet import Total

from . import mouse
from .conftest import start


def screen_of(app):
    return app.scenes[0].screen


def test_the_game_starts_on_the_selection_screen_and_new_game_seats_the_players(amiga):
    app = amiga()
    assert type(screen_of(app)).__name__ == "SelectionScreen"
    start(app, ("Ann", "Bob", "Cy"))
    g = screen_of(app)
    assert g.state.players == ("Ann", "Bob", "Cy")
    assert g.state.rules.name == "yatcy"
    assert g.state.current == 0 and g.state.roll_number == 0
    assert "click ROLL" in g.help_text()


def test_roll_then_marked_dice_disappear_and_only_they_are_rolled_again(amiga):
    app = amiga()
    start(app)
    g = screen_of(app)
    app.play_keys(mouse.ROLL)
    first = g.state.dice.faces
    assert g.state.roll_number == 1
    assert app.scenes[0].audio.played[-6:] == ["roll"] + ["land"] * 5  # each die knocks as it lands
    app.play_keys(f"{mouse.die(g, 1)} {mouse.die(g, 3)}")
    assert g.state.marks == frozenset({1, 3})
    app.play_keys("MOVE:20,250")  # the pointer out of the way
    frame = app.draw()
    tray_blue = app.scenes[0].look.blue
    for index in (1, 3):  # nothing left of a marked die but the tray
        rect = g.panel.die(index)
        pixels = {
            tuple(frame.get_at((x, y)))[:3] for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
        }
        assert pixels == {tray_blue}
    assert "vanished" in g.help_text()
    app.play_keys(mouse.die(g, 3))  # clicking the gap brings the die back
    assert g.state.marks == frozenset({1})
    app.play_keys(mouse.ROLL)
    assert g.state.roll_number == 2
    assert [g.state.dice.faces[i] for i in (0, 2, 3, 4)] == [first[i] for i in (0, 2, 3, 4)]


def test_roll_with_no_die_marked_ends_the_rolling(amiga):
    app = amiga()
    start(app)
    g = screen_of(app)
    app.play_keys(mouse.ROLL + " " + mouse.ROLL)
    assert g.state.roll_number == 1 and g.must_score()
    assert "free box" in g.help_text()
    beeps = app.scenes[0].beeps
    app.play_keys(f"{mouse.ROLL} {mouse.die(g, 0)}")  # no more rolling, no more marking
    assert app.scenes[0].beeps == beeps + 2
    assert g.state.roll_number == 1 and not g.state.marks
    app.play_keys(mouse.box(g, 0, Category.CHANCE))
    assert g.state.cards[0][0].get(Category.CHANCE) == sum(g.last_faces)
    assert g.state.current == 1 and g.state.roll_number == 0
    assert not g.must_score()


def test_at_most_two_rerolls(amiga):
    app = amiga()
    start(app, ("Ann",))
    g = screen_of(app)
    app.play_keys(mouse.ROLL)
    for _ in range(2):
        app.play_keys(f"{mouse.die(g, 0)} {mouse.ROLL}")
    assert g.state.roll_number == 3 and g.must_score()
    beeps = app.scenes[0].beeps
    app.play_keys(f"{mouse.die(g, 0)} {mouse.ROLL}")
    assert app.scenes[0].beeps == beeps + 2
    assert g.state.roll_number == 3


def test_score_boxes_that_cannot_be_used_are_refused_with_a_reason(amiga):
    app = amiga()
    start(app)
    g = screen_of(app)
    ctl = app.scenes[0]
    app.play_keys(mouse.box(g, 0, Category.ONES))
    assert "ROLL first" in g.help_text() and ctl.beeps == 1
    app.play_keys(f"{mouse.ROLL} {mouse.box(g, 1, Category.ONES)}")
    assert "Bob's card" in g.help_text() and ctl.beeps == 2
    app.play_keys(f"{mouse.die(g, 2)} {mouse.box(g, 0, Category.ONES)}")
    assert "marked" in g.help_text() and ctl.beeps == 3
    app.play_keys(f"{mouse.die(g, 2)} {mouse.box(g, 0, Category.ONES)}")  # the rolling is not ended yet
    assert "ROLL with none gone" in g.help_text() and ctl.beeps == 4
    assert g.state.cards[0][0].get(Category.ONES) is None
    app.play_keys(f"{mouse.ROLL} {mouse.box(g, 0, Category.ONES)}")  # the manual's way
    assert g.state.cards[0][0].get(Category.ONES) is not None
    app.play_keys(f"{mouse.ROLL} {mouse.ROLL} {mouse.box(g, 1, Category.CHANCE)}")  # Bob's turn
    app.play_keys(f"{mouse.ROLL} {mouse.ROLL} {mouse.box(g, 0, Category.ONES)}")
    assert "filled already" in g.help_text()
    assert g.state.current == 0 and g.state.roll_number == 1


def test_hovering_a_free_box_previews_its_score_once_the_rolling_is_ended(amiga):
    app = amiga()
    start(app)
    g = screen_of(app)
    cell = g.layout.cell(0, next(i for i, r in enumerate(g.layout.rows) if r.category is Category.CHANCE))
    orange = app.scenes[0].look.orange
    app.play_keys(f"{mouse.ROLL} {mouse.box(g, 0, Category.CHANCE, 'MOVE')}")
    assert g.hover is None, "no preview while the dice may still be thrown"
    assert tuple(app.draw().get_at((cell.left + 3, cell.top + 2)))[:3] != orange
    app.play_keys(f"{mouse.ROLL} {mouse.box(g, 0, Category.CHANCE, 'MOVE')}")
    assert g.hover == (0, Category.CHANCE)
    assert tuple(app.draw().get_at((cell.left + 3, cell.top + 2)))[:3] == orange
    app.play_keys(mouse.box(g, 1, Category.CHANCE, "MOVE"))
    assert g.hover is None


def _keep(faces: tuple[int, ...]) -> set[int]:
    """Dice to throw again: all but the most common face."""
    face = Counter(faces).most_common(1)[0][0]
    return {i for i, f in enumerate(faces) if f != face}


def test_a_whole_two_player_game_by_mouse(amiga):
    app = amiga(seed=12)
    ctl = app.scenes[0]
    start(app)
    g = screen_of(app)
    turns = 0
    while not g.state.is_over:
        seat = g.state.current
        app.play_keys(mouse.ROLL)
        for _ in range(2):
            again = _keep(g.state.dice.faces)
            app.play_keys(" ".join(mouse.die(g, i) for i in sorted(again)) + " " + mouse.ROLL)
            if g.must_score():
                break
        if not g.must_score():
            app.play_keys(mouse.ROLL)  # ROLL with nothing marked: done rolling
        assert g.must_score()
        best = max(g.game.score_options(), key=lambda o: (o.points, -o.category.index))
        app.play_keys(mouse.box(g, seat, best.category))
        turns += 1
        assert turns <= 26
    assert turns == 26
    totals = g.state.totals()
    assert g.verdict[0].startswith(("Ann", "Bob", "A draw"))
    assert str(max(totals)) in g.verdict[0]
    assert "AGAIN" in g.help_text()
    table = ctl.scores.table(g.state.rules)
    assert table[0].name == "Gary Henderson" and table[0].score == 335
    assert {(h.name, h.score) for h in table} >= {("Ann", totals[0]), ("Bob", totals[1])}
    (summary,) = ctl.store.games()
    assert summary.players == ("Ann", "Bob") and summary.scores == totals
    assert ctl.store.load_autosave() is None
    assert app.scenes[0].audio.played.count("gameover") == 1
    app.play_keys(mouse.AGAIN)
    assert screen_of(app).state.players == ("Ann", "Bob") and not screen_of(app).state.is_over
    app.play_keys("ESC Y")
    assert type(screen_of(app)).__name__ == "SelectionScreen"


def test_a_click_while_the_dice_roll_only_lands_them(amiga):
    app = amiga()
    start(app)
    g = screen_of(app)
    app.feed(mouse_events(app, mouse.ROLL), settle=False)
    assert g.anim.active
    app.feed(mouse_events(app, mouse.die(g, 0)), settle=False)
    assert not g.anim.active and not g.state.marks


def mouse_events(app, token: str) -> list[pygame.event.Event]:  # noqa: ANN001 - App
    """The events of ``token`` as the window sends them (positions in window pixels)."""
    from ynot.ui.script import parse_token

    to_window = app.display.to_window
    return [pygame.event.Event(e.type, {**e.dict, "pos": to_window(e.pos)}) for e in parse_token(token).events]


def _choose_rules(app, name: str) -> None:  # noqa: ANN001 - App
    for _ in range(6):
        if app.scenes[0].choice.rules == name:
            return
        app.play_keys(mouse.RULES)
    raise AssertionError(f"no {name} rules on the selection screen")


def test_windows_yahtzee_bonus_is_scored_by_clicking_the_filled_box_again(amiga):
    from ynot.dice import Roll

    app = amiga()
    _choose_rules(app, "winzee")
    start(app, ("Ann",))
    g = screen_of(app)
    g.act(Roll((6, 6, 6, 6, 6)))
    app.settle()
    app.play_keys(mouse.ROLL)  # keep them all
    app.play_keys(mouse.box(g, 0, Category.FIVE_KIND))
    assert g.state.cards[0][0].get(Category.FIVE_KIND) == 50
    g.act(Roll((6, 6, 6, 6, 6)))
    app.settle()
    app.play_keys(mouse.ROLL)  # keep them all
    app.play_keys(mouse.box(g, 0, Category.FIVE_KIND))
    column = g.state.cards[0][0]
    assert column.extra_bonus > 0 and column.filled_count == 1
    assert any(row.key is Total.BONUSES for row in g.layout.rows)


def test_a_box_the_joker_rule_forbids_is_refused_with_the_rules_reason(amiga):
    from ynot.dice import Roll

    app = amiga()
    _choose_rules(app, "yahtzee")
    start(app, ("Ann",))
    g = screen_of(app)
    g.act(Roll((6, 6, 6, 6, 6)))
    app.settle()
    app.play_keys(mouse.ROLL)  # keep them all
    app.play_keys(mouse.box(g, 0, Category.FIVE_KIND))
    g.act(Roll((6, 6, 6, 6, 6)))
    app.settle()
    app.play_keys(mouse.ROLL)  # keep them all
    beeps = app.scenes[0].beeps
    app.play_keys(mouse.box(g, 0, Category.CHANCE))
    assert app.scenes[0].beeps == beeps + 1
    assert g.state.cards[0][0].get(Category.CHANCE) is None
    assert "Joker" in " ".join(g.messages.lines()) or "Joker" in g.help_text()
    look = app.scenes[0].look
    assert look.font.line_width(g.help_text()) <= look.help_room()


def test_without_a_records_store_the_game_is_played_all_the_same(amiga):
    app = amiga(store=False)
    ctl = app.scenes[0]
    start(app, ("Ann",))
    g = screen_of(app)
    for category in list(Category):
        app.play_keys(f"{mouse.ROLL} {mouse.ROLL} {mouse.box(g, 0, category)}")
    assert g.state.is_over and g.verdict[0] == f"Ann scored {g.state.total(0)}."
    assert ctl.scores.table(g.state.rules) == []
    app.play_keys(f"{mouse.MENU}")
    assert ctl.screen is ctl.selection and ctl.games.saved is None
