"""The line a host prints for each human seat: the ``exotica join`` command that takes that
seat (a browser tab of ``exotica serve`` runs the same arguments)."""

from __future__ import annotations

import shlex


def join_args(address: str, seat: str, token: str) -> list[str]:
    """``exotica join``'s arguments for a seat. ``--token=`` and ``--seat=``: a token (1 in 64)
    or a name may start with "-", which argparse would take for an option after a space."""
    return ["join", address, f"--seat={seat}", f"--token={token}"]


def join_line(address: str, seat: str, token: str) -> str:
    return shlex.join(["exotica", *join_args(address, seat, token)])
