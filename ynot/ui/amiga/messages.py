"""The game screen's words: the help bar at the bottom (what to do now, or for a while the reason a click
was refused) and the message box on the right, whose last lines of news are kept with the game.

A line of news is kept as data (a throw, a score, a bonus, a player's results in the records), never as
words: the box tells every line in the language spoken when it is drawn, so after a language switch its
older lines read in the new language too. A sentence given whole (a refusal too long for the help bar, a
sentence of the records store) is shown in the box while the screen lasts, but not kept with the game: it
could not be told again in another language."""

from __future__ import annotations

from typing import Any

from ...dice import category_label
from ...dice.rules import Category
from ...i18n import _, language, ngettext
from ..kit import StatusLine, fit_text
from .card import LABELS
from .owner import GameTable

SAY_MS = 2600  # a refusal stays this long in the help bar
NEWS_KEPT = 8  # lines of news the message box keeps (and the autosave with it)
NAME_ROOM = 120  # pixels a player's name may take in a line of news (15 letters; the box wraps)

#: The kinds of news kept as data, each a key of its line's dict: {"threw": [faces], "seat": n},
#: {"scored": box, "seat": n, "points": p}, {"bonus": points}, {"results": seat}. {"said": words} is a
#: sentence given whole.
KEPT_KINDS = ("threw", "scored", "bonus", "results")


def threw(seat: int, faces: tuple[int, ...]) -> dict[str, Any]:
    return {"threw": list(faces), "seat": seat}


def scored(seat: int, category: Category, points: int) -> dict[str, Any]:
    return {"scored": category.value, "seat": seat, "points": points}


def bonus(points: int) -> dict[str, Any]:
    return {"bonus": points}


def results(seat: int) -> dict[str, Any]:
    """A player's game is over and counted: the records' sentences for it (high score, best, average)."""
    return {"results": seat}


def said(words: str) -> dict[str, Any]:
    return {"said": words}


def kept_news(raw: object) -> list[dict[str, Any]]:
    """The news kept with a game, as data; a line kept as words by an older YNOT is shown as it was."""
    if not isinstance(raw, list):
        return []
    found: list[dict[str, Any]] = []
    for item in raw:
        if isinstance(item, str):
            found.append(said(item))
        elif isinstance(item, dict) and any(kind in item for kind in (*KEPT_KINDS, "said")):
            found.append(item)
    return found[-NEWS_KEPT:]


class TableMessages:
    """The help bar's line (``status``) and the message box's ``news`` (data; :meth:`lines` tells it)."""

    def __init__(self, screen: GameTable, news: list[dict[str, Any]]) -> None:
        self.screen = screen
        self.status = StatusLine(self.advice, ms=SAY_MS)
        self.news = news[-NEWS_KEPT:]
        self._results: dict[tuple[int, str], list[str]] = {}  # (seat, language): the records' sentences

    def say(self, text: str, *, beep: bool = True) -> bool:
        """A refusal: the reason in the help bar for a while, and the error beep."""
        screen = self.screen
        if screen.look.font.line_width(text) > screen.look.help_room(screen.skin.canvas[0]):
            self.tell(said(text))  # too long for the help bar: the whole reason goes in the message box
            text = _("Not now: the reason is in the message box on the right.")
        self.status.say(text)
        if beep:
            screen.beep()
        return True

    def tell(self, line: dict[str, Any]) -> None:
        """A line of news in the message box (kept with the game, unless it is a sentence given whole)."""
        self.news.append(line)
        del self.news[:-NEWS_KEPT]
        self.screen.session.extra["news"] = self.kept()

    def kept(self) -> list[dict[str, Any]]:
        """The news to keep with the game: the lines that can be told again in any language."""
        return [dict(line) for line in self.news if any(kind in line for kind in KEPT_KINDS)]

    def lines(self) -> list[str]:
        """The news told in the language spoken now, oldest first (a player's results may be several)."""
        told: list[str] = []
        for line in self.news:
            told += self.told(line)
        return told

    def told(self, line: dict[str, Any]) -> list[str]:
        """One line of news in words."""
        screen = self.screen
        players = screen.state.players
        seat = line.get("seat")
        name = fit_text(screen.look.font, players[seat], NAME_ROOM) if isinstance(seat, int) and 0 <= seat < len(
            players) else ""
        if "threw" in line:
            faces = " ".join(str(face) for face in line["threw"])
            return [_("{name} threw {faces}").format(name=name, faces=faces)]
        if "scored" in line:
            box = self.box_name(line["scored"])
            points = line.get("points", 0)
            if not points:
                return [_("{name} crossed out {box}").format(name=name, box=box)]
            return [_("{name} scored {points} in {box}").format(name=name, points=points, box=box)]
        if "bonus" in line:
            count = line["bonus"]
            return ["  " + ngettext("{points} bonus point!", "{points} bonus points!", count).format(points=count)]
        if "results" in line:
            return self.results(line["results"])
        return [str(line.get("said", ""))]

    def box_name(self, key: object) -> str:
        """A box of the card by its kept key, as the card names it."""
        try:
            category = Category(key)
        except ValueError:
            return str(key)
        if category in LABELS:
            return _(LABELS[category])
        return category_label(category, self.screen.state.rules)

    def results(self, seat: object) -> list[str]:
        """The records' sentences for a player's counted game, read once per language."""
        if not isinstance(seat, int):
            return []
        key = (seat, language())
        if key not in self._results:
            screen = self.screen
            store = screen.session.store
            told = None
            if store is not None:
                told = screen.owner.shell.call(lambda: store.result_sentences(screen.game, seat))
            self._results[key] = list(told or [])
        return self._results[key]

    def advice(self) -> str:
        """What to do now, in the help bar when nothing else is said."""
        screen = self.screen
        state = screen.state
        if state.is_over:
            return _("Game over! AGAIN plays again with these players; MENU or ESC to choose.")
        name = fit_text(screen.look.font, screen.name(), 160)  # the help bar shows a long sentence in parts
        if screen.computer_turn():
            return _("{name} (computer) is playing: watch, or press ESC to leave the game.").format(name=name)
        if screen.anim.active:
            return _("The dice are rolling...")
        if state.roll_number == 0:
            return _("{name}: click ROLL to throw the dice (right button: a hint).").format(name=name)
        if screen.must_score():
            return _("{name}: click a free box on your card to score these dice.").format(name=name)
        if state.marks:
            count = len(state.marks)
            return ngettext(
                "ROLL throws the die that vanished; click a gap to bring one back.",
                "ROLL throws the {count} dice that vanished; click a gap to bring one back.",
                count,
            ).format(count=count)
        left = 3 - state.roll_number
        return _("Click dice to throw again, then ROLL ({left} left); ROLL now keeps them all.").format(left=left)
