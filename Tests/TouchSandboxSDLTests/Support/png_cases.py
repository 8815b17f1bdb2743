#!/usr/bin/env python3
"""Writes PNG test files with pypng, an independent encoder and decoder that follows the PNG specification.

    png_cases.py cases OUT_DIR [SUITE_DIR]   every colour type and bit depth with transparency, plain and
                                             interlaced, into OUT_DIR/NAME.png; the PngSuite files of SUITE_DIR
                                             copied beside them; for each, OUT_DIR/NAME.rgba holds pypng's
                                             asRGBA8() pixels (the expected result) and cases.json lists them.
    png_cases.py huge OUT.png WIDTH HEIGHT   a valid 1-bit gray PNG of that size, all black, written with zlib
                                             row by row (20000 x 20000 pixels compress to about 60 KB).
"""
import json
import os
import shutil
import struct
import sys
import zlib

import png

W, H = 16, 8


def gray_cases():
    for depth in (1, 2, 4, 8, 16):
        top = 2 ** depth
        rows = [[(x * 7 + y * 3) % top for x in range(W)] for y in range(H)]
        if depth == 16:
            rows = [[(v * 4099 + 17) & 0xFFFF for v in row] for row in rows]
        key = rows[0][3]
        if depth == 16:
            # Same high byte as the key, different low byte: opaque, though a key compared at 8 bits would hide it.
            rows[1][0] = (key & 0xFF00) | ((key + 1) & 0xFF)
        yield f"gray{depth}-trns", dict(greyscale=True, bitdepth=depth, transparent=key), rows


def rgb_cases():
    for depth in (8, 16):
        top = 2 ** depth
        rows = [[((x * 37 + y) * (257 if depth == 16 else 1) * 3 + c * 11) % top for x in range(W) for c in range(3)]
                for y in range(H)]
        key = tuple(rows[0][3:6])
        if depth == 16:
            rows[1][0:3] = [(key[0] & 0xFF00) | ((key[0] + 1) & 0xFF), key[1], key[2]]
        yield f"rgb{depth}-trns", dict(greyscale=False, bitdepth=depth, transparent=key), rows


def palette_cases():
    for depth in (1, 2, 4, 8):
        entries = 2 ** depth
        alphas = [0, 255] if depth == 1 else [0, 255, 128, 40]
        palette = [((i * 53) % 256, (i * 97) % 256, (i * 31) % 256, alphas[i % len(alphas)]) for i in range(entries)]
        rows = [[(x + y) % entries for x in range(W)] for y in range(H)]
        yield f"palette{depth}-trns", dict(palette=palette, bitdepth=depth), rows
        # One fully transparent entry, the rest opaque: SDL_image's colour-key path.
        single = [entry[:3] + ((0,) if i == 1 else (255,)) for i, entry in enumerate(palette)]
        yield f"palette{depth}-one-key", dict(palette=single, bitdepth=depth), rows


def alpha_cases():
    for depth in (8, 16):
        top = 2 ** depth
        for planes, name in ((2, "gray-alpha"), (4, "rgba")):
            rows = [[(x * 4111 + y * 257 + c * 999) % top for x in range(W) for c in range(planes)] for y in range(H)]
            yield f"{name}{depth}", dict(greyscale=(planes == 2), alpha=True, bitdepth=depth), rows


def write_cases(folder, suite):
    names = []
    for generator in (gray_cases, rgb_cases, palette_cases, alpha_cases):
        for name, options, rows in generator():
            for interlace in (False, True):
                full = name + ("-interlaced" if interlace else "")
                with open(os.path.join(folder, full + ".png"), "wb") as out:
                    png.Writer(W, H, interlace=interlace, **options).write(out, rows)
                names.append(full)
    if suite:
        for file in sorted(os.listdir(suite)):
            if file.endswith(".png"):
                shutil.copy(os.path.join(suite, file), os.path.join(folder, "pngsuite-" + file))
                names.append("pngsuite-" + file[:-4])
    cases = []
    for name in names:
        width, height, rows, _ = png.Reader(filename=os.path.join(folder, name + ".png")).asRGBA8()
        with open(os.path.join(folder, name + ".rgba"), "wb") as out:
            for row in rows:
                out.write(bytes(row))
        cases.append({"name": name, "width": width, "height": height})
    with open(os.path.join(folder, "cases.json"), "w") as out:
        json.dump(cases, out, indent=1)


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def write_huge(path, width, height):
    compressor = zlib.compressobj(9)
    row = b"\0" * (1 + (width + 7) // 8)
    data = b"".join(compressor.compress(row) for _ in range(height)) + compressor.flush()
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n")
        out.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)))
        out.write(chunk(b"IDAT", data))
        out.write(chunk(b"IEND", b""))


if __name__ == "__main__":
    if sys.argv[1] == "cases":
        write_cases(sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else None)
    elif sys.argv[1] == "huge":
        write_huge(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    else:
        sys.exit(__doc__)
