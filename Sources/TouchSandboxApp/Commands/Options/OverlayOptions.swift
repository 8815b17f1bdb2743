import ArgumentParser

/// What the sandbox draws over the scene (`run`, `replay`).
struct OverlayOptions: ParsableArguments {
    @Flag(name: .customLong("no-overlay"), help: "Start with the touch overlay hidden (O toggles).")
    var noOverlay = false
}
