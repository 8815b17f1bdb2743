# Installs the Debian/Ubuntu packages TouchSandbox needs, only those that are missing.
# Usage: source this file, then `ensure_packages NAME...` (and `ensure_python_packages NAME==VERSION...`).

ensure_packages() {
    local missing=()
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    ((${#missing[@]} == 0)) && return 0
    echo "Installing missing packages: ${missing[*]}" >&2
    local sudo=()
    if [[ $(id -u) -ne 0 ]]; then
        command -v sudo >/dev/null || { echo "error: need root or sudo to install: ${missing[*]}" >&2; return 1; }
        sudo=(sudo)
    fi
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
}

# Installs the Python packages the tests use (NAME==VERSION), only those missing or at another version.
# Usage: source this file, then `ensure_python_packages NAME==VERSION...`.
ensure_python_packages() {
    local missing=()
    for spec in "$@"; do
        python3 -c "import importlib.metadata as m, sys; sys.exit(m.version('${spec%%==*}') != '${spec#*==}')" 2>/dev/null \
            || missing+=("$spec")
    done
    ((${#missing[@]} == 0)) && return 0
    echo "Installing missing Python packages: ${missing[*]}" >&2
    # Debian's own python3 refuses plain installs (PEP 668); a virtual-env or pyenv python takes them as they are.
    python3 -m pip install --quiet --disable-pip-version-check "${missing[@]}" >&2 \
        || python3 -m pip install --quiet --disable-pip-version-check --user --break-system-packages "${missing[@]}" >&2
}

ensure_swift() {
    if ! command -v swift >/dev/null; then
        for candidate in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
            [[ -x $candidate/swift ]] && export PATH="$candidate:$PATH" && return 0
        done
        echo "error: the Swift toolchain (5.10 or later, 6.x recommended) is not installed; see https://www.swift.org/install/linux/" >&2
        return 1
    fi
}

# What building and running the sandbox needs.
RUNTIME_PACKAGES=(pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libxrandr-dev libwayland-dev libpng-dev libgif-dev fonts-dejavu-core)
# What the test suite needs on top: a real X server, X input and screenshots, and a C compiler for the frame
# benchmark's floor program (Benchmarks/floor).
# systemd-analyze checks the deployment units; binutils (readelf, strip) builds the Debian package (Scripts/package),
# and its nm and strings show the kiosk binary carries no benchmark code (AppWithoutLabTests).
# sway (headless, two outputs) is where map-outputs is tried with a prompt on each output.
TEST_PACKAGES=(xvfb xauth xdotool x11-utils imagemagick cage sway xwayland grim python3 python3-pip gcc chromium systemd binutils)
# The Python packages the tests use: pypng (an independent PNG encoder and decoder the image tests compare
# against), the real third-party TUIO/OSC peers the interoperability tests drive on loopback, and python-xlib
# (XFixes) to photograph the pointer cursor, which screenshots leave out.
TEST_PYTHON_PACKAGES=(pypng==0.20220715.0 python-osc==1.10.2 python-tuio==0.0.9 python-xlib==0.33)
