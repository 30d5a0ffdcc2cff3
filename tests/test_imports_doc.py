"""docs/imports.md lists every import that sits inside a function, and nothing that has gone."""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from function_imports import function_imports  # noqa: E402

PAGE = ROOT / "docs" / "imports.md"


def listed() -> set[tuple[str, str]]:
    """(file, function) for every function the table's first column names: `path`: f, g; `path`: h."""
    pairs = set()
    for row in PAGE.read_text(encoding="utf-8").splitlines():
        if not row.startswith("| `ynot/"):
            continue
        where = row.split("|")[1]
        for path, functions in re.findall(r"`(ynot/[\w/]+\.py)`: ([\w, ]+)", where):
            pairs |= {(path, name.strip()) for name in functions.split(",") if name.strip()}
    return pairs


def test_every_import_inside_a_function_is_listed_with_its_reason():
    found = {(where.path, where.function) for where in function_imports(ROOT / "ynot")}
    assert found, "the tool found no imports at all"
    assert found - listed() == set(), "imports inside functions that docs/imports.md does not list"


def test_the_page_names_no_import_that_has_gone():
    found = {(where.path, where.function) for where in function_imports(ROOT / "ynot")}
    assert listed() - found == set(), "rows of docs/imports.md whose imports are at the top now"


def test_the_tool_finds_an_import_inside_a_method(tmp_path):
    package = tmp_path / "ynot"
    package.mkdir()
    (package / "m.py").write_text("import os\n\nclass A:\n    def f(self):\n        import json\n        return json\n")
    assert [(w.path, w.function, w.statement) for w in function_imports(package)] == [("ynot/m.py", "f", "import json")]
