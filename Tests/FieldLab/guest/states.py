#!/usr/bin/env python3
"""Reads and compares the app's state documents (docs/formats.md) for the field lab's scenarios.

  states.py value FILE EXPRESSION        prints EXPRESSION evaluated over `state` (e.g. state['touches']['active'])
  states.py same FILE REFERENCE TOLERANCE
      exit 0 when FILE ends as REFERENCE does: the same sprites, each pose within TOLERANCE pixels (every corner
      of each sprite's box lands within TOLERANCE of its place in REFERENCE, so scale and turn count as the
      pixels they move), the same touch counters, taps and gestures; else exit 1 naming each difference.
  states.py pose FILE SPRITE X Y TOLERANCE
      exit 0 when SPRITE's centre is within TOLERANCE pixels of (X, Y); else exit 1 saying where it is."""
import json
import math
import sys


def load(path):
    with open(path) as f:
        return json.load(f)


def corners(sprite):
    """The four corners of the sprite's box in scene pixels."""
    half_width = sprite["width"] * sprite["scale"] / 2
    half_height = sprite["height"] * sprite["scale"] / 2
    angle = math.radians(sprite["rotation"])
    cos, sin = math.cos(angle), math.sin(angle)
    return [(sprite["x"] + dx * cos - dy * sin, sprite["y"] + dx * sin + dy * cos)
            for dx, dy in ((-half_width, -half_height), (half_width, -half_height),
                           (half_width, half_height), (-half_width, half_height))]


def pose_distance(a, b):
    return max(math.dist(p, q) for p, q in zip(corners(a), corners(b)))


def same(path, reference_path, tolerance):
    state, reference = load(path), load(reference_path)
    differences = []
    sprites = {s["id"]: s for s in state["sprites"]}
    expected = {s["id"]: s for s in reference["sprites"]}
    if sorted(sprites) != sorted(expected):
        differences.append(f"sprites {sorted(sprites)} against {sorted(expected)}")
    worst = 0.0
    for name in sorted(set(sprites) & set(expected)):
        distance = pose_distance(sprites[name], expected[name])
        worst = max(worst, distance)
        if distance > tolerance:
            s, e = sprites[name], expected[name]
            differences.append(
                f"{name} at ({s['x']:.2f}, {s['y']:.2f}) scale {s['scale']:.4f} rotation {s['rotation']:.2f}, "
                f"expected ({e['x']:.2f}, {e['y']:.2f}) scale {e['scale']:.4f} rotation {e['rotation']:.2f}: "
                f"{distance:.2f} px off")
    for key in ("active", "totalContacts", "maxSimultaneous", "cancelled"):
        if state["touches"].get(key) != reference["touches"].get(key):
            differences.append(f"touches.{key} {state['touches'].get(key)} against {reference['touches'].get(key)}")
    for key in ("taps", "gestures"):
        if len(state.get(key, [])) != len(reference.get(key, [])):
            differences.append(f"{len(state.get(key, []))} {key} against {len(reference.get(key, []))}: "
                               f"{state.get(key)} against {reference.get(key)}")
    print(f"largest pose difference {worst:.4f} px")
    for difference in differences:
        print(difference)
    return 1 if differences else 0


def pose(path, name, x, y, tolerance):
    sprites = {s["id"]: s for s in load(path)["sprites"]}
    if name not in sprites:
        print(f"no sprite {name} in {path}")
        return 1
    sprite = sprites[name]
    distance = math.dist((sprite["x"], sprite["y"]), (x, y))
    print(f"{name} at ({sprite['x']:.2f}, {sprite['y']:.2f}), expected ({x:.2f}, {y:.2f}): {distance:.3f} px off")
    return 0 if distance <= tolerance else 1


def main(arguments):
    command = arguments[0]
    if command == "value":
        state = load(arguments[1])
        print(eval(arguments[2], {"state": state, "len": len, "round": round}))
        return 0
    if command == "same":
        return same(arguments[1], arguments[2], float(arguments[3]))
    if command == "pose":
        return pose(arguments[1], arguments[2], float(arguments[3]), float(arguments[4]), float(arguments[5]))
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
