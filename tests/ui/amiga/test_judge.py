"""The end-of-game judgement: tiers of comment, and the author's 335 to beat."""

from __future__ import annotations

from ynot.ui.amiga import judge


def test_every_tier_has_its_own_comment():
    samples = [370, 335, 320, 260, 210, 160, 90]
    comments = [judge.comment(score) for score in samples]
    assert len(set(comments)) == len(judge.TIERS) == len(samples)
    assert [judge.tier(score) for score in samples] == list(range(len(samples)))


def test_beating_the_author_is_told():
    assert "beaten my 335" in judge.comment(336)
    assert "335 exactly" in judge.comment(335)
    assert "only 15 short of my 335" in judge.comment(320)
    assert judge.tier(0) == len(judge.TIERS) - 1


def test_verdict_names_the_winner_or_the_draw():
    assert judge.verdict(["Ann"], [250]) == ["Ann scored 250.", judge.comment(250)]
    assert judge.verdict(["Ann", "Bob"], [200, 301])[0] == "Bob wins with 301!"
    assert judge.verdict(["Ann", "Bob", "Cy"], [210, 210, 5])[0] == "A draw at 210: Ann and Bob."


def test_other_rules_are_not_measured_against_the_authors_335():
    comments = {judge.comment(score, author=False) for score in (360, 335, 260, 210, 160, 90)}
    assert len(comments) == len(judge.PLAIN_TIERS) and not any("335" in c for c in comments)
    assert judge.verdict(["Ann"], [340], author=False)[1] == judge.PLAIN_TIERS[0][1]


def test_judge_needs_no_pygame():
    import subprocess
    import sys

    code = "import ynot.ui.amiga.judge, sys; assert 'pygame' not in sys.modules"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
