#!/usr/bin/env python3
"""Writes the stroke specifications fingers.py turns into a panel's events (JSON on stdout), from screen pixels of
an output of --screen WxH (default 1280x720, the field lab's headless output).

  strokes.py pinch-and-drag
      two fingers land 64 px apart on the sun (the field-lab scene's sun is drawn at (928, 405) on a 1280x720
      output, scaled 0.9) and spread to 192 px in 0.6 s, three times as far; then one finger drags the flower from
      (336, 225) by (+192, +90) px in 0.8 s. Every point is a whole number of the 10-finger panel's units (x a
      multiple of 16 px, y of 45 px on 1280x720), so the geometry holds exactly.
  strokes.py drag X0 Y0 X1 Y1 [--at T] [--seconds S]      one finger from (X0, Y0) to (X1, Y1), 50 steps a second
  strokes.py taps X,Y [X,Y...] [--gap S] [--tap-seconds T] one still tap (T s, default 0.1; 0: one report, lifted
                                                           8 ms later) at each point, S seconds apart
  strokes.py fingers N X Y [--seconds S] [--lift no]       N fingers 60 px apart along x from (X, Y), held S seconds
                                                           (still), lifted together (or left down)
  strokes.py grid [--tap-seconds S]                        the test screen's nine targets tapped (each tap S
                                                           seconds, default 0.1; 0: one report, lifted 8 ms later),
                                                           then a 600 px stroke along the middle"""
import json
import sys

STEP = 0.02


def line(x0, y0, x1, y1, start, seconds):
    steps = max(1, round(seconds / STEP))
    return [[round(start + i * seconds / steps, 6), x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps]
            for i in range(steps + 1)]


def tap(x, y, start, seconds=0.1):
    if seconds == 0:
        return [[start, x, y]]
    return [[start, x, y], [round(start + seconds / 2, 6), x, y], [round(start + seconds, 6), x, y]]


def options(arguments, defaults):
    values, rest = dict(defaults), []
    while arguments:
        if arguments[0].startswith("--"):
            values[arguments[0][2:]] = arguments[1]
            arguments = arguments[2:]
        else:
            rest.append(arguments[0])
            arguments = arguments[1:]
    return values, rest


def main(arguments):
    values, rest = options(arguments, {"screen": "1280x720", "at": "0", "seconds": "0.8", "gap": "0.6", "lift": "yes",
                                       "tap-seconds": "0.1"})
    width, height = (float(v) for v in values["screen"].split("x"))
    command, parameters = rest[0], rest[1:]
    if command == "pinch-and-drag":
        strokes = [line(896, 405, 832, 405, 0.0, 0.6), line(960, 405, 1024, 405, 0.0, 0.6),
                   line(336, 225, 528, 315, 1.0, 0.8)]
    elif command == "drag":
        x0, y0, x1, y1 = (float(p) for p in parameters)
        strokes = [line(x0, y0, x1, y1, float(values["at"]), float(values["seconds"]))]
    elif command == "taps":
        gap = float(values["gap"])
        strokes = [tap(*(float(v) for v in point.split(",")), start=round(index * gap, 6),
                       seconds=float(values["tap-seconds"])) for index, point in enumerate(parameters)]
    elif command == "fingers":
        count, x, y = int(parameters[0]), float(parameters[1]), float(parameters[2])
        seconds = float(values["seconds"])
        strokes = [line(x + 60 * i, y, x + 60 * i, y, 0.0, seconds) for i in range(count)]
    elif command == "grid":
        targets = [(fx * width, fy * height) for fy in (0.1, 0.5, 0.9) for fx in (0.1, 0.5, 0.9)]
        strokes = [tap(x, y, round(index * 0.4, 6), float(values["tap-seconds"])) for index, (x, y) in enumerate(targets)]
        strokes.append(line(0.25 * width, 0.3 * height, 0.25 * width + 600, 0.3 * height, 4.0, 1.5))
    else:
        print(__doc__, file=sys.stderr)
        return 2
    spec = {"strokes": [{"points": [[t, round(x / width, 7), round(y / height, 7)] for t, x, y in stroke],
                         "lift": values["lift"] != "no"} for stroke in strokes]}
    json.dump(spec, sys.stdout)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
