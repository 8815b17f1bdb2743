#!/usr/bin/env python3
"""Soak tests of TouchSandbox: does memory stay flat however long it runs? (Run through Scripts/soak.)

  replay  10,000,000 generated events (every recipe, some TUIO-sourced, kiosk rules on: idle resets, exit holds
          given up) replayed with --fast, RSS sampled every second; the replay must also end in the generator's state.
  live    the sandbox under Xvfb for 10 minutes, fed by xdotool (mouse drags, clicks, wheel, keys) and a TUIO
          sender (python-osc), RSS sampled every second; SDL's software renderer unless --live-renderer opengl.
  week    a kiosk's simulated week (visitors every few minutes from 9:00 to 18:00, idle resets between them, exit
          holds given up) replayed with --fast: RSS and CPU time per simulated day.

Pass: growth after warm-up <= 1 MB (replay, live: the largest RSS after warm-up minus the RSS when warm-up ended;
week: RSS at the end of the last day minus at the end of the first), and the week's CPU per event on its last day
within 25% of its second day's (the first also pays for the first allocations). Prints the curves (time, RSS) and
writes CSV files and PNG plots (gnuplot).
"""
import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import threading
import time

GROWTH_LIMIT_MB = 1.0
CPU_DRIFT_LIMIT = 0.25
TICKS = os.sysconf("SC_CLK_TCK")


def read_sample(pid, watched_file=None):
    """RSS (MB), CPU seconds so far, and how far the process has read `watched_file` (bytes), or None once gone."""
    try:
        with open(f"/proc/{pid}/status") as status:
            rss_kb = next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        cpu = (int(fields[11]) + int(fields[12])) / TICKS
        position = None
        if watched_file:
            for fd in os.listdir(f"/proc/{pid}/fd"):
                try:
                    if os.readlink(f"/proc/{pid}/fd/{fd}") == watched_file:
                        with open(f"/proc/{pid}/fdinfo/{fd}") as info:
                            position = int(next(line.split()[1] for line in info if line.startswith("pos:")))
                except OSError:
                    continue
        return rss_kb / 1024, cpu, position
    except (OSError, StopIteration):
        return None


def sample_until_exit(process, interval, watched_file=None, duration=None):
    """Samples (seconds since start, RSS MB, CPU s, file position) until the process ends (or `duration` passes)."""
    samples, start = [], time.monotonic()
    while process.poll() is None:
        elapsed = time.monotonic() - start
        if duration is not None and elapsed >= duration:
            break
        sample = read_sample(process.pid, watched_file)
        if sample:
            samples.append((elapsed, *sample))
        time.sleep(interval)
    return samples


def while_replaying(samples, end):
    """The samples taken while a replay applies its recording: once it has read past its first chunk (it reads one
    while starting up, before the display and the scene are ready) and before it has read `end` bytes."""
    positions = [s[3] for s in samples if s[3]]
    first = positions[0] if positions else 0
    return [s for s in samples if s[3] is not None and first < s[3] < end]


def growth_after_warm_up(samples, warmed_up):
    """The largest RSS after warm-up minus the RSS at the last warm-up sample; None without samples on both sides."""
    before = [s for s in samples if not warmed_up(s)]
    after = [s for s in samples if warmed_up(s)]
    if not before or not after:
        return None, None
    baseline = before[-1][1]
    return max(s[1] for s in after) - baseline, baseline


def print_curve(title, samples, every):
    print(f"\n{title}\n   time s     RSS MB    CPU s")
    for index, (elapsed, rss, cpu, *_rest) in enumerate(samples):
        if index % every == 0 or index == len(samples) - 1:
            print(f"{elapsed:9.1f} {rss:10.2f} {cpu:8.2f}")


def write_csv(path, header, rows):
    with open(path, "w") as handle:
        handle.write(",".join(header) + "\n")
        for row in rows:
            handle.write(",".join(f"{value}" for value in row) + "\n")


def plot(csv, png, title, xlabel, ycolumn=2, xcolumn=1, warm_up=None, style="lines"):
    """A PNG of RSS (MB) against the first column, with the warm-up's end marked; the RSS axis spans the data
    plus 2 MB each way, so a 1 MB step shows."""
    with open(csv) as handle:
        values = [float(line.split(",")[ycolumn - 1]) for line in handle.read().splitlines()[1:]]
    def quoted(text):  # a gnuplot single-quoted string doubles its quotes
        return "'" + text.replace("'", "''") + "'"

    script = [
        "set terminal pngcairo size 1000,500",
        f"set output '{png}'",
        "set datafile separator ','",
        f"set title {quoted(title)}",
        f"set xlabel {quoted(xlabel)}",
        "set ylabel 'RSS (MB)'",
        "set grid",
        "set key off",
    ]
    if values:
        script.append(f"set yrange [{int(min(values)) - 2}:{int(max(values)) + 3}]")
    if warm_up is not None:
        script.append(f"set arrow from {warm_up}, graph 0 to {warm_up}, graph 1 nohead dashtype 2 lc rgb 'gray'")
    script.append(f"plot '{csv}' every ::1 using {xcolumn}:{ycolumn} with {style} lw 2 lc rgb '#1f77b4'")
    subprocess.run(["gnuplot"], input="\n".join(script), text=True, check=True)


def generate(bench, kind, folder, extra):
    """Writes the scene, kiosk configuration and recording of `kind` (soak or week) into folder, with touch-sandbox-bench."""
    print(f"generating {kind} into {folder} …", flush=True)
    result = subprocess.run([bench, "generate", kind, "--output", folder, *extra], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"generation failed: {result.stderr}")
    print(result.stdout.strip())


def same_state(actual_path, expected_path):
    with open(actual_path) as handle:
        actual = json.load(handle)
    with open(expected_path) as handle:
        expected = json.load(handle)
    actual.pop("environment"), expected.pop("environment")
    return actual == expected


# MARK: replay


def replay_soak(binary, bench, out, events):
    folder = os.path.join(out, "replay")
    generate(bench, "soak", folder, ["--events", str(events)])
    recording = os.path.join(folder, "recording.jsonl")
    size = os.path.getsize(recording)
    state = os.path.join(folder, "state.json")
    log = open(os.path.join(folder, "replay.log"), "w")
    command = [binary, "replay", recording, "--headless", "--fast", "--kiosk-config", os.path.join(folder, "kiosk.json"),
               "--state", state]
    process = subprocess.Popen(command, stdout=log, stderr=log)
    samples = sample_until_exit(process, 1.0 if events >= 2_000_000 else 0.1, recording)
    status = process.wait()
    if status != 0:
        sys.exit(f"the replay failed ({status}); see {log.name}")
    # Only while it reads: after the last event it settles and draws its one frame, which is not the soak.
    reading = while_replaying(samples, size)
    growth, baseline = growth_after_warm_up(reading, lambda s: s[3] >= 0.1 * size)
    rows = [(round(s[0], 2), round(s[1], 3), round(s[2], 2), round(100 * s[3] / size, 2)) for s in reading]
    csv, png = os.path.join(out, "replay-rss.csv"), os.path.join(out, "replay-rss.png")
    write_csv(csv, ["seconds", "rss_mb", "cpu_s", "read_percent"], rows)
    warm_up_time = next((s[0] for s in reading if s[3] >= 0.1 * size), None)
    plot(csv, png, f"replay --fast of {events:,} generated events (kiosk rules, every recipe)", "seconds", warm_up=warm_up_time)
    print_curve(f"replay soak: {events:,} events, {size / 1e6:.0f} MB recording, {len(reading)} samples while reading",
                [(s[0], s[1], s[2]) for s in reading], max(1, len(reading) // 40))
    reproduced = same_state(state, os.path.join(folder, "expected-state.json"))
    cpu = reading[-1][2] if reading else float("nan")
    print(f"replay: {events:,} events in {cpu:.1f} s of CPU ({events / cpu:,.0f} events/CPU s); "
          f"RSS at 10% read {baseline:.2f} MB, growth after it {growth:+.2f} MB (limit {GROWTH_LIMIT_MB} MB); "
          f"final state {'matches' if reproduced else 'DIFFERS FROM'} the generator's; plot {png}")
    return growth is not None and growth <= GROWTH_LIMIT_MB and reproduced


# MARK: live


def tuio_sender(port, stop, seed):
    """Cursors as a phone app sends them: 60 bundles a second, one to three fingers moving, coming and going."""
    from pythonosc import osc_bundle_builder, osc_message_builder, udp_client
    client, rng = udp_client.UDPClient("127.0.0.1", port), random.Random(seed)

    def message(*arguments):
        builder = osc_message_builder.OscMessageBuilder(address="/tuio/2Dcur")
        for argument in arguments:
            builder.add_arg(argument)
        return builder.build()

    sequence, session, cursors, phase = 0, 0, {}, 0.0
    while not stop.is_set():
        sequence += 1
        phase += 1 / 60
        if rng.random() < 0.01:  # about every 1.7 s a finger comes or goes
            if cursors and (len(cursors) >= 3 or rng.random() < 0.5):
                cursors.pop(rng.choice(list(cursors)))
            else:
                session += 1
                cursors[session] = (rng.uniform(0.15, 0.85), rng.uniform(0.15, 0.75), rng.uniform(0.03, 0.08))
        bundle = osc_bundle_builder.OscBundleBuilder(osc_bundle_builder.IMMEDIATELY)
        bundle.add_content(message("source", "soak@python-osc"))
        bundle.add_content(message("alive", *cursors))
        for number, (cx, cy, radius) in cursors.items():
            angle = phase * 2 + number
            bundle.add_content(message("set", number, cx + radius * __import__("math").cos(angle),
                                       cy + radius * __import__("math").sin(angle), 0.0, 0.0, 0.0))
        bundle.add_content(message("fseq", sequence))
        client.send(bundle.build())
        time.sleep(1 / 60)


def xdotool_driver(display, stop, seed):
    """A desktop user without a touchscreen: drags, clicks and double clicks, wheel turns, pinned fingers, keys."""
    rng = random.Random(seed)
    environment = dict(os.environ, DISPLAY=display)

    def xdo(*arguments):
        subprocess.run(["xdotool", *arguments], env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    while not stop.is_set():
        x, y = rng.randint(60, 1220), rng.randint(60, 640)
        action = rng.random()
        if action < 0.45:  # a drag
            xdo("mousemove", str(x), str(y), "mousedown", "1")
            for _ in range(rng.randint(5, 25)):
                x, y = min(max(x + rng.randint(-25, 25), 5), 1275), min(max(y + rng.randint(-25, 25), 5), 795)
                xdo("mousemove", str(x), str(y))
            xdo("mouseup", "1")
        elif action < 0.60:
            xdo("mousemove", str(x), str(y), "click", "--repeat", str(rng.choice([1, 2])), "--delay", "80", "1")
        elif action < 0.72:  # wheel: scale, or rotate with Shift
            shift = rng.random() < 0.5
            xdo("mousemove", str(x), str(y), *(["keydown", "shift"] if shift else []), "click", rng.choice(["4", "5"]),
                *(["keyup", "shift"] if shift else []))
        elif action < 0.80:  # a pinned finger, a drag about it, the pin removed
            xdo("mousemove", str(x), str(y), "click", "3", "mousemove", str(x + 40), str(y), "mousedown", "1",
                "mousemove", str(x + 80), str(y + 20), "mouseup", "1", "mousemove", str(x), str(y), "click", "3")
        else:  # keys: paint on/off, clear, tray, overlay, HUD, reset (never Esc or F)
            key = rng.choice(["p", "c", "t", "o", "h", "r"])
            xdo("key", key)
            if key in "toh":
                xdo("key", key)
        time.sleep(rng.uniform(0.02, 0.2))


def live_soak(binary, bench, out, seconds, warm_up, renderer):
    folder = os.path.join(out, "live")
    os.makedirs(folder, exist_ok=True)
    generate(bench, "soak", folder, ["--events", "1"])  # only the scene is used
    display = f":{random.randint(300, 700)}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    app = None
    stop = threading.Event()
    try:
        time.sleep(1.5)
        with socket_port() as port:
            pass
        log = open(os.path.join(folder, "app.log"), "w")
        state = os.path.join(folder, "state.json")
        app = subprocess.Popen([binary, "run", "--scene", os.path.join(folder, "scene.json"), "--hud", "--tuio",
                                f"127.0.0.1:{port}", "--state", state],
                               env=dict(os.environ, DISPLAY=display, SDL_RENDER_DRIVER=renderer), stdout=log, stderr=log)
        subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "TouchSandbox"],
                       env=dict(os.environ, DISPLAY=display), stdout=subprocess.DEVNULL, timeout=60)
        drivers = [threading.Thread(target=tuio_sender, args=(port, stop, 1)),
                   threading.Thread(target=xdotool_driver, args=(display, stop, 2))]
        for driver in drivers:
            driver.start()
        samples = sample_until_exit(app, 1.0, duration=seconds)
        stop.set()
        for driver in drivers:
            driver.join()
        running = app.poll() is None
        app.send_signal(signal.SIGTERM)
        status = app.wait(timeout=30)
    finally:
        stop.set()
        if app and app.poll() is None:
            app.kill()
        xvfb.terminate()
        xvfb.wait()
    if not running or status != 0:
        sys.exit(f"the live app ended early or badly (exit {status}); see {log.name}")
    growth, baseline = growth_after_warm_up(samples, lambda s: s[0] >= warm_up)
    csv, png = os.path.join(out, "live-rss.csv"), os.path.join(out, "live-rss.png")
    write_csv(csv, ["seconds", "rss_mb", "cpu_s"], [(round(s[0], 2), round(s[1], 3), round(s[2], 2)) for s in samples])
    plot(csv, png, f"live under Xvfb, xdotool and TUIO, {seconds} s, {renderer} renderer", "seconds", warm_up=warm_up)
    print_curve(f"live soak: {seconds} s under Xvfb, xdotool and TUIO, SDL's {renderer} renderer", samples,
                max(1, len(samples) // 40))
    with open(state) as handle:
        touches = json.load(handle)["touches"]
    print(f"live: {touches['totalContacts']:,} contacts; RSS at {warm_up} s {baseline:.2f} MB, growth after it "
          f"{growth:+.2f} MB (limit {GROWTH_LIMIT_MB} MB); {samples[-1][2]:.1f} s of CPU; plot {png}")
    return growth is not None and growth <= GROWTH_LIMIT_MB


class socket_port:
    """A free UDP port on 127.0.0.1."""

    def __enter__(self):
        import socket
        self.socket = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.socket.bind(("127.0.0.1", 0))
        return self.socket.getsockname()[1]

    def __exit__(self, *_):
        self.socket.close()


# MARK: week


def week_soak(binary, bench, out, days):
    folder = os.path.join(out, "week")
    generate(bench, "week", folder, ["--days", str(days)])
    recording = os.path.join(folder, "recording.jsonl")
    size = os.path.getsize(recording)
    with open(os.path.join(folder, "days.tsv")) as handle:
        lines = [line.split("\t") for line in handle.read().splitlines()[1:]]
    # One line per day's first event (day, byte, event, seconds), then "end" with the totals.
    boundaries = [int(line[1]) for line in lines]
    starts = lines[:-1]
    events = [int(lines[i + 1][2]) - int(lines[i][2]) for i in range(len(starts))]
    log = open(os.path.join(folder, "replay.log"), "w")
    process = subprocess.Popen([binary, "replay", recording, "--headless", "--fast", "--kiosk-config",
                                os.path.join(folder, "kiosk.json"), "--state", os.path.join(folder, "state.json")],
                               stdout=log, stderr=log)
    samples = sample_until_exit(process, 0.02, recording)
    if process.wait() != 0:
        sys.exit(f"the week's replay failed; see {log.name}")
    reading = while_replaying(samples, size + 1)

    def at(byte):
        """CPU and RSS of the first sample at or past `byte` of the recording (the reader reads 1 MB ahead)."""
        later = [s for s in reading if s[3] >= byte]
        return (later[0][2], later[0][1]) if later else (reading[-1][2], reading[-1][1])

    def simulated_day(byte):
        """Where `byte` lies in the week: 1.0 is the start of day 1, 1.5 half way through its bytes."""
        day = max(i for i in range(len(starts)) if boundaries[i] <= byte) if byte >= boundaries[0] else 0
        return 1 + day + (byte - boundaries[day]) / max(1, boundaries[day + 1] - boundaries[day])

    rows = []
    for day in range(len(starts)):
        cpu_start, _ = at(boundaries[day])
        cpu_end, rss_end = at(boundaries[day + 1]) if day + 1 < len(starts) else (reading[-1][2], reading[-1][1])
        rows.append((day + 1, events[day], cpu_end - cpu_start, rss_end))
    print(f"\nweek: {days} simulated days replayed with --fast and a kiosk configuration (idle reset 120 s)")
    print("  (day 1 is measured from the end of the first 1 MB chunk, read while the app starts up)")
    print("  day     events    CPU s   µs/event   RSS MB at day's end")
    for day, day_events, cpu, rss in rows:
        per_event = f"{1e6 * cpu / day_events:9.2f}" if day_events else "        -"
        print(f"{day:5d} {day_events if day_events else '-':>10} {cpu:8.2f} {per_event} {rss:10.2f}")
    csv, png = os.path.join(out, "week-rss.csv"), os.path.join(out, "week-rss.png")
    write_csv(csv, ["day", "rss_mb", "cpu_s"], [(round(simulated_day(s[3]), 4), round(s[1], 3), round(s[2], 2)) for s in reading])
    plot(csv, png, f"a kiosk's simulated week, replayed: RSS by simulated day", "simulated day (9:00-18:00 each)")
    growth = rows[-1][3] - rows[0][3]
    # CPU is compared with day 2 when there is one before the last: day 1 also pays for the first allocations.
    first, last = rows[1] if len(rows) >= 3 else rows[0], rows[-1]
    drift = (last[2] / last[1]) / (first[2] / first[1]) - 1 if first[1] and last[1] and first[2] > 0 else None
    print(f"week: RSS at the end of day {rows[-1][0]} minus day 1: {growth:+.2f} MB (limit {GROWTH_LIMIT_MB} MB); "
          f"CPU per event on day {last[0]} vs day {first[0]}: {100 * drift:+.0f}% (limit ±{100 * CPU_DRIFT_LIMIT:.0f}%)"
          if drift is not None else f"week: RSS growth {growth:+.2f} MB")
    reproduced = same_state(os.path.join(folder, "state.json"), os.path.join(folder, "expected-state.json"))
    print(f"final state {'matches' if reproduced else 'DIFFERS FROM'} the generator's; plot {png}")
    return growth <= GROWTH_LIMIT_MB and (drift is None or abs(drift) <= CPU_DRIFT_LIMIT) and reproduced


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--short", action="store_true", help="a quick run for CI: 300,000 events, 90 s live, 3 days")
    parser.add_argument("--only", choices=["replay", "live", "week"], action="append", help="run only these parts")
    parser.add_argument("--output", default=".build/soak", help="where recordings, CSV files and plots go")
    parser.add_argument("--binary", default=os.environ.get("TOUCH_SANDBOX_BINARY", ".build/release/touch-sandbox"))
    parser.add_argument("--bench", default=os.environ.get("TOUCH_SANDBOX_BENCH_BINARY"),
                        help="touch-sandbox-bench, which generates the recordings (default: beside --binary)")
    parser.add_argument("--live-seconds", type=int, help="how long the live run lasts (default 600, 60 with --short)")
    parser.add_argument("--live-renderer", choices=["software", "opengl"], default="software",
                        help="SDL's renderer for the live run (default software: under Xvfb, opengl is Mesa's software "
                             "rasteriser, whose own buffers grow by several MB in 10 minutes and would hide the app's curve)")
    arguments = parser.parse_args()
    binary, out = os.path.abspath(arguments.binary), os.path.abspath(arguments.output)
    bench = os.path.abspath(arguments.bench or os.path.join(os.path.dirname(binary), "touch-sandbox-bench"))
    os.makedirs(out, exist_ok=True)
    parts = arguments.only or ["replay", "live", "week"]
    results = {}
    if "replay" in parts:
        results["replay"] = replay_soak(binary, bench, out, 300_000 if arguments.short else 10_000_000)
    if "live" in parts:
        seconds = arguments.live_seconds or (90 if arguments.short else 600)
        # The app's RSS settles within the first minute (fonts, textures, the first strokes and trails).
        results["live"] = live_soak(binary, bench, out, seconds, min(60, seconds // 2), arguments.live_renderer)
    if "week" in parts:
        results["week"] = week_soak(binary, bench, out, 3 if arguments.short else 7)
    print("\n" + ", ".join(f"{part}: {'pass' if ok else 'FAIL'}" for part, ok in results.items()))
    sys.exit(0 if all(results.values()) else 1)


if __name__ == "__main__":
    main()
