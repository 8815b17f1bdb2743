#!/usr/bin/env python3
"""Listens for the TUIO 1.1 bundles the app sends with --tuio-send 127.0.0.1:PORT and appends one line per bundle to
FILE: `UPTIME ALIVE` (how many touches the app has down as it drew that frame). A scenario reads it to know the app
has taken in a finger's landing. Runs until killed.
Usage: tuio-watch.py PORT FILE"""
import socket
import struct
import sys


def padded_string(data, offset):
    end = data.index(b"\0", offset)
    return data[offset:end].decode("ascii", "replace"), (end + 4) & ~3


def messages(data):
    """The OSC messages in a packet (bundles opened), as (address, arguments)."""
    if data.startswith(b"#bundle\0"):
        offset = 16
        while offset + 4 <= len(data):
            (size,) = struct.unpack(">i", data[offset:offset + 4])
            yield from messages(data[offset + 4:offset + 4 + size])
            offset += 4 + size
        return
    address, offset = padded_string(data, 0)
    tags, offset = padded_string(data, offset)
    arguments = []
    for tag in tags[1:]:
        if tag in "if":
            arguments.append(struct.unpack(">" + tag, data[offset:offset + 4])[0])
            offset += 4
        elif tag == "s":
            value, offset = padded_string(data, offset)
            arguments.append(value)
    yield address, arguments


def main():
    port, path = int(sys.argv[1]), sys.argv[2]
    listener = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    listener.bind(("127.0.0.1", port))
    with open(path, "a", buffering=1) as log:
        while True:
            data = listener.recv(65536)
            for address, arguments in messages(data):
                if address == "/tuio/2Dcur" and arguments and arguments[0] == "alive":
                    with open("/proc/uptime") as f:
                        uptime = f.read().split()[0]
                    log.write(f"{uptime} {len(arguments) - 1}\n")


if __name__ == "__main__":
    main()
