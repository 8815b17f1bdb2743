#!/usr/bin/env python3
# What the recorder's flush costs: 20 times, a second of one finger at 120 Hz (120 format 1 lines) is appended to
# FILE and flushed with fsync; prints the median and the longest flush. FILE is removed afterwards.
# Usage: python3 Scripts/fsync-cost.py FILE   (FILE on the disk the kiosk records to)
import os, sys, time
path = sys.argv[1]
fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
line = b'{"t":0.016,"kind":"move","id":1,"x":415.0,"y":302.0,"pressure":1.0,"source":"touch"}\n'
costs = []
for second in range(20):
    for _ in range(120):          # a second of one finger at 120 Hz
        os.write(fd, line)
    start = time.perf_counter()
    os.fsync(fd)
    costs.append((time.perf_counter() - start) * 1000)
os.close(fd)
os.unlink(path)
costs.sort()
print(f"{path}: fsync after 120 lines: median {costs[len(costs)//2]:.3f} ms, max {costs[-1]:.3f} ms over {len(costs)}")
