#!/bin/sh
# X11: touch-sandbox map-outputs. map-to-output sets the device's Coordinate Transformation Matrix to
# the output's area (RandR output names, as xrandr lists them). It lasts until the X server stops: run
# it from the session's start script, after the outputs are arranged.
# one output: "Goodix Capacitive TouchScreen" can only be on it; no binding is needed
