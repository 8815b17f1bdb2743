# The field lab's guest image: Debian 12 built with mmdebstrap from Debian's packages, cached on this machine
# (outside the clone, so a fresh clone on the same machine reuses it) and keyed by everything it is made from.
# Usage: source this file, then `field_lab_image DEB` (prints the image's folder: rootfs.img, vmlinuz, initrd.img).
# Needs root (mmdebstrap, mkfs.ext4 -d keep owners) and the network the first time.

FIELD_LAB_CACHE=${FIELD_LAB_CACHE:-/var/cache/touch-sandbox-field-lab}
FIELD_LAB_SUITE=bookworm
# The machine's own apt sources (deb822) name the mirror; mmdebstrap takes the file as its mirror argument.
FIELD_LAB_SOURCES=${FIELD_LAB_SOURCES:-/etc/apt/sources.list.d/debian.sources}
field_lab_image_folder="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)/Tests/FieldLab/image"

# Docs, locales and the kernel modules no virtual machine here loads are left out (bookworm's kernel installs into
# /lib/modules; the pattern matches /usr/lib/modules too). Kept: virtio, block, input (uinput, evdev), char, the
# DRM drivers of QEMU's virtual GPUs, ext4, 9p, fuse and the helpers they load.
field_lab_dpkg_options() {
    local options=(--dpkgopt=force-unsafe-io
        --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/locale/*'
        --dpkgopt='path-exclude=/usr/share/info/*' --dpkgopt='path-exclude=/*lib/modules/*/kernel/*')
    local kept
    for kept in drivers/virtio drivers/block drivers/input drivers/hid drivers/char drivers/md drivers/acpi \
                drivers/gpu/drm/drm drivers/gpu/drm/virtio drivers/gpu/drm/tiny drivers/gpu/drm/ttm \
                drivers/gpu/drm/drm_kms_helper drivers/gpu/drm/drm_shmem_helper drivers/gpu/drm/drm_ttm_helper \
                drivers/gpu/drm/drm_vram_helper drivers/gpu/drm/bochs drivers/video \
                fs/ext4 fs/jbd2 fs/mbcache.ko fs/9p fs/netfs fs/fscache fs/fuse fs/autofs net/9p lib crypto arch/x86/crypto; do
        options+=(--dpkgopt="path-include=/*lib/modules/*/kernel/$kept*")
    done
    printf '%s\n' "${options[@]}"
}

# The packages installed in the image (Tests/FieldLab/image/packages without comments), comma-separated.
field_lab_packages() { sed 's/#.*//' "$field_lab_image_folder/packages" | tr -s ' \t\n' '\n' | sed '/^$/d' | paste -sd,; }

# What apt needs for the project's package: its relations, not its binary (a rebuilt app keeps the image).
field_lab_package_relations() { dpkg-deb --field "$1" Pre-Depends Depends Recommends; }

# The cache key: the package list, the relations of the .deb, this recipe, the overlay and the mirror.
field_lab_image_key() {
    local deb=$1
    {
        echo "$FIELD_LAB_SUITE"; field_lab_packages; field_lab_package_relations "$deb"; field_lab_dpkg_options
        sed -n '/^field_lab_build_image()/,/^}/p' "${BASH_SOURCE[0]}"
        grep -v '^#' "$FIELD_LAB_SOURCES"
        (cd "$field_lab_image_folder/overlay" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum
         find . -printf '%p %m\n' | LC_ALL=C sort)
    } | sha256sum | cut -c1-16
}

# Builds the image into FOLDER (rootfs.img, vmlinuz, initrd.img, packages.txt); DEB's dependencies are downloaded
# into apt's cache in the image, not installed.
field_lab_build_image() {
    local deb=$1 folder=$2 work
    work=$(mktemp -d "$FIELD_LAB_CACHE/build.XXXXXX")
    local options; mapfile -t options < <(field_lab_dpkg_options)
    cp "$deb" "$work/touch-sandbox.deb"
    # apt-daily would reach for the network and hold apt's lock; the gettys and the periodic jobs only cost boot
    # time. logind and D-Bus stay as Debian has them. The package lists and the downloaded archives stay
    # (--skip=cleanup/apt): the offline guest resolves the project's package from them.
    mmdebstrap --variant=essential --include="$(field_lab_packages)" "${options[@]}" \
        --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr --skip=cleanup/apt \
        --customize-hook="sync-in '$field_lab_image_folder/overlay' /" \
        --customize-hook='chroot "$1" systemctl enable field-lab-runner.service' \
        --customize-hook='chroot "$1" systemctl mask getty@tty1.service serial-getty@ttyS0.service apt-daily.timer apt-daily-upgrade.timer dpkg-db-backup.timer fstrim.timer e2scrub_all.timer e2scrub_reap.service systemd-pstore.service' \
        --customize-hook='chroot "$1" passwd -d root' \
        --customize-hook="copy-in '$work/touch-sandbox.deb' /tmp" \
        --customize-hook='chroot "$1" apt-get install --download-only -y -o APT::Install-Recommends=true /tmp/touch-sandbox.deb' \
        --customize-hook='rm "$1/tmp/touch-sandbox.deb"' \
        --customize-hook='chroot "$1" dpkg-query -W > "$1/.field-lab-packages"' \
        "$FIELD_LAB_SUITE" "$work/rootfs" "$FIELD_LAB_SOURCES" >&2 || { rm -rf "$work"; return 1; }
    mv "$work/rootfs/.field-lab-packages" "$work/packages.txt"
    rm "$work/touch-sandbox.deb"
    cp "$work"/rootfs/boot/vmlinuz-* "$work/vmlinuz"
    cp "$work"/rootfs/boot/initrd.img-* "$work/initrd.img"
    # Room for the package (about 100 MB installed) and what the scenarios write; the file is sparse.
    local megabytes=$(( $(du -smx "$work/rootfs" | cut -f1) + 1536 ))
    truncate -s "${megabytes}M" "$work/rootfs.img"
    mkfs.ext4 -q -F -L field-lab -d "$work/rootfs" "$work/rootfs.img" || { rm -rf "$work"; return 1; }
    rm -rf "$work/rootfs"
    rm -rf "$folder"
    mv "$work" "$folder"
}

# Prints the folder of the image for DEB, building it first when no image has this key. Keeps the two newest.
field_lab_image() {
    local deb=$1 key folder
    mkdir -p "$FIELD_LAB_CACHE/images"
    key=$(field_lab_image_key "$deb")
    folder="$FIELD_LAB_CACHE/images/$key"
    if [[ ! -f $folder/rootfs.img ]]; then
        echo "field-lab: building the guest image $key from Debian's packages (about 5 minutes)" >&2
        field_lab_build_image "$deb" "$folder" || return 1
    fi
    touch "$folder"
    ls -1dt "$FIELD_LAB_CACHE"/images/*/ | tail -n +3 | xargs -r rm -rf
    echo "$folder"
}
