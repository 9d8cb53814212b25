"""Paired differences of a duplicate match, summed up: their mean with a 95% confidence
interval (for the benchmarks that play one deal twice, a lever on and off)."""

from __future__ import annotations

import math
import statistics


def interval(values: list[float]) -> str:
    """``mean [low, high] (n)`` with a 95% confidence interval.

    >>> interval([1.0, 2.0, 3.0])
    '+2.000 [+0.868, +3.132] (3)'
    """
    if len(values) < 2:
        return f"{values[0]:+.3f} (1)" if values else "- (0)"
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return f"{mean:+.3f} [{mean - half:+.3f}, {mean + half:+.3f}] ({len(values)})"
