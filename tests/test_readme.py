"""The README's two fresh-machine commands stay true: CI runs exactly the test one."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def commands_in_readme() -> list[str]:
    text = (ROOT / "README.md").read_text()
    section = text.split("## Two commands", 1)[1].split("\n## ", 1)[0]
    return [line.strip() for line in section.splitlines() if line.startswith("python3 -m venv")]


def test_readme_gives_exactly_two_commands():
    play, test = commands_in_readme()
    assert play.endswith(".venv/bin/ynot") and "pip install ." in play
    assert "pytest" in test and "[test]" in test


def test_ci_runs_the_readme_test_command():
    _, test = commands_in_readme()
    ci = (ROOT / ".ci" / "run").read_text().splitlines()
    assert test in [line.strip() for line in ci]
