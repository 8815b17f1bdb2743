# Shared by the field lab's guest runner and scenarios (sourced; bash, as root in the guest).
# The runner sets OUT (the scenario's results folder on the host's share) before a scenario runs.
LAB=/lab
GUEST=$LAB/guest
PANELS=$LAB/panels
SCENES=$LAB/scenes
RESULTS=/lab-results
# The output cage and sway make with wlroots' headless backend (WLR_HEADLESS_OUTPUTS), 16:9 under the 16:10 scene.
OUTPUT_WIDTH=1280
OUTPUT_HEIGHT=720
# Where compositors the scenarios start keep their sockets (the kiosk unit uses /run/touch-sandbox).
KIOSK_RUNTIME=/run/field-lab-kiosk

uptime_now() { cut -d' ' -f1 /proc/uptime; }
say() { echo "FIELD-LAB: [$(uptime_now)] $*"; }

# Checks: each PASS or FAIL goes to OUT/checks.log; a FAIL's description also to OUT/failures (its first line is
# the reason the host prints).
pass() { echo "PASS $*" >> "$OUT/checks.log"; say "PASS $*"; }
fail() { echo "FAIL $*" >> "$OUT/checks.log"; echo "$*" >> "$OUT/failures"; say "FAIL $*"; }
# expect DESCRIPTION COMMAND...: passes when COMMAND succeeds.
expect() { local description=$1; shift; if "$@"; then pass "$description"; else fail "$description"; fi; }
# Whether any check of this scenario failed so far.
failed_so_far() { [[ -s $OUT/failures ]]; }

# wait_until SECONDS COMMAND...: polls COMMAND every 0.2 s; false when it never succeeded in time. COMMAND's words
# are expanded once, by the caller: poll a function (unit_is active), not "$(...)".
wait_until() {
    local deadline=$(($(date +%s) + $1)); shift
    until "$@"; do
        (($(date +%s) >= deadline)) && return 1
        sleep 0.2
    done
}

# ---- Virtual panels: evemu-device makes a uinput device from a description in Tests/FieldLab/panels ----
declare -A PANEL_PID PANEL_NODE
# add_panel NAME: creates the panel NAME.desc describes; PANEL_NODE[NAME] is its /dev/input/eventN.
add_panel() {
    local name=$1 log=/tmp/panel-$1.log
    evemu-device "$PANELS/$name.desc" > "$log" 2>&1 &
    PANEL_PID[$name]=$!
    wait_until 20 grep -q '/dev/input/event' "$log" || { say "evemu-device $name: $(cat "$log")"; return 1; }
    PANEL_NODE[$name]=$(grep -o '/dev/input/event[0-9]*' "$log" | head -1)
    udevadm settle -t 20
    say "panel $name is ${PANEL_NODE[$name]}"
}
# remove_panel NAME: destroys the uinput device (as unplugging the panel would).
remove_panel() {
    local name=$1
    [[ -n ${PANEL_PID[$name]:-} ]] || return 0
    kill "${PANEL_PID[$name]}" 2>/dev/null
    wait "${PANEL_PID[$name]}" 2>/dev/null
    unset "PANEL_PID[$name]" "PANEL_NODE[$name]"
    udevadm settle -t 20
}
remove_all_panels() { local name; for name in "${!PANEL_PID[@]}"; do remove_panel "$name"; done; }

# fingers PANEL SPEC [OPTIONS]: the evemu events of the strokes in SPEC (JSON) as PANEL would report them.
fingers() { local panel=$1; shift; python3 "$GUEST/fingers.py" "$PANELS/$panel.desc" "$@"; }
# play PANEL EVENTS: writes the events into the panel's node at their recorded times.
play() { evemu-play "${PANEL_NODE[$1]}" < "$2"; }

# ---- The app's readiness: it sends READY=1 to NOTIFY_SOCKET once its first frame is shown ----
# start_notify_listener FILE: a socket the app can notify, NOTIFY_PATH; its messages go to FILE.
start_notify_listener() {
    NOTIFY_PATH=/run/field-lab-notify.$RANDOM.sock
    python3 "$GUEST/notify-listener.py" "$NOTIFY_PATH" "$1" > /dev/null 2>&1 &
    NOTIFY_LISTENER_PID=$!
    wait_until 20 test -S "$NOTIFY_PATH"
}
stop_notify_listener() { kill "$NOTIFY_LISTENER_PID" 2>/dev/null; wait "$NOTIFY_LISTENER_PID" 2>/dev/null; true; }

# ---- Compositors and clients started by a scenario, as the kiosk user ----
prepare_kiosk_runtime() { install -d -m 700 -o kiosk -g kiosk "$KIOSK_RUNTIME"; }
# as_kiosk COMMAND...: runs COMMAND as the kiosk user, with the kiosk's groups (video for seatd, input for evdev) and
# a clean environment but for what is given with env. setpriv and env exec, so `(exec as_kiosk ...) &` would not
# do: use `spawn_as_kiosk LOG COMMAND...`, whose $SPAWNED is COMMAND's own pid.
as_kiosk() { setpriv --reuid=kiosk --regid=kiosk --init-groups --reset-env env XDG_RUNTIME_DIR="$KIOSK_RUNTIME" "$@"; }
spawn_as_kiosk() {
    local log=$1; shift
    setpriv --reuid=kiosk --regid=kiosk --init-groups --reset-env env XDG_RUNTIME_DIR="$KIOSK_RUNTIME" "$@" > "$log" 2>&1 &
    SPAWNED=$!
}
# split_environment VARIABLE=VALUE... -- COMMAND...: ENVIRONMENT holds the assignments, COMMAND the rest.
split_environment() {
    ENVIRONMENT=()
    while [[ $1 != -- ]]; do ENVIRONMENT+=("$1"); shift; done
    shift
    COMMAND=("$@")
}
# start_cage LOG [VARIABLE=VALUE...] -- COMMAND...: cage (headless output, libinput devices, seatd) running COMMAND
# as the kiosk user; CAGE_PID is cage's process.
start_cage() {
    local log=$1; shift
    split_environment "$@"
    prepare_kiosk_runtime
    systemctl start seatd.service
    spawn_as_kiosk "$log" WLR_BACKENDS=headless,libinput WLR_RENDERER=pixman LIBSEAT_BACKEND=seatd \
        SDL_VIDEODRIVER=wayland LIBGL_ALWAYS_SOFTWARE=1 "${ENVIRONMENT[@]}" cage -d -- "${COMMAND[@]}"
    CAGE_PID=$SPAWNED
}
# start_sway LOG CONFIG OUTPUTS: sway with OUTPUTS headless outputs (HEADLESS-1, ...) and libinput devices, as the
# kiosk user; SWAY_PID, and WAYLAND_SOCKET_NAME once it listens.
start_sway() {
    local log=$1 config=$2 outputs=$3
    prepare_kiosk_runtime
    systemctl start seatd.service
    rm -f "$KIOSK_RUNTIME"/wayland-* "$KIOSK_RUNTIME"/sway-ipc.*
    spawn_as_kiosk "$log" WLR_BACKENDS=headless,libinput WLR_HEADLESS_OUTPUTS="$outputs" WLR_RENDERER=pixman \
        LIBSEAT_BACKEND=seatd sway -c "$config"
    SWAY_PID=$SPAWNED
    wait_until 120 compgen -G "$KIOSK_RUNTIME/sway-ipc.*" > /dev/null || return 1
    WAYLAND_SOCKET_NAME=$(basename "$(compgen -G "$KIOSK_RUNTIME/wayland-[0-9]" | head -1)")
}
swaymsg_kiosk() { as_kiosk SWAYSOCK="$(compgen -G "$KIOSK_RUNTIME/sway-ipc.*" | head -1)" swaymsg "$@"; }
# start_wayland_client LOG [VARIABLE=VALUE...] -- COMMAND...: COMMAND as a client of the running compositor;
# CLIENT_PID is its process.
start_wayland_client() {
    local log=$1; shift
    split_environment "$@"
    spawn_as_kiosk "$log" WAYLAND_DISPLAY="$WAYLAND_SOCKET_NAME" SDL_VIDEODRIVER=wayland LIBGL_ALWAYS_SOFTWARE=1 \
        "${ENVIRONMENT[@]}" "${COMMAND[@]}"
    CLIENT_PID=$SPAWNED
}
# start_xorg LOG DISPLAY: Xorg with the dummy video driver (one 1280x720 screen) and the libinput input driver for
# udev's devices, as root, open to every local client (-ac); XORG_PID.
start_xorg() {
    local log=$1 display=$2
    Xorg "$display" -config "$GUEST/xorg-dummy.conf" -ac -noreset -nolisten tcp -logfile "$log.Xorg" vt7 > "$log" 2>&1 &
    XORG_PID=$!
    wait_until 120 test -S "/tmp/.X11-unix/X${display#:}"
}
# start_x11_client LOG DISPLAY [VARIABLE=VALUE...] -- COMMAND...: COMMAND as an X client; CLIENT_PID.
start_x11_client() {
    local log=$1 display=$2; shift 2
    split_environment "$@"
    spawn_as_kiosk "$log" DISPLAY="$display" SDL_VIDEODRIVER=x11 LIBGL_ALWAYS_SOFTWARE=1 "${ENVIRONMENT[@]}" \
        "${COMMAND[@]}"
    CLIENT_PID=$SPAWNED
}
# stop_process PID [SECONDS]: SIGTERM, then waits (SIGKILL after SECONDS, default 30).
stop_process() {
    local pid=$1
    kill -TERM "$pid" 2>/dev/null
    wait_until "${2:-30}" bash -c "! kill -0 $pid 2>/dev/null" || { say "$pid did not end on SIGTERM; killing it"; kill -KILL "$pid"; }
    wait "$pid" 2>/dev/null
    true
}
# The touch-sandbox process among a process's children.
app_pid_of() {
    local parent=$1 child
    for child in $(cat /proc/"$parent"/task/*/children 2>/dev/null); do
        [[ $(cat /proc/"$child"/comm 2>/dev/null) == touch-sandbox ]] && { echo "$child"; return 0; }
    done
    return 1
}
# stop_app PARENT: SIGTERM to the app under PARENT (it writes its outputs and exits 0), then waits for PARENT to end
# (cage ends with its client).
stop_app() {
    local parent=$1 app
    app=$(app_pid_of "$parent") && kill -TERM "$app"
    wait_until 30 bash -c "! kill -0 $parent 2>/dev/null" || { say "$parent did not end; killing it"; kill -KILL "$parent"; }
    wait "$parent" 2>/dev/null
    true
}
# screenshot FILE [RUNTIME_DIR]: what the headless output shows (grim, as the kiosk user: the share is written as
# root). With OUTPUT set, that output only.
screenshot() {
    local runtime=${2:-$KIOSK_RUNTIME} socket
    socket=$(compgen -G "$runtime/wayland-[0-9]" | head -1)
    [[ -n $socket ]] || return 1
    setpriv --reuid=kiosk --regid=kiosk --init-groups --reset-env env XDG_RUNTIME_DIR="$runtime" \
        WAYLAND_DISPLAY="$(basename "$socket")" grim ${OUTPUT:+-o "$OUTPUT"} - > "$1"
}

# Whatever a scenario leaves running when it ends (a failed check's early exit, a timeout's SIGTERM): its panels,
# compositors, clients and listener, so the next scenario starts from a quiet guest.
clean_up_scenario() {
    local pid
    for pid in ${CLIENT_PID:-} ${CAGE_PID:-} ${SWAY_PID:-} ${XORG_PID:-} ${NOTIFY_LISTENER_PID:-}; do
        kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" 2>/dev/null
    done
    remove_all_panels
}
trap clean_up_scenario EXIT

# ---- A systemd unit's state (UNIT is set by the scenario) ----
unit_property() { systemctl show -p "$1" --value "$UNIT"; }
# unit_is STATE: the unit's ActiveState is STATE now.
unit_is() { [[ $(unit_property ActiveState) == "$1" ]]; }
# restarts_past COUNT: systemd scheduled more automatic restarts than COUNT.
restarts_past() { (($(unit_property NRestarts) > $1)); }
# journal_time PATTERN: the monotonic time (s) of the unit's last journal line matching PATTERN.
journal_time() {
    journalctl -b -u "$UNIT" -o short-monotonic --no-pager | grep -E "$1" | tail -1 | sed -n 's/^\[ *\([0-9.]*\)\].*/\1/p'
}

# ---- State documents ----
# state_value FILE EXPRESSION: a value of a state document (a Python expression over `state`).
state_value() { python3 "$GUEST/states.py" value "$1" "$2"; }
