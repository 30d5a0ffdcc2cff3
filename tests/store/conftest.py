"""The ``store`` fixture: a Store opened in the test's own YNOT_HOME."""

import pytest

from ynot.store import Store


@pytest.fixture
def store(ynot_home):
    with Store.open() as opened:
        yield opened
