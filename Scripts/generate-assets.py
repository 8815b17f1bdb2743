#!/usr/bin/env python3
"""Draws the default scene's sprite images and writes Resources/default-scene.json.

Requires Pillow (Debian: python3-pil; run with /usr/bin/python3 if the python3
on PATH lacks it). Nothing else: no numpy, no network, no fonts.

Usage:
    Scripts/generate-assets.py [--preview FILE.png]

Output is deterministic: a fixed random seed places the sprites, and the PNGs
carry no timestamp or text chunks, so two runs give byte-identical files.

Every shape is drawn as a coverage mask at SS times its final size, shaded
(diagonal light from the top left, a soft bevel, a thin rim, a faint gloss),
decorated, then downsampled with LANCZOS, which gives anti-aliased edges.
Holes (ring, gear) are real transparency, so a tap there reaches what is below.
"""

import argparse
import json
import math
import random
import sys
from pathlib import Path

try:
    from PIL import Image, ImageChops, ImageDraw, ImageFilter
except ImportError:
    sys.exit("generate-assets.py needs Pillow (Debian: apt-get install python3-pil; "
             "then run it with /usr/bin/python3)")

SS = 4  # supersampling factor
SEED = 20240611
ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "Resources"
IMAGES = RESOURCES / "images"

SCENE_W, SCENE_H = 1280, 800
BACKGROUND = "#1e2430"
TRAY_HEIGHT = 110  # bottom band kept free for the thumbnail tray
MARGIN = 14

SHADOW_TINT = (34, 40, 60)  # shading mixes toward this cool dark, not black
WHITE = (255, 255, 255)


# ---------------------------------------------------------------- colours

def hex_rgb(text):
    text = text.lstrip("#")
    return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4))


def mix(a, b, t):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


# ---------------------------------------------------------------- masks

def new_mask(w, h):
    return Image.new("L", (w * SS, h * SS), 0)


def scaled(points):
    return [(x * SS, y * SS) for x, y in points]


def polygon(mask, points, fill=255):
    ImageDraw.Draw(mask).polygon(scaled(points), fill=fill)
    return mask


def circle(mask, cx, cy, r, fill=255):
    ImageDraw.Draw(mask).ellipse([(cx - r) * SS, (cy - r) * SS, (cx + r) * SS, (cy + r) * SS], fill=fill)
    return mask


def stroke(mask, points, width, fill=255, caps=True):
    """A polyline with round joints and (optionally) round caps."""
    draw = ImageDraw.Draw(mask)
    draw.line(scaled(points), fill=fill, width=max(1, round(width * SS)), joint="curve")
    if caps:
        for x, y in (points[0], points[-1]):
            circle(mask, x, y, width / 2, fill)
    return mask


def ellipse_points(cx, cy, rx, ry, angle_deg=0.0, n=120):
    a = math.radians(angle_deg)
    ca, sa = math.cos(a), math.sin(a)
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x, y = rx * math.cos(t), ry * math.sin(t)
        pts.append((cx + x * ca - y * sa, cy + x * sa + y * ca))
    return pts


def blur(mask, radius_px):
    return mask.filter(ImageFilter.GaussianBlur(radius_px * SS))


def rounded(mask, radius_px):
    """Rounds sharp corners: blur, then a steep ramp around half coverage."""
    return blur(mask, radius_px).point(lambda v: max(0, min(255, (v - 128) * 6 + 128)))


def shift(mask, dx, dy):
    out = Image.new(mask.mode, mask.size, 0)
    out.paste(mask, (round(dx), round(dy)))
    return out


def union(*masks):
    out = masks[0]
    for m in masks[1:]:
        out = ImageChops.lighter(out, m)
    return out


def minus(a, b):
    return ImageChops.subtract(a, b)


def scale_mask(mask, factor):
    return mask.point(lambda v: min(255, round(v * factor)))


def fit(points, w, h, pad):
    """Scales and centres points (any units) into a w×h box with padding."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    sx = (w - 2 * pad) / (max(xs) - min(xs))
    sy = (h - 2 * pad) / (max(ys) - min(ys))
    s = min(sx, sy)
    ox = (w - (max(xs) - min(xs)) * s) / 2 - min(xs) * s
    oy = (h - (max(ys) - min(ys)) * s) / 2 - min(ys) * s
    return [(ox + x * s, oy + y * s) for x, y in points]


def diagonal_gradient(size, bbox):
    """0 at the bbox's top left, 255 at its bottom right (light mostly from above)."""
    x0, y0, x1, y1 = bbox
    gw, gh = max(1, x1 - x0), max(1, y1 - y0)
    vertical = Image.linear_gradient("L").resize((gw, gh))
    horizontal = Image.linear_gradient("L").rotate(90).resize((gw, gh))
    grad = Image.blend(horizontal, vertical, 0.68)
    out = Image.new("L", size, 128)
    out.paste(grad, (x0, y0))
    return out


# ---------------------------------------------------------------- sprites

class Sprite:
    """An RGBA drawing at SS× resolution, built from shaded layers."""

    def __init__(self, w, h):
        self.w, self.h = w, h
        self.img = Image.new("RGBA", (w * SS, h * SS), (0, 0, 0, 0))

    def layer(self, mask, color, bevel=5.0, light=0.30, dark=0.42, rim=0.45, gloss=0.18):
        """Composites a shaded solid shape over what is already drawn."""
        color = hex_rgb(color) if isinstance(color, str) else color
        size = mask.size
        bbox = mask.getbbox()
        if bbox is None:
            return
        lit = mix(color, WHITE, light * 0.55)
        shaded = mix(color, SHADOW_TINT, dark * 0.55)
        rgb = Image.composite(Image.new("RGB", size, shaded), Image.new("RGB", size, lit),
                              diagonal_gradient(size, bbox))

        soft = blur(mask, bevel)
        d = bevel * SS * 0.7
        highlight = ImageChops.multiply(mask, ImageChops.invert(shift(soft, d, d)))
        shadow = ImageChops.multiply(mask, ImageChops.invert(shift(soft, -d, -d)))
        rgb = Image.composite(Image.new("RGB", size, mix(color, WHITE, 0.55)), rgb,
                              scale_mask(highlight, light * 1.6))
        rgb = Image.composite(Image.new("RGB", size, mix(color, SHADOW_TINT, 0.6)), rgb,
                              scale_mask(shadow, dark * 1.4))

        if rim > 0:
            edge = ImageChops.multiply(mask, ImageChops.invert(blur(mask, 0.9)))
            rgb = Image.composite(Image.new("RGB", size, mix(color, SHADOW_TINT, 0.55)), rgb,
                                  scale_mask(edge, rim * 2.0))

        if gloss > 0:
            x0, y0, x1, y1 = bbox
            gw, gh = x1 - x0, y1 - y0
            spot = Image.new("L", size, 0)
            ImageDraw.Draw(spot).ellipse([x0 + gw * 0.14, y0 + gh * 0.08, x0 + gw * 0.56, y0 + gh * 0.42], fill=255)
            spot = spot.filter(ImageFilter.GaussianBlur(min(gw, gh) * 0.12))
            inner = blur(mask, 3).point(lambda v: 255 if v > 200 else v)
            spot = ImageChops.multiply(spot, inner)
            rgb = Image.composite(Image.new("RGB", size, WHITE), rgb, scale_mask(spot, gloss))

        rgba = rgb.convert("RGBA")
        rgba.putalpha(mask)
        self.img = Image.alpha_composite(self.img, rgba)

    def paint(self, mask, color, opacity=1.0, soften=0.0):
        """Tints existing pixels through mask; never changes the alpha (outline stays put)."""
        color = hex_rgb(color) if isinstance(color, str) else color
        if soften:
            mask = blur(mask, soften)
        alpha = self.img.getchannel("A")
        rgb = self.img.convert("RGB")
        rgb = Image.composite(Image.new("RGB", self.img.size, color), rgb, scale_mask(mask, opacity))
        self.img = rgb.convert("RGBA")
        self.img.putalpha(alpha)

    def cut(self, mask):
        alpha = ImageChops.multiply(self.img.getchannel("A"), ImageChops.invert(mask))
        self.img.putalpha(alpha)

    def finish(self, pad=2):
        """Downsamples and crops to the visible pixels plus a small transparent pad."""
        small = self.img.resize((self.w, self.h), Image.LANCZOS)
        alpha = small.getchannel("A").point(lambda v: v if v > 2 else 0)
        small.putalpha(alpha)
        x0, y0, x1, y1 = alpha.getbbox()
        box = (max(0, x0 - pad), max(0, y0 - pad), min(self.w, x1 + pad), min(self.h, y1 + pad))
        small = small.crop(box)
        # Fully transparent pixels get black colour so the encoder sees uniform runs.
        clear = small.getchannel("A").point(lambda v: 255 if v == 0 else 0)
        small.paste((0, 0, 0, 0), mask=clear)
        return small


def facet_tint(sprite, facets, light_dir=(-0.45, -0.89), up=0.30, down=0.24):
    """Lightens or darkens flat facets by how their outward normal faces the light."""
    for pts, normal in facets:
        m = polygon(new_mask(sprite.w, sprite.h), pts)
        dot = normal[0] * light_dir[0] + normal[1] * light_dir[1]
        if dot > 0:
            sprite.paint(m, WHITE, up * dot)
        else:
            sprite.paint(m, SHADOW_TINT, down * -dot)


def outward_normal(a, b, centre):
    ex, ey = b[0] - a[0], b[1] - a[1]
    nx, ny = ey, -ex
    mx, my = (a[0] + b[0]) / 2 - centre[0], (a[1] + b[1]) / 2 - centre[1]
    if nx * mx + ny * my < 0:
        nx, ny = -nx, -ny
    length = math.hypot(nx, ny)
    return nx / length, ny / length


# ---------------------------------------------------------------- the sixteen

def flower():
    s = Sprite(180, 180)
    c = 90
    for i in range(6):
        a = math.radians(i * 60 - 75)
        px, py = c + 44 * math.cos(a), c + 44 * math.sin(a)
        petal = polygon(new_mask(s.w, s.h), ellipse_points(px, py, 42, 25, math.degrees(a)))
        s.layer(petal, "#e993ad", bevel=4, light=0.35, dark=0.35, gloss=0.0)
        crease = stroke(new_mask(s.w, s.h),
                        [(c + 22 * math.cos(a), c + 22 * math.sin(a)), (c + 70 * math.cos(a), c + 70 * math.sin(a))], 2.4)
        s.paint(ImageChops.multiply(crease, petal), "#f8d3de", 0.45, soften=0.8)
    s.layer(circle(new_mask(s.w, s.h), c, c, 25), "#f3c66b", bevel=4, gloss=0.25)
    seeds = new_mask(s.w, s.h)
    for i in range(1, 34):
        r = 3.4 * math.sqrt(i)
        a = math.radians(i * 137.508)
        circle(seeds, c + r * math.cos(a), c + r * math.sin(a), 1.5)
    s.paint(seeds, "#b9803a", 0.55)
    return s.finish()


def star():
    s = Sprite(168, 160)
    cx, cy, R, r = 84, 88, 80, 35
    outer = [(cx + R * math.cos(math.radians(-90 + k * 72)), cy + R * math.sin(math.radians(-90 + k * 72))) for k in range(5)]
    inner = [(cx + r * math.cos(math.radians(-54 + k * 72)), cy + r * math.sin(math.radians(-54 + k * 72))) for k in range(5)]
    pts = [p for k in range(5) for p in (outer[k], inner[k])]
    mask = rounded(polygon(new_mask(s.w, s.h), pts), 2.2)
    s.layer(mask, "#f2c14e", bevel=3, gloss=0.12)
    facets = []
    for k in range(5):
        facets.append(([(cx, cy), outer[k], inner[k]], outward_normal(outer[k], inner[k], (cx, cy))))
        facets.append(([(cx, cy), inner[k - 1], outer[k]], outward_normal(inner[k - 1], outer[k], (cx, cy))))
    facet_tint(s, facets)
    return s.finish()


def ring():
    s = Sprite(150, 150)
    c = 75
    mask = minus(circle(new_mask(s.w, s.h), c, c, 71), circle(new_mask(s.w, s.h), c, c, 39))
    s.layer(mask, "#58b8ad", bevel=6, gloss=0.22)
    return s.finish()


def leaf():
    s = Sprite(200, 118)
    x0, length, cy = 16, 176, 60

    def mid(t):
        return cy + 16 * (2 * t - 1) ** 2 - 8

    def half(t):
        return 42 * math.sin(math.pi * t ** 0.8) ** 0.85

    ts = [i / 100 for i in range(101)]
    upper = [(x0 + length * t, mid(t) - half(t)) for t in ts]
    lower = [(x0 + length * t, mid(t) + half(t)) for t in reversed(ts)]
    mask = polygon(new_mask(s.w, s.h), upper + lower)
    stem = stroke(new_mask(s.w, s.h), [(3, mid(0) + 6), (10, mid(0) + 2), (x0 + 6, mid(0.03))], 3.6)
    s.layer(stem, "#6f9f5e", bevel=1.5, gloss=0)
    s.layer(mask, "#8cc07a", bevel=5, gloss=0.14)
    vein = stroke(new_mask(s.w, s.h), [(x0 + length * t, mid(t)) for t in ts[2:90]], 2.6)
    s.paint(vein, "#e2f0cf", 0.6, soften=0.4)
    side = new_mask(s.w, s.h)
    for t in (0.18, 0.30, 0.42, 0.54, 0.66, 0.78):
        t2 = t + 0.11
        for sign in (-1, 1):
            stroke(side, [(x0 + length * t, mid(t)), (x0 + length * t2, mid(t2) + sign * half(t2) * 0.72)], 1.5)
    s.paint(side, "#e2f0cf", 0.35, soften=0.4)
    return s.finish()


def heart_points(n=200):
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x, y))
    return pts


def heart():
    s = Sprite(150, 140)
    mask = polygon(new_mask(s.w, s.h), fit(heart_points(), s.w, s.h, 5))
    s.layer(mask, "#e8777d", bevel=6, gloss=0.30)
    return s.finish()


def moon():
    s = Sprite(150, 172)
    disc = circle(new_mask(s.w, s.h), 80, 86, 76)
    bite = circle(new_mask(s.w, s.h), 118, 70, 66)
    mask = minus(disc, bite)
    s.layer(mask, "#efe2b2", bevel=5, gloss=0.12)
    for cx, cy, r in ((34, 96, 9), (50, 132, 6), (28, 62, 5), (70, 154, 4)):
        crater = circle(new_mask(s.w, s.h), cx, cy, r)
        s.paint(crater, "#b9ab7c", 0.30, soften=0.6)
        s.paint(minus(circle(new_mask(s.w, s.h), cx + 1.2, cy + 1.2, r), crater), "#fffbea", 0.5, soften=0.4)
    return s.finish()


def gem():
    s = Sprite(152, 134)
    cx, cy, R, r = 76, 67, 72, 38
    outer = [(cx + R * math.cos(math.radians(k * 60)), cy + R * math.sin(math.radians(k * 60))) for k in range(6)]
    inner = [(cx - 3 + r * math.cos(math.radians(k * 60)), cy - 4 + r * math.sin(math.radians(k * 60))) for k in range(6)]
    mask = rounded(polygon(new_mask(s.w, s.h), outer), 1.5)
    s.layer(mask, "#8f97e3", bevel=3, gloss=0.0, light=0.2)
    facets = []
    for k in range(6):
        j = (k + 1) % 6
        facets.append(([outer[k], outer[j], inner[j], inner[k]], outward_normal(outer[k], outer[j], (cx, cy))))
    facet_tint(s, facets, up=0.42, down=0.34)
    table = polygon(new_mask(s.w, s.h), inner)
    s.paint(table, WHITE, 0.10)
    edges = new_mask(s.w, s.h)
    for k in range(6):
        stroke(edges, [outer[k], inner[k]], 1.0)
    stroke(edges, inner + [inner[0]], 1.0)
    s.paint(edges, "#dfe3ff", 0.35, soften=0.3)
    spark = new_mask(s.w, s.h)
    sx, sy = inner[3][0] + 20, inner[3][1] - 12
    polygon(spark, [(sx, sy - 10), (sx + 2.4, sy - 2.4), (sx + 10, sy), (sx + 2.4, sy + 2.4),
                    (sx, sy + 10), (sx - 2.4, sy + 2.4), (sx - 10, sy), (sx - 2.4, sy - 2.4)])
    s.paint(spark, WHITE, 0.85, soften=0.3)
    return s.finish()


def drop():
    s = Sprite(118, 166)
    pts = []
    for i in range(240):
        t = 2 * math.pi * i / 240
        pts.append((math.sin(t) * abs(math.sin(t / 2)) ** 1.35, -math.cos(t)))
    mask = rounded(polygon(new_mask(s.w, s.h), fit(pts, s.w, s.h, 4)), 1.0)
    s.layer(mask, "#66b2e4", bevel=6, gloss=0.12)
    glint = new_mask(s.w, s.h)
    arc = [(59 + 36 * math.cos(math.radians(a)), 108 + 36 * math.sin(math.radians(a))) for a in range(170, 236, 4)]
    stroke(glint, arc, 5.5)
    s.paint(glint, WHITE, 0.55, soften=1.2)
    s.paint(circle(new_mask(s.w, s.h), 40, 136, 3.2), WHITE, 0.45, soften=0.6)
    return s.finish()


def cloud():
    s = Sprite(204, 128)
    m = new_mask(s.w, s.h)
    for cx, cy, r in ((58, 74, 36), (100, 54, 44), (146, 68, 36), (36, 94, 26), (172, 92, 26)):
        circle(m, cx, cy, r)
    ImageDraw.Draw(m).rounded_rectangle([36 * SS, 72 * SS, 172 * SS, 120 * SS], radius=24 * SS, fill=255)
    s.layer(m, "#dce5f0", bevel=7, dark=0.5, gloss=0.12)
    return s.finish()


def butterfly():
    s = Sprite(200, 156)
    c = 100

    def wing(x, y, rx, ry, ang):
        return polygon(new_mask(s.w, s.h), ellipse_points(x, y, rx, ry, ang))

    lower = [wing(c - 36, 106, 32, 24, 40), wing(c + 36, 106, 32, 24, -40)]
    upper = [wing(c - 46, 58, 48, 36, -32), wing(c + 46, 58, 48, 36, 32)]
    for w in lower:
        s.layer(w, "#9a86d4", bevel=4, gloss=0)
    for w in upper:
        s.layer(w, "#b596e0", bevel=4, gloss=0.16)
    spots = new_mask(s.w, s.h)
    for sign in (-1, 1):
        circle(spots, c + sign * 60, 50, 11)
        circle(spots, c + sign * 44, 114, 7)
        for k, (dx, dy) in enumerate(((78, 36), (86, 54), (84, 72))):
            circle(spots, c + sign * dx, dy, 3.2 - k * 0.4)
    s.paint(spots, "#efe4fb", 0.75, soften=0.5)
    veins = new_mask(s.w, s.h)
    for sign in (-1, 1):
        stroke(veins, [(c + sign * 8, 72), (c + sign * 70, 30)], 1.4)
        stroke(veins, [(c + sign * 8, 78), (c + sign * 88, 64)], 1.4)
        stroke(veins, [(c + sign * 8, 88), (c + sign * 52, 122)], 1.4)
    s.paint(veins, "#5d4a8a", 0.22, soften=0.4)
    ant = new_mask(s.w, s.h)
    for sign in (-1, 1):
        stroke(ant, [(c + sign * 2, 34), (c + sign * 10, 18), (c + sign * 22, 8)], 2.0)
        circle(ant, c + sign * 22, 8, 3.6)
    s.layer(ant, "#4e4270", bevel=1, gloss=0, rim=0)
    body = union(polygon(new_mask(s.w, s.h), ellipse_points(c, 84, 7, 44)), circle(new_mask(s.w, s.h), c, 38, 8))
    s.layer(body, "#4e4270", bevel=2.5, light=0.5, gloss=0.2)
    return s.finish()


def shell():
    s = Sprite(196, 140)
    hx, hy = 98, 116
    a0, a1 = -152, -28
    bumps = 9
    edge = []
    for i in range(181):
        a = a0 + (a1 - a0) * i / 180
        u = (a - a0) / (a1 - a0) * bumps
        radius = 92 + 7 * abs(math.sin(math.pi * u)) ** 0.5
        edge.append((hx + radius * math.cos(math.radians(a)), hy + radius * math.sin(math.radians(a)) * 0.98))
    fan = polygon(new_mask(s.w, s.h), [(hx, hy)] + edge)
    ears = polygon(new_mask(s.w, s.h), [(hx - 30, hy - 18), (hx + 30, hy - 18), (hx + 22, hy + 10), (hx - 22, hy + 10)])
    mask = rounded(union(fan, ears), 1.5)
    s.layer(mask, "#f3b28d", bevel=5, gloss=0.16)
    ribs_dark, ribs_light = new_mask(s.w, s.h), new_mask(s.w, s.h)
    for k in range(bumps + 1):
        a = math.radians(a0 + (a1 - a0) * k / bumps)
        p0 = (hx + 14 * math.cos(a), hy + 14 * math.sin(a))
        p1 = (hx + 90 * math.cos(a), hy + 90 * math.sin(a))
        stroke(ribs_dark, [p0, p1], 2.2)
        stroke(ribs_light, [(p0[0] + 2.2, p0[1]), (p1[0] + 2.2, p1[1])], 1.8)
    s.paint(ImageChops.multiply(ribs_dark, mask), "#b86f55", 0.32, soften=0.5)
    s.paint(ImageChops.multiply(ribs_light, mask), "#fff0e4", 0.32, soften=0.5)
    growth = new_mask(s.w, s.h)
    for radius in (34, 54, 74):
        ImageDraw.Draw(growth).arc([(hx - radius) * SS, (hy - radius) * SS, (hx + radius) * SS, (hy + radius) * SS],
                                   a0 + 4, a1 - 4, fill=255, width=round(1.3 * SS))
    s.paint(growth, "#b86f55", 0.16, soften=0.5)
    return s.finish()


def sun():
    s = Sprite(200, 200)
    c = 100
    rays = new_mask(s.w, s.h)
    for k in range(12):
        a = math.radians(k * 30 - 90)
        tip = 94 if k % 2 == 0 else 80
        half = math.radians(9 if k % 2 == 0 else 8)
        polygon(rays, [(c + 52 * math.cos(a - half), c + 52 * math.sin(a - half)),
                       (c + tip * math.cos(a), c + tip * math.sin(a)),
                       (c + 52 * math.cos(a + half), c + 52 * math.sin(a + half))])
    s.layer(rounded(rays, 1.8), "#f4a65e", bevel=2.5, gloss=0)
    s.layer(circle(new_mask(s.w, s.h), c, c, 54), "#f8c86b", bevel=7, gloss=0.26)
    ring_line = minus(circle(new_mask(s.w, s.h), c, c, 44), circle(new_mask(s.w, s.h), c, c, 41.5))
    s.paint(ring_line, "#fde7b4", 0.35, soften=0.8)
    return s.finish()


def fish():
    s = Sprite(204, 128)
    cy = 66
    x_tail, x_nose = 54, 194

    def half(t):  # t: 0 at the tail joint, 1 at the nose
        return 44 * math.sin(math.pi * (0.08 + 0.92 * t) ** 0.75) ** 0.9 + 4

    ts = [i / 100 for i in range(101)]
    top = [(x_tail + (x_nose - x_tail) * t, cy - half(t)) for t in ts]
    bottom = [(x_tail + (x_nose - x_tail) * t, cy + half(t) * 0.92) for t in reversed(ts)]
    body = rounded(polygon(new_mask(s.w, s.h), top + bottom), 2.5)
    tail = rounded(polygon(new_mask(s.w, s.h), [(66, cy), (12, cy - 40), (30, cy), (12, cy + 40)]), 3.0)
    dorsal = rounded(polygon(new_mask(s.w, s.h), [(92, cy - 38), (118, cy - 62), (150, cy - 52), (150, cy - 30)]), 2.5)
    belly = rounded(polygon(new_mask(s.w, s.h), [(104, cy + 34), (96, cy + 56), (126, cy + 40)]), 2.0)
    for fin in (tail, dorsal, belly):
        s.layer(fin, "#e07d5a", bevel=3, gloss=0)
    s.layer(body, "#f39a6c", bevel=6, gloss=0.2)
    fin_lines = new_mask(s.w, s.h)
    for dy in (-24, -10, 10, 24):
        stroke(fin_lines, [(28, cy + dy * 0.3), (16, cy + dy * 1.3)], 1.4)
    s.paint(ImageChops.multiply(fin_lines, tail), "#b85a3e", 0.35, soften=0.4)
    gill = new_mask(s.w, s.h)
    ImageDraw.Draw(gill).arc([118 * SS, (cy - 34) * SS, 150 * SS, (cy + 34) * SS], -70, 70, fill=255, width=round(2.2 * SS))
    s.paint(ImageChops.multiply(gill, body), "#b85a3e", 0.4, soften=0.4)
    scales = new_mask(s.w, s.h)
    for row, y in enumerate((cy - 18, cy, cy + 18)):
        for col in range(4):
            x = 76 + col * 14 + (7 if row % 2 else 0)
            ImageDraw.Draw(scales).arc([(x - 8) * SS, (y - 8) * SS, (x + 8) * SS, (y + 8) * SS], -70, 70,
                                       fill=255, width=round(1.3 * SS))
    s.paint(ImageChops.multiply(scales, body), "#fbd3bb", 0.35, soften=0.3)
    eye = circle(new_mask(s.w, s.h), 166, cy - 10, 8.5)
    s.paint(eye, "#fbf5ee", 1.0)
    s.paint(circle(new_mask(s.w, s.h), 168, cy - 10, 4.8), "#2b2f3d", 1.0)
    s.paint(circle(new_mask(s.w, s.h), 166.5, cy - 11.8, 1.6), WHITE, 0.95)
    return s.finish()


def clover():
    s = Sprite(168, 184)
    cx, cy = 84, 78
    stem = stroke(new_mask(s.w, s.h), [(cx + 2, cy + 10), (cx + 8, cy + 50), (cx + 18, cy + 80), (cx + 32, cy + 100)], 6.0)
    s.layer(stem, "#4f9f6a", bevel=2, gloss=0)
    hp = heart_points()
    for k in range(4):
        a = math.radians(45 + 90 * k)
        dx, dy = math.cos(a), math.sin(a)
        px, py = -dy, dx
        sc = 2.15
        pts = [(cx + dx * (4 + (17 - y) * sc) + px * x * sc, cy + dy * (4 + (17 - y) * sc) + py * x * sc) for x, y in hp]
        leaflet = polygon(new_mask(s.w, s.h), pts)
        s.layer(leaflet, "#62bb84", bevel=4, gloss=0.14)
        crease = stroke(new_mask(s.w, s.h), [(cx + dx * 10, cy + dy * 10), (cx + dx * 50, cy + dy * 50)], 1.8)
        s.paint(ImageChops.multiply(crease, leaflet), "#d8f1df", 0.4, soften=0.4)
    s.layer(circle(new_mask(s.w, s.h), cx, cy, 5), "#57ab76", bevel=1.5, gloss=0)
    return s.finish()


def bolt():
    s = Sprite(124, 184)
    pts = [(62, 4), (14, 102), (54, 102), (36, 180), (108, 70), (66, 70), (96, 4)]
    mask = rounded(polygon(new_mask(s.w, s.h), pts), 2.0)
    s.layer(mask, "#f6d55c", bevel=4, gloss=0.18)
    facets = [([(62, 4), (14, 102), (54, 102), (66, 70), (96, 4)], (-0.8, -0.6))]
    facet_tint(s, facets, up=0.12)
    return s.finish()


def gear():
    s = Sprite(176, 176)
    c = 88
    teeth, R, root = 10, 84, 67
    pts = []
    step = 360 / teeth
    for k in range(teeth):
        a = k * step
        for ang, rad in ((a - step / 2, root), (a - 11, root), (a - 7, R), (a + 7, R), (a + 11, root)):
            pts.append((c + rad * math.cos(math.radians(ang)), c + rad * math.sin(math.radians(ang))))
    mask = rounded(polygon(new_mask(s.w, s.h), pts), 1.6)
    holes = circle(new_mask(s.w, s.h), c, c, 15)
    for k in range(5):
        a = math.radians(-90 + 36 + k * 72)
        circle(holes, c + 42 * math.cos(a), c + 42 * math.sin(a), 12.5)
    mask = minus(mask, holes)
    s.layer(mask, "#97aac4", bevel=4, gloss=0.14)
    recess = minus(circle(new_mask(s.w, s.h), c, c, 58), circle(new_mask(s.w, s.h), c, c, 25))
    s.paint(ImageChops.multiply(recess, mask), SHADOW_TINT, 0.12, soften=0.5)
    lip = minus(circle(new_mask(s.w, s.h), c + 1, c + 1, 58), circle(new_mask(s.w, s.h), c, c, 58))
    s.paint(ImageChops.multiply(lip, mask), WHITE, 0.35, soften=0.4)
    return s.finish()


SPRITES = {
    "flower": flower, "star": star, "ring": ring, "leaf": leaf,
    "heart": heart, "moon": moon, "gem": gem, "drop": drop,
    "cloud": cloud, "butterfly": butterfly, "shell": shell, "sun": sun,
    "fish": fish, "clover": clover, "bolt": bolt, "gear": gear,
}


def reset_button():
    """A pill with a clockwise circular arrow; a draggable control, not one of the sixteen."""
    s = Sprite(152, 58)
    pill = new_mask(s.w, s.h)
    ImageDraw.Draw(pill).rounded_rectangle([2 * SS, 2 * SS, 150 * SS, 56 * SS], radius=27 * SS, fill=255)
    s.layer(pill, "#46587a", bevel=4, light=0.4, gloss=0.14)
    icon = new_mask(s.w, s.h)
    cx, cy, r, width = 76, 29, 12.5, 4.2
    start, end = -20, 260
    ImageDraw.Draw(icon).arc([(cx - r) * SS, (cy - r) * SS, (cx + r) * SS, (cy + r) * SS], start, end,
                             fill=255, width=round(width * SS))
    a = math.radians(start)
    circle(icon, cx + (r - width / 2) * math.cos(a), cy + (r - width / 2) * math.sin(a), width / 2)
    e = math.radians(end)
    rc = r - width / 2
    ex, ey = cx + rc * math.cos(e), cy + rc * math.sin(e)
    tx, ty = -math.sin(e), math.cos(e)  # direction of travel (clockwise on screen)
    nx, ny = math.cos(e), math.sin(e)
    polygon(icon, [(ex + tx * 7.5, ey + ty * 7.5), (ex + nx * 7 - tx * 1.5, ey + ny * 7 - ty * 1.5),
                   (ex - nx * 7 - tx * 1.5, ey - ny * 7 - ty * 1.5)])
    s.paint(shift(icon, 0.8 * SS, 1.2 * SS), "#28324a", 0.55, soften=0.8)
    s.paint(icon, "#eef2f8", 1.0)
    return s.finish(pad=0)


def paint_button():
    """A pill with a brush: the draggable control that turns paint mode on and off."""
    s = Sprite(152, 58)
    pill = new_mask(s.w, s.h)
    ImageDraw.Draw(pill).rounded_rectangle([2 * SS, 2 * SS, 150 * SS, 56 * SS], radius=27 * SS, fill=255)
    s.layer(pill, "#6a4f7a", bevel=4, light=0.4, gloss=0.14)
    icon = new_mask(s.w, s.h)
    # A brush handle leaning right, its ferrule, and a tapered tip leaving a short wavy stroke.
    handle = [(88, 12), (93, 16), (80, 33), (75, 29)]
    polygon(icon, handle)
    polygon(icon, [(75, 29), (80, 33), (76, 37), (71, 33)])
    polygon(icon, [(71, 33), (76, 37), (66, 44)])
    stroke(icon, [(52, 46), (56, 43), (60, 45), (63, 43)], 2.6)
    s.paint(shift(icon, 0.8 * SS, 1.2 * SS), "#2e2238", 0.55, soften=0.8)
    s.paint(icon, "#f6eefa", 1.0)
    return s.finish(pad=0)


CONTROLS = [
    # (id, image, x, y, action): draggable buttons above the tray, on top of everything.
    ("button-paint", "button-paint", 1010, 664, "paint"),
    ("button-reset", "button-reset", 1180, 664, "reset"),
]


# ---------------------------------------------------------------- scene

def rotated_half_extents(w, h, scale, rotation):
    a = math.radians(rotation)
    ca, sa = abs(math.cos(a)), abs(math.sin(a))
    return (w * ca + h * sa) * scale / 2, (w * sa + h * ca) * scale / 2


def inside(x, y, hx, hy):
    return (MARGIN + hx <= x <= SCENE_W - MARGIN - hx and
            MARGIN + hy <= y <= SCENE_H - TRAY_HEIGHT - MARGIN - hy)


def layout(sizes, rng):
    """Places the sprites on a jittered 5×3 grid above the tray, one per cell.

    Each sprite moves within the room its cell leaves it, so the scene looks loose but balanced.
    The star and the ring share a cell: the ring lies over the star's upper-right arm, so that
    arm shows through the hole and a tap in the hole reaches the star.
    """
    cols, rows = 5, 3
    cell_w = (SCENE_W - 2 * MARGIN) / cols
    cell_h = (SCENE_H - TRAY_HEIGHT - 2 * MARGIN) / rows
    poses = {}
    for name in sizes:
        cap = 215 / max(sizes[name])  # keep big images from crowding their neighbours
        poses[name] = {"scale": round(min(rng.uniform(0.8, 1.2), cap), 2),
                       "rotation": round(rng.uniform(-20, 20), 1)}
    poses["star"].update(scale=1.1, rotation=round(rng.uniform(-12, 12), 1))
    poses["ring"]["scale"] = 0.95

    cells = [(c, r) for r in range(rows) for c in range(cols)]
    pair_cell = rng.choice([(0, 2), (4, 2), (0, 0), (1, 2), (3, 2)])
    cells.remove(pair_cell)
    others = [n for n in sizes if n not in ("star", "ring")]
    rng.shuffle(others)

    def place(name, col, row, spread=0.75):
        w, h = sizes[name]
        hx, hy = rotated_half_extents(w, h, poses[name]["scale"], poses[name]["rotation"])
        cx = MARGIN + (col + 0.5) * cell_w
        cy = MARGIN + (row + 0.5) * cell_h
        room_x = max(0.0, cell_w / 2 - hx) * spread + 10
        room_y = max(0.0, cell_h / 2 - hy) * spread + 10
        x = min(max(cx + rng.uniform(-room_x, room_x), MARGIN + hx), SCENE_W - MARGIN - hx)
        y = min(max(cy + rng.uniform(-room_y, room_y), MARGIN + hy), SCENE_H - TRAY_HEIGHT - MARGIN - hy)
        poses[name].update(x=x, y=y)

    for name, (col, row) in zip(others, cells):
        place(name, col, row)

    # The pair: star centre set back so the star+ring group is centred in its cell.
    col, row = pair_cell
    arm = math.radians(-90 + 72 + poses["star"]["rotation"])
    reach = 66 * poses["star"]["scale"]
    cx = MARGIN + (col + 0.5) * cell_w - reach / 2 * math.cos(arm)
    cy = MARGIN + (row + 0.5) * cell_h - reach / 2 * math.sin(arm)
    for _ in range(50):
        sx, sy = cx + rng.uniform(-12, 12), cy + rng.uniform(-12, 12)
        rx, ry = sx + reach * math.cos(arm), sy + reach * math.sin(arm)
        sw, sh = sizes["star"]
        rw, rh = sizes["ring"]
        if (inside(sx, sy, *rotated_half_extents(sw, sh, poses["star"]["scale"], poses["star"]["rotation"])) and
                inside(rx, ry, *rotated_half_extents(rw, rh, poses["ring"]["scale"], poses["ring"]["rotation"]))):
            break
    else:
        raise SystemExit("could not fit the star and ring pair")
    poses["star"].update(x=sx, y=sy)
    poses["ring"].update(x=rx, y=ry)
    return poses


def write_scene(sizes, poses, path):
    order = list(SPRITES)  # file order is z order: ring comes after star, so it lies above
    lines = []
    for name in order:
        p = poses[name]
        entry = {"id": name, "image": f"images/{name}.png", "x": round(p["x"]), "y": round(p["y"]),
                 "scale": p["scale"], "rotation": p["rotation"], "inertia": True}
        lines.append("    " + json.dumps(entry))
    for control_id, image, x, y, action in CONTROLS:
        entry = {"id": control_id, "image": f"images/{image}.png", "x": x, "y": y,
                 "gestures": ["drag"], "action": action}
        lines.append("    " + json.dumps(entry))
    text = ('{\n  "width": %d,\n  "height": %d,\n  "background": "%s",\n  "sprites": [\n%s\n  ]\n}\n'
            % (SCENE_W, SCENE_H, BACKGROUND, ",\n".join(lines)))
    json.loads(text)  # guard: must be valid JSON
    path.write_text(text)


def render_preview(scene_path, out_path):
    scene = json.loads(scene_path.read_text())
    canvas = Image.new("RGBA", (scene["width"], scene["height"]), BACKGROUND)
    for sp in scene["sprites"]:
        img = Image.open(scene_path.parent / sp["image"]).convert("RGBA")
        scale = sp.get("scale", 1.0)
        img = img.resize((max(1, round(img.width * scale)), max(1, round(img.height * scale))), Image.LANCZOS)
        img = img.rotate(-sp.get("rotation", 0.0), resample=Image.BICUBIC, expand=True)
        layer = Image.new("RGBA", canvas.size, (0, 0, 0, 0))
        layer.paste(img, (round(sp["x"] - img.width / 2), round(sp["y"] - img.height / 2)))
        canvas = Image.alpha_composite(canvas, layer)
    tray = ImageDraw.Draw(canvas)
    tray.line([(0, scene["height"] - TRAY_HEIGHT), (scene["width"], scene["height"] - TRAY_HEIGHT)], fill="#2c3446", width=1)
    canvas.convert("RGB").save(out_path)


def save_png(img, path):
    img.save(path, format="PNG", optimize=True)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--preview", metavar="FILE.png", help="also composite the scene into this image")
    args = parser.parse_args(argv)

    IMAGES.mkdir(parents=True, exist_ok=True)
    sizes = {}
    for name, draw in SPRITES.items():
        img = draw()
        save_png(img, IMAGES / f"{name}.png")
        sizes[name] = img.size
    save_png(reset_button(), IMAGES / "button-reset.png")
    save_png(paint_button(), IMAGES / "button-paint.png")

    rng = random.Random(SEED)
    poses = layout(sizes, rng)
    scene_path = RESOURCES / "default-scene.json"
    write_scene(sizes, poses, scene_path)
    if args.preview:
        render_preview(scene_path, args.preview)
    for name, (w, h) in sizes.items():
        print(f"{name:10s} {w:4d}x{h:<4d} {(IMAGES / f'{name}.png').stat().st_size:6d} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
