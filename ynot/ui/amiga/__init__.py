"""The Amiga skin: YATCY (its manual of 1994) for 1 to 4 players, played with the mouse on Workbench 1.3 colours."""
