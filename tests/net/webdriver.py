"""Just enough WebDriver (the W3C protocol, spoken to the system's ``chromedriver``) to open a
page in a real headless Chromium, kept off every network but loopback, and read what it was
sent by its WebSocket (a spy script installed before the page's own scripts run)."""

from __future__ import annotations

import base64
import json
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.request
from contextlib import contextmanager

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",  # loopback only
         "--window-size=1000,700"]
SPY = """
const Real = window.WebSocket;
window.__seen = {url: null, data: []};
window.WebSocket = function (url, protocols) {
  const ws = new Real(url, protocols);
  window.__seen.url = url;
  ws.addEventListener('message', (e) => {
    if (typeof e.data === 'string') return;
    const b = new Uint8Array(e.data); let s = '';
    for (let i = 0; i < b.length; i++) s += String.fromCharCode(b[i]);
    window.__seen.data.push(btoa(s));
  });
  return ws;
};
window.WebSocket.prototype = Real.prototype;
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Browser:
    def __init__(self, base: str, session: str):
        self.base, self.session = base, session

    def call(self, method: str, path: str, body: dict | None = None):
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(f"{self.base}/session/{self.session}{path}", data=data,
                                     method=method,
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=30) as r:
            return json.loads(r.read())["value"]

    def open(self, url: str) -> None:
        self.call("POST", "/goog/cdp/execute",
                  {"cmd": "Page.addScriptToEvaluateOnNewDocument", "params": {"source": SPY}})
        self.call("POST", "/url", {"url": url})

    def page_text(self) -> str:
        """The page's visible text (an error page says why it has no terminal)."""
        return self.call("POST", "/execute/sync", {
            "script": "return document.body ? document.body.innerText : ''", "args": []})

    def received(self) -> tuple[str | None, bytes]:
        """The page's WebSocket address and every binary byte it has received."""
        url, chunks = self.call("POST", "/execute/sync", {
            "script": "return [window.__seen.url, window.__seen.data]", "args": []})
        return url, b"".join(base64.b64decode(c) for c in chunks)


@contextmanager
def chromium():
    port = free_port()
    driver = subprocess.Popen([CHROMEDRIVER, f"--port={port}"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(f"{base}/status", timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        with tempfile.TemporaryDirectory() as profile:
            caps = {"browserName": "chrome", "goog:chromeOptions": {
                "binary": CHROMIUM, "args": [*FLAGS, f"--user-data-dir={profile}"]}}
            req = urllib.request.Request(f"{base}/session", method="POST",
                                         data=json.dumps({"capabilities": {
                                             "alwaysMatch": caps}}).encode(),
                                         headers={"Content-Type": "application/json"})
            with urllib.request.urlopen(req, timeout=60) as r:
                session = json.loads(r.read())["value"]["sessionId"]
            browser = Browser(base, session)
            try:
                yield browser
            finally:
                browser.call("DELETE", "")
    finally:
        driver.terminate()
        driver.wait(10)
