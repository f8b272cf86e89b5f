import pytest
from django.core.cache import cache


@pytest.fixture(autouse=True)
def _no_refresh_marks():
    """The "analysis refresh queued" marks live in the shared cache; start each test without any."""
    cache.clear()
    yield
    cache.clear()
