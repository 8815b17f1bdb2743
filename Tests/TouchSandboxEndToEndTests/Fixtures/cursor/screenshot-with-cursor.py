#!/usr/bin/env python3
"""Photographs an X screen as a person sees it, pointer cursor included, and says what the cursor looks like.

`import -window root` and other screenshots leave the cursor out (the X server draws it apart from the windows), so a
test of "the cursor is hidden" needs the cursor's own image: XFixes GetCursorImage gives the image the server shows at
the pointer (a hidden SDL cursor is a fully transparent one). This script reads the root window's pixels, draws that
image over them at the pointer, writes the result as a PNG (pypng) and prints one JSON line:

  {"x": X, "y": Y, "width": W, "height": H, "opaquePixels": N, "visible": true|false}

where x, y is the pointer and N counts the cursor image's pixels with any opacity.

  screenshot-with-cursor.py OUT.png      (DISPLAY from the environment)
"""
import json
import sys

import png
from Xlib import X, display
from Xlib.ext import xfixes

out_path = sys.argv[1]
screen_display = display.Display()
if not screen_display.has_extension("XFIXES"):
    sys.exit("the X server has no XFIXES extension")
screen_display.xfixes_query_version()
root = screen_display.screen().root
geometry = root.get_geometry()
width, height = geometry.width, geometry.height

raw = root.get_image(0, 0, width, height, X.ZPixmap, 0xFFFFFFFF).data
# 24-bit depth, 32 bits per pixel, little-endian: B, G, R, unused.
rows = [bytearray(width * 3) for _ in range(height)]
for y in range(height):
    source = raw[y * width * 4:(y + 1) * width * 4]
    row = rows[y]
    row[0::3] = source[2::4]
    row[1::3] = source[1::4]
    row[2::3] = source[0::4]

cursor = screen_display.xfixes_get_cursor_image(root)
opaque = 0
left, top = cursor.x - cursor.xhot, cursor.y - cursor.yhot
for index, argb in enumerate(cursor.cursor_image):
    alpha = (argb >> 24) & 0xFF
    if alpha == 0:
        continue
    opaque += 1
    cx, cy = left + index % cursor.width, top + index // cursor.width
    if not (0 <= cx < width and 0 <= cy < height):
        continue
    # XFixes gives premultiplied ARGB: out = colour + background × (1 − alpha).
    row = rows[cy]
    for channel, shift in enumerate((16, 8, 0)):
        value = (argb >> shift) & 0xFF
        row[cx * 3 + channel] = min(255, value + row[cx * 3 + channel] * (255 - alpha) // 255)

with open(out_path, "wb") as handle:
    png.Writer(width, height, greyscale=False).write(handle, rows)
print(json.dumps({"x": cursor.x, "y": cursor.y, "width": cursor.width, "height": cursor.height,
                  "opaquePixels": opaque, "visible": opaque > 0}))
