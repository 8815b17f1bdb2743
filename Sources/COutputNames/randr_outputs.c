#include "output_names.h"

#include <X11/Xlib.h>
#include <X11/extensions/Xrandr.h>
#include <string.h>

int ts_randr_outputs(ts_output_geometry *outputs, int capacity) {
    Display *display = XOpenDisplay(NULL);
    if (display == NULL) return -1;
    int event_base, error_base;
    if (!XRRQueryExtension(display, &event_base, &error_base)) {
        XCloseDisplay(display);
        return -1;
    }
    XRRScreenResources *resources = XRRGetScreenResourcesCurrent(display, DefaultRootWindow(display));
    if (resources == NULL) {
        XCloseDisplay(display);
        return -1;
    }
    int count = 0;
    for (int index = 0; index < resources->noutput && count < capacity; index++) {
        XRROutputInfo *output = XRRGetOutputInfo(display, resources, resources->outputs[index]);
        if (output == NULL) continue;
        if (output->crtc != None && output->connection != RR_Disconnected) {
            XRRCrtcInfo *crtc = XRRGetCrtcInfo(display, resources, output->crtc);
            if (crtc != NULL) {
                ts_output_geometry *entry = &outputs[count++];
                memset(entry, 0, sizeof *entry);
                strncpy(entry->name, output->name, sizeof entry->name - 1);
                entry->x = crtc->x;
                entry->y = crtc->y;
                entry->width = (int)crtc->width;
                entry->height = (int)crtc->height;
                XRRFreeCrtcInfo(crtc);
            }
        }
        XRRFreeOutputInfo(output);
    }
    XRRFreeScreenResources(resources);
    XCloseDisplay(display);
    return count;
}
