#include "CEvdev.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/input.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

int tsb_evdev_open(const char *path) {
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    return fd >= 0 ? fd : -errno;
}

void tsb_evdev_close(int fd) {
    if (fd >= 0) close(fd);
}

int tsb_evdev_name(int fd, char *buffer, int capacity) {
    if (capacity <= 0) return -EINVAL;
    memset(buffer, 0, (size_t)capacity);
    int length = ioctl(fd, EVIOCGNAME(capacity - 1), buffer);
    if (length < 0) return -errno;
    buffer[capacity - 1] = 0;
    return (int)strlen(buffer);
}

int tsb_evdev_has_axis(int fd, unsigned code) {
    unsigned char bits[(ABS_MAX + 8) / 8];
    if (code > ABS_MAX) return 0;
    memset(bits, 0, sizeof bits);
    if (ioctl(fd, EVIOCGBIT(EV_ABS, sizeof bits), bits) < 0) return -errno;
    return (bits[code / 8] >> (code % 8)) & 1;
}

int tsb_evdev_is_direct(int fd) {
    unsigned char bits[(INPUT_PROP_MAX + 8) / 8];
    memset(bits, 0, sizeof bits);
    if (ioctl(fd, EVIOCGPROP(sizeof bits), bits) < 0) return -errno;
    return (bits[INPUT_PROP_DIRECT / 8] >> (INPUT_PROP_DIRECT % 8)) & 1;
}

int tsb_evdev_axis(int fd, unsigned code, tsb_evdev_axis_info *axis) {
    struct input_absinfo info;
    if (code > ABS_MAX) return -EINVAL;
    memset(&info, 0, sizeof info);
    if (ioctl(fd, EVIOCGABS(code), &info) < 0) return -errno;
    axis->value = info.value;
    axis->minimum = info.minimum;
    axis->maximum = info.maximum;
    axis->fuzz = info.fuzz;
    axis->flat = info.flat;
    axis->resolution = info.resolution;
    return 0;
}
