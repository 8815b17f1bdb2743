#!/bin/sh
# X11: touch-sandbox calibration of the panel (eGalax Inc. USB TouchController): turned 90° clockwise
# Lasts until the X server stops: run it from the session's start script (xinput list names the devices).
# map-to-output sets the Coordinate Transformation Matrix to the output's area, so the calibration goes
# into libinput's own matrix (the libinput driver applies it first).
xinput set-prop 'eGalax Inc. USB TouchController' 'libinput Calibration Matrix' 0.01 -1.02 1 0.98 0.01 0.02 0 0 1
xinput map-to-output 'eGalax Inc. USB TouchController' HDMI-A-1
# With the old evdev driver (no libinput matrix) and a single screen instead:
# xinput set-prop 'eGalax Inc. USB TouchController' 'Coordinate Transformation Matrix' 0.01 -1.02 1 0.98 0.01 0.02 0 0 1
