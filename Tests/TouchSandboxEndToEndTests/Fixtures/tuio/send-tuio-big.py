#!/usr/bin/env python3
"""Sends one TUIO 1.1 cursor and then one TUIO 2.0 pointer to 127.0.0.1:PORT whose position is VALUE (e.g. 1e19, a
float32 far beyond 0...1) in some frames: each lands at (0.5, 0.5), moves to x = VALUE, then y = VALUE, then to
(0.25, 0.25), and leaves (an empty alive / alv). Prints "sent N".

  send-tuio-big.py PORT VALUE
"""
import struct
import sys
import time

from pythonosc import osc_bundle_builder, osc_message_builder, udp_client
from pythonosc.osc_message import OscMessage

port, value = int(sys.argv[1]), float(sys.argv[2])
client = udp_client.UDPClient("127.0.0.1", port)
NTP_EPOCH = 2208988800
positions = [(0.5, 0.5), (value, 0.5), (0.5, value), (0.25, 0.25)]


def message(address, *arguments):
    builder = osc_message_builder.OscMessageBuilder(address=address)
    for argument, kind in arguments:
        builder.add_arg(argument, kind)
    return builder.build()


def osc_string(text):
    data = text.encode() + b"\x00"
    return data + b"\x00" * (-len(data) % 4)


def tuio1(fseq, cursors):
    bundle = osc_bundle_builder.OscBundleBuilder(osc_bundle_builder.IMMEDIATELY)
    bundle.add_content(message("/tuio/2Dcur", ("source", "s"), ("big@tuio1", "s")))
    bundle.add_content(message("/tuio/2Dcur", ("alive", "s"), *[(1, "i") for _ in cursors]))
    for x, y in cursors:
        bundle.add_content(message("/tuio/2Dcur", ("set", "s"), (1, "i"), (x, "f"), (y, "f"), (0.0, "f"), (0.0, "f"), (0.0, "f")))
    bundle.add_content(message("/tuio/2Dcur", ("fseq", "s"), (fseq, "i")))
    client.send(bundle.build())


def tuio2(frame_id, pointers):
    now = time.time() + NTP_EPOCH
    frm = OscMessage(osc_string("/tuio2/frm") + osc_string(",itis")
                     + struct.pack(">iIIi", frame_id, int(now), int((now % 1) * 2**32), 1280 << 16 | 800) + osc_string("big@tuio2"))
    bundle = osc_bundle_builder.OscBundleBuilder(osc_bundle_builder.IMMEDIATELY)
    bundle.add_content(frm)
    for x, y in pointers:
        floats = [x, y, 0.0, 0.0, 0.01, 0.8]
        bundle.add_content(message("/tuio2/ptr", (7, "i"), (1 << 16 | 1, "i"), (0, "i"), *[(f, "f") for f in floats]))
    bundle.add_content(message("/tuio2/alv", *[(7, "i") for _ in pointers]))
    client.send(bundle.build())


sent = 0
for index, position in enumerate(positions + [None]):
    tuio1(index + 1, [position] if position else [])
    sent += 1
    time.sleep(0.05)
for index, position in enumerate(positions + [None]):
    tuio2(index + 1, [position] if position else [])
    sent += 1
    time.sleep(0.05)
print("sent", sent)
