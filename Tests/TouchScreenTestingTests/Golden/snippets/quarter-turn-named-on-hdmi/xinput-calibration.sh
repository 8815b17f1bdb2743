#!/bin/sh
# X11: touch-sandbox calibration of the panel (eGalax Inc. USB TouchController): turned 90° clockwise
# No calibration matrix was found in force when the taps were made, so this is a first fix.
# If one is installed, remove it first, or calibrate again with --current ITS/calibration.json.
# Lasts until the X server stops: run it from the session's start script (xinput list names the devices).
# The libinput driver's matrix takes the place of the one udev set (LIBINPUT_CALIBRATION_MATRIX).
xinput set-prop 'eGalax Inc. USB TouchController' 'libinput Calibration Matrix' 0.01 -1.02 1 0.98 0.01 0.02 0 0 1
# map-to-output sets the Coordinate Transformation Matrix to the output's area, applied after libinput's matrix.
# HDMI-A-1 is the kernel's (and Wayland's) name; X11 (RandR) names it HDMI-1 with the modesetting driver.
# Other X drivers name outputs their own way (amdgpu and radeon count from 0: HDMI-A-0, DisplayPort-0;
# intel says HDMI1). xrandr --listmonitors lists the names here: change the last word if it is not there.
xinput map-to-output 'eGalax Inc. USB TouchController' HDMI-1
# With the old evdev driver (no libinput matrix, and it ignores udev's) and a single screen instead:
# xinput set-prop 'eGalax Inc. USB TouchController' 'Coordinate Transformation Matrix' 0.01 -1.02 1 0.98 0.01 0.02 0 0 1
