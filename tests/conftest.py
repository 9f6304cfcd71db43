"""Shared fixtures: the bundled sample, the gazetteer, a caption's place read as the pipeline
reads it, a real headless browser, no network."""

from __future__ import annotations

import socket
from collections.abc import Callable, Iterator
from importlib import resources
from pathlib import Path

import pytest

from gazetteer import Resolution
from timeline.render.images import CHROMIUM, CHROMIUM_ARGS  # one list of browser flags
from timeline.understand.credits import split_credit
from timeline.understand.dates import extract_event_date
from timeline.understand.places import extract_event_place
from timeline.understand.text import normalise_text, repair_broken_hyphenation

ARTIFACTS = Path(__file__).parent / "artifacts"


@pytest.fixture(scope="session")
def sample_dir() -> Path:
    """The bundled sample corpus (two text files, 16 records, 14 distinct captions)."""
    return Path(str(resources.files("timeline") / "data" / "sample"))


@pytest.fixture(scope="session")
def gold_path() -> Path:
    """Gold annotations of the sample corpus."""
    return Path(str(resources.files("timeline") / "data" / "gold" / "seed_events.jsonl"))


@pytest.fixture(scope="session")
def gaz():
    """The built-in gazetteer, loaded once for the whole session."""
    import gazetteer

    return gazetteer.load()


@pytest.fixture(scope="session")
def read_place(gaz) -> Callable[[str], Resolution | None]:
    """The event place of a caption as the caption pipeline reads it (normalised, the credit
    cut, the date found first so its words are not read as places): the resolution or None.
    One reader for every place-form test, so they all read as the tool does."""

    def read(text: str) -> Resolution | None:
        body, _credit = split_credit(repair_broken_hyphenation(normalise_text(text)))
        date = extract_event_date(body)
        return extract_event_place(
            body, gaz, date_span=date.span, other_days=date.other_day_spans
        ).resolution

    return read


@pytest.fixture(scope="session")
def where(read_place) -> Callable[[str], tuple[str | None, str | None]]:
    """(the place's name, its country code) :func:`read_place` reads, or (None, None)."""

    def name_and_country(text: str) -> tuple[str | None, str | None]:
        res = read_place(text)
        return (None, None) if res is None else (res.name, res.country_code)

    return name_and_country


@pytest.fixture(scope="session")
def artifacts_dir() -> Path:
    """Where tests leave things for a person to look at (screenshots)."""
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session")
def browser():
    """Debian chromium driven by Playwright; never a downloaded browser."""
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=list(CHROMIUM_ARGS))
        yield browser
        browser.close()


@pytest.fixture
def page(browser):
    """A fresh page that records console errors and failed requests.

    ``page.console_errors`` and ``page.failed_requests`` are lists a test can assert empty.
    """
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.console_errors = []
    page.failed_requests = []
    page.on("console", lambda m: m.type == "error" and page.console_errors.append(m.text))
    page.on("pageerror", lambda e: page.console_errors.append(str(e)))
    page.on("requestfailed", lambda r: page.failed_requests.append(r.url))
    yield page
    context.close()


class _NetworkBlocked(RuntimeError):
    pass


@pytest.fixture
def no_network(monkeypatch) -> Iterator[None]:
    """Make any attempt to open an internet socket fail loudly."""

    def guard(*args, **kwargs):
        raise _NetworkBlocked("network access attempted during a test that forbids it")

    monkeypatch.setattr(socket.socket, "connect", guard)
    monkeypatch.setattr(socket.socket, "connect_ex", guard)
    monkeypatch.setattr(socket, "create_connection", guard)
    monkeypatch.setattr(socket, "getaddrinfo", guard)
    yield
