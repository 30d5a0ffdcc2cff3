"""The message line's sentences (issue 37): "you" is told in sentences of its own, in German too; a
person's own draw names the tile when people share the Macintosh, another's does not; the end of a hand
and of a game names each side once."""

from ynot.dominoes import DominoRules
from ynot.dominoes.events import GameOver, HandOver, Passed, TileDrawn, TilePlayed
from ynot.dominoes.layout import Chain
from ynot.dominoes.tiles import Tile
from ynot.i18n import speaking
from ynot.ui.mac import port

TWO = ("Ann", "Hard Computer")
FOUR = ("Ann", "Bob", "Cy", "Dan")


def texts(events, names, you=0, rules=None, viewer=None):
    return [told.text for told in port.announce(events, names, you, rules, viewer)]


def test_your_plays_are_sentences_of_their_own_in_german():
    events = [TilePlayed(0, Tile(6, 4), Chain.LEFT, 16, 0, 0), TilePlayed(0, Tile(5, 5), Chain.RIGHT, 20, 20, 20)]
    assert texts(events, TWO) == [
        "You played the 6-4 on the left.",
        "You played the 5-5 on the right: the ends make 20, 20 points!",
    ]
    with speaking("de"):
        mine = texts(events, TWO)
        theirs = texts([TilePlayed(1, Tile(6, 4), Chain.LEFT, 16, 0, 0)], TWO)
        gone = texts([HandOver(2, 0, (0, 12), 0, 10, (40, 20)), HandOver(2, 2, (3, 1, 0), 2, 5, (0, 0, 5))], FOUR[:3])
    assert mine[0] == "Sie haben den 6-4 links gelegt." and "Sie hat" not in " ".join(mine)
    assert mine[1].startswith("Sie haben den 5-5 rechts gelegt")
    assert theirs == ["Hard Computer hat den 6-4 links gelegt."]
    assert gone[0].startswith("Sie sind draußen.") and gone[1].startswith("Cy ist draußen.")


def test_a_persons_own_draw_names_the_tile_only_to_them():
    drawn = [TileDrawn(2, Tile(3, 2), 7)]
    # people share the machine: nobody is "you" on the line, but Cy, at the screen, reads her tile
    assert texts(drawn, FOUR, you=None, viewer=2) == ["You drew the 3-2. 7 tiles are left in the boneyard."]
    assert texts(drawn, FOUR, you=None, viewer=0) == ["Cy drew a tile. 7 tiles are left in the boneyard."]
    assert texts(drawn, FOUR, you=None, viewer=None) == ["Cy drew a tile. 7 tiles are left in the boneyard."]


def test_the_end_of_a_hand_and_of_a_game_names_each_side_once():
    rules = DominoRules(partners=True)
    over = GameOver(0, (300, 195, 300, 195))
    assert texts([over], FOUR, you=None, rules=rules) == ["Ann and Cy win the game, 300 to 195."]
    assert texts([over], FOUR, you=0, rules=rules) == ["You and Cy win the game, 300 to 195!"]
    assert texts([over], FOUR, you=1, rules=rules) == ["Ann and Cy win the game, 300 to 195."]
    three = GameOver(1, (120, 305, 195))
    assert texts([three], FOUR[:3], you=None) == ["Bob wins the game, 305 to 120 and 195."]
    assert texts([three], FOUR[:3], you=1) == ["You win the game, 305 to 120 and 195!"]
    hand = HandOver(3, 2, (9, 8, 0, 30), 2, 15, (15, 0, 15, 0))
    line = texts([hand], FOUR, you=None, rules=rules)[0]
    assert line.endswith("Ann and Cy score 15.") and line.count("Cy") == 3  # out, her pips, the side once
    assert texts([hand], FOUR, you=0, rules=rules)[0].endswith("You and Cy score 15.")
    with speaking("de"):
        assert texts([over], FOUR, you=0, rules=rules) == ["Sie und Cy gewinnen das Spiel, 300 zu 195!"]
    assert texts([Passed(0)], TWO) == ["You can't go."]
