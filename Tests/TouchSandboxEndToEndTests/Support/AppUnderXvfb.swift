import Foundation
import TouchTestSupport

/// The interactive app running in its own Xvfb, with xdotool aimed at its window.
struct AppUnderXvfb {
    let display: XvfbDisplay
    let app: ChildProcess
    let xdo: XDoTool
    let window: String

    /// The whole screen as the user sees it (`import -window root`), saved to `path`.
    func screenshot(to path: String) throws -> RGBAPixels {
        let result = try runProcess("import", ["-window", "root", path], environment: childEnvironment(display: display.name), timeout: 60)
        guard result.status == 0 else { throw XvfbError(description: "import -window root: \(result)") }
        return try RGBAPixels.read(path)
    }

    /// Ends the app with SIGTERM (which a kiosk obeys) and returns how it ended.
    func terminate(timeout: TimeInterval = 15) -> ProcessResult {
        app.signal(SIGTERM)
        let ended = app.waitForExit(timeout: timeout)
        return app.result(timedOut: !ended)
    }

    /// Quits with Esc and returns how the app ended (killed after `timeout` seconds).
    func quitWithEscape(timeout: TimeInterval = 15) throws -> ProcessResult {
        try xdo.key("Escape")
        let ended = app.waitForExit(timeout: timeout)
        return app.result(timedOut: !ended)
    }

    /// Sends `first`, then (after `pause` seconds) `second` when given, and waits up to `timeout` seconds for the
    /// app to end; returns how it ended and the seconds from the last signal to the end.
    func endBySignals(_ first: Int32, then second: Int32? = nil, after pause: TimeInterval = 1.5,
                      timeout: TimeInterval = 20) -> (result: ProcessResult, seconds: TimeInterval) {
        app.signal(first)
        if let second {
            Thread.sleep(forTimeInterval: pause)
            app.signal(second)
        }
        let sent = Date()
        let ended = app.waitForExit(timeout: timeout)
        return (app.result(timedOut: !ended), Date().timeIntervalSince(sent))
    }
}

/// Starts Xvfb (a `screen` of that size), runs `touch-sandbox ARGS` in it (with `environment` added to the test's), waits for its window and runs `body`. The
/// app and the server are gone afterwards whatever happens.
func withAppUnderXvfb<T>(_ arguments: [String], screen: (width: Int, height: Int) = (1280, 800),
                         environment extra: [String: String] = [:], _ body: (AppUnderXvfb) throws -> T) throws -> T {
    try withXvfb(screen: screen) { display in
        let app = try ChildProcess(TestPaths.binary, arguments, environment: childEnvironment(display: display.name, extra: extra))
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
