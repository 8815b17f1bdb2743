import Foundation
import TouchTestSupport

struct XvfbError: Error, CustomStringConvertible {
    var description: String
}

/// A private X server (`Xvfb :N -screen 0 1280x800x24 -nolisten tcp`, or another screen size) on a free display
/// number, ready once `xdpyinfo` answers. `stop()` kills it; `withXvfb` does that however the body ends. It runs no
/// window manager, as many X11 kiosks do not.
final class XvfbDisplay {
    let number: Int
    private let server: ChildProcess
    var name: String { ":\(number)" }

    private init(number: Int, server: ChildProcess) {
        self.number = number
        self.server = server
    }

    /// Starts a server on the first number from a per-process start point whose lock file is absent,
    /// moving on when another server wins the race for it.
    static func start(screen: (width: Int, height: Int) = (1280, 800)) throws -> XvfbDisplay {
        let first = 100 + Int(getpid() % 300)
        var tried: [Int] = []
        for offset in 0..<40 {
            let number = first + offset
            let taken = FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
                || FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
            if taken { continue }
            tried.append(number)
            let server = try ChildProcess("Xvfb", [":\(number)", "-screen", "0", "\(screen.width)x\(screen.height)x24", "-nolisten", "tcp"])
            let deadline = Date().addingTimeInterval(10)
            while server.isRunning && Date() < deadline {
                let probe = try runProcess("xdpyinfo", ["-display", ":\(number)"], timeout: 5)
                if probe.status == 0 && !probe.killedBySignal {
                    // Another test run's server may have taken the number a moment before ours (which then exits,
                    // "server already active"): the answer counts only if ours is still there.
                    Thread.sleep(forTimeInterval: 0.2)
                    if server.isRunning { return XvfbDisplay(number: number, server: server) }
                    break
                }
                Thread.sleep(forTimeInterval: 0.05)
            }
            server.killAndReap()  // lost the race or never answered: try the next number
            if tried.count >= 5 { break }
        }
        throw XvfbError(description: "could not start Xvfb (tried displays \(tried))")
    }

    func stop() {
        server.signal(SIGTERM)
        if !server.waitForExit(timeout: 3) { server.killAndReap() }
    }

    deinit { server.killAndReap() }
}

/// Runs `body` with a fresh Xvfb (a `screen` of that size) and stops it afterwards.
func withXvfb<T>(screen: (width: Int, height: Int) = (1280, 800), _ body: (XvfbDisplay) throws -> T) throws -> T {
    let display = try XvfbDisplay.start(screen: screen)
    defer { display.stop() }
    return try body(display)
}
