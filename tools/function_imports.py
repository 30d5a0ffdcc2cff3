"""List the imports that sit inside functions (docs/imports.md says why each one does).

    python tools/function_imports.py          # file: function: statement, one per line, and the count
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class FunctionImport:
    """One import statement inside a function: its file (relative to the repository), function and text."""

    path: str
    function: str
    line: int
    statement: str


def _statement(node: ast.Import | ast.ImportFrom) -> str:
    names = ", ".join(alias.name for alias in node.names)
    if isinstance(node, ast.Import):
        return f"import {names}"
    return f"from {'.' * node.level}{node.module or ''} import {names}"


def function_imports(package: Path) -> list[FunctionImport]:
    """Every import inside a function (or a method) of the modules under ``package``."""
    found = []
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for inner in ast.walk(node):
                    if isinstance(inner, (ast.Import, ast.ImportFrom)):
                        found.append(FunctionImport(path.relative_to(package.parent).as_posix(), node.name,
                                                    inner.lineno, _statement(inner)))
    return sorted(set(found), key=lambda where: (where.path, where.line))


def main() -> int:
    found = function_imports(ROOT / "ynot")
    for where in found:
        print(f"{where.path}:{where.line}: {where.function}: {where.statement}")
    print(f"{len(found)} function-level imports in {len({where.path for where in found})} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
