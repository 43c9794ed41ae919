"""``exotica join ADDRESS SEAT TOKEN [SILENT]`` with Textual's headless driver: the real join
client in a process of its own, for tests that freeze it (SIGSTOP) with no terminal to draw
on. ``SILENT``: seconds without a word from the host before it takes the host for lost."""

import sys

from exotica_tui.net import client
from exotica_tui.tui.join import JoinApp

if __name__ == "__main__":
    if len(sys.argv) > 4:
        client.SILENT_FOR = float(sys.argv[4])
    app = JoinApp(*sys.argv[1:4])
    app.run(headless=True)
    sys.exit(app.return_code or 0)
