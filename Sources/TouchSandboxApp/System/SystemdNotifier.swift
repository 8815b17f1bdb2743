import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// systemd's readiness and watchdog protocol (sd_notify(3)), written by hand: one datagram of `KEY=VALUE` lines to
/// the Unix socket named in `NOTIFY_SOCKET` (a path, or `@name` for the abstract namespace). No libsystemd.
///
/// The watchdog is ours when `WATCHDOG_USEC` is set and `WATCHDOG_PID` is unset or names this process or its
/// parent: under `cage -- touch-sandbox` or `xinit touch-sandbox` systemd's main process is cage or xinit, which
/// starts the app (the unit then needs `NotifyAccess=all`). Sending never blocks and never fails the app: a lost
/// message is logged once.
final class SystemdNotifier {
    /// Where messages go; nil outside systemd (no `NOTIFY_SOCKET`).
    private let address: sockaddr_un?
    private let addressLength: socklen_t
    private let descriptor: Int32
    /// How often systemd wants to hear `WATCHDOG=1`, in seconds; nil when it does not watch this process.
    let watchdogInterval: Double?
    private var reportedFailure = false
    private let onFailure: (String) -> Void

    /// Reads `NOTIFY_SOCKET`, `WATCHDOG_USEC` and `WATCHDOG_PID` from `environment`.
    init(environment: [String: String] = ProcessInfo.processInfo.environment, onFailure: @escaping (String) -> Void) {
        self.onFailure = onFailure
        let socketName = environment["NOTIFY_SOCKET"] ?? ""
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let pathCapacity = MemoryLayout.size(ofValue: address.sun_path)
        var bytes = Array(socketName.utf8)
        let abstract = bytes.first == UInt8(ascii: "@")
        if abstract { bytes[0] = 0 }
        let usable = (bytes.first == UInt8(ascii: "/") || abstract) && bytes.count > 1 && bytes.count < pathCapacity
        if usable {
            withUnsafeMutableBytes(of: &address.sun_path) { path in
                for (index, byte) in bytes.enumerated() { path[index] = byte }
            }
            self.address = address
            addressLength = socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + bytes.count + (abstract ? 0 : 1))
            descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        } else {
            self.address = nil
            addressLength = 0
            descriptor = -1
        }
        if !socketName.isEmpty && !usable { onFailure("NOTIFY_SOCKET \(socketName.debugDescription) is not a socket path or @name; systemd will not hear from the app") }
        let microseconds = environment["WATCHDOG_USEC"].flatMap { UInt64($0) } ?? 0
        let watchedProcess = environment["WATCHDOG_PID"].flatMap { Int32($0) }
        let ours = watchedProcess == nil || watchedProcess == getpid() || watchedProcess == getppid()
        watchdogInterval = usable && microseconds > 0 && ours ? Double(microseconds) / 1_000_000 : nil
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// True under systemd with a notify socket.
    var isActive: Bool { address != nil && descriptor >= 0 }

    /// Sends `message` (lines of `KEY=VALUE`, e.g. `READY=1`); false when it could not be sent.
    @discardableResult
    func send(_ message: String) -> Bool {
        guard var address, descriptor >= 0 else { return false }
        let bytes = Array(message.utf8)
        let sent = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bytes.withUnsafeBytes { sendto(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT), socketAddress, addressLength) }
            }
        }
        if sent == bytes.count { return true }
        if !reportedFailure {
            reportedFailure = true
            onFailure("cannot notify systemd (\(message.split(separator: "\n").first ?? "")): \(String(cString: strerror(errno)))")
        }
        return false
    }
}
