#!/bin/sh
# X11: touch-sandbox calibration of the panel: mirrored left–right
# Lasts until the X server stops: run it from the session's start script (xinput list names the devices).
xinput set-prop '<touchscreen name from xinput list>' 'Coordinate Transformation Matrix' -1.02 0.01 1 0.01 0.98 0.02 0 0 1
# With several screens, map-to-output replaces that matrix with the output's area: put the calibration
# into libinput's own matrix instead, then map the device (xrandr names the outputs):
#   xinput set-prop '<touchscreen name from xinput list>' 'libinput Calibration Matrix' -1.02 0.01 1 0.01 0.98 0.02 0 0 1
#   xinput map-to-output '<touchscreen name from xinput list>' OUTPUT
