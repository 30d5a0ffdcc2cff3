#!/usr/bin/env bash
# Remake the README's screenshots with the game's own headless screenshot command.
set -euo pipefail
cd "$(dirname "$0")"
# the checkout's virtual environment (README's commands make it), else the python3 on the PATH
python=../../.venv/bin/python
[ -x "$python" ] || python=python3
ynot="${YNOT:-$python -m ynot}"
# Psion: a first roll, two dice marked, then TAB: the score card open with the suggested box previewed.
$ynot screenshot --skin psion --seed 7 --scale 2 --keys "ENTER SPACE RIGHT SPACE ENTER TAB" psion-card.png
# Psion: the EPOC-style menu bar (MENU key) over a game in progress.
$ynot screenshot --skin psion --seed 7 --scale 2 --keys "ENTER F2" psion-menu.png
# Psion, drawn inside the Series 3a with its keyboard.
$ynot screenshot --skin psion --seed 7 --machine --keys "ENTER SPACE" psion-machine.png
# Amiga: two players; player 1 has rolled, the mouse on ROLL.
$ynot screenshot --skin amiga --seed 3 --keys "CLICK:183,78 CLICK:96,222 CLICK:519,124" amiga-game.png
# Amiga: the game selection screen.
$ynot screenshot --skin amiga --seed 3 --keys "" amiga-selection.png
# Macintosh: Dominoes after a score by the computer (your moves by the mouse; seed 3).
$ynot screenshot --skin mac --seed 3 --keys "CLICK:247,441 WAIT:50 CLICK:474,250 CLICK:192,441 WAIT:50 CLICK:474,250 CLICK:203,441 WAIT:50 CLICK:474,250 CLICK:236,441 WAIT:50 CLICK:239,420 CLICK:247,441 WAIT:50 CLICK:255,121 CLICK:565,288 CLICK:269,441 WAIT:50 CLICK:239,420 MOVE:560,440" mac-game.png
# Windows: the Players dialog closed, a roll, a die dragged into the shaker and one double-clicked there.
$ynot screenshot --skin windows --seed 5 --keys "ESC DCLICK:526,180 DRAG:438,332:526,180 DCLICK:526,332" windows-game.png
