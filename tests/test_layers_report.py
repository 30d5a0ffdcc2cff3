"""tools/layers_report.py: its count of code lines (the lines per look of issue 36's note) and its reading of
another checkout."""

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("ynot_layers_report", ROOT / "tools" / "layers_report.py")
report = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(report)

SOURCE = '''"""A module's docstring,
on two lines."""

import os  # a comment beside code counts as code


class Thing:
    """A class's docstring."""

    # a comment alone
    def name(self) -> str:
        return (
            "a string that is no docstring"
        )
'''


def test_code_lines_leave_out_blanks_comments_and_docstrings():
    assert report.code_lines(SOURCE) == 6  # import, class, def, and the return's three lines


def test_the_report_reads_a_checkout_and_refuses_a_folder_that_is_no_checkout(tmp_path, capsys):
    for name, text in {
        "ynot/__init__.py": "",
        "ynot/ui/__init__.py": "",
        "ynot/ui/kit/__init__.py": "",
        "ynot/ui/kit/style.py": SOURCE,
        "ynot/ui/toy/__init__.py": "",
        "ynot/ui/toy/style.py": SOURCE,
        "ynot/ui/toy/controller.py": "from ..kit import style\n",
        "tests/ui/plain/skin.toml": "[skin]\nname = 'plain'\n",
        "tests/ui/plain/controller.py": SOURCE,
    }.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    assert report.main(["--lines", "--root", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "import circles: 0" in out and "classes mixing jobs: 0" in out
    assert "  toy         14 +     1 =    15 (7 code)" in out  # its style is drawing, the rest the controller
    assert "  kit                         14 (6 code), shared by every look" in out
    assert "  plain       14 lines of Python (6 code), 16 with its skin.toml and help" in out
    with pytest.raises(SystemExit):
        report.main(["--root", str(tmp_path / "tests")])
