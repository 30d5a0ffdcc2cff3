"""ynot.ui.collector: collections held off while a window starts, going on after its first frame."""

import gc

from ynot.ui.collector import first_frame_shown, held_until_first_frame


def test_the_block_holds_collections_off_and_the_first_frame_lets_them_go_on():
    frozen = gc.get_freeze_count()
    try:
        with held_until_first_frame():
            assert not gc.isenabled()
            first_frame_shown()
            assert gc.isenabled() and gc.get_freeze_count() >= frozen
            first_frame_shown()  # once only
        assert gc.isenabled()
    finally:
        gc.unfreeze()
        gc.enable()


def test_a_start_that_ends_without_a_frame_collects_again():
    with held_until_first_frame():
        assert not gc.isenabled()
    assert gc.isenabled()
    first_frame_shown()  # nothing held: nothing happens
    assert gc.isenabled()


def test_collecting_that_was_off_stays_off():
    gc.disable()
    try:
        with held_until_first_frame():
            first_frame_shown()
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()
