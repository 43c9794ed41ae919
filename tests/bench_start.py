"""Start-up benchmark (not a test; CI does not time it). Prints figures:

    python tests/bench_start.py [--runs 15]

``exotica --help`` (the installed entry point) beside ``python -c 'import argparse'`` plus
100 ms, the anchor of issue 13 (target: within 1.2x), launched in turn in the same run. Wall
time per launch and the children's CPU time (``resource.getrusage``), medians.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path


def launch(cmd: list[str]) -> tuple[float, float]:
    """(wall ms, CPU ms) of one run of ``cmd``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall * 1000, cpu * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    runs = parser.parse_args().runs
    exotica = str(Path(sys.executable).with_name("exotica"))
    cmds = {"exotica --help": [exotica, "--help"],
            "python -c 'import argparse'": [sys.executable, "-c", "import argparse"]}
    times: dict[str, list[tuple[float, float]]] = {k: [] for k in cmds}
    for _ in range(runs):
        for name, cmd in cmds.items():
            times[name].append(launch(cmd))
    med = {k: (statistics.median(w for w, _ in v), statistics.median(c for _, c in v))
           for k, v in times.items()}
    for name, (wall, cpu) in med.items():
        print(f"{name:28}: wall median {wall:6.1f} ms, CPU median {cpu:6.1f} ms ({runs} runs)")
    (wall, cpu), (aw, ac) = med["exotica --help"], med["python -c 'import argparse'"]
    print(f"exotica --help / (import argparse + 100 ms): wall {wall / (aw + 100):.2f}x,"
          f" CPU {cpu / (ac + 100):.2f}x (target 1.2x)")


if __name__ == "__main__":
    main()
