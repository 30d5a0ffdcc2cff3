"""Muggins dominoes in text: at a terminal (:mod:`.board`: ``ynot dominoes``, ``ynot text --game dominoes``)
and by mail (:mod:`.mail`). No pygame here. The kind names both (``GameKind.text_board``, ``mail_board``);
each loads when first used.
"""
