"""Print how long play-by-mail moves and a scripted text game take (in-process, temporary YNOT_HOME).

    PYTHONPATH=. python benchmarks/text_pbm.py
"""

from __future__ import annotations

import io
import os
import tempfile
import time


def main() -> None:
    with tempfile.TemporaryDirectory() as home:
        os.environ["YNOT_HOME"] = home
        import ynot.games  # noqa: F401 - every game and its text board
        from ynot.core import Session
        from ynot.dice.rules import get_rules
        from ynot.pbm.boards import BoardStore
        from ynot.text.play import TextPlay

        boards = BoardStore()
        for user in ("fred", "ned"):
            boards.users.add(user, f"pw-{user}")
        boards.challenge(["fred", "ned"], get_rules("yacht"), seed=1)
        letters = "abcdeftrhslyx"
        start = time.perf_counter()
        moves = 0
        for letter in letters:
            for user in ("fred", "ned"):
                boards.move(1, user, f"pw-{user}", letter)
                moves += 1
        elapsed = time.perf_counter() - start
        size = boards.path(1).stat().st_size
        print(f"pbm: {moves} moves in {elapsed:.2f} s, {1000 * elapsed / moves:.1f} ms a move "
              f"(scrypt check, lock, load and replay, atomic save); finished board file {size} bytes")

        lines = "".join(f"\n{letter}\n" for letter in letters for _ in range(2))
        start = time.perf_counter()
        session = Session(get_rules("yacht"), ["fred", "ned"], seed=1)
        TextPlay(session, io.StringIO(lines), io.StringIO(), again=False).run()
        game = session.game
        elapsed = time.perf_counter() - start
        print(f"text: a two-player game of {len(game.history)} actions in {1000 * elapsed:.0f} ms")


if __name__ == "__main__":
    main()
