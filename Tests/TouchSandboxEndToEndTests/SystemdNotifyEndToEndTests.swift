import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import TouchTestSupport

/// A datagram socket the test listens on in place of systemd's notify socket: a thread receives each message as it
/// comes and notes when.
final class FakeNotifySocket: @unchecked Sendable {
    typealias Message = (seconds: Double, text: String)
    let name: String
    private let descriptor: Int32
    private let started = Date()
    private let lock = NSLock()
    private var received: [Message] = []
    private var stopped = false

    /// Binds `name` (a file path) or, for a name starting with `@`, that name in the abstract namespace, and listens.
    init(_ name: String) throws {
        self.name = name
        descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        var bytes = Array(name.utf8)
        if bytes.first == UInt8(ascii: "@") { bytes[0] = 0 }
        withUnsafeMutableBytes(of: &address.sun_path) { path in for (index, byte) in bytes.enumerated() { path[index] = byte } }
        let length = socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + bytes.count + (bytes.first == 0 ? 0 : 1))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard descriptor >= 0, bound == 0 else { throw XvfbError(description: "cannot bind \(name): \(String(cString: strerror(errno)))") }
        let thread = Thread { [self] in receive() }
        thread.start()
    }

    deinit { close(descriptor) }

    /// Stops listening (the socket closes when the value goes).
    func stop() { lock.withLock { stopped = true } }

    var messages: [Message] { lock.withLock { received } }

    /// Waits up to `seconds` for `done` to hold for the messages so far; returns them.
    @discardableResult
    func wait(upTo seconds: Double, until done: ([Message]) -> Bool = { _ in false }) -> [Message] {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end, !done(messages) { Thread.sleep(forTimeInterval: 0.02) }
        return messages
    }

    private func receive() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !lock.withLock({ stopped }) {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { continue }
            let message = (Date().timeIntervalSince(started), String(decoding: buffer[0..<count], as: UTF8.self))
            lock.withLock { received.append(message) }
        }
    }
}

@Suite("systemd notify and the health file: the live kiosk under Xvfb tells a fake NOTIFY_SOCKET it is ready and keeps the watchdog fed", .serialized)
struct SystemdNotifyEndToEndTests {
    @Test("READY=1 once the first frame is shown (the screen then shows the scene), WATCHDOG=1 at least every half of WATCHDOG_USEC while the kiosk sits idle, the health file holds the last frame's time, STOPPING=1 on SIGTERM")
    func readyAndWatchdog() throws {
        let folder = try TemporaryDirectory("notify")
        let socket = try FakeNotifySocket(folder.path("notify.sock"))
        let config = try folder.write("kiosk.json", #"{"healthFile": "health.json", "healthIntervalSeconds": 1}"#)
        let environment = ["NOTIFY_SOCKET": socket.name, "WATCHDOG_USEC": "2000000"]
        let result = try withAppUnderXvfb(["--kiosk", "--kiosk-config", config], environment: environment) { app in
            socket.wait(upTo: 15) { $0.contains { $0.text.hasPrefix("READY=1") } }
            let ready = try #require(socket.messages.first { $0.text.hasPrefix("READY=1") }, "no READY=1: \(socket.messages)")
            #expect(ready.text == "READY=1\nSTATUS=showing frames")
            let shot = try app.screenshot(to: folder.path("ready.png"))
            // The default scene on screen (its background colour), not the black of a window that has not drawn yet.
            #expect(shot.contains(RGBAPixels.background), "\(shot[5, 5])")
            socket.wait(upTo: 5)
            let beats = socket.messages.filter { $0.text == "WATCHDOG=1" }.map(\.seconds)
            #expect(beats.count >= 8, "\(socket.messages)")
            let gaps = zip(beats.dropFirst(), beats).map { $0 - $1 }
            #expect(gaps.allSatisfy { $0 <= 1.0 } && (beats.first ?? 99) - ready.seconds <= 1.0, "gaps \(gaps)")
            let health = try CalibrationClicks.json(folder.path("health.json"))
            let lastFrame = try #require(health["lastFrameUnixSeconds"] as? Double)
            #expect(abs(Date().timeIntervalSince1970 - lastFrame) < 2.5, "\(health)")
            #expect(health["pid"] as? Int == Int(app.app.process.processIdentifier))
            #expect((health["lastFrame"] as? String)?.hasSuffix("Z") == true)
            return app.terminate()
        }
        #expect(result.status == 0, "\(result)")
        socket.wait(upTo: 1) { $0.last?.text == "STOPPING=1" }
        socket.stop()
        #expect(socket.messages.last?.text == "STOPPING=1", "\(socket.messages.suffix(3))")
    }

    @Test("an abstract NOTIFY_SOCKET (@name) gets READY=1; a WATCHDOG_PID naming another process gets no WATCHDOG=1")
    func abstractSocketAndForeignWatchdog() throws {
        let socket = try FakeNotifySocket("@touch-sandbox-test-\(UUID().uuidString)")
        let environment = ["NOTIFY_SOCKET": socket.name, "WATCHDOG_USEC": "1000000", "WATCHDOG_PID": "1"]
        let result = try withAppUnderXvfb(["--kiosk"], environment: environment) { app in
            socket.wait(upTo: 15) { $0.contains { $0.text.hasPrefix("READY=1") } }
            socket.wait(upTo: 2)
            return app.terminate()
        }
        socket.stop()
        #expect(result.status == 0, "\(result)")
        #expect(socket.messages.first?.text.hasPrefix("READY=1") == true, "\(socket.messages)")
        #expect(!socket.messages.contains { $0.text == "WATCHDOG=1" }, "\(socket.messages)")
    }

    @Test("a health file in a folder that does not exist is refused at start: exit 2 naming it")
    func healthFileUnwritable() throws {
        let folder = try TemporaryDirectory("notify")
        let config = try folder.write("kiosk.json", #"{"healthFile": "/nonexistent-folder/health.json"}"#)
        let result = try runApp(["--kiosk", "--kiosk-config", config], environment: childEnvironment(extra: ["SDL_VIDEODRIVER": "offscreen"]))
        #expect(result.status == 2 && result.stderr.contains("/nonexistent-folder/health.json"), "\(result)")
    }
}

@Suite("The systemd units in Resources/deploy")
struct DeployUnitTests {
    @Test("both units wait for READY=1 (Type=notify) from the app (NotifyAccess=all), set WatchdogSec=10, and systemd-analyze verify knows every key")
    func units() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/deploy")
        for name in ["touch-sandbox-cage.service", "touch-sandbox-x11.service"] {
            let path = folder.appendingPathComponent(name).path
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
            for setting in ["Type=notify", "NotifyAccess=all", "WatchdogSec=10", "StateDirectory=touch-sandbox", "RuntimeDirectory=touch-sandbox"] {
                #expect(lines.contains(setting), "\(name): \(setting)")
            }
            let verified = try runProcess("/usr/bin/systemd-analyze", ["verify", path], timeout: 60)
            #expect(!verified.stderr.contains("Unknown key") && !verified.stderr.contains("Unknown section"), "\(name): \(verified.stderr)")
        }
    }
}
