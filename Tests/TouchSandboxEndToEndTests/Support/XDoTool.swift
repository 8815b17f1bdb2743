import Foundation
import TouchTestSupport

struct XDoToolError: Error, CustomStringConvertible {
    var description: String
}

/// Drives an X display with `xdotool`: real X11 pointer and key events, as a user's would arrive.
///
/// Motion goes in small steps with short sleeps in one `xdotool` command chain, so SDL sees every
/// step as motion while the button is down, and the whole gesture costs one process.
struct XDoTool {
    let display: String
    /// Seconds between motion steps.
    var stepPause = 0.012

    private var environment: [String: String] { childEnvironment(display: display) }

    @discardableResult
    func run(_ arguments: [String], timeout: TimeInterval = 20) throws -> ProcessResult {
        let result = try runProcess("xdotool", arguments, environment: environment, timeout: timeout)
        guard result.status == 0, !result.killedBySignal, !result.timedOut else {
            throw XDoToolError(description: "xdotool \(arguments.prefix(12).joined(separator: " ")) failed: \(result)")
        }
        return result
    }

    /// Waits until a visible window whose name contains `name` is mapped; returns its id. xdotool's search dies with
    /// BadWindow when a window it walks vanishes under it (a short-lived window at an app's start), so a failed
    /// search is tried again until `timeout`.
    func waitForWindow(named name: String = "TouchSandbox", timeout: TimeInterval = 20) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            do {
                let result = try run(["search", "--sync", "--onlyvisible", "--name", name], timeout: max(1, deadline.timeIntervalSinceNow))
                guard let id = result.stdout.split(separator: "\n").first.map(String.init), !id.isEmpty else {
                    throw XDoToolError(description: "no window named \(name)")
                }
                return id
            } catch {
                guard Date().addingTimeInterval(0.2) < deadline else { throw error }
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
    }

    func move(window: String, to point: (x: Int, y: Int)) throws {
        try run(["mousemove", "--window", window, "\(point.x)", "\(point.y)", "sleep", "0.05"])
    }

    /// Presses `button` at `from`, moves to `to` in `steps` straight steps, holds still `hold` seconds
    /// (so a release throws nothing), and releases.
    func drag(window: String, button: Int = 1, from: (x: Int, y: Int), to: (x: Int, y: Int),
              steps: Int = 16, hold: Double = 0.25) throws {
        var chain = ["mousemove", "--window", window, "\(from.x)", "\(from.y)", "sleep", "0.08",
                     "mousedown", "\(button)", "sleep", "0.05"]
        for step in 1...steps {
            let x = from.x + (to.x - from.x) * step / steps
            let y = from.y + (to.y - from.y) * step / steps
            chain += ["mousemove", "--window", window, "\(x)", "\(y)", "sleep", String(stepPause)]
        }
        chain += ["sleep", String(hold), "mouseup", "\(button)", "sleep", "0.08"]
        try run(chain)
    }

    /// Presses `button` at `from` and moves through `path`, holding before the release.
    func drag(window: String, button: Int = 1, from: (x: Int, y: Int), through path: [(x: Int, y: Int)], hold: Double = 0.25) throws {
        var chain = ["mousemove", "--window", window, "\(from.x)", "\(from.y)", "sleep", "0.08",
                     "mousedown", "\(button)", "sleep", "0.05"]
        for point in path {
            chain += ["mousemove", "--window", window, "\(point.x)", "\(point.y)", "sleep", String(stepPause)]
        }
        chain += ["sleep", String(hold), "mouseup", "\(button)", "sleep", "0.08"]
        try run(chain)
    }

    /// Presses the left button at `from` and moves to `to` in `steps` straight steps, in screen (root window)
    /// coordinates: where the user sees things, wherever the window is.
    func dragOnScreen(from: (x: Int, y: Int), to: (x: Int, y: Int), steps: Int = 16, hold: Double = 0.25) throws {
        var chain = ["mousemove", "\(from.x)", "\(from.y)", "sleep", "0.08", "mousedown", "1", "sleep", "0.05"]
        for step in 1...steps {
            chain += ["mousemove", "\(from.x + (to.x - from.x) * step / steps)", "\(from.y + (to.y - from.y) * step / steps)",
                      "sleep", String(stepPause)]
        }
        chain += ["sleep", String(hold), "mouseup", "1", "sleep", "0.08"]
        try run(chain)
    }

    /// Where `window` is on the screen and its size, as the X server has it.
    func geometry(of window: String) throws -> (x: Int, y: Int, width: Int, height: Int) {
        let result = try run(["getwindowgeometry", "--shell", window])
        var values: [String: Int] = [:]
        for line in result.stdout.split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
        }
        guard let x = values["X"], let y = values["Y"], let width = values["WIDTH"], let height = values["HEIGHT"] else {
            throw XDoToolError(description: "getwindowgeometry: \(result.stdout)")
        }
        return (x, y, width, height)
    }

    func click(window: String, button: Int, at point: (x: Int, y: Int)) throws {
        try run(["mousemove", "--window", window, "\(point.x)", "\(point.y)", "sleep", "0.08",
                 "click", "\(button)", "sleep", "0.08"])
    }

    func key(_ name: String) throws {
        try run(["key", name])
    }
}
