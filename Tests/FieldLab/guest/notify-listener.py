#!/usr/bin/env python3
"""Stands in for systemd's notify socket: binds SOCKET (a Unix datagram socket the kiosk user may write to) and
appends each message the app sends (READY=1, STATUS=..., WATCHDOG=1, STOPPING=1) to FILE as
`UPTIME MESSAGE` lines, one line per KEY=VALUE. Runs until killed.
Usage: notify-listener.py SOCKET FILE"""
import os
import socket
import sys


def uptime():
    with open("/proc/uptime") as f:
        return f.read().split()[0]


def main():
    path, output = sys.argv[1], sys.argv[2]
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    listener.bind(path)
    os.chmod(path, 0o666)
    with open(output, "a", buffering=1) as log:
        while True:
            message = listener.recv(4096).decode("utf-8", "replace")
            for line in message.splitlines():
                log.write(f"{uptime()} {line}\n")


if __name__ == "__main__":
    main()
