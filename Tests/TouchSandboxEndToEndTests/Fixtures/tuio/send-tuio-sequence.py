#!/usr/bin/env python3
"""Sends a TUIO 1.1 session to 127.0.0.1:PORT with two real third-party senders, and prints how many datagrams.

First python-osc, bundling frames by hand as TUIO trackers do (source, alive, set, fseq), with a late frame, an
fseq -1 frame and a /tuio/2Dobj message; then python-tuio's TuioServer from its own socket (so another source,
told apart by address): no source name, alive for 2Dcur, 2Dblb and 2Dobj in every bundle, and fseq -1.
"""
import sys

from pythonosc.osc_bundle_builder import IMMEDIATELY, OscBundleBuilder
from pythonosc.osc_message_builder import OscMessageBuilder
from pythonosc.udp_client import UDPClient
from pythontuio import Cursor, TuioServer

port = int(sys.argv[1])
sent = 0


def message(address, *arguments):
    builder = OscMessageBuilder(address=address)
    for argument in arguments:
        builder.add_arg(argument)
    return builder.build()


def frame(client, alive, sets, fseq):
    global sent
    bundle = OscBundleBuilder(IMMEDIATELY)
    bundle.add_content(message("/tuio/2Dcur", "source", "python-osc@test"))
    bundle.add_content(message("/tuio/2Dcur", "alive", *alive))
    for session, x, y in sets:
        bundle.add_content(message("/tuio/2Dcur", "set", session, x, y, 0.0, 0.0, 0.0))
    bundle.add_content(message("/tuio/2Dcur", "fseq", fseq))
    client.send(bundle.build())
    sent += 1


client = UDPClient("127.0.0.1", port)
frame(client, [7], [], 1)
frame(client, [7], [(7, 0.25, 0.5)], 2)
frame(client, [7, 8], [(7, 0.5, 0.5), (8, 0.75, 0.25)], 3)
frame(client, [], [], 2)  # late: frame 3 was already applied
frame(client, [8], [(8, 0.75, 0.5)], 4)
frame(client, [8], [(8, 0.625, 0.5)], -1)
client.send(message("/tuio/2Dobj", "alive", 3))
sent += 1
frame(client, [], [], 5)

server = TuioServer("127.0.0.1", port)
cursor = Cursor(1)
cursor.position = (0.125, 0.875)
server.cursors.append(cursor)
server.send_bundle()
cursor.position = (0.25, 0.875)
server.send_bundle()
server.cursors.clear()
server.send_bundle()
sent += 3

print(f"sent {sent}")
