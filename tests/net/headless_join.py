"""``exotica join ADDRESS SEAT TOKEN`` with Textual's headless driver: the real join client in
a process of its own, for tests that freeze it (SIGSTOP) with no terminal to draw on."""

import sys

from exotica_tui.net.joinapp import JoinApp

if __name__ == "__main__":
    app = JoinApp(*sys.argv[1:4])
    app.run(headless=True)
    sys.exit(app.return_code or 0)
