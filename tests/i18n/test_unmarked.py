"""No sentence a person reads bypasses the catalog: every string of words in ``ynot/`` (a literal or an
f-string with at least two words, or even one word given to a call that shows it: ``print``, a
``Label``, ``say``, a style's ``text``...) is marked with ``_()``, ``N_()``, ``ngettext``, ``Nn_()`` or
``pgettext``, or is one of the few named below, each with why it stays outside. Not counted: docstrings and
comments, the log (``log.info(...)``, for the developers), SQL, regular expressions and glyphs drawn in dots.

The check reads every module's syntax tree; a new unmarked sentence fails it, and so does an entry below
that the sources no longer have (the list only shrinks)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from catalog_tool import ROOT

MARKS = {"_", "N_", "ngettext", "Nn_", "pgettext"}
#: calls whose text is for developers (the log) or a machine (SQL, a pattern), not for a player
NOT_FOR_PLAYERS = {
    "debug", "info", "warning", "error", "exception", "critical", "getLogger",
    "execute", "executemany", "executescript", "compile", "match", "search", "fullmatch", "sub",
    "as_typed",  # a help topic's example: a command or a record's lines, typed the same in every language
}
SQL = re.compile(r"\s*(SELECT|CREATE|ALTER|UPDATE|INSERT|DELETE|PRAGMA|DROP|WITH)\b")
WORD = re.compile(r"[^\W\d_]{2,}")
IDENTIFIER = re.compile(r"[a-z][a-z0-9-]*")  # a command's or a setting's name, not a word for a person
#: calls that show their text to a person: even one word given to them must be marked
SHOWN = {
    "print", "write", "error", "ArgumentTypeError", "UserError", "Label", "Button", "CheckBox", "MessageBox",
    "Dialog", "MenuItem", "Menu", "say", "tell", "refuse", "inform", "text", "text_in", "render", "_centred",
    "shadow_text", "inverse_text", "status_line", "draw",
}

_BUG = "a bug's message (the program misused, never a player's input): the log and the traceback read it"
_FORMAT = "a file's or a message's fixed format, the same in every language so that any YNOT reads it"
_TOOL = "a developer's tool, not part of the game"
OUTSIDE: dict[tuple[str, str], str] = {
    ("ui/opening_keep.py", "a rehearsal of the start does not use the store's {}"):
        "a refusal inside the rehearsal of the next start, never shown (no picture is kept then)",
    ("commands/manpage.py", '.TH YNOT {} "{}" "ynot {}" "Games"'): "roff's title line: the page's name and section",
    ("commands/manpage.py", "LANGUAGE, LC_ALL, LC_MESSAGES, LANG"): "the names of environment variables",
    ("commands/manpage.py", "\\fBynot\\fR [\\fICOMMAND\\fR] [\\fIOPTIONS\\fR]"): "the command's synopsis, as typed",
    ("commands/scores.py", "ynot: {}"): "the program's name before its error, as every command writes it",
    ("commands/uninstall_desktop.py", "ynot: {}"): "the program's name before its error, as every command writes it",
    ("commands/pbm.py", "ynot: {}"): "the program's name before its error, as every command writes it",
    ("pbm/users.py", "password check"): "a thread's name, for a debugger, never shown",
    ("ui/mac/screen.py", "mac windows"): "the key of a static layer of the picture, never shown",
    ("ui/psion/screen.py", "psion card"): "the key of a static layer of the picture, never shown",
    ("ui/psion/case.py", "PSION"): "the maker's name printed on the machine's case",
    ("ui/psion/case.py", "Series 3a"): "the machine's name printed on its case",
    ("ui/psion/icons.py", "YNOT!"): "the game's own name on the YNOT! box's icon",
    ("logfile.py", "%(asctime)s %(levelname)s %(name)s: %(message)s"): "the log's line format",
    ("core/results.py", "int | None"): "a type annotation",
    ("core/protocol.py", "{} is neither a Player nor a function"): _BUG,
    ("core/registry.py", "no registered game plays by {}"): _BUG,
    ("core/registry.py", "no game is registered"): _BUG,
    ("core/series.py", "a first-to series needs a target total above 0"): _BUG,
    ("core/series.py", "a series of games needs at least one game"): _BUG,
    ("core/series.py", "one running total per player"): _BUG,
    ("core/series.py", "the series is over; start a new one"): _BUG,
    ("core/series.py", "one score per player"): _BUG,
    ("core/histogram.py", "a histogram needs at least one score"): _BUG,
    ("commands/solve.py", "progress {} {}"): "a line the background build reads (ynot/dice/strategy/builder.py)",
    ("store/players.py", " AND r.rules_key = ?"): "SQL",
    ("desktop.py", "[Desktop Entry]"): _FORMAT,
    ("desktop.py", "The YNOT team"): "the authors' name, as the project's metadata gives it",
    ("dice/record.py", "not an action: {}"): _BUG,
    ("dice/rules/dice.py", "{} dice rolled but {} faces given"): _BUG,
    ("dice/rules/ruleset.py", "Hasbro rules"): "a word of the rule set's source note, for developers",
    ("dice/rules/ruleset.py", "YNOT 1.00 manual"): "the manual a rule set comes from, a note for developers",
    ("dice/rules/ruleset.py", "YATCY manual"): "the manual a rule set comes from, a note for developers",
    ("dice/rules/ruleset.py", "pbmserv Yacht manual"): "the manual a rule set comes from, a note for developers",
    ("dice/rules/ruleset.py", "Windows Yahtzee 2.21 manual"): "the manual a rule set comes from, a note for developers",
    ("dice/rules/ruleset.py", "Verhoeff; Glenn"): "the names of the authors a rule set's note cites",
    ("dice/rules/scorecard.py", "a column has 13 boxes"): _BUG,
    ("dice/rules/scorecard.py", "{} is already used"): _BUG,
    ("dice/rules/scorecard.py", "a box holds a score of 0 or more, not {}"): _BUG,
    ("dice/strategy/model.py", "the exact solver plays one column; {} has {}"): _BUG,
    ("dice/strategy/model.py", "the solver stores section 1 totals up to 63"): _BUG,
    ("dice/strategy/forked.py", "it ended without a word (killed?)"): _BUG,
    ("dice/strategy/forked.py", "the solver's helper process failed:\n{}"): _BUG,
    ("dice/strategy/players.py", "the game is over"): _BUG,
    ("dice/strategy/players.py", "it is not seat {}'s turn"): _BUG,
    ("dice/strategy/search.py", "the extra-turn fixed point did not converge"): _BUG,
    ("dice/strategy/search.py", "the extra-turn second moment did not settle"): _BUG,
    ("dice/strategy/roll_scores.py", "the solver cannot score box {} of {}: neither the total nor one value"): _BUG,
    ("dominoes/computer.py", "it is not seat {}'s turn"): _BUG,
    ("dominoes/computer.py", "the game is over"): _BUG,
    ("dominoes/record.py", "not a dominoes action: {}"): _BUG,
    ("dominoes/record.py", "# {} draws {} (nobody was dealt a double)"): "a record's comment line: " + _FORMAT,
    ("dominoes/record.py", "# hand {}: {} leads with {}"): "a record's comment line: " + _FORMAT,
    ("dominoes/record.py", "{} goes out"): "a record's comment line: " + _FORMAT,
    ("dominoes/record.py", "nobody scores"): "a record's comment line: " + _FORMAT,
    ("dominoes/record.py", "# hand {} over: {}, {}"): "a record's comment line: " + _FORMAT,
    ("dominoes/search.py", "tuple[int, int] | None"): "a type annotation",
    ("dominoes/estimator.py", "seat {} is not to play"): _BUG,
    ("dominoes/estimator.py", "ynot dominoes estimator 1"): "a salt of the seeds of the hint's samples, never shown",
    ("dominoes/exact.py", "the exact search needs two players, every tile known and the seat to move"): _BUG,
    ("dominoes/tiles.py", "{} has no {}"): _BUG,
    ("i18n/po.py", "line {}: a quoted string was expected"):
        "a translator's broken .po file, told in the log in English: the catalog being read cannot be trusted",
    ("i18n/po.py", "line {}: a string that cannot be read"): "as the other .po errors",
    ("i18n/po.py", "line {}: a string outside any entry"): "as the other .po errors",
    ("i18n/po.py", "line {}: unknown keyword {}"): "as the other .po errors",
    ("icon_files.py", "an .ico image is 1 to 256 pixels wide, not {}"): _BUG,
    ("lazy.py", "module {} has no attribute {}"): _BUG,
    ("resources.py", "unknown data folder {}"): _BUG,
    ("store/database.py", "    notices TEXT NOT NULL DEFAULT '[]',       -- JSON list of the sentences shown when it "
                          "was counted\n"): "SQL",
    ("store/database.py", "    facts TEXT NOT NULL DEFAULT '{}',         -- JSON: high score place, statistics "
                          "before it\n"): "SQL",
    ("store/database.py", "unable to open"): "words of SQLite's own (English) errors, looked for in them",
    ("store/database.py", "out of memory"): "words of SQLite's own (English) errors, looked for in them",
    ("store/options.py", "[{}] holds the known settings; use the attributes"): _BUG,
    ("store/players.py", " ORDER BY p.name COLLATE NOCASE, r.rules_key"): "SQL",
    ("store/players.py", "r.rules_key = ?"): "SQL",
    ("store/options.py", "{} columns={} multiplier={} extra={}"): "a rules key: " + _FORMAT,
    ("store/results.py", "there is no player {}"): _BUG,
    ("store/results.py", "{} has not finished the game"): _BUG,
    ("store/store.py", "the game is not over"): _BUG,
    ("dominoes/text/board.py", "i cant go"): "a move as a player may type it, read in any language",
    ("pbm/index.py", "ynot-pbm-index 1"): _FORMAT,
    ("pbm/users.py", "ynot-pbm-users 1"): _FORMAT,
    ("ui/pixelfont.py", "<PixelFont {} line_height={}>"): "a developer's view of a font object",
    ("pbm/index.py", "status turn {} {}"): _FORMAT,
    ("pbm/index.py", "status over {} "): _FORMAT,
    ("ui/amiga/judge.py", "Gary Henderson"): "a person's name",
    ("ui/audio.py", "no sound voice {}; the voices are {}"): _BUG,
    ("ui/icon.py", "the icon is drawn at 16 pixels or more, not {}"): _BUG,
    ("ui/monkey.py", "an error reached the App: {}"): _TOOL + " (the monkey test's findings)",
    ("ui/monkey.py", "the scale fell to {}"): _TOOL,
    ("ui/monkey.py", "roll number {}"): _TOOL,
    ("ui/monkey.py", "the game and the series disagree on the players"): _TOOL,
    ("ui/monkey.py", "game over is {} while players finished: {}"): _TOOL,
    ("ui/monkey.py", "a negative score: {}"): _TOOL,
    ("ui/pixelfont.py", "a pixel font called {} is registered already"): _BUG,
    ("ui/pixelfont.py", "glyph {} is not a clean rectangle of at most {} rows"): _BUG,
    ("ui/pixelfont.py", "glyph {} needs a short descender for the topaz font"): _BUG,
    ("ui/pixelfont.py", "no pixel font called {}; the fonts are {}"): _BUG,
    ("ui/pixelfont.py", "align must be left, center or right, not {}"): _BUG,
    ("ui/pixelfont.py", "a pixel font draws in opaque colours (its pixels are copied, not blended)"): _BUG,
    ("ui/skin_chooser.py", "The first start: choose the look YNOT wears."):
        "the chooser's own skin's description, which no list of looks shows",
    ("ui/sound_convert.py", "unsupported mixer sample size {}"): _BUG,
    ("ui/synth.py", "no sound called {}; the sounds are {}"): _BUG,
    ("ui/synth.py", "no sound voice {}; the voices are {}"): _BUG,
    ("ui/synth.py", "usage: python -m ynot.ui.synth OUTDIR  (writes <look>-<sound>.wav)"): _TOOL,
    ("ui/synth.py", "Cannot write the sounds to {}: {}."): _TOOL,
    ("ui/windows/controller.py", "Windows Yahtzee"): "the game's own name, never translated",
}


def _text(node: ast.AST) -> str | None:
    """A literal's text, or an f-string's with each field written ``{}``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(part.value if isinstance(part, ast.Constant) else "{}" for part in node.values)
    return None


def _drawing(text: str) -> bool:
    """Glyphs drawn in dots and hashes (a pixel font's table), not words."""
    ink = [ch for ch in text if not ch.isspace()]
    return len(ink) > 40 and sum(ch in ".#" for ch in ink) > len(ink) / 2


def _called(node: ast.Call) -> str:
    func = node.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def words_outside_the_catalog(root: Path = ROOT / "ynot") -> dict[tuple[str, str], int]:
    """(module, text) -> line of every string of words that no marking call holds."""
    found: dict[tuple[str, str], int] = {}
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parent: dict[int, ast.AST] = {}
        for node in ast.walk(tree):
            for child in ast.iter_child_nodes(node):
                parent[id(child)] = node
        for node in ast.walk(tree):
            text = _text(node)
            if text is None or isinstance(parent.get(id(node)), (ast.JoinedStr, ast.Expr)):
                continue  # a piece of an f-string, a docstring or a bare string
            shown = isinstance(parent.get(id(node)), ast.Call) and _called(parent[id(node)]) in SHOWN
            sentence = " " in text.strip() and len(WORD.findall(text)) >= 2
            one_word = shown and WORD.search(text) and not IDENTIFIER.fullmatch(text)
            if not (sentence or one_word) or SQL.match(text) or _drawing(text):
                continue
            up, kept = node, True
            while id(up) in parent:
                up = parent[id(up)]
                if isinstance(up, ast.Call) and (_called(up) in MARKS or _called(up) in NOT_FOR_PLAYERS):
                    kept = False
                    break
            if kept:
                found[(path.relative_to(root).as_posix(), text)] = node.lineno
    return found


def test_every_sentence_a_person_reads_is_marked_for_the_catalog():
    found = words_outside_the_catalog()
    new = [
        f"ynot/{path}:{line}: {text!r}"
        for (path, text), line in sorted(found.items())
        if (path, text) not in OUTSIDE
    ]
    assert not new, "mark these with _() (or N_() in a table), or name them in OUTSIDE with why:\n" + "\n".join(new)


def test_every_sentence_left_outside_is_still_there_and_says_why():
    found = words_outside_the_catalog()
    gone = [key for key in OUTSIDE if key not in found]
    assert not gone, f"strike these from OUTSIDE: {gone}"
    assert all(reason.strip() for reason in OUTSIDE.values())


def test_the_search_finds_an_unmarked_sentence_and_passes_a_marked_one(tmp_path):
    (tmp_path / "shown.py").write_text(
        "from ynot.i18n import _\n"
        "import logging\n"
        "log = logging.getLogger(__name__)\n"
        "def f(name):\n"
        "    '''A docstring of several words.'''\n"
        "    log.info('a line of the log for developers')\n"
        "    print(_('A marked sentence for {name}.').format(name=name))\n"
        "    raise ValueError(f'there is no box called {name}')\n",
        encoding="utf-8",
    )
    assert list(words_outside_the_catalog(tmp_path)) == [("shown.py", "there is no box called {}")]
