"""StaticLayer: a kept picture stands for its painting until the key or the place changes."""

import pygame

from ynot.ui.kit.layer import StaticLayer


def test_painted_once_while_the_key_stays_and_again_when_it_changes():
    pygame.display.init()
    surface = pygame.Surface((40, 30), 0, 32)
    layer = StaticLayer()
    painted = []

    def paint(colour):
        def run():
            painted.append(colour)
            surface.fill(colour, (5, 5, 10, 10))
        return run

    rect = pygame.Rect(5, 5, 10, 10)
    for _ in range(3):
        surface.fill((0, 0, 0))
        layer.draw(surface, rect, ("red",), paint((255, 0, 0)))
    assert painted == [(255, 0, 0)] and surface.get_at((7, 7))[:3] == (255, 0, 0)
    layer.draw(surface, rect, ("blue",), paint((0, 0, 255)))
    layer.draw(surface, rect.move(1, 0), ("blue",), paint((0, 0, 255)))  # a new place paints again
    assert painted == [(255, 0, 0), (0, 0, 255), (0, 0, 255)]
    layer.forget()
    layer.draw(surface, rect.move(1, 0), ("blue",), paint((0, 0, 255)))
    assert len(painted) == 4
