#ifndef TOUCH_SANDBOX_CEVDEV_H
#define TOUCH_SANDBOX_CEVDEV_H

#include <stdint.h>

/* Reads what an evdev node (/dev/input/eventN) says about itself: its name and its absolute axes. The ioctl
 * requests (EVIOCGNAME, EVIOCGABS, EVIOCGBIT) are function-like macros Swift cannot import; these wrap them.
 * Every function returns 0 (or a length) on success and -errno on failure. */

typedef struct {
    int32_t value;
    int32_t minimum;
    int32_t maximum;
    int32_t fuzz;
    int32_t flat;
    /* Units per millimetre for position axes; 0 when the device does not say. */
    int32_t resolution;
} tsb_evdev_axis_info;

/* Opens `path` read-only, non-blocking, close-on-exec: a file descriptor, or -errno. */
int tsb_evdev_open(const char *path);
void tsb_evdev_close(int fd);
/* The device's name, NUL-terminated, into `buffer` of `capacity` bytes: its length, or -errno. */
int tsb_evdev_name(int fd, char *buffer, int capacity);
/* 1 when the device has absolute axis `code`, 0 when not, or -errno. */
int tsb_evdev_has_axis(int fd, unsigned code);
/* 1 when the device says it is a direct input device (a touchscreen, INPUT_PROP_DIRECT), 0 when not, or -errno. */
int tsb_evdev_is_direct(int fd);
/* Absolute axis `code` (e.g. 0x35 ABS_MT_POSITION_X): 0, or -errno. */
int tsb_evdev_axis(int fd, unsigned code, tsb_evdev_axis_info *axis);

#endif
