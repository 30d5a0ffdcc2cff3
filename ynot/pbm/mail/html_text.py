"""The text of an HTML-only message (html.parser is loaded only for one)."""

from __future__ import annotations

from html.parser import HTMLParser

_BLOCK_TAGS = {"p", "div", "br", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "table", "ul", "ol"}
_SKIP_TAGS = {"script", "style", "head", "title", "blockquote"}


class _HtmlText(HTMLParser):
    """The text of an HTML part, a line break for each block, quoted blocks left out."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skipping = 0

    def handle_starttag(self, tag, attrs):
        if tag in _SKIP_TAGS:
            self._skipping += 1
        elif tag in _BLOCK_TAGS:
            self.parts.append("\n")

    def handle_endtag(self, tag):
        if tag in _SKIP_TAGS:
            self._skipping = max(0, self._skipping - 1)
        elif tag in _BLOCK_TAGS:
            self.parts.append("\n")

    def handle_data(self, data):
        if not self._skipping:
            self.parts.append(data)


def html_to_text(html: str) -> str:
    """Plain text from HTML: tags dropped, entities decoded, blocks on their own lines."""
    parser = _HtmlText()
    try:
        parser.feed(html)
        parser.close()
    except (AssertionError, ValueError):  # html.parser on badly broken markup
        pass
    return "".join(parser.parts).replace("\xa0", " ")
