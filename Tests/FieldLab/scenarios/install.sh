#!/bin/bash
# Scenario `install`: the package installs on a fresh Debian 12 with the commands docs/kiosk.md gives (taken from
# the file, so they cannot drift), and its kiosk unit runs the app under cage as systemd expects: active once the
# app's first frame is shown (READY=1), the watchdog fed, the status the app's; restarted with the administrator's
# scene, a drag moves the flower to where the finger lifts; a stop ends the app and cage cleanly, the state written.
# The X11 unit the same way (xinit, with Xorg's dummy video driver). A purge leaves nothing behind.
# Phases: main (install, unit), final (purge; run last, after the other scenarios used the package), and setup (the
# same install without checks, for runs that do not name this scenario).
source /lab/guest/lib.sh
phase=$1
unit=touch-sandbox-cage.service
UNIT=$unit
state=/var/lib/touch-sandbox/state.json

# docs_block MARKER: the commands of the ```sh block that follows `<!-- field-lab: MARKER` in docs/kiosk.md.
docs_block() {
    awk -v marker="<!-- field-lab: $1" '
        index($0, marker) == 1 { found = 1; next }
        found && /^```sh/ { inside = 1; next }
        inside && /^```/ { exit }
        inside && NF { print }' "$LAB/docs/kiosk.md"
}

# run_docs_block MARKER: runs each command as the docs give it, from the folder holding the .deb, answering apt's
# "Do you want to continue?" with y as a user would.
run_docs_block() {
    local command status all=0 started
    while IFS= read -r command; do
        say "docs/kiosk.md: $command"
        started=$SECONDS
        (cd "$LAB/.build" && echo y | bash -c "$command") > "$OUT/command.log" 2>&1
        status=$?
        cat "$OUT/command.log"
        local shown=${command%%#*}
        shown=${shown%"${shown##*[![:space:]]}"}
        expect "\`$shown\` (docs/kiosk.md) exits 0 (took $((SECONDS - started)) s)" test "$status" = 0 || all=1
    done < <(docs_block "$1")
    [[ -n $(docs_block "$1") ]] || { fail "docs/kiosk.md has no \`<!-- field-lab: $1\` block"; all=1; }
    return $all
}


# The lab's screen: wlroots' headless output (the guest has no display device) with libinput's devices. A drop-in,
# as an administrator would add one; the unit itself is the package's.
headless_drop_in() {
    mkdir -p /etc/systemd/system/$unit.d
    cat > /etc/systemd/system/$unit.d/field-lab.conf <<'EOF'
[Service]
Environment=WLR_BACKENDS=headless,libinput WLR_RENDERER=pixman
EOF
}

install_package() {
    add_panel touchscreen
    headless_drop_in
    systemctl daemon-reload
    local started=$SECONDS
    run_docs_block install
    say "installed and enabled in $((SECONDS - started)) s"
}

if [[ $phase == setup ]]; then
    install_package
    wait_until 180 unit_is active
    systemctl disable --now $unit
    exit 0
fi

if [[ $phase == main ]]; then
    install_package
    expect "the package is installed" dpkg-query -W -f='${Status}' touch-sandbox
    for recommended in cage seatd xwayland xinit; do
        expect "apt installed $recommended, which the package recommends" \
            bash -c "dpkg-query -W -f='\${Status}' $recommended | grep -q 'install ok installed'"
    done
    expect "systemd-logind runs, as on any Debian 12" systemctl is-active -q systemd-logind
    expect "seatd runs (the unit wants it)" systemctl is-active -q seatd
    dpkg -L touch-sandbox > "$OUT/files.txt"

    # `systemctl enable --now` returns once a Type=notify unit is active (READY=1), or fails at its start timeout.
    if wait_until 180 unit_is active; then
        pass "the unit became active (READY=1 from the app) while \`systemctl enable --now\` ran"
    else
        fail "the unit is $(unit_property ActiveState)/$(unit_property SubState), not active"
    fi
    expect "\`systemctl show\` reads ActiveState=active" test "$(unit_property ActiveState)" = active
    expect "the status is the app's: \"showing frames\" (it is \"$(unit_property StatusText)\")" \
        test "$(unit_property StatusText)" = "showing frames"
    main_pid=$(unit_property MainPID)
    expect "the unit's main process is cage" test "$(cat /proc/"$main_pid"/comm 2>/dev/null)" = cage
    expect "the app runs under cage" app_pid_of "$main_pid"
    first_beat=$(unit_property WatchdogTimestampMonotonic)
    sleep 8
    expect "the watchdog beats: systemd's last WATCHDOG=1 moved on over 8 s ($first_beat, then $(unit_property WatchdogTimestampMonotonic))" \
        test "$(unit_property WatchdogTimestampMonotonic)" -gt "$first_beat"
    # The administrator's scene (kiosk.json's "scene", as docs/kiosk.md describes): the field lab's, without inertia,
    # so a drag ends where the finger lifts. The unit restarted, the flower (drawn at (334, 225) on the 1280x720
    # output, the scene fitted at 0.9 with 64 px bands) is dragged from (336, 225) by (+192, +90) px: it must end at
    # the scene's (513.33, 350).
    python3 - /etc/touch-sandbox/kiosk.json "$SCENES/field-lab.json" <<'PYTHON'
import json, sys
with open(sys.argv[1]) as f:
    configuration = json.load(f)
configuration["scene"] = sys.argv[2]
with open(sys.argv[1], "w") as f:
    json.dump(configuration, f, indent=2)
PYTHON
    systemctl restart $unit
    expect "\`systemctl restart\` brings the kiosk back with its new scene: $(unit_property ActiveState)" \
        test "$(unit_property ActiveState)" = active
    python3 "$GUEST/strokes.py" drag 336 225 528 315 > /tmp/drag.json
    fingers touchscreen /tmp/drag.json > "$OUT/drag.events"
    play touchscreen "$OUT/drag.events"
    sleep 3
    screenshot "$OUT/kiosk.png" /run/touch-sandbox || say "no screenshot"
    sleep 12
    expect "no restart while it ran (WatchdogSec=10): NRestarts=$(unit_property NRestarts)" \
        test "$(unit_property NRestarts)" = 0

    started=$SECONDS
    systemctl stop $unit
    say "systemctl stop took $((SECONDS - started)) s"
    expect "\`systemctl stop\` returns within TimeoutStopSec (10 s): it took $((SECONDS - started)) s" \
        test $((SECONDS - started)) -le 10
    expect "after the stop the unit is inactive, not failed: $(unit_property ActiveState) (Result=$(unit_property Result))" \
        test "$(unit_property ActiveState)/$(unit_property Result)" = inactive/success
    expect "no process of the kiosk user is left: $(pgrep -u kiosk -l | tr '\n' ' ')" bash -c '! pgrep -u kiosk'
    expect "the app wrote its state when stopped" test -s $state
    if [[ -s $state ]]; then
        cp $state "$OUT/state.json"
        expect "the drag reached the app: one contact ($(state_value $state "state['touches']['totalContacts']"))" \
            test "$(state_value $state "state['touches']['totalContacts']")" = 1
        expect "the flower ends where the finger lifted, the scene's (513.33, 350) within 1 px ($(python3 "$GUEST/states.py" pose $state flower 513.333 350 1))" \
            python3 "$GUEST/states.py" pose $state flower 513.333 350 1
    fi
    journalctl -b -u $unit -o short-monotonic > "$OUT/unit-journal.log"
    systemctl disable $unit

    # The X11 unit (xinit, a bare X server with only the app): the guest's X server is Xorg's dummy video driver,
    # given as an administrator would, in xorg.conf.d.
    UNIT=touch-sandbox-x11.service
    install -D -m 644 "$GUEST/xorg-dummy.conf" /etc/X11/xorg.conf.d/10-field-lab-dummy.conf
    rm -f $state
    systemctl start $UNIT
    expect "the X11 unit becomes active (READY=1 from the app under xinit): $(unit_property ActiveState)/$(unit_property SubState)" \
        unit_is active
    expect "its status is the app's: \"$(unit_property StatusText)\"" test "$(unit_property StatusText)" = "showing frames"
    started=$SECONDS
    systemctl stop $UNIT
    expect "the X11 unit stops within 10 s ($((SECONDS - started)) s), inactive, not failed: $(unit_property ActiveState) (Result=$(unit_property Result))" \
        test "$(unit_property ActiveState)/$(unit_property Result)/$((SECONDS - started <= 10))" = inactive/success/1
    expect "no process of the kiosk user is left after the X11 unit: $(pgrep -u kiosk -l | tr '\n' ' ')" bash -c '! pgrep -u kiosk'
    expect "the app under X11 wrote its state when stopped" test -s $state
    journalctl -b -u $UNIT -o short-monotonic > "$OUT/x11-unit-journal.log"
    rm -f /etc/X11/xorg.conf.d/10-field-lab-dummy.conf
    UNIT=$unit
    remove_panel touchscreen
    exit 0
fi

if [[ $phase == final ]]; then
    systemctl stop touch-sandbox-cage.service touch-sandbox-x11.service 2>/dev/null
    run_docs_block purge
    expect "dpkg no longer knows the package" bash -c "! dpkg-query -W -f='\${Status}' touch-sandbox 2>/dev/null | grep -q installed"
    left=()
    while IFS= read -r path; do
        [[ -e $path && ! -d $path ]] && left+=("$path")
        [[ -d $path && $path == *touch-sandbox* ]] && left+=("$path")
    done < "$OUT/files.txt"
    for path in /etc/touch-sandbox /var/lib/touch-sandbox /run/touch-sandbox /lib/systemd/system/$unit; do
        [[ -e $path ]] && left+=("$path")
    done
    expect "the purge left nothing behind${left:+: ${left[*]}}" test ${#left[@]} = 0
    exit 0
fi
echo "unknown phase $phase" >&2
exit 2
