"""Rule sets the strategy tests run over (imported by the test modules)."""

#: every one-column rule set the exact solver handles: (preset, options)
ONE_COLUMN = [
    ("ynot", {}),
    ("yahtzee", {}),
    ("yatcy", {}),
    ("yacht", {}),
    ("yahtzee-free-joker", {}),
    ("yahtzee-plain", {}),
    ("winzee", {"extra": "bonus"}),
    ("winzee", {"extra": "wild"}),
    ("winzee", {"extra": "nothing"}),
]
