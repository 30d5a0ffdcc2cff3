"""``tools/catalog.py`` (Babel's extraction and compilation) loaded for the tests."""

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("ynot_catalog_tool", ROOT / "tools" / "catalog.py")
catalog = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(catalog)
