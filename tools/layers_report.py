"""Print the import circles among YNOT's modules, the classes that mix jobs and the classes with the most methods.

    python tools/layers_report.py [--top N] [--lines]

The imports are read with ``ast`` the way tests/test_arrows.py reads them (imports under
``if TYPE_CHECKING:`` count too: a circle of types is still a circle a reader must hold in mind).
``--lines`` adds the lines per look (style and drawing apart from the rest), and those of the tests' plain look.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from test_arrows import PACKAGE, class_sizes, import_circles, look_lines, mixed_jobs  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=15, help="how many of the largest classes to list")
    parser.add_argument("--lines", action="store_true", help="lines per look, style/drawing and the rest")
    args = parser.parse_args(argv)
    circles = import_circles(PACKAGE)
    print(f"import circles: {len(circles)}")
    for circle in circles:
        print("  " + " -> ".join(circle + [circle[0]]))
    mixed = mixed_jobs(PACKAGE)
    print(f"classes mixing jobs: {len(mixed)}")
    for problem in mixed:
        print(f"  {problem}")
    print(f"largest classes (methods), top {args.top}:")
    for name, count in class_sizes(PACKAGE)[: args.top]:
        print(f"  {count:3d}  {name}")
    if args.lines:
        print("lines per look: style/drawing + rest = all")
        for look, (drawing, rest) in look_lines(PACKAGE).items():
            print(f"  {look:8s} {drawing:5d} + {rest:5d} = {drawing + rest}")
        for folder in sorted((ROOT / "tests" / "ui").iterdir()):  # the tests' own looks (the plain look)
            if (folder / "skin.toml").is_file():
                files = [path for path in folder.rglob("*") if path.is_file() and "__pycache__" not in path.parts]
                code = sum(len(path.read_text(encoding="utf-8").splitlines()) for path in files if path.suffix == ".py")
                everything = sum(len(path.read_text(encoding="utf-8").splitlines()) for path in files)
                print(f"  {folder.name:8s} {code:5d} lines of code, {everything} with its skin.toml and help (tests)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
