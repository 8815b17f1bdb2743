#!/bin/bash
# Scenario `calibration`: the panel mounted a quarter turn (turned.desc: a finger at the screen's (x, y) reports
# (y, 1 - x)) is calibrated live with `touch-sandbox calibrate` in cage, tapping its five targets. Each stack's fix
# it writes, applied as its own documentation says, makes a drag land where it was meant, within 1 px on the screen:
# the udev rule (udevadm trigger, then cage again), the sway snippet (sway's headless output and libinput) and the
# xinput script (Xorg's dummy video driver and libinput input driver). With the udev rule in force,
# `calibrate --verify` says touch needs no more correcting. Then a deliberately skewed second calibration, made on
# the corrected panel and installed over the first, must carry both: the drag of a finger that misses the same way
# lands where it was meant.
source /lab/guest/lib.sh
[[ $1 == main ]] || exit 0
scene=$SCENES/field-lab.json
rules=/etc/udev/rules.d/99-touch-calibration.rules
# How the second calibration's tapper misses: (x, y) -> (1.03 x + 0.02 y - 0.02, -0.015 x + 0.97 y + 0.025).
skew=1.03,0.02,-0.02,-0.015,0.97,0.025

reload_udev() { udevadm control --reload && udevadm trigger --subsystem-match=input --action=change && udevadm settle -t 20; }
rm -f $rules
reload_udev
add_panel turned

# The five targets on the 1280x720 output (window-normalised (0.1, 0.1), (0.9, 0.1), (0.9, 0.9), (0.1, 0.9),
# (0.5, 0.5)), a second apart, then a tap away from them that finishes the session.
python3 "$GUEST/strokes.py" taps 128,72 1152,72 1152,648 128,648 640,360 384,504 --gap 1.0 > "$OUT/taps.json"
# The flower (drawn at (334, 225)) dragged from (336, 225) by (+192, +90) px: it must end at the scene's (513.33, 350).
# (x a multiple of 16 px and y of 45 px: whole panel units, so the geometry holds exactly.)
python3 "$GUEST/strokes.py" drag 336 225 528 315 > "$OUT/drag.json"
# 1 px on the screen is 1/0.9 px of the scene (drawn at 0.9).
tolerance=1.111

# calibrate_live NAME [--skew S] [CALIBRATE OPTIONS]: calibrate in cage, the targets tapped on the turned panel;
# its report and snippets are OUT/NAME/calibration.json and OUT/NAME/fix/, what it printed OUT/cage-NAME.log.
calibrate_live() {
    local name=$1; shift
    local skewed=()
    [[ ${1:-} == --skew ]] && { skewed=(--skew "$2"); shift 2; }
    fingers turned "$OUT/taps.json" --mount quarter-turn "${skewed[@]}" > "$OUT/$name.events"
    rm -rf "/tmp/$name"
    start_notify_listener "$OUT/notify-$name.log"
    start_cage "$OUT/cage-$name.log" NOTIFY_SOCKET="$NOTIFY_PATH" -- \
        touch-sandbox calibrate --report "/tmp/$name" --write "/tmp/$name/fix" "$@"
    if wait_until 180 grep -q READY=1 "$OUT/notify-$name.log"; then
        play turned "$OUT/$name.events"
        # The last tap finishes the session: the app writes the fix and ends, and cage with it.
        wait_until 60 bash -c "! kill -0 $CAGE_PID 2>/dev/null" || say "$name: calibrate did not end after the taps"
    else
        fail "$name: calibrate showed no frame under cage within 180 s"
    fi
    stop_app "$CAGE_PID"
    stop_notify_listener
    [[ -d /tmp/$name ]] && cp -r "/tmp/$name" "$OUT/"
}

# expect_drag_lands NAME STATE: the flower ended where the drag meant it to.
expect_drag_lands() {
    local name=$1 state=$2
    if [[ ! -s $state ]]; then fail "$name: the app wrote no state"; return; fi
    cp "$state" "$OUT/state-$name.json"
    expect "$name: the drag lands where it was meant, within 1 px ($(python3 "$GUEST/states.py" pose "$state" flower 513.333 350 $tolerance))" \
        python3 "$GUEST/states.py" pose "$state" flower 513.333 350 $tolerance
}

# drag_in_cage NAME [--skew S]: the app in cage, the flower dragged on the turned panel.
drag_in_cage() {
    local name=$1; shift
    local state=/tmp/calibration-$name.json
    fingers turned "$OUT/drag.json" --mount quarter-turn "$@" > "$OUT/drag-$name.events"
    rm -f "$state"
    start_notify_listener "$OUT/notify-drag-$name.log"
    start_cage "$OUT/cage-drag-$name.log" NOTIFY_SOCKET="$NOTIFY_PATH" -- \
        touch-sandbox run --scene "$scene" --fullscreen --state "$state"
    if wait_until 180 grep -q READY=1 "$OUT/notify-drag-$name.log"; then
        play turned "$OUT/drag-$name.events"
        sleep 2
    fi
    stop_app "$CAGE_PID"
    stop_notify_listener
    expect_drag_lands "$name" "$state"
}

# matrix_close FILE A,B,C,D,E,F TOLERANCE: FILE's "matrix" is within TOLERANCE of the given one, coefficient by
# coefficient.
matrix_close() {
    python3 - "$1" "$2" "$3" <<'PYTHON'
import json, sys
matrix = json.load(open(sys.argv[1]))["matrix"]
expected = [float(v) for v in sys.argv[2].split(",")]
print(" ".join(f"{v:.4f}" for v in matrix))
sys.exit(0 if all(abs(a - b) <= float(sys.argv[3]) for a, b in zip(matrix, expected)) else 1)
PYTHON
}

# ---- First calibration: the turn, found from five taps ----
calibrate_live first
first=$OUT/first
if [[ ! -s $first/calibration.json ]]; then
    fail "calibrate wrote no calibration.json (see $OUT/cage-first.log)"
    remove_all_panels
    exit 0
fi
expect "the matrix undoes the quarter turn: 0 -1 1 1 0 0 within 0.01 ($(matrix_close "$first/calibration.json" 0,-1,1,1,0,0 0.01))" \
    matrix_close "$first/calibration.json" 0,-1,1,1,0,0 0.01

# ---- udev: the rule installed, udevadm trigger, then cage again (libinput reads it when it opens the device) ----
install -m 644 "$first/fix/99-touch-calibration.rules" $rules
reload_udev
expect "udev sets LIBINPUT_CALIBRATION_MATRIX on the panel: $(udevadm info "${PANEL_NODE[turned]}" | grep -o 'LIBINPUT_CALIBRATION_MATRIX=.*')" \
    bash -c "udevadm info ${PANEL_NODE[turned]} | grep -q LIBINPUT_CALIBRATION_MATRIX="
drag_in_cage udev

# ---- calibrate --verify on the corrected panel ----
calibrate_live verify --verify
expect "calibrate --verify says touch needs no more correcting ($(grep -m1 -o 'verification:.*' "$OUT/cage-verify.log"))" \
    grep -q 'touch needs no more correcting' "$OUT/cage-verify.log"

# ---- A skewed second fix, made on the corrected panel and installed over the first ----
calibrate_live second --skew $skew
if ! udevadm info "${PANEL_NODE[turned]}" | grep -q LIBINPUT_CALIBRATION_MATRIX=; then
    fail "the skewed second fix cannot be judged: the first fix was not in force while it was made"
elif [[ -s $OUT/second/calibration.json ]]; then
    # What libinput must apply to the raw panel: the skew undone after the turn undone, K^-1 . M1.
    expected=$(python3 - "$OUT/first/calibration.json" "$skew" <<'PYTHON'
import json, sys
a, b, c, d, e, f = json.load(open(sys.argv[1]))["matrix"]
first = [[a, b, c], [d, e, f], [0, 0, 1]]
p, q, r, s, t, u = (float(v) for v in sys.argv[2].split(","))
determinant = p * t - q * s
inverse = [[t / determinant, -q / determinant, (q * u - r * t) / determinant],
           [-s / determinant, p / determinant, (r * s - p * u) / determinant], [0, 0, 1]]
product = [[sum(inverse[i][k] * first[k][j] for k in range(3)) for j in range(3)] for i in range(3)]
print(",".join(f"{v:.6f}" for v in product[0] + product[1]))
PYTHON
)
    expect "the second fix carries the first: its matrix is the skew's correction times the turn's, $expected within 0.01 ($(matrix_close "$OUT/second/calibration.json" "$expected" 0.01))" \
        matrix_close "$OUT/second/calibration.json" "$expected" 0.01
    expect "the second calibration read the matrix in force: currentMatrix is the first fix's" \
        python3 -c "
import json, sys
second = json.load(open('$OUT/second/calibration.json'))
first = json.load(open('$OUT/first/calibration.json'))['matrix']
current = second.get('currentMatrix')
sys.exit(0 if current and all(abs(a - b) <= 0.0001 for a, b in zip(current, first)) else 1)"
    install -m 644 "$OUT/second/fix/99-touch-calibration.rules" $rules
    reload_udev
    drag_in_cage second-over-first --skew $skew
else
    fail "the skewed second calibration wrote no calibration.json (see $OUT/cage-second.log)"
fi
rm -f $rules
reload_udev

# ---- sway: the snippet in sway's configuration, the panel without the udev rule ----
install -m 644 "$OUT/first/fix/sway-touch.conf" /tmp/sway-touch.conf
cat > /tmp/sway-calibration.conf <<EOF
xwayland disable
default_border none
include /tmp/sway-touch.conf
EOF
chmod 644 /tmp/sway-calibration.conf
state=/tmp/calibration-sway.json
rm -f $state
if start_sway "$OUT/sway.log" /tmp/sway-calibration.conf 1; then
    start_notify_listener "$OUT/notify-sway.log"
    start_wayland_client "$OUT/app-sway.log" NOTIFY_SOCKET="$NOTIFY_PATH" -- \
        touch-sandbox run --scene "$scene" --fullscreen --state $state
    if wait_until 180 grep -q READY=1 "$OUT/notify-sway.log"; then
        swaymsg_kiosk -t get_inputs > "$OUT/sway-inputs.json" 2>&1
        fingers turned "$OUT/drag.json" --mount quarter-turn > "$OUT/drag-sway.events"
        play turned "$OUT/drag-sway.events"
        sleep 2
    fi
    stop_process "$CLIENT_PID"
    stop_notify_listener
    stop_process "$SWAY_PID"
    expect_drag_lands sway $state
else
    fail "sway did not start (see $OUT/sway.log)"
    stop_process "$SWAY_PID"
fi

# ---- X11: Xorg (dummy video, libinput input), the xinput script run against it ----
state=/tmp/calibration-xinput.json
rm -f $state
if start_xorg "$OUT/xorg.log" :1; then
    wait_until 30 bash -c "DISPLAY=:1 xinput list | grep -q 'FieldLab Turned Panel'"
    DISPLAY=:1 xinput list > "$OUT/xinput-list.txt" 2>&1
    DISPLAY=:1 sh "$OUT/first/fix/xinput-calibration.sh" > "$OUT/xinput-calibration.log" 2>&1
    expect "the xinput script runs against the X server" test $? = 0
    DISPLAY=:1 xinput list-props 'FieldLab Turned Panel' > "$OUT/xinput-props.txt" 2>&1
    start_notify_listener "$OUT/notify-x11.log"
    start_x11_client "$OUT/app-x11.log" :1 NOTIFY_SOCKET="$NOTIFY_PATH" -- \
        touch-sandbox run --scene "$scene" --fullscreen --state $state
    if wait_until 180 grep -q READY=1 "$OUT/notify-x11.log"; then
        fingers turned "$OUT/drag.json" --mount quarter-turn > "$OUT/drag-x11.events"
        play turned "$OUT/drag-x11.events"
        sleep 2
    fi
    stop_process "$CLIENT_PID"
    stop_notify_listener
    stop_process "$XORG_PID"
    expect_drag_lands xinput $state
else
    fail "Xorg did not start (see $OUT/xorg.log.Xorg)"
    stop_process "$XORG_PID"
fi
remove_all_panels
exit 0
