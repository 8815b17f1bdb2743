# Installs the Debian/Ubuntu packages TouchSandbox needs, only those that are missing.
# Usage: source this file, then `ensure_packages NAME...`.

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
RUNTIME_PACKAGES=(pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev fonts-dejavu-core)
# What the test suite needs on top: a real X server, X input and screenshots.
TEST_PACKAGES=(xvfb xauth xdotool x11-utils imagemagick cage xwayland grim)
