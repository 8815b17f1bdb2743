#!/bin/bash
# Scenario `two-screens`: sway with two headless outputs side by side (HEADLESS-1 at 0,0 and HEADLESS-2 at 1280,0,
# 1280x720 each) and two panels (touchscreen.desc and resistive.desc). `touch-sandbox map-outputs` asks for a touch
# on each output in turn and is answered by the panel meant for it; its sway bindings installed (sway started again
# with them), each panel's touches land on its own output: a tap at the middle of each panel reaches the app
# on that panel's output (sway's tiling fills each with a window), at the scene's middle (640, 400), and not the
# other one.
source /lab/guest/lib.sh
[[ $1 == main ]] || exit 0
scene=$SCENES/field-lab.json
add_panel touchscreen
add_panel resistive
write_config() {
    cat > "$1" <<EOF
xwayland disable
default_border none
output HEADLESS-1 position 0 0
output HEADLESS-2 position 1280 0
workspace 1 output HEADLESS-1
workspace 2 output HEADLESS-2
${2:+include $2}
EOF
    chmod 644 "$1"
}
# tap_panel PANEL X Y NAME: one tap at the output pixel (X, Y) of the panel's own 1280x720 surface (one report, lifted
# 8 ms later, so the slow guest's app reads down and up together: a tap).
tap_panel() {
    python3 "$GUEST/strokes.py" taps "$2,$3" --tap-seconds 0 > "/tmp/tap-$4.json"
    fingers "$1" "/tmp/tap-$4.json" > "$OUT/tap-$4.events"
    play "$1" "$OUT/tap-$4.events"
}

# ---- map-outputs, each prompt answered by its panel (unbound, a panel spans both outputs: the touchscreen's left
# half is over HEADLESS-1, the resistive panel's right half over HEADLESS-2) ----
write_config /tmp/sway-two-screens.conf
if ! start_sway "$OUT/sway-survey.log" /tmp/sway-two-screens.conf 2; then
    fail "sway did not start with two headless outputs (see $OUT/sway-survey.log)"
    stop_process "$SWAY_PID"; remove_all_panels; exit 0
fi
swaymsg_kiosk -t get_outputs > "$OUT/outputs-sway.json" 2>&1
rm -rf /tmp/outputs
start_wayland_client "$OUT/map-outputs.log" -- touch-sandbox map-outputs --report /tmp/outputs --write /tmp/outputs/fix
# map-outputs says which prompt it shows; the first frame follows.
if wait_until 180 grep -q 'prompt 1 of 2' "$OUT/map-outputs.log"; then
    sleep 5
    OUTPUT=HEADLESS-1 screenshot "$OUT/prompt-1.png"
    tap_panel touchscreen 320 360 prompt-1
    wait_until 60 grep -q 'prompt 2 of 2' "$OUT/map-outputs.log" || say "map-outputs did not go on to the second prompt"
    sleep 5
    OUTPUT=HEADLESS-2 screenshot "$OUT/prompt-2.png"
    tap_panel resistive 960 360 prompt-2
    wait_until 60 bash -c "! kill -0 $CLIENT_PID 2>/dev/null" || say "map-outputs did not end after the second prompt"
else
    fail "map-outputs showed no prompt within 180 s"
fi
stop_process "$CLIENT_PID"
stop_process "$SWAY_PID"
[[ -d /tmp/outputs ]] && cp -r /tmp/outputs "$OUT/"
findings=$(python3 -c "
import json
findings = json.load(open('$OUT/outputs/outputs.json'))['findings']
print(findings['verdict'], ' '.join(sorted(f\"{b['device']['name'] if isinstance(b['device'], dict) else b['device']}={b['output']}\" for b in findings['bindings'])))" 2>&1)
expect "map-outputs binds the touchscreen to HEADLESS-1 and the resistive panel to HEADLESS-2: $findings" \
    test "$findings" = "bindingsNeeded FieldLab Resistive Panel=HEADLESS-2 FieldLab Touchscreen=HEADLESS-1"

# ---- The bindings installed: each panel's tap reaches the app on its own output ----
if [[ -s $OUT/outputs/fix/sway-outputs.conf ]]; then
    install -m 644 "$OUT/outputs/fix/sway-outputs.conf" /tmp/sway-outputs.conf
    write_config /tmp/sway-two-screens-bound.conf /tmp/sway-outputs.conf
    if start_sway "$OUT/sway-bound.log" /tmp/sway-two-screens-bound.conf 2; then
        declare -A app_pid
        for output in 1 2; do
            rm -f "/tmp/two-screens-$output.json"
            # A window (not --fullscreen, which SDL asks for on its first display) on the focused output's workspace,
            # which sway's tiling fills.
            swaymsg_kiosk workspace $output > /dev/null
            start_notify_listener "$OUT/notify-app-$output.log"
            start_wayland_client "$OUT/app-$output.log" NOTIFY_SOCKET="$NOTIFY_PATH" -- \
                touch-sandbox run --scene "$scene" --state "/tmp/two-screens-$output.json"
            app_pid[$output]=$CLIENT_PID
            wait_until 180 grep -q READY=1 "$OUT/notify-app-$output.log" || say "the app on HEADLESS-$output showed no frame"
            listener[$output]=$NOTIFY_LISTENER_PID
            sleep 1
        done
        swaymsg_kiosk -t get_tree > "$OUT/sway-tree.json" 2>&1
        swaymsg_kiosk -t get_inputs > "$OUT/sway-inputs.json" 2>&1
        tap_panel touchscreen 640 360 touchscreen-middle
        sleep 2
        tap_panel resistive 640 360 resistive-middle
        sleep 2
        OUTPUT=HEADLESS-1 screenshot "$OUT/bound-1.png"
        OUTPUT=HEADLESS-2 screenshot "$OUT/bound-2.png"
        for output in 1 2; do
            stop_process "${app_pid[$output]}"
            kill "${listener[$output]}" 2>/dev/null
        done
        stop_process "$SWAY_PID"
        for output in 1 2; do
            panel=$([[ $output == 1 ]] && echo "the touchscreen" || echo "the resistive panel")
            state=/tmp/two-screens-$output.json
            if [[ -s $state ]]; then
                cp "$state" "$OUT/state-$output.json"
                taps=$(state_value "$state" "(state['touches']['totalContacts'], [(round(t['x'], 1), round(t['y'], 1)) for t in state['taps']])")
                expect "on HEADLESS-$output, only $panel's tap, at the scene's (640, 400) within 1 px: $taps" \
                    python3 -c "
import json, math, sys
state = json.load(open('$state'))
taps = state['taps']
sys.exit(0 if state['touches']['totalContacts'] == 1 and len(taps) == 1 and math.dist((taps[0]['x'], taps[0]['y']), (640, 400)) <= 1.111 else 1)"
            else
                fail "the app on HEADLESS-$output wrote no state"
            fi
        done
    else
        fail "sway did not start with the bindings (see $OUT/sway-bound.log)"
        stop_process "$SWAY_PID"
    fi
else
    fail "map-outputs wrote no sway-outputs.conf"
fi
remove_all_panels
exit 0
