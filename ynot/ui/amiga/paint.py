"""The game screen drawn: the title bar, the score cards side by side (the box a player would score lit
with its points), the panel on the right with whose turn it is, the dice and ROLL, the message box, and
once the game is over the verdict and the high scores with AGAIN and MENU."""

from __future__ import annotations

import pygame

from ...core import default_number, stored_name
from ...dice.rules import Category, ScoreOption
from ...dice.sheet import Mark, Suggestion, Total, build_sheet
from ...dice.strategy.levels import level_title
from ...i18n import _, language, ngettext
from ..kit import fit_text, score_name
from ..kit.layer import app_layer
from .owner import GameTable


class TablePainter:
    """Paints the game screen from what its game holds."""

    def __init__(self, screen: GameTable) -> None:
        self.screen = screen

    def draw(self, surface: pygame.Surface) -> None:
        screen = self.screen
        look = screen.look
        surface.fill(look.blue)
        look.title_bar(surface, pygame.Rect(screen.skin.area("title_bar")), self.title())
        state = screen.state  # the card is the same frame after frame while dice roll: a static layer
        key = (language(), look, screen.layout, state.rules, state.players, state.cards, state.current,
               state.is_over, self.lit_box())
        outline = screen.layout.outline()
        app_layer(screen.owner.app, "card").draw(surface, outline.union(outline.move(3, 2)), key,
                                                 lambda: self.card(surface))
        self.panel(surface)
        screen.messages.status.draw(surface, screen.owner.style, pygame.Rect(screen.skin.area("help_bar")))

    def title(self) -> str:
        screen = self.screen
        count = len(screen.state.players)
        rules = screen.session.rules
        players = ngettext("{count} player", "{count} players", count).format(count=count)
        if rules.name == "yatcy":
            return _("YATCY  -  {players}").format(players=players)
        game = _(rules.title).split(" (")[0]
        return _("YATCY  -  {players}  -  {game} rules").format(players=players, game=game)

    def card(self, surface: pygame.Surface) -> None:
        screen = self.screen
        look, layout, state = screen.look, screen.layout, screen.state
        rules = state.rules
        frame = layout.outline()
        pygame.draw.rect(surface, look.black, frame.move(3, 2))
        pygame.draw.rect(surface, look.blue, frame)
        look.bevel(surface, frame)
        look.shadow_text(surface, _("PLAYER"), (layout.left + 8, layout.header_top + 3), look.white)
        playing = not state.is_over
        sheet = build_sheet(
            [card[:1] for card in state.cards], rules, [row.key for row in layout.rows], suggestion=self.lit_box()
        )
        for index, row in enumerate(layout.rows):
            y = layout.row_tops[index] + 2
            colour = look.white if row.category is not None else look.orange
            label = fit_text(look.font, row.label, layout.label_w - 8)  # clear of the columns; longer ends in "..."
            look.text(surface, label, (layout.left + 8, y), colour)
            if row.key in (Total.GRAND, Total.UPPER):
                line_y = layout.row_tops[index] - 1 - row.gap // 2
                pygame.draw.line(surface, look.black, (layout.left + 6, line_y), (frame.right - 4, line_y))
        for seat, name in enumerate(state.players):
            current = playing and seat == state.current
            box = layout.number_box(seat)
            look.button(surface, box, str(seat + 1), lit=current)
            # a seat nobody named is its number, which the box shows (as the original's card did): no name under it
            shown = "" if own_default(name, seat) else fit_text(look.font, name, layout.col_w - 8)
            centre = layout.column_x(seat) + layout.col_w // 2
            look.text(
                surface,
                shown,
                (centre, layout.name_top + 1),
                look.orange if current else look.white,
                align="center",
            )
            for index, row in enumerate(layout.rows):
                cell = layout.cell(seat, index)
                text_y = cell.top + 2
                shown = sheet.rows[index].cells[seat]
                if row.category is not None:
                    pygame.draw.rect(surface, look.blue, cell)
                    look.bevel(surface, cell, raised=False)
                if shown.mark is Mark.SUGGESTED:
                    pygame.draw.rect(surface, look.orange, cell.inflate(-2, -2))
                    look.text(surface, shown.after_text, (cell.right - 7, text_y), look.black, align="right")
                elif shown.text and not shown.pending:
                    colour = look.orange if row.key is Total.GRAND else look.white
                    look.text(surface, shown.text, (cell.right - 7, text_y), colour, align="right")
        if playing:
            ring = layout.column_frame(state.current)
            pygame.draw.rect(surface, look.orange, ring, 2)

    def panel(self, surface: pygame.Surface) -> None:
        screen = self.screen
        look, state = screen.look, screen.state
        look.logo(surface, "YATCY", screen.panel.panel.centerx, 17, (4, 3))
        if state.is_over:
            self.verdict(surface)
            return
        seat = state.current
        level = screen.seats[seat]
        name = screen.name()
        if own_default(name, seat):  # "Spieler 2", not "Spieler 2: Spieler 2"
            line = _("Player {n} ({level})") if level else _("Player {n}")
        else:
            line = _("Player {n}: {name} ({level})") if level else _("Player {n}: {name}")
        fields = {"n": seat + 1, "level": level_title(level) if level else ""}
        room = screen.panel.panel.width - 8 - look.font.line_width(line.format(name="", **fields))
        if "{name}" in line:
            name = fit_text(look.font, name, room)  # a long name cut with an ellipsis
        who = line.format(name=name, **fields)
        look.shadow_text(surface, who, (screen.panel.panel.centerx, 48), look.white, align="center")
        turn = _("Turn {turn} of {turns}").format(turn=min(state.turn_number(), state.turns_per_game),
                                                  turns=state.turns_per_game)
        left = 3 - state.roll_number if state.roll_number else 2
        count = 0 if screen.must_score() else min(2, left)
        rerolls = ngettext("{count} reroll", "{count} rerolls", count).format(count=count) if count else _("no rerolls")
        centre, line = screen.panel.panel.centerx, f"{turn} - {rerolls}"
        if look.font.line_width(line) <= screen.panel.panel.width - 8:
            look.text(surface, line, (centre, 60), look.orange, align="center")
        else:  # a longer language: the turn over the rerolls, above the tray
            look.text(surface, turn, (centre, 59), look.orange, align="center")
            look.text(surface, rerolls, (centre, 69), look.orange, align="center")
        pygame.draw.rect(surface, look.blue, screen.panel.tray)
        look.bevel(surface, screen.panel.tray, raised=False)
        faces = screen.faces()
        hidden = state.marks if 0 < state.roll_number < 3 and not screen.anim.active else frozenset()
        for index in range(5):
            if index in hidden or faces[index] == 0:
                continue  # marked dice disappear, as the manual says
            rect = screen.panel.die(index)
            lift, shake = 0, 0
            if screen.anim.active and not screen.anim.landed(index):
                lift = screen.anim.offset(index)
                shake = (-2, 0, 2, 0)[(screen.anim.elapsed // 40 + index) % 4]
            look.die(surface, rect.move(shake, 0), faces[index], lift=lift)
        screen.roll_button.draw(surface, screen.owner.style, False)
        pygame.draw.rect(surface, look.blue, screen.panel.news)
        look.bevel(surface, screen.panel.news, raised=False)
        lines: list[tuple[str, bool]] = []
        told = screen.messages.lines()  # in the language spoken now
        room = (screen.panel.news.height - 8) // 10
        for index in range(len(told) - 1, -1, -1):  # the newest up, whole: never the end of an older one alone
            parts = look.font.wrap(told[index], screen.panel.news.width - 12)
            if lines and len(lines) + len(parts) > room:
                break
            lines = [(part, index == len(told) - 1) for part in parts] + lines
        lines = lines[-room:]
        for row, (line, latest) in enumerate(lines):
            look.text(
                surface,
                line,
                (screen.panel.news.left + 6, screen.panel.news.top + 5 + row * 10),
                look.orange if latest else look.white,
            )

    def verdict(self, surface: pygame.Surface) -> None:
        screen = self.screen
        look = screen.look
        centre = screen.panel.panel.centerx
        look.shadow_text(surface, _("GAME OVER"), (centre, 48), look.orange, align="center")
        y = 62
        for index, line in enumerate(screen.verdict):
            for part in look.font.wrap(line, screen.panel.panel.width - 12):
                look.text(surface, part, (centre, y), look.white if index else look.orange, align="center")
                y += 10
        box = pygame.Rect(screen.panel.tray.left, max(y + 4, 112), screen.panel.tray.width, 100)
        box.height = screen.panel.again.top - 6 - box.top
        pygame.draw.rect(surface, look.blue, box)
        look.bevel(surface, box, raised=False)
        look.text(surface, _("HIGH SCORES"), (centre, box.top + 5), look.orange, align="center")
        state = screen.state
        mine = {(name, state.total(seat)) for seat, name in enumerate(state.players)}
        for row, entry in enumerate(screen.owner.scores.table(state.rules)):
            y = box.top + 17 + row * 10
            if y > box.bottom - 10:
                break
            colour = look.orange if (entry.name, entry.score) in mine else look.white
            room = box.width - 20 - look.font.line_width(f"{entry.rank} {entry.score}")
            name = score_name(look.font, entry.name, entry.computer, room)
            look.text(surface, f"{entry.rank} {name}", (box.left + 6, y), colour)
            look.text(surface, str(entry.score), (box.right - 6, y), colour, align="right")
        for button in screen.end_buttons:
            button.draw(surface, screen.owner.style, False)

    def aim(self) -> Category | None:
        """The box a computer seat is pointing at, to be lit on the card."""
        screen = self.screen
        return screen.aiming if screen.computer_turn() and not screen.ending else None

    def lit_box(self) -> Suggestion | None:
        """The box lit on the card with what it would score: the one under the pointer once the player
        must score, or the one a computer seat points at."""
        screen = self.screen
        state = screen.state
        if state.is_over:
            return None
        options = {o.category: o for o in screen.game.score_options()}
        category = self.aim()
        if not screen.computer_turn() and screen.must_score() and screen.hover is not None:
            seat, hovered = screen.hover
            category = hovered if seat == state.current and hovered in options else None
        if category is None:
            return None
        option = options.get(category) or ScoreOption(category, 0, 0)
        return Suggestion(category, state.current, option)


def own_default(name: str, seat: int) -> bool:
    """Whether ``name`` is seat ``seat``'s own default name ("Spieler 2" at seat 2): nobody named it."""
    return default_number(stored_name(name)) == seat + 1
