"""``ynot help [TOPIC]``: what the command line's help points to, installed with YNOT (the docs/ folder of the
source is not): game records, the computer players, play by mail on a mail server, the keys of a screenshot,
where the menu entry, the completion and the manual page go, and where YNOT keeps its files. The manual page
ynot(6) holds the same topics as its sections (``manpage``)."""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from ..i18n import N_, _


@dataclass(frozen=True)
class Typed:
    """Example lines (a command, a record's lines) shown as typed: the same in every language, never wrapped."""

    lines: tuple[str, ...]


def as_typed(*lines: str) -> Typed:
    """An example's lines, each at most 76 characters (they are shown indented by four in 80 columns)."""
    return Typed(lines)


@dataclass(frozen=True)
class Topic:
    """A title and its blocks: paragraphs (``N_``, wrapped to the width) and examples (:func:`as_typed`)."""

    title: str
    blocks: tuple[str | Typed, ...]


TOPICS: dict[str, Topic] = {
    "records": Topic(
        N_("Game records"),
        (
            N_(
                "A game record is a text file that replays a game through the rules to exactly the same end: 'ynot"
                " replay FILE' prints where it ends (--json for programs), 'ynot review FILE' what each decision gave"
                " away, and '-' reads the record from standard input. Every finished game's record is kept in the"
                " records database."
            ),
            N_(
                "One statement a line; '#' starts a comment. A record begins with 'ynot-record 1', then 'game dice'"
                " or 'game dominoes' (without it, a dice record), 'rules' with the rule set and its options, one"
                " 'player NAME' line a player in playing order (dominoes: two to four), and, if wanted, 'date',"
                " 'seed' and 'note' lines."
            ),
            as_typed(
                "rules winzee columns=3 multiplier=yes extra=wild",
                "rules double-six target=150 partners=yes",
            ),
            N_(
                "The dice moves: 'roll' with the faces of all five dice at a turn's first roll, and later with those"
                " of the dice thrown again, in position order; 'toggle P' or 'mark P ...' for the dice (1 to 5, left"
                " to right) to throw again; 'reselect'; 'score BOX [COLUMN]'; 'undo'. The boxes: ones, twos, threes,"
                " fours, fives, sixes, three-kind, four-kind, full-house, small-straight, large-straight, five-kind,"
                " chance."
            ),
            N_(
                "The dominoes moves: 'deal' with every tile of the set once, in shuffled order (each player's hand in"
                " turn, then the boneyard); 'play TILE [CHAIN]' (a tile as 5-3, a chain left, right, up or down);"
                " 'draw'; 'pass'."
            ),
            as_typed(
                "ynot-record 1",
                "rules ynot",
                "player Ann",
                "roll 2 2 2 5 5",
                "mark 4 5",
                "roll 2 3",
                "score twos",
            ),
            N_(
                "A line that cannot be read or that breaks a rule is refused with its number and the reason; a record"
                " that ends early replays to the position it reached."
            ),
        ),
    ),
    "computers": Topic(
        N_("The computer players"),
        (
            N_(
                "At the dice tables (ynot text --computer LEVEL, and each look's players): 'beginner' takes the best"
                " score of this turn only; 'good' plays each turn well against an estimate of what the open boxes"
                " are worth; 'perfect' plays the exact solver's moves, the best average there is (its table is"
                " worked out once for each rule set, and kept)."
            ),
            N_(
                "At dominoes (ynot dominoes --level LEVEL, --players Ann,hard,Bob,easy): 'easy' plays the tile that"
                " scores most now; 'hard' deals out at random, many times, the tiles it cannot see and plays what"
                " comes out best on average; 'blocker' plays what scores now less what the next player could score"
                " back; 'hoarder' draws the whole boneyard first, then always scores most; 'random' makes any legal"
                " move. The coach's hint and 'ynot review' of a dominoes game are the hard computer's choices."
            ),
        ),
    ),
    "mail": Topic(
        N_("Play by mail on a mail server"),
        (
            N_(
                "'ynot pbm mail' reads one message on standard input, carries out its commands (players mail"
                " 'yacht help' or 'domino help' for them) and mails the boards and answers. Give the server a user of"
                " its own and hand it that user's mail: a line in ~/.forward, procmail or fetchmail's mda, or 'ynot pbm"
                " poll MAILDIR' from cron for a Maildir. Run 'ynot pbm tick' from cron too: it warns and drops players"
                " past their time limit and sends what waits."
            ),
            as_typed(
                '"|/home/yacht/.venv/bin/ynot pbm mail"',
                "*/10 * * * * /home/yacht/.venv/bin/ynot pbm tick",
            ),
            N_(
                "Mail goes out through the SMTP server set in the [mail] section of ynot.ini: smtp (host:port),"
                " security (none, starttls or ssl), user, password_file, from (the server's own address), max_size,"
                " max_commands, rate (messages a sender may have carried out in an hour), time_limit (days a move may"
                " take; 0: none), signup (open or closed) and timeout (seconds the SMTP server has to answer; after"
                " it failed, runs leave it alone for a while). Without smtp, mail stays in the Maildir pbm/outbox of"
                " the data folder."
            ),
            N_(
                "The exit status tells the mail system what to do: 0 handled, 75 try again later (a board locked too"
                " long, a full disk: the message is not noted as handled), 69 mail refused for good (flush)."
            ),
        ),
    ),
    "screenshot": Topic(
        N_("The keys and clicks of ynot screenshot"),
        (
            N_(
                "--keys takes events separated by spaces, played in turn; after each the animations run to their"
                " end, so the picture is the one a player sees once the dice have landed."
            ),
            N_(
                "A key by its name (ENTER, SPACE, TAB, ESC, LEFT, RIGHT, UP, DOWN, F1 to F12, MENU, BACKSPACE,"
                " DELETE, HOME, END, PGUP, PGDN), a letter or a digit; with modifiers: Shift+SPACE, Ctrl+H, Alt+X,"
                " Psion+H (the Psion key is Ctrl). TEXT:Ann types characters (_ types a space). CLICK:x,y,"
                " DCLICK:x,y and RCLICK:x,y click at a pixel of the look's own screen; DRAG:x1,y1:x2,y2 drags;"
                " MOVE:x,y moves the mouse; WHEEL:x,y turns the wheel; WAIT:ms lets time pass."
            ),
            as_typed(
                'ynot screenshot --skin psion --seed 7 --keys "ENTER SPACE TAB" card.png',
            ),
            N_(
                "A fresh, empty YNOT_HOME is used unless --home DIR is given, so the same command always gives the"
                " same picture."
            ),
        ),
    ),
    "install": Topic(
        N_("The menu entry, the completion and the manual page"),
        (
            N_(
                "'ynot install-desktop' puts YNOT with its icon in this user's applications menu (and its"
                " description where software centres look); 'ynot uninstall-desktop' takes them out again."
            ),
            N_(
                "The shell completion and the manual page are made from the command line itself. Put each where"
                " your shell and man look:"
            ),
            as_typed(
                "ynot completion bash > ~/.local/share/bash-completion/completions/ynot",
                "ynot completion zsh > ~/.zfunc/_ynot",
                "ynot completion fish > ~/.config/fish/completions/ynot.fish",
                "ynot manpage > ~/.local/share/man/man6/ynot.6",
            ),
            N_(
                "(For zsh, ~/.zfunc must be in $fpath before compinit runs.) An installed YNOT also brings its"
                " manual page in share/man/man6 beside its bin folder, where man finds it when that bin folder is"
                " on your PATH: 'man ynot'."
            ),
        ),
    ),
    "files": Topic(
        N_("Where YNOT keeps its files"),
        (
            N_(
                "~/.config/ynot/ynot.ini holds the settings; ~/.local/share/ynot/ the records (ynot.db), the"
                " unfinished games, the play-by-mail boards and your own looks and translations; ~/.cache/ynot/ the"
                " solver's tables (made again when missing); ~/.local/state/ynot/log/ynot.log the log. (These are"
                " Linux's folders; other systems have their own.)"
            ),
            N_(
                "With YNOT_HOME set, everything is kept in that one folder instead: config/, data/, cache/ and log/"
                " inside it. A damaged file is moved aside as NAME.corrupt-DATE, and said; a folder that cannot be"
                " used is said once, and the game still plays."
            ),
        ),
    ),
}


def topic_text(name: str) -> list[str]:
    """A topic as lines to print: its title, then its paragraphs (translated) and its examples, a blank line
    between blocks. The command line fits them to the width."""
    topic = TOPICS[name]
    lines = [_(topic.title), ""]
    for block in topic.blocks:
        if isinstance(block, Typed):
            lines += [f"    {line}" for line in block.lines] + [""]
            continue
        lines += [_(block), ""]
    return lines[:-1] if lines[-1] == "" else lines


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("topic", nargs="?", choices=list(TOPICS), metavar="TOPIC",
                        help=_("the topic: {topics}").format(topics=", ".join(TOPICS)))


def run(args: argparse.Namespace) -> int:
    if args.topic is None:
        print(_("Help topics (ynot help TOPIC):"))
        for name, topic in TOPICS.items():
            print(f"  {name:<12}{_(topic.title)}")
        print(_("Every command's options: ynot COMMAND --help; all of it: man ynot."))
        return 0
    for line in topic_text(args.topic):
        print(line)
    return 0
