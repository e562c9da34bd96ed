"""A live class driven through real pages: the teacher and N students in headless Chromium.

One browser, one context per person (teacher at 1920×1080 in presentation mode, students at
390×844 as phones), against a served app. Every page carries a small recorder (an init script
with a MutationObserver) that notes, with the browser's clock, when a probe first matches; all
pages run in one browser on this machine, so their clocks are one clock. What is timed:

- join: from the student's `page.goto('/join?code=…')` to "you are <name>" on the phone, the
  students one after another (so the n-th joins while n − 1 phones wait);
- waiting: the server process's CPU time (user + system, all threads, from /proc) over a quiet
  window with every page open and nobody acting, divided by the window's length;
- answer → count: from a student's tap on a choice to the first moment the projector's count
  reaches that answer's rank (the k-th tap is taken to be counted when the count reaches k);
- question / reveal → every phone: from the teacher's click to the moment each phone shows the
  new question's choices / "The answer:";
- health check: how long `/_stcore/health` takes, once a second while the class waits;
- CPU per phone: the server's CPU seconds from the teacher's click until the last phone shows
  the reveal (or the next question), divided by the number of phones (the cost of one rerun,
  the server's share of one phone's update; the CPU that the polling costs meanwhile included);
- browser cores: the CPU all Chromium processes used while a reveal or question reached the
  phones, divided by that time (the clients share this 2-core machine with the server);
- page weight: the bytes a phone's first visit to /join takes over the wire (as sent: gzip'd
  where the server compressed), from Chromium's network events.

Used by `bench/bench_classroom.py`; nothing here fails on time.
"""

from __future__ import annotations

import statistics
import threading
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

from playwright.sync_api import Browser, Page

PROJECTOR = {"width": 1920, "height": 1080}
PHONE = {"width": 390, "height": 844}
FIRST_PAINT_MS = 120_000
WAIT_MS = 60_000

# Notes the first time each probe matches; probes are set per page from Python.
RECORDER = """
window.__kt = {seen: {}, log: [], probes: [], last: null};
const ktCheck = () => {
  const kt = window.__kt;
  for (const p of kt.probes) {
    if (kt.seen[p.name]) continue;
    const found = [...document.querySelectorAll(p.css)];
    if (found.some(el => !p.text || el.textContent.includes(p.text))) kt.seen[p.name] = Date.now();
  }
  if (kt.watch) {
    const el = document.querySelector(kt.watch);
    const text = el ? el.textContent : null;
    if (text !== kt.last) { kt.last = text; kt.log.push([Date.now(), text]); }
  }
};
new MutationObserver(ktCheck).observe(document, {subtree: true, childList: true,
  characterData: true, attributes: true});
"""


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a process and all its threads, from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / 100.0  # utime, stime in clock ticks (100 Hz)


def browser_cpu_seconds() -> float:
    """User + system CPU seconds of every Chromium process on the machine (the clients)."""
    total = 0.0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            head, _, rest = stat.read_text().rpartition(")")
        except OSError:
            continue
        if "chrom" in head.rsplit("(", 1)[-1]:
            fields = rest.split()
            total += (int(fields[11]) + int(fields[12])) / 100.0
    return total


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def percentile(values: list[float], share: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def summary(values: list[float]) -> dict[str, float | int | None]:
    def r(x: float | None) -> float | None:
        return None if x is None else round(x, 2)

    return {
        "n": len(values),
        "p50_s": r(statistics.median(values)) if values else None,
        "p95_s": r(percentile(values, 0.95)),
        "max_s": r(max(values)) if values else None,
    }


def summary_ms(values: list[float]) -> dict[str, float | None]:
    return {
        "p50": round(statistics.median(values), 1) if values else None,
        "max": round(max(values), 1) if values else None,
    }


def health_ms(base: str) -> float:
    """How long the server's health check takes (its event loop's responsiveness)."""
    began = time.perf_counter()
    with urllib.request.urlopen(f"{base}/_stcore/health", timeout=30) as answer:
        answer.read()
    return 1000 * (time.perf_counter() - began)


def _now_ms(page: Page) -> float:
    return float(page.evaluate("Date.now()"))


def _probe(page: Page, name: str, css: str, text: str = "") -> None:
    page.evaluate(
        "([name, css, text]) => { window.__kt.probes.push({name, css, text});"
        " document.body.setAttribute('data-kt', String(Math.random())); }",
        [name, css, text],
    )


def _seen(page: Page, name: str) -> float | None:
    value = page.evaluate("name => window.__kt.seen[name] || null", name)
    return None if value is None else float(value)


def _wait_all_seen(pages: list[Page], name: str, timeout_s: float) -> list[float | None]:
    deadline = time.monotonic() + timeout_s
    seen: list[float | None] = [None] * len(pages)
    while time.monotonic() < deadline:
        for i, page in enumerate(pages):
            if seen[i] is None:
                seen[i] = _seen(page, name)
        if all(s is not None for s in seen):
            break
        time.sleep(0.2)
    return seen


@dataclass
class ClassRun:
    """The figures of one class run; `errors` lists what went wrong, never hidden."""

    students: int
    pids: list[int] = field(default_factory=list)
    join: list[float] = field(default_factory=list)
    waiting_cores: float | None = None
    waiting_window_s: float = 0.0
    answer_to_count: list[float] = field(default_factory=list)
    question_to_phones: list[float] = field(default_factory=list)
    reveal_to_phones: list[float] = field(default_factory=list)
    health_ms: list[float] = field(default_factory=list)
    burst_cpu_s: dict[str, float] = field(default_factory=dict)
    burst_browser_cpu_s: dict[str, float] = field(default_factory=dict)
    burst_wall_s: dict[str, float] = field(default_factory=dict)
    rss_mb: float | None = None
    errors: list[str] = field(default_factory=list)

    def figures(self) -> dict[str, object]:
        return {
            "students": self.students,
            "waiting_server_cores": self.waiting_cores,
            "join": summary(self.join),
            "answer_to_teacher_count": summary(self.answer_to_count),
            "question_to_every_phone": summary(self.question_to_phones),
            "reveal_to_every_phone": summary(self.reveal_to_phones),
            "health_check_while_waiting_ms": summary_ms(self.health_ms),
            "server_cpu_s_per_phone": {
                name: round(cpu / max(1, self.students), 3)
                for name, cpu in self.burst_cpu_s.items()
            },
            "browser_cores_during": {  # None: a browser ended in the window (another class's)
                name: round(cpu / max(0.001, self.burst_wall_s[name]), 2) if cpu >= 0 else None
                for name, cpu in self.burst_browser_cpu_s.items()
            },
            "server_rss_mb": self.rss_mb,
            "errors": len(self.errors),
            "error_examples": self.errors[:3],
        }


def _idle(page: Page, timeout_ms: int = WAIT_MS) -> None:
    page.wait_for_selector(
        '[data-testid="stApp"][data-test-script-state="notRunning"]', timeout=timeout_ms
    )


def _teacher(browser: Browser, base: str) -> tuple[Page, str]:
    context = browser.new_context(viewport=PROJECTOR, locale="en-GB")
    context.add_init_script(RECORDER)
    page = context.new_page()
    page.goto(f"{base}/class?lang=en&present=1", wait_until="domcontentloaded")
    start = page.locator(".st-key-class_start button")
    start.wait_for(timeout=FIRST_PAINT_MS)
    _idle(page)
    start.click()
    code_box = page.locator(".class-code")
    code_box.wait_for(timeout=WAIT_MS)
    code = code_box.inner_text().strip()
    page.locator(".st-key-class_ask_puzzle button").click()
    page.locator(".st-key-class_reveal button").wait_for(timeout=WAIT_MS)
    return page, code


def _join(browser: Browser, base: str, code: str, name: str) -> tuple[Page, float]:
    context = browser.new_context(viewport=PHONE, locale="en-GB", is_mobile=True)
    context.add_init_script(RECORDER)
    phone = context.new_page()
    began = time.monotonic()
    phone.goto(f"{base}/join?code={code}&lang=en", wait_until="domcontentloaded")
    nickname = phone.locator(".st-key-class_join_nickname input")
    nickname.wait_for(timeout=FIRST_PAINT_MS)
    nickname.fill(name)
    phone.locator(".st-key-class_join_go button").click()
    phone.get_by_text(f"you are {name}").wait_for(timeout=FIRST_PAINT_MS)
    return phone, time.monotonic() - began


def _to_every_phone(
    run: ClassRun, into: list[float], teacher: Page, phones: list[Page], button: str,
    probe: tuple[str, str, str],
) -> None:  # fmt: skip
    """Click the teacher's `button`, then time until each phone matches `probe`; the server
    CPU seconds from the click until the last phone shows it go into `run.burst_cpu_s`."""
    name, css, text = probe
    for phone in phones:
        _probe(phone, name, css, text)
    teacher.locator(f"{button} button").wait_for(timeout=WAIT_MS)
    cpu, clients, wall = cpu_of(run.pids), browser_cpu_seconds(), time.monotonic()
    clicked = _now_ms(teacher)
    teacher.locator(f"{button} button").click()
    seen = _wait_all_seen(phones, name, WAIT_MS / 1000)
    run.burst_cpu_s[name] = round(cpu_of(run.pids) - cpu, 2)
    run.burst_browser_cpu_s[name] = browser_cpu_seconds() - clients
    run.burst_wall_s[name] = time.monotonic() - wall
    for n, at in enumerate(seen):
        if at is None:
            run.errors.append(f"{name} never reached phone {n}")
        else:
            into.append((at - clicked) / 1000)


def cpu_of(pids: list[int]) -> float:
    return sum(cpu_seconds(pid) for pid in pids)


def page_weight(browser: Browser, url: str) -> tuple[int, int]:
    """Bytes over the wire (as encoded: compressed where the server compressed) and requests
    of a first visit to `url` in a fresh browser, until the page is drawn and idle."""
    context = browser.new_context(viewport=PHONE, is_mobile=True)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    sizes: list[int] = []
    cdp.on("Network.loadingFinished", lambda event: sizes.append(int(event["encodedDataLength"])))
    page.goto(url, wait_until="domcontentloaded")
    page.locator(".st-key-class_join_nickname input").wait_for(timeout=FIRST_PAINT_MS)
    _idle(page)
    page.wait_for_timeout(1000)
    context.close()
    return sum(sizes), len(sizes)


def run_class(
    browser: Browser, base: str, pids: list[int], students: int, quiet_s: float,
    together: threading.Barrier | None = None,
) -> ClassRun:  # fmt: skip
    """One class through a question (answers, reveal) and the next question; see the module.
    `pids` are the server processes whose CPU is read; `together` lines up the quiet window
    with other classes run at the same time (each class in its own thread and browser)."""
    run = ClassRun(students, pids)
    teacher, code = _teacher(browser, base)
    phones: list[Page] = []
    for n in range(students):
        try:
            phone, took = _join(browser, base, code, f"S{n:02}")
        except Exception as exc:  # counted and printed, never hidden
            run.errors.append(f"join {n}: {type(exc).__name__}: {str(exc)[:120]}")
            continue
        phones.append(phone)
        run.join.append(took)
    choices = f'[class*="st-key-picker_answer_class_{code}_1"]'
    for phone in phones:
        try:
            phone.locator(choices).get_by_role("radio").first.wait_for(timeout=WAIT_MS)
        except Exception as exc:
            run.errors.append(f"question 1 not shown: {type(exc).__name__}")

    # Waiting: everyone on the page, nobody acting.
    if together is not None:
        together.wait()
    time.sleep(2.0)
    cpu0, wall0 = cpu_of(pids), time.monotonic()
    while time.monotonic() < wall0 + quiet_s:
        time.sleep(1.0)
        run.health_ms.append(health_ms(base))
    cpu1, wall1 = cpu_of(pids), time.monotonic()
    if together is not None:
        together.wait()
    run.waiting_window_s = wall1 - wall0
    run.waiting_cores = round((cpu1 - cpu0) / (wall1 - wall0), 3)

    # Answers: each phone taps a choice, one after another; the projector's count follows.
    teacher.evaluate(
        "css => { window.__kt.watch = css; window.__kt.log = []; window.__kt.last = null;"
        " document.body.setAttribute('data-kt', 'watch'); }",
        '.st-key-class_projector [data-testid="stMetricValue"]',
    )
    taps: list[float] = []
    for n, phone in enumerate(phones):
        taps.append(_now_ms(phone))
        try:
            phone.locator(choices).get_by_role("radio").nth(n % 2).click(timeout=WAIT_MS)
        except Exception as exc:
            taps.pop()
            run.errors.append(f"answer {n}: {type(exc).__name__}")
    deadline = time.monotonic() + WAIT_MS / 1000
    target = f"{len(taps)} of {len(phones)}"
    while time.monotonic() < deadline:
        log = teacher.evaluate("window.__kt.log")
        if any(text and text.strip() == target for _at, text in log):
            break
        time.sleep(0.2)
    log = teacher.evaluate("window.__kt.log")
    counts = []
    for at, text in log:
        try:
            counts.append((float(at), int(str(text).split(" of ")[0])))
        except (ValueError, IndexError):
            continue
    for k, tapped in enumerate(sorted(taps), start=1):
        seen = next((at for at, n in counts if n >= k and at >= tapped), None)
        if seen is None:
            run.errors.append(f"answer {k} never counted on the projector")
        else:
            run.answer_to_count.append((seen - tapped) / 1000)
    for n, phone in enumerate(phones):
        try:
            phone.get_by_text("Wait for the teacher to reveal").wait_for(timeout=WAIT_MS)
        except Exception:
            run.errors.append(f"answer {n} not acknowledged on the phone")

    # Reveal, then the next question, each to every phone.
    reveal = ("reveal", '[data-testid="stMarkdownContainer"]', "The answer:")
    _to_every_phone(run, run.reveal_to_phones, teacher, phones, ".st-key-class_reveal", reveal)
    question = ("question 2", f'[class*="st-key-picker_answer_class_{code}_2"]', "")
    _to_every_phone(run, run.question_to_phones, teacher, phones, ".st-key-class_next", question)
    run.rss_mb = round(sum(rss_mb(pid) for pid in pids), 1)
    for page in [teacher, *phones]:
        page.context.close()
    return run
