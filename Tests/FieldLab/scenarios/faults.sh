#!/bin/bash
# Scenario `faults`: what a kiosk survives, through the real stack.
#  main:  the panel unplugged (its uinput device destroyed) while two fingers are down: no stuck touch, the app keeps
#         running, and the panel plugged in again works (a tap lands where it is meant); the same with a second panel
#         that stays (the seat keeps its touch device), whose tap then works. The app frozen (SIGSTOP)
#         under the kiosk unit: systemd's watchdog ends it and the unit starts again within WatchdogSec + 2 s. cage
#         killed: the unit comes back.
#  reset: the kiosk unit records a long drag (--record) while headless replays rewrite a state, a test report and
#         a calibration over and over; then a hard reset (sysrq b, no sync).
#  after-reset (second boot): the recording reads up to its last complete line, and every state, report and
#         calibration file is whole: the old one or the new one, never torn.
source /lab/guest/lib.sh
phase=$1
scene=$SCENES/field-lab.json
unit=touch-sandbox-cage.service
UNIT=$unit
files=/var/lib/field-lab/files
recording=/var/lib/touch-sandbox/session.jsonl

if [[ $phase == main ]]; then
    # ---- Unplugged with two fingers down: the only panel (then plugged in again), and one of two panels ----
    python3 "$GUEST/strokes.py" fingers 2 500 500 --seconds 0.5 --lift no > "$OUT/held.json"
    fingers touchscreen "$OUT/held.json" > "$OUT/held.events"
    # A tap at the output's (640, 540): the scene's (640, 600), bare canvas (the sprite tray is below 705). One
    # report, lifted 8 ms later, so the app (a frame takes about 1.5 s under TCG, and SDL stamps events when it reads
    # them) reads both at once: a tap.
    python3 "$GUEST/strokes.py" taps 640,540 --tap-seconds 0 > "$OUT/tap.json"
    # unplug NAME OTHER: the touchscreen unplugged with two fingers down while the app runs in cage; then a tap on
    # OTHER (the touchscreen plugged in again when OTHER is "touchscreen", else a panel that stayed).
    unplug() {
        local name=$1 other=$2 state=/tmp/faults-$1.json app
        rm -f "$state"
        add_panel touchscreen
        [[ $other != touchscreen ]] && add_panel "$other"
        start_notify_listener "$OUT/notify-$name.log"
        start_cage "$OUT/cage-$name.log" NOTIFY_SOCKET="$NOTIFY_PATH" -- touch-sandbox run --scene "$scene" --fullscreen --state "$state"
        if wait_until 180 grep -q READY=1 "$OUT/notify-$name.log"; then
            app=$(app_pid_of "$CAGE_PID")
            play touchscreen "$OUT/held.events"
            sleep 2
            remove_panel touchscreen
            sleep 4
            expect "$name: the app keeps running after the panel went with two fingers down" kill -0 "$app"
            [[ $other == touchscreen ]] && add_panel touchscreen && sleep 3
            fingers "$other" "$OUT/tap.json" > "$OUT/tap-$name.events"
            play "$other" "$OUT/tap-$name.events"
            sleep 3
            screenshot "$OUT/$name.png" || true
        else
            fail "$name: the app showed no frame under cage within 180 s"
        fi
        stop_app "$CAGE_PID"
        stop_notify_listener
        remove_all_panels
        if [[ -s $state ]]; then
            cp "$state" "$OUT/state-$name.json"
            local figures
            figures=$(state_value "$state" "(state['touches']['active'], state['touches']['cancelled'], state['touches']['totalContacts'], [(round(t['x'], 1), round(t['y'], 1)) for t in state['taps']])")
            expect "$name: no touch is stuck and the $other panel's tap works: 0 touches down, 2 cancelled, 3 contacts, one tap at (640, 600) within 1 px: $figures" \
                python3 -c "
import json, math, sys
state = json.load(open('$state'))
taps = state['taps']
sys.exit(0 if state['touches']['active'] == 0 and state['touches']['cancelled'] == 2 and state['touches']['totalContacts'] == 3
         and len(taps) == 1 and math.dist((taps[0]['x'], taps[0]['y']), (640, 600)) <= 1.111 else 1)"
        else
            fail "$name: the app wrote no state (see $OUT/cage-$name.log)"
        fi
    }
    unplug unplug-replug touchscreen
    unplug unplug-one-of-two resistive

    # ---- The kiosk unit: watchdog and restarts ----
    add_panel touchscreen
    systemctl start $unit
    if ! wait_until 180 unit_is active; then
        fail "the kiosk unit did not become active"
    else
        main=$(unit_property MainPID)
        app=$(app_pid_of "$main")
        restarts=$(unit_property NRestarts)
        frozen=$(uptime_now)
        kill -STOP "$app"
        wait_until 60 restarts_past "$restarts"
        # systemd's own times (the journal's monotonic clock is the guest's uptime): when the watchdog ended the app,
        # when the unit was started again.
        ended=$(journal_time 'Watchdog timeout')
        started=$(journal_time 'Scheduled restart job')
        figures=$(python3 -c "print(f'ended {${ended:-0} - $frozen:.1f} s after the freeze, started again {${started:-0} - ${ended:-0}:.1f} s after that')")
        expect "the watchdog ends the frozen app within WatchdogSec + 2 s and the unit starts again RestartSec (2 s) later: $figures" \
            python3 -c "import sys; sys.exit(0 if '$ended' and '$started' and 0 < $ended - $frozen <= 12 and $started - $ended <= 3 else 1)"
        expect "no process of the frozen app is left" bash -c "! kill -0 $app 2>/dev/null"
        expect "the unit is active again after the watchdog's restart" wait_until 180 unit_is active
        main=$(unit_property MainPID)
        restarts=$(unit_property NRestarts)
        killed=$(uptime_now)
        kill -KILL "$main"
        wait_until 60 restarts_past "$restarts"
        started=$(journal_time 'Scheduled restart job')
        expect "cage killed: the unit starts again ($(python3 -c "print(f'{${started:-0} - $killed:.1f}')") s later, RestartSec=2)" \
            restarts_past "$restarts"
        if wait_until 180 unit_is active; then
            pass "cage killed: the unit is active again, the app's frames shown ($(unit_property StatusText))"
        else
            fail "cage killed: the unit is $(unit_property ActiveState), not active again"
        fi
    fi
    journalctl -b -u $unit -o short-monotonic > "$OUT/unit-journal.log"
    systemctl stop $unit
    expect "stopped after the faults, the unit is inactive, not failed: $(unit_property ActiveState) (Result=$(unit_property Result))" \
        test "$(unit_property ActiveState)/$(unit_property Result)" = inactive/success
    remove_panel touchscreen
    exit 0
fi

# write_all SOURCE FOLDER: a state, a touchscreen test report and a calibration, written by headless replays of
# SOURCE's recordings into FOLDER.
write_all() {
    local source=$1 folder=$2
    mkdir -p "$folder"
    touch-sandbox replay "$files/$source.events" --device "$PANELS/touchscreen.desc" --test-screen --headless --fast \
        --window ${OUTPUT_WIDTH}x${OUTPUT_HEIGHT} --report "$folder/test" --state "$folder/state.json" > /dev/null 2>&1
    touch-sandbox replay "$files/$source-taps.events" --device "$PANELS/turned.desc" --calibrate --headless --fast \
        --window ${OUTPUT_WIDTH}x${OUTPUT_HEIGHT} --report "$folder/calibration" > /dev/null 2>&1
}
written_files=(state.json test/report.json test/report.png calibration/calibration.json)
checksums() { (cd "$1" && md5sum "${written_files[@]}" 2>&1); }

if [[ $phase == reset ]]; then
    mkdir -p $files
    # "old" and "new": two different sessions, each written twice apart to know their bytes.
    python3 "$GUEST/strokes.py" pinch-and-drag > $files/old.json
    python3 "$GUEST/strokes.py" grid > $files/new.json
    python3 "$GUEST/strokes.py" taps 128,72 1152,72 1152,648 128,648 640,360 --gap 1.0 > $files/taps.json
    fingers touchscreen $files/old.json > $files/old.events
    fingers touchscreen $files/new.json > $files/new.events
    fingers turned $files/taps.json --mount quarter-turn > $files/old-taps.events
    fingers turned $files/taps.json > $files/new-taps.events
    for source in old new; do
        write_all $source $files/expected-$source
        write_all $source $files/expected-$source-again
        checksums $files/expected-$source > "$OUT/checksums-$source.txt"
        checksums $files/expected-$source-again > "$OUT/checksums-$source-again.txt"
        expect "the $source files are the same bytes when written again (so a whole file can be told from a torn one)" \
            cmp -s "$OUT/checksums-$source.txt" "$OUT/checksums-$source-again.txt"
    done
    write_all old $files/live
    sync

    # The kiosk records what the panel sends (an administrator's drop-in adds --record to the packaged command).
    mkdir -p /etc/systemd/system/$unit.d
    cat > /etc/systemd/system/$unit.d/record.conf <<'EOF'
[Service]
ExecStart=
ExecStart=/usr/bin/cage -d -s -- /usr/bin/touch-sandbox --kiosk --kiosk-config /etc/touch-sandbox/kiosk.json --state /var/lib/touch-sandbox/state.json --record /var/lib/touch-sandbox/session.jsonl
EOF
    systemctl daemon-reload
    add_panel touchscreen
    systemctl start $unit
    wait_until 180 unit_is active || fail "the recording kiosk did not become active"
    python3 "$GUEST/strokes.py" drag 200 200 1000 500 --seconds 30 > "$OUT/long-drag.json"
    fingers touchscreen "$OUT/long-drag.json" > "$OUT/long-drag.events"
    play touchscreen "$OUT/long-drag.events" &
    (
        round=0
        while true; do
            round=$((round + 1))
            write_all "$([[ $((round % 2)) == 1 ]] && echo new || echo old)" $files/live
            echo "$round" > /tmp/rewrite-rounds
        done
    ) &
    sleep 20
    echo "reset phase 20 s, $(cat /tmp/rewrite-rounds 2>/dev/null || echo 0) rounds of rewrites done; $(wc -l < $recording) lines recorded" \
        > "$OUT/before-reset.txt"
    echo reset >> "$OUT/phases-done"
    echo "reset 20" >> "$OUT/seconds"
    say "hard reset now (sysrq b)"
    echo b > /proc/sysrq-trigger
    sleep 60
    fail "the guest did not reset"
    exit 1
fi

if [[ $phase == after-reset ]]; then
    systemctl stop $unit 2>/dev/null
    rm -f /etc/systemd/system/$unit.d/record.conf
    systemctl daemon-reload
    expect "the recording is there after the reset" test -s $recording
    cp $recording "$OUT/session.jsonl" 2>/dev/null
    complete=$(python3 -c "
import json
lines = open('$recording', 'rb').read().split(b'\n')
events = 0
for number, line in enumerate(lines):
    if not line:
        continue
    try:
        json.loads(line)
    except ValueError:
        if number != len(lines) - 1:
            raise SystemExit('a line before the last one is broken: ' + str(number + 1))
        break
    events += number > 0
print(events)" 2>&1)
    say "the recording holds $complete complete events"
    touch-sandbox replay $recording --test-screen --headless --fast --window ${OUTPUT_WIDTH}x${OUTPUT_HEIGHT} \
        --report /tmp/recording-replay > "$OUT/recording-replay.log" 2>&1
    status=$?
    read_events=$(python3 "$GUEST/reports.py" value /tmp/recording-replay/report.json "report['events']['total']" 2>&1)
    expect "the recording replays (exit $status) up to its last complete line: $read_events events read of $complete complete" \
        bash -c "[[ $status == 0 && '$read_events' == '$complete' && '$complete' -gt 0 ]]"
    for file in "${written_files[@]}"; do
        sum=$(cd $files/live && md5sum "$file" 2>&1)
        which=torn
        grep -qxF "$sum" "$OUT/checksums-old.txt" && which=old
        grep -qxF "$sum" "$OUT/checksums-new.txt" && which=new
        expect "$file after the reset is whole: the $which one" test $which != torn
        cp "$files/live/$file" "$OUT/after-reset-$(echo "$file" | tr / -)" 2>/dev/null
    done
    exit 0
fi
exit 2
