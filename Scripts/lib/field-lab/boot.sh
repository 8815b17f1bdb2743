# Boots the field-lab guest once with QEMU and waits until it powers off (or resets: QEMU runs with -no-reboot).
# Usage: source this file, then `field_lab_boot IMAGE_FOLDER DISK SHARE RESULTS SERIAL_LOG [GPU]`; returns QEMU's status.
# GPU: "none" (no display device at all: wlroots' headless backend) or a QEMU display device (virtio-gpu-pci).

# KVM only when the host CPU has hardware virtualisation: a paravirtual /dev/kvm without VT-x (as on this project's
# build machine) aborts with -cpu host ("failed to set MSR 0x10a") and crawls with other CPU models.
field_lab_accelerator() {
    if [[ -n ${FIELD_LAB_ACCEL:-} ]]; then echo "$FIELD_LAB_ACCEL"
    elif [[ -w /dev/kvm ]] && grep -qwE 'vmx|svm' /proc/cpuinfo; then echo kvm
    else echo tcg; fi
}

field_lab_boot() {
    local image=$1 disk=$2 share=$3 results=$4 serial=$5 gpu=${6:-none}
    local machine=()
    case $(field_lab_accelerator) in
        kvm) machine=(-accel kvm -cpu host) ;;
        # A CPU model QEMU emulates completely (x86-64-v2: SSE4.2, no AVX): under -cpu max, Mesa's llvmpipe crashed
        # right after the first frame (emulated AVX2), and with -cpu max,-avx2 apt's file method died of SIGILL
        # (a library chose vector code the model then lacked).
        *) machine=(-accel tcg,thread=multi -cpu Nehalem) ;;
    esac
    local display=(-vga none)
    [[ $gpu != none ]] && display+=(-device "$gpu")
    timeout --kill-after=30 "${FIELD_LAB_BOOT_TIMEOUT:-3600}" qemu-system-x86_64 "${machine[@]}" -smp 2 -m 2048 \
        -display none "${display[@]}" -no-reboot -net none -monitor none -serial "file:$serial" \
        -kernel "$image/vmlinuz" -initrd "$image/initrd.img" \
        -append "root=/dev/vda rw console=ttyS0 panic=1 quiet systemd.show_status=0" \
        -drive "file=$disk,if=virtio,format=qcow2,cache=writeback" \
        -virtfs "local,path=$share,mount_tag=lab,security_model=none,readonly=on,id=lab" \
        -virtfs "local,path=$results,mount_tag=results,security_model=none,id=results" </dev/null
}
