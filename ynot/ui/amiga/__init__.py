"""The Amiga skin: YATCY (seed 001) for 1 to 4 players, played with the mouse on Workbench 1.3 colours."""
