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

# Installs pinned PyPI packages (NAME==VERSION) into python3's environment, only those missing or at another version.
ensure_python_packages() {
    command -v python3 >/dev/null || ensure_packages python3
    local missing
    missing=$(python3 - "$@" <<'PYTHON'
import sys
from importlib.metadata import PackageNotFoundError, version
for requirement in sys.argv[1:]:
    name, wanted = requirement.split("==")
    try:
        if version(name) != wanted:
            print(requirement)
    except PackageNotFoundError:
        print(requirement)
PYTHON
    )
    [[ -z $missing ]] && return 0
    python3 -m pip --version >/dev/null 2>&1 || ensure_packages python3-pip
    echo "Installing missing Python packages:" $missing >&2
    # Debian's own python3 refuses pip installs outside a virtual environment unless told (PEP 668).
    # shellcheck disable=SC2086 # one requirement per word
    python3 -m pip install -q $missing >&2 || python3 -m pip install -q --break-system-packages $missing >&2
}

# Real third-party TUIO/OSC peers the interoperability tests drive on loopback.
PYTHON_TEST_PACKAGES=(python-osc==1.10.2 python-tuio==0.0.9)
