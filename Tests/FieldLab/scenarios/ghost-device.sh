#!/bin/bash
# Scenario `ghost-device`: a panel that also shows up as a second "Mouse" node (dual.desc and dual-mouse.desc) makes
# one finger count twice in the app. `libinput record --all` while fingers tap (the pen display beside it taps too,
# pen and finger apart), then `touch-sandbox devices --from` it: the Mouse node is the duplicate to turn off, the pen
# display's two nodes are not duplicates. Its rule installed as docs/kiosk.md says (udevadm reload and trigger),
# udev sets LIBINPUT_IGNORE_DEVICE=1 on the Mouse node, `libinput list-devices` no longer lists it, and one finger
# makes one contact in the app under cage.
source /lab/guest/lib.sh
[[ $1 == main ]] || exit 0
scene=$SCENES/field-lab.json
rules=/etc/udev/rules.d/99-touch-sandbox-ignore.rules
add_panel dual
add_panel dual-mouse
add_panel pen
add_panel pen-stylus

# Five taps on both nodes of the dual panel at once; the pen display's finger and pen tap elsewhere, in turn.
python3 "$GUEST/strokes.py" taps 200,150 600,200 1000,300 400,500 900,600 --gap 0.5 > "$OUT/taps.json"
python3 "$GUEST/strokes.py" taps 300,300 700,400 1100,500 --gap 0.5 > "$OUT/pen-taps.json"
python3 "$GUEST/strokes.py" taps 250,600 650,100 1050,150 --gap 0.5 > "$OUT/finger-taps.json"
for panel in dual dual-mouse; do fingers $panel "$OUT/taps.json" > "$OUT/$panel.events"; done
fingers pen-stylus "$OUT/pen-taps.json" > "$OUT/pen-stylus.events"
fingers pen "$OUT/finger-taps.json" > "$OUT/pen.events"
both_nodes_tap() {
    play dual "$OUT/dual.events" & local first=$!
    play dual-mouse "$OUT/dual-mouse.events" & local second=$!
    wait $first $second
}

# in_app NAME: one finger's taps, on both nodes at once, in the app under cage; CONTACTS: what it counted.
in_app() {
    local name=$1 state=/tmp/ghost-$1.json
    rm -f "$state"
    start_notify_listener "$OUT/notify-$name.log"
    start_cage "$OUT/cage-$name.log" NOTIFY_SOCKET="$NOTIFY_PATH" -- touch-sandbox run --scene "$scene" --fullscreen --state "$state"
    if wait_until 180 grep -q READY=1 "$OUT/notify-$name.log"; then
        both_nodes_tap
        sleep 2
    else
        say "$name: the app showed no frame within 180 s"
    fi
    stop_app "$CAGE_PID"
    stop_notify_listener
    CONTACTS=none
    [[ -s $state ]] && cp "$state" "$OUT/state-$name.json" && CONTACTS=$(state_value "$state" "state['touches']['totalContacts']")
}

rm -f $rules
udevadm control --reload
in_app before
expect "before the rule, five taps of one finger make two contacts each: $CONTACTS contacts (10 expected)" test "$CONTACTS" = 10

libinput record --all -o "$OUT/touch.yml" > "$OUT/libinput-record.log" 2>&1 &
recorder=$!
wait_until 30 grep -q '^events:\|- evdev:' "$OUT/touch.yml" 2>/dev/null || sleep 3
sleep 1
both_nodes_tap
play pen-stylus "$OUT/pen-stylus.events"
play pen "$OUT/pen.events"
sleep 1
kill -INT $recorder
wait $recorder
touch-sandbox devices --from "$OUT/touch.yml" --write "$OUT/rules" > "$OUT/devices.txt" 2>&1
expect "\`touch-sandbox devices --from\` the recording exits 0" test $? = 0
touch-sandbox devices --from "$OUT/touch.yml" --json > "$OUT/devices.json" 2>/dev/null
verdicts=$(python3 -c "
import json
for device in json.load(open('$OUT/devices.json'))['devices']:
    print(f\"{device['name']}={device['verdict']}/{'off' if device['turnOff'] else 'on'}\")" | sort | paste -sd' ')
say "verdicts: $verdicts"
expect "the Mouse node is the duplicate to turn off, its touch node is kept: $verdicts" \
    bash -c "[[ '$verdicts' == *'FieldLab Dual Touch Mouse=duplicated/off'* && '$verdicts' == *'FieldLab Dual Touch=duplicated/on'* ]]"
expect "the pen display's pen and finger are not duplicates, and nothing of it is turned off: $verdicts" \
    bash -c "[[ '$verdicts' != *'FieldLab Pen Display'*'/off'* && '$verdicts' != *'FieldLab Pen Display'*duplicated* ]]"
expect "the rules file turns off the Mouse node and nothing else: $(grep -v '^#' "$OUT/rules/99-touch-sandbox-ignore.rules" 2>/dev/null | paste -sd' ')" \
    bash -c "grep -v '^#' '$OUT/rules/99-touch-sandbox-ignore.rules' | grep -c LIBINPUT_IGNORE_DEVICE | grep -qx 1 &&
             grep -q 'ATTRS{name}==\"FieldLab Dual Touch Mouse\"' '$OUT/rules/99-touch-sandbox-ignore.rules'"

# Installed as docs/kiosk.md says.
install -m 644 "$OUT/rules/99-touch-sandbox-ignore.rules" /etc/udev/rules.d/
udevadm control --reload && udevadm trigger --subsystem-match=input --action=change
udevadm settle -t 20
expect "udev sets LIBINPUT_IGNORE_DEVICE=1 on the Mouse node ${PANEL_NODE[dual-mouse]}" \
    bash -c "udevadm info ${PANEL_NODE[dual-mouse]} | grep -q 'LIBINPUT_IGNORE_DEVICE=1'"
expect "and not on its touch node ${PANEL_NODE[dual]}" bash -c "! udevadm info ${PANEL_NODE[dual]} | grep -q LIBINPUT_IGNORE_DEVICE"
libinput list-devices > "$OUT/list-devices.txt" 2>&1
expect "\`libinput list-devices\` no longer lists the Mouse node, and still lists the touch node" \
    bash -c "! grep -q 'FieldLab Dual Touch Mouse' '$OUT/list-devices.txt' && grep -q 'Device: *FieldLab Dual Touch$' '$OUT/list-devices.txt'"
in_app after
expect "with the rule, five taps of one finger make five contacts in the app: $CONTACTS" test "$CONTACTS" = 5

rm -f $rules
udevadm control --reload && udevadm trigger --subsystem-match=input --action=change
remove_all_panels
exit 0
