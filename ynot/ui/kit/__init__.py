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
- Text: :func:`fit_text` (names cut with an ellipsis by measuring), :func:`line_top` (a line's place in
  a box, a capital's accent inside), :func:`missing_characters` and
  :func:`refusal` (a character no font has, refused the same way in every look), :func:`name_refusal`
  (that, or what core's ``check_name`` refuses: the one check of a name typed in any look),
  :func:`sentence`, :func:`split_mnemonic`.

Each name loads its module when first asked for (``from ..kit import Button`` loads the widgets alone).

See docs/ui.md, "How to add a look".
"""

from ...lazy import lazy_names

#: Each name and the module that holds it, imported when first asked for (PEP 562): a look's first frame
#: loads the parts it shows (its style, text, menus), not the dialogs' widgets it has not opened, nor
#: help's viewer and books (until help is first opened).
_HOMES = {
    "DoubleClick": ".clicks",
    "Context": ".context",
    "Dialog": ".dialog",
    "Grid": ".dialog",
    "MessageBox": ".dialog",
    "DropDown": ".dropdown",
    "Feedback": ".feedback",
    "LineEdit": ".line_edit",
    "SEPARATOR": ".menu",
    "Menu": ".menu",
    "MenuBar": ".menu",
    "MenuItem": ".menu",
    "PopupMenu": ".menu",
    "find_mnemonic": ".menu",
    "find_shortcut": ".menu",
    "greyed_reason": ".menu",
    "run_command": ".menu",
    "CHECKER": ".pattern",
    "fill_pattern": ".pattern",
    "StatusLine": ".status",
    "ChartPens": ".style",
    "DialogLayout": ".style",
    "FieldView": ".style",
    "State": ".style",
    "Style": ".style",
    "StyleData": ".style",
    "plain_style": ".style",
    "fit_text": ".text",
    "first_fitting": ".text",
    "line_top": ".text",
    "missing_characters": ".text",
    "name_refusal": ".text",
    "refusal": ".text",
    "score_name": ".text",
    "sentence": ".text",
    "split_mnemonic": ".text",
    "Button": ".widgets",
    "CheckBox": ".widgets",
    "Choice": ".widgets",
    "Host": ".widgets",
    "Label": ".widgets",
    "ListBox": ".widgets",
    "NumberField": ".widgets",
    "RadioGroup": ".widgets",
    "TextField": ".widgets",
    "Widget": ".widgets",
    "next_starting_with": ".widgets",
    "HelpTopic": ".helpbook",
    "HelpBook": ".helpbook",
    "load_help": ".helpbook",
    "look_help": ".helpbook",
    "HelpViewer": ".help",
}
__getattr__ = lazy_names(__name__, _HOMES)

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
    "first_fitting",
    "line_top",
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
