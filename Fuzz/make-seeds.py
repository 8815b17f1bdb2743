#!/usr/bin/env python3
"""Writes the seed corpora under Fuzz/Corpus/ from the test fixtures and the inputs the tests write inline.

Run from anywhere: `python3 Fuzz/make-seeds.py`. Deterministic: the same repository gives the same files, so the
committed corpora can be checked by running it again (`git status` shows nothing). Needs pypng and python-osc
(Scripts/test installs both) and ImageMagick's `convert` (for the JPEG, GIF, BMP and WebP seeds).

Where each corpus comes from:
- scene:      Resources/default-scene.json, the end-to-end scene fixture, the docs' example, and every JSON scene
              written inline in Tests/TouchRecipesTests/SceneDocument*.swift.
- kiosk:      the docs' and tests' kiosk configurations.
- gestures:   the docs' gestures files, every gestures file written inline in the tests, and files of the edge cases
              the rules name (1e19, a still stroke, a name given twice, points at the coordinate limit).
- osc:        the OSC 1.0 specification's examples and messages of every type tag, written by python-osc.
- tuio:       TUIO 1.1 frames written by python-osc, framed as fuzz-tuio reads them (sender, time step, length).
- tuio2:      TUIO 2.0 frames (frm, ptr, alv) written by python-osc, framed the same way, and a 1.1 sender beside.
- image:      the PngSuite fixtures, small PNGs written by pypng, and one small file of each other format.
- recording-format1 / recording-evemu / recording-libinput: the recording fixtures and the evemu and libinput
              recordings written inline in Tests/TouchRecordingsTests/EvemuReaderTests.swift and LibinputRecordFixtures.swift.
"""
import glob
import hashlib
import io
import os
import re
import shutil
import struct
import subprocess
import tempfile

import png
from pythonosc.osc_bundle_builder import IMMEDIATELY, OscBundleBuilder
from pythonosc.osc_message import OscMessage
from pythonosc.osc_message_builder import OscMessageBuilder

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Fuzz", "Corpus")
MAX_SEED_BYTES = 8192


def write(target, data, name=None):
    """Writes one seed, named by its content unless a name is given; refuses large seeds."""
    if isinstance(data, str):
        data = data.encode()
    if len(data) > MAX_SEED_BYTES:
        return
    folder = os.path.join(CORPUS, target)
    os.makedirs(folder, exist_ok=True)
    name = name or hashlib.sha1(data).hexdigest()[:16]
    with open(os.path.join(folder, name), "wb") as out:
        out.write(data)


def read(path):
    with open(os.path.join(ROOT, path), "rb") as source:
        return source.read()


def swift_strings(path):
    """The raw string literals (#"..."#) and multi-line literals of a Swift test file, as written."""
    text = read(path).decode()
    raw = re.findall(r'(?<!#)#"(.*?)"#(?!#)', text)
    # A multi-line literal loses the indentation of its closing quotes, as Swift strips it.
    blocks = ["\n".join(line[len(indent):] for line in block.split("\n"))
              for block, indent in re.findall(r'"""\n(.*?)\n([ \t]*)"""', text, re.S)]
    return raw, blocks


def scene_seeds():
    write("scene", read("Resources/default-scene.json"), "default-scene.json")
    write("scene", read("Tests/TouchSandboxEndToEndTests/Fixtures/recipes/scene.json"), "recipes-scene.json")
    docs = read("docs/formats.md").decode()
    example = re.search(r"```json\n(\{ \"width\".*?)```", docs, re.S)
    if example:
        write("scene", example.group(1), "docs-example.json")
    for path in ("Tests/TouchRecipesTests/SceneDocumentTests.swift", "Tests/TouchRecipesTests/SceneDocumentLimitsTests.swift"):
        raw, blocks = swift_strings(path)
        for text in raw + blocks:
            if text.lstrip().startswith(("{", "[")) and "\\#(" not in text:
                write("scene", text)


def kiosk_seeds():
    raw, _ = swift_strings("Tests/TouchSandboxAppTests/KioskConfigurationTests.swift")
    for text in raw:
        if text.startswith(("{", "[")):
            write("kiosk", text)
    for text in re.findall(r"```json\n(.*?)```", read("docs/kiosk.md").decode(), re.S):
        write("kiosk", text)
    write("kiosk", '{"scene":"/srv/kiosk/scene.json","idleResetSeconds":0,"exitGesture":{"fingers":10,"holdSeconds":0.5,"slop":1e3},"overlay":false,"hud":true,"gestures":[]}', "every-field.json")
    write("kiosk", "{}", "empty-object.json")


def gestures_seeds():
    for path in ["docs/formats.md", "docs/gestures.md"]:
        if os.path.exists(os.path.join(ROOT, path)):
            for text in re.findall(r"```json\n(.*?)```", read(path).decode(), re.S):
                if "touch-sandbox-gestures" in text:
                    write("gestures", text)
    for path in sorted(glob.glob(os.path.join(ROOT, "Tests/TouchRecipesTests/GestureTemplate*.swift"))):
        raw, blocks = swift_strings(path)
        for text in raw + blocks:
            if "touch-sandbox-gestures" in text:
                write("gestures", text)
    head = '{"format": "touch-sandbox-gestures", "version": 1, "gestures": [\n'
    write("gestures", head + '{"name": "zorro", "strokes": [\n    [[100, 100], [200, 100], [100, 200], [200, 200]],\n'
          '    [[600.5, 150], [690, 150.2], [600, 240], [690.1, 240]]\n  ]},\n  {"name": "v", "strokes": [\n'
          '    [[0, 0], [25, 50], [50, 0]]\n  ]}\n]}\n', "two-gestures.json")
    write("gestures", head + '{"name":"a","strokes":[[[1e19,0],[0,10]]]}]}', "coordinate-1e19.json")
    write("gestures", head + '{"name":"a","strokes":[[[-1000000,1000000],[999999.94,-0.04]]]}]}', "at-the-limit.json")
    write("gestures", head + '{"name":"a","strokes":[[[5,5],[5.04,5],[4.96,5.03]]]}]}', "still-to-a-tenth.json")
    write("gestures", head + '{"name":"a","strokes":[[[0,0],[9,9]]]},{"name":"a","strokes":[[[0,0],[0,9]]]}]}', "name-twice.json")


def osc_message(address, *arguments):
    builder = OscMessageBuilder(address=address)
    for argument in arguments:
        if isinstance(argument, tuple):
            builder.add_arg(argument[0], argument[1])
        else:
            builder.add_arg(argument)
    return builder.build()


def tuio_frame(source, alive, cursors, fseq):
    bundle = OscBundleBuilder(IMMEDIATELY)
    if source:
        bundle.add_content(osc_message("/tuio/2Dcur", "source", source))
    bundle.add_content(osc_message("/tuio/2Dcur", "alive", *alive))
    for session, x, y in cursors:
        bundle.add_content(osc_message("/tuio/2Dcur", "set", session, (x, "f"), (y, "f"), (0.0, "f"), (0.0, "f"), (0.0, "f")))
    bundle.add_content(osc_message("/tuio/2Dcur", "fseq", fseq))
    return bundle.build().dgram


def osc_seeds():
    # The OSC 1.0 specification's two message examples.
    write("osc", b"/oscillator/4/frequency\x00,f\x00\x00\x43\xdc\x00\x00", "spec-frequency")
    write("osc", b"/foo\x00\x00\x00\x00,iisff\x00\x00\x00\x00\x03\xe8\xff\xff\xff\xff" + b"hello\x00\x00\x00"
          + b"\x3f\x9d\xf3\xb6\x40\xb5\xb2\x2d", "spec-foo")
    write("osc", b"/old/sender\x00", "no-type-tags")
    write("osc", osc_message("/every/tag", (1, "i"), (2.5, "f"), "text", (b"\x01\x02\x03", "b"), (1 << 40, "h"),
                             (0.1, "d"), (True, "T"), (False, "F"), (None, "N")).dgram, "every-tag")
    nested = OscBundleBuilder(IMMEDIATELY)
    nested.add_content(osc_message("/a", 1))
    inner = OscBundleBuilder(IMMEDIATELY)
    inner.add_content(osc_message("/b", "x"))
    nested.add_content(inner.build())
    write("osc", nested.build().dgram, "nested-bundle")
    write("osc", tuio_frame("phone@10.0.0.2", [1, 2], [(1, 0.25, 0.5), (2, 0.75, 0.5)], 7), "tuio-frame")


def tuio_record(sender, step, packet):
    return struct.pack(">BBH", sender, step, len(packet)) + packet


def tuio_seeds():
    down = tuio_frame(None, [5], [(5, 0.5, 0.5)], 1)
    moved = tuio_frame(None, [5], [(5, 0.6, 0.4)], 2)
    lifted = tuio_frame(None, [], [], 3)
    write("tuio", tuio_record(0, 1, down) + tuio_record(0, 2, moved) + tuio_record(0, 2, lifted), "down-move-up")
    two = tuio_frame("table", [1, 2, 3], [(1, 0.1, 0.1), (2, 0.2, 0.2), (3, 0.3, 0.3)], 10)
    other = tuio_frame("phone", [1], [(1, 0.9, 0.9)], 4)
    write("tuio", tuio_record(1, 0, two) + tuio_record(2, 1, other) + tuio_record(1, 150, lifted), "two-sources-silence")
    late = tuio_frame(None, [7], [(7, 0.5, 0.5)], 50) + b""
    write("tuio", tuio_record(3, 1, late) + tuio_record(3, 1, tuio_frame(None, [7], [(7, 0.4, 0.4)], 49))
          + tuio_record(3, 1, tuio_frame(None, [7], [(7, 0.3, 0.3)], 1)), "late-and-restarted")
    single = osc_message("/tuio/2Dcur", "set", 9, (0.5, "d"), (0.5, "d")).dgram
    write("tuio", tuio_record(4, 0, osc_message("/tuio/2Dcur", "alive", (9, "h")).dgram) + tuio_record(4, 0, single)
          + tuio_record(4, 0, osc_message("/tuio/2Dobj", "alive").dgram), "loose-messages")


def osc_string(text):
    data = text.encode() + b"\x00"
    return data + b"\x00" * (-len(data) % 4)


def tuio2_frm(frame_id, source, seconds=3_900_000_000, fraction=1, width=1280, height=800):
    """/tuio2/frm f_id time dim source, types itis; written by hand: python-osc reads time tags but cannot write them."""
    return OscMessage(osc_string("/tuio2/frm") + osc_string(",itis") + struct.pack(">iIIi", frame_id, seconds, fraction, width << 16 | height)
                      + osc_string(source))


def tuio2_frame(frame_id, source, pointers, alive, velocities=False):
    """frm (frame id, time tag, 1280x800 packed as width << 16 | height, source), one ptr per pointer, alv last."""
    bundle = OscBundleBuilder(IMMEDIATELY)
    bundle.add_content(tuio2_frm(frame_id, source))
    for session, x, y, pressure in pointers:
        motion = [(0.1, "f"), (0.0, "f"), (0.0, "f"), (0.0, "f"), (0.0, "f")] if velocities else []
        bundle.add_content(osc_message("/tuio2/ptr", (session, "i"), (0x00020005, "i"), (0, "i"), (x, "f"), (y, "f"),
                                       (0.0, "f"), (0.0, "f"), (0.015625, "f"), (pressure, "f"), *motion))
    bundle.add_content(osc_message("/tuio2/alv", *[(session, "i") for session in alive]))
    return bundle.build().dgram


def tuio2_seeds():
    # The reference server's shape: frame id 0 first, ptrs with velocities, and a closing frame 0 with an empty alv.
    write("tuio2", tuio_record(0, 1, tuio2_frame(0, "TuioServer@127.0.0.1", [(5, 0.5, 0.5, 1.0)], [5], True))
          + tuio_record(0, 2, tuio2_frame(1, "TuioServer@127.0.0.1", [(5, 0.6, 0.4, 0.5)], [5], True))
          + tuio_record(0, 2, tuio2_frame(0, "TuioServer@127.0.0.1", [], [])), "reference-down-move-close")
    # Lower ids within a second (late) and after one (a restart).
    write("tuio2", tuio_record(3, 1, tuio2_frame(50, "late", [(7, 0.5, 0.5, 1.0)], [7]))
          + tuio_record(3, 1, tuio2_frame(49, "late", [(7, 0.4, 0.4, 1.0)], [7]))
          + tuio_record(3, 120, tuio2_frame(2, "late", [(7, 0.3, 0.3, 1.0)], [7])), "late-and-restarted")
    # A 1.1 and a 2.0 sender on one port, two pointers, one tok the receiver ignores.
    tokens = OscBundleBuilder(IMMEDIATELY)
    tokens.add_content(osc_message("/tuio2/frm", (4, "i")))
    tokens.add_content(osc_message("/tuio2/tok", (9, "i"), (0, "i"), (4, "i"), (0.5, "f"), (0.5, "f"), (0.0, "f")))
    tokens.add_content(osc_message("/tuio2/ptr", (1, "i"), (0, "i"), (0, "i"), (0.25, "f"), (0.75, "f")))
    tokens.add_content(osc_message("/tuio2/alv", (1, "i"), (9, "i")))
    write("tuio2", tuio_record(1, 0, tuio_frame("old", [1], [(1, 0.1, 0.1)], 3))
          + tuio_record(2, 1, tuio2_frame(8, "new", [(1, 0.9, 0.9, 0.25), (2, 0.8, 0.1, 0.0)], [1, 2]))
          + tuio_record(4, 1, tokens.build().dgram) + tuio_record(2, 150, tuio2_frame(9, "new", [], [])), "mixed-versions-silence")


def tiny_png(width, height, **options):
    options.setdefault("greyscale", False)
    rows = []
    planes = (1 if options.get("greyscale") else 3) + (1 if options.get("alpha") else 0)
    top = (1 << options.get("bitdepth", 8)) - 1
    for y in range(height):
        rows.append([(x * 7 + y * 13 + plane * 5) % (top + 1) for x in range(width) for plane in range(planes)])
    out = io.BytesIO()
    png.Writer(width, height, **options).write(out, rows)
    return out.getvalue()


def image_seeds():
    for path in sorted(glob.glob(os.path.join(ROOT, "Tests/TouchSandboxSDLTests/Fixtures/pngsuite/*.png"))):
        write("image", read(path), os.path.basename(path))
    write("image", tiny_png(3, 2, alpha=True), "rgba-3x2.png")
    write("image", tiny_png(5, 3, greyscale=True, bitdepth=2), "gray2-5x3.png")
    write("image", tiny_png(4, 4, greyscale=True, alpha=True, bitdepth=16), "graya16-4x4.png")
    write("image", tiny_png(9, 9, interlace=True), "interlaced-9x9.png")
    write("image", tiny_png(2, 2, transparent=(0, 7, 14)), "trns-rgb-2x2.png")
    write("image", b'<svg xmlns="http://www.w3.org/2000/svg" width="16" height="8" viewBox="0 0 16 8">'
          b'<circle cx="4" cy="4" r="3" fill="red"/><rect x="8" y="1" width="6" height="6" fill="#00f8"/></svg>', "shapes.svg")
    # The drawings SVGDrawingTests compares with SDL_image's: strokes with joins, caps and dashes, gradients, a
    # transform, an even-odd path: the vendored nanosvg is instrumented, so these lead the fuzzer into it.
    write("image", b'<svg width="120" height="90"><path d="M10 80 C 40 10, 65 10, 95 80 S 150 150, 180 80" '
          b'stroke="#208040" stroke-width="7" stroke-linejoin="round" stroke-linecap="round" fill="none"/></svg>', "curve-stroke.svg")
    write("image", b'<svg width="100" height="100"><polyline points="5,5 95,20 10,50 90,90" stroke="black" '
          b'stroke-width="4" stroke-dasharray="9 4 2 4" stroke-dashoffset="3" fill="none"/></svg>', "dashes.svg")
    write("image", b'<svg width="64" height="48"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">'
          b'<stop offset="0" stop-color="#ff0"/><stop offset="1" stop-color="#0ff" stop-opacity="0.3"/></linearGradient>'
          b'<radialGradient id="r"><stop offset="0" stop-color="#f0f"/><stop offset="1" stop-color="#00f"/></radialGradient>'
          b'</defs><rect width="64" height="48" fill="url(#g)"/><ellipse cx="32" cy="24" rx="20" ry="12" fill="url(#r)" '
          b'opacity="0.6" transform="rotate(20 32 24)"/></svg>', "gradients.svg")
    write("image", b'<svg viewBox="0 0 10 5" width="300" height="150"><path d="M1 1 L9 1 L5 4 Z M3 2 L7 2 L5 3.5 Z" '
          b'fill-rule="evenodd" fill="#c33" stroke="#333" stroke-width="0.3" stroke-linejoin="miter"/></svg>', "evenodd.svg")
    with tempfile.TemporaryDirectory() as folder:
        source = os.path.join(folder, "source.png")
        with open(source, "wb") as out:
            out.write(tiny_png(6, 4, alpha=True))
        for extension in ("jpg", "gif", "bmp", "webp"):
            target = os.path.join(folder, "seed." + extension)
            subprocess.run(["convert", source, "-strip", target], check=True)
            write("image", read(target), "rgba-6x4." + extension)


def recording_seeds():
    for path in sorted(glob.glob(os.path.join(ROOT, "Tests/TouchSandboxEndToEndTests/Fixtures/*/*.jsonl"))):
        write("recording-format1", read(path), os.path.basename(path))
    write("recording-format1", '{"format":"touch-sandbox-recording","version":1,"width":1280,"height":800}\n'
          '{"t":0.5,"kind":"down","id":1,"x":10,"y":20,"pressure":0.5,"source":"pen","size":8}\n'
          '{"t":1.5,"kind":"wheel","x":400.0,"y":300.0,"steps":1.0,"rotate":false}\n'
          '{"t":2.0,"kind":"key","key":"p"}\n{"t":2.5,"kind":"cancel","id":1,"x":10,"y":20}\n', "wheel-key-cancel.jsonl")
    write("recording-evemu", read("Tests/TouchSandboxEndToEndTests/Fixtures/recordings/drag.evemu"), "drag.evemu")
    shared = "Tests/TouchSandboxEndToEndTests/Fixtures/recordings/shared-evemu/"
    write("recording-evemu", read(shared + "E2E Panel.desc") + read(shared + "E2E Panel.drag the gem.events"), "shared-desc-and-events.evemu")
    write("recording-libinput", read("Tests/TouchSandboxEndToEndTests/Fixtures/recordings/libinput-drag-flower.yml"), "libinput-drag-flower.yml")
    _, blocks = swift_strings("Tests/TouchRecordingsTests/LibinputRecordFixtures.swift")
    top, keyboard, touchscreen, two_fingers, tap = blocks[:5]
    write("recording-libinput", top + keyboard + touchscreen + two_fingers, "keyboard-then-touchscreen.yml")
    write("recording-libinput", top.replace("ndevices: 2", "ndevices: 1") + touchscreen + "    - evdev:\n"
          + tap.replace("\\(x)", "1000").replace("\\(y)", "2000"), "single-touchscreen-tap.yml")
    _, blocks = swift_strings("Tests/TouchRecordingsTests/EvemuReaderTests.swift")
    description = next(block for block in blocks if block.startswith("# EVEMU"))
    for block in blocks:
        if block.startswith("E: "):
            write("recording-evemu", description + "\n" + block + "\n")
        elif block.startswith("# EVEMU") and block is not description:
            write("recording-evemu", block + "\n")


if __name__ == "__main__":
    shutil.rmtree(CORPUS, ignore_errors=True)
    scene_seeds()
    kiosk_seeds()
    gestures_seeds()
    osc_seeds()
    tuio_seeds()
    tuio2_seeds()
    image_seeds()
    recording_seeds()
    for target in sorted(os.listdir(CORPUS)):
        files = os.listdir(os.path.join(CORPUS, target))
        size = sum(os.path.getsize(os.path.join(CORPUS, target, name)) for name in files)
        print(f"{target}: {len(files)} seeds, {size} bytes")
