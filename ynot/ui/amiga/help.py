"""The HELP key's pages on the Amiga (``skins/amiga/help/``): how to play YATCY with the mouse and how
each box scores, shown in the kit's help viewer in the Intuition style."""

from __future__ import annotations

from .owner import Owner


def open_help(owner: Owner) -> None:
    """Push the help viewer over the screen."""
    from ..kit import HelpViewer, look_help  # help loads when first opened

    owner.sound("click")
    book = look_help(owner.app.skin.folder)
    owner.app.push(HelpViewer(owner.ctx, book.topics, title=book.title, notice=book.problem))


def about(owner: Owner) -> None:
    """What YATCY is, in a requester (the look's about text)."""
    from ... import __version__
    from ..kit import look_help  # help loads when first opened

    book = look_help(owner.app.skin.folder)
    owner.inform(book.about_text(__version__))
