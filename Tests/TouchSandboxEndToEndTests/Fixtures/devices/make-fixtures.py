#!/usr/bin/env python3
"""Writes the `devices` fixtures: recordings of panels whose nodes double or ghost, in the layouts libinput's
libinput-record(1) and evemu-record(1) document. Run it from this folder; the files it writes are committed.

- duplicated-panel.yml: `libinput record --all` of a keyboard, an ILITEK panel's multitouch node and the same panel's
  absolute "Mouse" interface (ABS_X/ABS_Y with BTN_LEFT; it repeats the first finger of every contact, 1 ms later).
- pen-and-touch.yml: a Wacom sensor's finger node and pen node; pen strokes and finger taps at other times and places.
- goodix-node-a.evemu, goodix-node-b.evemu: two event nodes of one Goodix panel with the same name and ids, both
  sending every contact (evemu-record of each node, kernel timestamps).
- ghosts.evemu: a panel making contacts of a few milliseconds at one spot while nobody touches it.
"""

# --- evdev numbers (linux/input-event-codes.h) ---
EV_SYN, EV_KEY, EV_ABS, EV_MSC = 0, 1, 3, 4
SYN_REPORT = 0
BTN_LEFT, BTN_TOOL_PEN, BTN_TOUCH = 0x110, 0x140, 0x14A
ABS_X, ABS_Y, ABS_MT_SLOT, ABS_MT_POSITION_X, ABS_MT_POSITION_Y, ABS_MT_TRACKING_ID = 0, 1, 0x2F, 0x35, 0x36, 0x39
NAMES = {(EV_SYN, 0): "SYN_REPORT", (EV_KEY, BTN_LEFT): "BTN_LEFT", (EV_KEY, BTN_TOOL_PEN): "BTN_TOOL_PEN",
         (EV_KEY, BTN_TOUCH): "BTN_TOUCH", (EV_ABS, ABS_X): "ABS_X", (EV_ABS, ABS_Y): "ABS_Y",
         (EV_ABS, ABS_MT_SLOT): "ABS_MT_SLOT", (EV_ABS, ABS_MT_POSITION_X): "ABS_MT_POSITION_X",
         (EV_ABS, ABS_MT_POSITION_Y): "ABS_MT_POSITION_Y", (EV_ABS, ABS_MT_TRACKING_ID): "ABS_MT_TRACKING_ID",
         (EV_KEY, 28): "KEY_ENTER", (EV_MSC, 4): "MSC_SCAN"}
TYPES = {EV_SYN: "EV_SYN", EV_KEY: "EV_KEY", EV_ABS: "EV_ABS", EV_MSC: "EV_MSC"}


def multitouch_frames(contacts, x_max, y_max):
    """Protocol B frames for contacts [(start, end, (x0, y0), (x1, y1))] in 0..1 places; times in microseconds."""
    points = []  # (time, kind, slot, id, x, y)
    for index, (start, end, (x0, y0), (x1, y1)) in enumerate(contacts):
        slot = index % 2
        steps = max(1, int((end - start) / 10000))
        for step in range(steps + 1):
            f = step / steps
            kind = "down" if step == 0 else "move"
            points.append((start + step * (end - start) // steps, kind, slot, 100 + index,
                           round((x0 + (x1 - x0) * f) * x_max), round((y0 + (y1 - y0) * f) * y_max)))
        points.append((end + 1, "up", slot, 100 + index, 0, 0))
    points.sort(key=lambda p: (p[0], p[1] != "up"))
    frames = []
    down = set()
    for time, kind, slot, tid, x, y in points:
        events = [(EV_ABS, ABS_MT_SLOT, slot)]
        if kind == "up":
            down.discard(slot)
            events.append((EV_ABS, ABS_MT_TRACKING_ID, -1))
            if not down:
                events.append((EV_KEY, BTN_TOUCH, 0))
        else:
            if kind == "down":
                events.append((EV_ABS, ABS_MT_TRACKING_ID, tid))
            events += [(EV_ABS, ABS_MT_POSITION_X, x), (EV_ABS, ABS_MT_POSITION_Y, y)]
            if kind == "down" and not down:
                events.append((EV_KEY, BTN_TOUCH, 1))
            down.add(slot)
        frames.append((time, events + [(EV_SYN, SYN_REPORT, 0)]))
    return frames


def single_frames(contacts, x_max, y_max, button, tool=None, lag=0):
    """Single-touch frames (ABS_X/ABS_Y and `button`), `lag` microseconds after the contacts' times."""
    frames = []
    for start, end, (x0, y0), (x1, y1) in contacts:
        steps = max(1, int((end - start) / 10000))
        for step in range(steps + 1):
            f = step / steps
            events = []
            if step == 0 and tool is not None:
                events.append((EV_KEY, tool, 1))
            events += [(EV_ABS, ABS_X, round((x0 + (x1 - x0) * f) * x_max)), (EV_ABS, ABS_Y, round((y0 + (y1 - y0) * f) * y_max))]
            if step == 0:
                events.append((EV_KEY, button, 1))
            frames.append((start + lag + step * (end - start) // steps, events + [(EV_SYN, SYN_REPORT, 0)]))
        up = [(EV_KEY, button, 0)] + ([(EV_KEY, tool, 0)] if tool is not None else [])
        frames.append((end + 1 + lag, up + [(EV_SYN, SYN_REPORT, 0)]))
    frames.sort(key=lambda f: f[0])
    return frames


def libinput_events(frames, origin):
    lines = []
    previous = None
    for time, events in frames:
        t = time - origin
        lines.append("  - evdev:")
        for type_, code, value in events:
            comment = f"{TYPES[type_]} / {NAMES[(type_, code)]:<20} {value}"
            if type_ == EV_SYN:
                delta = 0 if previous is None else (t - previous) // 1000
                comment = f"------------ SYN_REPORT (0) ---------- +{delta}ms"
            lines.append(f"    - [{t // 1000000:3d}, {t % 1000000:6d}, {type_:3d}, {code:3d}, {value:7d}] # {comment}")
        previous = t
    return lines


def libinput_device(node, name, ident, codes, absinfo, properties, udev, frames, origin):
    bus, vendor, product, version = ident
    lines = [f"- node: {node}", "  evdev:", f"    # Name: {name}",
             f"    # ID: bus {bus:#x} vendor {vendor:#x} product {product:#x} version {version:#x}",
             f'    name: "{name}"', f"    id: [{bus}, {vendor}, {product}, {version}]", "    codes:"]
    for type_, list_ in codes:
        lines.append(f"      {type_}: [{', '.join(str(c) for c in list_)}] # {TYPES[type_]}")
    if absinfo:
        lines.append("    absinfo:")
        for code, info in absinfo:
            lines.append(f"      {code}: [{', '.join(str(v) for v in info)}]")
    lines += [f"    properties: [{', '.join(str(p) for p in properties)}]", "  hid: []", "  udev:", "    properties:"]
    lines += [f"    - {p}" for p in udev]
    lines += ["  quirks:", "  events:"]
    return lines + libinput_events(frames, origin)


def libinput_file(devices):
    top = ["# libinput record", "version: 1", f"ndevices: {len(devices)}", "libinput:", '  version: "1.22.1"',
           '  git: "unknown"', "system:", '  os: "debian:12"', '  kernel: "6.1.0-18-amd64"',
           '  dmi: "dmi:bvnCoreboot:bvr4.12:svnKioskMaker:pnTouchPanelPC:"', "devices:"]
    body = []
    for device in devices:
        body += ["  " + line for line in device]
    return "\n".join(top + body) + "\n"


def evemu_file(name, ident, axes, keys, frames):
    bus, vendor, product, version = ident
    lines = ["# EVEMU 1.3", f"# Kernel: 6.1.0-18-amd64", f"# Input device name: \"{name}\"",
             f"# Input device ID: bus {bus:#06x} vendor {vendor:#06x} product {product:#06x} version {version:#06x}",
             f"N: {name}", f"I: {bus:04x} {vendor:04x} {product:04x} {version:04x}", "P: 02 00 00 00 00 00 00 00"]
    for code, (minimum, maximum, resolution) in axes:
        lines.append(f"A: {code:02x} {minimum} {maximum} 0 0 {resolution}")
    for time, events in frames:
        for type_, code, value in events:
            comment = "" if type_ != EV_SYN else " # ------------ SYN_REPORT (0) ----------"
            lines.append(f"E: {time // 1000000}.{time % 1000000:06d} {type_:04x} {code:04x} {value}{comment}")
    return "\n".join(lines) + "\n"


KEYBOARD = ["- node: /dev/input/event3", "  evdev:", "    # Name: AT Translated Set 2 keyboard",
            '    name: "AT Translated Set 2 keyboard"', "    id: [17, 1, 1, 43907]", "    codes:",
            "      0: [0, 1, 4, 17, 20] # EV_SYN", "      1: [1, 28] # EV_KEY", "      4: [4] # EV_MSC", "    properties: []",
            "  hid: []", "  udev:", "    properties:", "    - ID_INPUT=1", "    - ID_INPUT_KEY=1", "    - ID_INPUT_KEYBOARD=1",
            "  quirks:", "  events:", "  - evdev:",
            "    - [  0, 400000,   4,   4,      28] # EV_MSC / MSC_SCAN                28",
            "    - [  0, 400000,   1,  28,       1] # EV_KEY / KEY_ENTER                1",
            "    - [  0, 400000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms"]


def duplicated_panel():
    s = 1000000
    taps = [(0.20, 0.30), (0.80, 0.25), (0.50, 0.50), (0.15, 0.85), (0.90, 0.90), (0.35, 0.65)]
    contacts = [(s // 2 + i * 400000, s // 2 + i * 400000 + 90000, p, p) for i, p in enumerate(taps)]
    contacts.append((3 * s, 3 * s + 600000, (0.10, 0.50), (0.70, 0.55)))                  # a drag
    # A two-finger moment: the Mouse interface repeats only the first finger.
    two = [(4 * s, 4 * s + 300000, (0.40, 0.40), (0.40, 0.40)), (4 * s + 20000, 4 * s + 250000, (0.60, 0.40), (0.60, 0.40))]
    touch = multitouch_frames(contacts + two, 16383, 9599)
    mouse = single_frames(contacts + two[:1], 32767, 32767, BTN_LEFT, lag=1000)
    ident = (3, 0x222A, 0x0001, 0x0110)
    devices = [
        KEYBOARD,
        libinput_device("/dev/input/event5", "ILITEK ILITEK-TP", ident,
                        [(0, [0, 1, 3]), (1, [330]), (3, [0, 1, 47, 53, 54, 57])],
                        [(0, [0, 16383, 0, 0, 59]), (1, [0, 9599, 0, 0, 58]), (47, [0, 9, 0, 0, 0]),
                         (53, [0, 16383, 0, 0, 59]), (54, [0, 9599, 0, 0, 58]), (57, [0, 65535, 0, 0, 0])],
                        [1], ["ID_INPUT=1", "ID_INPUT_TOUCHSCREEN=1"], touch, 0),
        libinput_device("/dev/input/event6", "ILITEK ILITEK-TP Mouse", ident,
                        [(0, [0, 1, 3, 4]), (1, [272, 273]), (3, [0, 1]), (4, [4])],
                        [(0, [0, 32767, 0, 0, 0]), (1, [0, 32767, 0, 0, 0])],
                        [], ["ID_INPUT=1", "ID_INPUT_MOUSE=1"], mouse, 0),
    ]
    return libinput_file(devices)


def pen_and_touch():
    s = 1000000
    finger = [(s // 2 + i * 500000, s // 2 + i * 500000 + 80000, p, p) for i, p in
              enumerate([(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)])]
    # The pen writes at other times and places (a signature along the bottom).
    pen = [(3 * s + i * 700000, 3 * s + i * 700000 + 450000, (0.1 + 0.2 * i, 0.9), (0.25 + 0.2 * i, 0.85)) for i in range(4)]
    ident_finger = (3, 0x056A, 0x051B, 0x0110)
    devices = [
        libinput_device("/dev/input/event12", "Wacom Pen and multitouch sensor Finger", ident_finger,
                        [(0, [0, 1, 3]), (1, [330]), (3, [0, 1, 47, 53, 54, 57])],
                        [(0, [0, 2559, 0, 0, 10]), (1, [0, 1599, 0, 0, 10]), (47, [0, 9, 0, 0, 0]),
                         (53, [0, 2559, 0, 0, 10]), (54, [0, 1599, 0, 0, 10]), (57, [0, 65535, 0, 0, 0])],
                        [1], ["ID_INPUT=1", "ID_INPUT_TOUCHSCREEN=1"], multitouch_frames(finger, 2559, 1599), 0),
        libinput_device("/dev/input/event11", "Wacom Pen and multitouch sensor Pen", ident_finger,
                        [(0, [0, 1, 3]), (1, [320, 330, 331]), (3, [0, 1])],
                        [(0, [0, 25600, 0, 0, 100]), (1, [0, 16000, 0, 0, 100])],
                        [1], ["ID_INPUT=1", "ID_INPUT_TABLET=1"],
                        single_frames(pen, 25600, 16000, BTN_TOUCH, tool=BTN_TOOL_PEN), 0),
    ]
    return libinput_file(devices)


def goodix_nodes():
    base = 1700000000 * 1000000 + 250000
    taps = [(0.30, 0.20), (0.70, 0.40), (0.50, 0.80), (0.20, 0.60), (0.85, 0.15)]
    contacts = [(base + i * 350000, base + i * 350000 + 70000, p, (p[0] + 0.01, p[1])) for i, p in enumerate(taps)]
    ident = (0x18, 0x27C6, 0x0E30, 0x0100)
    axes = [(0x00, (0, 1919, 0)), (0x01, (0, 1199, 0)), (0x2F, (0, 9, 0)), (0x35, (0, 1919, 0)), (0x36, (0, 1199, 0)),
            (0x39, (0, 65535, 0))]
    name = "Goodix Capacitive TouchScreen"
    a = evemu_file(name, ident, axes, [], multitouch_frames(contacts, 1919, 1199))
    lagged = [(start + 2000, end + 2000, p0, p1) for start, end, p0, p1 in contacts]
    b = evemu_file(name, ident, axes, [], multitouch_frames(lagged, 1919, 1199))
    return a, b


def ghosts():
    base = 5000000
    # Five contacts of 4 ms at one spot, and one at another, while nobody touches.
    spots = [(0.93, 0.07)] * 5 + [(0.12, 0.40)]
    contacts = [(base + i * 1300000, base + i * 1300000 + 4000, p, p) for i, p in enumerate(spots)]
    axes = [(0x00, (0, 4095, 16)), (0x01, (0, 4095, 16)), (0x2F, (0, 4, 0)), (0x35, (0, 4095, 16)),
            (0x36, (0, 4095, 16)), (0x39, (0, 65535, 0))]
    return evemu_file("eGalax Inc. USB TouchController", (3, 0x0EEF, 0xC000, 0x0100), axes, [],
                      multitouch_frames(contacts, 4095, 4095))


if __name__ == "__main__":
    open("duplicated-panel.yml", "w").write(duplicated_panel())
    open("pen-and-touch.yml", "w").write(pen_and_touch())
    a, b = goodix_nodes()
    open("goodix-node-a.evemu", "w").write(a)
    open("goodix-node-b.evemu", "w").write(b)
    open("ghosts.evemu", "w").write(ghosts())
