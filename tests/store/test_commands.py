"""``ynot scores`` and ``ynot stats`` in the terminal, and the error log."""

from __future__ import annotations

from helpers import unwrapped
from store_helpers import finished

from ynot import cli, paths
from ynot.commands import scores
from ynot.store import Store


def fill():
    with Store.open() as store:
        for seed in range(3):
            store.finish_game(finished(("Ann", "Bob"), seed=seed))
        store.finish_game(finished(("Ann",), rules="winzee", seed=5, columns=2, multiplier="yes"))
        store.new_series(["Bob"])
        return store.high_scores("ynot"), store.stats("Ann", "ynot")


def test_scores_prints_every_table(ynot_home, capsys):
    table, _ = fill()
    assert cli.main(["scores"]) == 0
    out = capsys.readouterr().out
    assert "High scores: YNOT (Psion Series 3, 1993)" in out
    assert "High scores: Windows Yahtzee (1993), columns=2 multiplier=yes extra=bonus" in out
    for entry in table:
        assert f"{entry.rank}. {entry.name}" in out and str(entry.score) in out


def test_scores_for_one_rule_set_and_clearing(ynot_home, capsys):
    fill()
    assert cli.main(["scores", "--rules", "winzee columns=2 multiplier=yes"]) == 0
    out = capsys.readouterr().out
    assert "Windows Yahtzee" in out and "YNOT" not in out
    assert cli.main(["scores", "--rules", "ynot", "--clear", "--yes"]) == 0
    assert capsys.readouterr().out.strip() == "The high score table of YNOT (Psion Series 3, 1993) is empty now."
    assert cli.main(["scores", "--rules", "ynot"]) == 0
    assert "(empty)" in capsys.readouterr().out


def test_scores_with_nothing_yet(ynot_home, capsys):
    assert cli.main(["scores"]) == 0
    assert capsys.readouterr().out.strip() == "No high scores yet."


def test_unknown_rules_is_one_sentence(ynot_home, capsys):
    assert cli.main(["scores", "--rules", "chess"]) == 1
    err = unwrapped(capsys.readouterr().err)
    assert err.startswith("ynot: unknown rule set 'chess'; choose one of: ynot, yahtzee") and err.count("\n") == 1


def test_stats_table(ynot_home, capsys):
    _, ann = fill()
    assert cli.main(["stats"]) == 0
    out = capsys.readouterr().out
    assert "Player statistics: YNOT (Psion Series 3, 1993)" in out
    line = next(row for row in out.splitlines() if row.startswith("Ann") and str(ann.all_time.best) in row)
    a = ann.all_time
    assert line.split()[1:5] == [str(a.games), str(a.wins), str(a.best), f"{a.average:.1f}"]
    bob = next(row for row in out.splitlines() if row.startswith("Bob"))
    assert a.wins + int(bob.split()[2]) == 3  # three games of two players, one winner each
    assert bob.split()[5:] == ["0", "0", "0", "-"]  # a new series started for Bob


def test_stats_of_a_player_when_nobody_has_played_says_so(ynot_home, capsys):
    assert cli.main(["stats", "Zed"]) == 1
    said = unwrapped(capsys.readouterr().err)
    assert said == "ynot: there is no player called Zed: nobody has finished a game yet\n"


def test_stats_for_one_player(ynot_home, capsys):
    fill()
    assert cli.main(["stats", "bob", "--rules", "ynot"]) == 0
    out = capsys.readouterr().out
    assert "Bob" in out and "Ann" not in out
    assert cli.main(["stats", "Zed"]) == 1
    assert capsys.readouterr().err.strip() == "ynot: there is no player called Zed; the players are Ann, Bob"
    with Store.open() as store:
        store.reset_player("Bob")
    assert cli.main(["stats", "Bob"]) == 0
    assert capsys.readouterr().out.strip() == "No games on record: Bob has not finished a game yet."
    assert cli.main(["stats", "--rules", "yacht"]) == 0
    expected = "No games on record: nobody has finished a game of Yacht (pbmserv, 2003) yet."
    assert capsys.readouterr().out.strip() == expected


def test_bad_files_are_told_on_stderr(ynot_home, capsys):
    (paths.data_dir() / "ynot.db").write_bytes(b"not a database at all")
    assert cli.main(["stats"]) == 0
    captured = capsys.readouterr()
    assert "moved aside" in captured.err and "No games on record" in captured.out


def test_unexpected_errors_go_to_the_log(ynot_home, capsys, monkeypatch):
    def broken(args):
        raise RuntimeError("kaboom")

    monkeypatch.setattr(scores, "run", broken)
    assert cli.main(["scores"]) == 2
    assert "kaboom" in capsys.readouterr().err
    log = (paths.log_dir() / "ynot.log").read_text(encoding="utf-8")
    assert "RuntimeError: kaboom" in log and "Traceback" in log


def test_clearing_names_its_table_or_all_and_asks_first(ynot_home, capsys, monkeypatch):
    fill()
    assert cli.main(["scores", "--clear"]) == 1
    assert "--rules NAME, or every table with --all" in capsys.readouterr().err
    assert cli.main(["scores", "--clear", "--all"]) == 1  # no terminal to answer, and no --yes
    assert "add --yes" in capsys.readouterr().err
    monkeypatch.setattr("sys.stdin.isatty", lambda: True)
    monkeypatch.setattr("builtins.input", lambda question: "n")
    assert cli.main(["scores", "--clear", "--all"]) == 0
    assert capsys.readouterr().out.strip() == "Nothing was cleared."
    with Store.open() as store:
        assert len(store.high_score_rules()) == 2
    monkeypatch.setattr("builtins.input", lambda question: "y")
    assert cli.main(["scores", "--clear", "--all"]) == 0
    assert capsys.readouterr().out.strip() == "All 2 high score tables are empty now."


def test_a_dominoes_table_is_headed_and_selected_by_its_key(ynot_home, capsys):
    import random

    from ynot import games  # noqa: F401 - the registry's games
    from ynot.core import get_kind

    kind = get_kind("dominoes")
    rules = kind.rules_from_key("dominoes double-six target=5")
    with Store.open() as store:
        game = kind.new_game(rules, ["Ann", "Bob"], rng=random.Random(3), seed=3)
        rng = random.Random(3)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        store.finish_game(game)
    assert cli.main(["stats"]) == 0
    out = capsys.readouterr().out
    assert "Player statistics: Muggins dominoes, double-six target=5" in out
    assert cli.main(["stats", "--rules", "dominoes double-six target=5"]) == 0
    selected = capsys.readouterr().out
    rows = [line.split() for line in selected.splitlines() if line.startswith(("Ann", "Bob"))]
    assert sorted(row[2] for row in rows) == ["0", "1"]  # games won: one of the two
