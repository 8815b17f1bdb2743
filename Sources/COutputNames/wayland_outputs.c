#include "output_names.h"

#include <stdint.h>
#include <string.h>
#include <wayland-client.h>

/* xdg-output-unstable-v1 (wayland-protocols), the two interfaces written out as wayland-scanner would generate
   them: zxdg_output_manager_v1.get_xdg_output(new_id zxdg_output_v1, object wl_output), and zxdg_output_v1's
   events logical_position, logical_size, done, name (since 2), description (since 2). */
static const struct wl_interface zxdg_output_v1_interface;
static const struct wl_interface *xdg_output_types[] = { &zxdg_output_v1_interface, &wl_output_interface };
static const struct wl_message zxdg_output_manager_v1_requests[] = {
    { "destroy", "", NULL },
    { "get_xdg_output", "no", xdg_output_types },
};
static const struct wl_interface zxdg_output_manager_v1_interface = {
    "zxdg_output_manager_v1", 3, 2, zxdg_output_manager_v1_requests, 0, NULL,
};
static const struct wl_message zxdg_output_v1_requests[] = { { "destroy", "", NULL } };
static const struct wl_message zxdg_output_v1_events[] = {
    { "logical_position", "ii", NULL }, { "logical_size", "ii", NULL }, { "done", "", NULL },
    { "name", "2s", NULL }, { "description", "2s", NULL },
};
static const struct wl_interface zxdg_output_v1_interface = {
    "zxdg_output_v1", 3, 1, zxdg_output_v1_requests, 5, zxdg_output_v1_events,
};

struct xdg_output_listener {
    void (*logical_position)(void *, struct wl_proxy *, int32_t, int32_t);
    void (*logical_size)(void *, struct wl_proxy *, int32_t, int32_t);
    void (*done)(void *, struct wl_proxy *);
    void (*name)(void *, struct wl_proxy *, const char *);
    void (*description)(void *, struct wl_proxy *, const char *);
};

enum { most_outputs = 32 };

struct found_output {
    struct wl_output *output;
    struct wl_proxy *xdg_output;
    ts_output_geometry geometry;
    int has_name, has_place;
};

struct survey {
    struct found_output outputs[most_outputs];
    int count;
    struct wl_proxy *manager;
};

static void set_name(struct found_output *found, const char *name) {
    memset(found->geometry.name, 0, sizeof found->geometry.name);
    strncpy(found->geometry.name, name, sizeof found->geometry.name - 1);
    found->has_name = 1;
}

/* wl_output: only the name (version 4) matters; the place comes from xdg-output, as SDL takes it. */
static void output_geometry(void *data, struct wl_output *output, int32_t x, int32_t y, int32_t width_mm,
                            int32_t height_mm, int32_t subpixel, const char *make, const char *model, int32_t transform) {}
static void output_mode(void *data, struct wl_output *output, uint32_t flags, int32_t width, int32_t height, int32_t refresh) {}
static void output_done(void *data, struct wl_output *output) {}
static void output_scale(void *data, struct wl_output *output, int32_t factor) {}
static void output_name(void *data, struct wl_output *output, const char *name) { set_name(data, name); }
static void output_description(void *data, struct wl_output *output, const char *description) {}
static const struct wl_output_listener output_listener = {
    output_geometry, output_mode, output_done, output_scale, output_name, output_description,
};

static void xdg_position(void *data, struct wl_proxy *proxy, int32_t x, int32_t y) {
    struct found_output *found = data;
    found->geometry.x = x;
    found->geometry.y = y;
    found->has_place = 1;
}
static void xdg_size(void *data, struct wl_proxy *proxy, int32_t width, int32_t height) {
    struct found_output *found = data;
    found->geometry.width = width;
    found->geometry.height = height;
}
static void xdg_done(void *data, struct wl_proxy *proxy) {}
static void xdg_name(void *data, struct wl_proxy *proxy, const char *name) {
    struct found_output *found = data;
    if (!found->has_name) set_name(found, name);
}
static void xdg_description(void *data, struct wl_proxy *proxy, const char *description) {}
static const struct xdg_output_listener xdg_listener = { xdg_position, xdg_size, xdg_done, xdg_name, xdg_description };

static void registry_global(void *data, struct wl_registry *registry, uint32_t id, const char *interface, uint32_t version) {
    struct survey *survey = data;
    if (strcmp(interface, wl_output_interface.name) == 0 && survey->count < most_outputs) {
        struct found_output *found = &survey->outputs[survey->count++];
        uint32_t bound = version < 4 ? version : 4;
        found->output = wl_registry_bind(registry, id, &wl_output_interface, bound);
        wl_output_add_listener(found->output, &output_listener, found);
    } else if (strcmp(interface, zxdg_output_manager_v1_interface.name) == 0 && version >= 2) {
        survey->manager = wl_registry_bind(registry, id, &zxdg_output_manager_v1_interface, version < 3 ? version : 3);
    }
}
static void registry_global_remove(void *data, struct wl_registry *registry, uint32_t id) {}
static const struct wl_registry_listener registry_listener = { registry_global, registry_global_remove };

int ts_wayland_outputs(ts_output_geometry *outputs, int capacity) {
    struct wl_display *display = wl_display_connect(NULL);
    if (display == NULL) return -1;
    static struct survey survey;
    memset(&survey, 0, sizeof survey);
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, &survey);
    wl_display_roundtrip(display);
    if (survey.manager != NULL) {
        for (int index = 0; index < survey.count; index++) {
            struct found_output *found = &survey.outputs[index];
            found->xdg_output = wl_proxy_marshal_flags(survey.manager, 1, &zxdg_output_v1_interface,
                                                       wl_proxy_get_version(survey.manager), 0, NULL, found->output);
            wl_proxy_add_listener(found->xdg_output, (void (**)(void))&xdg_listener, found);
        }
    }
    wl_display_roundtrip(display);
    wl_display_roundtrip(display);
    int count = 0;
    for (int index = 0; index < survey.count; index++) {
        struct found_output *found = &survey.outputs[index];
        if (found->has_name && found->has_place && count < capacity) outputs[count++] = found->geometry;
        if (found->xdg_output != NULL) wl_proxy_destroy(found->xdg_output);
        wl_output_destroy(found->output);
    }
    if (survey.manager != NULL) wl_proxy_destroy(survey.manager);
    wl_registry_destroy(registry);
    wl_display_disconnect(display);
    return count;
}
