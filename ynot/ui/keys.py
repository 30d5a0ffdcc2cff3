"""Key facts every skin shares."""

from __future__ import annotations

import pygame

#: Keys that only modify others: pressed alone they do nothing and never beep.
MODIFIER_KEYS: frozenset[int] = frozenset(
    {
        pygame.K_LSHIFT,
        pygame.K_RSHIFT,
        pygame.K_LCTRL,
        pygame.K_RCTRL,
        pygame.K_LALT,
        pygame.K_RALT,
        pygame.K_LGUI,
        pygame.K_RGUI,
        pygame.K_CAPSLOCK,
        pygame.K_NUMLOCKCLEAR,
        pygame.K_MODE,
    }
)
