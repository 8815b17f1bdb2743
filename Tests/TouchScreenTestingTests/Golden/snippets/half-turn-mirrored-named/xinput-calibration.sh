#!/bin/sh
# X11: touch-sandbox calibration of the panel (ILITEK ILITEK-TP): mirrored top–bottom
# Lasts until the X server stops: run it from the session's start script (xinput list names the devices).
xinput set-prop 'ILITEK ILITEK-TP' 'Coordinate Transformation Matrix' 1.02 -0.01 -0.01 -0.01 -0.98 1.01 0 0 1
# With several screens, map-to-output replaces that matrix with the output's area: put the calibration
# into libinput's own matrix instead, then map the device (xrandr names the outputs):
#   xinput set-prop 'ILITEK ILITEK-TP' 'libinput Calibration Matrix' 1.02 -0.01 -0.01 -0.01 -0.98 1.01 0 0 1
#   xinput map-to-output 'ILITEK ILITEK-TP' OUTPUT
