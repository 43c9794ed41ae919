"""Where the games of ``sim``, ``balance`` and ``train`` are played: this process, ``--jobs N``
worker processes, or a Ray cluster (``--ray ADDRESS``; issue 33, Build 5).

Self-play and tournaments are the one workload that outgrows a machine, so they run on an
existing distributed engine rather than a home-made one. ``--ray`` hands each game to Ray as
one task through a ``concurrent.futures.Executor``, the interface the worker processes
already offer, so the callers submit the same games with the same seeds and read the results
in the games' order: the same results as ``--jobs``. Ray is an optional extra (``pip install
'exotica-tui[cluster]'``); the game never imports it. ADDRESS is what ``ray.init`` takes
(``auto``: the cluster this machine belongs to; ``ray://host:10001``: a remote one), or
``local``: a Ray instance started here for the run, with ``--jobs`` CPUs. The package itself
is shipped to the cluster's workers (a ``py_modules`` runtime environment), so its nodes need
only its dependencies.
"""

from __future__ import annotations

from concurrent.futures import Executor, Future, ProcessPoolExecutor
from functools import cache
from typing import Any

LOCAL = "local"


def executor(jobs: int, ray: str | None = None) -> Executor | None:
    """Ray's executor for ``ray``, else ``jobs`` worker processes, else None (this process)."""
    if ray is not None:
        return RayExecutor(ray, jobs)
    return ProcessPoolExecutor(jobs) if jobs > 1 else None


def ray_module() -> Any:
    """``ray``, or ValueError saying how to install it (the command refuses in one line)."""
    try:
        import ray
    except ImportError:
        raise ValueError("--ray needs Ray: pip install 'exotica-tui[cluster]'") from None
    return ray


class RayExecutor(Executor):
    """Each submitted call is a Ray task (one CPU); its future is Ray's own. Connects on
    creation (or starts a local instance) and disconnects on shutdown if it connected."""

    def __init__(self, address: str, jobs: int = 1):
        self.ray = ray_module()
        self.owned = not self.ray.is_initialized()
        if self.owned:
            import exotica_tui

            local = address == LOCAL
            self.ray.init(address=None if local else address, num_cpus=jobs if local else None,
                          runtime_env={"py_modules": [exotica_tui]},
                          include_dashboard=False, log_to_driver=False,
                          logging_level="warning", configure_logging=False)
        self.refs: list = []

    def submit(self, fn, /, *args, **kwargs) -> Future:
        ref = remote(self.ray, fn).remote(*args, **kwargs)
        self.refs.append(ref)
        return ref.future()

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        if cancel_futures:
            for ref in self.refs:  # a finished task's cancel does nothing
                self.ray.cancel(ref)
        self.refs = []
        if self.owned and self.ray.is_initialized():
            self.ray.shutdown()


@cache
def remote(ray: Any, fn):
    """``fn`` as a Ray remote function, made once (Ray exports each such function once)."""
    return ray.remote(fn)
