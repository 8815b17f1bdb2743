import Foundation

/// The interactive app running in its own Xvfb, with xdotool aimed at its window.
struct AppUnderXvfb {
    let display: XvfbDisplay
    let app: ChildProcess
    let xdo: XDoTool
    let window: String

    /// Quits with Esc and returns how the app ended (killed after `timeout` seconds).
    func quitWithEscape(timeout: TimeInterval = 15) throws -> ProcessResult {
        try xdo.key("Escape")
        let ended = app.waitForExit(timeout: timeout)
        return app.result(timedOut: !ended)
    }
}

/// Starts Xvfb, runs `touch-sandbox ARGS` in it, waits for its window and runs `body`. The app and
/// the server are gone afterwards whatever happens.
func withAppUnderXvfb<T>(_ arguments: [String], _ body: (AppUnderXvfb) throws -> T) throws -> T {
    try withXvfb { display in
        let app = try ChildProcess(TestPaths.binary, arguments, environment: childEnvironment(display: display.name))
        defer { app.killAndReap() }
        let xdo = XDoTool(display: display.name)
        let window: String
        do {
            window = try xdo.waitForWindow(timeout: 20)
        } catch {
            throw XDoToolError(description: "\(error)\napp: \(app.result())")
        }
        Thread.sleep(forTimeInterval: 0.3)  // let SDL take the window's first events before ours
        return try body(AppUnderXvfb(display: display, app: app, xdo: xdo, window: window))
    }
}
