#!/usr/bin/env python3
"""Sends a two-finger pinch as TUIO 2.0 with python-osc to 127.0.0.1:PORT, as the TUIO 2.0 reference server lays out
its frames: for 0.5 s, 60 frames a second, two pointers centred on (CX, CY) in a WIDTH x HEIGHT window spread from
FROM px to TO px apart horizontally; then both leave (an empty alv), and the closing frame is sent again.

Each frame is one bundle: /tuio2/frm (frame id, OSC time tag, dimension WIDTH << 16 | HEIGHT, source), one
/tuio2/ptr per pointer (s_id, tu_id = user 1 << 16 | type 1, c_id 0, x, y, angle, shear, radius, press, then the
velocities and accelerations: 3 int32 and 11 float32), /tuio2/alv last. Frame ids start at 0 and the closing frames
are 0 too, as the reference server's. python-osc reads time tags but cannot write them: frm is written by hand.

  send-tuio2-pinch.py PORT CX CY FROM TO WIDTH HEIGHT
"""
import struct
import sys
import time

from pythonosc import osc_bundle_builder, osc_message_builder, udp_client
from pythonosc.osc_message import OscMessage

port = int(sys.argv[1])
cx, cy, start, end, width, height = (float(value) for value in sys.argv[2:8])
client = udp_client.UDPClient("127.0.0.1", port)
NTP_EPOCH = 2208988800


def osc_string(text):
    data = text.encode() + b"\x00"
    return data + b"\x00" * (-len(data) % 4)


def frm(frame_id):
    now = time.time() + NTP_EPOCH
    seconds, fraction = int(now), int((now % 1) * 2**32)
    dimension = int(width) << 16 | int(height)
    return OscMessage(osc_string("/tuio2/frm") + osc_string(",itis")
                      + struct.pack(">iIIi", frame_id, seconds, fraction, dimension) + osc_string("python-osc@tuio2"))


def message(address, *arguments):
    builder = osc_message_builder.OscMessageBuilder(address=address)
    for value, kind in arguments:
        builder.add_arg(value, kind)
    return builder.build()


def frame(frame_id, pointers):
    bundle = osc_bundle_builder.OscBundleBuilder(osc_bundle_builder.IMMEDIATELY)
    bundle.add_content(frm(frame_id))
    for session, x, y in pointers:
        floats = [x / width, y / height, 0.0, 0.0, 0.01, 0.8, 0.0, 0.0, 0.0, 0.0, 0.0]
        bundle.add_content(message("/tuio2/ptr", (session, "i"), (1 << 16 | 1, "i"), (0, "i"), *[(value, "f") for value in floats]))
    bundle.add_content(message("/tuio2/alv", *[(session, "i") for session, _, _ in pointers]))
    client.send(bundle.build())


frames = 30
for step in range(frames + 1):
    half = (start + (end - start) * step / frames) / 2
    frame(step, [(7, cx - half, cy), (8, cx + half, cy)])
    time.sleep(1 / 60)
frame(0, [])
time.sleep(0.05)
frame(0, [])
print("sent", frames + 3)
