#!/bin/bash
# Scenario `same-result`: a two-finger pinch on the sun and a drag of the flower, played with evemu-play into the
# 10-finger panel (uinput -> udev -> libinput -> cage on a 1280x720 headless output -> SDL's Wayland driver), end
# the app in the same state, every sprite's pose within 0.5 px, as `touch-sandbox replay` of the same file run
# headless at the output's size; and where the geometry says (the flower under the lifting finger, the sun three
# times its size). With the software and the OpenGL renderer, and with the app stopped (SIGSTOP) for 1 s right after
# it took in the first fingers' landing (its --tuio-send output says two touches are down), the rest of the
# recording played while it is stopped.
source /lab/guest/lib.sh
[[ $1 == main ]] || exit 0
scene=$SCENES/field-lab.json
events=$OUT/pinch-and-drag.events
python3 "$GUEST/strokes.py" pinch-and-drag > "$OUT/pinch-and-drag.json"
fingers touchscreen "$OUT/pinch-and-drag.json" > "$events"
# The first frame (the two fingers landing) apart, for the stalled run.
first_frame=$(grep -n ' 0000 0000 0$' "$events" | head -1 | cut -d: -f1)
head -n "$first_frame" "$events" > /tmp/landing.events
tail -n +"$((first_frame + 1))" "$events" > /tmp/after-landing.events

# The reference: the same file replayed headless in a window of the output's size.
touch-sandbox replay "$events" --device "$PANELS/touchscreen.desc" --scene "$scene" --headless \
    --window ${OUTPUT_WIDTH}x${OUTPUT_HEIGHT} --state "$OUT/reference.json" > "$OUT/reference.log" 2>&1
expect "the headless replay exits 0" test $? = 0
# What the geometry says, on the 1280x720 output where the 1280x800 scene is drawn at 0.9 from x = 64: the flower
# follows the finger's (+192, +90) px, (+213.33, +100) in the scene, from (300, 250); the sun's fingers end three
# times as far apart (64 -> 192 px) about its centre, which does not move.
expect_geometry() {
    local state=$1 what=$2
    expect "$what: the flower ends under the lifting finger, at (513.33, 350) within 0.5 px ($(python3 "$GUEST/states.py" pose "$state" flower 513.333 350 0.5))" \
        python3 "$GUEST/states.py" pose "$state" flower 513.333 350 0.5
    expect "$what: the sun is three times its size about (960, 450): $(state_value "$state" "[(round(s['x'], 2), round(s['y'], 2), round(s['scale'], 4)) for s in state['sprites'] if s['id'] == 'sun']")" \
        python3 -c "
import json, sys
sun = [s for s in json.load(open('$state'))['sprites'] if s['id'] == 'sun'][0]
sys.exit(0 if abs(sun['x'] - 960) <= 0.5 and abs(sun['y'] - 450) <= 0.5 and abs(sun['scale'] - 3) <= 0.001 else 1)"
}
expect_geometry "$OUT/reference.json" "headless replay"

add_panel touchscreen
# live RENDERER [stalled]: the app in cage, the recording played into the panel; its state is OUT/live-NAME.json.
live() {
    local renderer=$1 stalled=${2:-} name=$1${2:+-$2} app
    local state=/tmp/live-$name.json notes=$OUT/notify-$name.log
    rm -f "$state"
    start_notify_listener "$notes"
    # The app's own TUIO output tells when it has taken in the landing (the stalled run freezes it right then).
    python3 "$GUEST/tuio-watch.py" 3333 "$OUT/tuio-$name.log" > /dev/null 2>&1 &
    local watcher=$!
    start_cage "$OUT/cage-$name.log" SDL_RENDER_DRIVER="$renderer" NOTIFY_SOCKET="$NOTIFY_PATH" -- \
        touch-sandbox run --scene "$scene" --fullscreen --state "$state" --tuio-send 127.0.0.1:3333
    if ! wait_until 180 grep -q READY=1 "$notes"; then
        fail "$name: the app did not show its first frame under cage within 180 s"
        stop_app "$CAGE_PID"; stop_notify_listener; kill $watcher; return
    fi
    app=$(app_pid_of "$CAGE_PID")
    if [[ -n $stalled ]]; then
        play touchscreen /tmp/landing.events
        wait_until 30 grep -q ' 2$' "$OUT/tuio-$name.log" || say "$name: the app did not report two touches down"
        kill -STOP "$app"
        say "$name: the app froze with its two fingers down"
        play touchscreen /tmp/after-landing.events &
        sleep 1
        kill -CONT "$app"
        wait $!
    else
        play touchscreen "$events"
    fi
    sleep 2
    screenshot "$OUT/screen-$name.png" || say "$name: no screenshot"
    stop_app "$CAGE_PID"
    stop_notify_listener
    kill $watcher 2>/dev/null
    if [[ ! -s $state ]]; then
        fail "$name: the app wrote no state (see $OUT/cage-$name.log)"
        return
    fi
    cp "$state" "$OUT/live-$name.json"
    expect "$name: the app ran on $renderer under Wayland in a 1280x720 window: $(state_value "$state" "(state['environment'], state['window'])")" \
        test "$(state_value "$state" "(state['environment']['renderer'], state['environment']['videoDriver'], state['window']['width'], state['window']['height'])")" = "('$renderer', 'wayland', 1280, 720)"
    python3 "$GUEST/states.py" same "$state" "$OUT/reference.json" 0.5 > "$OUT/compare-$name.txt"
    expect "$name: the same state as the headless replay, poses within 0.5 px ($(paste -sd';' "$OUT/compare-$name.txt"))" \
        python3 "$GUEST/states.py" same "$state" "$OUT/reference.json" 0.5
    expect_geometry "$state" "$name"
}
live software
live opengl
live software stalled
remove_panel touchscreen
exit 0
