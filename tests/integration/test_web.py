"""The page ``graphrag serve`` shows at ``/``, driven in real headless Chromium (Debian's ``chromium``
and ``chromium-driver``, through Selenium) against a real ``graphrag serve`` process on the demo
index; and ``/docs`` and ``GET /entity`` over real HTTP.

Under CI (CI=true) a missing Chromium or chromedriver fails these tests; elsewhere they are skipped
with the command that installs them. The page's screenshot goes to the test's temporary folder, or
to docs/web-page.png with GRAPHRAG_SAVE_SCREENSHOT=1 (how the README's picture is made).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import ROOT
from tests.integration.test_serve import free_port, request, start, stop

pytestmark = [pytest.mark.integration, pytest.mark.slow]

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--window-size=1400,1000",
]
KEY = "page-test-key"
QUESTION = "Which team owns the service that raises MRG-3342?"  # examples/questions.jsonl q10
DOCS_SCREENSHOT = ROOT / "docs" / "web-page.png"  # written only with GRAPHRAG_SAVE_SCREENSHOT=1


def need_chromium() -> None:
    """Fail under CI, skip elsewhere, when the browser or its driver is missing."""
    missing = [str(p) for p in (CHROMIUM, CHROMEDRIVER) if not p.exists()]
    try:
        import selenium  # noqa: F401
    except ImportError:
        missing.append("selenium (pip install -e '.[dev]')")
    if not missing:
        return
    message = f"missing {', '.join(missing)}; install with `apt-get install -y chromium chromium-driver`"
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(message)
    pytest.skip(message)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    need_chromium()
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in FLAGS:
        options.add_argument(flag)
    profile = tempfile.TemporaryDirectory(prefix="graphrag-chromium-")
    options.add_argument(f"--user-data-dir={profile.name}")
    driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
    try:
        yield driver
    finally:
        driver.quit()
        profile.cleanup()


@pytest.fixture(scope="module")
def server(demo_index) -> Iterator[str]:
    """graphrag serve on the demo index, with an API key: the page must ask for it."""
    proc, url = start(demo_index, {"GRAPHRAG_API_KEY": KEY})
    yield url
    stop(proc)


def wait(driver: Any, condition: Any, seconds: float = 90) -> Any:
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, seconds).until(condition)


def body_state(name: str) -> Any:
    return lambda d: d.execute_script(f"return document.body.dataset.{name} || ''")


def ask(driver: Any, question: str) -> list[Any]:
    from selenium.webdriver.common.by import By

    box = driver.find_element(By.ID, "question")
    box.clear()
    box.send_keys(question)
    driver.execute_script("document.body.dataset.state = ''")
    driver.find_element(By.ID, "go").click()
    wait(driver, lambda d: body_state("state")(d) in ("answered", "failed"))
    assert body_state("state")(driver) == "answered", driver.find_element(By.ID, "answer").text
    return list(driver.find_elements(By.CSS_SELECTOR, "article.hit"))


def open_entity(driver: Any, name: str) -> Any:
    from selenium.webdriver.common.by import By

    driver.find_element(By.CSS_SELECTOR, f'#answer button.ent[data-entity="{name}"]').click()
    panel = driver.find_element(By.ID, "entity")
    wait(driver, lambda d: panel.get_attribute("data-state") in ("shown", "failed"))
    assert panel.get_attribute("data-state") == "shown", panel.text
    return panel


def test_the_page_asks_draws_paths_and_opens_entities(browser, server, tmp_path):
    from selenium.webdriver.common.by import By

    browser.get(server + "/")  # the page itself loads without the key
    wait(browser, lambda d: d.find_element(By.ID, "keyform").is_displayed())  # /stats said 401
    assert "API key" in browser.find_element(By.ID, "status").text
    browser.find_element(By.ID, "key").send_keys(KEY)
    browser.find_element(By.CSS_SELECTOR, "#keyform button").click()
    wait(browser, body_state("stats"))
    assert not browser.find_element(By.ID, "keyform").is_displayed()
    stats = browser.find_element(By.ID, "stats").text
    assert re.search(r"\b3\d documents\b", stats) and "chunks" in stats and "entities" in stats
    assert browser.execute_script("return sessionStorage.getItem('graphrag-api-key')") == KEY

    hits = ask(browser, QUESTION)
    docs = [h.get_attribute("data-doc") for h in hits]
    assert len(hits) == 5 and "errors/tallyhook-error-codes.md" in docs, docs
    assert any(m.text.upper() == "MRG-3342" for m in browser.find_elements(By.CSS_SELECTOR, "article.hit mark"))
    with_hops = [h for h in hits if h.find_elements(By.CSS_SELECTOR, "li.hop")]
    assert with_hops, "no graph hit among the hits"
    for hit in with_hops:  # each graph hit has its path drawn: entities and the hop's sentence
        path = hit.find_element(By.CSS_SELECTOR, "svg.path")
        assert path.find_elements(By.CSS_SELECTOR, "g.node") and path.find_elements(By.CSS_SELECTOR, "g.sentence")
        sentence = hit.find_element(By.CSS_SELECTOR, "li.hop q").text
        assert sentence and sentence[:20] in " ".join(path.text.split())

    panel = open_entity(browser, "Tallyhook")
    assert panel.find_element(By.TAG_NAME, "h2").text == "Tallyhook"
    facts = panel.find_elements(By.CSS_SELECTOR, "ul.facts li")
    assert facts and all(f.find_elements(By.TAG_NAME, "q") for f in facts)  # each fact with its sentence
    assert "services/tallyhook.md" in panel.find_element(By.CSS_SELECTOR, "ul.documents").text
    hood = panel.find_element(By.CSS_SELECTOR, "svg.hood")
    assert len(hood.find_elements(By.CSS_SELECTOR, "g.node")) >= 3
    browser.execute_script("window.scrollTo(0, 0)")
    shot = DOCS_SCREENSHOT if os.environ.get("GRAPHRAG_SAVE_SCREENSHOT") == "1" else tmp_path / "web-page.png"
    assert browser.save_screenshot(str(shot)) and shot.stat().st_size > 10_000

    neighbour = hood.find_element(By.CSS_SELECTOR, "g.node")  # the drawing's nodes open their own panel
    name = neighbour.get_attribute("data-entity")
    neighbour.click()
    wait(browser, lambda d: d.find_element(By.CSS_SELECTOR, "#entity h2").text != "Tallyhook")
    assert name.lower().removeprefix("the ") in browser.find_element(By.CSS_SELECTOR, "#entity h2").text.lower()

    ask(browser, "Under POL-07, who has to approve an emergency change during a freeze?")
    panel = open_entity(browser, "POL-07")
    assert "Change Freeze Policy" in panel.find_element(By.CSS_SELECTOR, ".aliases").text


def test_a_bad_question_is_shown_as_a_message(browser, server):
    from selenium.webdriver.common.by import By

    browser.get(server + "/")
    browser.execute_script("sessionStorage.setItem('graphrag-api-key', arguments[0])", KEY)
    browser.get(server + "/")
    wait(browser, body_state("stats"))
    browser.find_element(By.ID, "question").send_keys("?!")
    browser.find_element(By.ID, "go").click()
    wait(browser, lambda d: body_state("state")(d) == "failed")
    assert "no usable words" in browser.find_element(By.ID, "answer").text


@pytest.mark.parametrize(
    ("where", "says"),
    [
        ("no index", ["no index yet", "graphrag ingest"]),
        ("store down", ["could not be loaded", "Neo4j at bolt://127.0.0.1:", "is not answering"]),
    ],
)
def test_the_page_says_why_it_cannot_answer(browser, tmp_path, where, says):
    port = free_port()
    cli = Path(sys.executable).with_name("graphrag")
    args = ["serve", "--index", str(tmp_path / "nothing-here"), "--port", str(port)]
    if where == "store down":  # an index kept on servers, and nothing answering at its Neo4j address
        args += ["--stores", "servers", "--neo4j-uri", f"bolt://127.0.0.1:{free_port()}"]
        args += ["--weaviate-url", f"http://127.0.0.1:{free_port()}"]
    proc = subprocess.Popen([str(cli), *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 120
        while time.time() < deadline:
            try:
                status, body = request(url, "/health")
                if status == 503 and body["status"] != "loading":
                    break
            except (urllib.error.URLError, ConnectionError):
                pass
            time.sleep(0.5)
        from selenium.webdriver.common.by import By

        browser.get(url + "/")
        status_box = browser.find_element(By.ID, "status")
        wait(browser, lambda d: says[0] in status_box.text)
        for text in says:
            assert text in status_box.text
        assert "error" in status_box.get_attribute("class")
    finally:
        stop(proc)


def test_docs_load_only_local_files(server):
    page = urllib.request.Request(server + "/docs", headers={"Authorization": f"Bearer {KEY}"})
    with urllib.request.urlopen(page, timeout=10) as r:
        html = r.read().decode("utf-8")
    urls = re.findall(r"""(?:src|href)=["']([^"']+)["']""", html) + re.findall(r"url: '([^']+)'", html)
    assert len(urls) >= 4 and "SwaggerUIBundle" in html
    for url in urls:
        assert url.startswith("/") and not url.startswith("//"), f"/docs loads {url} from elsewhere"
        headers = {"Authorization": f"Bearer {KEY}"} if url == "/openapi.json" else {}
        with urllib.request.urlopen(urllib.request.Request(server + url, headers=headers), timeout=10) as r:
            assert r.status == 200 and r.read(), url


def test_entity_endpoint(server):
    status, body = request(server, "/entity?name=tallyhook", token=KEY)
    assert status == 200 and body["matches"][0]["name"] == "Tallyhook" and body["matches"][0]["facts"]
    assert request(server, "/entity?name=tallyhook")[0] == 401  # the key rule holds for the page's calls
    status, body = request(server, "/entity?name=Zyxwvut%20Qqqq", token=KEY)
    assert status == 404 and body["error"] == "no entity matches 'Zyxwvut Qqqq'"
    status, body = request(server, "/entity", token=KEY)
    assert status == 400 and "name" in body["error"]
    status, body = request(server, "/entity?name=%3F%21", token=KEY)
    assert status == 400 and "no letters or digits" in body["error"]
    with urllib.request.urlopen(server + "/web/app.js", timeout=10) as r:  # the page's files are public
        assert r.status == 200 and b"drawPath" in r.read()
