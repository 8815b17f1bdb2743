#!/bin/sh
# X11: touch-sandbox map-outputs. map-to-output sets the device's Coordinate Transformation Matrix to
# the output's area (RandR output names, as xrandr lists them). It lasts until the X server stops: run
# it from the session's start script, after the outputs are arranged.
# Not bound: "ILITEK ILITEK-TP" is on the display SDL calls "DELL U2415 24"", whose connector name was not found (xrandr or wlr-randr names it).
# These are the Wayland compositor's output names (the kernel's connectors; map-outputs ran under Wayland). X11's
# RandR names can differ (the modesetting driver calls HDMI-A-1 HDMI-1): check with xrandr, or run map-outputs under X11.
xinput map-to-output 'eGalax Inc. USB TouchController' HDMI-A-1
