"""Cyclic garbage is collected by the event loop's timer, not in the middle of a call."""

from __future__ import annotations

import gc
import weakref


class Node:
    """An object in a reference cycle (only the cyclic collector frees it)."""

    def __init__(self) -> None:
        self.me = self


def test_a_cycle_waits_for_the_event_loop_and_is_collected_there(qtbot) -> None:
    assert not gc.isenabled()
    cycle = weakref.ref(Node())
    kept = [[] for _ in range(5 * gc.get_threshold()[0])]  # enough allocations for a collection
    assert cycle() is not None  # no collection inside this call
    qtbot.waitUntil(lambda: cycle() is None, timeout=3000)
    assert len(kept) > 0
