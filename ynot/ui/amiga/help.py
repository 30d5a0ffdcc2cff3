"""The HELP key's pages on the Amiga: how to play YATCY with the mouse and how each box scores, in our
own words, shown in the kit's help viewer in the Intuition style."""

from __future__ import annotations

from ...i18n import _
from ..kit import HelpTopic, HelpViewer
from .owner import Owner


def topics() -> list[HelpTopic]:
    """The help pages, each linking to the others."""
    return [
        HelpTopic(
            _("Starting"),
            _(
                "Click a box 1 to 4 for the number of players and type their names. A player's gadget "
                "makes the seat a person or a computer player. The Rules gadget chooses the game; "
                "NEW GAME starts it, CONTINUE takes up an unfinished one, QUIT or ESC ends.\n"
                "See [[Playing]] and [[Scoring]]."
            ),
        ),
        HelpTopic(
            _("Playing"),
            _(
                "Player 1 begins with ROLL. Click the dice you want to throw again: they vanish. ROLL "
                "throws them; ROLL with none gone keeps them all. After two re-rolls, or once you keep "
                "them, click a free box on your card (the one with the box round it).\n"
                "ESC leaves the game; it is kept, and CONTINUE brings it back. The help bar at the "
                "bottom always says what to do next. See [[Scoring]]."
            ),
        ),
        HelpTopic(
            _("Scoring"),
            _(
                "Ones to Sixes: the dice of that face, added up. 63 or more in these six boxes earns a "
                "30 point bonus.\n"
                "3 of a kind, 4 of a kind: all five dice added up. Full House (three and two of a kind): "
                "25. Small straight (four in a row): 30. Long straight (five in a row): 40. Yatcy (five "
                "of a kind): 50. Chance: any dice, added up.\n"
                "Dice that do not fit a box score 0 there. See [[The score to beat]]."
            ),
        ),
        HelpTopic(
            _("The score to beat"),
            _(
                "The author's own best was 335 out of a possible 370. Beat it and the game says so when "
                "it judges your score at the end. The high score table keeps the best five of each game; "
                "computer players' scores are marked (C). Back to [[Starting]]."
            ),
        ),
    ]


def open_help(owner: Owner) -> None:
    """Push the help viewer over the screen."""
    owner.sound("click")
    owner.app.push(HelpViewer(owner.ctx, topics(), title=_("YATCY Help")))
