"""The pygame user interface: skins, screens, drawing, fonts and sound."""
