#!/usr/bin/env python3
"""Writes the evemu events (`E: SEC.USEC TYPE CODE VALUE`, what evemu-play and `touch-sandbox replay` read) that a
panel described by PANEL.desc sends for strokes drawn on the screen.

Usage: fingers.py PANEL.desc SPEC.json [--mount normal|quarter-turn] [--skew A,B,C,D,E,F] [--start SECONDS]

SPEC: {"strokes": [{"points": [[t, x, y], ...]}, ...]}: each stroke is one finger (or the pen, or the mouse button
held), down at its first point, moving through the others and lifting 8 ms after its last one (never, with
"lift": false); t in seconds, x and y the screen's normalised coordinates (0..1, origin top left). Strokes may overlap
in time (several fingers).

--mount says how the panel lies on the screen: `normal`, or `quarter-turn` (a finger at the screen's (x, y) reports
the panel's normalised (y, 1 - x): turned.desc). --skew first moves every point by the affine map
(x, y) -> (A x + B y + C, D x + E y + F), as a tapper who always misses the same way would.

What the kernel documents (Documentation/input/multi-touch-protocol.rst, event-codes.rst): a protocol-B panel
(ABS_MT_SLOT) reports each changed slot (ABS_MT_SLOT when the slot changes, ABS_MT_TRACKING_ID on landing and -1 on
lifting, ABS_MT_POSITION_X/Y) and then BTN_TOUCH when the first finger lands or the last lifts, ABS_X/ABS_Y (the
single-touch emulation follows the oldest finger), SYN_REPORT. A single-touch panel sends BTN_TOUCH, ABS_X/ABS_Y
and ABS_PRESSURE; a pen BTN_TOOL_PEN and BTN_TOUCH; a mouse node BTN_LEFT. An axis value v stands for the screen
position (v - min) / (max - min + 1) (libinput's scaling), so a point at normalised x is min + x * (max - min + 1).
"""
import json
import sys

EV_SYN, EV_KEY, EV_ABS = 0x00, 0x01, 0x03
SYN_REPORT = 0
BTN_LEFT, BTN_TOOL_PEN, BTN_TOUCH = 0x110, 0x140, 0x14a
ABS_X, ABS_Y, ABS_PRESSURE = 0x00, 0x01, 0x18
ABS_MT_SLOT, ABS_MT_POSITION_X, ABS_MT_POSITION_Y, ABS_MT_TRACKING_ID, ABS_MT_PRESSURE = 0x2f, 0x35, 0x36, 0x39, 0x3a
LIFT_AFTER = 0.008


class Panel:
    """What a description file says: its axes (A: lines) and its keys (the EV_KEY bits of its B: 01 lines)."""

    def __init__(self, path):
        self.axes = {}
        key_bytes = []
        with open(path) as f:
            for line in f:
                fields = line.split()
                if not fields or fields[0].startswith("#"):
                    continue
                if fields[0] == "A:":
                    code, low, high = int(fields[1], 16), int(fields[2]), int(fields[3])
                    self.axes[code] = (low, high)
                elif fields[0] == "B:" and fields[1] == "01":
                    key_bytes += [int(b, 16) for b in fields[2:]]
        self.keys = {index * 8 + bit for index, byte in enumerate(key_bytes) for bit in range(8) if byte >> bit & 1}
        self.multitouch = ABS_MT_SLOT in self.axes
        self.pen = BTN_TOOL_PEN in self.keys
        self.mouse = BTN_LEFT in self.keys

    def value(self, code, normalised):
        low, high = self.axes[code]
        value = round(low + normalised * (high - low + 1))
        return max(low, min(high, value))


def mounted(point, mount, skew):
    x, y = point
    if skew:
        a, b, c, d, e, f = skew
        x, y = a * x + b * y + c, d * x + e * y + f
    if mount == "quarter-turn":
        return y, 1 - x
    return x, y


def timeline(strokes):
    """(t, order, kind, stroke, x, y) for every landing, move and lift, in time order."""
    events = []
    for number, stroke in enumerate(strokes):
        points = stroke["points"]
        for index, (t, x, y) in enumerate(points):
            events.append((t, 1, "down" if index == 0 else "move", number, x, y))
        t, x, y = points[-1]
        if stroke.get("lift", True):
            events.append((t + LIFT_AFTER, 0, "up", number, x, y))
    return sorted(events, key=lambda e: (round(e[0], 6), e[1], e[3]))


def frames(events):
    grouped, current, time = [], [], None
    for event in events:
        t = round(event[0], 6)
        if time is not None and t != time:
            grouped.append((time, current))
            current = []
        time = t
        current.append(event)
    if current:
        grouped.append((time, current))
    return grouped


def write(panel, spec, mount, skew, start):
    lines = []

    def emit(t, kind, code, value):
        seconds = start + t
        whole = int(seconds)
        lines.append(f"E: {whole}.{round((seconds - whole) * 1e6):06d} {kind:04x} {code:04x} {value}")

    slot_of, free, positions, order = {}, list(range(10)), {}, []
    current_slot, next_tracking_id = 0, 100
    for t, events in frames(timeline(spec["strokes"])):
        touching_before = bool(slot_of)
        for _, _, kind, stroke, x, y in events:
            px, py = mounted((x, y), mount, skew)
            if panel.multitouch:
                if kind == "down":
                    slot_of[stroke] = free.pop(0)
                    order.append(stroke)
                slot = slot_of[stroke]
                if slot != current_slot:
                    emit(t, EV_ABS, ABS_MT_SLOT, slot)
                    current_slot = slot
                if kind == "down":
                    emit(t, EV_ABS, ABS_MT_TRACKING_ID, next_tracking_id)
                    next_tracking_id += 1
                if kind == "up":
                    emit(t, EV_ABS, ABS_MT_TRACKING_ID, -1)
                    free.append(slot_of.pop(stroke))
                    free.sort()
                    order.remove(stroke)
                    continue
                emit(t, EV_ABS, ABS_MT_POSITION_X, panel.value(ABS_MT_POSITION_X, px))
                emit(t, EV_ABS, ABS_MT_POSITION_Y, panel.value(ABS_MT_POSITION_Y, py))
                if kind == "down" and ABS_MT_PRESSURE in panel.axes:
                    emit(t, EV_ABS, ABS_MT_PRESSURE, panel.value(ABS_MT_PRESSURE, 0.5))
                positions[stroke] = (px, py)
            else:
                if kind == "down":
                    if slot_of:
                        raise SystemExit(f"{spec}: a single-touch panel cannot take two strokes at once")
                    slot_of[stroke] = 0
                    if panel.pen:
                        emit(t, EV_KEY, BTN_TOOL_PEN, 1)
                if kind == "up":
                    slot_of.pop(stroke)
                    if panel.pen:
                        emit(t, EV_KEY, BTN_TOUCH, 0)
                        emit(t, EV_KEY, BTN_TOOL_PEN, 0)
                    elif panel.mouse:
                        emit(t, EV_KEY, BTN_LEFT, 0)
                    else:
                        emit(t, EV_KEY, BTN_TOUCH, 0)
                        if ABS_PRESSURE in panel.axes:
                            emit(t, EV_ABS, ABS_PRESSURE, 0)
                    continue
                emit(t, EV_ABS, ABS_X, panel.value(ABS_X, px))
                emit(t, EV_ABS, ABS_Y, panel.value(ABS_Y, py))
                if kind == "down":
                    if ABS_PRESSURE in panel.axes:
                        emit(t, EV_ABS, ABS_PRESSURE, panel.value(ABS_PRESSURE, 0.5))
                    emit(t, EV_KEY, BTN_LEFT if panel.mouse else BTN_TOUCH, 1)
        if panel.multitouch:
            touching = bool(slot_of)
            if touching != touching_before:
                emit(t, EV_KEY, BTN_TOUCH, 1 if touching else 0)
            if order:
                px, py = positions[order[0]]
                emit(t, EV_ABS, ABS_X, panel.value(ABS_X, px))
                emit(t, EV_ABS, ABS_Y, panel.value(ABS_Y, py))
        emit(t, EV_SYN, SYN_REPORT, 0)
    return lines


def main(arguments):
    if len(arguments) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    panel = Panel(arguments[0])
    with open(arguments[1]) as f:
        spec = json.load(f)
    mount, skew, start = "normal", None, 0.0
    rest = arguments[2:]
    while rest:
        option, value = rest[0], rest[1]
        if option == "--mount":
            mount = value
        elif option == "--skew":
            skew = [float(v) for v in value.split(",")]
        elif option == "--start":
            start = float(value)
        else:
            print(f"unknown option {option}", file=sys.stderr)
            return 2
        rest = rest[2:]
    print("\n".join(write(panel, spec, mount, skew, start)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
