#!/bin/bash
# Scenario `millimetres`: `touch-sandbox test-screen` live in cage on the panel with a resolution (344.0 x 193.6 mm,
# its size read from its evdev node) gives the same figures in millimetres, within 0.1 mm, as the headless replay of
# the same events: the device's size, every contact's travel, every accuracy target's miss and every check in mm.
# The nine accuracy targets are tapped, then a 600 px stroke is drawn: 600 / 1280 of 344.0 mm = 161.25 mm.
# Then the resistive panel, which gives no resolution, with --panel-size 344x193.6mm both live and replayed.
# Each tap is one report, lifted 8 ms later: under TCG the guest draws a frame in about 1.5 s, and SDL stamps events
# when the app reads them, once a frame, so a 100 ms tap read across two frames would last a frame and count as a
# finger held still (static jitter) instead of a tap. Down and up 8 ms apart are read together.
source /lab/guest/lib.sh
[[ $1 == main ]] || exit 0
python3 "$GUEST/strokes.py" grid --tap-seconds 0 > "$OUT/grid.json"

# measure PANEL NAME [OPTIONS...]: the live report (OUT/NAME-live) against the headless replay's (OUT/NAME-replay).
measure() {
    local panel=$1 name=$2; shift 2
    local events=$OUT/$name.events live=/tmp/$name-live
    fingers "$panel" "$OUT/grid.json" > "$events"
    touch-sandbox replay "$events" --device "$PANELS/$panel.desc" --test-screen --headless \
        --window ${OUTPUT_WIDTH}x${OUTPUT_HEIGHT} --report "$OUT/$name-replay" "$@" > "$OUT/$name-replay.log" 2>&1
    expect "$name: the headless replay wrote its report" test -s "$OUT/$name-replay/report.json"

    add_panel "$panel"
    rm -rf "$live"
    start_notify_listener "$OUT/notify-$name.log"
    start_cage "$OUT/cage-$name.log" NOTIFY_SOCKET="$NOTIFY_PATH" -- touch-sandbox test-screen --fullscreen --report "$live" "$@"
    if wait_until 180 grep -q READY=1 "$OUT/notify-$name.log"; then
        play "$panel" "$events"
        sleep 2
        screenshot "$OUT/$name-screen.png" || say "$name: no screenshot"
    else
        fail "$name: test-screen did not show its first frame under cage within 180 s"
    fi
    stop_app "$CAGE_PID"
    stop_notify_listener
    remove_panel "$panel"
    if [[ ! -s $live/report.json ]]; then
        fail "$name: test-screen wrote no report (see $OUT/cage-$name.log)"
        return
    fi
    cp -r "$live" "$OUT/$name-live"
    python3 "$GUEST/reports.py" millimetres "$live/report.json" "$OUT/$name-replay/report.json" 0.1 > "$OUT/$name-compare.txt"
    expect "$name: every figure in mm live matches the headless replay within 0.1 mm ($(paste -sd';' "$OUT/$name-compare.txt"))" \
        python3 "$GUEST/reports.py" millimetres "$live/report.json" "$OUT/$name-replay/report.json" 0.1
    for report in "$live/report.json" "$OUT/$name-replay/report.json"; do
        local figures
        figures=$(python3 "$GUEST/reports.py" value "$report" \
            "(report['device']['widthMillimetres'], report['device']['heightMillimetres'], len(report['contacts']), report['contacts'][-1]['travelMillimetres'] if report['contacts'] else None)")
        expect "$name: $(basename "$(dirname "$report")"): a 344.0 x 193.6 mm panel, 10 contacts, the stroke 161.25 mm long within 0.1 mm: $figures" \
            python3 -c "
import sys
width, height, contacts, travel = $figures
sys.exit(0 if width == 344.0 and height == 193.6 and contacts == 10 and travel is not None and abs(travel - 161.25) <= 0.1 else 1)"
    done
}
measure touchscreen touchscreen
measure resistive resistive --panel-size 344x193.6mm
exit 0
