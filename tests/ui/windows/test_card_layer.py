"""The Windows score card drawn from its kept picture (ynot.ui.kit.layer) is, frame after frame, the
card painted afresh: through rolls, marks, the cursor and scores."""

import pygame

from ynot.ui.kit.layer import forget_layers


def test_the_windows_card_from_the_layer_is_the_card_painted_afresh(windows):
    app = windows(seed=5, animation=False)
    for keys in ("SPACE", "2 4", "SPACE", "DOWN HOME DOWN DOWN", "ENTER", "SPACE", "DOWN", "ENTER"):
        app.play_keys(keys)
        kept = app.frame_image()
        kept = app.frame_image()  # the second frame comes from the kept picture
        forget_layers(app)
        fresh = app.frame_image()
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB"), keys
