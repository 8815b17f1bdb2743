#!/bin/bash
# Scenario `kmsdrm`: a real display path. The second boot gives the guest a virtual GPU (QEMU's virtio-gpu-pci, a
# KMS device: /dev/dri/card0, no 3D). The app shows frames and takes a drag (the flower by (+200, +100) px on the
# 1280x800 mode, where the 1280x800 scene fills the screen: from (304, 250) by (+192, +100), it must end at (492, 350)
# within 1 px)
#  1. under cage on wlroots' DRM backend (WLR_BACKENDS=drm,libinput), and
#  2. with no compositor at all, on SDL's KMSDRM video driver with its own evdev input.
source /lab/guest/lib.sh
[[ $1 == main ]] || exit 0
scene=$SCENES/field-lab.json
expect "the guest has a KMS device (/dev/dri/card0: $(cat /sys/class/drm/card0/device/uevent 2>/dev/null | grep DRIVER))" test -e /dev/dri/card0
mode=$(head -1 /sys/class/drm/card0-Virtual-1/modes 2>/dev/null)
say "virtio-gpu's first mode: ${mode:-none}; connectors: $(ls /sys/class/drm)"
width=${mode%x*} height=${mode#*x}
python3 "$GUEST/strokes.py" drag 304 250 496 350 --screen "${width:-1280}x${height:-800}" > "$OUT/drag.json"
add_panel touchscreen
fingers touchscreen "$OUT/drag.json" > "$OUT/drag.events"

# expect_drag NAME STATE: the flower followed the finger by (+192, +100) on a 1280x800 screen, to (492, 350).
expect_drag() {
    local name=$1 state=$2
    if [[ ! -s $state ]]; then fail "$name: the app wrote no state"; return; fi
    cp "$state" "$OUT/state-$name.json"
    expect "$name: the app ran fullscreen on the GPU's 1280x800 mode: $(state_value "$state" "(state['window'], state['environment'])")" \
        test "$(state_value "$state" "(state['window']['width'], state['window']['height'])")" = "(1280, 800)"
    expect "$name: the drag lands where it was meant, within 1 px ($(python3 "$GUEST/states.py" pose "$state" flower 492 350 1))" \
        python3 "$GUEST/states.py" pose "$state" flower 492 350 1
}

# ---- 1. cage on the DRM backend ----
state=/tmp/kmsdrm-cage.json
rm -f $state
start_notify_listener "$OUT/notify-cage.log"
prepare_kiosk_runtime
systemctl start seatd.service
spawn_as_kiosk "$OUT/cage-drm.log" WLR_BACKENDS=drm,libinput WLR_RENDERER=pixman LIBSEAT_BACKEND=seatd \
    SDL_VIDEODRIVER=wayland LIBGL_ALWAYS_SOFTWARE=1 NOTIFY_SOCKET="$NOTIFY_PATH" \
    cage -d -- touch-sandbox run --scene "$scene" --fullscreen --state $state
CAGE_PID=$SPAWNED
if wait_until 180 grep -q READY=1 "$OUT/notify-cage.log"; then
    pass "cage on wlroots' DRM backend: the app showed its first frame"
    play touchscreen "$OUT/drag.events"
    sleep 2
    screenshot "$OUT/cage-drm.png" || say "no screenshot of the DRM output"
else
    fail "cage on wlroots' DRM backend: the app showed no frame within 180 s (see $OUT/cage-drm.log)"
fi
stop_app "$CAGE_PID"
stop_notify_listener
expect_drag cage-drm $state

# ---- 2. No compositor: SDL's KMSDRM video driver, evdev input ----
state=/tmp/kmsdrm-sdl.json
rm -f $state
start_notify_listener "$OUT/notify-sdl.log"
spawn_as_kiosk "$OUT/sdl-kmsdrm.log" SDL_VIDEODRIVER=kmsdrm NOTIFY_SOCKET="$NOTIFY_PATH" \
    touch-sandbox run --scene "$scene" --fullscreen --state $state
app=$SPAWNED
if wait_until 180 grep -q READY=1 "$OUT/notify-sdl.log"; then
    pass "SDL's KMSDRM driver: the app showed its first frame with no compositor"
    play touchscreen "$OUT/drag.events"
    sleep 2
else
    fail "SDL's KMSDRM driver: the app showed no frame within 180 s (see $OUT/sdl-kmsdrm.log)"
fi
stop_process $app
stop_notify_listener
expect_drag sdl-kmsdrm $state
remove_all_panels
exit 0
