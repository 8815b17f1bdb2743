#!/usr/bin/env python3
"""Drags one TUIO 1.1 cursor with python-osc to HOST:PORT, as a tracker would: it lands at (X0, Y0) of a WIDTH x HEIGHT
screen, moves in a straight line to (X1, Y1) over SECONDS, 60 frames a second, holds still 0.3 s and leaves (an
empty alive). Each frame is one bundle: source, alive, set, fseq. Prints the frames sent.

  send-tuio-drag.py HOST PORT X0 Y0 X1 Y1 WIDTH HEIGHT SECONDS
"""
import sys
import time

from pythonosc import osc_bundle_builder, osc_message_builder, udp_client

host, port = sys.argv[1], int(sys.argv[2])
x0, y0, x1, y1, width, height, seconds = (float(value) for value in sys.argv[3:10])
client = udp_client.UDPClient(host, port)


def message(*arguments):
    builder = osc_message_builder.OscMessageBuilder(address="/tuio/2Dcur")
    for argument in arguments:
        builder.add_arg(argument)
    return builder.build()


sent = 0


def frame(cursor):
    global sent
    sent += 1
    bundle = osc_bundle_builder.OscBundleBuilder(osc_bundle_builder.IMMEDIATELY)
    bundle.add_content(message("source", "python-osc@drag"))
    bundle.add_content(message("alive", *([5] if cursor else [])))
    if cursor:
        bundle.add_content(message("set", 5, cursor[0] / width, cursor[1] / height, 0.0, 0.0, 0.0))
    bundle.add_content(message("fseq", sent))
    client.send(bundle.build())


frames = max(1, int(seconds * 60))
for step in range(frames + 1):
    frame((x0 + (x1 - x0) * step / frames, y0 + (y1 - y0) * step / frames))
    time.sleep(1 / 60)
for _ in range(18):
    frame((x1, y1))
    time.sleep(1 / 60)
frame(None)
time.sleep(0.05)
frame(None)
print("sent", sent)
