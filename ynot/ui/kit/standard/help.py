"""The kit's help and about: the look's help book (``skins/<look>/help/<lang>.txt``) in the help viewer, and
its about text in a message box. A look's skin.toml may size the viewer (``[settings] help_size``)."""

from __future__ import annotations

from typing import Any

from .... import __version__
from ....i18n import _
from ..dialog import MessageBox
from ..help import HelpViewer
from ..helpbook import look_help
from .host import Host


def help_dialog(host: Host, *, topic: str | None = None, **_kw: Any) -> HelpViewer:
    book = look_help(host.skin.folder).with_keys(host.help_keys() if host.help_keys is not None else [])
    size = host.skin.settings.get("help_size", (0, 0))
    width, height = (int(size[0]), int(size[1])) if isinstance(size, list | tuple) and len(size) == 2 else (0, 0)
    return HelpViewer(host.ctx, book.topics, start=topic, size=(width, height), title=book.title, notice=book.problem)


def about_dialog(host: Host, **_kw: Any) -> MessageBox:
    """The help book's about box; a look whose book has none is named with YNOT's version."""
    book = look_help(host.skin.folder)
    title = book.about_title or _("About {look}").format(look=host.skin.title)
    text = book.about_text(__version__) or _("{look}: a look of YNOT {version}.").format(
        look=host.skin.title, version=__version__
    )
    return MessageBox(host.ctx, title, text)
