"""Print the import circles among YNOT's modules, the classes that mix jobs and the classes with the most methods.

    python tools/layers_report.py [--top N] [--lines] [--root CHECKOUT]

The imports are read with ``ast`` the way tests/test_arrows.py reads them (imports under
``if TYPE_CHECKING:`` count too: a circle of types is still a circle a reader must hold in mind).
``--lines`` adds the lines per look (style and drawing apart from the rest, and the code lines among them: not
blank, not only a comment, not a docstring), and those of the tests' own looks (the plain look). ``--root``
reads another checkout, for the figures of an earlier commit (``git archive COMMIT | tar -x -C DIR``).
"""

from __future__ import annotations

import argparse
import ast
import io
import sys
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from test_arrows import class_sizes, import_circles, look_lines, look_packages, mixed_jobs  # noqa: E402

#: Tokens that hold no code.
NO_CODE = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.ENDMARKER}


def code_lines(text: str) -> int:
    """The lines of Python ``text`` that hold code: not blank, not only a comment, not a docstring."""
    docstrings: set[int] = set()
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(
                first.value.value, str
            ):
                docstrings.update(range(first.lineno, (first.end_lineno or first.lineno) + 1))
    code: set[int] = set()
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type not in NO_CODE:
            code.update(range(token.start[0], token.end[0] + 1))
    return len(code - docstrings)


def python_files(folder: Path) -> list[Path]:
    return sorted(path for path in folder.rglob("*.py") if "__pycache__" not in path.parts)


def folder_code_lines(folder: Path) -> int:
    return sum(code_lines(path.read_text(encoding="utf-8")) for path in python_files(folder))


def print_lines(package: Path) -> None:
    """The lines of every look of ``package`` (ynot/ui/<look>) and of the tests' own looks beside it."""
    print("lines per look: style/drawing + rest = all (code lines)")
    for look, (drawing, rest) in look_lines(package).items():
        code = folder_code_lines(package / "ui" / look)
        print(f"  {look:8s} {drawing:5d} + {rest:5d} = {drawing + rest:5d} ({code} code)")
    kit = package / "ui" / "kit"
    kit_lines = sum(len(path.read_text(encoding="utf-8").splitlines()) for path in python_files(kit))
    print(f"  {'kit':8s} {kit_lines:21d} ({folder_code_lines(kit)} code), shared by every look")
    tests_ui = package.parent / "tests" / "ui"
    for folder in sorted(tests_ui.iterdir()) if tests_ui.is_dir() else []:  # the tests' own looks (the plain look)
        if (folder / "skin.toml").is_file():
            files = [path for path in folder.rglob("*") if path.is_file() and "__pycache__" not in path.parts]
            python = sum(len(path.read_text(encoding="utf-8").splitlines()) for path in python_files(folder))
            everything = sum(len(path.read_text(encoding="utf-8").splitlines()) for path in files)
            print(
                f"  {folder.name:8s} {python:5d} lines of Python ({folder_code_lines(folder)} code), {everything} with"
                " its skin.toml and help (a look of the tests)"
            )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=15, help="how many of the largest classes to list")
    parser.add_argument("--lines", action="store_true", help="lines per look, style/drawing and the rest")
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to read (this one by default)")
    args = parser.parse_args(argv)
    package = args.root.resolve() / "ynot"
    if not (package / "ui").is_dir() or not look_packages(package):
        parser.error(f"{args.root} is no YNOT checkout (it has no ynot/ui with looks)")
    circles = import_circles(package)
    print(f"import circles: {len(circles)}")
    for circle in circles:
        print("  " + " -> ".join(circle + [circle[0]]))
    mixed = mixed_jobs(package)
    print(f"classes mixing jobs: {len(mixed)}")
    for problem in mixed:
        print(f"  {problem}")
    print(f"largest classes (methods), top {args.top}:")
    for name, count in class_sizes(package)[: args.top]:
        print(f"  {count:3d}  {name}")
    if args.lines:
        print_lines(package)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
