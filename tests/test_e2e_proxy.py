"""A class through a real nginx in front of two app processes on one PostgreSQL (docs/deploy.md).

Issue 17 §4: the teacher and the phones reach the app only through nginx, which keeps each
browser on one process (a cookie of its own) and upgrades the websockets. Mid-question one
process is restarted: its phones reconnect by themselves, come back as the same members with
their answers, and no answer is lost or counted twice. Marked `nginx` (skipped without Debian's
nginx; `.ci/run` installs it), `postgres` and `e2e`.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect
from sqlalchemy import create_engine, text

from tests.browser_helpers import idle, settle
from tests.proxy import HAVE_NGINX, Proxy
from tests.servers import Server
from tests.store_fixtures import fresh_pg_database

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.postgres,
    pytest.mark.nginx,
    pytest.mark.skipif(not HAVE_NGINX, reason="no nginx: apt-get install -y nginx"),
]

PROJECTOR = {"width": 1920, "height": 1080}
PHONE = {"width": 390, "height": 844}
WAIT = 60_000  # ms: a restart and the reconnection it causes take a while on a loaded machine
UPSTREAM = "x-kartenschule-upstream"
RECONNECTED = '[data-testid="stApp"][data-test-connection-state="CONNECTED"]'


@pytest.fixture
def behind_nginx() -> Iterator[tuple[Proxy, Server, Server, str]]:
    with fresh_pg_database(prefix="kt_proxy") as url:
        env = {"KARTENSCHULE_BEHIND_PROXY": "1"}
        first = Server(url, env=env)
        second = Server(url, env=env)
        proxy = Proxy([first.port, second.port])
        try:
            yield proxy, first, second, url
        finally:
            proxy.stop()
            first.stop()
            second.stop()


def _open(browser: Browser, url: str, viewport: dict, mobile: bool) -> tuple[Page, str]:
    """A new browser (context) on `url`; returns the page and the process nginx chose."""
    page = browser.new_context(viewport=viewport, locale="en-GB", is_mobile=mobile).new_page()
    response = page.goto(url, wait_until="domcontentloaded", timeout=WAIT)
    assert response is not None
    return page, response.headers[UPSTREAM]


def _counts(url: str, code: str) -> tuple[int, int, int]:
    """Members, answers, and distinct (member, question) pairs of the class, in the database."""
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            members = conn.execute(
                text(
                    "SELECT count(*) FROM class_members m JOIN classes c ON c.id = m.class_id"
                    " WHERE c.code = :code"
                ),
                {"code": code},
            ).scalar_one()
            answers, pairs = conn.execute(
                text(
                    "SELECT count(*), count(DISTINCT (a.member_id, a.question_id))"
                    " FROM class_answers a JOIN class_members m ON m.id = a.member_id"
                    " JOIN classes c ON c.id = m.class_id WHERE c.code = :code"
                ),
                {"code": code},
            ).one()
    finally:
        engine.dispose()
    return int(members), int(answers), int(pairs)


def test_a_class_through_nginx_survives_a_process_restart_mid_question(
    browser: Browser, behind_nginx: tuple[Proxy, Server, Server, str]
) -> None:
    proxy, first, second, url = behind_nginx
    teacher, _teacher_on = _open(browser, f"{proxy.url}/class?lang=en&present=1", PROJECTOR, False)
    teacher.locator(".st-key-class_start button").click(timeout=WAIT)
    code = teacher.locator(".class-code").inner_text(timeout=WAIT).strip()
    teacher.locator(".st-key-class_ask_puzzle button").click(timeout=WAIT)
    teacher.locator(".st-key-class_reveal button").wait_for(timeout=WAIT)

    # Phones join until each process serves at least two (nginx places each new browser).
    phones: list[tuple[Page, str, str]] = []
    on = {f"127.0.0.1:{first.port}": 0, f"127.0.0.1:{second.port}": 0}
    while len(phones) < 16 and (len(phones) < 6 or min(on.values()) < 2):
        name = f"S{len(phones):02}"
        phone, upstream = _open(browser, f"{proxy.url}/join?code={code}&lang=en", PHONE, True)
        nickname = phone.locator(".st-key-class_join_nickname input")
        nickname.wait_for(timeout=WAIT)
        idle(phone)
        nickname.fill(name)
        phone.locator(".st-key-class_join_go button").click()
        expect(phone.get_by_text(f"you are {name}")).to_be_visible(timeout=WAIT)
        phones.append((phone, name, upstream))
        on[upstream] += 1
    assert min(on.values()) >= 2, f"nginx put every phone on one process: {on}"

    victim = first if on[f"127.0.0.1:{first.port}"] else second
    victim_address = f"127.0.0.1:{victim.port}"
    late = next(p for p in phones if p[2] == victim_address)  # answers only after the restart
    choices = f".st-key-picker_answer_class_{code}_1"
    for n, (phone, _name, _upstream) in enumerate(phones):
        if phone is late[0]:
            continue
        phone.locator(choices).get_by_role("radio").nth(n % 2).click(timeout=WAIT)
        expect(phone.get_by_text("Wait for the teacher to reveal")).to_be_visible(timeout=WAIT)
    members = len(phones)
    projector = teacher.locator(".st-key-class_projector")
    expect(projector.get_by_text(f"{members - 1} of {members}")).to_be_visible(timeout=WAIT)

    victim.restart()  # mid-question: its websockets drop, its phones must reconnect

    for phone, name, upstream in phones:
        if upstream != victim_address:
            continue
        phone.wait_for_selector(RECONNECTED, timeout=WAIT)
        settle(phone)
        # Back as the same member (the learner cookie, the code in the address) with the answer.
        expect(phone.get_by_text(f"you are {name}")).to_be_visible(timeout=WAIT)
        if phone is not late[0]:
            expect(phone.get_by_text("Wait for the teacher to reveal")).to_be_visible(timeout=WAIT)
    late[0].locator(choices).get_by_role("radio").first.click(timeout=WAIT)
    expect(late[0].get_by_text("Wait for the teacher to reveal")).to_be_visible(timeout=WAIT)
    expect(projector.get_by_text(f"{members} of {members}")).to_be_visible(timeout=WAIT)
    assert _counts(url, code) == (members, members, members)  # none lost, none twice

    teacher.locator(".st-key-class_reveal button").click(timeout=WAIT)
    for phone, _name, _upstream in phones:
        expect(phone.get_by_text("The answer:")).to_be_visible(timeout=WAIT)
