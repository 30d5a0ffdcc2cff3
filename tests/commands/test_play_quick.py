"""``ynot play`` without the parser (a start reaches its first frame sooner): the same arguments the parser
gives, only for the shapes it knows; anything else is left to the parser, which answers it."""

import pytest

from ynot.cli import build_parser
from ynot.commands.play import quick

FIELDS = ("language", "skin", "scale", "seed", "new")


@pytest.mark.parametrize("args", [[], ["--skin", "windows"], ["--skin=mac", "--scale", "2"], ["--new"],
                                  ["--scale=10", "--seed", "3", "--new", "--skin", "amiga"], ["--skin="],
                                  ["--seed=7", "--scale", "1"]])
def test_quick_reads_what_the_parser_reads(args):
    fast = quick(args)
    parsed = build_parser("play").parse_args(["play", *args])
    assert fast is not None
    assert {name: getattr(fast, name) for name in FIELDS} == {name: getattr(parsed, name) for name in FIELDS}


@pytest.mark.parametrize("args", [["-h"], ["--help"], ["--skin"], ["--skin", "--new"], ["--scale", "0"],
                                  ["--scale", "11"], ["--scale", "two"], ["--seed", "x"], ["--new=yes"],
                                  ["--new", "--new"], ["--sk", "mac"], ["extra"], ["--language", "de"]])
def test_every_other_shape_goes_to_the_parser(args):
    assert quick(args) is None
