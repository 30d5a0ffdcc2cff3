"""The skin kit: what every look shares, written once.

- :class:`Style` / :class:`StyleData`: a look's drawing (data plus a small class; QStyle is the model).
- Widgets (behaviour once, drawn by the style): :class:`Button`, :class:`CheckBox`, :class:`RadioGroup`,
  :class:`Choice`, :class:`DropDown`,
  :class:`TextField` (on :class:`LineEdit`), :class:`NumberField`, :class:`ListBox`, :class:`Label`.
- Scenes: :class:`Dialog` (its rows in one column or a :class:`Grid`), :class:`MessageBox`,
  :class:`MenuBar` (:class:`Menu`, :class:`MenuItem`), :class:`PopupMenu`,
  :class:`HelpViewer` (:class:`HelpTopic`); and :class:`StatusLine` for a look's help line. The help
  viewer and the help books load when help is first opened (a first frame shows none).
- Input: :class:`DoubleClick` (one double-click rule for every widget and look).
- Pictures: :func:`fill_pattern` (one-bit patterns, lined up with the canvas; a style's ``patterns``).
- Text: :func:`fit_text` (names cut with an ellipsis by measuring), :func:`missing_characters` and
  :func:`refusal` (a character no font has, refused the same way in every look), :func:`name_refusal`
  (that, or what core's ``check_name`` refuses: the one check of a name typed in any look),
  :func:`sentence`, :func:`split_mnemonic`.

See docs/ui.md, "How to add a look".
"""

from ...lazy import lazy_names
from .clicks import DoubleClick
from .context import Context
from .dialog import Dialog, Grid, MessageBox
from .dropdown import DropDown
from .feedback import Feedback
from .line_edit import LineEdit
from .menu import (
    SEPARATOR,
    Menu,
    MenuBar,
    MenuItem,
    PopupMenu,
    find_mnemonic,
    find_shortcut,
    greyed_reason,
    run_command,
)
from .pattern import CHECKER, fill_pattern
from .status import StatusLine
from .style import DialogLayout, FieldView, State, Style, StyleData, plain_style
from .text import fit_text, missing_characters, name_refusal, refusal, score_name, sentence, split_mnemonic
from .widgets import (
    Button,
    CheckBox,
    Choice,
    Host,
    Label,
    ListBox,
    NumberField,
    RadioGroup,
    TextField,
    Widget,
    next_starting_with,
)

#: Help's names, loaded when help is first opened (its topics' parser and the viewer: no look's first frame).
_HELP = {"HelpTopic": ".helpbook", "HelpBook": ".helpbook", "load_help": ".helpbook", "look_help": ".helpbook",
         "HelpViewer": ".help"}
__getattr__ = lazy_names(__name__, _HELP)

__all__ = [
    "CHECKER",
    "SEPARATOR",
    "Button",
    "CheckBox",
    "Choice",
    "Context",
    "Dialog",
    "DialogLayout",
    "DropDown",
    "DoubleClick",
    "Feedback",
    "Grid",
    "FieldView",
    "HelpBook",
    "HelpTopic",
    "HelpViewer",
    "Host",
    "Label",
    "LineEdit",
    "ListBox",
    "Menu",
    "MenuBar",
    "MenuItem",
    "MessageBox",
    "NumberField",
    "PopupMenu",
    "RadioGroup",
    "State",
    "StatusLine",
    "Style",
    "StyleData",
    "TextField",
    "Widget",
    "fill_pattern",
    "find_mnemonic",
    "find_shortcut",
    "fit_text",
    "greyed_reason",
    "load_help",
    "look_help",
    "missing_characters",
    "name_refusal",
    "next_starting_with",
    "plain_style",
    "refusal",
    "run_command",
    "score_name",
    "sentence",
    "split_mnemonic",
]
