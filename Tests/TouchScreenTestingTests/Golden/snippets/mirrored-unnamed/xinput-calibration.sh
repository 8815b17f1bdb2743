#!/bin/sh
# X11: touch-sandbox calibration of the panel: mirrored left–right
# No calibration matrix was found in force when the taps were made, so this is a first fix.
# If one is installed, remove it first, or calibrate again with --current ITS/calibration.json.
# Lasts until the X server stops: run it from the session's start script (xinput list names the devices).
# The libinput driver's matrix takes the place of the one udev set (LIBINPUT_CALIBRATION_MATRIX).
xinput set-prop '<touchscreen name from xinput list>' 'libinput Calibration Matrix' -1.02 0.01 1 0.01 0.98 0.02 0 0 1
# With several screens, bind the device to its output (xrandr --listmonitors lists X11's names):
#   xinput map-to-output '<touchscreen name from xinput list>' OUTPUT
# With the old evdev driver (no libinput matrix, and it ignores udev's) and a single screen instead:
# xinput set-prop '<touchscreen name from xinput list>' 'Coordinate Transformation Matrix' -1.02 0.01 1 0.01 0.98 0.02 0 0 1
