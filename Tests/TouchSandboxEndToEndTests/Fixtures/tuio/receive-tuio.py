#!/usr/bin/env python3
"""Receives TUIO on 127.0.0.1 (a free port, written to PORT_FILE) until an /end message, decoding every datagram
with python-osc and feeding python-tuio's TUIO client dispatcher; writes what they saw to RESULT_FILE as JSON.

  datagrams: per datagram, its size and its messages as [address, arguments...], as python-osc parsed them
  events:    python-tuio's listener callbacks, [kind, session id, x, y] with kind add, update or remove
"""
import json
import os
import socket
import sys

from pythonosc.osc_bundle import OscBundle
from pythonosc.osc_packet import OscPacket
from pythontuio import TuioListener
from pythontuio.dispatcher import TuioDispatcher

port_file, result_file = sys.argv[1], sys.argv[2]
events = []


class Recorder(TuioListener):
    def add_tuio_cursor(self, cursor):
        events.append(["add", cursor.session_id, *cursor.position])

    def update_tuio_cursor(self, cursor):
        events.append(["update", cursor.session_id, *cursor.position])

    def remove_tuio_cursor(self, cursor):
        events.append(["remove", cursor.session_id, *cursor.position])


dispatcher = TuioDispatcher()
dispatcher.add_listener(Recorder())
receiver = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
receiver.bind(("127.0.0.1", 0))
receiver.settimeout(20)
with open(port_file + ".tmp", "w") as handle:
    handle.write(str(receiver.getsockname()[1]))
os.rename(port_file + ".tmp", port_file)

datagrams = []
while True:
    data, sender = receiver.recvfrom(65535)
    messages = [timed.message for timed in OscPacket(data).messages]
    if any(message.address == "/end" for message in messages):
        break
    datagrams.append({
        "size": len(data),
        "bundle": OscBundle.dgram_is_bundle(data),
        "messages": [[message.address, *message.params] for message in messages],
    })
    dispatcher.call_handlers_for_packet(data, sender)

with open(result_file, "w") as handle:
    # TUIO 2.0's frm carries an OSC time tag, which python-osc reads as (datetime, fraction): the datetime as Unix seconds.
    json.dump({"datagrams": datagrams, "events": events}, handle, default=lambda value: value.timestamp())
