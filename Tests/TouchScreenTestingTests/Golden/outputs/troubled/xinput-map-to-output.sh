#!/bin/sh
# X11: touch-sandbox map-outputs. map-to-output sets the device's Coordinate Transformation Matrix to
# the output's area (RandR output names, as xrandr lists them). It lasts until the X server stops: run
# it from the session's start script, after the outputs are arranged.
# Not bound: "eGalax Inc. USB TouchController" touched HDMI-A-1 and DP-1.
# No touchscreen touched DP-2.
# These are the Wayland compositor's output names (the kernel's connectors; map-outputs ran under Wayland). X11's
# RandR names can differ (the modesetting driver calls HDMI-A-1 HDMI-1): check with xrandr, or run map-outputs under X11.
xinput map-to-output 'Goodix Capacitive TouchScreen' DP-1
