#!/usr/bin/env python3
"""Sends a two-finger pinch as TUIO 1.1 with python-osc to 127.0.0.1:PORT, as a phone app would: for 0.5 s, 60 frames
a second, two cursors centred on (CX, CY) in a WIDTH x HEIGHT window spread from FROM px to TO px apart horizontally;
then both leave (an empty alive). Each frame is one bundle: source, alive, set per cursor, fseq.

  send-tuio-pinch.py PORT CX CY FROM TO WIDTH HEIGHT
"""
import sys
import time

from pythonosc import osc_bundle_builder, osc_message_builder, udp_client

port = int(sys.argv[1])
cx, cy, start, end, width, height = (float(value) for value in sys.argv[2:8])
client = udp_client.UDPClient("127.0.0.1", port)


def message(*arguments):
    builder = osc_message_builder.OscMessageBuilder(address="/tuio/2Dcur")
    for argument in arguments:
        builder.add_arg(argument)
    return builder.build()


def frame(sequence, cursors):
    bundle = osc_bundle_builder.OscBundleBuilder(osc_bundle_builder.IMMEDIATELY)
    bundle.add_content(message("source", "python-osc@pinch"))
    bundle.add_content(message("alive", *[session for session, _, _ in cursors]))
    for session, x, y in cursors:
        bundle.add_content(message("set", session, x / width, y / height, 0.0, 0.0, 0.0))
    bundle.add_content(message("fseq", sequence))
    client.send(bundle.build())


frames = 30
for step in range(frames + 1):
    half = (start + (end - start) * step / frames) / 2
    frame(step + 1, [(7, cx - half, cy), (8, cx + half, cy)])
    time.sleep(1 / 60)
frame(frames + 2, [])
time.sleep(0.05)
frame(frames + 3, [])
print("sent", frames + 3)
