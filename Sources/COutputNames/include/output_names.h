#ifndef TOUCH_SANDBOX_OUTPUT_NAMES_H
#define TOUCH_SANDBOX_OUTPUT_NAMES_H

/* The outputs (connectors) a display server names, with their place on the desktop: what SDL 2.26 does not give
   (it names displays after their monitors). */
typedef struct {
    char name[64];
    int x, y, width, height;
} ts_output_geometry;

/* X11: the RandR outputs that show something (have a CRTC), from the server in DISPLAY. Fills at most `capacity`
   entries; returns how many, or -1 when the server or RandR cannot be reached. */
int ts_randr_outputs(ts_output_geometry *outputs, int capacity);

/* Wayland: the outputs of the compositor in WAYLAND_DISPLAY, named by wl_output (version 4) or xdg-output
   (version 2), placed by xdg-output's logical position and size as SDL places them. Returns how many, or -1 when
   the compositor cannot be reached. */
int ts_wayland_outputs(ts_output_geometry *outputs, int capacity);

#endif
